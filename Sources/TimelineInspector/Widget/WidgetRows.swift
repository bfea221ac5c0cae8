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

  /// A span in which one entry of timeline 0 is current.
  private struct Span {
    let entry: Int
    let start: Double
    /// When the entry is replaced (by the next eligible entry or a timeline); nil: never.
    let replacedAt: Double?
  }

  /// - Parameters:
  ///   - texts: The view each entry of timeline 0 carries.
  ///   - end: The plan's last moment (`--until`, or its last event): text updates stop
  ///     there, included.
  ///   - mode: The mode the texts' schedules are asked in.
  ///   - dateText: A date as messages print it.
  init(
    _ plan: WidgetTimelinePlan, texts: [WidgetEntryText?], end: Double,
    mode: TimelineScheduleMode, dateText: (Double) -> String
  ) {
    let budget = plan.budget?.grantedPerDay
    let planned = plan.events.map { WidgetRow($0, budget: budget) }
    var textRows: [WidgetRow] = []
    for span in Self.spans(of: planned) where span.entry < texts.count {
      guard let text = texts[span.entry] else { continue }
      switch text {
      case .fixed:
        continue
      case .frozenView(let command):
        pitfalls.append(.timelineView(entry: span.entry, command: command))
      case .updating(let command, let probe, let timerEnd):
        if let timerEnd, span.replacedAt.map({ $0 > timerEnd }) ?? true {
          pitfalls.append(
            .timerPastEnd(
              entry: span.entry, end: dateText(timerEnd), replacedAt: span.replacedAt.map(dateText))
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
              textAt: t, timeline: 0, entry: span.entry, command: command,
              reads: probe.render?.text(t)))
        }
      }
    }
    rows = Self.merged(planned, textRows)
  }

  /// The spans in which the entries of timeline 0 are current: from each `eligible` row
  /// to the next `eligible` or `provided` row after it. An entry shown at several
  /// moments (it cannot be) would have one span each.
  private static func spans(of rows: [WidgetRow]) -> [Span] {
    var spans: [Span] = []
    var open: (entry: Int, start: Double)?
    for row in rows where row.event == .eligible || row.event == .provided {
      if let current = open {
        spans.append(Span(entry: current.entry, start: current.start, replacedAt: row.date))
        open = nil
      }
      if row.event == .eligible, row.timeline == 0 { open = (row.entry ?? 0, row.date) }
    }
    if let current = open {
      spans.append(Span(entry: current.entry, start: current.start, replacedAt: nil))
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
