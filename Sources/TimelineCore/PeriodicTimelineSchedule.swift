#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// A schedule that fires at regular intervals on a grid anchored at a start date.
///
/// The grid is every `startDate + k × interval` for any whole `k`, including
/// negative ones, so asking from a date before `startDate` starts on the grid
/// before the start date:
///
/// ```swift
/// let schedule = PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: 100), by: 60)
/// schedule.entries(from: Date(timeIntervalSinceReferenceDate: 10), mode: .normal).prefix(3)
/// // 40, 100, 160 (seconds since the reference date)
/// ```
///
/// The mode is ignored: in ``TimelineScheduleMode/lowFrequency`` the dates are
/// the same, as in SwiftUI. Nothing is validated either: an interval of zero or
/// NaN gives NaN dates and a negative interval gives descending dates.
public struct PeriodicTimelineSchedule: TimelineSchedule, Hashable, Sendable {
  /// The date the grid is anchored at.
  public let startDate: Date

  /// The time between two entries, in seconds.
  public let interval: TimeInterval

  /// Creates a schedule firing every `interval` seconds on the grid through `startDate`.
  public init(from startDate: Date, by interval: TimeInterval) {
    self.startDate = startDate
    self.interval = interval
  }

  /// Returns the grid dates from the latest one at or before `startDate` (or, when
  /// `startDate` is before the schedule's start, the earliest one at or after it).
  ///
  /// - Complexity: O(1); each entry is then produced in O(1).
  @inlinable
  public func entries(from startDate: Date, mode: Mode) -> Entries {
    // `truncatingRemainder` keeps the sign of the dividend, which is what moves
    // the first entry forward, not back, when asked from before the start date.
    let offset = startDate.timeIntervalSince(self.startDate)
      .truncatingRemainder(dividingBy: interval)
    return Entries(first: startDate.addingTimeInterval(-offset), interval: interval)
  }

  /// The endless sequence of a periodic schedule's dates.
  ///
  /// Each date is the previous one plus the interval, added again and again, so
  /// rounding accumulates exactly as it does in SwiftUI.
  ///
  /// - Important: The sequence never ends; bound it with `prefix(_:)` or
  ///   `prefix(while:)` before collecting it.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    @usableFromInline var upcoming: Date
    @usableFromInline let interval: TimeInterval

    @inlinable
    init(first: Date, interval: TimeInterval) {
      self.upcoming = first
      self.interval = interval
    }

    /// Returns the next date of the grid; never `nil`.
    @inlinable
    public mutating func next() -> Date? {
      let date = upcoming
      upcoming = date.addingTimeInterval(interval)
      return date
    }
  }
}

extension PeriodicTimelineSchedule.Entries: SkippingIterator {
  package var gridInterval: Double? { interval }

  package mutating func skip(toLatestAtOrBefore horizon: Double, atMost limit: UInt) -> UInt {
    guard
      let moved = GridSkip.skip(
        upcoming: upcoming.timeIntervalSinceReferenceDate, interval: interval,
        toLatestAtOrBefore: horizon, atMost: limit)
    else { return 0 }
    upcoming = Date(timeIntervalSinceReferenceDate: moved.upcoming)
    return moved.passed
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// A schedule that fires every `interval` seconds on the grid through `startDate`.
  ///
  /// ```swift
  /// TimelineView(.periodic(from: startDate, by: 1)) { context in
  ///     AnalogTimerView(date: context.date)
  /// }
  /// ```
  public static func periodic(from startDate: Date, by interval: TimeInterval)
    -> PeriodicTimelineSchedule
  {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}
