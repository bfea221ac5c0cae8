#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LiveActivityPlanWarning {
  /// The staff's figure for push-to-starts in a short window (about ten).
  static let pushToStartsInAWindow = 10

  /// The pitfalls of one activity, in the order of the cases.
  static func pitfalls(of activity: LiveActivityPlannedActivity) -> [LiveActivityPlanWarning] {
    let index = activity.index
    switch activity.refusal {
    case .visibility: return [.startFromBackground(activity: index)]
    case .pushToStartWithoutAlert: return [.pushToStartWithoutAlert(activity: index)]
    case nil: break
    }
    var found: [LiveActivityPlanWarning] = []
    let late = activity.updates.filter { $0.date >= activity.end }
    if let first = late.first {
      found.append(.updatesAfterEnd(activity: index, count: late.count, first: first.date))
    }
    if let requested = requestedDismissal(of: activity),
      requested > activity.end.addingTimeInterval(ActivityUIDismissalPolicy.longestLinger)
    {
      found.append(
        .dismissalBeyondFourHours(
          activity: index, requested: requested,
          removedAt: activity.end.addingTimeInterval(ActivityUIDismissalPolicy.longestLinger),
          byPush: activity.endCause == .push(dismissalDate: requested)))
    }
    for span in LiveActivityContentSpan.spans(of: activity) {
      // A timer dated at or before its content's start counts up from the start: meant
      // as a stopwatch, not a countdown.
      guard case .timer(let date) = span.timerText, span.from < date, date < span.until else {
        continue
      }
      found.append(
        .timerCountsUpPastItsDate(
          activity: index, content: span.content, date: date, until: span.until,
          activityEnd: activity.end))
    }
    let close = activity.closeLocalUpdates
    if let first = close.first {
      found.append(
        .localUpdatesCloserThanFifteenSeconds(activity: index, pairs: close.pairs, first: first))
    }
    return found
  }

  /// The dismissal date the app's `.after(_:)` or a push asks for, if the end that asks
  /// for it is the one that ends the activity.
  private static func requestedDismissal(of activity: LiveActivityPlannedActivity) -> Date? {
    switch activity.endCause {
    case .app(.after(let date)), .push(let date?): date
    default: nil
    }
  }

  /// The pitfalls of the pushes of all the activities.
  static func pitfalls(
    of counts: LiveActivityPushCounts, budget: Int?
  ) -> [LiveActivityPlanWarning] {
    var found: [LiveActivityPlanWarning] = []
    if counts.busiestHourOfPushToStarts > pushToStartsInAWindow,
      let end = counts.busiestHourOfPushToStartsEnd
    {
      found.append(.manyPushToStarts(count: counts.busiestHourOfPushToStarts, windowEnd: end))
    }
    if let budget, counts.busiestHourOfHighPriorityPushes > budget,
      let end = counts.busiestHourOfHighPriorityPushesEnd
    {
      found.append(
        .highPriorityPushesOverAssumedBudget(
          count: counts.busiestHourOfHighPriorityPushes, windowEnd: end, budget: budget))
    }
    return found
  }
}
