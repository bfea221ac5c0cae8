#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// Reads `Date.VerbatimFormatStyle(format: "…", timeZone: …, calendar: …)`.
///
/// The format string is read as Swift reads `Date.FormatString`: literal text and
/// `\(field: option)` interpolations. The `timeZone:`, `calendar:` and `locale:`
/// arguments are accepted and then replaced by `--tz` and `--locale`, because
/// SwiftUI gives every `Text(_:format:)` style its environment's.
enum VerbatimStyleReader {
  ///
  /// - Parameter factory: Whether the style is `.verbatim(_:locale:timeZone:calendar:)`,
  ///   whose format comes first with no label, rather than the initializer's `format:`.
  static func style(_ arguments: [StyleArgument], factory: Bool = false) throws(StyleError)
    -> Date.VerbatimFormatStyle
  {
    let formatLabel: String? = factory ? nil : "format"
    guard let format = arguments.first(where: { $0.label == formatLabel }),
      case .string(let text) = format.value
    else {
      throw StyleError(
        factory
          ? ".verbatim needs its format string first, with no label"
          : "Date.VerbatimFormatStyle needs 'format:' with a string")
    }
    for argument in arguments
    where argument.label != formatLabel
      && !["timeZone", "calendar", "locale"].contains(argument.label ?? "")
    {
      throw StyleError(
        factory
          ? ".verbatim takes a format string, locale:, timeZone: and calendar:"
          : "Date.VerbatimFormatStyle takes format:, locale:, timeZone: and calendar:")
    }
    return Date.VerbatimFormatStyle(
      format: try formatString(text), timeZone: .gmt, calendar: Calendar(identifier: .gregorian))
  }

  /// `Date.FormatString` from a string literal's contents.
  static func formatString(_ text: String) throws(StyleError) -> Date.FormatString {
    var interpolation = Date.FormatString.StringInterpolation(
      literalCapacity: text.count, interpolationCount: 4)
    var literal = ""
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let c = scalars[index]
      index += 1
      guard c == "\\" else {
        literal.unicodeScalars.append(c)
        continue
      }
      guard index < scalars.count else { throw StyleError("a lone '\\' ends the format") }
      let next = scalars[index]
      index += 1
      switch next {
      case "n": literal += "\n"
      case "t": literal += "\t"
      case "\"", "\\", "'": literal.unicodeScalars.append(next)
      case "(":
        // Its end as Swift finds it: parentheses and string literals inside are skipped over.
        guard let end = StringLiteralScan.closingParenthesis(in: scalars, from: index) else {
          throw StyleError("an interpolation '\\(' is not closed")
        }
        var inner = String.UnicodeScalarView()
        inner.append(contentsOf: scalars[index..<end])
        index = end + 1
        if !literal.isEmpty {
          interpolation.appendLiteral(literal)
          literal = ""
        }
        try append(String(inner), to: &interpolation)
      default:
        throw StyleError("unknown escape '\\\(Quoted(String(next)))' in the format")
      }
    }
    if !literal.isEmpty { interpolation.appendLiteral(literal) }
    return Date.FormatString(stringInterpolation: interpolation)
  }

  private static func append(
    _ text: String, to interpolation: inout Date.FormatString.StringInterpolation
  ) throws(StyleError) {
    let arguments = try StyleExpression.parseArguments(text)
    guard arguments.count == 1, let field = arguments[0].label else {
      throw StyleError("'\\(\(Quoted(text)))' is not a field such as \\(hour: .twoDigits(…))")
    }
    let option = OptionName(arguments[0].value)
    func bad(_ expected: String) -> StyleError {
      StyleError("'\\(\(Quoted(field)): …)' takes \(expected)")
    }
    switch (field, option.name) {
    case ("year", "defaultDigits"): interpolation.appendInterpolation(year: .defaultDigits)
    case ("year", "twoDigits"): interpolation.appendInterpolation(year: .twoDigits)
    case ("year", _): throw bad(".defaultDigits or .twoDigits")
    case ("month", "defaultDigits"): interpolation.appendInterpolation(month: .defaultDigits)
    case ("month", "twoDigits"): interpolation.appendInterpolation(month: .twoDigits)
    case ("month", "abbreviated"): interpolation.appendInterpolation(month: .abbreviated)
    case ("month", "wide"): interpolation.appendInterpolation(month: .wide)
    case ("month", "narrow"): interpolation.appendInterpolation(month: .narrow)
    case ("month", _): throw bad(".defaultDigits, .twoDigits, .abbreviated, .wide or .narrow")
    case ("day", "defaultDigits"): interpolation.appendInterpolation(day: .defaultDigits)
    case ("day", "twoDigits"): interpolation.appendInterpolation(day: .twoDigits)
    case ("day", _): throw bad(".defaultDigits or .twoDigits")
    case ("weekday", "abbreviated"): interpolation.appendInterpolation(weekday: .abbreviated)
    case ("weekday", "wide"): interpolation.appendInterpolation(weekday: .wide)
    case ("weekday", "narrow"): interpolation.appendInterpolation(weekday: .narrow)
    case ("weekday", "short"): interpolation.appendInterpolation(weekday: .short)
    case ("weekday", _): throw bad(".abbreviated, .wide, .narrow or .short")
    case ("hour", "defaultDigits"), ("hour", "twoDigits"):
      let clock: Date.FormatStyle.Symbol.VerbatimHour.Clock
      switch option.argument("clock")?.dotName {
      case "twelveHour": clock = .twelveHour
      case "twentyFourHour": clock = .twentyFourHour
      default: throw bad("'clock:' .twelveHour or .twentyFourHour")
      }
      let cycle: Date.FormatStyle.Symbol.VerbatimHour.HourCycle
      switch option.argument("hourCycle")?.dotName {
      case "zeroBased": cycle = .zeroBased
      case "oneBased": cycle = .oneBased
      default: throw bad("'hourCycle:' .zeroBased or .oneBased")
      }
      interpolation.appendInterpolation(
        hour: option.name == "twoDigits"
          ? .twoDigits(clock: clock, hourCycle: cycle)
          : .defaultDigits(clock: clock, hourCycle: cycle))
    case ("hour", _):
      throw bad(".defaultDigits(clock:hourCycle:) or .twoDigits(clock:hourCycle:)")
    case ("minute", "defaultDigits"): interpolation.appendInterpolation(minute: .defaultDigits)
    case ("minute", "twoDigits"): interpolation.appendInterpolation(minute: .twoDigits)
    case ("minute", _): throw bad(".defaultDigits or .twoDigits")
    case ("second", "defaultDigits"): interpolation.appendInterpolation(second: .defaultDigits)
    case ("second", "twoDigits"): interpolation.appendInterpolation(second: .twoDigits)
    case ("second", _): throw bad(".defaultDigits or .twoDigits")
    case ("dayPeriod", "standard"):
      switch option.unlabelled?.dotName {
      case "abbreviated": interpolation.appendInterpolation(dayPeriod: .standard(.abbreviated))
      case "wide": interpolation.appendInterpolation(dayPeriod: .standard(.wide))
      case "narrow": interpolation.appendInterpolation(dayPeriod: .standard(.narrow))
      default: throw bad(".standard(.abbreviated), .standard(.wide) or .standard(.narrow)")
      }
    case ("dayPeriod", _):
      throw bad(".standard(.abbreviated), .standard(.wide) or .standard(.narrow)")
    default:
      throw StyleError(
        "unknown field '\(Quoted(field)):' in the format (fields: year, month, day, weekday, dayPeriod, "
          + "hour, minute, second)")
    }
  }
}
