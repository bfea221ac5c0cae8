/// Keeps the text of the last local day a ``DateFormatPattern`` wrote, so that
/// the next date of that day is a copy with its time fields rewritten.
///
/// A run's dates mostly share their day (a periodic schedule by the second
/// writes 86 400 of them per day), and interpreting the whole pattern for
/// each one took three times as long as writing ISO 8601. A day's text is
/// reused only for a date of the same local day at the same offset from UTC,
/// and only for patterns whose other fields keep their width through a day
/// (``DateFormatPattern/isDayTemplate``); any other date is written in full
/// and becomes the new day's text.
struct PatternDayCache {
  /// The day's text and where its time fields are, in memory of their own so
  /// that writing a date retains nothing. All of the cache's state is here, so
  /// that copies of a printer share one consistent cache.
  private final class Storage {
    let text: UnsafeMutablePointer<UInt8>
    let fields: UnsafeMutablePointer<DateFormatPattern.TimeField>
    /// The local day and offset whose text is kept, or nil before the first date.
    var day: (days: Int64, offset: Int)?
    var length = 0
    var fieldCount = 0

    init(pattern: DateFormatPattern) {
      text = .allocate(capacity: max(pattern.maximumLength, 1))
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

  /// Creates an empty cache for dates written by `pattern`.
  init(pattern: DateFormatPattern) {
    self.pattern = pattern
    storage = Storage(pattern: pattern)
  }

  /// Writes `time` as `pattern.write(_:isAlwaysUTC:to:)` does and returns the
  /// number of bytes written.
  @inline(__always)
  func write(_ time: LocalTime, isAlwaysUTC: Bool, to out: UnsafeMutablePointer<UInt8>) -> Int {
    guard pattern.isDayTemplate else {
      return pattern.write(time, isAlwaysUTC: isAlwaysUTC, to: out)
    }
    let cache = storage
    if let day = cache.day, day.days == time.days, day.offset == time.offset {
      out.update(from: cache.text, count: cache.length)
      for index in 0..<cache.fieldCount {
        let field = cache.fields[index]
        _ = DateFormatPattern.write(field, of: time, to: out + field.position)
      }
      return cache.length
    }
    var count = 0
    let length = pattern.render(
      time, isAlwaysUTC: isAlwaysUTC, to: out, fields: cache.fields, fieldCount: &count)
    cache.fieldCount = count
    cache.length = length
    cache.text.update(from: out, count: length)
    cache.day = (time.days, time.offset)
    return length
  }
}
