import Foundation
import Testing
import TimelineCore

/// What the plan refuses (docs/semantics.md, "Live Activities", "What the plan refuses"):
/// each case, with the input that causes it and its one-line message.
@Suite struct LiveActivityPlanErrorTests {
  typealias Request = LiveActivityRequest<LiveActivityPlainState>

  @Test func noActivityIsRefused() {
    #expect(throws: LiveActivityPlanError.noActivities) { try LiveActivityPlan([Request]()) }
  }

  /// Each bad input and its error. Passed to the test by index: a `Date` that is not
  /// finite cannot be described, and Swift Testing describes every argument.
  static let cases: [(Request, LiveActivityPlanError)] = [
    (activity(.nan), LiveActivityPlanError.startNotFinite(activity: 0)),
    (
      Request(start: .scheduled(requestedAt: d(.infinity), start: d(0)), content: content()),
      .startNotFinite(activity: 0)
    ),
    (
      Request(start: .scheduled(requestedAt: d(60), start: d(0)), content: content()),
      .scheduledStartBeforeRequest(activity: 0)
    ),
    (activity(0, updates: [update(.nan)]), .updateNotFinite(activity: 0, update: 0)),
    (activity(0, updates: [update(20), update(10)]), .updatesOutOfOrder(activity: 0, update: 1)),
    (activity(60, updates: [update(30)]), .updateBeforeStart(activity: 0, update: 0)),
    (activity(0, end: appEnd(.infinity, .default)), .endNotFinite(activity: 0)),
    (activity(0, end: appEnd(60, .after(d(.nan)))), .endNotFinite(activity: 0)),
    (activity(0, end: pushEnd(60, dismissal: .infinity)), .endNotFinite(activity: 0)),
    (activity(60, end: appEnd(0, .default)), .endBeforeStart(activity: 0)),
    (activity(0, removedAt: .nan), .removalNotFinite(activity: 0)),
    (activity(60, removedAt: 0), .removalBeforeStart(activity: 0)),
    (activity(0, content(stale: .nan)), .contentNotFinite(activity: 0, content: .initial)),
    (
      activity(0, updates: [update(1, .local, content(relevance: .infinity))]),
      .contentNotFinite(activity: 0, content: .update(0))
    ),
    (
      activity(0, end: appEnd(1, .default, content(timer: .timer(d(.nan))))),
      .contentNotFinite(activity: 0, content: .final)
    ),
    (
      activity(0, content(timer: .timerInterval(d(0)...d(1), pauseTime: d(.infinity)))),
      .contentNotFinite(activity: 0, content: .initial)
    ),
    (
      activity(0, content(bytes: -1)),
      .encodedSizeNegative(activity: 0, content: .initial, bytes: -1)
    ),
    (
      activity(0, content(bytes: 5000)),
      .contentTooLarge(activity: 0, content: .initial, bytes: 5000)
    ),
  ]

  @Test(arguments: cases.indices)
  func badInputIsRefusedWithItsError(_ index: Int) {
    let (request, error) = Self.cases[index]
    #expect(throws: error) { try LiveActivityPlan(request) }
  }

  /// The error names the activity by its position among several.
  @Test func theErrorNamesTheActivityByItsPosition() {
    #expect(throws: LiveActivityPlanError.updatesOutOfOrder(activity: 1, update: 2)) {
      try LiveActivityPlan([
        activity(0), activity(0, updates: [update(1), update(2), update(1)]),
      ])
    }
  }

  @Test func aNegativeBudgetIsRefused() {
    #expect(throws: LiveActivityPlanError.negativeBudget(-1)) {
      try LiveActivityPlan(activity(0), assumedHourlyPushBudget: -1)
    }
  }

  @Test func updatesWithOneDateAreInOrder() throws {
    let plan = try LiveActivityPlan(activity(0, updates: [update(5), update(5)]))
    #expect(rows(plan, only: "update").count == 2)
  }

  @Test func messagesNameWhatIsWrongInOneLine() {
    #expect(
      LiveActivityPlanError.contentTooLarge(activity: 2, content: .update(3), bytes: 5000)
        .description
        == "the content of update 3 of activity 2 takes 5000 bytes encoded: static and dynamic"
        + " data together may take at most 4 KB (4096 bytes)")
    #expect(
      LiveActivityPlanError.updateBeforeStart(activity: 0, update: 1).description
        == "update 1 of activity 0 comes before the activity starts: what ActivityKit does with"
        + " it is not documented, so it cannot be planned")
    #expect(LiveActivityPlanError.noActivities.description == "no activity was given")
  }
}
