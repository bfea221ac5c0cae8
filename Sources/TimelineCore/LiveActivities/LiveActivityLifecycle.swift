#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The events of one activity by itself, in time order, one at a time: all but the
/// Dynamic Island's and the budget's, which depend on the other activities
/// (``LiveActivityPlan/Events``).
///
/// At one instant the events come in this order (docs/semantics.md, "Live Activities",
/// "Events at the same instant", ours): the request, the start, the updates (as given),
/// the stale date, the end, an end asked for in vain, the dismissal, and last the
/// updates made at or after the end, which are ignored.
struct LiveActivityLifecycle: Sendable {
  private let activity: LiveActivityPlannedActivity
  private var nextUpdate = 0
  private var requested: Bool
  private var started = false
  private var ended = false
  private var dismissed = false
  private var refusalShown = false
  private var ignoredEndShown = false
  private var state: ActivityState?
  /// When the current content goes stale, while the activity is active.
  private var staleAt: Date?
  /// The events of the step under way, given one by one.
  private var queue: [LiveActivityPlanEvent] = []
  private var queueHead = 0

  /// The current content's relevance score.
  private var relevance = 0.0

  init(_ activity: LiveActivityPlannedActivity) {
    self.activity = activity
    requested = !activity.isScheduled
  }

  /// When the activity starts: the second key of the island's order.
  var startDate: Date { activity.start.date }

  /// An event, with what the Dynamic Island reads of the activity once the step that
  /// made it is over: whether it may hold the island (started and not ended), and its
  /// relevance score.
  struct Emitted: Sendable {
    let event: LiveActivityPlanEvent
    let isRunning: Bool
    let relevance: Double
  }

  /// On what authority the activity leaves the island once it has ended.
  var islandLossSource: RuleSource { activity.islandLossSource }

  /// What can happen next, ranked at one instant.
  private enum Step {
    case request, start, update, stale, end, ignoredEnd, dismissal
  }

  /// The next event; nil once the activity is over. The island's reading is taken with
  /// it, since the plan reads ahead of what it has given out.
  mutating func next() -> Emitted? {
    if queueHead == queue.count {
      queue.removeAll(keepingCapacity: true)
      queueHead = 0
      if activity.refusal != nil { refusedStep() } else { step() }
      guard queueHead < queue.count else { return nil }
    }
    queueHead += 1
    return Emitted(event: queue[queueHead - 1], isRunning: started && !ended, relevance: relevance)
  }

  /// The next step of a request that starts nothing: the refusal, then every update and
  /// the end, ignored (with the refusal's source).
  private mutating func refusedStep() {
    let refusal = activity.refusal!
    let source: RuleSource = refusal == .visibility ? .documented : .ours
    if !refusalShown {
      refusalShown = true
      emit(activity.start.date, .startRefused(refusal), source)
      return
    }
    let update = nextUpdate < activity.updates.count ? activity.updates[nextUpdate] : nil
    let end = ignoredEndShown ? nil : activity.requestedEnd?.date
    if let update, end.map({ update.date <= $0 }) ?? true {
      emit(
        update.date,
        .updateIgnored(update: nextUpdate, delivery: update.delivery, reason: .notStarted), source)
      nextUpdate += 1
    } else if let end {
      ignoredEndShown = true
      emit(end, .endIgnored(.notStarted), source)
    }
  }

  /// The next step of an activity that starts.
  private mutating func step() {
    var best: (date: Date, rank: Int, step: Step)?
    func consider(_ date: Date, _ rank: Int, _ step: Step) {
      if let current = best, (current.date, current.rank) <= (date, rank) { return }
      best = (date, rank, step)
    }
    if !requested { consider(activity.start.requestDate, 0, .request) }
    if !started { consider(activity.start.date, 1, .start) }
    if nextUpdate < activity.updates.count {
      let date = activity.updates[nextUpdate].date
      consider(date, date >= activity.end ? 7 : 2, .update)
    }
    if started, !ended, state == .active, let staleAt, staleAt < activity.end {
      consider(staleAt, 3, .stale)
    }
    if !ended { consider(activity.end, 4, .end) }
    if activity.requestedEndIgnored, !ignoredEndShown, let requested = activity.requestedEnd {
      consider(requested.date, 5, .ignoredEnd)
    }
    if ended, !dismissed { consider(activity.dismissal, 6, .dismissal) }
    guard let (date, _, step) = best else { return }
    switch step {
    case .request:
      requested = true
      state = .pending
      emit(date, .stateChanged(.pending), .documented)
    case .start:
      started = true
      state = .active
      relevance = activity.initial.relevance
      staleAt = activity.initial.staleDate.map { max($0, date) }
      emit(date, .stateChanged(.active), .documented)
      emit(date, .surfaceGained(.lockScreen), .documented)
    case .update:
      apply(activity.updates[nextUpdate], at: date)
      nextUpdate += 1
    case .stale:
      state = .stale
      staleAt = nil
      emit(date, .stateChanged(.stale), .documented)
    case .end:
      ended = true
      state = .ended
      emit(date, .stateChanged(.ended), activity.endSource)
      if activity.finalContent != nil, activity.endCause != .person, activity.endCause != .system {
        emit(date, .finalContentApplied, .documented)
      }
    case .ignoredEnd:
      ignoredEndShown = true
      emit(date, .endIgnored(.afterEnd), .documented)
    case .dismissal:
      dismissed = true
      state = .dismissed
      emit(date, .stateChanged(.dismissed), activity.dismissalSource)
      emit(date, .surfaceLost(.lockScreen), activity.dismissalSource)
    }
  }

  /// The update at `nextUpdate`, made at `date`: ignored at or after the end (documented);
  /// else applied, with its new relevance and stale date ("Updates"). An update with a
  /// stale date still to come brings a stale activity back to active (ours).
  private mutating func apply(_ update: LiveActivityPlannedActivity.Update, at date: Date) {
    guard !ended else {
      emit(
        date, .updateIgnored(update: nextUpdate, delivery: update.delivery, reason: .afterEnd),
        .documented)
      return
    }
    // A priority-5 push is assumed delivered when sent (ours): when it arrives is unknown.
    let source: RuleSource
    if case .push(.low, _) = update.delivery { source = .ours } else { source = .documented }
    emit(date, .updateApplied(update: nextUpdate, delivery: update.delivery), source)
    relevance = update.content.relevance
    let newStale = update.content.staleDate.map { max($0, date) }
    if state == .stale, newStale.map({ $0 > date }) ?? true {
      state = .active
      emit(date, .stateChanged(.active), .ours)
    }
    staleAt = state == .active ? newStale : nil
  }

  private mutating func emit(
    _ date: Date, _ kind: LiveActivityPlanEvent.Kind, _ source: RuleSource
  ) {
    queue.append(
      LiveActivityPlanEvent(date: date, activity: activity.index, kind: kind, source: source))
  }
}
