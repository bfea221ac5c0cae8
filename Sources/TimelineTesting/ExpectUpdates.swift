import Foundation
import TimelineCore
import TimelineInspector

/// Checks that a schedule's dates from `start` are the timeline of `golden`:
/// the lines `tlsched … --now START --format ndjson` writes for it.
///
/// Any type with SwiftUI's `entries(from:mode:)` shape works: TimelineCore's
/// schedules and your own, written as for SwiftUI with `import TimelineCore`:
///
/// ```swift
/// @Test func metricsUpdateThirtyTimesASecond() {
///   expectUpdates(
///     of: MetricsSchedule(anchor: start), from: start, count: 3,
///     matches: .file("Golden/metrics.ndjson"))
/// }
/// ```
///
/// The golden's lines are `{"date":"…"}`, dates in `timeZone` (by default the
/// schedule's own calendar's zone, else UTC). The run is `tlsched`'s
/// own: without `until` or `count` it stops after 10 dates, as `tlsched` does,
/// and it stops early, with a note in the failure, at a date that does not come
/// after the one before.
///
/// - Parameters:
///   - schedule: The schedule.
///   - start: When the schedule is asked for its dates: `--now`.
///   - end: No date after this one: `--until`.
///   - count: At most this many dates: `--count`.
///   - mode: `.lowFrequency` asks for the dates of Always On: `--mode`.
///   - timeZone: The zone the golden's dates are printed in: `--tz`. By default the
///     zone of the calendar the schedule was given, if any, else UTC.
///   - golden: A golden file or inline lines (``TimelineGolden``).
///   - fileID: The caller's file ID, where a failure is recorded; leave the default.
///   - filePath: The caller's file path: relative golden paths start in its directory.
///   - line: The caller's line, where a failure is recorded; leave the default.
///   - column: The caller's column, where a failure is recorded; leave the default.
/// - Returns: Whether the dates match; the failure is already recorded when not.
@discardableResult
public func expectUpdates<Schedule: TimelineSchedule>(
  of schedule: Schedule, from start: Date, until end: Date? = nil, count: Int? = nil,
  mode: TimelineScheduleMode = .normal, timeZone: TimeZone? = nil, matches golden: TimelineGolden,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  let request = RecordingRequest(
    now: start, count: count, until: end, mode: mode, timeZone: timeZone)
  return GoldenExpectation(golden, fileID: fileID, filePath: filePath, line: line, column: column)
    .verify(TimelineRecorder.schedule(schedule, request))
}
