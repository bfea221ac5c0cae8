#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// Reads a `Duration.TimeFormatStyle.Pattern`: `.minuteSecond`, or one of the
/// factories with parameters, such as `.hourMinute(padHourToLength: 2, roundSeconds: .down)`.
enum TimePatternReader {
  /// The pattern `expression` names.
  static func pattern(_ expression: StyleExpression) throws(StyleError)
    -> Duration.TimeFormatStyle.Pattern
  {
    switch expression.dotName {
    case "minuteSecond": return .minuteSecond
    case "hourMinute": return .hourMinute
    case "hourMinuteSecond": return .hourMinuteSecond
    default: break
    }
    let option = OptionName(expression)
    let labels = option.arguments.map { $0.label ?? "_" }
    switch option.name {
    case "hourMinute":
      try expect(labels, ["padHourToLength", "roundSeconds"], of: "hourMinute")
      return .hourMinute(
        padHourToLength: try length(option.argument("padHourToLength"), "padHourToLength"),
        roundSeconds: try rule(option.argument("roundSeconds"), "roundSeconds"))
    case "hourMinuteSecond":
      try expect(
        labels, ["padHourToLength", "fractionalSecondsLength", "roundFractionalSeconds"],
        of: "hourMinuteSecond")
      return .hourMinuteSecond(
        padHourToLength: try length(option.argument("padHourToLength"), "padHourToLength"),
        fractionalSecondsLength: try fraction(option.argument("fractionalSecondsLength")),
        roundFractionalSeconds: try rule(
          option.argument("roundFractionalSeconds"), "roundFractionalSeconds"))
    case "minuteSecond":
      try expect(
        labels, ["padMinuteToLength", "fractionalSecondsLength", "roundFractionalSeconds"],
        of: "minuteSecond")
      return .minuteSecond(
        padMinuteToLength: try length(option.argument("padMinuteToLength"), "padMinuteToLength"),
        fractionalSecondsLength: try fraction(option.argument("fractionalSecondsLength")),
        roundFractionalSeconds: try rule(
          option.argument("roundFractionalSeconds"), "roundFractionalSeconds"))
    default:
      throw StyleError(
        "'pattern:' is .minuteSecond, .hourMinute or .hourMinuteSecond, with or without their parameters"
      )
    }
  }

  /// Checks the labels are the factory's, in its order, its first one present.
  private static func expect(_ labels: [String], _ known: [String], of name: String)
    throws(StyleError)
  {
    let positions = labels.map { known.firstIndex(of: $0) ?? -1 }
    guard labels.first == known[0], !positions.contains(-1), positions == positions.sorted(),
      Set(positions).count == positions.count
    else {
      throw StyleError(
        ".\(name)(…) takes \(known.map { "\($0):" }.joined(separator: " ")) in that order, the first one required"
      )
    }
  }

  /// A padding length: a whole number from 0 to 100.
  private static func length(_ expression: StyleExpression?, _ label: String) throws(StyleError)
    -> Int
  {
    guard case .number(let n)? = expression, n >= 0, n <= 100, n.rounded() == n else {
      throw StyleError("'\(label):' is a whole number from 0 to 100")
    }
    return Int(n)
  }

  /// A count of fraction digits: a whole number from 0 to 9, 0 when absent.
  private static func fraction(_ expression: StyleExpression?) throws(StyleError) -> Int {
    guard let expression else { return 0 }
    guard case .number(let n) = expression, n >= 0, n <= 9, n.rounded() == n else {
      throw StyleError("'fractionalSecondsLength:' is a whole number from 0 to 9")
    }
    return Int(n)
  }

  /// A rounding rule, `.toNearestOrEven` when absent (the factories' default).
  private static func rule(_ expression: StyleExpression?, _ label: String) throws(StyleError)
    -> FloatingPointRoundingRule
  {
    guard let expression else { return .toNearestOrEven }
    switch expression.dotName {
    case "toNearestOrEven": return .toNearestOrEven
    case "toNearestOrAwayFromZero": return .toNearestOrAwayFromZero
    case "up": return .up
    case "down": return .down
    case "towardZero": return .towardZero
    case "awayFromZero": return .awayFromZero
    default:
      throw StyleError(
        "'\(label):' is .toNearestOrEven, .toNearestOrAwayFromZero, .up, .down, .towardZero or .awayFromZero"
      )
    }
  }
}
