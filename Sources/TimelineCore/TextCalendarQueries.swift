#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// The `Calendar` calls SwiftUI's `Text` schedules make, word for word: the
/// slow path of ``TextScheduleCalendar``.
package enum TextCalendarQueries {
  /// The next date after `date` matching `components`, forward.
  package static func nextDate(
    after date: Date, matching components: DateComponents, _ calendar: Calendar
  ) -> Date? {
    calendar.nextDate(after: date, matching: components, matchingPolicy: .nextTime)
  }

  /// The first entry of an aligned schedule.
  package static func firstBoundary(
    from date: Date, matching components: DateComponents, _ calendar: Calendar
  ) -> Date {
    if calendar.date(date, matchesComponents: components) { return date }
    return calendar.nextDate(
      after: date, matching: components, matchingPolicy: .nextTime, direction: .backward) ?? date
  }

  /// The entry after `date` in an aligned schedule.
  package static func boundary(
    after date: Date, matching components: DateComponents, _ calendar: Calendar
  ) -> Date? {
    calendar.nextDate(after: date, matching: components, matchingPolicy: .nextTime)
  }
}
