#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// A schedule that fires at the start of every minute of a calendar's clock.
///
/// The first entry is the start of the minute containing the start date (the
/// start date itself when it is exactly on a minute), then the start of each
/// following minute. Minutes are wall-clock minutes in the calendar's time
/// zone: in zones whose offset has seconds, such as Africa/Monrovia before
/// 1972 (−00:44:30), they begin at half past a UTC minute.
///
/// ```swift
/// // Created at 10:09:38 → 10:09:00, 10:10:00, 10:11:00, …
/// EveryMinuteTimelineSchedule(timeZone: TimeZone(identifier: "UTC")!)
///     .entries(from: createdAt, mode: .normal)
/// ```
///
/// Like SwiftUI, the plain ``init()`` reads `Calendar.current` for the first
/// entry and again for every later one, so a change of the process's time
/// zone mid-sequence moves the entries that follow. Pass a calendar or a time
/// zone to decide that instead, without touching global state. The mode is
/// ignored.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  /// The calendar whose minutes are used, or `nil` for `Calendar.current`.
  public let calendar: Calendar?

  /// Creates a schedule that follows the current calendar, as SwiftUI's does.
  public init() {
    self.calendar = nil
  }

  /// Creates a schedule that follows the minutes of `calendar`'s time zone.
  public init(calendar: Calendar) {
    self.calendar = calendar
  }

  /// Creates a schedule that follows the minutes of `timeZone`, with a Gregorian calendar.
  public init(timeZone: TimeZone) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    self.calendar = calendar
  }

  /// Returns the start of `startDate`'s minute, then the start of every minute after it.
  public func entries(from startDate: Date, mode: Mode) -> Entries {
    Entries(startDate: startDate, calendar: calendar)
  }

  /// The endless sequence of minute starts.
  ///
  /// Each entry is exactly what Foundation's `Calendar` gives for the query
  /// SwiftUI makes. Away from a time zone's transitions the answer is worked
  /// out from the zone's offset instead, which is much faster and yields the
  /// same dates; near a transition, where the calendar has rules of its own
  /// (it skips the repeated hour when clocks go back), the calendar is asked.
  ///
  /// - Important: The sequence only ends if the calendar finds no further
  ///   minute; bound it with `prefix(_:)` before collecting it.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    private var upcoming: Date?
    private var minutes: MinuteBoundaries
    /// Whether each entry asks `Calendar.current` afresh, as SwiftUI's do.
    private let followsCurrentCalendar: Bool

    init(startDate: Date, calendar: Calendar?) {
      followsCurrentCalendar = calendar == nil
      minutes = MinuteBoundaries(calendar: calendar ?? .current)
      upcoming = minutes.firstBoundary(from: startDate)
    }

    /// Returns the next minute start.
    public mutating func next() -> Date? {
      guard let date = upcoming else { return nil }
      if followsCurrentCalendar {
        // Rebuilt only when the calendar changed, so that the zone's cached
        // offsets serve every entry until then.
        let current = Calendar.current
        if current != minutes.calendar { minutes = MinuteBoundaries(calendar: current) }
      }
      upcoming = minutes.boundary(after: date)
      return date
    }
  }
}

extension EveryMinuteTimelineSchedule.Entries: SkippingIterator {
  /// Picks the minutes up again near `horizon` (``CalendarChainAnchor``) and
  /// reads on from there. Entries that follow `Calendar.current` are read one
  /// by one: the calendar may change between any two of them.
  package mutating func skip(toLatestAtOrBefore horizon: Double) -> Bool {
    guard !followsCurrentCalendar, let date = upcoming,
      let anchor = minutes.anchor(upcoming: date.timeIntervalSinceReferenceDate, horizon: horizon)
    else { return false }
    var latest = Date(timeIntervalSinceReferenceDate: anchor)
    while let next = minutes.boundary(after: latest),
      next.timeIntervalSinceReferenceDate <= horizon
    {
      latest = next
    }
    upcoming = latest
    return true
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// A schedule that fires at the start of every minute of the current calendar.
  public static var everyMinute: EveryMinuteTimelineSchedule {
    EveryMinuteTimelineSchedule()
  }

  /// A schedule that fires at the start of every minute in `timeZone`.
  public static func everyMinute(in timeZone: TimeZone) -> EveryMinuteTimelineSchedule {
    EveryMinuteTimelineSchedule(timeZone: timeZone)
  }
}
