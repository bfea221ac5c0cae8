import Foundation
import Testing
import TimelineCore
import TimelineTestSupport

/// docs/semantics.md, "Widgets", "What the plan refuses": each refusal, one row each.
@Suite struct WidgetTimelineErrorTests {
  fileprivate typealias Refusal = TestRow<
    @Sendable () throws -> WidgetTimelinePlan, WidgetTimelineError
  >

  private static let plain = timeline([0], .never)
  private static let nan = Date(timeIntervalSinceReferenceDate: .nan)
  private static let infinity = Date(timeIntervalSinceReferenceDate: .infinity)

  private static func provider(
    _ count: Int, _ spacing: Double, _ policy: WidgetProviderPolicy, limit: Int = 100
  ) -> @Sendable () throws -> WidgetTimelinePlan {
    {
      try WidgetTimelinePlan(
        provider: WidgetProviderRule(entryCount: count, spacing: spacing, policy: policy),
        from: d(0), until: d(86400), eventLimit: limit)
    }
  }

  private static let refusals: [Refusal] = [
    Refusal(
      { try WidgetTimelinePlan(timeline([], .atEnd), providedAt: d(0)) }, .noEntries(timeline: 0)),
    Refusal(
      { try WidgetTimelinePlan(timeline([0, 10, 5, 20], .atEnd), providedAt: d(0)) },
      .entriesOutOfOrder(timeline: 0, entry: 2)),
    Refusal(
      { try WidgetTimelinePlan(timeline([0, .nan], .atEnd), providedAt: d(0)) },
      .nonFiniteEntryDate(timeline: 0, entry: 1)),
    Refusal(
      { try WidgetTimelinePlan(timeline([-.infinity, 0], .atEnd), providedAt: d(0)) },
      .nonFiniteEntryDate(timeline: 0, entry: 0)),
    Refusal(
      {
        let negative = entry(0, relevance: TimelineEntryRelevance(score: 1, duration: -1))
        return try WidgetTimelinePlan(
          Timeline(entries: [negative], policy: .never), providedAt: d(0))
      }, .invalidRelevance(timeline: 0, entry: 0)),
    Refusal(
      {
        let endless = entry(5, relevance: TimelineEntryRelevance(score: 1, duration: .infinity))
        return try WidgetTimelinePlan(
          Timeline(entries: [entry(0), endless], policy: .never), providedAt: d(0))
      }, .invalidRelevance(timeline: 0, entry: 1)),
    Refusal(
      {
        let unscored = entry(0, relevance: TimelineEntryRelevance(score: .nan))
        return try WidgetTimelinePlan(
          Timeline(entries: [unscored], policy: .never), providedAt: d(0))
      }, .invalidRelevance(timeline: 0, entry: 0)),
    Refusal({ try WidgetTimelinePlan(plain, providedAt: nan) }, .nonFiniteProvidedAt(timeline: 0)),
    Refusal(
      { try WidgetTimelinePlan(timeline([0], .after(infinity)), providedAt: d(0)) },
      .nonFiniteReloadDate(timeline: 0)),
    Refusal(
      {
        try WidgetTimelinePlan(timelines: [
          WidgetProvidedTimeline(providedAt: d(100), timeline: plain),
          WidgetProvidedTimeline(providedAt: d(50), timeline: plain),
        ])
      }, .timelinesOutOfOrder(timeline: 1)),
    Refusal(
      {
        try WidgetTimelinePlan(timelines: [
          WidgetProvidedTimeline(providedAt: d(0), timeline: plain),
          WidgetProvidedTimeline(providedAt: d(50), timeline: timeline([], .never)),
        ])
      }, .noEntries(timeline: 1)),
    Refusal(
      { try WidgetTimelinePlan(timelines: [WidgetProvidedTimeline<WidgetTimelineEntry>]()) },
      .noTimelines),
    Refusal(
      {
        try WidgetTimelinePlan(
          plain, providedAt: d(0),
          appReloads: [WidgetAppReload(at: d(5)), WidgetAppReload(at: nan)])
      }, .nonFiniteAppReloadDate(index: 1)),
    Refusal(
      { try WidgetTimelinePlan(plain, providedAt: d(10), appReloads: [WidgetAppReload(at: d(9))]) },
      .appReloadBeforeStart(index: 0)),
    Refusal(
      {
        try WidgetTimelinePlan(
          timelines: [WidgetProvidedTimeline(providedAt: d(0), timeline: plain)], until: infinity)
      }, .nonFiniteUntil),
    Refusal(
      {
        try WidgetTimelinePlan(
          timelines: [WidgetProvidedTimeline(providedAt: d(10), timeline: plain)], until: d(9))
      }, .untilBeforeStart),
    Refusal(
      { try WidgetTimelinePlan(plain, providedAt: d(0), budget: .perDay(-1)) }, .negativeBudget(-1)),
    Refusal(
      { try WidgetTimelinePlan(plain, providedAt: d(0), eventLimit: 0) }, .eventLimitNotPositive(0)),
    Refusal(provider(1, 0, .never, limit: 0), .eventLimitNotPositive(0)),
    Refusal(provider(0, 60, .atEnd), .providerEntryCountOutOfRange(count: 0, limit: 100)),
    Refusal(provider(101, 60, .atEnd), .providerEntryCountOutOfRange(count: 101, limit: 100)),
    Refusal(provider(2, 0, .atEnd), .providerSpacingInvalid),
    Refusal(provider(2, .nan, .never), .providerSpacingInvalid),
    Refusal(provider(1, 0, .after(.infinity)), .providerIntervalNotFinite),
    Refusal(provider(1, 0, .after(0)), .providerReloadsAtOnce),
    Refusal(provider(3, 60, .after(-5)), .providerReloadsAtOnce),
    Refusal(
      {
        try WidgetTimelinePlan(
          provider: WidgetProviderRule(entryCount: 1, spacing: 0, policy: .never),
          from: d(0), until: d(-1))
      }, .untilBeforeStart),
    Refusal(
      {
        try WidgetTimelinePlan(
          provider: WidgetProviderRule(entryCount: 1, spacing: 0, policy: .never),
          from: nan, until: d(0))
      }, .nonFiniteProvidedAt(timeline: 0)),
  ]

