import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A plan's rows with the updates of the text inside each entry interleaved, and the
/// pitfalls of those views (docs/semantics.md, "Widgets", "Text inside entries").
struct WidgetRows {
  private(set) var rows: [WidgetRow] = []
  private(set) var pitfalls: [WidgetPitfall] = []
  /// Whether the texts' updates stopped at ``textLimit``.
  private(set) var textsTruncated = false

  /// The most text updates shown, over all entries: as many as a plan's events.
  static let textLimit = WidgetTimelinePlan.defaultEventLimit

  /// A span in which one entry of one timeline is current.
  private struct Span {
    let timeline: Int
    let entry: Int
    let start: Double
    /// When the entry is replaced (by the next eligible entry or a timeline); nil: never.
    let replacedAt: Double?
  }

  /// - Parameters:
  ///   - texts: The view each entry carries, by timeline.
  ///   - end: The plan's last moment (`--until`, or its last event): text updates stop
  ///     there, included.
  ///   - mode: The mode the texts' schedules are asked in.
  ///   - dateText: A date as messages print it.
  init(
    _ plan: WidgetTimelinePlan, texts: [[WidgetEntryText?]], end: Double,
    mode: TimelineScheduleMode, dateText: (Double) -> String
  ) {
    let budget = plan.budget?.grantedPerDay
    let planned = plan.events.map { WidgetRow($0, budget: budget) }
    var textRows: [WidgetRow] = []
    for span in Self.spans(of: planned)
    where span.timeline < texts.count && span.entry < texts[span.timeline].count {
      guard let text = texts[span.timeline][span.entry] else { continue }
      switch text {
      case .fixed:
        continue
      case .frozenView(let command):
        pitfalls.append(.timelineView(entry: span.entry, timeline: span.timeline, command: command))
      case .updating(let command, let probe, let timerEnd):
        if let timerEnd, span.replacedAt.map({ $0 > timerEnd }) ?? true {
          pitfalls.append(
            .timerPastEnd(
              entry: span.entry, timeline: span.timeline, end: dateText(timerEnd),
              replacedAt: span.replacedAt.map(dateText))
          )
        }
        // The span ends before its replacement; the plan's end includes its instant.
        let stop = min(span.replacedAt ?? end.nextUp, end.nextUp)
        guard span.start < stop else { continue }
        let room = Self.textLimit - textRows.count
        let dates = probe.dates(span.start, stop, mode, room + 1)
        if dates.count > room { textsTruncated = true }
        for t in dates.prefix(room) {
          textRows.append(
            WidgetRow(
              textAt: t, timeline: span.timeline, entry: span.entry, command: command,
              reads: probe.render?.text(t)))
        }
      }
    }
    rows = Self.merged(planned, textRows)
  }

  /// The spans in which the entries are current: from each `eligible` row to the next
  /// `eligible` or `provided` row after it (a newer timeline replaces the entry too).
  private static func spans(of rows: [WidgetRow]) -> [Span] {
    var spans: [Span] = []
    var open: (timeline: Int, entry: Int, start: Double)?
    for row in rows where row.event == .eligible || row.event == .provided {
      if let current = open {
        spans.append(
          Span(
            timeline: current.timeline, entry: current.entry, start: current.start,
            replacedAt: row.date))
        open = nil
      }
      if row.event == .eligible { open = (row.timeline, row.entry ?? 0, row.date) }
    }
    if let current = open {
      spans.append(
        Span(
          timeline: current.timeline, entry: current.entry, start: current.start, replacedAt: nil))
    }
    return spans
  }

  /// The plan's rows and the texts' rows in time order; at one instant the plan's first.
  private static func merged(_ planned: [WidgetRow], _ texts: [WidgetRow]) -> [WidgetRow] {
    var result: [WidgetRow] = []
    result.reserveCapacity(planned.count + texts.count)
    var next = 0
    for row in planned {
      while next < texts.count, texts[next].date < row.date {
        result.append(texts[next])
        next += 1
      }
      result.append(row)
    }
    result += texts[next...]
    return result
  }
}
