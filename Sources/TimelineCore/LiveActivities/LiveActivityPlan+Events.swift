#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LiveActivityPlan {
  /// A plan's events, made one at a time as they are read.
  ///
  /// Each activity's own events are merged in time order (at one instant, by activity);
  /// after the last event of an instant comes the change of the Dynamic Island's holder,
  /// if any, and after each priority-10 push over the assumed budget, its mark
  /// (docs/semantics.md, "Live Activities", "Events at the same instant").
  ///
  /// ```swift
  /// for event in plan.events where event.kind == .stateChanged(.ended) {
  ///   print(event.date, event.activity, event.source)
  /// }
  /// ```
  ///
  /// - Complexity: Memory is constant in the plan's length: a few values per activity,
  ///   and the priority-10 pushes of the last hour when a budget is assumed. Each event
  ///   costs O(*k*) for *k* activities.
  public struct Events: Sequence, Sendable {
    let activities: [LiveActivityPlannedActivity]
    let budget: Int?

    /// An iterator from the plan's first event.
    public func makeIterator() -> Iterator {
      Iterator(activities.map(LiveActivityLifecycle.init), budget: budget)
    }

    /// Reads a plan's events in order.
    public struct Iterator: IteratorProtocol, Sendable {
      private var lifecycles: [LiveActivityLifecycle]
      /// The next event of each activity, once read.
      private var upcoming: [LiveActivityLifecycle.Emitted?]
      private var read: [Bool]
      /// What the island reads of each activity, as of the events given out.
      private var running: [Bool]
      private var relevance: [Double]
      private var queue: [LiveActivityPlanEvent] = []
      private var queueHead = 0
      private var islandHolder: Int?
      private let budget: Int?
      /// The priority-10 pushes of the hour ending at the last one, oldest first, from
      /// `pushesHead` on.
      private var pushes: [Date] = []
      private var pushesHead = 0

      init(_ lifecycles: [LiveActivityLifecycle], budget: Int?) {
        self.lifecycles = lifecycles
        self.upcoming = Array(repeating: nil, count: lifecycles.count)
        self.read = Array(repeating: false, count: lifecycles.count)
        self.running = Array(repeating: false, count: lifecycles.count)
        self.relevance = Array(repeating: 0, count: lifecycles.count)
        self.budget = budget
      }

      /// The next event, or nil once every activity is over.
      public mutating func next() -> LiveActivityPlanEvent? {
        if queueHead == queue.count {
          queue.removeAll(keepingCapacity: true)
          queueHead = 0
          guard let first = earliest() else { return nil }
          let event = take(first)
          queue.append(event)
          markOverBudget(event)
          // The island changes hands once an instant is over, not between its events.
          let following = earliest().flatMap { upcoming[$0]?.event.date }
          if following.map({ $0 > event.date }) ?? true { passIsland(at: event.date) }
        }
        queueHead += 1
        return queue[queueHead - 1]
      }

      /// The activity whose next event comes first; at one instant, the first activity.
      private mutating func earliest() -> Int? {
        var best: Int?
        for index in lifecycles.indices {
          if !read[index] {
            upcoming[index] = lifecycles[index].next()
            read[index] = true
          }
          guard let date = upcoming[index]?.event.date else { continue }
          if let best, upcoming[best]!.event.date <= date { continue }
          best = index
        }
        return best
      }

      private mutating func take(_ index: Int) -> LiveActivityPlanEvent {
        read[index] = false
        let emitted = upcoming[index]!
        running[index] = emitted.isRunning
        relevance[index] = emitted.relevance
        return emitted.event
      }

      /// After a priority-10 push, applied or not, its mark if the hour ending at it holds
      /// more of them than the budget ("Budgets", ours).
      private mutating func markOverBudget(_ event: LiveActivityPlanEvent) {
        guard let budget else { return }
        let update: Int
        switch event.kind {
        case .updateApplied(let index, .push(.high, _)),
          .updateIgnored(let index, .push(.high, _), _):
          update = index
        default:
          return
        }
        pushes.append(event.date)
        while pushes[pushesHead].addingTimeInterval(3600) <= event.date { pushesHead += 1 }
        if pushesHead > 1024, pushesHead * 2 > pushes.count {
          pushes.removeFirst(pushesHead)
          pushesHead = 0
        }
        let count = pushes.count - pushesHead
        if count > budget {
          queue.append(
            LiveActivityPlanEvent(
              date: event.date, activity: event.activity,
              kind: .pushOverAssumedBudget(update: update, countedInHour: count), source: .ours))
        }
      }

      /// At the end of an instant, the island passes to the running activity with the
      /// highest relevance score, the first started among equals, then the first given
      /// ("Dynamic Island", documented).
      private mutating func passIsland(at date: Date) {
        var holder: Int?
        for index in lifecycles.indices where running[index] {
          if let best = holder {
            if relevance[index] < relevance[best] { continue }
            if relevance[index] == relevance[best],
              lifecycles[index].startDate >= lifecycles[best].startDate
            {
              continue
            }
          }
          holder = index
        }
        guard holder != islandHolder else { return }
        if let old = islandHolder {
          // Not running any more: it has ended; else a higher score displaced it.
          let source = running[old] ? .documented : lifecycles[old].islandLossSource
          queue.append(
            LiveActivityPlanEvent(
              date: date, activity: old, kind: .surfaceLost(.dynamicIsland), source: source))
        }
        if let holder {
          queue.append(
            LiveActivityPlanEvent(
              date: date, activity: holder, kind: .surfaceGained(.dynamicIsland),
              source: .documented))
        }
        islandHolder = holder
      }
    }
  }
}
