import Foundation
import TimelineInspector

/// Checks that `dates` are the timeline of `golden`: the lines `tlsched explicit
/// … --format ndjson` writes for them, one `{"date":"…"}` a date, in order.
///
/// ```swift
/// @Test func remindersFireOnTheHour() {
///   let dates = ReminderSchedule(start: start).entries(from: start, mode: .normal).prefix(3)
///   expectTimeline(dates, matches: .file("Golden/reminders.ndjson"))
/// }
/// ```
///
/// A failure is recorded at the caller's line, in Swift Testing or XCTest,
/// with the same diff `tlsched --check` prints, and says how to record the
/// golden (``TimelineRecordMode``). Dates are written in UTC.
///
/// - Parameters:
///   - dates: The dates, in their order. They are all read.
///   - timeZone: The zone the golden's dates are printed in: `--tz` (UTC by default).
///   - golden: A golden file or inline lines (``TimelineGolden``).
///   - fileID: The caller's file ID, where a failure is recorded; leave the default.
///   - filePath: The caller's file path: relative golden paths start in its directory.
///   - line: The caller's line, where a failure is recorded; leave the default.
///   - column: The caller's column, where a failure is recorded; leave the default.
/// - Returns: Whether the dates match; the failure is already recorded when not.
/// - Important: `dates` must be finite: take a prefix of an endless schedule's entries.
@discardableResult
public func expectTimeline(
  _ dates: some Sequence<Date>, timeZone: TimeZone? = nil, matches golden: TimelineGolden,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  GoldenExpectation(golden, fileID: fileID, filePath: filePath, line: line, column: column).verify(
    TimelineRecorder.dates(dates, timeZone: timeZone))
}
