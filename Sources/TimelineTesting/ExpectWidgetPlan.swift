import Foundation
import TimelineCore
import TimelineInspector

/// Checks that WidgetKit timelines plan as `golden` says: the lines
/// `tlsched widget … --format ndjson` writes for them.
///
/// Each timeline comes with the moment its provider handed it over; the plan
/// shows when each entry becomes eligible, when a reload is asked for and
/// why, the relevance windows, the app's reloads and, under a `budget`,
/// whether each reload is assumed granted or refused:
///
/// ```swift
/// @Test func theMorningTimelineAsksForItsReloadAtNine() {
///   let start = Date(timeIntervalSinceReferenceDate: 757_407_600)  // 2025-01-01T07:00:00Z
///   let morning = WidgetProvidedTimeline(
///     providedAt: start,
///     timeline: Timeline(
///       entries: [WidgetTimelineEntry(date: start), WidgetTimelineEntry(date: start + 7_200)],
///       policy: .atEnd))
///   expectWidgetPlan(of: [morning], matches: .file("Golden/morning.ndjson"))
/// }
/// ```
///
/// The dates, the pitfalls' among them, are in UTC unless `timeZone` names
/// another zone, as `--tz` does. The plan's pitfalls (a single entry with `.atEnd`,
/// reloads closer than WidgetKit grants, …) are not part of the golden; a
/// failure shows them beside the diff.
///
/// - Parameters:
///   - timelines: The timelines, in the order they are handed over.
///   - appReloads: The app's `WidgetCenter.reloadTimelines` calls:
///     `--reload-at` and `--foreground`; the system's own reloads: `--free-reload`.
///   - budget: The profile reloads are assumed granted or refused under:
///     `--budget`; nil for no verdicts.
///   - end: Plan no event after this date: `--until`.
///   - timeZone: The zone the golden's dates are printed in: `--tz` (UTC by default).
///   - golden: A golden file or inline lines (``TimelineGolden``).
///   - fileID: The caller's file ID, where a failure is recorded; leave the default.
///   - filePath: The caller's file path: relative golden paths start in its directory.
///   - line: The caller's line, where a failure is recorded; leave the default.
///   - column: The caller's column, where a failure is recorded; leave the default.
/// - Returns: Whether the plan matches; the failure is already recorded when not.
@discardableResult
public func expectWidgetPlan<Entry: TimelineEntry>(
  of timelines: [WidgetProvidedTimeline<Entry>], appReloads: [WidgetAppReload] = [],
  budget: WidgetReloadBudget? = nil, until end: Date? = nil, timeZone: TimeZone? = nil,
  matches golden: TimelineGolden,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  GoldenExpectation(golden, fileID: fileID, filePath: filePath, line: line, column: column).verify(
    TimelineRecorder.widget(
      timelines, appReloads: appReloads, budget: budget, until: end, timeZone: timeZone))
}
