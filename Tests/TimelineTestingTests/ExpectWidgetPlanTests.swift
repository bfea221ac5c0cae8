import Foundation
import Testing
import TimelineCore
import TimelineTesting

/// `expectWidgetPlan`: WidgetKit timelines checked against the lines of
/// `tlsched widget --format ndjson`.
///
/// Every expected line is worked out by hand from docs/semantics.md §11: a
/// timeline handed over at 09:00 makes its first entry eligible then, each
/// later entry at its own date; `.never` asks for no reload, `.atEnd` asks at
/// the last entry's date, `.after(d)` at d.
@Suite struct ExpectWidgetPlanTests {
  /// 2025-01-01T09:00:00Z.
  let nine = newYear2025 + 9 * 3_600

  private func timeline(_ offsets: [TimeInterval], _ policy: TimelineReloadPolicy)
    -> WidgetProvidedTimeline<WidgetTimelineEntry>
  {
    WidgetProvidedTimeline(
      providedAt: nine,
      timeline: Timeline(
        entries: offsets.map { WidgetTimelineEntry(date: nine + $0) }, policy: policy))
  }

  @Test func entriesBecomeEligibleAtTheirDatesAndNeverAsksForNoReload() {
    #expect(
      expectWidgetPlan(
        of: [timeline([0, 1_800], .never)],
        matches: """
          {"date":"2025-01-01T09:00:00Z","event":"provided","timeline":0,"source":"documented"}
          {"date":"2025-01-01T09:00:00Z","event":"eligible","timeline":0,"entry":0,"source":"documented"}
          {"date":"2025-01-01T09:30:00Z","event":"eligible","timeline":0,"entry":1,"source":"documented"}
          """))
  }

  @Test func atEndAsksForAReloadAtTheLastEntrysDate() {
    #expect(
      expectWidgetPlan(
        of: [timeline([0, 1_800], .atEnd)],
        matches: """
          {"date":"2025-01-01T09:00:00Z","event":"provided","timeline":0,"source":"documented"}
          {"date":"2025-01-01T09:00:00Z","event":"eligible","timeline":0,"entry":0,"source":"documented"}
          {"date":"2025-01-01T09:30:00Z","event":"eligible","timeline":0,"entry":1,"source":"documented"}
          {"date":"2025-01-01T09:30:00Z","event":"request","timeline":0,"trigger":"policy","source":"documented"}
          """))
  }

  @Test func aPlanThatDiffersIsRecordedAtTheCallersLine() {
    var line = 0
    let issues = recordedIssues {
      line = #line + 1
      expectWidgetPlan(
        of: [timeline([0], .never)],
        matches:
          #"{"date":"2025-01-01T09:00:00Z","event":"provided","timeline":0,"source":"documented"}"#)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.sourceLocation?.line == line)
  }
}
