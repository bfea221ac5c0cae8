import Foundation
import Testing
import TimelineCore
import TimelineTestSupport

/// Properties of docs/semantics.md, section "Widgets", held over timelines drawn from a
/// seeded generator: the same seed gives the same cases, so a failure can be replayed.
@Suite struct WidgetTimelinePlanPropertyTests {
  static let seeds: [UInt64] = [1, 2, 3, 0x5EED, 0xC0FFEE]

  /// A random timeline: 1 to 12 entries, some sharing a date, provided somewhere from
  /// before the first to after the last, with a random policy.
  static func randomTimeline(
    _ rng: inout SplitMix64
  ) -> (timeline: Timeline<WidgetTimelineEntry>, providedAt: Double) {
    var dates = [Double(Int.random(in: -1000...1000, using: &rng))]
    for _ in 0..<Int.random(in: 0...11, using: &rng) {
      let gap = Int.random(in: 0...5, using: &rng) == 0 ? 0 : Int.random(in: 1...600, using: &rng)
      dates.append(dates[dates.count - 1] + Double(gap))
    }
    let providedAt = Double(
      Int.random(in: Int(dates[0]) - 700...Int(dates[dates.count - 1]) + 700, using: &rng))
    let policy: TimelineReloadPolicy
    switch Int.random(in: 0...2, using: &rng) {
    case 0: policy = .atEnd
    case 1: policy = .never
    default:
      policy = .after(
        d(Double(Int.random(in: Int(providedAt) - 500...Int(dates.last!) + 1000, using: &rng))))
    }
    return (timeline(dates, policy), providedAt)
  }

  /// The eligible entry at any moment from the moment the timeline is provided is the
  /// latest entry dated at or before it (of two with one date, the later); before the
  /// first entry's date, none. The plan's answer is the last eligibility event at or
  /// before the moment.
  @Test(arguments: seeds)
  func theEligibleEntryIsTheLatestAtOrBeforeTheMoment(_ seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<200 {
      let (timeline, providedAt) = Self.randomTimeline(&rng)
      let plan = try WidgetTimelinePlan(timeline, providedAt: d(providedAt))
      let eligible = plan.events.compactMap { event -> (Double, Int)? in
        guard case .entryEligible(let entry) = event.kind else { return nil }
        return (event.date.timeIntervalSinceReferenceDate, entry)
      }
      #expect(eligible.allSatisfy { $0.0 >= providedAt }, "nothing shows before the timeline")
      // Each eligibility changes what shows: never two at one instant.
      #expect(zip(eligible, eligible.dropFirst()).allSatisfy { $0.0 < $1.0 })
      let dates = seconds(timeline.entries.map(\.date))
      var moments = dates.filter { $0 >= providedAt } + [providedAt]
      for _ in 0..<20 {
        moments.append(providedAt + Double(Int.random(in: 0...8000, using: &rng)))
      }
      for moment in moments {
        let shown = eligible.last { $0.0 <= moment }?.1
        let latest = dates.lastIndex { $0 <= moment }
        #expect(shown == latest, "provided at \(providedAt), entries \(dates), at \(moment)")
      }
    }
  }

  /// The dates of the policy's requests in a plan, at a known time or not.
  static func policyRequests(_ plan: WidgetTimelinePlan) -> [Double] {
    plan.events.filter {
      $0.kind == .reloadRequested(.policy) || $0.kind == .reloadRequested(.policyAtUnknownTime)
    }
    .map(\.date.timeIntervalSinceReferenceDate)
  }

  /// `.atEnd` asks once, at the last entry's date, or when the timeline is provided if
  /// that date has passed already; of a single entry, at a time the system picks (WWDC21:
  /// documented), the request dated there all the same.
  @Test(arguments: seeds)
  func atEndRequestsAtTheLastEntrysDate(_ seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<200 {
      let (random, providedAt) = Self.randomTimeline(&rng)
      let timeline = Timeline(entries: random.entries, policy: .atEnd)
      let plan = try WidgetTimelinePlan(timeline, providedAt: d(providedAt))
      let last = timeline.entries[timeline.entries.count - 1].date.timeIntervalSinceReferenceDate
      #expect(Self.policyRequests(plan) == [max(last, providedAt)])
      let unknown = plan.events.contains { $0.kind == .reloadRequested(.policyAtUnknownTime) }
      #expect(unknown == (timeline.entries.count == 1))
    }
  }

