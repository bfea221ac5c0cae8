#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension WidgetPlanWarning {
  /// The pitfalls of one timeline, in the order of docs/semantics.md, "Widgets",
  /// "Pitfalls".
  static func pitfalls(of timeline: WidgetPlannedTimeline) -> [WidgetPlanWarning] {
    var found: [WidgetPlanWarning] = []
    let index = timeline.index
    if timeline.dates.count == 1, timeline.policy == .atEnd {
      found.append(.singleEntryAtEnd(timeline: index))
    }
    if timeline.dates[0] > timeline.providedAt {
      found.append(
        .firstEntryAfterProvidedAt(
          timeline: index, firstEntry: timeline.dates[0], providedAt: timeline.providedAt))
    }
    if case .after(let date) = timeline.policy, date <= timeline.providedAt {
      found.append(
        .reloadDateNotAfterProvidedAt(
          timeline: index, reloadDate: date, providedAt: timeline.providedAt))
    }
    if timeline.dates.count > 400 {
      found.append(.manyEntries(timeline: index, count: timeline.dates.count))
    }
    let close = timeline.dates.indices.dropLast().filter {
      timeline.dates[$0 + 1].timeIntervalSince(timeline.dates[$0]) < 2
    }
    if let first = close.first {
      found.append(.entriesCloserThanTwoSeconds(timeline: index, pairs: close.count, entry: first))
    }
    return found
  }

  /// The pitfalls of the reload requests the budget counts (each timeline's policy and
  /// the app's counted reloads; not free reloads, not the plan's retries), in time order.
  static func pitfalls(
    ofRequests requests: [Date], budget: WidgetReloadBudget?
  ) -> [WidgetPlanWarning] {
    var found: [WidgetPlanWarning] = []
    if let budget, let (count, windowEnd) = busiestDay(of: requests),
      count > budget.grantedPerDay
    {
      found.append(.requestsOverBudget(count: count, windowEnd: windowEnd, budget: budget))
    }
    let close = requests.indices.dropLast().filter {
      requests[$0 + 1].timeIntervalSince(requests[$0]) < 15 * 60
    }
    if let first = close.first {
      found.append(
        .requestsCloserThanFifteenMinutes(
          pairs: close.count, first: requests[first], next: requests[first + 1]))
    }
    return found
  }

  /// The most requests any 24 hours hold, over the same sliding window as the budget's,
  /// and the first request that ends such a window.
  private static func busiestDay(of requests: [Date]) -> (count: Int, end: Date)? {
    var busiest: (count: Int, end: Date)?
    var start = 0
    for (position, date) in requests.enumerated() {
      while requests[start].addingTimeInterval(WidgetBudgetWindow.length) <= date { start += 1 }
      let count = position - start + 1
      if count > busiest?.count ?? 0 { busiest = (count, date) }
    }
    return busiest
  }
}
