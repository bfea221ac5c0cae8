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

/// Writes dates in a ``DateFormat`` and a zone straight into an output buffer.
///
/// Each format costs one branch per date over its own writer.
struct DatePrinter {
  private enum Kind {
    case iso8601, unix, pattern
  }

  private let kind: Kind
  private var iso: DateWriter
  /// The pattern, with the text of the last day it wrote (`.empty` for the other kinds).
  private let patternDay: PatternDayCache
  private var splitter: LocalTimeSplitter
  private let isAlwaysUTC: Bool

  /// The most bytes one date takes.
  let maximumLength: Int

  /// Whether a date may contain a comma, so that CSV must quote it.
  let mayContainComma: Bool

  /// Creates a printer of dates in `format` and `zone`.
  init(format: DateFormat, zone: TimeZoneChoice) {
    iso = DateWriter(zone: zone)
    splitter = LocalTimeSplitter(zone: zone)
    isAlwaysUTC = zone.isAlwaysUTC
    var pattern = DateFormatPattern.empty
    switch format {
    case .iso8601:
      kind = .iso8601
      maximumLength = DateWriter.maximumLength
    case .unix:
      kind = .unix
      maximumLength = UnixSecondsWriter.maximumLength
    case .pattern(let compiled):
      kind = .pattern
      pattern = compiled
      maximumLength = compiled.maximumLength
    }
    mayContainComma = pattern.mayContainComma
    patternDay = PatternDayCache(pattern: pattern)
  }

  /// Writes `t` into `out`, which has room for ``maximumLength`` bytes, and
  /// returns the number of bytes written; nil when `t` cannot be shown: not
  /// finite, or its year is outside 0001–9999 (in the zone; in UTC for Unix seconds).
  @inline(__always)
  mutating func write(_ t: Double, to out: UnsafeMutablePointer<UInt8>) -> Int? {
    switch kind {
    case .iso8601:
      return iso.write(t, to: out)
    case .unix:
      return UnixSecondsWriter().write(t, to: out)
    case .pattern:
      guard let time = splitter.split(t) else { return nil }
      return patternDay.write(time, isAlwaysUTC: isAlwaysUTC, to: out)
    }
  }

  /// Formats `t` as a `String`, or nil where ``write(_:to:)`` gives nil; for
  /// headers and messages, not for bulk output.
  mutating func string(_ t: Double) -> String? {
    var written: Int?
    let text = String(unsafeUninitializedCapacity: maximumLength) { buffer in
      written = write(t, to: buffer.baseAddress!)
      return written ?? 0
    }
    return written == nil ? nil : text
  }
}
