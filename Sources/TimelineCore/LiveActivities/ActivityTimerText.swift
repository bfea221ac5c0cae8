#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A timer `Text` an activity's content shows, which counts by itself, without updates.
///
/// A content state gives it through ``LiveActivityContentState/timerText``; the plan
/// knows over which span each content is current (``LiveActivityPlan/contentSpans``),
/// and ``updates(from:until:mode:timeZone:)`` gives the moments the text changes in a
/// span, from TimelineCore's reconstructions of SwiftUI's timer schedules
/// (``TextTimerTimelineSchedule``, ``TextTimerIntervalTimelineSchedule``).
///
/// ```swift
/// let arrival = Date(timeIntervalSinceReferenceDate: 600)
/// let countdown = ActivityTimerText.timer(arrival)  // Text(arrival, style: .timer)
/// let bounded = ActivityTimerText.timerInterval(.distantPast...arrival)  // stops at 0:00
/// ```
public enum ActivityTimerText: Sendable, Hashable {
  /// `Text(date, style: .timer)`: counts down to `date`, then counts **up** past it,
  /// for as long as it shows (documented).
  case timer(Date)

  /// `Text(timerInterval:pauseTime:countsDown:)`: counts within its range and stops at
  /// its end; with a `pauseTime`, it stands still from then on (documented).
  case timerInterval(ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true)

  /// The moments the text changes while it shows from `start` until `end` (excluded):
  /// the dates of its schedule asked from `start`, the first being the text as it
  /// first shows; a paused interval timer changes no more after its pause time.
  ///
  /// ```swift
  /// let zero = Date(timeIntervalSinceReferenceDate: 0)
  /// Array(ActivityTimerText.timerInterval(zero...zero + 2).updates(from: zero, until: zero + 60))
  /// // [zero, zero + 1, zero + 2]: the interval's end is its last change
  /// ```
  ///
  /// - Complexity: O(1) to make; each date costs what its schedule's does.
  public func updates(
    from start: Date, until end: Date, mode: TimelineScheduleMode = .normal,
    timeZone: TimeZone = .gmt
  ) -> Updates {
    switch self {
    case .timer(let date):
      let schedule = TextTimerTimelineSchedule(alignment: date, timeZone: timeZone)
      return Updates(timer: schedule.entries(from: start, mode: mode), end: end, frozenAfter: nil)
    case .timerInterval(let interval, let pauseTime, let countsDown):
      let schedule = TextTimerIntervalTimelineSchedule(
        interval: interval, countsDown: countsDown, timeZone: timeZone)
      return Updates(
        interval: schedule.entries(from: start, mode: mode), end: end,
        frozenAfter: pauseTime.map { max($0, start) })
    }
  }

  /// The moments a timer text changes within a span, in increasing order.
  public struct Updates: Sequence, IteratorProtocol, Sendable {
    private var timer: TextTimerTimelineSchedule.Entries?
    private var interval: TextTimerIntervalTimelineSchedule.Entries?
    private let end: Date
    /// A pause time, or the start when paused before it: no change after it.
    private let frozenAfter: Date?

    fileprivate init(timer: TextTimerTimelineSchedule.Entries, end: Date, frozenAfter: Date?) {
      self.timer = timer
      self.end = end
      self.frozenAfter = frozenAfter
    }

    fileprivate init(
      interval: TextTimerIntervalTimelineSchedule.Entries, end: Date, frozenAfter: Date?
    ) {
      self.interval = interval
      self.end = end
      self.frozenAfter = frozenAfter
    }

    /// The next moment the text changes, or nil once the span or the text is over.
    public mutating func next() -> Date? {
      let upcoming: Date?
      if timer != nil {
        upcoming = timer!.next()
      } else if interval != nil {
        upcoming = interval!.next()
      } else {
        return nil
      }
      guard let date = upcoming, date < end, date <= frozenAfter ?? date else {
        timer = nil
        interval = nil
        return nil
      }
      return date
    }
  }
}
