import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A plan's rows up to its end, with the updates of the text inside each activity's
/// current content interleaved (docs/semantics.md, "Live Activities", "Time inside the
/// view").
///
/// Rows come in time order; at one instant the plan's before the texts'. A content's
/// text is read when the first of its updates is due, so at most one content a running
/// activity holds its updates at a time.
struct LiveActivityRows: PlanRows {
  /// Whether the texts' updates stopped at ``textLimit``.
  private(set) var textsTruncated = false

  /// The most text updates shown, over all activities: as many as a widget plan's events.
  static let textLimit = WidgetTimelinePlan.defaultEventLimit
  /// The plan's warnings are known before the rows; the rows find none.
  static let findsPitfalls = false
  /// No pitfalls are found in the rows (the plan's are its warnings).
  let pitfalls: [PlanPitfall] = []
  /// A timer text reads no placeholder.
  let placeholderNotes: [String] = []

  /// A content span whose text updates by itself.
  private struct TextSpan {
    let activity: Int
    let from: Double
    let until: Double
    let command: WidgetTextCommand
    let probe: ScheduleProbe
  }

  /// A span being read: its dates not yet passed on.
  private struct OpenSpan {
    let span: TextSpan
    var dates: [Double]
    var next = 0
  }

  private var events: LiveActivityPlan.Events.Iterator
  private var upcoming: LiveActivityPlanEvent?
  private let budget: Int?
  private let end: Double
  private let mode: TimelineScheduleMode
  private var spans: [TextSpan]
  private var nextSpan = 0
  private var open: [OpenSpan] = []
  private var textCount = 0

  /// - Parameters:
  ///   - texts: Each activity's texts.
  ///   - end: The last moment shown (`--until`, or the plan's last event), included.
  ///   - mode: The mode the texts' schedules are asked in.
  init(
    _ plan: LiveActivityPlan, texts: [LiveActivityInput.Texts], end: Double,
    mode: TimelineScheduleMode
  ) {
    events = plan.events.makeIterator()
    upcoming = events.next()
    budget = plan.assumedHourlyPushBudget
    self.end = end
    self.mode = mode
    spans = plan.contentSpans.compactMap { span in
      guard span.activity < texts.count,
        case .updating(let command, let probe, _) = texts[span.activity].text(span.content)
      else { return nil }
      return TextSpan(
        activity: span.activity, from: span.from.timeIntervalSinceReferenceDate,
        until: span.until.timeIntervalSinceReferenceDate, command: command, probe: probe)
    }
    // By start, stably: spans of one activity never overlap, and their order is kept.
    spans = spans.enumerated().sorted {
      ($0.element.from, $0.offset) < ($1.element.from, $1.offset)
    }
    .map(\.element)
  }

  /// The next row and what its text reads, or nil after the last.
  mutating func next() -> ReportRow? {
    var eventDate = upcoming.map(\.date.timeIntervalSinceReferenceDate)
    if let date = eventDate, date > end { eventDate = nil }
    // Every span starting by the next row's date is read first, so none is missed.
    while nextSpan < spans.count {
      let candidate = [eventDate, earliestOpen()?.date].compactMap { $0 }.min()
      guard candidate.map({ spans[nextSpan].from <= $0 }) ?? true else { break }
      openSpan(spans[nextSpan])
      nextSpan += 1
    }
    let text = earliestOpen()
    if let eventDate, text.map({ eventDate <= $0.date }) ?? true, let event = upcoming {
      upcoming = events.next()
      return ReportRow(.liveActivity(LiveActivityRow(event, budget: budget)))
    }
    guard let text else { return nil }
    let span = open[text.index].span
    open[text.index].next += 1
    if open[text.index].next == open[text.index].dates.count { open.remove(at: text.index) }
    return ReportRow(
      .liveActivity(
        LiveActivityRow(textAt: text.date, activity: span.activity, command: span.command)),
      text: span.probe.render?.text(text.date))
  }

  /// The open span whose next date comes first; at one date, the first opened.
  private func earliestOpen() -> (index: Int, date: Double)? {
    var best: (index: Int, date: Double)?
    for (index, span) in open.enumerated()
    where best.map({ span.dates[span.next] < $0.date }) ?? true {
      best = (index, span.dates[span.next])
    }
    return best
  }

  /// Reads the dates of `span` up to the plan's end, within ``textLimit``.
  private mutating func openSpan(_ span: TextSpan) {
    // The span ends before its replacement; the plan's end includes its instant.
    let stop = min(span.until, end.nextUp)
    guard span.from < stop else { return }
    let room = Self.textLimit - textCount
    let dates = span.probe.dates(span.from, stop, mode, room + 1)
    if dates.count > room { textsTruncated = true }
    let kept = Array(dates.prefix(room))
    textCount += kept.count
    if !kept.isEmpty { open.append(OpenSpan(span: span, dates: kept)) }
  }
}
