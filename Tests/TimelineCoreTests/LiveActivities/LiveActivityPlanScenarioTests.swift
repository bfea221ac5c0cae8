import Foundation
import Testing
import TimelineCore

/// Plans worked out by hand from docs/semantics.md, section "Live Activities" (issue 43's
/// six cases). Dates are seconds since 2001-01-01T00:00:00Z, written as the time of day
/// of that first day (`09:00:00` is 32,400 s); hours past 24 run on.
@Suite struct LiveActivityPlanScenarioTests {
  /// A delivery, started in the foreground at 09:00 with content stale at 09:15, updated
  /// by a priority-10 push every 10 minutes (09:10 … 09:40), each content stale 15 minutes
  /// after its push, and ended by the app at 09:45 with final content and `.default`.
  ///
  /// By hand: each push comes before the stale date of the content before it (09:15,
  /// 09:25, 09:35, 09:45), and the last one's, 09:55, is after the end: never stale. At
  /// 09:45 it ends (documented) with its final content, and leaves the island (ours: only
  /// the system's end is documented to take it). `.default` keeps it on the Lock Screen
  /// four hours: dismissed at 13:45 (documented). The person is assumed to leave it there.
  @Test func aDeliveryUpdatedEveryTenMinutesAndEndedWithTheDefaultPolicy() throws {
    let nine = 9 * hour
    let pushes = (1...4).map { step in
      update(nine + 600 * Double(step), high, content(stale: nine + 600 * Double(step) + 900))
    }
    let plan = try LiveActivityPlan(
      activity(
        nine, content(stale: nine + 900), updates: pushes,
        end: appEnd(nine + 2700, .default, content())))
    #expect(
      rows(plan) == [
        "09:00:00 a0 active documented",
        "09:00:00 a0 +lock documented",
        "09:00:00 a0 +island documented",
        "09:10:00 a0 update 0 push10 applied documented",
        "09:20:00 a0 update 1 push10 applied documented",
        "09:30:00 a0 update 2 push10 applied documented",
        "09:40:00 a0 update 3 push10 applied documented",
        "09:45:00 a0 ended documented",
        "09:45:00 a0 final content documented",
        "09:45:00 a0 -island ours",
        "13:45:00 a0 dismissed documented",
        "13:45:00 a0 -lock documented",
      ])
    #expect(plan.warnings.isEmpty)
    #expect(plan.assumptions == [.personLeavesItShowing(activity: 0)])
    // Six contents: the initial, four pushes, the final one until the dismissal.
    #expect(
      plan.contentSpans.map { [clock($0.from), clock($0.until)] } == [
        ["09:00:00", "09:10:00"], ["09:10:00", "09:20:00"], ["09:20:00", "09:30:00"],
        ["09:30:00", "09:40:00"], ["09:40:00", "09:45:00"], ["09:45:00", "13:45:00"],
      ])
    #expect(plan.pushCounts.highPriorityPushes == 4)
    #expect(plan.pushCounts.highPriorityPushesPerHour == [4])
  }

  /// A workout started at 06:00 showing `Text(start, style: .timer)` (a stopwatch: its
  /// date is its start, so it counts up from the first moment, as meant), updated locally
  /// every two hours from 08:00 to 16:00, and ended by the app at 16:30 with `.immediate`.
  ///
  /// By hand: eight hours after 06:00 the system ends it, at 14:00: `.ended` (observed),
  /// off the island at once (documented), on the Lock Screen four more hours, until
  /// 18:00: twelve hours in all (documented). The update at 14:00 comes at the end and is
  /// ignored (after the end's events, ours), so is the one at 16:00, and so is the app's
  /// end at 16:30: `.immediate` never applies. Two updates after the end: a warning.
  @Test func aWorkoutRunningPastEightHoursIsEndedByTheSystemAndIgnoresWhatFollows() throws {
    let six = 6 * hour
    let stopwatch = content(timer: .timer(d(six)))
    let updates = [8.0, 10, 12, 14, 16].map { update($0 * hour, .local, stopwatch) }
    let plan = try LiveActivityPlan(
      activity(six, stopwatch, updates: updates, end: appEnd(16.5 * hour, .immediate)))
    #expect(
      rows(plan) == [
        "06:00:00 a0 active documented",
        "06:00:00 a0 +lock documented",
        "06:00:00 a0 +island documented",
        "08:00:00 a0 update 0 local applied documented",
        "10:00:00 a0 update 1 local applied documented",
        "12:00:00 a0 update 2 local applied documented",
        "14:00:00 a0 ended observed",
        "14:00:00 a0 update 3 local ignored afterEnd documented",
        "14:00:00 a0 -island documented",
        "16:00:00 a0 update 4 local ignored afterEnd documented",
        "16:30:00 a0 end ignored afterEnd documented",
        "18:00:00 a0 dismissed documented",
        "18:00:00 a0 -lock documented",
      ])
    #expect(plan.warnings == [.updatesAfterEnd(activity: 0, count: 2, first: d(14 * hour))])
    #expect(plan.assumptions == [.personLeavesItShowing(activity: 0)])
  }

  /// A countdown to 12:30 shown with `Text(arrival, style: .timer)`, started at 12:00 and
  /// ended by the app at 12:30, when it reads zero, with `.default` and no final content.
  ///
  /// By hand: the initial content stays current until the dismissal, four hours after
  /// the end: 16:30. Its timer passes its date at 12:30 while the ended activity lingers
  /// on the Lock Screen, and counts up from then until 16:30, for four hours
  /// (documented, [DYN]). The same countdown as `Text(timerInterval:)` stops at 12:30.
  @Test func aTimerStyleCountdownEndedAtZeroCountsUpWhileItLingers() throws {
    let noon = 12 * hour
    let arrival = noon + 1800
    let plan = try LiveActivityPlan(
      activity(noon, content(timer: .timer(d(arrival))), end: appEnd(arrival, .default)))
    #expect(
      rows(plan) == [
        "12:00:00 a0 active documented",
        "12:00:00 a0 +lock documented",
        "12:00:00 a0 +island documented",
        "12:30:00 a0 ended documented",
        "12:30:00 a0 -island ours",
        "16:30:00 a0 dismissed documented",
        "16:30:00 a0 -lock documented",
      ])
    let lingering = LiveActivityPlanWarning.timerCountsUpPastItsDate(
      activity: 0, content: .initial, date: d(arrival), until: d(arrival + 4 * hour),
      activityEnd: d(arrival))
    #expect(plan.warnings == [lingering])
    #expect(lingering.source == .documented)
    #expect(lingering.description.contains("(ended, on the Lock Screen), and counts up for 4 h"))
    #expect(lingering.description.contains("Text(timerInterval:)"))
    // The timer text still changes every second past its date.
    let ticks = ActivityTimerText.timer(d(arrival)).updates(from: d(arrival), until: d(arrival + 3))
    #expect(seconds(ticks) == [arrival, arrival + 1, arrival + 2])

    let bounded = ActivityTimerText.timerInterval(d(noon)...d(arrival))
    let fixed = try LiveActivityPlan(
      activity(noon, content(timer: bounded), end: appEnd(arrival, .default)))
    #expect(fixed.warnings.isEmpty)
    let last = bounded.updates(from: d(arrival - 2), until: d(arrival + 4 * hour))
    #expect(seconds(last) == [arrival - 2, arrival - 1, arrival])
  }

  /// An activity requested at 08:00 to start at 10:00 (iOS 26), never ended.
  ///
  /// By hand: pending from 08:00, active at 10:00 (documented). The documentation does
  /// not say whether the eight hours run from the request or the start: from the start
  /// (ours), so the system ends it at 18:00, and the twelve hours end at 22:00; every
  /// event that rests on it is ours.
  @Test func aScheduledStartIsPendingUntilItStartsAndRunsEightHoursFromThen() throws {
    let plan = try LiveActivityPlan(
      LiveActivityRequest(
        start: .scheduled(requestedAt: d(8 * hour), start: d(10 * hour)), content: content()))
    #expect(
      rows(plan) == [
        "08:00:00 a0 pending documented",
        "10:00:00 a0 active documented",
        "10:00:00 a0 +lock documented",
        "10:00:00 a0 +island documented",
        "18:00:00 a0 ended ours",
        "18:00:00 a0 -island ours",
        "22:00:00 a0 dismissed ours",
        "22:00:00 a0 -lock ours",
      ])
    #expect(
      plan.assumptions == [
        .eightHoursFromScheduledStart(activity: 0), .personLeavesItShowing(activity: 0),
      ])
  }

  /// Three activities of one app: a0 from 09:00 (score 10), a1 from 09:05 (score 50),
  /// a2 from 09:10 (score 50); a1's update at 09:20 drops its score to 5; a2 ends at 09:30,
  /// a0 and a1 at 10:00, all `.immediate`.
  ///
  /// By hand (relevanceScore, documented): at 09:05 a1 outranks a0 and takes the island;
  /// at 09:10 a2 ties with a1, which started first and keeps it; at 09:20 a2 (50) outranks
  /// a0 (10) and a1 (5); at 09:30 a2 ends and a0 (10) outranks a1 (5). Island changes come
  /// once an instant's events are over; a0 loses it at its end, at 10:00 (ours).
  @Test func threeActivitiesShareTheIslandByRelevanceThenStartOrder() throws {
    let nine = 9 * hour
    let plan = try LiveActivityPlan([
      activity(nine, content(relevance: 10), end: appEnd(10 * hour, .immediate)),
      activity(
        nine + 300, content(relevance: 50),
        updates: [update(nine + 1200, .local, content(relevance: 5))],
        end: appEnd(10 * hour, .immediate)),
      activity(nine + 600, content(relevance: 50), end: appEnd(nine + 1800, .immediate)),
    ])
    #expect(
      rows(plan) == [
        "09:00:00 a0 active documented",
        "09:00:00 a0 +lock documented",
        "09:00:00 a0 +island documented",
        "09:05:00 a1 active documented",
        "09:05:00 a1 +lock documented",
        "09:05:00 a0 -island documented",
        "09:05:00 a1 +island documented",
        "09:10:00 a2 active documented",
        "09:10:00 a2 +lock documented",
        "09:20:00 a1 update 0 local applied documented",
        "09:20:00 a1 -island documented",
        "09:20:00 a2 +island documented",
        "09:30:00 a2 ended documented",
        "09:30:00 a2 dismissed documented",
        "09:30:00 a2 -lock documented",
        "09:30:00 a2 -island ours",
        "09:30:00 a0 +island documented",
        "10:00:00 a0 ended documented",
        "10:00:00 a0 dismissed documented",
        "10:00:00 a0 -lock documented",
        "10:00:00 a1 ended documented",
        "10:00:00 a1 dismissed documented",
        "10:00:00 a1 -lock documented",
        "10:00:00 a0 -island ours",
      ])
    #expect(plan.warnings.isEmpty)
    #expect(plan.assumptions.isEmpty)
  }

  /// A priority-10 push every 3 s from 10:00:03 to 12:00:00 (2,400 pushes), ended by the app
  /// at 12:00:30, against an assumed budget of 100 an hour (ours).
  ///
  /// By hand: push k (from 1) is at 10:00:00 + 3k s. Until 11:00:00 (k = 1,200) the hour
  /// ending at push k holds all k pushes; after, the hour ending at 3k holds those after
  /// 3k − 3600, k − 1,199 to k: 1,200. So push 101 (update 100, at 10:05:03) is the first
  /// over the budget, and every push from it on is: 2,300 marks. By clock hour from
  /// 10:00: 1,199 (k = 1 … 1,199), 1,200 (k = 1,200 … 2,399), 1 (k = 2,400 at 12:00:00).
  /// The busiest hour holds 1,200, first ending at 11:00:00. Staff: a push every 3 s
  /// uses up the budget quickly; the real budget is unpublished, so these are counts.
  @Test func aPushEveryThreeSecondsAtPriorityTenIsCountedAgainstAnAssumedBudget() throws {
    let ten = 10 * hour
    let pushes = (1...2400).map { update(ten + 3 * Double($0), high) }
    let request = activity(ten, updates: pushes, end: appEnd(12 * hour + 30, .immediate))
    let plan = try LiveActivityPlan(request, assumedHourlyPushBudget: 100)
    let all = rows(plan)
    #expect(
      Array(all.prefix(5)) == [
        "10:00:00 a0 active documented",
        "10:00:00 a0 +lock documented",
        "10:00:00 a0 +island documented",
        "10:00:03 a0 update 0 push10 applied documented",
        "10:00:06 a0 update 1 push10 applied documented",
      ])
    let marks = rows(plan, only: "over budget")
    #expect(marks.count == 2300)
    #expect(marks.first == "10:05:03 a0 over budget update 100 101/h ours")
    #expect(marks.contains("11:00:03 a0 over budget update 1200 1200/h ours"))
    #expect(all.contains { $0.hasPrefix("10:05:00 a0 over budget") } == false)
    #expect(
      Array(all.suffix(4)) == [
        "12:00:30 a0 ended documented",
        "12:00:30 a0 dismissed documented",
        "12:00:30 a0 -lock documented",
        "12:00:30 a0 -island ours",
      ])
    let counts = plan.pushCounts
    #expect(counts.highPriorityPushes == 2400)
    #expect(counts.lowPriorityShare == 0)
    #expect(counts.highPriorityPushesPerHour == [1199, 1200, 1])
    #expect(counts.busiestHourOfHighPriorityPushes == 1200)
    #expect(counts.busiestHourOfHighPriorityPushesEnd == d(11 * hour))
    #expect(counts.pushesOverAssumedBudget == 2300)
    #expect(
      plan.warnings == [
        .highPriorityPushesOverAssumedBudget(count: 1200, windowEnd: d(11 * hour), budget: 100)
      ])

    let unbudgeted = try LiveActivityPlan(request)
    #expect(rows(unbudgeted, only: "over budget").isEmpty)
    #expect(unbudgeted.pushCounts.pushesOverAssumedBudget == nil)
    #expect(unbudgeted.warnings.isEmpty)
  }
}
