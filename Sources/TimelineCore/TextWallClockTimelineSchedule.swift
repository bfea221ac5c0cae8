#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// The schedule SwiftUI keeps self-updating `Text` aligned to a wall-clock unit
/// with: a reconstruction of its private aligned schedule.
///
/// SwiftUI gives it to text whose resolved configuration asks to change on a
/// calendar unit's boundaries; which public `Text` initializers end up there is not
/// visible in the reconstruction. The schedule sets every component smaller than
/// the unit to 0 and asks the calendar for the dates that match: the first entry is
/// the start date when it matches, else the latest matching date before it (else
/// the start date), then each next matching date. For a unit of a minute that is
/// the start of every minute, as ``EveryMinuteTimelineSchedule`` gives:
///
/// ```swift
/// // Created at 10:09:38.4 (UTC) → 10:09:38, 10:09:39, 10:09:40, …
/// TextWallClockTimelineSchedule(unit: .second, timeZone: .gmt)
///     .entries(from: createdAt, mode: .normal)
/// ```
///
/// For a month or a year the zeroed components include a day 0 or a month 0,
/// which no date has: SwiftUI's code has this quirk, and the schedule then yields
/// the start date alone. A weekday, week, quarter or era (units a date format's
/// smallest field can give) zeroes nothing at all, since SwiftUI's list of units
/// runs from year to nanosecond only; every date matches no components, Foundation
/// finds no next one, and the schedule again yields the start date alone. The mode is ignored. Like SwiftUI, ``init(unit:)`` reads
/// `Calendar.current` when the entries are made and again for each later entry;
/// pass a calendar or a time zone to decide instead.
public struct TextWallClockTimelineSchedule: TimelineSchedule, Sendable {
  /// A calendar unit the schedule aligns to.
  public enum Unit: String, CaseIterable, Sendable {
    /// Each January 1 at midnight: in practice never (see the schedule's discussion).
    case year
    /// Each first of the month at midnight: in practice never (see the schedule's discussion).
    case month
    /// Each midnight.
    case day
    /// The start of each hour.
    case hour
    /// The start of each minute.
    case minute
    /// The start of each second.
    case second
    /// A weekday: in practice never, like the units below (see the schedule's discussion).
    case weekday
    /// A week: in practice never (see the schedule's discussion).
    case week
    /// A quarter: in practice never (see the schedule's discussion).
    case quarter
    /// An era: in practice never (see the schedule's discussion).
    case era
  }

  /// The unit whose boundaries the schedule fires on.
  public let unit: Unit

  /// The calendar whose clock is followed, or `nil` for `Calendar.current`.
  public let calendar: Calendar?

  /// Creates a schedule aligned to `unit`, following the current calendar.
  public init(unit: Unit) {
    self.unit = unit
    self.calendar = nil
  }

  /// Creates a schedule aligned to `unit` of `calendar`'s clock.
  public init(unit: Unit, calendar: Calendar) {
    self.unit = unit
    self.calendar = calendar
  }

  /// Creates a schedule aligned to `unit` of a Gregorian calendar in `timeZone`.
  public init(unit: Unit, timeZone: TimeZone) {
    self.init(unit: unit, calendar: .gregorian(in: timeZone))
  }

  /// Returns the boundary of `unit` at or before `startDate`, then each later one.
  public func entries(from startDate: Date, mode: Mode) -> Entries {
    Entries(startDate: startDate, unit: unit, calendar: calendar)
  }

  /// The boundaries of a wall-clock unit.
  ///
  /// - Important: Below a month the sequence only ends if the calendar finds no
  ///   further boundary; bound it with `prefix(_:)` before collecting it.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    private var upcoming: Date?
    private let unit: Unit
    private var clock: TextScheduleCalendar

    init(startDate: Date, unit: Unit, calendar: Calendar?) {
      self.unit = unit
      clock = TextScheduleCalendar(fixed: calendar)
      upcoming = clock.firstBoundary(from: startDate, unit: unit)
    }

    /// Returns the next boundary.
    public mutating func next() -> Date? {
      guard let date = upcoming else { return nil }
      clock.refresh()
      upcoming = clock.boundary(after: date, unit: unit)
      return date
    }
  }
}

extension TextWallClockTimelineSchedule.Entries: SkippingIterator {
  /// Picks the boundaries up again near `horizon` (``CalendarChainAnchor``) for
  /// units of fixed length (second to day) and reads on from there; longer
  /// units and `Calendar.current` are read one by one.
  package mutating func skip(toLatestAtOrBefore horizon: Double) -> Bool {
    guard let period = unit.period, let date = upcoming,
      let anchor = clock.anchor(
        upcoming: date.timeIntervalSinceReferenceDate, horizon: horizon, period: period)
    else { return false }
    var latest = Date(timeIntervalSinceReferenceDate: anchor)
    while let next = clock.boundary(after: latest, unit: unit),
      next.timeIntervalSinceReferenceDate <= horizon
    {
      latest = next
    }
    upcoming = latest
    return true
  }
}

extension TimelineSchedule where Self == TextWallClockTimelineSchedule {
  /// The schedule self-updating `Text` aligned to `unit` uses, following the current calendar.
  public static func textWallClock(_ unit: TextWallClockTimelineSchedule.Unit)
    -> TextWallClockTimelineSchedule
  {
    TextWallClockTimelineSchedule(unit: unit)
  }

  /// The schedule self-updating `Text` aligned to `unit` uses, in `timeZone`.
  public static func textWallClock(
    _ unit: TextWallClockTimelineSchedule.Unit, in timeZone: TimeZone
  )
    -> TextWallClockTimelineSchedule
  {
    TextWallClockTimelineSchedule(unit: unit, timeZone: timeZone)
  }
}
