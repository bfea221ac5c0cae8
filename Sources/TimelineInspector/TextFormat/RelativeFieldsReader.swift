#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// Reads `Date.AnchoredRelativeFormatStyle`'s `allowedFields:` and `capitalizationContext:`.
enum RelativeFieldsReader {
  /// `[.minute, .second]`: the fields the style may name.
  static func fields(_ expression: StyleExpression) throws(StyleError)
    -> Set<Date.AnchoredRelativeFormatStyle.Field>
  {
    let expected =
      "'allowedFields:' is a list of .year, .month, .week, .day, .hour, .minute and .second"
    guard case .array(let elements) = expression, !elements.isEmpty else {
      throw StyleError(expected)
    }
    var fields: Set<Date.AnchoredRelativeFormatStyle.Field> = []
    for element in elements {
      switch element.dotName {
      case "year": fields.insert(.year)
      case "month": fields.insert(.month)
      case "week": fields.insert(.week)
      case "day": fields.insert(.day)
      case "hour": fields.insert(.hour)
      case "minute": fields.insert(.minute)
      case "second": fields.insert(.second)
      default: throw StyleError(expected)
      }
    }
    return fields
  }

  /// `.beginningOfSentence`, …: where the text stands, which decides its capitals.
  static func capitalization(_ expression: StyleExpression) throws(StyleError)
    -> FormatStyleCapitalizationContext
  {
    switch expression.dotName {
    case "unknown": return .unknown
    case "standalone": return .standalone
    case "listItem": return .listItem
    case "beginningOfSentence": return .beginningOfSentence
    case "middleOfSentence": return .middleOfSentence
    default:
      throw StyleError(
        "'capitalizationContext:' is .unknown, .standalone, .listItem, .beginningOfSentence or .middleOfSentence"
      )
    }
  }
}
