import TimelineCore

/// `--summary`: instead of the rows, what a person wants to know about them
/// (``TimelineSummary``), with warnings of known pitfalls (``SummaryPitfall``),
/// as labelled text or one JSON object, written when the run ends.
///
/// Memory is bounded (see ``TimelineSummary``), but the summary is written
/// only at the end, so the run must end: the command refuses an endless one.
struct SummaryWriter: ReportWriter {
  private let items: Report.Items
  private let json: Bool
  private let until: Double?
  private let zone: TimeZoneChoice
  private var facts: SummaryFacts
  private var summary = TimelineSummary()
  /// With `--model both`, how many times each model updates: the summary
  /// counts the moments either does.
  private var modelCounts = (swiftui: 0, documented: 0)
  /// When a view that presents no frame in Always On entered it.
  private var frozenSince: Double?
  /// A widget's plan's summary (``WidgetSummary``).
  private var widget: WidgetSummary?
  /// A Live Activity plan's summary (``LiveActivitySummary``).
  private var liveActivity: LiveActivitySummary?

  /// A summary of rows of `items`, in JSON or text, of a run in `zone` that
  /// ends at `until` (if given), knowing `facts` about it.
  init(
    items: Report.Items, json: Bool, until: Double?, zone: TimeZoneChoice, facts: SummaryFacts
  ) {
    self.items = items
    self.json = json
    self.until = until
    self.zone = zone
    self.facts = facts
  }

  mutating func begin(_ header: ReportHeader, to sink: inout ReportSink) throws(RunStop) {
    if let facts = header.widget {
      widget = WidgetSummary(
        members: header.members(), budget: facts.budget, end: facts.plannedUntil ?? facts.end)
    }
    if let facts = header.liveActivity {
      liveActivity = LiveActivitySummary(members: header.members(), facts: facts)
    }
  }

  mutating func write(_ row: ReportRow, to sink: inout ReportSink) throws(RunStop) {
    // The run stops where a list would, so the summary is of the rows it shows.
    try sink.requirePrintable(row.item)
    switch row.item {
    case .widget(let event): widget?.add(event)
    case .liveActivity(let event): liveActivity?.add(event)
    case .entry(let t): summary.add(t)
    case .update(let time, _, _): summary.add(time)
    case .comparison(let time, let swiftui, let documented, _):
      summary.add(time)
      if swiftui != nil { modelCounts.swiftui += 1 }
      if documented != nil { modelCounts.documented += 1 }
    case .frame(let time, _, _, let fidelity, let requested, let event):
      switch event {
      case .frame:
        summary.add(time)
        // Only the lack of a session grants minutes to a frame asking for more; a
        // request estimated from an entry folded on screen is no ask for seconds.
        if fidelity == .minutes && requested > .minutes && !row.requestedFromEarlierEntry {
          facts.secondsGrantedMinutes = true
        }
      case .frozen:
        facts.frozenInAlwaysOn = true
        frozenSince = time
      case .enter: break
      }
    }
  }

  mutating func end(_ footer: ReportFooter, to sink: inout ReportSink) throws(RunStop) {
    if let widget {
      return try sink.write(widget.written(json: json, warnings: footer.warnings, sink: &sink))
    }
    if var liveActivity {
      return try sink.write(liveActivity.written(json: json, footer: footer, sink: &sink))
    }
    // A `--until` past the dates tlsched prints is never reached: the run stops
    // at the first date it cannot print, so the summary is of what came before
    // that stop, as it is without `--until`.
    let end = until.flatMap { (try? sink.string($0)) != nil ? $0 : nil }
    summary.close(at: end)
    if let frozenSince, summary.count == 0 { summary.holds(from: frozenSince, to: end) }
    facts.datesGoBackwards = summary.backwardCount > 0
    facts.freezesWhereClocksGoBack = freezesWhereClocksGoBack()
    let noun =
      switch items {
      case .entries: "dates"
      case .updates, .comparison: "updates"
      case .frames: "frames"
      case .widgetEvents, .liveActivityEvents: "events"
      }
    let pitfalls = facts.pitfalls(last: summary.last)
    sink.out.keep(
      pitfalls: pitfalls.map { RecordedPitfall(name: $0.rawValue, message: $0.message) })
    var text = SummaryText(noun: noun, summary: summary, pitfalls: pitfalls)
    if items == .comparison { text.modelCounts = modelCounts }
    // Every time summarised was printable when it was a row
    // (``ReportSink/requirePrintable(_:)``); a date the run stopped at never became one.
    var dates: [Double: String] = [:]
    for t in [
      summary.first, summary.last, summary.longestFrozen?.start, summary.longestFrozen?.end,
      summary.firstBackward?.start, summary.firstBackward?.end,
    ] {
      if let t { dates[t] = try sink.string(t) }
    }
    let date = { (t: Double) in dates[t] ?? "" }
    try sink.write(json ? text.json(date: date) : text.text(date: date))
  }

  /// Whether the longest frozen span is one where the zone's clocks go back
  /// and is longer than twice the median gap: a calendar schedule skipping the
  /// repeated hour, not a schedule that is slow throughout.
  private func freezesWhereClocksGoBack() -> Bool {
    guard let span = summary.longestFrozen, let gaps = summary.gaps,
      span.length > 2 * max(gaps.median, 0), var cursor = zone.offsetCursor()
    else { return false }
    return cursor.offset(at: span.end) < cursor.offset(at: span.start)
  }
}
