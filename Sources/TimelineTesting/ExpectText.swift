import Foundation
import TimelineCore
import TimelineInspector

/// Checks that a `Text(date, style: .timer)` schedule's dates, with what the
/// timer reads at each, are the timeline of `golden`: the lines `tlsched
/// text-timer --render --format ndjson` writes.
///
/// ```swift
/// @Test func theTimerCountsDownEachSecond() {
///   expectText(
///     of: .textTimer(alignment: end), from: start, count: 2,
///     matches: """
///       {"date":"2025-01-01T00:00:00Z","text":"5:00"}
///       {"date":"2025-01-01T00:00:01Z","text":"4:59"}
///       """)
/// }
/// ```
///
/// A timer reads `(not known)` where Apple's documentation does not show what
/// it reads (a fraction of a second, Always On); the failure then carries
/// `tlsched`'s note saying so.
///
/// - Parameters:
///   - schedule: The timer's schedule.
///   - start: When the schedule is asked for its dates: `--now`.
///   - end: No date after this one: `--until`.
///   - count: At most this many dates: `--count` (10 when neither it nor `end` is given).
///   - mode: The mode the dates and the text are read in: `--mode`.
///   - timeZone: The zone the golden's dates are printed in: `--tz`. By default the
///     zone of the calendar the schedule was given, if any, else UTC.
///   - golden: A golden file or inline lines (``TimelineGolden``).
///   - fileID: The caller's file ID, where a failure is recorded; leave the default.
///   - filePath: The caller's file path: relative golden paths start in its directory.
///   - line: The caller's line, where a failure is recorded; leave the default.
///   - column: The caller's column, where a failure is recorded; leave the default.
/// - Returns: Whether the lines match; the failure is already recorded when not.
@discardableResult
public func expectText(
  of schedule: TextTimerTimelineSchedule, from start: Date, until end: Date? = nil,
  count: Int? = nil, mode: TimelineScheduleMode = .normal, timeZone: TimeZone? = nil,
  matches golden: TimelineGolden,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  let request = RecordingRequest(
    now: start, count: count, until: end, mode: mode, timeZone: timeZone)
  return GoldenExpectation(golden, fileID: fileID, filePath: filePath, line: line, column: column)
    .verify(TimelineRecorder.textTimer(schedule, request))
}

/// Checks that a discrete format style's schedule (`Text(.currentDate, format:)`,
/// `Text(.durationOffset(to:), format:)`), with what the style reads at each
/// date, is the timeline of `golden`: the lines `tlsched text-format --render
/// --format ndjson` writes.
///
/// ```swift
/// @Test func theClockReadsEachMinute() {
///   let format = Date.VerbatimFormatStyle(
///     format: "\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)",
///     timeZone: .gmt, calendar: Calendar(identifier: .gregorian))
///   expectText(
///     of: DiscreteFormatTimelineSchedule(.currentDate, format: format), from: start, count: 2,
///     matches: .file("Golden/clock.ndjson"))
/// }
/// ```
///
/// - Parameters:
///   - schedule: The style's schedule; its text is the style's own output.
///   - start: When the schedule is asked for its dates: `--now`.
///   - end: No date after this one: `--until`.
///   - count: At most this many dates: `--count` (10 when neither it nor `end` is given).
///   - mode: The mode the dates and the text are read in: `--mode`.
///   - timeZone: The zone the golden's dates are printed in: `--tz`. By default the
///     zone of the calendar the schedule was given, if any, else UTC.
///   - golden: A golden file or inline lines (``TimelineGolden``).
///   - fileID: The caller's file ID, where a failure is recorded; leave the default.
///   - filePath: The caller's file path: relative golden paths start in its directory.
///   - line: The caller's line, where a failure is recorded; leave the default.
///   - column: The caller's column, where a failure is recorded; leave the default.
/// - Returns: Whether the lines match; the failure is already recorded when not.
@discardableResult
public func expectText<Format: DiscreteFormatStyle>(
  of schedule: DiscreteFormatTimelineSchedule<Format>, from start: Date, until end: Date? = nil,
  count: Int? = nil, mode: TimelineScheduleMode = .normal, timeZone: TimeZone? = nil,
  matches golden: TimelineGolden,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool where Format.FormatOutput == String {
  let request = RecordingRequest(
    now: start, count: count, until: end, mode: mode, timeZone: timeZone)
  return GoldenExpectation(golden, fileID: fileID, filePath: filePath, line: line, column: column)
    .verify(TimelineRecorder.discreteFormat(schedule, request))
}
