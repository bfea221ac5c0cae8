import Foundation
import TimelineCore
import TimelineInspector

/// Checks that WidgetKit timelines plan with exactly the pitfalls `expected`
/// names, none by default: the names `tlsched widget --format json` gives in
/// its `"warnings"` (`single-entry-at-end`, `requests-closer-than-15-minutes`, …).
///
/// ```swift
/// @Test func theMorningTimelineHasNoPitfall() {
///   expectWidgetPitfalls(of: [morning])
/// }
/// @Test func oneEntryWithAtEndIsThePitfallItIs() {
///   expectWidgetPitfalls(of: [single], are: ["single-entry-at-end"])
/// }
/// ```
///
/// The order of the names does not matter; a failure lists the pitfalls found,
/// each with its message and fix.
///
/// - Parameters:
///   - timelines: The timelines, in the order they are handed over.
///   - appReloads: The app's `WidgetCenter.reloadTimelines` calls:
///     `--reload-at` and `--foreground`; the system's own reloads: `--free-reload`.
///   - budget: The profile reloads are assumed granted or refused under: `--budget`.
///   - end: Plan no event after this date: `--until`.
///   - timeZone: The zone a failure's pitfall messages write their dates in:
///     `--tz` (UTC by default).
///   - expected: The names of the pitfalls the plan must have: none by default.
///   - fileID: The caller's file ID, where a failure is recorded; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line, where a failure is recorded; leave the default.
///   - column: The caller's column, where a failure is recorded; leave the default.
/// - Returns: Whether the pitfalls are the ones expected; the failure is already
///   recorded when not.
@discardableResult
public func expectWidgetPitfalls<Entry: TimelineEntry>(
  of timelines: [WidgetProvidedTimeline<Entry>], appReloads: [WidgetAppReload] = [],
  budget: WidgetReloadBudget? = nil, until end: Date? = nil, timeZone: TimeZone? = nil,
  are expected: [String] = [],
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  PitfallExpectation.verify(
    TimelineRecorder.widget(
      timelines, appReloads: appReloads, budget: budget, until: end, timeZone: timeZone),
    of: "The widget plan", are: expected,
    at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Checks that a schedule's summary has exactly the pitfalls `expected` names,
/// none by default: the names `tlsched … --summary --format json` gives in its
/// `"warnings"` (`identical-in-both-modes`, `dates-go-backwards`, …).
///
/// ```swift
/// @Test func theRemindersHaveNoPitfall() {
///   expectSummaryPitfalls(of: reminders, from: start, count: 20)
/// }
/// ```
///
/// - Parameters:
///   - schedule: The schedule.
///   - start: When the schedule is asked for its dates: `--now`.
///   - end: No date after this one: `--until`.
///   - count: At most this many dates: `--count` (10 when neither it nor `end` is given).
///   - mode: The schedule's mode: `--mode`.
///   - expected: The names of the pitfalls the summary must have: none by default.
///   - fileID: The caller's file ID, where a failure is recorded; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line, where a failure is recorded; leave the default.
///   - column: The caller's column, where a failure is recorded; leave the default.
/// - Returns: Whether the pitfalls are the ones expected; the failure is already
///   recorded when not.
@discardableResult
public func expectSummaryPitfalls<Schedule: TimelineSchedule>(
  of schedule: Schedule, from start: Date, until end: Date? = nil, count: Int? = nil,
  mode: TimelineScheduleMode = .normal, are expected: [String] = [],
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  var request = RecordingRequest(now: start, count: count, until: end, mode: mode)
  request.summary = true
  return PitfallExpectation.verify(
    TimelineRecorder.schedule(schedule, request), of: "The summary", are: expected,
    at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Checks that a headless `TimelineView`'s summary has exactly the pitfalls
/// `expected` names, none by default: as `tlsched … --view --summary --format
/// json` names them (`freezes-in-always-on` with `mode: .lowFrequency`, …).
///
/// - Parameters:
///   - view: The view; only its schedule is read.
///   - start: When the view is created, or the display enters Always On: `--now`.
///   - end: No line after this date: `--until`.
///   - count: At most this many lines: `--count`.
///   - mode: `.normal` for updates, `.lowFrequency` for Always-On frames: `--mode`.
///   - session: In Always On, whether the app holds a session: `--session`.
///   - expected: The names of the pitfalls the summary must have: none by default.
///   - fileID: The caller's file ID, where a failure is recorded; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line, where a failure is recorded; leave the default.
///   - column: The caller's column, where a failure is recorded; leave the default.
/// - Returns: Whether the pitfalls are the ones expected; the failure is already
///   recorded when not.
@discardableResult
public func expectSummaryPitfalls<Schedule: TimelineSchedule, Content>(
  of view: TimelineView<Schedule, Content>, from start: Date, until end: Date? = nil,
  count: Int? = nil, mode: TimelineScheduleMode = .normal, session: AlwaysOnSession = .none,
  are expected: [String] = [],
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  var request = RecordingRequest(
    now: start, count: count, until: end, mode: mode, view: RecordedView(session: session))
  request.summary = true
  return PitfallExpectation.verify(
    TimelineRecorder.schedule(view.schedule, request), of: "The summary", are: expected,
    at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Compares the pitfalls a run reported with the names expected.
enum PitfallExpectation {
  /// Whether `recorded`'s pitfalls are `expected`, in any order; if not, a
  /// failure naming both is recorded at `location`. `subject` starts the message.
  static func verify(
    _ recorded: RecordedTimeline, of subject: String, are expected: [String],
    at location: CallerLocation
  ) -> Bool {
    if let failure = recorded.failure {
      IssueReporting.record("\(subject) could not be made: \(failure)", at: location)
      return false
    }
    let found = recorded.pitfalls.map(\.name)
    guard found.sorted() != expected.sorted() else { return true }
    var message = "\(subject) has "
    message += found.isEmpty ? "no pitfall" : "the pitfalls \(listed(found))"
    message += ", expected " + (expected.isEmpty ? "none" : listed(expected)) + "."
    for pitfall in recorded.pitfalls { message += "\n\(pitfall.name): \(pitfall.message)" }
    IssueReporting.record(message, at: location)
    return false
  }

  private static func listed(_ names: [String]) -> String {
    names.map { "'\($0)'" }.joined(separator: ", ")
  }
}
