import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A plan's rows with the updates of the text inside each entry interleaved, one at a
/// time, and the pitfalls of those views found on the way (docs/semantics.md, "Widgets",
/// "Text inside entries").
///
/// Rows come in time order; at one instant the plan's before the texts'. The texts of an
/// entry are asked for when the entry becomes current, so only one entry's updates are
/// held at a time.
struct WidgetRows: IteratorProtocol {
  /// The pitfalls of the views inside the entries met so far.
  private(set) var pitfalls: [WidgetPitfall] = []
  /// Whether the texts' updates stopped at ``textLimit``.
  private(set) var textsTruncated = false

  /// The most text updates shown, over all entries: as many as a plan's events.
  static let textLimit = WidgetTimelinePlan.defaultEventLimit

  private let events: [WidgetPlanEvent]
  private let budget: Int?
  private let texts: [[WidgetEntryText?]]
  private let end: Double
  private let mode: TimelineScheduleMode
  private let dateText: (Double) -> String
  /// The next plan event to pass on.
  private var nextEvent = 0
  /// The updates of the current entry's text not yet passed on.
  private var textRows: [(row: WidgetRow, reads: String?)] = []
  private var nextText = 0
  /// How many text updates have been passed on or queued, for ``textLimit``.
  private var textCount = 0

  /// - Parameters:
  ///   - texts: The view each entry carries, by timeline.
  ///   - end: The plan's last moment (`--until`, or its last event): text updates stop
  ///     there, included.
  ///   - mode: The mode the texts' schedules are asked in.
  ///   - dateText: A date as messages print it.
  init(
    _ plan: WidgetTimelinePlan, texts: [[WidgetEntryText?]], end: Double,
    mode: TimelineScheduleMode, dateText: @escaping (Double) -> String
  ) {
    events = plan.events
    budget = plan.budget?.grantedPerDay
    self.texts = texts
    self.end = end
    self.mode = mode
    self.dateText = dateText
  }

  /// The next row, or nil after the last.
  mutating func next() -> ReportRow? {
    if nextText < textRows.count,
      nextEvent == events.count || textRows[nextText].row.date < date(of: nextEvent)
    {
      defer { nextText += 1 }
      return ReportRow(.widget(textRows[nextText].row), text: textRows[nextText].reads)
    }
    guard nextEvent < events.count else { return nil }
    let row = WidgetRow(events[nextEvent], budget: budget)
    nextEvent += 1
    // Every update of the entry replaced here came before this row.
    if row.event == .eligible {
      queueTexts(timeline: row.timeline, entry: row.entry ?? 0, from: row.date)
    }
    return ReportRow(.widget(row))
  }

  /// Queues the updates of the text inside `entry`, current from `start` until the next
  /// entry is eligible or a timeline is provided (a newer timeline replaces it too).
  private mutating func queueTexts(timeline: Int, entry: Int, from start: Double) {
    textRows.removeAll(keepingCapacity: true)
    nextText = 0
    guard timeline < texts.count, entry < texts[timeline].count,
      let text = texts[timeline][entry]
    else { return }
    let replacedAt = events[nextEvent...].first {
      if case .timelineProvided = $0.kind { return true }
      if case .entryEligible = $0.kind { return true }
      return false
    }?.date.timeIntervalSinceReferenceDate
    switch text {
    case .fixed:
      return
    case .frozenView(let command):
      pitfalls.append(.timelineView(entry: entry, timeline: timeline, command: command))
    case .updating(let command, let probe, let timerEnd):
      if let timerEnd, replacedAt.map({ $0 > timerEnd }) ?? true {
        pitfalls.append(
          .timerPastEnd(
            entry: entry, timeline: timeline, end: dateText(timerEnd),
            replacedAt: replacedAt.map(dateText)))
      }
      // The span ends before its replacement; the plan's end includes its instant.
      let stop = min(replacedAt ?? end.nextUp, end.nextUp)
      guard start < stop else { return }
      let room = Self.textLimit - textCount
      let dates = probe.dates(start, stop, mode, room + 1)
      if dates.count > room { textsTruncated = true }
      for t in dates.prefix(room) {
        textRows.append(
          (
            WidgetRow(textAt: t, timeline: timeline, entry: entry, command: command),
            probe.render?.text(t)
          ))
      }
      textCount += min(dates.count, room)
    }
  }

  private func date(of event: Int) -> Double { events[event].date.timeIntervalSinceReferenceDate }
}
