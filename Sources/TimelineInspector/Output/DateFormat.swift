/// How dates are printed: the value of `--date-format`.
///
///     DateFormat.parse("iso8601")   // .iso8601, the default: 2025-01-01T00:00:00Z
///     DateFormat.parse("unix")      // .unix: 1735689600
///     DateFormat.parse("+%F %T")    // .pattern: 2025-01-01 00:00:00
package enum DateFormat: Equatable, Sendable {
  /// ISO 8601 in the zone, as ``DateWriter`` writes it.
  case iso8601
  /// Unix seconds, as ``UnixSecondsWriter`` writes them; the zone plays no part.
  case unix
  /// A `date(1)`-style pattern in the zone.
  case pattern(DateFormatPattern)

  /// The spellings of `--date-format` other than a pattern, for help and completions.
  static let names = ["iso8601", "unix"]

  /// Reads `iso8601`, `unix`, or `+` and a pattern.
  static func parse(_ text: String) -> Result<DateFormat, DateFormatError> {
    switch text {
    case "iso8601": return .success(.iso8601)
    case "unix": return .success(.unix)
    default:
      guard text.hasPrefix("+") else {
        return .failure(
          DateFormatError(reason: "expected iso8601, unix, or + and a pattern such as +%Y-%m-%d"))
      }
      // `+` alone would print every date as nothing: blank lines, blank CSV cells.
      guard text.utf8.count > 1 else {
        return .failure(
          DateFormatError(reason: "the pattern after '+' is empty (e.g. +%Y-%m-%d)"))
      }
      return DateFormatPattern.parse(String(text.dropFirst())).map(DateFormat.pattern)
    }
  }
}
