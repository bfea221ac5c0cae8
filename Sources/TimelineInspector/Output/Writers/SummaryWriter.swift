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
  private var facts: SummaryFacts
  private var summary = TimelineSummary()

  /// A summary of rows of `items`, in JSON or text, of a run that ends at
  /// `until` (if given), knowing `facts` about it.
  init(items: Report.Items, json: Bool, until: Double?, facts: SummaryFacts) {
    self.items = items
    self.json = json
    self.until = until
    self.facts = facts
  }

  func begin(_ header: ReportHeader, to sink: inout ReportSink) throws(RunStop) {}

  mutating func write(_ row: ReportRow, to sink: inout ReportSink) throws(RunStop) {
    // The run stops where a list would, so the summary is of the rows it shows.
    try sink.requirePrintable(row.item)
    switch row.item {
    case .entry(let t): summary.add(t)
    case .update(let time, _, _), .comparison(let time, _, _, _): summary.add(time)
    case .frame(let time, _, _, _, _, let event):
      switch event {
      case .frame: summary.add(time)
      case .frozen: facts.frozenInAlwaysOn = true
      case .enter: break
      }
    }
  }

  mutating func end(to sink: inout ReportSink) throws(RunStop) {
    summary.close(at: until)
    let noun =
      switch items {
      case .entries: "dates"
      case .updates, .comparison: "updates"
      case .frames: "frames"
      }
    let text = SummaryText(
      noun: noun, summary: summary, pitfalls: facts.pitfalls(last: summary.last))
    // Every time summarised was printable when it was a row
    // (``ReportSink/requirePrintable(_:)``); a date the run stopped at never became one.
    var dates: [Double: String] = [:]
    for t in [
      summary.first, summary.last, summary.longestFrozen?.start, summary.longestFrozen?.end,
    ] {
      if let t { dates[t] = try sink.string(t) }
    }
    let date = { (t: Double) in dates[t] ?? "" }
    try sink.write(json ? text.json(date: date) : text.text(date: date))
  }
}
