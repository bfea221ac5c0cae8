#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a widget's timelines do over time: when each entry may show, when reloads are
/// asked for, when relevance windows open and close, and, under a budget profile the
/// user picks, whether each reload is assumed granted.
///
/// Every event says on what authority it is placed (documented, staff, observed, or a
/// rule of ours); the verdicts on reloads are always assumptions, since only the device
/// knows them. The rules are set out in docs/semantics.md, section "Widgets", and in
/// <doc:WidgetTimelines>.
///
/// ```swift
/// let nine = Date(timeIntervalSinceReferenceDate: 32_400)  // 2001-01-01T09:00:00Z
/// let timeline = Timeline(
///   entries: [0, 1800, 3600].map { WidgetTimelineEntry(date: nine + $0) }, policy: .atEnd)
/// let plan = try WidgetTimelinePlan(timeline, providedAt: nine, budget: .staff)
/// plan.events.map(\.kind)
/// // [.timelineProvided, .entryEligible(entry: 0), .entryEligible(entry: 1),
/// //  .entryEligible(entry: 2), .reloadRequested(.policy),
/// //  .reloadAssumedGranted(countedInWindow: 1)]
/// plan.events.map(\.date)  // 09:00, 09:00, 09:30, 10:00, 10:00, 10:00
/// plan.events.map(\.source)  // .documented five times, then .ours for the verdict
/// ```
public struct WidgetTimelinePlan: Sendable, Equatable {
  /// The events, in time order; at one instant, in the order docs/semantics.md gives.
  public let events: [WidgetPlanEvent]

  /// The pitfalls found: per timeline first, in the order the timelines were given,
  /// then those of the reload requests.
  public let warnings: [WidgetPlanWarning]

  /// The budget profile the verdicts assume; nil when the plan gives no verdicts.
  public let budget: WidgetReloadBudget?

  /// Whether the plan stopped at its event limit with events still to come.
  public let isTruncated: Bool

  /// The most events a plan holds unless told otherwise: enough for a day of entries a
  /// second apart, each with a relevance window, and small enough to keep in memory.
  public static let defaultEventLimit = 300_000

  /// The plan of one timeline provided at `providedAt`, with the app's reloads.
  ///
  /// After a granted reload the timeline's own events go on, since the timeline the
  /// provider would return is unknown; plan a day with
  /// ``init(timelines:appReloads:budget:until:eventLimit:)`` or
  /// ``init(provider:from:until:appReloads:budget:eventLimit:)`` to follow it.
  ///
  /// ```swift
  /// let start = Date(timeIntervalSinceReferenceDate: 0)
  /// let plan = try WidgetTimelinePlan(
  ///   Timeline(entries: [WidgetTimelineEntry(date: start)], policy: .after(start + 900)),
  ///   providedAt: start)
  /// plan.events.last?.kind  // .reloadRequested(.policy), at start + 900
  /// ```
  ///
  /// - Parameters:
  ///   - timeline: The timeline, with entries in date order.
  ///   - providedAt: When the provider handed it over.
  ///   - appReloads: The reloads the app asks for, in any order; none before `providedAt`.
  ///   - budget: The profile the verdicts assume; nil for no verdicts.
  ///   - eventLimit: The most events to plan.
  /// - Throws: ``WidgetTimelineError`` for input that cannot be planned.
  public init<Entry: TimelineEntry>(
    _ timeline: Timeline<Entry>, providedAt: Date, appReloads: [WidgetAppReload] = [],
    budget: WidgetReloadBudget? = nil, eventLimit: Int = defaultEventLimit
  ) throws(WidgetTimelineError) {
    try self.init(
      timelines: [WidgetProvidedTimeline(providedAt: providedAt, timeline: timeline)],
      appReloads: appReloads, budget: budget, eventLimit: eventLimit)
  }

