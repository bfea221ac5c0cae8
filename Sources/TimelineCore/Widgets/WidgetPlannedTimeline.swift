#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A provided timeline, checked, reduced to what the plan reads, and its own events: the
/// ones it makes by itself, whatever the budget and the app do.
struct WidgetPlannedTimeline {
  /// Its position among the plan's timelines.
  let index: Int
  let providedAt: Date
  let dates: [Date]
  let relevances: [TimelineEntryRelevance?]
  let policy: TimelineReloadPolicy

  /// `timeline`, provided at `providedAt`, checked as docs/semantics.md, "Widgets",
  /// "What the plan refuses", says.
  init<Entry: TimelineEntry>(
    _ timeline: Timeline<Entry>, providedAt: Date, index: Int
  ) throws(WidgetTimelineError) {
    guard providedAt.timeIntervalSinceReferenceDate.isFinite else {
      throw .nonFiniteProvidedAt(timeline: index)
    }
    guard !timeline.entries.isEmpty else { throw .noEntries(timeline: index) }
    var dates: [Date] = []
    dates.reserveCapacity(timeline.entries.count)
    for (position, entry) in timeline.entries.enumerated() {
      guard entry.date.timeIntervalSinceReferenceDate.isFinite else {
        throw .nonFiniteEntryDate(timeline: index, entry: position)
      }
      // Equal dates are in order: the later entry shadows the earlier ("Entries").
      if let previous = dates.last, entry.date < previous {
        throw .entriesOutOfOrder(timeline: index, entry: position)
      }
      if let relevance = entry.relevance,
        !relevance.score.isFinite || !relevance.duration.isFinite || relevance.duration < 0
      {
        throw .invalidRelevance(timeline: index, entry: position)
      }
      dates.append(entry.date)
    }
    if case .after(let date) = timeline.policy, !date.timeIntervalSinceReferenceDate.isFinite {
      throw .nonFiniteReloadDate(timeline: index)
    }
    self.index = index
    self.providedAt = providedAt
    self.dates = dates
    self.relevances = timeline.entries.map(\.relevance)
    self.policy = timeline.policy
  }

  /// The timeline's own events, in time order; at one instant, eligibility first, then
  /// windows opening, windows closing, and the policy's request, each by entry.
  func ownEvents() -> [WidgetPlanEvent] {
    var ranked: [(event: WidgetPlanEvent, rank: Int, entry: Int)] = []
    func add(
      _ date: Date, _ kind: WidgetPlanEvent.Kind, _ source: RuleSource, rank: Int, entry: Int
    ) {
      ranked.append(
        (WidgetPlanEvent(date: date, timeline: index, kind: kind, source: source), rank, entry))
    }
    for (entry, date, source) in eligibilities() {
      add(date, .entryEligible(entry: entry), source, rank: 0, entry: entry)
    }
    for (entry, relevance) in relevances.enumerated() {
      guard let relevance, let window = relevanceWindow(entry: entry, relevance) else { continue }
      add(
        window.opens, .relevanceWindowOpened(entry: entry, score: relevance.score),
        window.openSource, rank: 1, entry: entry)
      add(
        window.closes, .relevanceWindowClosed(entry: entry), window.closeSource, rank: 2,
        entry: entry)
    }
    if let request = policyRequest() {
      add(
        request.date, .reloadRequested(request.trigger), request.source, rank: 3,
        entry: dates.count)
    }
    ranked.sort { ($0.event.date, $0.rank, $0.entry) < ($1.event.date, $1.rank, $1.entry) }
    return ranked.map(\.event)
  }

  /// Each entry that becomes eligible, when, and on what authority ("Entries"): the
  /// latest entry dated at or before the moment the timeline is provided becomes
  /// eligible then (its own date if it is that moment: documented; earlier: ours); each
  /// later entry at its date, unless the next entry has the same date and shadows it.
  private func eligibilities() -> [(entry: Int, date: Date, source: RuleSource)] {
    var result: [(entry: Int, date: Date, source: RuleSource)] = []
    let current = dates.lastIndex { $0 <= providedAt }
    if let current {
      result.append((current, providedAt, dates[current] == providedAt ? .documented : .ours))
    }
    let later = (current.map { $0 + 1 } ?? 0)..<dates.count
    for entry in later where entry + 1 == dates.count || dates[entry + 1] != dates[entry] {
      result.append((entry, dates[entry], .documented))
    }
    return result
  }

  /// The window from an entry's date to `duration` seconds later ("Relevance windows"),
  /// or nil if it closed before the timeline was provided. A window that opened before
  /// then is shown opening when the timeline is provided (ours). A window of no seconds,
  /// opening and closing at one instant, is ours in both its events: the documentation
  /// does not say what a duration of 0 means.
  private func relevanceWindow(
    entry: Int, _ relevance: TimelineEntryRelevance
  ) -> (opens: Date, openSource: RuleSource, closes: Date, closeSource: RuleSource)? {
    let opens = dates[entry]
    let closes = opens.addingTimeInterval(relevance.duration)
    let documented: RuleSource = relevance.duration > 0 ? .documented : .ours
    if opens >= providedAt { return (opens, documented, closes, documented) }
    return closes > providedAt ? (providedAt, .ours, closes, documented) : nil
  }

  /// When the policy asks for the next timeline ("Reload requests"): `.atEnd` at the last
  /// entry's date, `.after(d)` at d, never for `.never`; a date at or before the moment
  /// the timeline is provided falls due then (documented when it is that moment for
  /// `.atEnd`, ours otherwise). A single entry with `.atEnd` asks at an unknown time, the
  /// system picking it (documented): its request is dated at the earliest moment.
  func policyRequest() -> (date: Date, source: RuleSource, trigger: WidgetReloadTrigger)? {
    switch policy {
    case .atEnd:
      let last = dates[dates.count - 1]
      if dates.count == 1 { return (max(last, providedAt), .documented, .policyAtUnknownTime) }
      return last >= providedAt ? (last, .documented, .policy) : (providedAt, .ours, .policy)
    case .after(let date):
      return date > providedAt ? (date, .documented, .policy) : (providedAt, .ours, .policy)
    case .never:
      return nil
    }
  }
}
