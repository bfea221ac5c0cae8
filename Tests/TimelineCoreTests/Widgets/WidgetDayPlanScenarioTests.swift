import Foundation
import Testing
import TimelineCore

/// Days planned from a provider rule or from given timelines, worked out by hand from
/// docs/semantics.md, section "Widgets". Dates are seconds since 2001-01-01T00:00:00Z.
@Suite struct WidgetDayPlanScenarioTests {
  /// An hourly provider: four entries 15 minutes apart, `.after(1 h)`, from 0 until 24 h.
  static let hourly = WidgetProviderRule(entryCount: 4, spacing: 900, policy: .after(hour))

  /// The first hour of the hourly provider, whatever the profile: timeline 0's entries
  /// at 0, 900, 1800, 2700; its request at 3600, granted as the first of the day; the
  /// provider's answer at once, timeline 1, eligible from 3600.
  @Test(arguments: [WidgetReloadBudget.documented, .staff, .perDay(12)])
  func anHourlyProviderStartsTheSameUnderEveryProfile(_ budget: WidgetReloadBudget) throws {
    let plan = try WidgetTimelinePlan(
      provider: Self.hourly, from: d(0), until: d(24 * hour), budget: budget)
    #expect(
      Array(rows(plan).prefix(9)) == [
        "0 t0 provided documented",
        "0 t0 eligible 0 documented",
        "900 t0 eligible 1 documented",
        "1800 t0 eligible 2 documented",
        "2700 t0 eligible 3 documented",
        "3600 t0 request policy documented",
        "3600 t0 granted 1/24h ours",
        "3600 t1 provided ours",
        "3600 t1 eligible 0 documented",
      ])
  }

  /// The hourly provider's day against the documented (40) and staff (72) profiles: 24
  /// requests, at 3600 × k for k = 1…24 (the last at the end of the plan, which is
  /// included), each granted, the k-th with k counted reloads in its window. Each of
  /// timelines 0–23 has seven events (provided, four entries, request, grant) and
  /// timeline 24, provided at 86400, two (provided, entry 0): 170. No pitfall.
  @Test(arguments: [WidgetReloadBudget.documented, .staff])
  func anHourlyProviderFitsTheDocumentedAndStaffProfiles(_ budget: WidgetReloadBudget) throws {
    let plan = try WidgetTimelinePlan(
      provider: Self.hourly, from: d(0), until: d(24 * hour), budget: budget)
    let expected = (1...24).map { k in "\(k * 3600) t\(k - 1) granted \(k)/24h ours" }
    #expect(rows(plan, only: "granted", "refused") == expected)
    #expect(plan.events.count == 170)
    #expect(rows(plan).last == "86400 t24 eligible 0 documented")
    #expect(plan.warnings.isEmpty)
    #expect(!plan.isTruncated)
  }

  /// The hourly provider against a budget of 12: requests at 3600 … 43200 are granted;
  /// timeline 12's request at 46800 finds 12 grants in the window and is refused. The
  /// oldest, 3600, leaves at 90000, after the plan's end, so timeline 12 stays for the
  /// rest of the day: its entries at 43200 + 0…2700, then nothing. 13 requests in the
  /// day against 12.
  @Test func anHourlyProviderOverASmallBudgetStopsAtItsThirteenthRequest() throws {
    let plan = try WidgetTimelinePlan(
      provider: Self.hourly, from: d(0), until: d(24 * hour), budget: .perDay(12))
    let verdicts = rows(plan, only: "granted", "refused")
    #expect(verdicts.count == 13)
    #expect(verdicts[11] == "43200 t11 granted 12/24h ours")
    #expect(verdicts[12] == "46800 t12 refused retry 90000 ours")
    #expect(rows(plan).last == "46800 t12 refused retry 90000 ours")
    #expect(plan.events.count == 13 * 7)
    #expect(
      plan.warnings == [.requestsOverBudget(count: 13, windowEnd: d(46800), budget: .perDay(12))])
  }

  /// A reload every 15 minutes (one entry, `.after(900)`): 96 would be asked in a day.
  /// The documented profile grants 900 … 36000 (40) and refuses 36900; the staff profile
  /// grants 900 … 64800 (72) and refuses 65700. The retry, when the grant at 900 leaves
  /// the window, is at 87300, after the day. Requests exactly 15 minutes apart are not
  /// closer than 15 minutes.
  @Test(arguments: [
    (WidgetReloadBudget.documented, 40),
    (WidgetReloadBudget.staff, 72),
  ])
  func aQuarterHourlyProviderSpendsEachProfile(
    _ budget: WidgetReloadBudget, _ granted: Int
  ) throws {
    let plan = try WidgetTimelinePlan(
      provider: WidgetProviderRule(entryCount: 1, spacing: 0, policy: .after(900)),
      from: d(0), until: d(24 * hour), budget: budget)
    let refusedAt = (granted + 1) * 900
    let verdicts = rows(plan, only: "granted", "refused")
    #expect(verdicts.count == granted + 1)
    #expect(verdicts[granted - 1] == "\(granted * 900) t\(granted - 1) granted \(granted)/24h ours")
    #expect(verdicts[granted] == "\(refusedAt) t\(granted) refused retry 87300 ours")
    #expect(
      plan.warnings == [
        .requestsOverBudget(count: granted + 1, windowEnd: d(Double(refusedAt)), budget: budget)
      ])
  }

  /// After a refused reload ("After a refused reload"): one entry, `.after(1 h)`, two a
  /// day, over two days. 3600 and 7200 are granted; timeline 2's request at 10800 is
  /// refused, and timeline 2 stays until the grant at 3600 leaves the window, at 90000,
  /// when the plan retries and is granted. Timeline 3's request at 93600 finds only
  /// 90000 in the window (7200 left at 93600) and is granted; timeline 4's at 97200 finds
  /// two and is refused until 90000 + 24 h = 176400, after the plan's end.
  @Test func aRefusedReloadIsRetriedWhenTheOldestGrantLeavesTheWindow() throws {
    let plan = try WidgetTimelinePlan(
      provider: WidgetProviderRule(entryCount: 1, spacing: 0, policy: .after(hour)),
      from: d(0), until: d(48 * hour), budget: .perDay(2))
    #expect(
      rows(plan, only: "request", "granted", "refused") == [
        "3600 t0 request policy documented",
        "3600 t0 granted 1/24h ours",
        "7200 t1 request policy documented",
        "7200 t1 granted 2/24h ours",
        "10800 t2 request policy documented",
        "10800 t2 refused retry 90000 ours",
        "90000 t2 request retry ours",
        "90000 t2 granted 2/24h ours",
        "93600 t3 request policy documented",
        "93600 t3 granted 2/24h ours",
        "97200 t4 request policy documented",
        "97200 t4 refused retry 176400 ours",
      ])
    // Timeline 2 shows its entry from 7200 until timeline 3 replaces it at 90000.
    #expect(rows(plan, only: "provided").contains("90000 t3 provided ours"))
    // Retries do not count as requests: 3600, 7200, 10800 make the busiest 24 hours.
    #expect(
      plan.warnings == [.requestsOverBudget(count: 3, windowEnd: d(10800), budget: .perDay(2))])
  }

  /// No profile: no verdicts, and the provider is assumed to answer every request at
  /// once. Two entries 1800 s apart, `.never`; the app asks at 1000, so timeline 1
  /// replaces timeline 0 before its second entry (1800) shows.
  @Test func withoutAProfileEveryRequestBringsATimeline() throws {
    let plan = try WidgetTimelinePlan(
      provider: WidgetProviderRule(entryCount: 2, spacing: 1800, policy: .never),
      from: d(0), until: d(7200), appReloads: [WidgetAppReload(at: d(1000))])
    #expect(
      rows(plan) == [
        "0 t0 provided documented",
        "0 t0 eligible 0 documented",
        "1000 t0 request app documented",
        "1000 t1 provided ours",
        "1000 t1 eligible 0 documented",
        "2800 t1 eligible 1 documented",
      ])
  }

  /// Three given timelines, staff profile. Timeline 0 (0, 3600, 7200; `.after(4000)`)
  /// asks at 4000, granted. Timeline 1 arrives at 5000 (5000 with a relevance of 10000 s,
  /// 10000; `.after(20000)`), so timeline 0's entry at 7200 never shows. Timeline 2
  /// arrives at 12000: timeline 1's window, due to close at 15000, closes then (ours),
  /// and its request at 20000 is never made.
  @Test func givenTimelinesReplaceEachOtherWithWhatTheyHadStillToDo() throws {
    let relevant = entry(5000, relevance: TimelineEntryRelevance(score: 2, duration: 10000))
    let timelines = [
      WidgetProvidedTimeline(
        providedAt: d(0), timeline: timeline([0, 3600, 7200], .after(d(4000)))),
      WidgetProvidedTimeline(
        providedAt: d(5000),
        timeline: Timeline(entries: [relevant, entry(10000)], policy: .after(d(20000)))),
      WidgetProvidedTimeline(providedAt: d(12000), timeline: timeline([12000], .never)),
    ]
    let plan = try WidgetTimelinePlan(timelines: timelines, budget: .staff)
    #expect(
      rows(plan) == [
        "0 t0 provided documented",
        "0 t0 eligible 0 documented",
        "3600 t0 eligible 1 documented",
        "4000 t0 request policy documented",
        "4000 t0 granted 1/24h ours",
        "5000 t1 provided documented",
        "5000 t1 eligible 0 documented",
        "5000 t1 opens 0 score 2.0 documented",
        "10000 t1 eligible 1 documented",
        "12000 t1 closes 0 ours",
        "12000 t2 provided documented",
        "12000 t2 eligible 0 documented",
      ])
    // The end is included: at 10000 the plan still shows entry 1, then stops.
    let cut = try WidgetTimelinePlan(timelines: timelines, budget: .staff, until: d(10000))
    #expect(rows(cut) == Array(rows(plan).prefix(9)))
  }

  /// A timeline that arrives at the very moment the one before asks for a reload replaces
  /// it first: the request is never made.
  @Test func aTimelineArrivingAtTheRequestsMomentCancelsIt() throws {
    let timelines = [
      WidgetProvidedTimeline(providedAt: d(0), timeline: timeline([0], .after(d(600)))),
      WidgetProvidedTimeline(providedAt: d(600), timeline: timeline([600], .never)),
    ]
    let plan = try WidgetTimelinePlan(timelines: timelines, budget: .staff)
    #expect(rows(plan, only: "request").isEmpty)
  }

  /// Two timelines given at one moment are in order: the second replaces the first at
  /// once, before the first's entry becomes eligible ("Events at the same instant").
  @Test func aTimelineGivenAtTheSameMomentReplacesTheOneBefore() throws {
    let timelines = [
      WidgetProvidedTimeline(providedAt: d(0), timeline: timeline([0], .atEnd)),
      WidgetProvidedTimeline(providedAt: d(0), timeline: timeline([0], .never)),
    ]
    let plan = try WidgetTimelinePlan(timelines: timelines)
    #expect(
      rows(plan) == [
        "0 t0 provided documented",
        "0 t1 provided documented",
        "0 t1 eligible 0 documented",
      ])
  }

  /// A refused request is dropped when a given timeline arrives before its retry: the
  /// reload it waited for has happened.
  @Test func aGivenTimelineDropsAPendingRetry() throws {
    let timelines = [
      WidgetProvidedTimeline(providedAt: d(0), timeline: timeline([0], .after(d(100)))),
      WidgetProvidedTimeline(providedAt: d(200), timeline: timeline([200], .never)),
    ]
    let plan = try WidgetTimelinePlan(timelines: timelines, budget: .perDay(0))
    #expect(
      rows(plan, only: "request", "refused", "provided") == [
        "0 t0 provided documented",
        "100 t0 request policy documented",
        "100 t0 refused for good ours",
        "200 t1 provided documented",
      ])
    let retried = try WidgetTimelinePlan(
      timelines: timelines, appReloads: [WidgetAppReload(at: d(50))], budget: .perDay(1))
    // 50 is granted; 100 is refused until 50 + 24 h; timeline 1 at 200 drops that retry.
    #expect(rows(retried).last == "200 t1 eligible 0 documented")
  }

  /// A grant answers a pending retry ("After a refused reload"): one a day; the app's
  /// reload at 0 is granted, the one at 100 refused until 86400; a free reload at 5000 is
  /// granted, so the reload waited for has happened and no retry comes.
  @Test func aGrantInTheMeantimeAnswersAPendingRetry() throws {
    let reloads = [
      WidgetAppReload(at: d(0)), WidgetAppReload(at: d(100)),
      WidgetAppReload(at: d(5000), isFree: true),
    ]
    let plan = try WidgetTimelinePlan(
      timeline([0], .never), providedAt: d(0), appReloads: reloads, budget: .perDay(1))
    #expect(
      rows(plan, only: "request", "granted", "refused") == [
        "0 t0 request app documented",
        "0 t0 granted 1/24h ours",
        "100 t0 request app documented",
        "100 t0 refused retry 86400 ours",
        "5000 t0 request free documented",
        "5000 t0 granted free ours",
      ])
  }

  /// The event limit: a provider reloading every 15 minutes without a profile has four
  /// events a reload; with a limit of 10 the plan holds 0 provided, entry, request at
  /// 900, 1 provided, entry, request at 1800, 2 provided, entry, request at 2700,
  /// 3 provided, and says it stopped short.
  @Test func aPlanStopsAtItsEventLimitAndSaysSo() throws {
    let plan = try WidgetTimelinePlan(
      provider: WidgetProviderRule(entryCount: 1, spacing: 0, policy: .after(900)),
      from: d(0), until: d(24 * hour), eventLimit: 10)
    #expect(plan.events.count == 10)
    #expect(rows(plan).last == "2700 t3 provided ours")
    #expect(plan.isTruncated)
    // Exactly as many events as the limit is not short.
    let exact = try WidgetTimelinePlan(timeline([0], .never), providedAt: d(0), eventLimit: 2)
    #expect(exact.events.count == 2)
    #expect(!exact.isTruncated)
  }
}
