#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// The schedule SwiftUI keeps `Text(date, style: .timer)` up to date with: a
/// reconstruction of its private timer schedule, aligned to `date`.
///
/// In normal mode it fires every second from the start date on. In low-frequency
/// mode (Always On) it fires once a minute, at the second (and nanosecond) of the
/// minute the alignment date has on the calendar's clock, starting strictly after
/// the start date:
///
/// ```swift
/// // A timer towards 12:05:30.25Z, asked from 12:00:10Z (UTC):
/// let timer = TextTimerTimelineSchedule(alignment: end, timeZone: .gmt)
/// timer.entries(from: start, mode: .normal)        // 12:00:10, 12:00:11, 12:00:12, …
/// timer.entries(from: start, mode: .lowFrequency)  // 12:00:30.25, 12:01:30.25, …
/// ```
///
/// The low-frequency dates come from `Calendar.nextDate(after:matching:matchingPolicy:)`
/// with `.nextTime`, exactly as SwiftUI asks it; for a fractional alignment date
/// they can fall a nanosecond or so before its fraction, because Foundation keeps
/// whole nanoseconds and rounds twice. Like SwiftUI, ``init(alignment:)`` reads
/// `Calendar.current` when the entries are made and again for each later
/// low-frequency entry; pass a calendar or a time zone to decide instead.
public struct TextTimerTimelineSchedule: TimelineSchedule, Sendable {
  /// The date the timer counts towards or from: the `date` of `Text(date, style: .timer)`.
  public let alignment: Date

  /// The calendar whose clock the low-frequency entries follow, or `nil` for `Calendar.current`.
  public let calendar: Calendar?

  /// Creates the schedule of a timer aligned to `alignment`, following the current calendar.
  public init(alignment: Date) {
    self.alignment = alignment
    self.calendar = nil
  }

  /// Creates the schedule of a timer aligned to `alignment`, following `calendar`.
  public init(alignment: Date, calendar: Calendar) {
    self.alignment = alignment
    self.calendar = calendar
  }

  /// Creates the schedule of a timer aligned to `alignment`, following a Gregorian
  /// calendar in `timeZone`.
  public init(alignment: Date, timeZone: TimeZone) {
    self.init(alignment: alignment, calendar: .gregorian(in: timeZone))
  }

  /// Returns every second from `startDate` on (normal mode), or once a minute at
  /// the alignment date's second, from the first such date after `startDate`
  /// (low-frequency mode).
  public func entries(from startDate: Date, mode: Mode) -> Entries {
    guard mode == .lowFrequency else {
      return Entries(first: startDate, target: nil, clock: nil)
    }
    var clock = TextScheduleCalendar(fixed: calendar)
    let target = SecondOfMinute(of: alignment, in: clock.calendar)
    let first = clock.nextDate(after: startDate, matching: target)
    return Entries(first: first, target: target, clock: clock)
  }

  /// The dates of a timer's schedule.
  ///
  /// - Important: In normal mode the sequence never ends; in low-frequency mode it
  ///   ends only if the calendar finds no further date. Bound it with `prefix(_:)`
  ///   before collecting it.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    private var upcoming: Date?
    private let target: SecondOfMinute?
    /// The calendar of the low-frequency entries; `nil` in normal mode.
    private var clock: TextScheduleCalendar?

    init(first: Date?, target: SecondOfMinute?, clock: TextScheduleCalendar?) {
      self.upcoming = first
      self.target = target
      self.clock = clock
    }

    /// Returns the next date the timer's text changes at.
    public mutating func next() -> Date? {
      guard let date = upcoming else { return nil }
      if let target, clock != nil {
        clock!.refresh()
        upcoming = clock!.nextDate(after: date, matching: target)
      } else {
        upcoming = date.addingTimeInterval(1)
      }
      return date
    }
  }
}

