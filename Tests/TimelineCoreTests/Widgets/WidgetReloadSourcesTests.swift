import Foundation
import Testing
import TimelineCore

/// Where a reload comes from and when, each rule with its source (issue 41, points 3 to
/// 5; docs/semantics.md, "Widgets"), worked out by hand. Dates are seconds since
/// 2001-01-01T00:00:00Z.
@Suite struct WidgetReloadSourcesTests {
  /// WWDC21 (documented): with a single entry and `.atEnd` the system picks the reload
  /// time. Given as a timeline or from a provider rule, the plan says the same: the
  /// entry, then a request of unknown time at the entry's date, not counted (no verdict
  /// under the staff profile, no warning but the single entry's), and no timeline after.
  @Test func aSingleAtEndEntryAsksAtAnUnknownTimeGivenOrFromAProvider() throws {
    let expected = [
      "0 t0 provided documented",
      "0 t0 eligible 0 documented",
      "0 t0 request policyAtUnknownTime documented",
    ]
    let given = try WidgetTimelinePlan(
      timeline([0], .atEnd), providedAt: d(0), budget: .staff)
    let provided = try WidgetTimelinePlan(
      provider: WidgetProviderRule(entryCount: 1, spacing: 0, policy: .atEnd), from: d(0),
      until: d(24 * hour), budget: .staff)
    #expect(rows(given) == expected)
    #expect(rows(provided) == expected)
    #expect(given.warnings == [.singleEntryAtEnd(timeline: 0)])
    #expect(provided.warnings == [.singleEntryAtEnd(timeline: 0)])
  }

  /// The unknown time's request is dated at the earliest moment `.atEnd` allows: the
  /// entry's date when it is later than the moment of providing (600), that moment when
  /// the entry is older (0, for an entry at -600). Both documented.
  @Test(arguments: [(600.0, "600"), (-600.0, "0")])
  func anUnknownTimeRequestIsDatedAtTheEarliestMoment(_ entryDate: Double, _ at: String)
    throws
  {
    let plan = try WidgetTimelinePlan(timeline([entryDate], .atEnd), providedAt: d(0))
    #expect(rows(plan, only: "request") == ["\(at) t0 request policyAtUnknownTime documented"])
  }

