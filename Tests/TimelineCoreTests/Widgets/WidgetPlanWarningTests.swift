import Foundation
import Testing
import TimelineCore
import TimelineTestSupport

/// docs/semantics.md, "Widgets", "Pitfalls": when each warning is given, and on what
/// authority.
@Suite struct WidgetPlanWarningTests {
  /// 401 entries one second apart, from 0: more than 400 (observed), 400 pairs less
  /// than 2 s apart, the first at entries 0 and 1 (observed), and as many less than the
  /// documented 5 minutes (keeping-a-widget-up-to-date).
  @Test func manyEntriesAndEntriesTooCloseAreWarned() throws {
    let plan = try WidgetTimelinePlan(
      timeline((0...400).map(Double.init), .never), providedAt: d(0))
    #expect(
      plan.warnings == [
        .manyEntries(timeline: 0, count: 401),
        .entriesCloserThanTwoSeconds(timeline: 0, pairs: 400, entry: 0),
        .entriesCloserThanFiveMinutes(timeline: 0, pairs: 400, entry: 0),
      ])
    #expect(plan.warnings.map(\.source) == [.observed, .observed, .documented])
  }

  /// 400 entries exactly 2 s apart are neither too many nor closer than the observed 2 s;
  /// they are closer than the documented 5 minutes.
  @Test func fourHundredEntriesTwoSecondsApartAreOnlyCloserThanFiveMinutes() throws {
    let plan = try WidgetTimelinePlan(
      timeline((0..<400).map { Double($0 * 2) }, .never), providedAt: d(0))
    #expect(plan.warnings == [.entriesCloserThanFiveMinutes(timeline: 0, pairs: 399, entry: 0)])
  }

  /// keeping-a-widget-up-to-date asks for entries at least about 5 minutes apart
  /// [documented]: entries 0, 60, 360, 659 hold two pairs closer (0–60 and 360–659, 299 s);
  /// 60–360 is exactly 5 minutes and is not warned about.
  @Test func entriesLessThanFiveMinutesApartAreWarnedAsTheDocumentationAsks() throws {
    let plan = try WidgetTimelinePlan(timeline([0, 60, 360, 659], .never), providedAt: d(0))
    #expect(plan.warnings == [.entriesCloserThanFiveMinutes(timeline: 0, pairs: 2, entry: 0)])
    #expect(plan.warnings[0].source == .documented)
    #expect(
      plan.warnings[0].description
        == "timeline 0 has 2 pairs of entries less than 5 minutes apart, the first at entries 0"
        + " and 1: the documentation asks for entries at least about 5 minutes apart")
  }

  /// WidgetKit imposes a minimum time before it reloads a widget
  /// (keeping-a-widget-up-to-date) [documented]: counted requests 299 s apart are warned
  /// about, 300 s apart are not (both are closer than 15 minutes).
  @Test(arguments: [(299.0, true), (300.0, false)])
  func requestsCloserThanFiveMinutesAreWarnedAsTheDocumentationAsks(
    _ gap: Double, _ warned: Bool
  ) throws {
    let plan = try WidgetTimelinePlan(
      timeline([0], .after(d(100))), providedAt: d(0),
      appReloads: [WidgetAppReload(at: d(100 + gap))])
    let fifteen = WidgetPlanWarning.requestsCloserThanFifteenMinutes(
      pairs: 1, first: d(100), next: d(100 + gap))
    let five = WidgetPlanWarning.requestsCloserThanFiveMinutes(
      pairs: 1, first: d(100), next: d(100 + gap))
    #expect(plan.warnings == (warned ? [five, fifteen] : [fifteen]))
    #expect(five.source == .documented)
  }

  /// Entries 0, 10, 11.5, 20, 20: pairs (10, 11.5) and (20, 20) are less than 2 s apart;
  /// the first is at entry 1.
  @Test func closeEntriesAreCountedInPairs() throws {
    let plan = try WidgetTimelinePlan(timeline([0, 10, 11.5, 20, 20], .never), providedAt: d(0))
    #expect(
      plan.warnings == [
        .entriesCloserThanTwoSeconds(timeline: 0, pairs: 2, entry: 1),
        .entriesCloserThanFiveMinutes(timeline: 0, pairs: 4, entry: 0),
      ])
  }

  /// Requests 899 s apart are closer than 15 minutes; 900 s apart are not.
  @Test(arguments: [(899.0, 1), (900.0, 0)])
  func requestsCloserThanFifteenMinutesAreWarned(_ gap: Double, _ pairs: Int) throws {
    let plan = try WidgetTimelinePlan(
      timeline([0], .after(d(100))), providedAt: d(0),
      appReloads: [WidgetAppReload(at: d(100 + gap))])
    let expected: [WidgetPlanWarning] =
      pairs == 0 ? [] : [.requestsCloserThanFifteenMinutes(pairs: 1, first: d(100), next: d(999))]
    #expect(plan.warnings == expected)
  }

  /// The budget warning counts requests (policy and counted app reloads) in a sliding 24
  /// hours, and compares them with the number the profile grants: 3 requests fit a
  /// budget of 3, a fourth in the same day does not; one 24 hours after the first is in
  /// a new window. Without a profile there is no budget warning.
  @Test func theBudgetWarningComparesTheBusiestDayWithTheProfile() throws {
    let spread = [0.0, 3600, 7200].map { WidgetAppReload(at: d($0)) }
    let fits = try WidgetTimelinePlan(
      timeline([0], .never), providedAt: d(0), appReloads: spread, budget: .perDay(3))
    #expect(fits.warnings.isEmpty)
    let nextDay = try WidgetTimelinePlan(
      timeline([0], .never), providedAt: d(0),
      appReloads: spread + [WidgetAppReload(at: d(86400))], budget: .perDay(3))
    #expect(nextDay.warnings.isEmpty)
    let over = try WidgetTimelinePlan(
      timeline([0], .after(d(80000))), providedAt: d(0), appReloads: spread, budget: .perDay(3))
    #expect(
      over.warnings == [.requestsOverBudget(count: 4, windowEnd: d(80000), budget: .perDay(3))])
    let unbudgeted = try WidgetTimelinePlan(
      timeline([0], .after(d(80000))), providedAt: d(0), appReloads: spread)
    #expect(unbudgeted.warnings.isEmpty)
  }

  /// A budget warning carries its profile's source: documented, staff, or ours for a
  /// number the user picked; the other warnings rest on the documentation or on what
  /// developers observed.
  @Test func eachWarningHasTheSourceOfItsRule() {
    let end = d(0)
    #expect(
      WidgetPlanWarning.requestsOverBudget(count: 41, windowEnd: end, budget: .documented).source
        == .documented)
    #expect(
      WidgetPlanWarning.requestsOverBudget(count: 73, windowEnd: end, budget: .staff).source
        == .staff)
    #expect(
      WidgetPlanWarning.requestsOverBudget(count: 2, windowEnd: end, budget: .perDay(1)).source
        == .ours)
    #expect(WidgetPlanWarning.singleEntryAtEnd(timeline: 0).source == .documented)
    #expect(
      WidgetPlanWarning.requestsCloserThanFifteenMinutes(pairs: 1, first: end, next: end).source
        == .documented)
    #expect(
      WidgetPlanWarning.entriesCloserThanTwoSeconds(timeline: 0, pairs: 1, entry: 0).source
        == .observed)
    #expect(
      WidgetPlanWarning.entriesCloserThanFiveMinutes(timeline: 0, pairs: 1, entry: 0).source
        == .documented)
  }

  /// keeping-a-widget-up-to-date: the documented budget "roughly translates" to a reload
  /// every 15 to 60 minutes, and the intervals vary; a count of one is one pair.
  @Test func theFifteenMinuteWarningQuotesTheBudgetAsTheDocumentationGivesIt() {
    let warning = WidgetPlanWarning.requestsCloserThanFifteenMinutes(
      pairs: 1, first: d(0), next: d(60))
    #expect(
      warning.description
        == "1 pair of counted reload requests less than 15 minutes apart, the first at"
        + " 2001-01-01T00:00:00Z and 2001-01-01T00:01:00Z: the documented budget roughly"
        + " translates to a reload every 15 to 60 minutes, and the intervals vary")
  }

  /// The documented profile's warning says where in its 40–70 range the count falls.
  @Test(arguments: [
    (
      41,
      "more than 40, the low end of the documented 40–70 a day, and within the range,"
        + " where grants are uncertain"
    ),
    (
      70,
      "more than 40, the low end of the documented 40–70 a day, and within the range,"
        + " where grants are uncertain"
    ),
    (71, "more than 40, the low end of the documented 40–70 a day, and beyond the whole range"),
  ])
  func theDocumentedProfilesWarningPlacesTheCountInItsRange(_ count: Int, _ tail: String) {
    let warning = WidgetPlanWarning.requestsOverBudget(
      count: count, windowEnd: d(3600), budget: .documented)
    #expect(
      warning.description
        == "\(count) counted reload requests in the 24 hours ending at 2001-01-01T01:00:00Z: \(tail)"
    )
  }

  @Test func aSingleNumberProfilesWarningNamesItsNumber() {
    let warning = WidgetPlanWarning.requestsOverBudget(count: 73, windowEnd: d(0), budget: .staff)
    #expect(
      warning.description
        == "73 counted reload requests in the 24 hours ending at 2001-01-01T00:00:00Z: more than"
        + " the 72 a day of the staff profile")
  }

  /// Dates outside years 1–9999 are written as seconds since 2001, which a formatter
  /// could not write as a calendar date.
  @Test func datesBeyondTheCalendarAreWrittenAsSeconds() {
    let warning = WidgetPlanWarning.firstEntryAfterProvidedAt(
      timeline: 0, firstEntry: d(1e300), providedAt: d(-63_113_904_000))
    #expect(
      warning.description
        == "the first entry of timeline 0, at 1e+300 s since 2001-01-01T00:00:00Z, is later than"
        + " the moment it is provided, 0001-01-01T00:00:00Z: the documentation asks for a first"
        + " entry dated now (what the widget shows until then is not documented)")
  }
}

