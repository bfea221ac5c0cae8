import Foundation
import Testing
import TimelineCore

/// Single timelines worked out by hand from docs/semantics.md, section "Widgets". Dates are
/// seconds since 2001-01-01T00:00:00Z.
@Suite struct WidgetTimelinePlanScenarioTests {
  /// A single entry with `.atEnd` ("Reload requests", "Pitfalls"): the entry is dated when
  /// the timeline is provided, so it is eligible at once; the system then picks when to
  /// reload (WWDC21: documented), so the request is of unknown time, dated at the
  /// earliest moment, and the staff profile neither counts nor judges it. WWDC21's advice
  /// against this timeline is the warning.
  @Test func singleEntryAtEndAsksAtAnUnknownTimeAndIsWarned() throws {
    let plan = try WidgetTimelinePlan(timeline([0], .atEnd), providedAt: d(0), budget: .staff)
    #expect(
      rows(plan) == [
        "0 t0 provided documented",
        "0 t0 eligible 0 documented",
        "0 t0 request policyAtUnknownTime documented",
      ])
    #expect(plan.warnings == [.singleEntryAtEnd(timeline: 0)])
    #expect(plan.warnings.map(\.source) == [.documented])
  }

  /// A relevance window of one second ("Relevance windows", timelineentryrelevance:
  /// documented): any duration above zero opens at the entry's date and closes that many
  /// seconds later, both documented; only a duration of 0 is ours.
  @Test func aOneSecondRelevanceWindowIsDocumented() throws {
    let relevant = entry(0, relevance: TimelineEntryRelevance(score: 1, duration: 1))
    let plan = try WidgetTimelinePlan(
      Timeline(entries: [relevant], policy: .never), providedAt: d(0))
    #expect(
      rows(plan, only: "opens", "closes") == [
        "0 t0 opens 0 score 1.0 documented", "1 t0 closes 0 documented",
      ])
  }

  /// Entries 0, 10, 20, 30 provided at 25, `.atEnd` ("Entries"): at 25 the latest entry at
  /// or before it is entry 2 (20), eligible then by our rule; entries 0 and 1 never show;
  /// entry 3 at its date; the request at the last date, 30. No budget: no verdict. The
  /// entries are 10 s apart: three pairs closer than the documented 5 minutes.
  @Test func anEntryBeforeTheTimelineIsEligibleWhenProvidedOnlyIfItIsTheLatest() throws {
    let plan = try WidgetTimelinePlan(timeline([0, 10, 20, 30], .atEnd), providedAt: d(25))
    #expect(
      rows(plan) == [
        "25 t0 provided documented",
        "25 t0 eligible 2 ours",
        "30 t0 eligible 3 documented",
        "30 t0 request policy documented",
      ])
    #expect(plan.warnings == [.entriesCloserThanFiveMinutes(timeline: 0, pairs: 3, entry: 0)])
  }

  /// Entries 0 and 10 provided at 25, `.atEnd`: entry 1 is eligible at 25 (ours), and the
  /// last date, 10, has passed before the timeline exists, so the request falls due at
  /// 25 (ours).
  @Test func aTimelineWhollyInThePastAsksForAReloadWhenProvided() throws {
    let plan = try WidgetTimelinePlan(timeline([0, 10], .atEnd), providedAt: d(25))
    #expect(
      rows(plan) == [
        "25 t0 provided documented",
        "25 t0 eligible 1 ours",
        "25 t0 request policy ours",
      ])
  }

  /// Entries 0, 10, 20 provided at 10 ("Entries"): entry 1 is dated at that moment, so it
  /// is the latest at or before it and eligible then, by its own date (documented); entry
  /// 0, before it, never shows.
  @Test func anEntryDatedAtTheMomentOfProvidingShowsThenAndHidesTheOnesBefore() throws {
    let plan = try WidgetTimelinePlan(timeline([0, 10, 20], .never), providedAt: d(10))
    #expect(
      rows(plan) == [
        "10 t0 provided documented",
        "10 t0 eligible 1 documented",
        "20 t0 eligible 2 documented",
      ])
  }

  /// Entries 0, 10, 10 ("Entries"): two entries with one date are in order; the later
  /// one is the latest at or before 10, so entry 1 is never eligible.
  @Test func ofTwoEntriesWithOneDateTheLaterShows() throws {
    let plan = try WidgetTimelinePlan(timeline([0, 10, 10], .never), providedAt: d(0))
    #expect(
      rows(plan) == [
        "0 t0 provided documented",
        "0 t0 eligible 0 documented",
        "10 t0 eligible 2 documented",
      ])
  }

  /// Entries 0, 20, 10 ("What the plan refuses"): entry 2 is dated before entry 1; what
  /// WidgetKit does then is undocumented, so nothing is planned.
  @Test func entriesOutOfOrderAreRefused() {
    #expect(throws: WidgetTimelineError.entriesOutOfOrder(timeline: 0, entry: 2)) {
      try WidgetTimelinePlan(timeline([0, 20, 10], .atEnd), providedAt: d(0))
    }
  }

  /// Provided at 100 with `.after(50)` ("Reload requests", "Pitfalls"): the request is
  /// planned at 100, when the timeline exists (ours), and warned about, not refused.
  /// `.after(100)` is the same: a date at the moment of providing is not in the future.
  @Test(arguments: [50.0, 100])
  func anAfterDateNotInTheFutureFallsDueAtOnceWithAWarning(_ after: Double) throws {
    let plan = try WidgetTimelinePlan(timeline([100], .after(d(after))), providedAt: d(100))
    #expect(
      rows(plan) == [
        "100 t0 provided documented",
        "100 t0 eligible 0 documented",
        "100 t0 request policy ours",
      ])
    #expect(
      plan.warnings == [
        .reloadDateNotAfterProvidedAt(timeline: 0, reloadDate: d(after), providedAt: d(100))
      ])
  }

  /// `.after(5000)` with entries 0 and 3600 ("Reload requests"): the request is at 5000,
  /// after the last entry, which stays eligible until then.
  @Test func anAfterDateLaterThanTheLastEntryRequestsAtThatDate() throws {
    let plan = try WidgetTimelinePlan(timeline([0, 3600], .after(d(5000))), providedAt: d(0))
    #expect(
      Array(rows(plan).suffix(2)) == [
        "3600 t0 eligible 1 documented", "5000 t0 request policy documented",
      ])
  }

  /// Entries 600 and 1200 provided at 0 ("Pitfalls"): nothing is eligible before 600,
  /// and the documentation asks for a first entry at the current date.
  @Test func aFirstEntryLaterThanTheTimelineLeavesAGapAndIsWarned() throws {
    let plan = try WidgetTimelinePlan(timeline([600, 1200], .atEnd), providedAt: d(0))
    #expect(
      rows(plan) == [
        "0 t0 provided documented",
        "600 t0 eligible 0 documented",
        "1200 t0 eligible 1 documented",
        "1200 t0 request policy documented",
      ])
    #expect(
      plan.warnings == [
        .firstEntryAfterProvidedAt(timeline: 0, firstEntry: d(600), providedAt: d(0))
      ])
  }

  /// Relevance ("Relevance windows"): entry 0 at 0 (score 1, 600 s), entry 1 at 300
  /// (score 5, 0 s: opens and closes at once, both ours: the documentation does not say
  /// what a duration of 0 means), entry 2 at 900 (score 2, 1200 s, so until 2100). At one
  /// instant: eligibility, then openings, then closings.
  @Test func relevanceWindowsRunFromTheEntryDateForItsDuration() throws {
    let entries = [
      entry(0, relevance: TimelineEntryRelevance(score: 1, duration: 600)),
      entry(300, relevance: TimelineEntryRelevance(score: 5)),
      entry(900, relevance: TimelineEntryRelevance(score: 2, duration: 1200)),
    ]
    let plan = try WidgetTimelinePlan(Timeline(entries: entries, policy: .never), providedAt: d(0))
    #expect(
      rows(plan) == [
        "0 t0 provided documented",
        "0 t0 eligible 0 documented",
        "0 t0 opens 0 score 1.0 documented",
        "300 t0 eligible 1 documented",
        "300 t0 opens 1 score 5.0 ours",
        "300 t0 closes 1 ours",
        "600 t0 closes 0 documented",
        "900 t0 eligible 2 documented",
        "900 t0 opens 2 score 2.0 documented",
        "2100 t0 closes 2 documented",
      ])
  }

  /// Entry 0 at 0 with a window of 300 s, entry 1 at 300 with a window of 60 s: at 300,
  /// entry 1 becomes eligible, its window opens, and then entry 0's closes ("Events at
  /// the same instant": openings before closings).
  @Test func atOneInstantAWindowOpensBeforeAnotherCloses() throws {
    let entries = [
      entry(0, relevance: TimelineEntryRelevance(score: 1, duration: 300)),
      entry(300, relevance: TimelineEntryRelevance(score: 2, duration: 60)),
    ]
    let plan = try WidgetTimelinePlan(Timeline(entries: entries, policy: .never), providedAt: d(0))
    #expect(
      rows(plan).dropFirst(3) == [
        "300 t0 eligible 1 documented",
        "300 t0 opens 1 score 2.0 documented",
        "300 t0 closes 0 documented",
        "360 t0 closes 1 documented",
      ])
  }

  /// A window that opened before the timeline was provided ("Relevance windows"): entry 0
  /// at 0 with 600 s, provided at 100, opens at 100 (ours) and closes at 600; entry 1 at
  /// 50 with 50 s closed at 100, before the timeline existed, so it has no window.
  @Test func aWindowOpenedBeforeTheTimelineOpensWhenItIsProvided() throws {
    let entries = [
      entry(0, relevance: TimelineEntryRelevance(score: 1, duration: 600)),
      entry(50, relevance: TimelineEntryRelevance(score: 3, duration: 50)),
      entry(700),
    ]
    let plan = try WidgetTimelinePlan(
      Timeline(entries: entries, policy: .never), providedAt: d(100))
    #expect(
      rows(plan) == [
        "100 t0 provided documented",
        "100 t0 eligible 1 ours",
        "100 t0 opens 0 score 1.0 ours",
        "600 t0 closes 0 documented",
        "700 t0 eligible 2 documented",
      ])
  }

  /// The app asks in bursts, as in the observed report of six calls a round: rounds of
  /// six calls one second apart at each hour 1 to 12, against the documented profile
  /// (40 in any 24 hours). Rounds 1–6 (36 calls) are granted; round 7, at 25200, gets
  /// four more (37–40) and its last two calls, 25204 and 25205, are refused; rounds 8–12
  /// are refused. The oldest grant (3600) leaves the window at 3600 + 86400 = 90000, so
  /// each refusal names that retry, and the plan (no end) retries then: the window
  /// holds 39 grants, and the retry is the 40th.
  @Test func reloadsAskedInABurstSpendTheBudgetByMidday() throws {
    let calls = (1...12).flatMap { round in
      (0..<6).map { WidgetAppReload(at: d(Double(round) * hour + Double($0))) }
    }
    let plan = try WidgetTimelinePlan(
      timeline([0], .never), providedAt: d(0), appReloads: calls, budget: .documented)
    let verdicts = rows(plan, only: "granted", "refused")
    #expect(verdicts.count == 73)
    #expect(verdicts[39] == "25203 t0 granted 40/24h ours")
    #expect(verdicts[40] == "25204 t0 refused retry 90000 ours")
    #expect(verdicts.filter { $0.contains("refused retry 90000") }.count == 32)
    #expect(
      Array(rows(plan).suffix(2)) == [
        "90000 t0 request retry ours", "90000 t0 granted 40/24h ours",
      ])
    // 72 counted requests in the 24 hours ending at the last call, 12 h + 5 s: beyond the
    // documented 40–70; each round has five pairs 1 s apart, closer than the documented
    // 5 minutes and than 15 minutes.
    #expect(
      plan.warnings == [
        .requestsOverBudget(count: 72, windowEnd: d(12 * hour + 5), budget: .documented),
        .requestsCloserThanFiveMinutes(pairs: 60, first: d(hour), next: d(hour + 1)),
        .requestsCloserThanFifteenMinutes(pairs: 60, first: d(hour), next: d(hour + 1)),
      ])
  }

  /// Free reloads ("Free reloads") under a budget of one a day: the app's counted reload
  /// at 100 is granted (1 in the window); the free ones at 200 and 300 are granted and
  /// not counted; the counted one at 400 is refused, the window still holding 100, which
  /// leaves at 86500, when the retry is granted.
  @Test func freeReloadsAreGrantedAndNeverCounted() throws {
    let reloads = [
      WidgetAppReload(at: d(100)), WidgetAppReload(at: d(200), isFree: true),
      WidgetAppReload(at: d(300), isFree: true), WidgetAppReload(at: d(400)),
    ]
    let plan = try WidgetTimelinePlan(
      timeline([0], .never), providedAt: d(0), appReloads: reloads, budget: .perDay(1))
    #expect(
      rows(plan).dropFirst(2) == [
        "100 t0 request app documented",
        "100 t0 granted 1/24h ours",
        "200 t0 request free documented",
        "200 t0 granted free ours",
        "300 t0 request free documented",
        "300 t0 granted free ours",
        "400 t0 request app documented",
        "400 t0 refused retry 86500 ours",
        "86500 t0 request retry ours",
        "86500 t0 granted 1/24h ours",
      ])
    // Only 100 and 400 count: two in a day against one, 300 s apart: closer than 15
    // minutes, not closer than 5.
    #expect(
      plan.warnings == [
        .requestsOverBudget(count: 2, windowEnd: d(400), budget: .perDay(1)),
        .requestsCloserThanFifteenMinutes(pairs: 1, first: d(100), next: d(400)),
      ])
  }

  /// A budget of zero refuses everything, and there is no moment to retry.
  @Test func aBudgetOfZeroRefusesForGood() throws {
    let plan = try WidgetTimelinePlan(
      timeline([0], .after(d(hour))), providedAt: d(0), budget: .perDay(0))
    #expect(
      rows(plan, only: "request", "granted", "refused") == [
        "3600 t0 request policy documented", "3600 t0 refused for good ours",
      ])
  }

  /// The app's reloads come in date order whatever order they are given in; at one
  /// instant, the timeline's own request comes before the app's.
  @Test func theAppsReloadsAreSortedAndFollowThePolicysRequest() throws {
    let reloads = [WidgetAppReload(at: d(900)), WidgetAppReload(at: d(300), isFree: true)]
    let plan = try WidgetTimelinePlan(
      timeline([0], .after(d(900))), providedAt: d(0), appReloads: reloads)
    #expect(
      rows(plan, only: "request") == [
        "300 t0 request free documented",
        "900 t0 request policy documented",
        "900 t0 request app documented",
      ])
  }
}
