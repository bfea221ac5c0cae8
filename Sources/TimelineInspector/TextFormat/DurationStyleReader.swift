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
  /// `Duration.UnitsFormatStyle(allowedUnits: …, width: …)`.
  static func units(_ arguments: [StyleArgument]) throws(StyleError) -> Duration.UnitsFormatStyle {
    var allowed: Set<Duration.UnitsFormatStyle.Unit> = [.hours, .minutes, .seconds]
    var width = Duration.UnitsFormatStyle.UnitWidth.abbreviated
    var maximumUnitCount: Int?
    var zeroValueUnits = Duration.UnitsFormatStyle.ZeroValueUnitsDisplayStrategy.hide
    var valueLength: Int?
    var fractionalPart = Duration.UnitsFormatStyle.FractionalPartDisplayStrategy.hide
    for argument in arguments {
      switch argument.label {
      case "allowed", "allowedUnits":
        guard case .array(let elements) = argument.value, !elements.isEmpty else {
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
        guard case .number(let n) = argument.value, n >= 1, n <= 8, n.rounded() == n else {
          throw StyleError("'maximumUnitCount:' is nil or a whole number from 1 to 8")
        }
        maximumUnitCount = Int(n)
      case "zeroValueUnits":
        zeroValueUnits = try UnitsOptionsReader.zeroValueUnits(argument.value)
      case "valueLength":
        valueLength = try UnitsOptionsReader.valueLength(argument.value)
      case "fractionalPart":
        fractionalPart = try UnitsOptionsReader.fractionalPart(argument.value)
      default:
        throw StyleError(
          ".units takes allowed:, width:, maximumUnitCount:, zeroValueUnits:, valueLength: and fractionalPart:"
        )
      }
    }
    return Duration.UnitsFormatStyle(
      allowedUnits: allowed, width: width, maximumUnitCount: maximumUnitCount,
      zeroValueUnits: zeroValueUnits, valueLength: valueLength, fractionalPart: fractionalPart)
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
