import Foundation
import Testing
import TimelineCore

/// One test per rule of ../shared/LIVE-ACTIVITIES.md that a plan can know, named for the
/// rule, with its source. Expected rows are worked out from the rule (docs/semantics.md,
/// "Live Activities"); dates as in LiveActivityPlanScenarioTests.
@Suite struct LiveActivityRuleTests {
  // MARK: Lifetime and states

  /// [DLD] https://developer.apple.com/documentation/activitykit/displaying-live-data-with-live-activities :
  /// active at most eight hours; then the system ends it and removes it from the Dynamic
  /// Island at once; it stays on the Lock Screen four more hours: twelve at most.
  /// Observed (https://github.com/loopandlearn/LoopFollow/pull/659): the end arrives as
  /// `.ended`, `.dismissed` only later.
  @Test func theSystemEndsAnActivityAfterEightHoursAndRemovesItAfterTwelve() throws {
    let plan = try LiveActivityPlan(activity(0))
    #expect(
      rows(plan) == [
        "00:00:00 a0 active documented",
        "00:00:00 a0 +lock documented",
        "00:00:00 a0 +island documented",
        "08:00:00 a0 ended observed",
        "08:00:00 a0 -island documented",
        "12:00:00 a0 dismissed documented",
        "12:00:00 a0 -lock documented",
      ])
  }

  /// [DLD]: an app's end before the eighth hour comes first; an end asked for after it
  /// changes nothing (Activity/update(_:): updates after the end are ignored).
  @Test func anEndBeforeEightHoursIsTheAppsAndOneAfterIsIgnored() throws {
    let early = try LiveActivityPlan(activity(0, end: appEnd(7 * hour, .immediate)))
    #expect(rows(early, only: "ended") == ["07:00:00 a0 ended documented"])
    let late = try LiveActivityPlan(activity(0, end: appEnd(9 * hour, .immediate)))
    #expect(
      rows(late, only: "ended", "end ignored", "dismissed") == [
        "08:00:00 a0 ended observed", "09:00:00 a0 end ignored afterEnd documented",
        "12:00:00 a0 dismissed documented",
      ])
  }

  /// https://developer.apple.com/documentation/activitykit/activity : an app starts an
  /// activity only in the foreground, through a LiveActivityIntent or a push-to-start; a
  /// request from the background throws `visibility` and starts nothing, so its updates
  /// and end change nothing.
  @Test func aRequestFromTheBackgroundThrowsVisibilityAndStartsNothing() throws {
    let plan = try LiveActivityPlan(
      LiveActivityRequest(
        start: .background(at: d(0)), content: content(), updates: [update(60)],
        end: appEnd(120, .default)))
    #expect(
      rows(plan) == [
        "00:00:00 a0 refused visibility documented",
        "00:01:00 a0 update 0 local ignored notStarted documented",
        "00:02:00 a0 end ignored notStarted documented",
      ])
    #expect(plan.warnings == [.startFromBackground(activity: 0)])
    #expect(plan.contentSpans.isEmpty)
  }

  /// https://developer.apple.com/documentation/activitykit/activity : an intent and a
  /// push-to-start with an alert start an activity like the app in the foreground.
  @Test(arguments: [
    LiveActivityStart.intent(at: d(0)), .pushToStart(at: d(0), alert: true),
  ])
  func anIntentOrAPushToStartWithAnAlertStartsTheActivity(_ start: LiveActivityStart) throws {
    let plan = try LiveActivityPlan(LiveActivityRequest(start: start, content: content()))
    #expect(rows(plan).first == "00:00:00 a0 active documented")
    #expect(plan.warnings.isEmpty)
  }

  /// The same, with an update and the end at one instant: the update comes first, as
  /// for an activity that starts ("Events at the same instant", ours).
  @Test func aRefusedRequestIgnoresAnUpdateBeforeAnEndAtTheSameInstant() throws {
    let plan = try LiveActivityPlan(
      LiveActivityRequest(
        start: .background(at: d(0)), content: content(), updates: [update(60)],
        end: appEnd(60, .default)))
    #expect(
      rows(plan) == [
        "00:00:00 a0 refused visibility documented",
        "00:01:00 a0 update 0 local ignored notStarted documented",
        "00:01:00 a0 end ignored notStarted documented",
      ])
  }

  /// [PUSH] https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications :
  /// push-to-start needs an alert. What happens without one is not said: it starts
  /// nothing (ours), and the warning rests on the documented requirement.
  @Test func aPushToStartWithoutAnAlertIsWarnedAndAssumedToStartNothing() throws {
    let plan = try LiveActivityPlan(
      LiveActivityRequest(start: .pushToStart(at: d(0), alert: false), content: content()))
    #expect(rows(plan) == ["00:00:00 a0 refused pushToStartWithoutAlert ours"])
    #expect(plan.warnings == [.pushToStartWithoutAlert(activity: 0)])
    #expect(plan.warnings[0].source == .documented)
    #expect(plan.assumptions == [.pushToStartWithoutAlertStartsNothing(activity: 0)])
  }

  /// https://developer.apple.com/documentation/activitykit/activitystate : a scheduled
  /// activity is `pending` until its start (iOS 26).
  @Test func aScheduledActivityIsPendingUntilItsStart() throws {
    let plan = try LiveActivityPlan(
      LiveActivityRequest(
        start: .scheduled(requestedAt: d(0), start: d(hour)), content: content(),
        end: appEnd(2 * hour, .immediate)))
    #expect(
      rows(plan, only: "pending", "active", "ended") == [
        "00:00:00 a0 pending documented", "01:00:00 a0 active documented",
        "02:00:00 a0 ended documented",
      ])
  }

  /// [DLD]: the app may end an activity at any time, even the instant it starts.
  @Test func anEndAtTheStartEndsTheActivityAtOnce() throws {
    let plan = try LiveActivityPlan(activity(0, end: appEnd(0, .immediate)))
    #expect(
      rows(plan) == [
        "00:00:00 a0 active documented",
        "00:00:00 a0 +lock documented",
        "00:00:00 a0 ended documented",
        "00:00:00 a0 dismissed documented",
        "00:00:00 a0 -lock documented",
      ])
  }

  /// [DLD]: the person can remove an activity at any time: it ends and is dismissed.
  @Test func thePersonsRemovalEndsAndDismissesAtOnce() throws {
    let plan = try LiveActivityPlan(activity(0, updates: [update(2 * hour)], removedAt: hour))
    #expect(
      rows(plan) == [
        "00:00:00 a0 active documented",
        "00:00:00 a0 +lock documented",
        "00:00:00 a0 +island documented",
        "01:00:00 a0 ended documented",
        "01:00:00 a0 dismissed documented",
        "01:00:00 a0 -lock documented",
        "01:00:00 a0 -island ours",
        "02:00:00 a0 update 0 local ignored afterEnd documented",
      ])
    #expect(plan.assumptions.isEmpty)
  }

  /// ActivityUIDismissalPolicy.default
  /// (https://developer.apple.com/documentation/activitykit/activityuidismissalpolicy/default):
  /// an ended activity stays up to four hours, or until the person removes it.
  @Test func thePersonsRemovalOfAnEndedActivityDismissesItThen() throws {
    let plan = try LiveActivityPlan(activity(0, end: appEnd(hour, .default), removedAt: 2 * hour))
    #expect(rows(plan, only: "dismissed") == ["02:00:00 a0 dismissed documented"])
  }

  // MARK: Content

  /// https://developer.apple.com/documentation/activitykit/activitycontent/staledate : at
  /// the stale date the state becomes `.stale`.
  @Test func theStaleDateTurnsTheActivityStale() throws {
    let plan = try LiveActivityPlan(activity(0, content(stale: 900), end: appEnd(hour, .immediate)))
    #expect(
      rows(plan, only: "stale", "ended") == [
        "00:15:00 a0 stale documented", "01:00:00 a0 ended documented",
      ])
  }

  /// [DLD], [PUSH]: each update may move the stale date. An update before the stale date
  /// puts it off; an update of a stale activity with a stale date still to come makes it
  /// active again (ours: the documentation only says the date moves).
  @Test func anUpdateMovesTheStaleDate() throws {
    let plan = try LiveActivityPlan(
      activity(
        0, content(stale: 900),
        updates: [
          update(600, .local, content(stale: 1800)), update(2400, .local, content(stale: 3000)),
        ],
        end: appEnd(hour, .immediate)))
    #expect(
      rows(plan, only: "stale", "active", "update") == [
        "00:00:00 a0 active documented",
        "00:10:00 a0 update 0 local applied documented",
        "00:30:00 a0 stale documented",
        "00:40:00 a0 update 1 local applied documented",
        "00:40:00 a0 active ours",
        "00:50:00 a0 stale documented",
      ])
  }

  /// https://developer.apple.com/documentation/activitykit/activitycontent/relevancescore :
  /// the highest score among the app's activities gets the Dynamic Island; equal scores,
  /// the one started first.
  @Test func theHighestRelevanceHoldsTheIslandAndTiesGoToTheFirstStarted() throws {
    let plan = try LiveActivityPlan([
      activity(60, content(relevance: 1)), activity(0, content(relevance: 1)),
      activity(120, content(relevance: 2)),
    ])
    #expect(
      rows(plan, only: "+island", "-island").prefix(4) == [
        "00:00:00 a1 +island documented",
        "00:02:00 a1 -island documented",
        "00:02:00 a2 +island documented",
        "08:02:00 a2 -island documented",
      ])
  }

  /// [DLD]: static and dynamic data together take at most 4 KB.
  @Test func contentOverFourKilobytesIsRefused() throws {
    #expect(
      throws: LiveActivityPlanError.contentTooLarge(activity: 0, content: .update(0), bytes: 4097)
    ) {
      try LiveActivityPlan(activity(0, updates: [update(1, .local, content(bytes: 4097))]))
    }
    _ = try LiveActivityPlan(activity(0, content(bytes: 4096)))
  }

  // MARK: Ending and dismissal

  /// https://developer.apple.com/documentation/activitykit/activityuidismissalpolicy :
  /// `.default` up to four hours after the end, `.immediate` at once, `.after(date)` at
  /// the date or four hours after the end, whichever comes first; a date at or before
  /// the end, at once.
  @Test(arguments: [
    (ActivityUIDismissalPolicy.default, 5 * hour),
    (.immediate, hour),
    (.after(d(2 * hour)), 2 * hour),
    (.after(d(9 * hour)), 5 * hour),
    (.after(d(0)), hour),
  ])
  func eachDismissalPolicyRemovesTheEndedActivityAtItsDate(
    _ policy: ActivityUIDismissalPolicy, _ dismissed: Double
  ) throws {
    let plan = try LiveActivityPlan(activity(0, end: appEnd(hour, policy)))
    #expect(rows(plan, only: "dismissed") == ["\(clock(d(dismissed))) a0 dismissed documented"])
  }

  /// [PUSH]: a push `event: end` may carry a `dismissal-date`; none is the default four
  /// hours, one in the past dismisses at once. One past four hours is cut to them (ours:
  /// the four-hour window is documented for the policy) and warned about.
  @Test(arguments: [
    (Double?.none, 5 * hour, "documented"), (0.5 * hour, hour, "documented"),
    (3 * hour, 3 * hour, "documented"), (7 * hour, 5 * hour, "ours"),
  ])
  func aPushEndDismissesAtItsDismissalDate(
    _ dismissal: Double?, _ dismissed: Double, _ source: String
  ) throws {
    let plan = try LiveActivityPlan(activity(0, end: pushEnd(hour, dismissal: dismissal)))
    #expect(rows(plan, only: "dismissed") == ["\(clock(d(dismissed))) a0 dismissed \(source)"])
    let cut = dismissal.map { $0 > 5 * hour } ?? false
    #expect(
      plan.warnings.contains(
        .dismissalBeyondFourHours(
          activity: 0, requested: d(7 * hour), removedAt: d(5 * hour), byPush: true)) == cut)
  }

  /// https://developer.apple.com/documentation/activitykit/activity/update(_:) , [PUSH]:
  /// updates and pushes after the end are ignored; the ended activity keeps its final
  /// content.
  @Test func updatesAfterTheEndAreIgnored() throws {
    let plan = try LiveActivityPlan(
      activity(
        0, updates: [update(hour), update(2 * hour, high), update(3 * hour)],
        end: appEnd(2 * hour, .default, content())))
    #expect(
      rows(plan, only: "update", "ended", "final") == [
        "01:00:00 a0 update 0 local applied documented",
        "02:00:00 a0 ended documented",
        "02:00:00 a0 final content documented",
        "02:00:00 a0 update 1 push10 ignored afterEnd documented",
        "03:00:00 a0 update 2 local ignored afterEnd documented",
      ])
    #expect(plan.warnings == [.updatesAfterEnd(activity: 0, count: 2, first: d(2 * hour))])
    #expect(plan.contentSpans.map(\.content) == [.initial, .update(0), .final])
  }

  // MARK: Updates

  /// [PUSH]: priority 10 counts against the hourly budget, priority 5 does not and comes
  /// when the system sees fit: it is applied when sent, assumed (ours).
  @Test func priorityTenPushesAreCountedAndPriorityFiveIsTheirShare() throws {
    let plan = try LiveActivityPlan(
      activity(0, updates: [update(10, high), update(20, low), update(30, low), update(40, low)]))
    #expect(
      rows(plan, only: "update") == [
        "00:00:10 a0 update 0 push10 applied documented",
        "00:00:20 a0 update 1 push5 applied ours",
        "00:00:30 a0 update 2 push5 applied ours",
        "00:00:40 a0 update 3 push5 applied ours",
      ])
    #expect(plan.pushCounts.highPriorityPushes == 1)
    #expect(plan.pushCounts.lowPriorityPushes == 3)
    #expect(plan.pushCounts.lowPriorityShare == 0.75)
    #expect(plan.assumptions.contains(.lowPriorityPushesAppliedWhenSent(activity: 0)))
  }

  /// Staff (https://developer.apple.com/forums/thread/756586): very frequent local updates
  /// are dropped; about one every 15 s is fine. Pairs closer than 15 s are counted; 15 s
  /// apart is not.
  @Test func localUpdatesCloserThanFifteenSecondsAreCounted() throws {
    let plan = try LiveActivityPlan(
      activity(0, updates: [update(100), update(110), update(125), update(130), update(130, high)]))
    #expect(plan.pushCounts.localUpdatesCloserThanFifteenSeconds == 2)
    #expect(
      plan.warnings == [.localUpdatesCloserThanFifteenSeconds(activity: 0, pairs: 2, first: d(100))]
    )
    #expect(plan.warnings[0].source == .staff)
  }

  /// Staff (https://developer.apple.com/forums/thread/799505): about ten push-to-starts in
  /// a short window, then "budget exceeded". Eleven within an hour (the window is ours)
  /// are warned about; ten are not.
  @Test(arguments: [10, 11])
  func manyPushToStartsInAnHourAreWarned(_ count: Int) throws {
    let requests = (0..<count).map { index in
      LiveActivityRequest(
        start: .pushToStart(at: d(Double(index) * 60), alert: true), content: content())
    }
    let plan = try LiveActivityPlan(requests)
    #expect(plan.pushCounts.busiestHourOfPushToStarts == count)
    let warned = LiveActivityPlanWarning.manyPushToStarts(count: 11, windowEnd: d(600))
    #expect(plan.warnings == (count > 10 ? [warned] : []))
  }

  // MARK: Time inside the view

  /// [DYN] https://developer.apple.com/documentation/widgetkit/displaying-dynamic-dates :
  /// `Text(date, style: .timer)` counts up past its date. Shown while still active, the
  /// warning says so; a timer dated at its content's start is a stopwatch, not warned.
  @Test func aTimerPassingItsDateWhileActiveIsWarned() throws {
    let plan = try LiveActivityPlan(
      activity(
        0, content(timer: .timer(d(600))),
        updates: [update(1200, .local, content(timer: .timer(d(1200))))],
        end: appEnd(hour, .immediate)))
    let warning = LiveActivityPlanWarning.timerCountsUpPastItsDate(
      activity: 0, content: .initial, date: d(600), until: d(1200), activityEnd: d(hour))
    #expect(plan.warnings == [warning])
    #expect(warning.description.contains("(active), and counts up for 10 min, until"))
  }

  /// https://developer.apple.com/documentation/swiftui/text/init(timerinterval:pausetime:countsdown:showshours:) :
  /// a timer interval counts within its range; with a pause time it stands still from
  /// then on.
  @Test func aPausedTimerIntervalStopsChangingAtItsPauseTime() {
    let paused = ActivityTimerText.timerInterval(d(0)...d(60), pauseTime: d(3))
    #expect(seconds(paused.updates(from: d(0), until: d(60))) == [0, 1, 2, 3])
    #expect(seconds(paused.updates(from: d(10), until: d(60))) == [10])
  }
}
