#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// Finds the starts of wall-clock minutes the way SwiftUI's every-minute
/// schedule does, through `Calendar`, with a fast path where it provably agrees.
///
/// SwiftUI asks the calendar for the previous (then each next) date whose second
/// and nanosecond are 0. Between a zone's transitions that is plain arithmetic
/// on the zone's offset; within a window around a transition the calendar's own
/// rules decide (it skips the hour repeated when clocks go back), so there the
/// calendar is asked. A differential test over many zones and dates holds the
/// two paths to the same results.
struct MinuteBoundaries: Sendable {
  /// What the calendar is asked to match: the start of a minute.
  static let minuteStart = DateComponents(second: 0, nanosecond: 0)

  /// Distance kept from a transition, beyond the size of its offset change,
  /// before arithmetic is trusted again.
  static let transitionMargin: Double = 120

  /// Dates this close to a minute start, either side, are left to the calendar.
  ///
  /// Foundation's `date(_:matchesComponents:)` counts a date up to about 500 ns
  /// past a minute start as on it (its nanosecond check has that tolerance, on
  /// nanoseconds it works out with rounding of its own), and SwiftUI then
  /// takes the date itself as the first entry. A millisecond is far wider than
  /// that tolerance and than the spacing of `Double`s in years 1 to 9999.
  static let roundingMargin: Double = 1e-3

  /// Where a run of minutes may go at most, either side of 2001: within it
  /// every minute start is a whole number of seconds held exactly, so the
  /// one after a minute start is a minute start too. Far beyond years 1–9999.
  static let runLimit: Double = 0x1p50

  let calendar: Calendar
  private var offsets: ZoneOffsetCursor?
  /// The minutes worked out by arithmetic so far, each 60 s after the last,
  /// while they stay safely inside one offset span.
  private var run: BoundaryRun?

  init(calendar: Calendar) {
    self.calendar = calendar
    // Time of day is the same in every calendar Foundation has, but the fast
    // path is only proven against the Gregorian ones.
    let fastPathProven = calendar.identifier == .gregorian || calendar.identifier == .iso8601
    self.offsets = fastPathProven ? ZoneOffsetCursor(timeZone: calendar.timeZone) : nil
  }

  /// The start of the minute containing `date`, or `date` itself when the
  /// calendar counts it as on one (or finds nothing).
  mutating func firstBoundary(from date: Date) -> Date {
    let t = date.timeIntervalSinceReferenceDate
    if let span = safeSpan(around: t) {
      let offset = Double(span.offset)
      let floor = ((t + offset) / 60).roundedDown * 60 - offset
      if floor == t { return date }
      let intoMinute = t - floor
      if intoMinute > Self.roundingMargin, intoMinute < 60 - Self.roundingMargin,
        isSafe(floor, in: span)
      {
        return Date(timeIntervalSinceReferenceDate: floor)
      }
    }
    return CalendarMinutes.firstBoundary(from: date, calendar: calendar)
  }

  /// The start of the minute after the one starting at `date`, or `nil` if the
  /// calendar finds none.
  ///
  /// A minute worked out by arithmetic starts a run: the minute after it is
  /// 60 s on, with no offset looked up and no check that it is on a minute
  /// (it is, as ``runLimit`` says), until the run would leave the safe part of
  /// its span. The dates are those of the checks made at every minute. The
  /// run.s next minute is a short step kept apart from the rest.
  mutating func boundary(after date: Date) -> Date? {
    let t = date.timeIntervalSinceReferenceDate
    if let next = run?.advance(from: t) { return Date(timeIntervalSinceReferenceDate: next) }
    return boundaryOffRun(after: date)
  }

  /// ``boundary(after:)`` for a date that does not continue the run.
  private mutating func boundaryOffRun(after date: Date) -> Date? {
    let t = date.timeIntervalSinceReferenceDate
    if let span = safeSpan(around: t) {
      let offset = Double(span.offset)
      // Only a date exactly on a minute is followed by the date 60 s later; the
      // calendar may have taken a date a hair past one as "on" it (see roundingMargin).
      let onMinute = ((t + offset) / 60).roundedDown * 60 - offset == t
      let next = t + 60
      if onMinute, isSafe(next, in: span) {
        if t.magnitude < Self.runLimit {
          run = BoundaryRun(
            last: next, period: 60, limit: min(safeEnd(of: span), Self.runLimit))
        }
        return Date(timeIntervalSinceReferenceDate: next)
      }
    }
    return CalendarMinutes.boundary(after: date, calendar: calendar)
  }

  /// The latest minute start at or before `horizon` that a chain of
  /// ``boundary(after:)`` calls whose next entry is `upcoming` provably goes
  /// through (``CalendarChainAnchor``), or `nil`.
  mutating func anchor(upcoming: Double, horizon: Double) -> Double? {
    guard offsets != nil else { return nil }
    let margin = Self.transitionMargin
    return CalendarChainAnchor.anchor(
      upcoming: upcoming, horizon: horizon, period: 60, offsets: &offsets!,
      isSafe: { t, span in span.isSafe(t, margin: margin) },
      safeEnd: { $0.safeEnd(margin: margin) })
  }

  /// The offset span around `t` when arithmetic may be used there at all.
  private mutating func safeSpan(around t: Double) -> ZoneOffsetSpan? {
    guard t.isFinite, offsets != nil else { return nil }
    let span = offsets!.span(containing: t)
    return isSafe(t, in: span) ? span : nil
  }

  /// Whether `t` is far enough from both ends of `span` for arithmetic to match the calendar.
  private func isSafe(_ t: Double, in span: ZoneOffsetSpan) -> Bool {
    span.isSafe(t, margin: Self.transitionMargin)
  }

  /// The latest date of `span` where arithmetic may be used.
  private func safeEnd(of span: ZoneOffsetSpan) -> Double {
    span.safeEnd(margin: Self.transitionMargin)
  }
}

/// SwiftUI's every-minute arithmetic, asked of Foundation's `Calendar` directly:
/// the reference the fast path is tested against.
package enum CalendarMinutes {
  /// The first entry of an every-minute schedule asked from `date`.
  package static func firstBoundary(from date: Date, calendar: Calendar) -> Date {
    if calendar.date(date, matchesComponents: MinuteBoundaries.minuteStart) { return date }
    return calendar.nextDate(
      after: date, matching: MinuteBoundaries.minuteStart, matchingPolicy: .nextTime,
      repeatedTimePolicy: .first, direction: .backward) ?? date
  }

  /// The entry after `date` in an every-minute schedule.
  package static func boundary(after date: Date, calendar: Calendar) -> Date? {
    calendar.nextDate(
      after: date, matching: MinuteBoundaries.minuteStart, matchingPolicy: .nextTime,
      repeatedTimePolicy: .first, direction: .forward)
  }
}
