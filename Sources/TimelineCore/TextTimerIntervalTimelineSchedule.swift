#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// The schedule SwiftUI keeps `Text(timerInterval: start...end, countsDown:)` up to
/// date with: a reconstruction of its private timer-interval schedule.
///
/// In normal mode it fires every second from the start date, and the first date at
/// or after the interval's end is the last. In low-frequency mode (Always On):
///
/// - **Counting down**, it fires once a minute at the end date's second of the
///   minute, then every second through the last minute, ending with the first date
///   at or after the end. A start date in the last minute, or on the end's second,
///   is the first entry itself.
/// - **Counting up**, it fires every second through the first minute of the
///   interval (from the second after the start date, which is not an entry), then
///   once a minute at the interval start's second of the minute, up to the end.
///
/// ```swift
/// // A 5-minute countdown from 12:00:00Z to 12:05:00Z, asked at 12:00:00Z, wrist down:
/// TextTimerIntervalTimelineSchedule(interval: start...end, timeZone: .gmt)
///     .entries(from: start, mode: .lowFrequency)
/// // 12:00:00, 12:01:00, 12:02:00, 12:03:00, 12:04:00, 12:04:01, …, 12:04:59, 12:05:00
/// ```
///
/// "A minute" is a calendar minute: the end minus one minute, the start plus one
/// minute, and the dates on a given second are asked of `Calendar` as SwiftUI asks
/// it. Like SwiftUI, ``init(interval:countsDown:)`` reads `Calendar.current`; pass
/// a calendar or a time zone to decide instead.
public struct TextTimerIntervalTimelineSchedule: TimelineSchedule, Sendable {
  /// The interval the timer runs over: the `timerInterval` of the `Text`.
  public let interval: ClosedRange<Date>

  /// Whether the timer counts down to the end (SwiftUI's default) or up from the start.
  public let countsDown: Bool

  /// The calendar whose clock the low-frequency entries follow, or `nil` for `Calendar.current`.
  public let calendar: Calendar?

  /// Creates the schedule of a timer over `interval`, following the current calendar.
  public init(interval: ClosedRange<Date>, countsDown: Bool = true) {
    self.interval = interval
    self.countsDown = countsDown
    self.calendar = nil
  }

  /// Creates the schedule of a timer over `interval`, following `calendar`.
  public init(interval: ClosedRange<Date>, countsDown: Bool = true, calendar: Calendar) {
    self.interval = interval
    self.countsDown = countsDown
    self.calendar = calendar
  }

  /// Creates the schedule of a timer over `interval`, following a Gregorian
  /// calendar in `timeZone`.
  public init(interval: ClosedRange<Date>, countsDown: Bool = true, timeZone: TimeZone) {
    self.init(interval: interval, countsDown: countsDown, calendar: .gregorian(in: timeZone))
  }

  /// Returns the dates the timer's text changes at, asked from `startDate`.
  public func entries(from startDate: Date, mode: Mode) -> Entries {
    switch mode {
    case .normal:
      return Entries(seconds: TextEverySecond(upcoming: startDate, end: interval.upperBound))
    case .lowFrequency where countsDown:
      return Entries(
        countdown: TextCountdownMinutes(
          from: startDate, end: interval.upperBound, calendar: calendar))
    case .lowFrequency:
      return Entries(
        countUp: TextCountUpMinutes(from: startDate, interval: interval, calendar: calendar))
    }
  }

  /// The dates of a timer interval's schedule.
  ///
  /// - Important: Counting down, the sequence ends at the interval's end. In normal
  ///   mode from a start before the end it has one date a second until then, and
  ///   asked long before the end it is very long: bound it with `prefix(_:)` before
  ///   collecting it.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    // One of the three is set, as `kind` says. Separate fields, not an enum with
    // payloads, so that each step mutates its state in place instead of copying
    // it out and back.
    private enum Kind { case everySecond, countdown, countUp }
    private let kind: Kind
    private var seconds: TextEverySecond?
    private var countdown: TextCountdownMinutes?
    private var countUp: TextCountUpMinutes?