  /// A provider of single `.atEnd` entries still moves when the app asks: the app's
  /// counted request at 1800 is granted (1 of 72) and answered at once (ours) with a
  /// timeline whose request is again of unknown time.
  @Test func aSingleAtEndProviderMovesOnlyWhenTheAppAsks() throws {
    let plan = try WidgetTimelinePlan(
      provider: WidgetProviderRule(entryCount: 1, spacing: 0, policy: .atEnd), from: d(0),
      until: d(hour), appReloads: [WidgetAppReload(at: d(1800))], budget: .staff)
    #expect(
      Array(rows(plan).dropFirst(3)) == [
        "1800 t0 request app documented",
        "1800 t0 granted 1/24h ours",
        "1800 t1 provided ours",
        "1800 t1 eligible 0 documented",
        "1800 t1 request policyAtUnknownTime documented",
      ])
  }

  /// The paced profile (ours): grants a day over N apart. A provider asking every 15
  /// minutes under the documented profile's 40: a day / 40 = 2160 s. The request at 900
  /// is granted; timeline 1's at 1800 comes 900 s later and is refused until 900 + 2160
  /// = 3060, where the retry is granted; timeline 2's at 3960 is refused until 5220. So
  /// grants at 900 + 2160 k, k = 0…39 (the last at 85140, within the day), 40 of them,
  /// and each granted timeline's request 900 s later is refused once: 40 refusals.
  @Test func thePacedProfileSpreadsTheDocumentedFortyOverTheDay() throws {
    let plan = try WidgetTimelinePlan(
      provider: WidgetProviderRule(entryCount: 1, spacing: 0, policy: .after(900)), from: d(0),
      until: d(24 * hour), budget: WidgetReloadBudget.documented.pacing(.paced))
    let verdicts = rows(plan, only: "granted", "refused")
    #expect(
      Array(verdicts.prefix(4)) == [
        "900 t0 granted 1/24h ours",
        "1800 t1 refused retry 3060 ours",
        "3060 t1 granted 2/24h ours",
        "3960 t2 refused retry 5220 ours",
      ])
    let granted = verdicts.filter { $0.contains("granted") }
    #expect(granted.count == 40)
    #expect(granted.last == "85140 t39 granted 40/24h ours")
    #expect(verdicts.count - granted.count == 40)
  }

  /// The burst profile (ours) is the default and grants every request while the window
  /// has room: the same provider's first 40 requests, at 900 … 36000, are granted.
  @Test func theBurstProfileIsTheDefaultAndGrantsUntilTheWindowIsFull() throws {
    #expect(WidgetReloadBudget.documented.pacing == .burst)
    let plan = try WidgetTimelinePlan(
      provider: WidgetProviderRule(entryCount: 1, spacing: 0, policy: .after(900)), from: d(0),
      until: d(24 * hour), budget: .documented)
    let verdicts = rows(plan, only: "granted", "refused")
    #expect(verdicts[39] == "36000 t39 granted 40/24h ours")
    #expect(verdicts[40] == "36900 t40 refused retry 87300 ours")
  }

  /// Paced under a budget of 0 grants nothing and never retries, as burst does.
  @Test func aPacedBudgetOfZeroRefusesForGood() throws {
    let plan = try WidgetTimelinePlan(
      timeline([0], .after(d(600))), providedAt: d(0),
      budget: WidgetReloadBudget.perDay(0).pacing(.paced))
    #expect(rows(plan, only: "granted", "refused") == ["600 t0 refused for good ours"])
  }

  /// The app's calls in the foreground (600 and 900, the app leaving it at 1800) are not
  /// counted (keeping-a-widget-up-to-date: documented) and are acted on once, when the
  /// app leaves the foreground (FB11522275: observed); that grant is free (ours).
  @Test func callsInTheForegroundAreFreeAndActedOnWhenTheAppLeavesIt() throws {
    let reloads = [600.0, 900].map { WidgetAppReload(at: d($0), inForegroundUntil: d(1800)) }
    let plan = try WidgetTimelinePlan(
      timeline([0], .never), providedAt: d(0), appReloads: reloads, budget: .staff)
    #expect(
      Array(rows(plan).dropFirst(2)) == [
        "600 t0 request foreground documented",
        "900 t0 request foreground documented",
        "1800 t0 request foregroundEnd observed",
        "1800 t0 granted free ours",
      ])
    #expect(plan.warnings.isEmpty)
  }

  /// From a provider, the foreground's requests bring the next timeline at the span's end.
  @Test func aProviderAnswersTheForegroundsRequestsAtTheSpansEnd() throws {
    let plan = try WidgetTimelinePlan(
      provider: WidgetProviderRule(entryCount: 1, spacing: 0, policy: .never), from: d(0),
      until: d(hour), appReloads: [WidgetAppReload(at: d(600), inForegroundUntil: d(1800))])
    #expect(
      Array(rows(plan).dropFirst(2)) == [
        "600 t0 request foreground documented",
        "1800 t0 request foregroundEnd observed",
        "1800 t1 provided ours",
        "1800 t1 eligible 0 documented",
      ])
  }

  /// A foreground that ends before the call is refused.
  @Test func aForegroundEndingBeforeTheCallIsRefused() throws {
    #expect(throws: WidgetTimelineError.foregroundEndsBeforeReload(index: 0)) {
      try WidgetTimelinePlan(
        timeline([0], .never), providedAt: d(0),
        appReloads: [WidgetAppReload(at: d(600), inForegroundUntil: d(300))])
    }
  }

  /// keeping-a-widget-up-to-date and WWDC21 (documented): after a change of the system's
  /// locale or of an accessibility setting the system reloads the widget itself, for
  /// free. Its own trigger, documented, its free grant documented too, never counted.
  @Test func theSystemsOwnReloadIsFreeAndDocumented() throws {
    let plan = try WidgetTimelinePlan(
      timeline([0], .never), providedAt: d(0), appReloads: [.system(at: d(600))],
      budget: .perDay(0))
    #expect(
      Array(rows(plan).dropFirst(2)) == [
        "600 t0 request system documented",
        "600 t0 granted free documented",
      ])
    #expect(plan.warnings.isEmpty)
  }
}
