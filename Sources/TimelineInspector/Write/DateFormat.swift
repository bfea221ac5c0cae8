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

  /// The formats spelled by a name rather than a pattern.
  static let named: [DateFormat] = [.iso8601, .unix]

  /// The spellings of ``named``, for help and completions.
  static var names: [String] { named.compactMap(\.name) }

  /// The word `--date-format` takes for this format; nil for a pattern.
  var name: String? {
    switch self {
    case .iso8601: "iso8601"
    case .unix: "unix"
    case .pattern: nil
    }
  }

  /// Reads `iso8601`, `unix`, or `+` and a pattern.
  static func parse(_ text: String) -> Result<DateFormat, DateFormatError> {
    if let format = named.first(where: { $0.name == text }) { return .success(format) }
    guard text.hasPrefix("+") else {
      return .failure(
        DateFormatError(reason: "expected iso8601, unix, or + and a pattern such as +%Y-%m-%d"))
    }
    // `+` alone would print every date as nothing: blank lines, blank CSV cells.
    guard text.utf8.count > 1 else {
      return .failure(DateFormatError(reason: "the pattern after '+' is empty (e.g. +%Y-%m-%d)"))
    }
    return DateFormatPattern.parse(String(text.dropFirst())).map(DateFormat.pattern)
  }
}
