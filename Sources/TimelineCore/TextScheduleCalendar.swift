#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// The calendar questions SwiftUI's `Text` schedules ask, answered as Foundation's
/// `Calendar` answers them, with arithmetic fast paths where they provably agree.
///
/// Like ``MinuteBoundaries``, it works out answers from the zone's offset between
/// transitions and leaves everything near a transition, near a rounding edge or
/// outside the proven range to the calendar. `TextScheduleDifferentialTests`
/// holds both paths to Foundation.
struct TextScheduleCalendar: Sendable {
  /// Dates before this (about 1589) are left to the calendar: under the Julian
  /// rules Foundation uses before 1582 its nanosecond matching goes its own way.
  static let earliestArithmetic: Double = -13_000_000_000

  /// Dates after this (about 9900) are left to the calendar.
  static let latestArithmetic: Double = 250_000_000_000

  /// Foundation subtracts a zone's raw offset and then its daylight-saving offset;
  /// at least this far (two days) inside a binade both subtractions are exact and
  /// equal to subtracting the total offset once.
  static let binadeMargin: Double = 172_800

  /// The calendar chosen by the caller, or `nil` to read `Calendar.current` for
  /// every question, as SwiftUI does.
  let fixed: Calendar?
  private(set) var calendar: Calendar
  private var offsets: ZoneOffsetCursor?
  /// The latest arithmetic answer to a second-of-the-minute query, so that the next
  /// one in a stream of them costs a few additions.
  private var minuteRun: MinuteRun?
  /// The latest arithmetic boundary of a wall-clock unit, for the same reason.
  private var boundaryRun: BoundaryRun?

  init(fixed: Calendar?) {
    self.fixed = fixed
    self.calendar = fixed ?? .current
    self.offsets = Self.cursor(for: calendar)
  }

  /// Time of day is the same in every calendar Foundation has, but the fast
  /// paths are only proven against the Gregorian ones.
  private static func cursor(for calendar: Calendar) -> ZoneOffsetCursor? {
    let proven = calendar.identifier == .gregorian || calendar.identifier == .iso8601
    return proven ? ZoneOffsetCursor(timeZone: calendar.timeZone) : nil
  }

  /// Reads `Calendar.current` again when no calendar was chosen, as SwiftUI does
  /// before each later entry; returns whether the calendar changed.
  ///
  /// A chosen calendar costs one comparison; only a schedule that follows
  /// `Calendar.current` reads it.
  @discardableResult
  mutating func refresh() -> Bool {
    guard fixed == nil else { return false }
    return refreshFromCurrent()
  }

  /// ``refresh()`` for a schedule that follows `Calendar.current`.
  private mutating func refreshFromCurrent() -> Bool {
    let current = Calendar.current
    guard current.identifier != calendar.identifier || current.timeZone != calendar.timeZone
    else { return false }
    calendar = current
    offsets = Self.cursor(for: current)
    minuteRun = nil
    boundaryRun = nil
    return true
  }

  // MARK: The second of a minute

  /// The first date after `date` whose second and nanosecond are `target`'s:
  /// `nextDate(after:matching:matchingPolicy: .nextTime)`.
  ///
  /// The next answer of a run is a short step kept apart from the rest, so
  /// that the common case stays small.
  mutating func nextDate(after date: Date, matching target: SecondOfMinute) -> Date? {
    if let next = minuteRun?.next(after: date.timeIntervalSinceReferenceDate, matching: target) {
      minuteRun = next
      return Date(timeIntervalSinceReferenceDate: next.result)
    }
    return nextDateOffRun(after: date, matching: target)
  }

  /// ``nextDate(after:matching:)`` for a date that does not continue the run.
  private mutating func nextDateOffRun(after date: Date, matching target: SecondOfMinute)
    -> Date?
  {
    if let fast = arithmeticNextDate(after: date.timeIntervalSinceReferenceDate, matching: target) {
      return Date(timeIntervalSinceReferenceDate: fast)
    }
    return TextCalendarQueries.nextDate(after: date, matching: target.components, calendar)
  }

  /// Foundation matches the second first, then puts the nanosecond into that
  /// second by rebuilding the date from its local components; between transitions
  /// that is the arithmetic below, rounding included.
  private mutating func arithmeticNextDate(after t: Double, matching target: SecondOfMinute)
    -> Double?
  {
    guard let span = safeSpan(around: t) else { return nil }
    let offset = Double(span.offset)
    let second = t.roundedDown
    let secondOfMinute = Int(Self.remainder(second + offset, 60))
    var gap = Double((target.second - secondOfMinute + 60) % 60)
    if gap == 0 {
      guard let inThisSecond = Self.rebuilt(second, nanosecond: target.nanosecond, offset: offset)
      else { return nil }
      if inThisSecond > t { return Self.isSafe(inThisSecond, in: span) ? inThisSecond : nil }
      // Foundation skips a match equal to the start date. One before it is skipped
      // only if the rebuilt date's nanosecond reads back unchanged; otherwise it is
      // returned, in the past. That case is left to the calendar.
      guard inThisSecond == t else { return nil }
      gap = 60
    }
    guard let result = Self.rebuilt(second + gap, nanosecond: target.nanosecond, offset: offset),
      Self.isSafe(result, in: span)
    else { return nil }
    minuteRun = MinuteRun(
      second: second + gap, result: result, target: target, offset: offset,
      limit: min(Self.safeEnd(of: span), Self.binadeLimit(local: result + offset) - offset))
    return result
  }

