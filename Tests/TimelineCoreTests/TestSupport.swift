import Foundation
import Testing
import TimelineCore

/// The date `seconds` after 2001-01-01T00:00:00Z: the unit docs/semantics.md's examples use.
func d(_ seconds: Double) -> Date {
  Date(timeIntervalSinceReferenceDate: seconds)
}

/// Each date as seconds since 2001-01-01T00:00:00Z, so that failures read as numbers.
func seconds(_ dates: some Sequence<Date>) -> [Double] {
  dates.map(\.timeIntervalSinceReferenceDate)
}

/// The first `count` entries of `schedule` asked from `start` (seconds since 2001).
///
/// Generic on purpose: calling it as `firstEntries(.periodic(from:by:), …)` checks
/// that the static members resolve through `TimelineSchedule` as they do in SwiftUI.
func firstEntries<Schedule: TimelineSchedule>(
  _ schedule: Schedule, from start: Double, mode: TimelineScheduleMode = .normal, count: Int
) -> [Double] {
  seconds(schedule.entries(from: d(start), mode: mode).prefix(count))
}

/// The time zone named `identifier`, which must exist.
func zone(_ identifier: String) -> TimeZone {
  guard let zone = TimeZone(identifier: identifier) else {
    preconditionFailure("unknown time zone \(identifier)")
  }
  return zone
}

/// A Gregorian calendar in `timeZone`.
func gregorian(in timeZone: TimeZone) -> Calendar {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = timeZone
  return calendar
}

/// The instant the wall clock of `timeZone` reads the given date and time.
func wallClock(
  _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0,
  in timeZone: TimeZone = zone("UTC")
) -> Date {
  let parts = DateComponents(
    year: year, month: month, day: day, hour: hour, minute: minute, second: second)
  guard let date = gregorian(in: timeZone).date(from: parts) else {
    preconditionFailure("no such wall-clock time \(parts) in \(timeZone.identifier)")
  }
  return date
}

/// Whether `date` is the start of a wall-clock minute of `calendar`, asked of
/// Foundation rather than worked out by the code under test.
func isMinuteStart(_ date: Date, in calendar: Calendar) -> Bool {
  let parts = calendar.dateComponents([.second, .nanosecond], from: date)
  return parts.second == 0 && parts.nanosecond == 0
}
