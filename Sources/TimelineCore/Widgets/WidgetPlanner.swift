#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Runs a plan: walks the timelines, the app's reloads and the plan's own retries in time
/// order, and passes on each event, with the budget's assumed verdict on each request.
///
/// It holds only what the next step needs (the current timeline, the budget's window,
/// the events of one step), so a plan of any length runs in the same memory.
///
/// The rules are docs/semantics.md's, section "Widgets": what happens at one instant
/// comes in a fixed order ("Events at the same instant": a timeline provided, then the
/// current timeline's own events, then the app's reloads as given, then the app leaving
/// the foreground, then a retry), and a
/// newer timeline replaces the current one with everything it had still to do.
struct WidgetPlanner {
  /// Where the timelines after the first come from.
  enum Timelines {
    /// Given, each provided at its own date.
    case given([WidgetPlannedTimeline])
    /// Returned by a provider rule whenever a reload is granted (ours: at once).
    case provider(WidgetProviderRule)
  }

  private let timelines: Timelines
  private let appReloads: [WidgetAppReload]
  private let until: Date?
  private let eventLimit: Int
  private var window: WidgetBudgetWindow?

  /// The events of the last step not yet passed on, in time order.
  private var pending: [WidgetPlanEvent] = []
  private var nextPending = 0
  /// How many events the plan has made, for the event limit.
  private var eventCount = 0
  /// Whether planning is over: nothing left, the end passed, or the limit reached.
  private var isFinished = false
  /// Whether the plan stopped at the event limit with events still to come.
  private(set) var isTruncated = false
  /// The pitfalls of the counted reload requests so far.
  private(set) var requestPitfalls: WidgetRequestPitfalls

  private var current: WidgetPlannedTimeline
  private var own: [WidgetPlanEvent]
  private var nextOwn = 0
  /// The entries of the current timeline whose relevance window is open.
  private var openWindows: [Int] = []
  private var nextGiven = 1
  private var nextApp = 0
  private var providedCount = 1
  /// When a refused reload is retried, if one is pending ("After a refused reload").
  private var retryAt: Date?
  /// When the app leaves the foreground, for each span in which it asked for a reload
  /// not yet acted on, in time order ("Free reloads").
  private var foregroundEnds: [Date] = []

  /// A planner from `first`, with the app's reloads in time order (equal dates in the
  /// order given), a budget (nil: no verdicts), an end (nil: none) and an event limit.
  init(
    first: WidgetPlannedTimeline, then timelines: Timelines, appReloads: [WidgetAppReload],
    budget: WidgetReloadBudget?, until: Date?, eventLimit: Int
  ) {
    self.timelines = timelines
    self.appReloads = appReloads.enumerated()
      .sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
    self.window = budget.map { WidgetBudgetWindow(limit: $0.grantedPerDay, pacing: $0.pacing) }
    self.requestPitfalls = WidgetRequestPitfalls(budget: budget)
    self.until = until
    self.eventLimit = eventLimit
    self.current = first
    self.own = first.ownEvents()
    emit(first.providedAt, first.index, .timelineProvided, .documented)
  }

  /// What can happen next.
  private enum Step {
    case arrival(WidgetPlannedTimeline)
    case own(WidgetPlanEvent)
    case app(WidgetAppReload)
    case foregroundEnd
    case retry
  }

  /// The next event, in time order, or nil once nothing is left, the end is passed, or
  /// the event limit is reached.
  mutating func next() throws(WidgetTimelineError) -> WidgetPlanEvent? {
    while nextPending == pending.count {
      pending.removeAll(keepingCapacity: true)
      nextPending = 0
      guard !isFinished else { return nil }
      try step()
    }
    defer { nextPending += 1 }
    return pending[nextPending]
  }

