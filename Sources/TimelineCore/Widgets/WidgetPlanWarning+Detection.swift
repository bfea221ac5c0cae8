#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension WidgetPlanWarning {
  /// About 5 minutes: the spacing keeping-a-widget-up-to-date asks of entries, below which
  /// entries and counted requests are warned about (docs/semantics.md, "Pitfalls").
  static let minimumSpacing: TimeInterval = 5 * 60

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
    let nearby = timeline.dates.indices.dropLast().filter {
      timeline.dates[$0 + 1].timeIntervalSince(timeline.dates[$0])
        < WidgetPlanWarning.minimumSpacing
    }
    if let first = nearby.first {
      found.append(
        .entriesCloserThanFiveMinutes(timeline: index, pairs: nearby.count, entry: first))
    }
    return found
  }
}

/// The pitfalls of the reload requests the budget counts (each timeline's policy and the
/// app's counted reloads; not free reloads, not the plan's retries), found as the requests
/// come, in time order, so that a plan of any length is checked in the same memory.
struct WidgetRequestPitfalls {
  private let budget: WidgetReloadBudget?
  /// The requests of the last 24 hours, over the same sliding window as the budget's;
  /// those before `dayStart` have left it.
  private var day: [Date] = []
  private var dayStart = 0
  /// The most requests any 24 hours held so far, and the first request that ended such
  /// a window.
  private var busiest: (count: Int, end: Date)?
  private var previous: Date?
  /// The pairs of requests closer than 15 minutes, and the first of them.
  private var closePairs = 0
  private var firstClosePair: (first: Date, next: Date)?
  /// The pairs of requests closer than 5 minutes, and the first of them.
  private var nearbyPairs = 0
  private var firstNearbyPair: (first: Date, next: Date)?

  init(budget: WidgetReloadBudget?) {
    self.budget = budget
  }

  /// Counts the request at `date`, which is not before the one counted last.
  mutating func add(_ date: Date) {
    if budget != nil {
      while day[dayStart...].first.map({ $0.addingTimeInterval(WidgetBudgetWindow.length) <= date })
        ?? false
      {
        dayStart += 1
      }
      // Drop what has left the window once it is most of the array.
      if dayStart > 64, dayStart * 2 > day.count {
        day.removeFirst(dayStart)
        dayStart = 0
      }
      day.append(date)
      let count = day.count - dayStart
      if count > busiest?.count ?? 0 { busiest = (count, date) }
    }
    if let previous, date.timeIntervalSince(previous) < 15 * 60 {
      closePairs += 1
      if firstClosePair == nil { firstClosePair = (previous, date) }
    }
    if let previous, date.timeIntervalSince(previous) < WidgetPlanWarning.minimumSpacing {
      nearbyPairs += 1
      if firstNearbyPair == nil { firstNearbyPair = (previous, date) }
    }
    previous = date
  }

  /// The pitfalls of the requests counted so far, in the order of docs/semantics.md,
  /// "Widgets", "Pitfalls".
  var warnings: [WidgetPlanWarning] {
    var found: [WidgetPlanWarning] = []
    if let budget, let busiest, busiest.count > budget.grantedPerDay {
      found.append(
        .requestsOverBudget(count: busiest.count, windowEnd: busiest.end, budget: budget))
    }
    if let firstNearbyPair {
      found.append(
        .requestsCloserThanFiveMinutes(
          pairs: nearbyPairs, first: firstNearbyPair.first, next: firstNearbyPair.next))
    }
    if let firstClosePair {
      found.append(
        .requestsCloserThanFifteenMinutes(
          pairs: closePairs, first: firstClosePair.first, next: firstClosePair.next))
    }
    return found
  }
}
