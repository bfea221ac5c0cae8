#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A plan's pushes and updates, counted: counts, never verdicts, since the push budget
/// is not published and throttling is only known on the device (docs/semantics.md, "Live
/// Activities", "Budgets as counts").
///
/// Every push sent is counted, applied or not. An hour is a sliding window: a push at
/// t is in the hour of every moment from t until t + 1 h, excluded (ours).
///
/// ```swift
/// let counts = plan.pushCounts
/// counts.busiestHourOfHighPriorityPushes  // the most priority-10 pushes in any hour
/// counts.lowPriorityShare  // nil without pushes
/// ```
public struct LiveActivityPushCounts: Sendable, Hashable {
  /// The priority-10 pushes, over all activities.
  public var highPriorityPushes: Int

  /// The priority-5 pushes, over all activities.
  public var lowPriorityPushes: Int

  /// The priority-10 pushes in each hour from the plan's first request: element h
  /// counts those from h hours after it, included, to h + 1 hours, excluded; the
  /// last element is the last push's hour.
  public var highPriorityPushesPerHour: [Int]

  /// The most priority-10 pushes any hour holds.
  public var busiestHourOfHighPriorityPushes: Int

  /// The push that ends the first such hour; nil without priority-10 pushes.
  public var busiestHourOfHighPriorityPushesEnd: Date?

  /// The push-to-starts, with or without an alert.
  public var pushToStarts: Int

  /// The most push-to-starts any hour holds: an Apple engineer saw about ten in a short
  /// window refused (staff); the window's length is not published, the hour is ours.
  public var busiestHourOfPushToStarts: Int

  /// The push-to-start that ends the first such hour; nil without push-to-starts.
  public var busiestHourOfPushToStartsEnd: Date?

  /// The pairs of consecutive local updates of one activity less than 15 seconds apart:
  /// an Apple engineer called about one every 15 seconds fine (staff).
  public var localUpdatesCloserThanFifteenSeconds: Int

  /// The priority-10 pushes that are more than the assumed hourly budget in the hour
  /// ending at them; nil without a budget.
  public var pushesOverAssumedBudget: Int?

  /// The share of priority-5 pushes among all pushes, from 0 to 1; nil without pushes.
  ///
  /// ```swift
  /// // 3 priority-5 pushes and 1 priority-10 push:
  /// counts.lowPriorityShare  // 0.75
  /// ```
  public var lowPriorityShare: Double? {
    let all = highPriorityPushes + lowPriorityPushes
    return all == 0 ? nil : Double(lowPriorityPushes) / Double(all)
  }

  /// The counts of `activities`, with `budget` for the pushes over it.
  init(_ activities: [LiveActivityPlannedActivity], budget: Int?) {
    var high: [Date] = []
    var low = 0
    var starts: [Date] = []
    var close = 0
    for activity in activities {
      if case .pushToStart(let date, _) = activity.start { starts.append(date) }
      close += activity.closeLocalUpdates.pairs
      for update in activity.updates {
        switch update.delivery {
        case .push(.high, _): high.append(update.date)
        case .push(.low, _): low += 1
        case .local: break
        }
      }
    }
    // By date: the order of equal dates changes no count.
    high.sort()
    starts.sort()
    let origin = activities.map(\.start.requestDate).min()!
    var perHour = [0]
    for date in high {
      let hour = Int((date.timeIntervalSince(origin) / 3600).rounded(.down))
      if hour >= perHour.count { perHour += Array(repeating: 0, count: hour - perHour.count + 1) }
      perHour[hour] += 1
    }
    let busiest = Self.busiestHour(of: high)
    let busiestStarts = Self.busiestHour(of: starts)
    highPriorityPushes = high.count
    lowPriorityPushes = low
    highPriorityPushesPerHour = perHour
    busiestHourOfHighPriorityPushes = busiest.count
    busiestHourOfHighPriorityPushesEnd = busiest.end
    pushToStarts = starts.count
    busiestHourOfPushToStarts = busiestStarts.count
    busiestHourOfPushToStartsEnd = busiestStarts.end
    localUpdatesCloserThanFifteenSeconds = close
    pushesOverAssumedBudget = budget.map { budget in
      Self.hourCounts(of: high).filter { $0 > budget }.count
    }
  }

  /// For each date, in order, how many of `dates` (sorted) the hour ending at it holds,
  /// itself and those before it at its instant included.
  private static func hourCounts(of dates: [Date]) -> [Int] {
    var start = 0
    return dates.indices.map { position in
      while dates[start].addingTimeInterval(3600) <= dates[position] { start += 1 }
      return position - start + 1
    }
  }

  /// The most dates any hour holds, and the first date that ends such an hour.
  private static func busiestHour(of dates: [Date]) -> (count: Int, end: Date?) {
    var busiest: (count: Int, end: Date?) = (0, nil)
    for (position, count) in hourCounts(of: dates).enumerated() where count > busiest.count {
      busiest = (count, dates[position])
    }
    return busiest
  }
}