  /// Takes the earliest step, which makes one event or more, or finishes the plan.
  private mutating func step() throws(WidgetTimelineError) {
    guard !isTruncated, let (date, step) = nextStep(), until.map({ date <= $0 }) ?? true else {
      isFinished = true
      return
    }
    switch step {
    case .arrival(let timeline):
      nextGiven += 1
      provide(timeline, at: date, source: .documented)
    case .own(let event):
      nextOwn += 1
      emit(event)
      if event.kind == .reloadRequested(.policy) { try decide(at: date, free: false) }
    case .app(let reload):
      nextApp += 1
      if reload.isSystem {
        // The system reloads for free, and says so (documented): no assumption in it.
        emit(date, current.index, .reloadRequested(.system), .documented)
        try decide(at: date, free: true, freeSource: .documented)
      } else if let end = reload.leavesForegroundAt {
        // Free in the foreground (documented), acted on when the app leaves it (observed).
        emit(date, current.index, .reloadRequested(.foreground), .documented)
        if !foregroundEnds.contains(end) {
          foregroundEnds.append(end)
          foregroundEnds.sort()
        }
      } else {
        emit(date, current.index, .reloadRequested(reload.isFree ? .free : .app), .documented)
        try decide(at: date, free: reload.isFree)
      }
    case .foregroundEnd:
      foregroundEnds.removeFirst()
      emit(date, current.index, .reloadRequested(.foregroundEnd), .observed)
      try decide(at: date, free: true)
    case .retry:
      retryAt = nil
      emit(date, current.index, .reloadRequested(.retry), .ours)
      try decide(at: date, free: false)
    }
  }

  /// The earliest step; at one instant, the first of arrival, own event, app, retry.
  private func nextStep() -> (Date, Step)? {
    var best: (Date, Step)?
    func consider(_ date: Date?, _ step: @autoclosure () -> Step) {
      guard let date else { return }
      if let (bestDate, _) = best, bestDate <= date { return }
      best = (date, step())
    }
    if case .given(let given) = timelines, nextGiven < given.count {
      consider(given[nextGiven].providedAt, .arrival(given[nextGiven]))
    }
    if nextOwn < own.count { consider(own[nextOwn].date, .own(own[nextOwn])) }
    if nextApp < appReloads.count { consider(appReloads[nextApp].date, .app(appReloads[nextApp])) }
    consider(foregroundEnds.first, .foregroundEnd)
    consider(retryAt, .retry)
    return best
  }

  /// The budget's assumed verdict on the reload asked for at `date` ("The budget
  /// profiles", "Free reloads", "After a refused reload"), and, from a provider rule,
  /// the timeline a granted reload brings. A free grant's source is `freeSource`.
  private mutating func decide(
    at date: Date, free: Bool, freeSource: RuleSource = .ours
  ) throws(WidgetTimelineError) {
    guard var budget = window else {
      // No profile: no verdict, and a provider is assumed to answer every request.
      try provideNext(at: date)
      return
    }
    if free {
      emit(date, current.index, .reloadAssumedGranted(countedInWindow: nil), freeSource)
    } else if budget.grant(date) {
      window = budget
      emit(date, current.index, .reloadAssumedGranted(countedInWindow: budget.count), .ours)
    } else {
      retryAt = budget.nextRoom
      emit(date, current.index, .reloadAssumedRefused(retryAt: retryAt), .ours)
      return
    }
    retryAt = nil
    try provideNext(at: date)
  }

  /// From a provider rule, the timeline it returns at `date` (ours: at once).
  private mutating func provideNext(at date: Date) throws(WidgetTimelineError) {
    guard case .provider(let rule) = timelines, !isTruncated else { return }
    let timeline = try WidgetPlannedTimeline(
      rule.timeline(providedAt: date), providedAt: date, index: providedCount)
    providedCount += 1
    provide(timeline, at: date, source: .ours)
  }

  /// Replaces the current timeline with `timeline` at `date`: the windows still open
  /// close then (ours), and a pending retry is dropped, the reload having happened.
  private mutating func provide(
    _ timeline: WidgetPlannedTimeline, at date: Date, source: RuleSource
  ) {
    for entry in openWindows {
      emit(date, current.index, .relevanceWindowClosed(entry: entry), .ours)
    }
    current = timeline
    own = timeline.ownEvents()
    nextOwn = 0
    openWindows = []
    retryAt = nil
    emit(date, timeline.index, .timelineProvided, source)
  }

  private mutating func emit(
    _ date: Date, _ timeline: Int, _ kind: WidgetPlanEvent.Kind, _ source: RuleSource
  ) {
    emit(WidgetPlanEvent(date: date, timeline: timeline, kind: kind, source: source))
  }

  private mutating func emit(_ event: WidgetPlanEvent) {
    guard !isTruncated else { return }
    guard eventCount < eventLimit else {
      isTruncated = true
      return
    }
    switch event.kind {
    case .relevanceWindowOpened(let entry, _): openWindows.append(entry)
    case .relevanceWindowClosed(let entry): openWindows.removeAll { $0 == entry }
    case .reloadRequested(.policy), .reloadRequested(.app): requestPitfalls.add(event.date)
    default: break
    }
    eventCount += 1
    pending.append(event)
  }
}
