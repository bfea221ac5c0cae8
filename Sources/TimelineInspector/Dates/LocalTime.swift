import TimelineCore

/// An instant as a wall clock in a zone shows it: the fields date patterns print.
///
/// The instant is rounded as ``DateWriter`` rounds it (to the fewest of 3, 6
/// or 9 fraction digits that read back as the same `Double`), so a pattern's
/// `%N` shows the same digits as the ISO 8601 output, padded to nine.
struct LocalTime: Equatable {
  /// Whole seconds since 2001-01-01T00:00:00Z, after rounding.
  var seconds: Int64
  /// Nanoseconds past ``seconds``, 0..<1e9.
  var nanoseconds: Int
  /// The zone's offset from UTC at the instant, in seconds east.
  var offset: Int
  /// The local day, counted from 2001-01-01.
  var days: Int64
  /// The local date.
  var date: CivilDate
  /// Seconds since local midnight, 0..<86 400.
  var secondOfDay: Int

  /// The day of the week, 1 (Monday) through 7 (Sunday), as ISO 8601 numbers them.
  var weekday: Int {
    // 2001-01-01 was a Monday.
    Int(days - CivilTime.floorDivide(days, 7) * 7) + 1
  }

  /// The day of the year, 1 through 366.
  var dayOfYear: Int {
    Int(days - CivilTime.days(year: date.year, month: 1, day: 1)) + 1
  }
}

/// Splits instants into ``LocalTime`` in one zone, asking Foundation only when
/// a date crosses one of the zone's transitions.
struct LocalTimeSplitter {
  /// The offset of a zone without transitions.
  private let fixedOffset: Int

  /// The offsets of a named zone with transitions, or nil for a fixed zone.
  private var cursor: ZoneOffsetCursor?

  /// Years 1–9999 with a day's slack on each side for offsets: instants outside
  /// are refused before any conversion to integers, which could trap.
  private static let lowestSecond = Double(CivilTime.earliestSecond - CivilTime.secondsPerDay)

  /// See ``lowestSecond``.
  private static let highestSecond = Double(CivilTime.endSecond + CivilTime.secondsPerDay)

  /// The last local day split, and its date: consecutive dates mostly share a day.
  private var lastDay: (days: Int64, date: CivilDate) = (0, CivilTime.date(days: 0))

  /// The instants around the last split's that have its offset: `start <= t < end`.
  var offsetSpan: (start: Double, end: Double) {
    guard let span = cursor?.span else { return (-.infinity, .infinity) }
    return (span.start, span.end)
  }

  /// Creates a splitter for `zone`.
  init(zone: TimeZoneChoice) {
    fixedOffset = zone.fixedOffset ?? 0
    cursor = zone.offsetCursor()
  }

  /// The wall-clock fields of `t` (seconds since 2001), or nil if `t` is not
  /// finite or its local year is outside 1...9999.
  mutating func split(_ t: Double) -> LocalTime? {
    guard t >= Self.lowestSecond && t <= Self.highestSecond else { return nil }
    var seconds = CivilTime.floorSeconds(t)
    let fraction = t - Double(seconds)
    var nanoseconds = 0
    if fraction != 0 {
      nanoseconds = DateWriter.nanoseconds(of: t, seconds: seconds, fraction: fraction)
      if nanoseconds == 1_000_000_000 {
        seconds += 1
        nanoseconds = 0
      }
    }
    let offset = cursor == nil ? fixedOffset : cursor!.offset(at: Double(seconds))
    let local = seconds + Int64(offset)
    let days = CivilTime.floorDivide(local, CivilTime.secondsPerDay)
    if days != lastDay.days { lastDay = (days, CivilTime.date(days: days)) }
    let date = lastDay.date
    guard date.year >= 1 && date.year <= 9999 else { return nil }
    return LocalTime(
      seconds: seconds, nanoseconds: nanoseconds, offset: offset, days: days, date: date,
      secondOfDay: Int(local - days * CivilTime.secondsPerDay))
  }
}
