import Foundation
import Testing
import TimelineCore

/// The examples of the widget article (TimelineCore.docc/WidgetTimelines.md) and of
/// WidgetTimelinePlan's doc comments, compiled and their commented values checked.
@Suite struct WidgetArticleExampleTests {
  @Test func aTimelineFromNineOClockAsksForAReloadAtTen() throws {
    let nine = Date(timeIntervalSinceReferenceDate: 32_400)
    let timeline = Timeline(
      entries: [0, 1800, 3600].map { WidgetTimelineEntry(date: nine + $0) },
      policy: .atEnd)
    let plan = try WidgetTimelinePlan(timeline, providedAt: nine, budget: .staff)
    #expect(
      plan.events.map(\.kind) == [
        .timelineProvided, .entryEligible(entry: 0), .entryEligible(entry: 1),
        .entryEligible(entry: 2), .reloadRequested(.policy),
        .reloadAssumedGranted(countedInWindow: 1),
      ])
    let nineHours = 9 * hour
    #expect(
      seconds(plan.events.map(\.date))
        == [nineHours, nineHours, nineHours + 1800, 10 * hour, 10 * hour, 10 * hour])
    #expect(
      plan.events.map(\.source) == [
        .documented, .documented, .documented, .documented, .documented, .ours,
      ])
  }

  @Test func aQuarterHourlyWidgetIsRefusedAtATenFifteen() throws {
    let midnight = Date(timeIntervalSinceReferenceDate: 0)
    let everyQuarterHour = WidgetProviderRule(entryCount: 1, spacing: 0, policy: .after(900))
    let day = try WidgetTimelinePlan(
      provider: everyQuarterHour, from: midnight, until: midnight + 86_400, budget: .documented)
    let refusal = day.events.first { event in
      if case .reloadAssumedRefused = event.kind { true } else { false }
    }
    #expect(refusal?.date == d(10 * hour + 900))
    #expect(refusal?.kind == .reloadAssumedRefused(retryAt: d(24 * hour + 900)))
    #expect(
      day.warnings == [
        .requestsOverBudget(count: 41, windowEnd: d(10 * hour + 900), budget: .documented)
      ])
    // Nothing happens between the refusal and the end of the day.
    #expect(day.events.last == refusal)
  }

  @Test func aTimelineWithAnAfterPolicyEndsWithItsRequest() throws {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    let plan = try WidgetTimelinePlan(
      Timeline(entries: [WidgetTimelineEntry(date: start)], policy: .after(start + 900)),
      providedAt: start)
    #expect(plan.events.last?.kind == .reloadRequested(.policy))
    #expect(plan.events.last?.date == start + 900)
  }

  @Test func twoTimelinesAreBothProvided() throws {
    let day = Date(timeIntervalSinceReferenceDate: 0)
    let timelines = [0.0, 3600].map { hour in
      WidgetProvidedTimeline(
        providedAt: day + hour,
        timeline: Timeline(entries: [WidgetTimelineEntry(date: day + hour)], policy: .never))
    }
    let plan = try WidgetTimelinePlan(timelines: timelines, until: day + 86_400)
    #expect(plan.events.filter { $0.kind == .timelineProvided }.count == 2)
  }

  @Test func anEntryOutOfOrderIsDescribed() {
    #expect(
      WidgetTimelineError.noEntries(timeline: 0).description
        == "timeline 0 has no entries: WidgetKit has nothing to show")
  }
}
