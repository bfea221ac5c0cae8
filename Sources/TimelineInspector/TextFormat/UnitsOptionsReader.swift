#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// Reads `Duration.UnitsFormatStyle`'s `zeroValueUnits:`, `valueLength:` and `fractionalPart:`.
enum UnitsOptionsReader {
  /// `zeroValueUnits:` as read: Foundation's strategy and the length it was given
  /// (which Foundation keeps to itself), 0 for `.hide`.
  struct ZeroValueUnits {
    let strategy: Duration.UnitsFormatStyle.ZeroValueUnitsDisplayStrategy
    let length: Int

    static let hide = ZeroValueUnits(strategy: .hide, length: 0)
  }

  /// `.hide` or `.show(length: n)`, `n` any whole number (0 or less shows none).
  static func zeroValueUnits(_ expression: StyleExpression) throws(StyleError) -> ZeroValueUnits {
    if expression.dotName == "hide" { return .hide }
    let option = OptionName(expression)
    guard option.name == "show", option.arguments.count == 1,
      let length = wholeNumber(option.argument("length"))
    else { throw StyleError("'zeroValueUnits:' is .hide or .show(length: n), n a whole number") }
    return ZeroValueUnits(strategy: .show(length: length), length: length)
  }

  /// `valueLength:` or `valueLengthLimits:`: which initializer the style was written with.
  enum ValueLength: Equatable {
    /// Neither was written.
    case absent
    /// `valueLength: n` or `valueLength: nil`.
    case length(Int?)
    /// `valueLengthLimits: 2...3` and the other range forms.
    case limits(StyleRange)

    /// The style built with this initializer, as a view would build it.
    func style(
      allowed: Set<Duration.UnitsFormatStyle.Unit>, width: Duration.UnitsFormatStyle.UnitWidth,
      maximumUnitCount: Int?,
      zeroValueUnits: Duration.UnitsFormatStyle.ZeroValueUnitsDisplayStrategy,
      fractionalPart: Duration.UnitsFormatStyle.FractionalPartDisplayStrategy
    ) -> Duration.UnitsFormatStyle {
      func make(_ limits: some RangeExpression<Int>) -> Duration.UnitsFormatStyle {
        Duration.UnitsFormatStyle(
          allowedUnits: allowed, width: width, maximumUnitCount: maximumUnitCount,
          zeroValueUnits: zeroValueUnits, valueLengthLimits: limits,
          fractionalPart: fractionalPart)
      }
      // Bounds were checked whole and in order by `valueLength(_:label:)`.
      switch self {
      case .absent, .length:
        var length: Int?
        if case .length(let n) = self { length = n }
        return Duration.UnitsFormatStyle(
          allowedUnits: allowed, width: width, maximumUnitCount: maximumUnitCount,
          zeroValueUnits: zeroValueUnits, valueLength: length, fractionalPart: fractionalPart)
      case .limits(let range):
        let lower = range.lower.flatMap(StyleNumber.int)
        let upper = range.upper.flatMap(StyleNumber.int)
        switch (lower, upper, range.closed) {
        case (let lower?, let upper?, true): return make(lower...upper)
        case (let lower?, let upper?, false): return make(lower..<upper)
        case (let lower?, nil, _): return make(lower...)
        case (nil, let upper?, true): return make(...upper)
        case (nil, let upper?, false): return make(..<upper)
        case (nil, nil, _): return make(0...)
        }
      }
    }
  }

  /// `valueLength: n` (a whole number or nil) or `valueLengthLimits: range` (a range
  /// of whole numbers: `2...3`, `2..<4`, `2...`, `...3` or `..<4`).
  static func valueLength(_ expression: StyleExpression, label: String) throws(StyleError)
    -> ValueLength
  {
    guard label == "valueLengthLimits" else {
      if expression.chain == [StyleLink(name: "nil", arguments: nil)] { return .length(nil) }
      guard let length = wholeNumber(expression) else {
        throw StyleError("'valueLength:' is nil or a whole number")
      }
      return .length(length)
    }
    guard case .range(let range) = expression,
      range.lower.map({ StyleNumber.int($0) != nil }) ?? true,
      range.upper.map({ StyleNumber.int($0) != nil }) ?? true
    else {
      throw StyleError(
        "'valueLengthLimits:' is a range of whole numbers: 2...3, 2..<4, 2..., ...3 or ..<4")
    }
    if let lower = range.lower, let upper = range.upper, lower > upper {
      // Swift itself stops the program: "Range requires lowerBound <= upperBound".
      throw StyleError(
        "'valueLengthLimits:' has its lower bound above its upper bound, which stops a Swift "
          + "program as the range is made")
    }
    return .limits(range)
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
      guard let length = wholeNumber(option.argument("length")) else {
        throw StyleError("'fractionalPart: .show(length:…)' has a whole number for its length")
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

  /// A whole number an `Int` literal can hold, or nil when `expression` is absent or another value.
  private static func wholeNumber(_ expression: StyleExpression?) -> Int? {
    guard case .number(let n)? = expression else { return nil }
    return StyleNumber.int(n)
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
