import Foundation
import Testing
import TimelineCore

/// The WidgetKit shapes and the planner's inputs: defaults and conversions a user relies on.
@Suite struct WidgetTimelineTypesTests {
  /// WidgetKit's default: a relevance without a duration lasts 0 s.
  @Test func aRelevanceLastsNoSecondsByDefault() {
    #expect(TimelineEntryRelevance(score: 3).duration == 0)
  }

  /// An entry type that declares no relevance has none, as in WidgetKit.
  @Test func anEntryTypeWithoutRelevanceHasNone() throws {
    struct Plain: TimelineEntry { let date: Date }
    #expect(Plain(date: d(0)).relevance == nil)
    let plan = try WidgetTimelinePlan(
      Timeline(entries: [Plain(date: d(0)), Plain(date: d(60))], policy: .atEnd),
      providedAt: d(0))
    #expect(rows(plan).count == 4)
  }

  /// The profiles' numbers: documented 40 to 70, granting 40; staff 72; a number, itself.
  @Test func theProfilesGrantTheirNumbers() {
    #expect(WidgetReloadBudget.documented.dailyRange == 40...70)
    #expect(WidgetReloadBudget.documented.grantedPerDay == 40)
    #expect(WidgetReloadBudget.documented.source == .documented)
    #expect(WidgetReloadBudget.staff.grantedPerDay == 72)
    #expect(WidgetReloadBudget.staff.source == .staff)
    #expect(WidgetReloadBudget.perDay(72) != .staff)
    #expect(WidgetReloadBudget.perDay(5).grantedPerDay == 5)
  }

  /// A provider rule's timeline: entries from the moment of the reload, `spacing` apart,
  /// and its policy relative to that moment.
  @Test func aProviderRuleAnswersFromTheMomentOfTheReload() {
    let rule = WidgetProviderRule(entryCount: 3, spacing: 600, policy: .after(1800))
    let answer = rule.timeline(providedAt: d(100))
    #expect(seconds(answer.entries.map(\.date)) == [100, 700, 1300])
    #expect(answer.policy == .after(d(1900)))
    #expect(WidgetProviderPolicy.atEnd.reloadPolicy(providedAt: d(5)) == .atEnd)
    #expect(WidgetProviderPolicy.never.reloadPolicy(providedAt: d(5)) == .never)
    #expect(WidgetAppReload(at: d(0)).isFree == false)
  }
}