/// Dates in messages, in the proleptic Gregorian calendar the command prints, whatever
/// the year; worked out from the calendar's rules, not from a formatter.
@Suite struct WidgetDateTextTests {
  fileprivate typealias Case = TestRow<Double, String>

  fileprivate static let cases: [Case] = [
    Case(0, "2001-01-01T00:00:00Z"),
    Case(-0.5, "2000-12-31T23:59:59Z"),
    // 2000 is a leap year: 2000-02-29 is 307 days before 2001-01-01.
    Case(-307 * 86400 + 3661, "2000-02-29T01:01:01Z"),
    // 1900 is not: 1900-03-01 is 36,831 days before 2001-01-01 (100 years to 2000-03-01
    // with the 25 leap days of 1904 to 2000, then 306 days), and the second before it is
    // on February 28.
    Case(-36_831 * 86400, "1900-03-01T00:00:00Z"),
    Case(-36_831 * 86400 - 1, "1900-02-28T23:59:59Z"),
    Case(-63_113_904_000, "0001-01-01T00:00:00Z"),
    Case(252_423_993_599.5, "9999-12-31T23:59:59Z"),
    Case(252_423_993_600, "252423993600.0 s since 2001-01-01T00:00:00Z"),
    Case(-63_113_904_000.5, "-63113904000.5 s since 2001-01-01T00:00:00Z"),
  ]

  @Test(arguments: cases)
  fileprivate func datesAreWrittenInTheProlepticGregorianCalendar(_ row: Case) {
    let warning = WidgetPlanWarning.reloadDateNotAfterProvidedAt(
      timeline: 0, reloadDate: d(row.input), providedAt: d(row.input))
    #expect(
      warning.description.contains(", \(row.expected), is not after"),
      sourceLocation: row.location)
  }
}
