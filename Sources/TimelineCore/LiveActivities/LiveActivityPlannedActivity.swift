#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A request, checked, reduced to what the plan reads, with the dates of its end and its
/// dismissal worked out once (docs/semantics.md, "Live Activities", "Lifetime and
/// states", "Ending and dismissal").
struct LiveActivityPlannedActivity: Sendable {
  /// What the plan reads of a content.
  struct Content: Sendable {
    let staleDate: Date?
    let relevance: Double
    let timerText: ActivityTimerText?
  }

  /// An update, reduced.
  struct Update: Sendable {
    let date: Date
    let delivery: LiveActivityDelivery
    let content: Content
  }

  /// What ends the activity.
  enum EndCause: Sendable, Equatable {
    case app(ActivityUIDismissalPolicy)
    case push(dismissalDate: Date?)
    case person
    case system
  }

  /// How long the system keeps an activity active: eight hours.
  static let longestActive: TimeInterval = 8 * 3600

  let index: Int
  let start: LiveActivityStart
  let initial: Content
  let updates: [Update]
  /// The end the app or a push asks for, and its cause.
  let requestedEnd: (date: Date, cause: EndCause)?
  let finalContent: Content?
  let removal: Date?
  /// Why the request starts nothing; nil when it starts the activity.
  let refusal: LiveActivityStartRefusal?

  /// When the activity ends, by whom, on what authority, and on what authority it then
  /// leaves the Dynamic Island.
  let end: Date
  let endCause: EndCause
  let endSource: RuleSource
  let islandLossSource: RuleSource
  /// When it is dismissed, and on what authority.
  let dismissal: Date
  let dismissalSource: RuleSource

  var isScheduled: Bool {
    if case .scheduled = start { true } else { false }
  }

  /// Whether the requested end comes once the activity has already ended.
  var requestedEndIgnored: Bool {
    guard let requestedEnd else { return false }
    return refusal != nil || requestedEnd.cause != endCause
  }

  /// The pairs of consecutive local updates less than 15 seconds apart, and the first
  /// one's date: an Apple engineer called about one every 15 seconds fine (staff).
  var closeLocalUpdates: (pairs: Int, first: Date?) {
    var pairs = 0
    var first: Date?
    var last: Date?
    for update in updates where update.delivery == .local {
      if let last, update.date.timeIntervalSince(last) < 15 {
        pairs += 1
        if first == nil { first = last }
      }
      last = update.date
    }
    return (pairs, first)
  }

  /// `request`, checked as "What the plan refuses" says.
  init<State: LiveActivityContentState>(
    _ request: LiveActivityRequest<State>, index: Int
  ) throws(LiveActivityPlanError) {
    let start = request.start
    guard start.date.isFiniteDate, start.requestDate.isFiniteDate else {
      throw .startNotFinite(activity: index)
    }
    guard start.date >= start.requestDate else {
      throw .scheduledStartBeforeRequest(activity: index)
    }
    let initial = try Self.content(request.content, activity: index, id: .initial)
    var updates: [Update] = []
    updates.reserveCapacity(request.updates.count)
    for (position, update) in request.updates.enumerated() {
      guard update.date.isFiniteDate else {
        throw .updateNotFinite(activity: index, update: position)
      }
      if let previous = updates.last, update.date < previous.date {
        throw .updatesOutOfOrder(activity: index, update: position)
      }
      guard update.date >= start.date else {
        throw .updateBeforeStart(activity: index, update: position)
      }
      let content = try Self.content(update.content, activity: index, id: .update(position))
      updates.append(Update(date: update.date, delivery: update.delivery, content: content))
    }
    var requestedEnd: (date: Date, cause: EndCause)?
    var finalContent: Content?
    if let end = request.end {
      let cause: EndCause
      switch end {
      case .app(_, _, let policy):
        if case .after(let date) = policy, !date.isFiniteDate {
          throw .endNotFinite(activity: index)
        }
        cause = .app(policy)
      case .push(_, _, let dismissalDate):
        if let dismissalDate, !dismissalDate.isFiniteDate { throw .endNotFinite(activity: index) }
        cause = .push(dismissalDate: dismissalDate)
      }
      guard end.date.isFiniteDate else { throw .endNotFinite(activity: index) }
      guard end.date >= start.date else { throw .endBeforeStart(activity: index) }
      requestedEnd = (end.date, cause)
      finalContent = try end.content.map { content throws(LiveActivityPlanError) in
        try Self.content(content, activity: index, id: .final)
      }
    }
    if let removal = request.removedByPersonAt {
      guard removal.isFiniteDate else { throw .removalNotFinite(activity: index) }
      guard removal >= start.date else { throw .removalBeforeStart(activity: index) }
    }
    self.index = index
    self.start = start
    self.initial = initial
    self.updates = updates
    self.requestedEnd = requestedEnd
    self.finalContent = finalContent
    self.removal = request.removedByPersonAt
    switch start {
    case .background: refusal = .visibility
    case .pushToStart(_, let alert) where !alert: refusal = .pushToStartWithoutAlert
    default: refusal = nil
    }
    let scheduled = if case .scheduled = start { true } else { false }
    let end = Self.end(
      start: start.date, requested: requestedEnd, removal: request.removedByPersonAt,
      scheduled: scheduled)
    self.end = end.date
    endCause = end.cause
    endSource = end.source
    islandLossSource = end.islandLoss
    let dismissal = Self.dismissal(
      end: end.date, cause: end.cause, removal: request.removedByPersonAt, scheduled: scheduled)
    self.dismissal = dismissal.date
    dismissalSource = dismissal.source
  }