  /// The date Foundation's `date(from:)` makes of the local components of the
  /// whole second `second` with the nanosecond replaced: the local day's start plus
  /// (second of the day + nanoseconds), minus the offset. Returns `nil` where the
  /// subtraction could round differently from Foundation's two.
  private static func rebuilt(_ second: Double, nanosecond: Int, offset: Double) -> Double? {
    let local = second + offset
    let dayStart = (local / 86_400).roundedDown * 86_400
    let rebuiltLocal = dayStart + ((local - dayStart) + Double(nanosecond) / 1_000_000_000)
    let magnitude = abs(rebuiltLocal)
    guard magnitude > 2 * binadeMargin,
      (magnitude - binadeMargin).exponent == (magnitude + binadeMargin).exponent
    else { return nil }
    return rebuiltLocal - offset
  }

  /// How far a run of increasing local dates from `local` may go before it
  /// comes within ``binadeMargin`` of the end of its binade.
  private static func binadeLimit(local: Double) -> Double {
    let binadeStart = Double(sign: .plus, exponent: local.magnitude.exponent, significand: 1)
    return local > 0 ? 2 * binadeStart - binadeMargin : -(binadeStart + binadeMargin)
  }

  // MARK: Wall-clock units

  /// The first entry of an aligned schedule asked from `date`: `date` if it
  /// matches `unit`'s zeroed components, else the latest earlier date that does,
  /// else `date`.
  mutating func firstBoundary(from date: Date, unit: TextWallClockTimelineSchedule.Unit) -> Date {
    let t = date.timeIntervalSinceReferenceDate
    if let period = unit.period, let span = safeSpan(around: t) {
      let offset = Double(span.offset)
      let floor = ((t + offset) / period).roundedDown * period - offset
      if floor == t { return date }
      let intoPeriod = t - floor
      // Near a transition the calendar's backward search has rules of its own for
      // the whole unit around it, so the unit must end safely before one.
      if intoPeriod > MinuteBoundaries.roundingMargin,
        intoPeriod < period - MinuteBoundaries.roundingMargin, Self.isSafe(floor, in: span),
        Self.isSafe(floor + period, in: span)
      {
        return Date(timeIntervalSinceReferenceDate: floor)
      }
    }
    return TextCalendarQueries.firstBoundary(from: date, matching: unit.zeroed, calendar)
  }

  /// The entry after `date` in an aligned schedule, or `nil` if the calendar finds none.
  ///
  /// The next boundary of a run is a short step kept apart from the rest.
  mutating func boundary(after date: Date, unit: TextWallClockTimelineSchedule.Unit) -> Date? {
    let t = date.timeIntervalSinceReferenceDate
    if boundaryRun?.period == unit.period, let next = boundaryRun?.advance(from: t) {
      return Date(timeIntervalSinceReferenceDate: next)
    }
    return boundaryOffRun(after: date, unit: unit)
  }

  /// ``boundary(after:unit:)`` for a date that does not continue the run.
  private mutating func boundaryOffRun(
    after date: Date, unit: TextWallClockTimelineSchedule.Unit
  ) -> Date? {
    let t = date.timeIntervalSinceReferenceDate
    if let period = unit.period, let span = safeSpan(around: t) {
      let offset = Double(span.offset)
      // Only a date exactly on a boundary is followed by the one a period later;
      // the calendar may have taken a date a hair past one as on it.
      let onBoundary = ((t + offset) / period).roundedDown * period - offset == t
      let next = t + period
      if onBoundary, Self.isSafe(next + period, in: span) {
        boundaryRun = BoundaryRun(
          last: next, period: period, limit: Self.safeEnd(of: span) - period)
        return Date(timeIntervalSinceReferenceDate: next)
      }
    }
    return TextCalendarQueries.boundary(after: date, matching: unit.zeroed, calendar)
  }

  // MARK: Picking a chain up again

  /// The latest boundary of `period` at or before `horizon` that a chain of
  /// ``boundary(after:unit:)`` calls whose next entry is `upcoming` provably
  /// goes through (``CalendarChainAnchor``); `nil` when the calendar is
  /// `Calendar.current` (it may change between entries) or none is found.
  mutating func anchor(upcoming: Double, horizon: Double, period: Double) -> Double? {
    guard fixed != nil, offsets != nil else { return nil }
    let range = Self.earliestArithmetic...Self.latestArithmetic
    return CalendarChainAnchor.anchor(
      upcoming: upcoming, horizon: horizon, period: period, offsets: &offsets!,
      isSafe: { t, span in range.contains(t) && Self.isSafe(t, in: span) },
      safeEnd: Self.safeEnd(of:))
  }

  // MARK: Where arithmetic is safe

  private static func remainder(_ x: Double, _ period: Double) -> Double {
    x - (x / period).roundedDown * period
  }

  /// The offset span around `t` when arithmetic may be used there at all.
  private mutating func safeSpan(around t: Double) -> ZoneOffsetSpan? {
    guard t >= Self.earliestArithmetic, t <= Self.latestArithmetic, offsets != nil else {
      return nil
    }
    let span = offsets!.span(containing: t)
    return Self.isSafe(t, in: span) ? span : nil
  }

  /// Whether `t` is far enough from both ends of `span` for arithmetic to match
  /// the calendar (the margin ``MinuteBoundaries`` proved), and not past
  /// ``latestArithmetic``.
  private static func isSafe(_ t: Double, in span: ZoneOffsetSpan) -> Bool {
    t >= span.safeStart(margin: MinuteBoundaries.transitionMargin) && t <= safeEnd(of: span)
  }

  /// The latest date of `span` where arithmetic may be used.
  private static func safeEnd(of span: ZoneOffsetSpan) -> Double {
    min(span.safeEnd(margin: MinuteBoundaries.transitionMargin), latestArithmetic)
  }
}
