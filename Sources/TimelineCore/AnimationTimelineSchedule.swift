#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// A schedule for animations: it fires continually, no faster than an interval,
/// and not at all while paused.
///
/// In ``TimelineScheduleMode/normal`` mode the entries are the start date, then
/// the start date plus the interval added again and again. While paused, and
/// in ``TimelineScheduleMode/lowFrequency`` mode, there are no entries at all.
///
/// ```swift
/// AnimationTimelineSchedule(minimumInterval: 1.5)
///     .entries(from: Date(timeIntervalSinceReferenceDate: 0), mode: .normal).prefix(3)
/// // 0, 1.5, 3
/// ```
public struct AnimationTimelineSchedule: TimelineSchedule, Hashable, Sendable {
  /// The interval used when none is given: 1/120 s, the fastest display refresh
  /// SwiftUI drives.
  public static let defaultMinimumInterval: TimeInterval = 1.0 / 120.0

  /// The shortest time between two entries.
  ///
  /// A schedule created without one has ``defaultMinimumInterval``, decided
  /// when it is created as in SwiftUI, so `.animation` equals
  /// `.animation(minimumInterval: 1.0 / 120)`.
  public let minimumInterval: TimeInterval

  /// Whether the schedule is paused, and so produces no entries.
  public let paused: Bool

  /// Creates an animation schedule.
  ///
  /// - Parameters:
  ///   - minimumInterval: The shortest time between updates, or `nil` for the
  ///     system's choice (1/120 s).
  ///   - paused: Whether the schedule should stop producing dates.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval ?? Self.defaultMinimumInterval
    self.paused = paused
  }

  /// Returns `startDate` and every interval after it, or nothing when paused or
  /// in low-frequency mode.
  @inlinable
  public func entries(from startDate: Date, mode: Mode) -> Entries {
    Entries(
      upcoming: paused || mode == .lowFrequency ? nil : startDate,
      interval: minimumInterval)
  }

  /// The sequence of an animation schedule's dates: endless, or empty.
  ///
  /// - Important: Unless empty, the sequence never ends; bound it with
  ///   `prefix(_:)` before collecting it.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    @usableFromInline var upcoming: Date?
    @usableFromInline let interval: TimeInterval

    @inlinable
    init(upcoming: Date?, interval: TimeInterval) {
      self.upcoming = upcoming
      self.interval = interval
    }

    /// Returns the next date, or `nil` if the schedule is paused or in low-frequency mode.
    @inlinable
    public mutating func next() -> Date? {
      guard let date = upcoming else { return nil }
      upcoming = date.addingTimeInterval(interval)
      return date
    }
  }
}

extension AnimationTimelineSchedule.Entries: SkippingIterator {
  package var gridInterval: Double? { interval }

  package mutating func skip(toLatestAtOrBefore horizon: Double, atMost limit: UInt) -> UInt {
    guard let date = upcoming,
      let moved = GridSkip.skip(
        upcoming: date.timeIntervalSinceReferenceDate, interval: interval,
        toLatestAtOrBefore: horizon, atMost: limit)
    else { return 0 }
    upcoming = Date(timeIntervalSinceReferenceDate: moved.upcoming)
    return moved.passed
  }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// An animation schedule that updates as often as the system allows (1/120 s).
  public static var animation: AnimationTimelineSchedule {
    AnimationTimelineSchedule()
  }

  /// An animation schedule that updates no faster than `minimumInterval` and
  /// produces nothing while `paused`.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}
