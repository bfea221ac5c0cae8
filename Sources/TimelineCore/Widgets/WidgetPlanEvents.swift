#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A widget's plan, made one event at a time: what ``WidgetTimelinePlan`` holds whole,
/// in memory that does not grow with the plan's length.
///
/// Ask for events with ``next()`` until it returns nil; ``warnings`` are then complete.
/// The events, warnings and verdicts are exactly the plan's: ``WidgetTimelinePlan`` is
/// made by keeping every event this gives. Use it to write a long plan as it is made,
/// as `tlsched widget` does.
///
/// ```swift
/// let start = Date(timeIntervalSinceReferenceDate: 0)
/// var events = try WidgetPlanEvents(
///   provider: WidgetProviderRule(entryCount: 1, spacing: 0, policy: .after(1)),
///   from: start, until: start + 3600)
/// var count = 0
/// while try events.next() != nil { count += 1 }
/// count  // 10_802: the first timeline and its entry, then each second a request, the
/// //       timeline it brings and that timeline's entry
/// ```
///
/// - Complexity: Each event takes amortized O(1) time beyond its timeline's own (a
///   timeline's events are sorted when it becomes current); memory holds the current
///   timeline, the given timelines and app reloads, and a day's counted requests.
public struct WidgetPlanEvents {
  private var planner: WidgetPlanner
  private let timelinePitfalls: [WidgetPlanWarning]

  /// The budget profile the verdicts assume; nil when the plan gives no verdicts.
  public let budget: WidgetReloadBudget?

  /// The events of several timelines, each current from the moment it is provided until
  /// the next one is, with the app's reloads: those of
  /// ``WidgetTimelinePlan/init(timelines:appReloads:budget:until:eventLimit:)``.
  ///
  /// - Throws: ``WidgetTimelineError`` for input that cannot be planned.
  public init<Entry: TimelineEntry>(
    timelines: [WidgetProvidedTimeline<Entry>], appReloads: [WidgetAppReload] = [],
    budget: WidgetReloadBudget? = nil, until: Date? = nil,
    eventLimit: Int = WidgetTimelinePlan.defaultEventLimit
  ) throws(WidgetTimelineError) {
    var planned: [WidgetPlannedTimeline] = []
    for (index, provided) in timelines.enumerated() {
      let timeline = try WidgetPlannedTimeline(
        provided.timeline, providedAt: provided.providedAt, index: index)
      if let previous = planned.last, timeline.providedAt < previous.providedAt {
        throw .timelinesOutOfOrder(timeline: index)
      }
      planned.append(timeline)
    }
    guard let first = planned.first else { throw .noTimelines }
    try Self.check(
      start: first.providedAt, until: until, appReloads: appReloads, budget: budget,
      eventLimit: eventLimit)
    planner = WidgetPlanner(
      first: first, then: .given(planned), appReloads: appReloads, budget: budget,
      until: until, eventLimit: eventLimit)
    timelinePitfalls = planned.flatMap(WidgetPlanWarning.pitfalls(of:))
    self.budget = budget
  }

  /// The events of a provider that answers every reload by `provider`'s rule, from a
  /// first timeline at `start` until `end`: those of
  /// ``WidgetTimelinePlan/init(provider:from:until:appReloads:budget:eventLimit:)``.
  ///
  /// - Throws: ``WidgetTimelineError`` for input that cannot be planned.
  public init(
    provider: WidgetProviderRule, from start: Date, until end: Date,
    appReloads: [WidgetAppReload] = [], budget: WidgetReloadBudget? = nil,
    eventLimit: Int = WidgetTimelinePlan.defaultEventLimit
  ) throws(WidgetTimelineError) {
    // docs/semantics.md, "Widgets", "Timelines" (a rule reloading at once is refused; a
    // single entry with .atEnd is not: its request is of unknown time) and "What the plan
    // refuses".
    guard eventLimit >= 1 else { throw .eventLimitNotPositive(eventLimit) }
    guard (1...eventLimit).contains(provider.entryCount) else {
      throw .providerEntryCountOutOfRange(count: provider.entryCount, limit: eventLimit)
    }
    if provider.entryCount > 1, !(provider.spacing.isFinite && provider.spacing > 0) {
      throw .providerSpacingInvalid
    }
    switch provider.policy {
    case .after(let seconds) where !seconds.isFinite: throw .providerIntervalNotFinite
    case .after(let seconds) where seconds <= 0: throw .providerReloadsAtOnce
    default: break
    }
    let first = try WidgetPlannedTimeline(
      provider.timeline(providedAt: start), providedAt: start, index: 0)
    try Self.check(
      start: start, until: end, appReloads: appReloads, budget: budget, eventLimit: eventLimit)
    planner = WidgetPlanner(
      first: first, then: .provider(provider), appReloads: appReloads, budget: budget,
      until: end, eventLimit: eventLimit)
    // Every timeline of the rule has the same shape: its pitfalls are the first one's.
    timelinePitfalls = WidgetPlanWarning.pitfalls(of: first)
    self.budget = budget
  }

  /// The next event, in time order (at one instant, in the order docs/semantics.md
  /// gives), or nil after the last.
  ///
  /// - Throws: ``WidgetTimelineError`` when a provider's timeline cannot be planned.
  public mutating func next() throws(WidgetTimelineError) -> WidgetPlanEvent? {
    try planner.next()
  }

  /// The pitfalls found so far: per timeline first, in the order the timelines were
  /// given, then those of the reload requests planned so far. Complete once ``next()``
  /// has returned nil.
  public var warnings: [WidgetPlanWarning] {
    timelinePitfalls + planner.requestPitfalls.warnings
  }

  /// Whether the plan stopped at its event limit with events still to come.
  public var isTruncated: Bool { planner.isTruncated }

  /// The checks every plan shares ("What the plan refuses").
  private static func check(
    start: Date, until: Date?, appReloads: [WidgetAppReload], budget: WidgetReloadBudget?,
    eventLimit: Int
  ) throws(WidgetTimelineError) {
    if let until {
      guard until.timeIntervalSinceReferenceDate.isFinite else { throw .nonFiniteUntil }
      guard until >= start else { throw .untilBeforeStart }
    }
    for (index, reload) in appReloads.enumerated() {
      guard reload.date.timeIntervalSinceReferenceDate.isFinite else {
        throw .nonFiniteAppReloadDate(index: index)
      }
      guard reload.date >= start else { throw .appReloadBeforeStart(index: index) }
      if let end = reload.leavesForegroundAt {
        guard end.timeIntervalSinceReferenceDate.isFinite else {
          throw .nonFiniteAppReloadDate(index: index)
        }
        guard end >= reload.date else { throw .foregroundEndsBeforeReload(index: index) }
      }
    }
    if let budget, budget.grantedPerDay < 0 { throw .negativeBudget(budget.grantedPerDay) }
    guard eventLimit >= 1 else { throw .eventLimitNotPositive(eventLimit) }
  }
}
