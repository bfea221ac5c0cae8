import Foundation
import Testing
import TimelineCore
import TimelineTestSupport

/// Properties every plan keeps, over plans of several activities with updates, pushes,
/// ends and removals drawn from a seeded generator.
@Suite struct LiveActivityPlanPropertyTests {
  /// A plan of 1 to 4 activities, from `seed`.
  private func plan(seed: UInt64) throws -> LiveActivityPlan {
    var random = SplitMix64(seed: seed)
    let requests = (0..<Int(random.next() % 4 + 1)).map { _ in
      let start = Double(random.next() % 7200)
      var date = start
      let updates = (0..<Int(random.next() % 30)).map { _ in
        date += Double(random.next() % 3600)
        let delivery: LiveActivityDelivery =
          switch random.next() % 3 {
          case 0: .local
          case 1: high
          default: low
          }
        return update(
          date, delivery,
          content(
            stale: random.next() % 2 == 0 ? date + Double(random.next() % 1800) : nil,
            relevance: Double(random.next() % 3)))
      }
      let end: LiveActivityEnd<LiveActivityPlainState>? =
        switch random.next() % 4 {
        case 0: nil
        case 1: appEnd(start + Double(random.next() % 40_000), .default)
        case 2: appEnd(start + Double(random.next() % 40_000), .after(d(start + 30_000)))
        default: pushEnd(start + Double(random.next() % 40_000), dismissal: start + 20_000)
        }
      let removal = random.next() % 5 == 0 ? start + Double(random.next() % 50_000) : nil
      return activity(
        start, content(stale: start + 600), updates: updates, end: end, removedAt: removal)
    }
    return try LiveActivityPlan(requests, assumedHourlyPushBudget: Int(random.next() % 5))
  }

  @Test(arguments: 0..<40)
  func eventsComeInDateOrder(_ seed: Int) throws {
    let dates = try plan(seed: UInt64(seed)).events.map(\.date)
    #expect(zip(dates, dates.dropFirst()).allSatisfy { $0 <= $1 })
  }

  /// Each activity goes through its states in ActivityKit's order (stale and active may
  /// alternate), ends once, is dismissed once, at most twelve hours after its start, and
  /// is on the island only while running.
  @Test(arguments: 0..<40)
  func eachActivityLivesAtMostTwelveHoursAndHoldsTheIslandOnlyWhileRunning(_ seed: Int) throws {
    let plan = try plan(seed: UInt64(seed))
    var started: [Int: Date] = [:]
    var ended: Set<Int> = []
    var onIsland: Set<Int> = []
    for event in plan.events {
      switch event.kind {
      case .stateChanged(.active) where started[event.activity] == nil:
        started[event.activity] = event.date
      case .stateChanged(.ended):
        #expect(ended.insert(event.activity).inserted)
      case .stateChanged(.dismissed):
        let start = try #require(started[event.activity])
        #expect(ended.contains(event.activity))
        #expect(event.date.timeIntervalSince(start) <= 12 * hour)
      case .surfaceGained(.dynamicIsland):
        #expect(onIsland.isEmpty)
        #expect(!ended.contains(event.activity))
        onIsland.insert(event.activity)
      case .surfaceLost(.dynamicIsland):
        #expect(onIsland.remove(event.activity) != nil)
      case .updateApplied:
        #expect(!ended.contains(event.activity))
      default:
        break
      }
    }
    #expect(onIsland.isEmpty)
    #expect(ended.count == started.count)
  }

  /// The events read twice are the same, and the budget marks agree with the counts.
  @Test(arguments: 0..<20)
  func theEventsAreTheSameEachTimeAndAgreeWithTheCounts(_ seed: Int) throws {
    let plan = try plan(seed: UInt64(seed))
    let events = Array(plan.events)
    #expect(events == Array(plan.events))
    let marks = events.filter { if case .pushOverAssumedBudget = $0.kind { true } else { false } }
    #expect(marks.count == plan.pushCounts.pushesOverAssumedBudget)
    let pushes = events.filter { event in
      switch event.kind {
      case .updateApplied(_, .push(.high, _)), .updateIgnored(_, .push(.high, _), _): true
      default: false
      }
    }
    #expect(pushes.count == plan.pushCounts.highPriorityPushes)
    #expect(plan.pushCounts.highPriorityPushesPerHour.reduce(0, +) == pushes.count)
  }
}