  @Test(arguments: refusals)
  fileprivate func inputThatCannotBePlannedIsRefused(_ row: Refusal) {
    #expect(throws: row.expected, sourceLocation: row.location) { try row.input() }
  }

  /// What is planned all the same: a single entry (its spacing unused), an entry count at
  /// the event limit, a budget of zero, and an end at the start.
  @Test func edgesThatArePlanned() throws {
    let single = try WidgetTimelinePlan(
      provider: WidgetProviderRule(entryCount: 1, spacing: .nan, policy: .after(60)),
      from: d(0), until: d(0))
    #expect(rows(single) == ["0 t0 provided documented", "0 t0 eligible 0 documented"])
    let full = try WidgetTimelinePlan(
      provider: WidgetProviderRule(entryCount: 5, spacing: 1, policy: .never),
      from: d(0), until: d(10), eventLimit: 5)
    #expect(full.isTruncated)
    let one = try WidgetTimelinePlan(
      provider: WidgetProviderRule(entryCount: 1, spacing: 0, policy: .never),
      from: d(0), until: d(10), eventLimit: 1)
    #expect(rows(one) == ["0 t0 provided documented"])
    #expect(one.isTruncated)
    _ = try WidgetTimelinePlan(Self.plain, providedAt: d(0), budget: .perDay(0))
  }

  /// An entry the provider dates past the largest Date is refused when its timeline
  /// comes, in the middle of the plan: timeline 0 (0 and 1e308) asks at 1e308, and the
  /// answer's second entry, 2e308, is not finite.
  @Test func aProviderEntryThatOverflowsIsRefusedWhenItsTimelineComes() {
    #expect(throws: WidgetTimelineError.nonFiniteEntryDate(timeline: 1, entry: 1)) {
      try WidgetTimelinePlan(
        provider: WidgetProviderRule(entryCount: 2, spacing: 1e308, policy: .after(1e308)),
        from: d(0), until: d(1.5e308))
    }
  }

  /// The messages say what is wrong, and, for entries out of order, that WidgetKit's
  /// handling is not documented.
  @Test func messagesNameWhatIsWrong() {
    #expect(
      WidgetTimelineError.entriesOutOfOrder(timeline: 0, entry: 2).description
        == "entry 2 of timeline 0 is dated before entry 1: how WidgetKit handles entries out"
        + " of order is not documented, so they cannot be planned")
    #expect(
      WidgetTimelineError.noEntries(timeline: 3).description
        == "timeline 3 has no entries: WidgetKit has nothing to show")
    #expect(
      WidgetTimelineError.providerEntryCountOutOfRange(count: 0, limit: 9).description
        == "a provider returning 0 entries: it must return from 1 to 9 (the event limit)")
    let all: [WidgetTimelineError] = Self.refusals.map(\.expected)
    #expect(all.allSatisfy { !$0.description.isEmpty && !$0.description.contains("\n") })
  }
}