  /// `.after(d)` asks once, at d, or when the timeline is provided if d is not later.
  @Test(arguments: seeds)
  func afterRequestsAtItsDate(_ seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<200 {
      let (random, providedAt) = Self.randomTimeline(&rng)
      let after = providedAt + Double(Int.random(in: -3000...90000, using: &rng))
      let timeline = Timeline(entries: random.entries, policy: .after(d(after)))
      let plan = try WidgetTimelinePlan(timeline, providedAt: d(providedAt))
      #expect(Self.policyRequests(plan) == [max(after, providedAt)])
    }
  }

  /// `.never` never asks; the app's reloads are the only requests.
  @Test(arguments: seeds)
  func neverRequestsNothing(_ seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<200 {
      let (random, providedAt) = Self.randomTimeline(&rng)
      let timeline = Timeline(entries: random.entries, policy: .never)
      let plan = try WidgetTimelinePlan(timeline, providedAt: d(providedAt), budget: .staff)
      #expect(plan.events.allSatisfy { if case .reloadRequested = $0.kind { false } else { true } })
    }
  }

  /// The app's reloads: bursts of up to eight calls a few seconds apart, around random
  /// moments of three days, one in five free.
  static func randomReloads(from start: Double, _ rng: inout SplitMix64) -> [WidgetAppReload] {
    (0..<Int.random(in: 0...25, using: &rng)).flatMap { _ in
      let at = start + Double(Int.random(in: 0...(3 * 86400), using: &rng))
      return (0..<Int.random(in: 1...8, using: &rng)).map { call in
        WidgetAppReload(
          at: d(at + Double(call * Int.random(in: 0...5, using: &rng))),
          isFree: Int.random(in: 0...4, using: &rng) == 0)
      }
    }
  }

  static func randomBudget(_ rng: inout SplitMix64) -> WidgetReloadBudget {
    switch Int.random(in: 0...3, using: &rng) {
    case 0: .documented
    case 1: .staff
    default: .perDay(Int.random(in: 0...10, using: &rng))
    }
  }

  /// Holds a plan to its budget: any 24 hours hold at most the profile's number of
  /// counted grants, and a counted request is refused only when the 24 hours ending at it
  /// already hold that number (so the profile is not met by refusing too much).
  static func checkBudget(_ plan: WidgetTimelinePlan, _ budget: WidgetReloadBudget) {
    let limit = budget.grantedPerDay
    var grants: [Double] = []
    for event in plan.events {
      let at = event.date.timeIntervalSinceReferenceDate
      switch event.kind {
      case .reloadAssumedGranted(let counted?):
        grants.append(at)
        #expect(counted == grants.filter { $0 > at - 86400 }.count)
      case .reloadAssumedRefused:
        #expect(grants.filter { $0 > at - 86400 }.count == limit, "refused with room at \(at)")
      default: break
      }
    }
    for grant in grants {
      let inDay = grants.filter { $0 >= grant && $0 < grant + 86400 }.count
      #expect(inDay <= limit, "\(inDay) grants in the 24 hours from \(grant) under \(limit)")
    }
  }

  /// A budget profile never grants more than its number in any 24 hours: single
  /// timelines with bursts of app reloads.
  @Test(arguments: seeds)
  func aProfileNeverGrantsMoreThanItsNumberInADay(_ seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<100 {
      let (timeline, providedAt) = Self.randomTimeline(&rng)
      let budget = Self.randomBudget(&rng)
      let plan = try WidgetTimelinePlan(
        timeline, providedAt: d(providedAt),
        appReloads: Self.randomReloads(from: providedAt, &rng), budget: budget)
      Self.checkBudget(plan, budget)
    }
  }

  /// The same over three days of a provider rule, whose grants bring new timelines.
  @Test(arguments: seeds)
  func aProfileNeverGrantsMoreThanItsNumberInADayOfAProvider(_ seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<40 {
      let count = Int.random(in: 1...5, using: &rng)
      let policy: WidgetProviderPolicy =
        switch Int.random(in: 0...2, using: &rng) {
        case 0 where count > 1: .atEnd
        case 1: .never
        default: .after(Double(Int.random(in: 300...7200, using: &rng)))
        }
      let rule = WidgetProviderRule(
        entryCount: count, spacing: Double(Int.random(in: 60...1800, using: &rng)), policy: policy)
      let budget = Self.randomBudget(&rng)
      let plan = try WidgetTimelinePlan(
        provider: rule, from: d(0), until: d(3 * 86400),
        appReloads: Self.randomReloads(from: 0, &rng), budget: budget)
      #expect(!plan.isTruncated)
      Self.checkBudget(plan, budget)
    }
  }
}