/// One date a second from a start date by repeated addition, ending with the
/// first date at or after `end` when there is one: what SwiftUI's timers do in
/// normal mode.
extension TextTimerTimelineSchedule.Entries: SkippingIterator {
  /// In low-frequency mode the entries are a chain of calendar matches, one a
  /// minute: picked up again near `horizon` (``CalendarChainAnchor``) at the
  /// match in the minute before the anchor's minute start, asked from half a
  /// second before that minute so that the calendar's tolerance around a match
  /// never comes into it, then read on one by one.
  package mutating func skip(toLatestAtOrBefore horizon: Double) -> Bool {
    guard target != nil else { return skip(toLatestAtOrBefore: horizon, atMost: .max) > 0 }
    guard let date = upcoming, clock != nil,
      let minute = clock!.anchor(
        upcoming: date.timeIntervalSinceReferenceDate, horizon: horizon, period: 60),
      let anchor = clock!.nextDate(
        after: Date(timeIntervalSinceReferenceDate: minute - 60.5), matching: target!),
      anchor.timeIntervalSinceReferenceDate <= horizon, anchor > date
    else { return false }
    var latest = anchor
    while let next = clock!.nextDate(after: latest, matching: target!),
      next.timeIntervalSinceReferenceDate <= horizon
    {
      latest = next
    }
    upcoming = latest
    return true
  }

  /// In normal mode the entries are a grid, one second apart by repeated
  /// addition, and skip as grids do; the low-frequency ones are read one by one.
  package mutating func skip(toLatestAtOrBefore horizon: Double, atMost limit: UInt) -> UInt {
    guard target == nil, let date = upcoming,
      let moved = GridSkip.skip(
        upcoming: date.timeIntervalSinceReferenceDate, interval: 1,
        toLatestAtOrBefore: horizon, atMost: limit)
    else { return 0 }
    upcoming = Date(timeIntervalSinceReferenceDate: moved.upcoming)
    return moved.passed
  }
}

struct TextEverySecond: Sendable {
  var upcoming: Date?
  let end: Date?

  mutating func next() -> Date? {
    guard let date = upcoming else { return nil }
    if let end, date >= end {
      upcoming = nil
    } else {
      upcoming = date.addingTimeInterval(1)
    }
    return date
  }

  /// Skips as a grid one second apart does up to the last entry before `end`,
  /// then to the entry at or after it, the last one, when that is due too.
  mutating func skip(toLatestAtOrBefore horizon: Double, atMost limit: UInt) -> UInt {
    guard let date = upcoming else { return 0 }
    let last = end?.timeIntervalSinceReferenceDate
    var passed: UInt = 0
    if let moved = GridSkip.skip(
      upcoming: date.timeIntervalSinceReferenceDate, interval: 1,
      toLatestAtOrBefore: min(horizon, last?.nextDown ?? .infinity), atMost: limit)
    {
      upcoming = Date(timeIntervalSinceReferenceDate: moved.upcoming)
      passed = moved.passed
    }
    // The grid stops at its first entry at or after `end`: it follows the one
    // before `end` just landed on, and is passed to if it is due as well.
    if let last, let current = upcoming?.timeIntervalSinceReferenceDate, current < last,
      current + 1 >= last, current + 1 <= horizon, passed < limit
    {
      upcoming = Date(timeIntervalSinceReferenceDate: current + 1)
      passed += 1
    }
    return passed
  }
}

extension Calendar {
  /// A Gregorian calendar in `timeZone`.
  static func gregorian(in timeZone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar
  }
}

extension TimelineSchedule where Self == TextTimerTimelineSchedule {
  /// The schedule behind `Text(alignment, style: .timer)`, following the current calendar.
  public static func textTimer(alignment: Date) -> TextTimerTimelineSchedule {
    TextTimerTimelineSchedule(alignment: alignment)
  }

  /// The schedule behind `Text(alignment, style: .timer)` in `timeZone`.
  public static func textTimer(alignment: Date, in timeZone: TimeZone)
    -> TextTimerTimelineSchedule
  {
    TextTimerTimelineSchedule(alignment: alignment, timeZone: timeZone)
  }
}