    init(seconds: TextEverySecond) {
      kind = .everySecond
      self.seconds = seconds
    }

    init(countdown: TextCountdownMinutes) {
      kind = .countdown
      self.countdown = countdown
    }

    init(countUp: TextCountUpMinutes) {
      kind = .countUp
      self.countUp = countUp
    }

    /// Returns the next date the timer's text changes at.
    public mutating func next() -> Date? {
      switch kind {
      case .everySecond: seconds!.next()
      case .countdown: countdown!.next()
      case .countUp: countUp!.next()
      }
    }
  }
}

/// A countdown in low-frequency mode: once a minute on the end's second, then
/// every second through the last minute.
extension TextTimerIntervalTimelineSchedule.Entries: SkippingIterator {
  /// In normal mode the entries are a grid, one second apart up to the end of
  /// the interval, and skip as grids do; the low-frequency ones are read one by one.
  package mutating func skip(toLatestAtOrBefore horizon: Double, atMost limit: UInt) -> UInt {
    guard kind == .everySecond else { return 0 }
    return seconds!.skip(toLatestAtOrBefore: horizon, atMost: limit)
  }

  /// The low-frequency minutes are picked up again near `horizon` as a text
  /// timer's are (``TextTimerTimelineSchedule/Entries``), while they are
  /// minutes; then read on one by one.
  package mutating func skip(toLatestAtOrBefore horizon: Double) -> Bool {
    switch kind {
    case .everySecond: skip(toLatestAtOrBefore: horizon, atMost: .max) > 0
    case .countdown: countdown!.skip(toLatestAtOrBefore: horizon)
    case .countUp: countUp!.skip(toLatestAtOrBefore: horizon)
    }
  }
}

/// Moves `entries` on, as `next()` would, to the latest entry at or before
/// `horizon`, reading one entry at a time from where it stands.
private func readOn<Minutes>(
  _ entries: inout Minutes, upcoming: (Minutes) -> Date?, next: (inout Minutes) -> Date?,
  toLatestAtOrBefore horizon: Double
) {
  while true {
    var probe = entries
    _ = next(&probe)
    guard let following = upcoming(probe), following.timeIntervalSinceReferenceDate <= horizon
    else { return }
    entries = probe
  }
}

/// The match of `target` in the minute before `minute` (a minute start),
/// asked from half a second before that minute so that the calendar's
/// tolerance around a match never comes into it.
private func match(
  before minute: Double, _ target: SecondOfMinute, _ clock: inout TextScheduleCalendar
) -> Date? {
  clock.nextDate(after: Date(timeIntervalSinceReferenceDate: minute - 60.5), matching: target)
}

struct TextCountdownMinutes: Sendable {
  private var upcoming: Date?
  private let end: Date
  /// The end minus one calendar minute, where the countdown starts to tick every second.
  private let lastMinute: Date
  private let target: SecondOfMinute
  private var clock: TextScheduleCalendar

  init(from startDate: Date, end: Date, calendar: Calendar?) {
    clock = TextScheduleCalendar(fixed: calendar)
    let calendar = clock.calendar
    self.end = end
    target = SecondOfMinute(of: end, in: calendar)
    lastMinute = calendar.date(byAdding: .minute, value: -1, to: end) ?? end
    if startDate >= lastMinute || calendar.date(startDate, matchesComponents: target.components) {
      upcoming = startDate
    } else {
      upcoming = clock.nextDate(after: startDate, matching: target)
    }
  }

  /// Picks the minutes before the last one up again near `horizon`
  /// (``CalendarChainAnchor``), then reads on one by one.
  mutating func skip(toLatestAtOrBefore horizon: Double) -> Bool {
    let last = lastMinute.timeIntervalSinceReferenceDate
    guard let date = upcoming, date < lastMinute,
      let minute = clock.anchor(
        upcoming: date.timeIntervalSinceReferenceDate, horizon: min(horizon, last), period: 60),
      let anchor = match(before: minute, target, &clock),
      anchor.timeIntervalSinceReferenceDate <= horizon, anchor > date, anchor < lastMinute
    else { return false }
    upcoming = anchor
    readOn(&self, upcoming: \.upcoming, next: { $0.next() }, toLatestAtOrBefore: horizon)
    return true
  }

