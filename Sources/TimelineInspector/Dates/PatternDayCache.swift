/// Keeps the text of the last local day a ``DateFormatPattern`` wrote, so that
/// the next date of that day is a copy with its time fields rewritten.
///
/// A run's dates mostly share their day (a periodic schedule by the second
/// writes 86 400 of them per day), and interpreting the whole pattern for
/// each one took three times as long as writing ISO 8601. A day's text is
/// reused only for a date of the same local day at the same offset from UTC
/// (its ``LocalDaySpan``), and only for patterns whose other fields keep their
/// width through a day (``DateFormatPattern/isDayTemplate``); any other date
/// is written in full and becomes the new day's text.
struct PatternDayCache {
  /// The day's text and where its time fields are, in memory of their own so
  /// that writing a date retains nothing. All of the cache's state is here, so
  /// that copies of a printer share one consistent cache.
  private final class Storage {
    let text: UnsafeMutablePointer<UInt8>
    let fields: UnsafeMutablePointer<DateFormatPattern.TimeField>
    /// The part of the day whose text is kept; empty before the first date.
    var span = LocalDaySpan()
    var length = 0
    var fieldCount = 0

    init(pattern: DateFormatPattern) {
      text = .allocate(capacity: PatternDayCache.room(for: pattern))
      fields = .allocate(capacity: max(pattern.conversionCount, 1))
    }

    deinit {
      text.deallocate()
      fields.deallocate()
    }
  }

  private let storage: Storage
  /// The pattern whose dates the cache keeps.
  let pattern: DateFormatPattern

  /// The room a date of `pattern` is written in: its longest text, and at
  /// least ``shortText`` bytes, so that a short day's text is copied as four
  /// words (a call to `memmove` cost more than the rest of the copy).
  static func room(for pattern: DateFormatPattern) -> Int {
    max(pattern.maximumLength, shortText)
  }

  /// The longest day's text copied as words.
  private static let shortText = 32

  /// Creates an empty cache for dates written by `pattern`.
  init(pattern: DateFormatPattern) {
    self.pattern = pattern
    storage = Storage(pattern: pattern)
  }

  /// Writes `t` (seconds since 2001) into `out` (``room(for:)`` bytes) from the kept day's text and returns the number of bytes
  /// written; nil, writing nothing, when `t` is not of the kept day or rounds
  /// up into its next second: then the caller splits it and calls
  /// ``write(_:offsetSpan:isAlwaysUTC:to:)``.
  @inline(__always)
  func writeOnKeptDay(_ t: Double, to out: UnsafeMutablePointer<UInt8>) -> Int? {
    let cache = storage
    guard cache.span.covers(t), let (secondOfDay, nanoseconds) = cache.span.timeOfDay(t) else {
      return nil
    }
    if cache.length <= Self.shortText {
      // Four words, within the room: the bytes past the length are not
      // counted. A copy by length, tried for issue 31, took a pattern's line
      // past its budget.
      let from = UnsafeRawPointer(cache.text)
      let to = UnsafeMutableRawPointer(out)
      var offset = 0
      while offset < Self.shortText {
        to.storeBytes(
          of: from.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset,
          as: UInt64.self)
        offset += 8
      }
    } else {
      out.update(from: cache.text, count: cache.length)
    }
    for index in 0..<cache.fieldCount {
      let field = cache.fields[index]
      _ = DateFormatPattern.write(
        field, secondOfDay: secondOfDay, nanoseconds: nanoseconds, to: out + field.position)
    }
    return cache.length
  }

  /// Writes `time` in full into `out` (``room(for:)`` bytes), as
  /// `pattern.write(_:isAlwaysUTC:to:)` does, and returns the number of bytes written; its day becomes the kept day, with
  /// `offsetSpan` where the zone keeps its offset.
  func write(
    _ time: LocalTime, offsetSpan: (start: Double, end: Double), isAlwaysUTC: Bool,
    to out: UnsafeMutablePointer<UInt8>
  ) -> Int {
    guard pattern.isDayTemplate else {
      return pattern.write(time, isAlwaysUTC: isAlwaysUTC, to: out)
    }
    let cache = storage
    var count = 0
    let length = pattern.render(
      time, isAlwaysUTC: isAlwaysUTC, to: out, fields: cache.fields, fieldCount: &count)
    cache.fieldCount = count
    cache.length = length
    cache.text.update(from: out, count: length)
    cache.span = LocalDaySpan(time, offsetSpan: offsetSpan)
    return length
  }
}
