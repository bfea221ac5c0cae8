/// Writes dates in a ``DateFormat`` and a zone straight into an output buffer.
///
/// Each format costs one branch per date over its own writer.
struct DatePrinter: FixedWidthDateWriter {
  private enum Kind {
    case iso8601, unix, pattern
  }

  private let kind: Kind
  private var iso: DateWriter
  /// The Unix-seconds writer, with the leading digits of the last date it wrote.
  private var unix = UnixSecondsWriter()
  /// The pattern, with the text of the last day it wrote (`.empty` for the other kinds).
  private let patternDay: PatternDayCache
  private var splitter: LocalTimeSplitter
  private let isAlwaysUTC: Bool

  /// The room a date is written in: the most bytes one takes (for a
  /// pattern, at least 16, ``PatternDayCache/room(for:)``).
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
      maximumLength = PatternDayCache.room(for: compiled)
    }
    mayContainComma = pattern.mayContainComma
    patternDay = PatternDayCache(pattern: pattern)
  }

  /// Writes `t` at the start of `room` (at least ``maximumLength`` bytes) and
  /// returns the number of bytes written; nil when `t` cannot be shown: not
  /// finite, or its year is outside 0001–9999 (in the zone; in UTC for Unix seconds).
  @inline(__always)
  mutating func write(_ t: Double, into room: UnsafeMutableBufferPointer<UInt8>) -> Int? {
    switch kind {
    case .iso8601:
      return iso.write(t, into: room)
    case .unix:
      return unix.write(t, into: room)
    case .pattern:
      assert(room.count >= maximumLength, "room for a date is smaller than its longest text")
      return writePattern(t, to: room.baseAddress!)
    }
  }

  /// A date in the pattern, out of line: a function of its own, small enough
  /// for the kept day's writer to be inlined in it. A date of another day
  /// goes on to ``writePatternInFull(_:to:)``.
  @inline(never)
  private mutating func writePattern(_ t: Double, to out: UnsafeMutablePointer<UInt8>) -> Int? {
    if let count = patternDay.writeOnKeptDay(t, to: out) { return count }
    return writePatternInFull(t, to: out)
  }

  /// A date the kept day does not cover: split, written in full, and kept.
  @inline(never)
  private mutating func writePatternInFull(_ t: Double, to out: UnsafeMutablePointer<UInt8>)
    -> Int?
  {
    guard let time = splitter.split(t) else { return nil }
    return patternDay.write(
      time, offsetSpan: splitter.offsetSpan, isAlwaysUTC: isAlwaysUTC, to: out)
  }

  /// Whether ``write(_:into:)`` surely writes `t`; false does not mean it cannot.
  @inline(__always)
  func surelyPrints(_ t: Double) -> Bool { DateWriter.surelyWritable.contains(t) }

  /// Whether every date of `item` surely prints (``surelyPrints(_:)``).
  @inline(__always)
  func surelyPrints(_ item: ReportRow.Item) -> Bool {
    switch item {
    case .entry(let t): surelyPrints(t)
    case .update(let time, let shown, _), .frame(let time, let shown, _, _, _, _):
      surelyPrints(time) && surelyPrints(shown)
    case .comparison(let time, let swiftui, let documented, _):
      surelyPrints(time) && surelyPrints(swiftui ?? time) && surelyPrints(documented ?? time)
    case .widget(let row):
      surelyPrints(row.date) && surelyPrints(row.dates.retry ?? row.date)
    case .liveActivity(let row): surelyPrints(row.date)
    }
  }
}