  mutating func next() -> Date? {
    guard let date = upcoming else { return nil }
    if date >= lastMinute {
      upcoming = date >= end ? nil : date.addingTimeInterval(1)
    } else {
      clock.refresh()
      let candidate = clock.nextDate(after: date, matching: target)
      if let candidate, candidate > lastMinute {
        upcoming = lastMinute
      } else {
        upcoming = candidate
      }
    }
    return date
  }
}

/// A count-up in low-frequency mode: every second through the first minute, then
/// once a minute on the start's second, up to the end.
struct TextCountUpMinutes: Sendable {
  private var upcoming: Date?
  private let interval: ClosedRange<Date>
  /// The start plus one calendar minute, where the count-up slows to once a minute.
  private let firstMinute: Date
  /// The start's second of the minute in the calendar last read, once it is needed.
  private var target: SecondOfMinute?
  private var clock: TextScheduleCalendar

  init(from startDate: Date, interval: ClosedRange<Date>, calendar: Calendar?) {
    clock = TextScheduleCalendar(fixed: calendar)
    self.interval = interval
    firstMinute =
      clock.calendar.date(byAdding: .minute, value: 1, to: interval.lowerBound)
      ?? interval.lowerBound
    upcoming = nil
    upcoming = entry(after: startDate)
  }

  mutating func next() -> Date? {
    guard let date = upcoming else { return nil }
    upcoming = entry(after: date)
    return date
  }

  /// Picks the minutes, once past the first minute's seconds, up again near
  /// `horizon` (``CalendarChainAnchor``), then reads on one by one.
  mutating func skip(toLatestAtOrBefore horizon: Double) -> Bool {
    guard let date = upcoming, date >= firstMinute else { return false }
    if target == nil { target = SecondOfMinute(of: interval.lowerBound, in: clock.calendar) }
    guard
      let minute = clock.anchor(
        upcoming: date.timeIntervalSinceReferenceDate,
        horizon: min(horizon, interval.upperBound.timeIntervalSinceReferenceDate), period: 60),
      let anchor = match(before: minute, target!, &clock),
      anchor.timeIntervalSinceReferenceDate <= horizon, anchor > date,
      anchor <= interval.upperBound
    else { return false }
    upcoming = anchor
    readOn(&self, upcoming: \.upcoming, next: { $0.next() }, toLatestAtOrBefore: horizon)
    return true
  }

  /// SwiftUI takes the start's second afresh from the current calendar each time;
  /// it can only differ when the calendar has changed.
  private mutating func entry(after date: Date) -> Date? {
    if date < firstMinute { return date.addingTimeInterval(1) }
    if clock.refresh() || target == nil {
      target = SecondOfMinute(of: interval.lowerBound, in: clock.calendar)
    }
    guard let candidate = clock.nextDate(after: date, matching: target!),
      candidate <= interval.upperBound
    else { return nil }
    return candidate
  }
}

extension TimelineSchedule where Self == TextTimerIntervalTimelineSchedule {
  /// The schedule behind `Text(timerInterval: interval, countsDown: countsDown)`,
  /// following the current calendar.
  public static func textTimerInterval(_ interval: ClosedRange<Date>, countsDown: Bool = true)
    -> TextTimerIntervalTimelineSchedule
  {
    TextTimerIntervalTimelineSchedule(interval: interval, countsDown: countsDown)
  }

  /// The schedule behind `Text(timerInterval: interval, countsDown: countsDown)` in `timeZone`.
  public static func textTimerInterval(
    _ interval: ClosedRange<Date>, countsDown: Bool = true, in timeZone: TimeZone
  ) -> TextTimerIntervalTimelineSchedule {
    TextTimerIntervalTimelineSchedule(
      interval: interval, countsDown: countsDown, timeZone: timeZone)
  }
}
