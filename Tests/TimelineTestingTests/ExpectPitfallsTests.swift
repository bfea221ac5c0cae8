import Foundation
import Testing
import TimelineCore
import TimelineTesting

/// `expectWidgetPitfalls` and `expectSummaryPitfalls`: a plan or a summary has
/// no pitfall, or exactly the ones named, as tlsched's JSON names them.
///
/// Which pitfall each case has is worked out from the rules: WWDC21 advises
/// against a single entry with `.atEnd` (documented); entries less than 2 s
/// apart were seen to be dropped (observed); dates before the one ahead of
/// them go backwards (docs/semantics.md, "Summary").
@Suite struct ExpectPitfallsTests {
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

  @Test func twoEntriesHalfAnHourApartWithNeverHaveNoPitfall() {
    #expect(expectWidgetPitfalls(of: [timeline([0, 1_800], .never)]))
  }

  @Test func aSingleEntryWithAtEndHasThatPitfall() {
    #expect(expectWidgetPitfalls(of: [timeline([0], .atEnd)], are: ["single-entry-at-end"]))
  }

  /// Closer than the 2 seconds developers observed, and so than the documented 5 minutes
  /// (keeping-a-widget-up-to-date).
  @Test func entriesOneSecondApartAreCloserThanTwoSeconds() {
    #expect(
      expectWidgetPitfalls(
        of: [timeline([0, 1], .never)],
        are: ["entries-closer-than-2-seconds", "entries-closer-than-5-minutes"]))
  }

  @Test func anUnexpectedPitfallFailsAtTheCallersLineWithItsMessage() {
    var line = 0
    let issues = recordedIssues {
      line = #line + 1
      let passed = expectWidgetPitfalls(of: [timeline([0], .atEnd)])
      #expect(!passed)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.sourceLocation?.line == line)
    #expect(issues.first?.sourceLocation?.fileID == #fileID)
    let message = issues.first?.message ?? ""
    #expect(
      message.hasPrefix(
        "The widget plan has the pitfalls 'single-entry-at-end', expected none.\nsingle-entry-at-end: "
      ))
  }

  /// As `widget --tz Europe/Paris` writes them: 09:00Z is 10:00 in Paris in winter (+01:00).
  @Test func aFailuresPitfallMessagesWriteDatesInTheZoneGiven() {
    let late = WidgetProvidedTimeline(
      providedAt: nine,
      timeline: Timeline(entries: [WidgetTimelineEntry(date: nine + 60)], policy: .never))
    let issues = recordedIssues {
      expectWidgetPitfalls(of: [late], timeZone: TimeZone(identifier: "Europe/Paris"))
    }
    let message = issues.first?.message ?? ""
    #expect(message.hasPrefix("The widget plan has the pitfalls 'first-entry-after-provided-at'"))
    #expect(
      message.contains(
        "the first entry of timeline 0, at 2025-01-01T10:01:00+01:00, is later than the moment it is provided, 2025-01-01T10:00:00+01:00"
      ))
  }

  @Test func aMissingPitfallFailsToo() {
    let issues = recordedIssues {
      expectWidgetPitfalls(of: [timeline([0, 1_800], .never)], are: ["single-entry-at-end"])
    }
    #expect(
      issues.first?.message == "The widget plan has no pitfall, expected 'single-entry-at-end'.")
  }

  @Test func aMinuteGridsSummaryHasNoPitfall() {
    #expect(
      expectSummaryPitfalls(
        of: PeriodicTimelineSchedule(from: newYear2025, by: 60), from: newYear2025, count: 5))
  }

  @Test func datesThatGoBackwardsAreThatPitfall() {
    let dates = ExplicitTimelineSchedule([newYear2025, newYear2025 + 120, newYear2025 + 60])
    #expect(
      expectSummaryPitfalls(of: dates, from: newYear2025, are: ["dates-go-backwards"]))
  }
}