  /// The end: the person's removal if it comes first, else the requested end if it comes
  /// by the eighth hour, else the system's end at eight hours. An end at one instant with
  /// the eighth hour is the app's or the push's (ours). The system's end is `.ended`,
  /// not `.dismissed` (observed); for a scheduled activity the eight hours run from its
  /// start (ours). An activity ended otherwise leaves the island then (ours: only the
  /// system's end is documented to remove it from the island).
  private static func end(
    start: Date, requested: (date: Date, cause: EndCause)?, removal: Date?, scheduled: Bool
  ) -> (
    date: Date, cause: EndCause, source: RuleSource,
    islandLoss: RuleSource
  ) {
    let system = start.addingTimeInterval(longestActive)
    if let removal, removal <= min(requested?.date ?? system, system) {
      return (removal, .person, .documented, .ours)
    }
    if let requested, requested.date <= system {
      return (requested.date, requested.cause, .documented, .ours)
    }
    return (system, .system, scheduled ? .ours : .observed, scheduled ? .ours : .documented)
  }

  /// The dismissal ("Ending and dismissal"): at once for the person; under the app's
  /// policy; at a push's dismissal date, brought within four hours of the end (past: at
  /// once, documented; beyond four hours: cut, ours), or four hours after it without
  /// one; four hours after the system's end. The person's removal before then
  /// dismisses it then (documented).
  private static func dismissal(
    end: Date, cause: EndCause, removal: Date?, scheduled: Bool
  ) -> (date: Date, source: RuleSource) {
    let latest = end.addingTimeInterval(ActivityUIDismissalPolicy.longestLinger)
    var result: (date: Date, source: RuleSource)
    switch cause {
    case .person: result = (end, .documented)
    case .app(let policy): result = (policy.dismissalDate(endedAt: end), .documented)
    case .push(let date?) where date > latest: result = (latest, .ours)
    case .push(let date?): result = (max(date, end), .documented)
    case .push(nil): result = (latest, .documented)
    case .system: result = (latest, scheduled ? .ours : .documented)
    }
    if let removal, removal > end, removal < result.date { result = (removal, .documented) }
    return result
  }

  /// `content`, checked: finite dates and score, and at most 4 KB when its size is known.
  private static func content<State: LiveActivityContentState>(
    _ content: ActivityContent<State>, activity: Int, id: LiveActivityContentID
  ) throws(LiveActivityPlanError) -> Content {
    let timerText = content.state.timerText
    var dates = [content.staleDate].compactMap { $0 }
    switch timerText {
    case .timer(let date): dates.append(date)
    case .timerInterval(let interval, let pauseTime, _):
      dates += [interval.lowerBound, interval.upperBound] + [pauseTime].compactMap { $0 }
    case nil: break
    }
    guard content.relevanceScore.isFinite, dates.allSatisfy(\.isFiniteDate) else {
      throw .contentNotFinite(activity: activity, content: id)
    }
    if let bytes = content.state.encodedSize {
      guard bytes >= 0 else {
        throw .encodedSizeNegative(activity: activity, content: id, bytes: bytes)
      }
      guard bytes <= LiveActivityPlanError.contentSizeLimit else {
        throw .contentTooLarge(activity: activity, content: id, bytes: bytes)
      }
    }
    return Content(
      staleDate: content.staleDate, relevance: content.relevanceScore, timerText: timerText)
  }
}

extension Date {
  /// Whether the date is a finite number of seconds from the reference date.
  var isFiniteDate: Bool { timeIntervalSinceReferenceDate.isFinite }
}
