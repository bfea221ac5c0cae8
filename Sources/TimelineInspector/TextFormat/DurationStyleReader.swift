#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// Reads `.time(pattern:)` and `.units(allowed:width:)`, and their initializer forms.
enum DurationStyleReader {
  /// `.time(pattern: .minuteSecond)` or `Duration.TimeFormatStyle(pattern: …)`.
  static func time(_ arguments: [StyleArgument]) throws(StyleError) -> Duration.TimeFormatStyle {
    // A `locale:` is accepted and then replaced by `--locale`, as SwiftUI's environment does.
    guard let pattern = arguments.first(where: { $0.label == "pattern" }),
      arguments.allSatisfy({ $0.label == "pattern" || $0.label == "locale" }),
      arguments.count <= 2, arguments.first?.label == "pattern"
    else { throw StyleError(".time takes 'pattern:', and Duration.TimeFormatStyle also 'locale:'") }
    return Duration.TimeFormatStyle(pattern: try TimePatternReader.pattern(pattern.value))
  }

  /// `.units(allowed: [.hours, .minutes], width: .abbreviated)` or
  /// `Duration.UnitsFormatStyle(allowedUnits: …, width: …)`, refused where Foundation
  /// would trap on it (``UnitsStyleTraps``).
  static func units(_ arguments: [StyleArgument]) throws(StyleError) -> Duration.UnitsFormatStyle {
    var allowed: Set<Duration.UnitsFormatStyle.Unit> = [.hours, .minutes, .seconds]
    var width = Duration.UnitsFormatStyle.UnitWidth.abbreviated
    var maximumUnitCount: Int?
    var zeroValueUnits = UnitsOptionsReader.ZeroValueUnits.hide
    var valueLength: UnitsOptionsReader.ValueLength = .absent
    var fractionalPart = Duration.UnitsFormatStyle.FractionalPartDisplayStrategy.hide
    for argument in arguments {
      switch argument.label {
      case "allowed", "allowedUnits":
        guard case .array(let elements) = argument.value else {
          throw StyleError("'\(argument.label!):' is a list of units such as [.hours, .minutes]")
        }
        allowed = []
        for element in elements { allowed.insert(try unit(element)) }
      case "width":
        switch argument.value.dotName {
        case "wide": width = .wide
        case "abbreviated": width = .abbreviated
        case "condensedAbbreviated": width = .condensedAbbreviated
        case "narrow": width = .narrow
        default:
          throw StyleError("'width:' is .wide, .abbreviated, .condensedAbbreviated or .narrow")
        }
      case "maximumUnitCount" where argument.value.chain == [StyleLink(name: "nil", arguments: nil)]:
        maximumUnitCount = nil
      case "maximumUnitCount":
        guard case .number(let n) = argument.value, let count = StyleNumber.int(n) else {
          throw StyleError("'maximumUnitCount:' is nil or a whole number")
        }
        maximumUnitCount = count
      case "zeroValueUnits":
        zeroValueUnits = try UnitsOptionsReader.zeroValueUnits(argument.value)
      case "valueLength", "valueLengthLimits":
        guard valueLength == .absent else {
          throw StyleError("write one of 'valueLength:' and 'valueLengthLimits:', not both")
        }
        valueLength = try UnitsOptionsReader.valueLength(argument.value, label: argument.label!)
      case "fractionalPart":
        fractionalPart = try UnitsOptionsReader.fractionalPart(argument.value)
      default:
        throw StyleError(
          ".units takes allowed:, width:, maximumUnitCount:, zeroValueUnits:, valueLength: "
            + "(or valueLengthLimits:) and fractionalPart:")
      }
    }
    let style = valueLength.style(
      allowed: allowed, width: width, maximumUnitCount: maximumUnitCount,
      zeroValueUnits: zeroValueUnits.strategy, fractionalPart: fractionalPart)
    try UnitsStyleTraps.check(style, zeroValueLength: zeroValueUnits.length)
    return style
  }

  private static func unit(_ expression: StyleExpression) throws(StyleError)
    -> Duration.UnitsFormatStyle.Unit
  {
    switch expression.dotName {
    case "weeks": .weeks
    case "days": .days
    case "hours": .hours
    case "minutes": .minutes
    case "seconds": .seconds
    case "milliseconds": .milliseconds
    case "microseconds": .microseconds
    case "nanoseconds": .nanoseconds
    default:
      throw StyleError(
        "a unit is .weeks, .days, .hours, .minutes, .seconds, .milliseconds, .microseconds or .nanoseconds"
      )
    }
  }
}
