import Foundation
import Testing
import TimelineCore

/// The examples of the Live Activities article (TimelineCore.docc/LiveActivities.md) and
/// of LiveActivityPlan's doc comments, compiled and their commented values checked.
@Suite struct LiveActivityArticleExampleTests {
  @Test func aDeliveryGoesStaleBetweenItsPushAndItsEnd() throws {
    let nine = Date(timeIntervalSinceReferenceDate: 32_400)
    let plain = LiveActivityPlainState()
    let delivery = LiveActivityRequest(
      start: .foreground(at: nine),
      content: ActivityContent(state: plain, staleDate: nine + 900),
      updates: [
        LiveActivityUpdate(
          at: nine + 600, content: ActivityContent(state: plain, staleDate: nine + 1500),
          delivery: .push(priority: .high, alert: false))
      ],
      end: .app(at: nine + 1800, content: nil, dismissalPolicy: .default))
    let plan = try LiveActivityPlan(delivery)
    #expect(
      rows(plan) == [
        "09:00:00 a0 active documented",
        "09:00:00 a0 +lock documented",
        "09:00:00 a0 +island documented",
        "09:10:00 a0 update 0 push10 applied documented",
        "09:25:00 a0 stale documented",
        "09:30:00 a0 ended documented",
        "09:30:00 a0 -island ours",
        "13:30:00 a0 dismissed documented",
        "13:30:00 a0 -lock documented",
      ])
    #expect(plan.assumptions == [.personLeavesItShowing(activity: 0)])
  }

  @Test func anActivityEndedWithImmediateLeavesEverySurfaceAtItsEnd() throws {
    let nine = Date(timeIntervalSinceReferenceDate: 32_400)
    let plan = try LiveActivityPlan(
      LiveActivityRequest(
        start: .foreground(at: nine),
        content: ActivityContent(state: LiveActivityPlainState(), staleDate: nil),
        end: .app(at: nine + 1800, content: nil, dismissalPolicy: .immediate)))
    #expect(
      Array(plan.events).map(\.kind) == [
        .stateChanged(.active), .surfaceGained(.lockScreen), .surfaceGained(.dynamicIsland),
        .stateChanged(.ended), .stateChanged(.dismissed), .surfaceLost(.lockScreen),
        .surfaceLost(.dynamicIsland),
      ])
    #expect(
      seconds(plan.events.map(\.date)) == [32_400, 32_400, 32_400]
        + Array(repeating: 34_200, count: 4))
    #expect(plan.assumptions.isEmpty)
  }

  @Test func anActivityNeverEndedIsDismissedTwelveHoursAfterItsStart() throws {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    let plan = try LiveActivityPlan(
      LiveActivityRequest(
        start: .foreground(at: start),
        content: ActivityContent(state: LiveActivityPlainState(), staleDate: nil)))
    #expect(Array(plan.events).last?.date == start + 12 * hour)
  }

  @Test func theDismissalPolicyExamplesGiveTheirDates() {
    let end = Date(timeIntervalSinceReferenceDate: 3600)
    #expect(ActivityUIDismissalPolicy.default.dismissalDate(endedAt: end) == end + 4 * hour)
    #expect(ActivityUIDismissalPolicy.after(end + 60).dismissalDate(endedAt: end) == end + 60)
    #expect(
      ActivityUIDismissalPolicy.after(end + 86_400).dismissalDate(endedAt: end) == end + 4 * hour)
    #expect(ActivityUIDismissalPolicy.immediate.dismissalDate(endedAt: end) == end)
  }

  @Test func anIntervalTimerChangesUntilItsEnd() {
    let zero = Date(timeIntervalSinceReferenceDate: 0)
    let updates = ActivityTimerText.timerInterval(zero...zero + 2).updates(
      from: zero, until: zero + 60)
    #expect(seconds(updates) == [0, 1, 2])
  }
}
