import Foundation
import TimelineCore
import TimelineInspector

/// Checks that Live Activities plan as `golden` says: the lines
/// `tlsched live-activity --format ndjson` writes for them.
///
/// Each request is an activity of one app, as ActivityKit is asked for it: its start, its
/// first content, its updates, its end and when the person removes it. The plan shows
/// its states, when it holds the Dynamic Island and shows on the Lock Screen, which
/// updates are applied or ignored, and, under an assumed `pushBudget`, the priority-10
/// pushes over it; each line names the source of its rule:
///
/// ```swift
/// @Test func theDeliveryLingersFourHoursAfterItsEnd() {
///   let nine = Date(timeIntervalSinceReferenceDate: 757_414_800)  // 2025-01-01T09:00:00Z
///   let delivery = LiveActivityRequest(
///     start: .foreground(at: nine),
///     content: ActivityContent(state: LiveActivityPlainState(), staleDate: nil),
///     end: .app(at: nine + 1_800, content: nil, dismissalPolicy: .default))
///   expectLiveActivityPlan(of: [delivery], matches: .file("Golden/delivery.ndjson"))
/// }
/// ```
///
/// The golden is the one `--check` compares (`tlsched live-activity --file … --format
/// ndjson --check Golden/delivery.ndjson`), the activities named by their index. The
/// dates are in UTC. The plan's pitfalls (a start from the background, updates after the
/// end, a `.timer` text counting up while the activity shows, …) are not part of the
/// golden; a failure shows them beside the diff. A timer text's own updates are not
/// planned from Swift values: `--text` and `--render` show them. A plan TimelineCore
/// refuses (TimelineCore's `LiveActivityPlanError`) is a failure with its reason.
///
/// - Parameters:
///   - requests: The activities, in the order the app requests them.
///   - pushBudget: An assumed hourly budget of priority-10 pushes, marking each over it:
///     `--push-budget`; nil for none. Apple publishes no budget: the number is yours.
///   - end: Plan no event after this date: `--until`.
///   - timeZone: The zone the golden's dates are printed in: `--tz` (UTC by default).
///   - golden: A golden file or inline lines (``TimelineGolden``).
///   - fileID: The caller's file ID, where a failure is recorded; leave the default.
///   - filePath: The caller's file path: relative golden paths start in its directory.
///   - line: The caller's line, where a failure is recorded; leave the default.
///   - column: The caller's column, where a failure is recorded; leave the default.
/// - Returns: Whether the plan matches; the failure is already recorded when not.
@discardableResult
public func expectLiveActivityPlan<State: LiveActivityContentState>(
  of requests: [LiveActivityRequest<State>], pushBudget: Int? = nil, until end: Date? = nil,
  timeZone: TimeZone? = nil, matches golden: TimelineGolden,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  GoldenExpectation(golden, fileID: fileID, filePath: filePath, line: line, column: column).verify(
    TimelineRecorder.liveActivity(
      requests, pushBudget: pushBudget, until: end, timeZone: timeZone))
}
