import Foundation
import TimelineCore
import TimelineInspector

/// Checks that a headless `TimelineView`'s updates (normal mode) or its
/// Always-On frames (`mode: .lowFrequency`) are the timeline of `golden`: the
/// lines `tlsched … --view --format ndjson` writes for its schedule.
///
/// ```swift
/// @Test func theClockFaceUpdatesOnTheMinute() {
///   let view = TimelineView(.everyMinute) { context in context.date }
///   expectUpdates(of: view, from: start, count: 3, matches: .file("Golden/face.ndjson"))
/// }
/// ```
///
/// In normal mode the view is created at `start` and each line is an update:
/// `{"at":"…","date":"…","cadence":"live"}`, when it happens, the date the
/// context shows and the cadence. With `mode: .lowFrequency` the display
/// enters Always On at `start`: the first line says what it shows then
/// (`"event":"enter"`, or `"frozen"` for a view that presents no frame), each
/// later line is a frame with its fidelity. The content closure is not part of
/// the timeline; read it with ``TimelineViewClock``.
///
/// - Parameters:
///   - view: The view; only its schedule is read.
///   - start: When the view is created, or the display enters Always On: `--now`.
///   - end: No line after this date; in Always On, when the display wakes: `--until`.
///   - count: `--count` (10 when neither it nor `end` is given): at most this many
///     updates in normal mode; in Always On, at most this many frames, after the
///     `enter` (or `frozen`) line, which is not counted: `count: 2` gives three lines.
///   - mode: `.normal` for updates, `.lowFrequency` for Always-On frames: `--mode`.
///   - model: Whose account of the updates to follow: `--model`.
///   - cadence: The cadence the context reports instead of the mode's own: `--cadence`.
///   - session: In Always On, whether the app holds a session: `--session`.
///   - timeZone: The zone the golden's dates are printed in: `--tz`. By default the
///     zone of the calendar the schedule was given, if any, else UTC.
///   - golden: A golden file or inline lines (``TimelineGolden``).
///   - fileID: The caller's file ID, where a failure is recorded; leave the default.
///   - filePath: The caller's file path: relative golden paths start in its directory.
///   - line: The caller's line, where a failure is recorded; leave the default.
///   - column: The caller's column, where a failure is recorded; leave the default.
/// - Returns: Whether the updates match; the failure is already recorded when not.
@discardableResult
public func expectUpdates<Schedule: TimelineSchedule, Content>(
  of view: TimelineView<Schedule, Content>, from start: Date, until end: Date? = nil,
  count: Int? = nil, mode: TimelineScheduleMode = .normal,
  model: TimelineUpdateModel = .swiftui, cadence: TimelineViewDefaultContext.Cadence? = nil,
  session: AlwaysOnSession = .none, timeZone: TimeZone? = nil, matches golden: TimelineGolden,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  let request = RecordingRequest(
    now: start, count: count, until: end, mode: mode,
    view: RecordedView(model: model, cadence: cadence, session: session), timeZone: timeZone)
  return GoldenExpectation(golden, fileID: fileID, filePath: filePath, line: line, column: column)
    .verify(TimelineRecorder.schedule(view.schedule, request))
}
