#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// Reads `Duration.UnitsFormatStyle`'s `zeroValueUnits:`, `valueLength:` and `fractionalPart:`.
enum UnitsOptionsReader {
  /// `.hide` or `.show(length: n)`.
  static func zeroValueUnits(_ expression: StyleExpression) throws(StyleError)
    -> Duration.UnitsFormatStyle.ZeroValueUnitsDisplayStrategy
  {
    if expression.dotName == "hide" { return .hide }
    let option = OptionName(expression)
    guard option.name == "show", option.arguments.count == 1,
      let length = try wholeNumber(option.argument("length"))
    else { throw StyleError("'zeroValueUnits:' is .hide or .show(length: n), n from 0 to 100") }
    return .show(length: length)
  }

  /// A whole number of digits, or `nil`.
  static func valueLength(_ expression: StyleExpression) throws(StyleError) -> Int? {
    if expression.chain == [StyleLink(name: "nil", arguments: nil)] { return nil }
    guard let length = try wholeNumber(expression) else {
      throw StyleError("'valueLength:' is nil or a whole number from 0 to 100")
    }
    return length
  }

  /// `.hide`, `.hide(rounded: rule)` or `.show(length: n, rounded: rule, increment: x)`.
  static func fractionalPart(_ expression: StyleExpression) throws(StyleError)
    -> Duration.UnitsFormatStyle.FractionalPartDisplayStrategy
  {
    let expected =
      "'fractionalPart:' is .hide, .hide(rounded:) or .show(length:rounded:increment:)"
    if expression.dotName == "hide" { return .hide }
    let option = OptionName(expression)
    let labels = option.arguments.map { $0.label ?? "_" }
    switch option.name {
    case "hide" where labels == ["rounded"]:
      return .hide(rounded: try rule(option.argument("rounded"), expected))
    case "show"
    where labels.first == "length"
      && labels.allSatisfy({ ["length", "rounded", "increment"].contains($0) }):
      guard let length = try wholeNumber(option.argument("length")), length <= 9 else {
        throw StyleError("'fractionalPart: .show(length:…)' has a length from 0 to 9")
      }
      var increment: Double?
      if let value = option.argument("increment"),
        value.chain != [StyleLink(name: "nil", arguments: nil)]
      {
        guard case .number(let n) = value, n > 0 else {
          throw StyleError("'increment:' is nil or a number above 0")
        }
        increment = n
      }
      let rounded = try option.argument("rounded").map { e throws(StyleError) in
        try rule(e, expected)
      }
      return .show(length: length, rounded: rounded ?? .toNearestOrEven, increment: increment)
    default:
      throw StyleError(expected)
    }
  }

  /// A whole number from 0 to 100, or nil when `expression` is absent; an error when it is another value.
  private static func wholeNumber(_ expression: StyleExpression?) throws(StyleError) -> Int? {
    guard let expression else { return nil }
    guard case .number(let n) = expression, n >= 0, n <= 100, n.rounded() == n else {
      return nil
    }
    return Int(n)
  }

  /// A rounding rule.
  private static func rule(_ expression: StyleExpression?, _ expected: String) throws(StyleError)
    -> FloatingPointRoundingRule
  {
    switch expression?.dotName {
    case "toNearestOrEven": return .toNearestOrEven
    case "toNearestOrAwayFromZero": return .toNearestOrAwayFromZero
    case "up": return .up
    case "down": return .down
    case "towardZero": return .towardZero
    case "awayFromZero": return .awayFromZero
    default: throw StyleError(expected)
    }
  }
}