  /// The plan of several timelines, each current from the moment it is provided until
  /// the next one is, with the app's reloads.
  ///
  /// The timelines are what the provider returned; the verdicts say whether the budget
  /// would have granted the requests, and do not bring timelines of their own.
  ///
  /// ```swift
  /// let day = Date(timeIntervalSinceReferenceDate: 0)
  /// let timelines = [0.0, 3600].map { hour in
  ///   WidgetProvidedTimeline(
  ///     providedAt: day + hour,
  ///     timeline: Timeline(entries: [WidgetTimelineEntry(date: day + hour)], policy: .never))
  /// }
  /// let plan = try WidgetTimelinePlan(timelines: timelines, until: day + 86_400)
  /// plan.events.filter { $0.kind == .timelineProvided }.count  // 2
  /// ```
  ///
  /// - Parameters:
  ///   - timelines: The timelines, in the order they were provided.
  ///   - appReloads: The reloads the app asks for, in any order; none before the first
  ///     timeline is provided.
  ///   - budget: The profile the verdicts assume; nil for no verdicts.
  ///   - until: The last moment planned (events after it are left out); nil for none.
  ///   - eventLimit: The most events to plan.
  /// - Throws: ``WidgetTimelineError`` for input that cannot be planned.
  public init<Entry: TimelineEntry>(
    timelines: [WidgetProvidedTimeline<Entry>], appReloads: [WidgetAppReload] = [],
    budget: WidgetReloadBudget? = nil, until: Date? = nil, eventLimit: Int = defaultEventLimit
  ) throws(WidgetTimelineError) {
    var events = try WidgetPlanEvents(
      timelines: timelines, appReloads: appReloads, budget: budget, until: until,
      eventLimit: eventLimit)
    try self.init(keepingAll: &events)
  }

  /// The plan of a day (or any span) of a provider that answers every reload by
  /// `provider`'s rule, from a first timeline at `start` until `end`.
  ///
  /// Each granted reload is assumed answered at once with a new timeline (ours). With
  /// no budget profile every request is assumed answered.
  ///
  /// ```swift
  /// // A reload every quarter of an hour, against the documented profile.
  /// let start = Date(timeIntervalSinceReferenceDate: 0)
  /// let plan = try WidgetTimelinePlan(
  ///   provider: WidgetProviderRule(entryCount: 1, spacing: 0, policy: .after(900)),
  ///   from: start, until: start + 86_400, budget: .documented)
  /// // 40 reloads granted from 00:15 to 10:00; the one asked at 10:15 refused, retried
  /// // at 00:15 the next day, after the plan's end.
  /// plan.warnings  // [.requestsOverBudget(count: 41, windowEnd: 10:15, budget: .documented)]
  /// ```
  ///
  /// - Parameters:
  ///   - provider: What each reload returns.
  ///   - start: When the first timeline is provided.
  ///   - end: The last moment planned.
  ///   - appReloads: The reloads the app asks for, in any order; none before `start`.
  ///   - budget: The profile the verdicts assume; nil for no verdicts.
  ///   - eventLimit: The most events to plan, and the most entries a timeline may hold.
  /// - Throws: ``WidgetTimelineError`` for input that cannot be planned.
  public init(
    provider: WidgetProviderRule, from start: Date, until end: Date,
    appReloads: [WidgetAppReload] = [], budget: WidgetReloadBudget? = nil,
    eventLimit: Int = defaultEventLimit
  ) throws(WidgetTimelineError) {
    var events = try WidgetPlanEvents(
      provider: provider, from: start, until: end, appReloads: appReloads, budget: budget,
      eventLimit: eventLimit)
    try self.init(keepingAll: &events)
  }

  /// The plan of every event `events` gives.
  private init(keepingAll events: inout WidgetPlanEvents) throws(WidgetTimelineError) {
    var kept: [WidgetPlanEvent] = []
    while let event = try events.next() { kept.append(event) }
    self.events = kept
    self.warnings = events.warnings
    self.budget = events.budget
    self.isTruncated = events.isTruncated
  }
}
