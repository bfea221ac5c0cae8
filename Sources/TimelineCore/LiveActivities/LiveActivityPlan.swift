#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What an app's Live Activities do over time: when each is pending, active, stale,
/// ended and dismissed, when it shows on the Lock Screen and which one holds the Dynamic
/// Island, which updates are applied and which ignored, and, against an hourly push
/// budget the user assumes, which pushes would fall over it.
///
/// Every event says on what authority it is placed (documented, staff, observed, or a
/// rule of ours); where the documentation is silent, ``assumptions`` says what the plan
/// assumed. Nothing here runs ActivityKit: throttling, when priority-5 pushes arrive,
/// the person's choices and how many activities may run at once are only known on the
/// device. The rules are set out in docs/semantics.md, section "Live Activities", and
/// in <doc:LiveActivities>.
///
/// ```swift
/// let nine = Date(timeIntervalSinceReferenceDate: 32_400)  // 2001-01-01T09:00:00Z
/// let plan = try LiveActivityPlan(
///   LiveActivityRequest(
///     start: .foreground(at: nine),
///     content: ActivityContent(state: LiveActivityPlainState(), staleDate: nil),
///     end: .app(at: nine + 1800, content: nil, dismissalPolicy: .immediate)))
/// Array(plan.events).map(\.kind)
/// // [.stateChanged(.active), .surfaceGained(.lockScreen), .surfaceGained(.dynamicIsland),
/// //  .stateChanged(.ended), .stateChanged(.dismissed), .surfaceLost(.lockScreen),
/// //  .surfaceLost(.dynamicIsland)]
/// Array(plan.events).map(\.date)  // 09:00 three times, then 09:30 four times
/// ```
public struct LiveActivityPlan: Sendable {
  let activities: [LiveActivityPlannedActivity]

  /// The priority-10 pushes an hour the plan assumes the system delivers, chosen by the
  /// user (ours); nil when the plan marks none.
  public let assumedHourlyPushBudget: Int?

  /// The plan of one activity.
  ///
  /// ```swift
  /// let start = Date(timeIntervalSinceReferenceDate: 0)
  /// let plan = try LiveActivityPlan(
  ///   LiveActivityRequest(
  ///     start: .foreground(at: start),
  ///     content: ActivityContent(state: LiveActivityPlainState(), staleDate: nil)))
  /// Array(plan.events).last?.date  // start + 12 hours: dismissed at the latest
  /// ```
  ///
  /// - Parameters:
  ///   - request: The activity's start, content, updates, end and removal.
  ///   - assumedHourlyPushBudget: An hourly budget of priority-10 pushes to mark the
  ///     pushes over; nil for none.
  /// - Throws: ``LiveActivityPlanError`` for input that cannot be planned.
  public init<State: LiveActivityContentState>(
    _ request: LiveActivityRequest<State>, assumedHourlyPushBudget: Int? = nil
  ) throws(LiveActivityPlanError) {
    try self.init([request], assumedHourlyPushBudget: assumedHourlyPushBudget)
  }

  /// The plan of several activities of one app, which share the Dynamic Island and the
  /// assumed push budget.
  ///
  /// ```swift
  /// let start = Date(timeIntervalSinceReferenceDate: 0)
  /// let plain = LiveActivityPlainState()
  /// let plan = try LiveActivityPlan([
  ///   LiveActivityRequest(
  ///     start: .foreground(at: start), content: ActivityContent(state: plain, staleDate: nil)),
  ///   LiveActivityRequest(
  ///     start: .foreground(at: start + 60),
  ///     content: ActivityContent(state: plain, staleDate: nil, relevanceScore: 10)),
  /// ])
  /// // At start + 60 the island passes to activity 1, whose score is higher.
  /// ```
  ///
  /// - Parameters:
  ///   - requests: The activities, each with its start, content, updates, end and removal.
  ///   - assumedHourlyPushBudget: An hourly budget of priority-10 pushes, over all the
  ///     activities, to mark the pushes over; nil for none.
  /// - Throws: ``LiveActivityPlanError`` for input that cannot be planned.
  public init<State: LiveActivityContentState>(
    _ requests: [LiveActivityRequest<State>], assumedHourlyPushBudget: Int? = nil
  ) throws(LiveActivityPlanError) {
    guard !requests.isEmpty else { throw .noActivities }
    if let budget = assumedHourlyPushBudget, budget < 0 { throw .negativeBudget(budget) }
    var activities: [LiveActivityPlannedActivity] = []
    activities.reserveCapacity(requests.count)
    for (index, request) in requests.enumerated() {
      activities.append(try LiveActivityPlannedActivity(request, index: index))
    }
    self.activities = activities
    self.assumedHourlyPushBudget = assumedHourlyPushBudget
  }

  /// The events, in time order, made as they are read: iterate over them, or collect
  /// them with `Array(plan.events)`.
  ///
  /// ```swift
  /// let ends = plan.events.filter { $0.kind == .stateChanged(.ended) }
  /// ```
  public var events: Events {
    Events(activities: activities, budget: assumedHourlyPushBudget)
  }

  /// Over which span each content is current while its activity shows, by activity,
  /// then in time order: from its start, its update or its end, until the next content
  /// or the dismissal. A request that starts nothing has none.
  ///
  /// ```swift
  /// plan.contentSpans.first?.content  // .initial
  /// ```
  public var contentSpans: [LiveActivityContentSpan] {
    activities.flatMap(LiveActivityContentSpan.spans(of:))
  }

  /// What the plan assumed where the documentation is silent, by activity.
  ///
  /// ```swift
  /// plan.assumptions.first?.source  // .ours
  /// ```
  public var assumptions: [LiveActivityAssumption] {
    activities.flatMap(LiveActivityAssumption.assumptions(of:))
  }

  /// The pushes and updates counted: no verdict, since the budget is not published.
  ///
  /// ```swift
  /// plan.pushCounts.highPriorityPushesPerHour  // [0] for a plan without pushes
  /// ```
  public var pushCounts: LiveActivityPushCounts {
    LiveActivityPushCounts(activities, budget: assumedHourlyPushBudget)
  }

  /// The pitfalls found: those of each activity, in the order of docs/semantics.md, "Live
  /// Activities", "Pitfalls", then those of the pushes of all the activities.
  ///
  /// ```swift
  /// plan.warnings.map(\.source)
  /// ```
  public var warnings: [LiveActivityPlanWarning] {
    activities.flatMap(LiveActivityPlanWarning.pitfalls(of:))
      + LiveActivityPlanWarning.pitfalls(of: pushCounts, budget: assumedHourlyPushBudget)
  }
}
