import TimelineCore

/// The table of a widget's plan (``TableWriter``): a title, then the events in aligned
/// columns under a header, with each date's distance from the moment the timeline was
/// provided.
///
/// Its columns are aligned as ``AlignedColumns`` aligns them, so the lines are kept
/// until the table ends.
struct WidgetTable {
  static let columns = ["date", "from start", "event", "timeline", "entry", "detail", "source"]

  /// When the first timeline is provided: where distances count from.
  private let start: Double
  private var table: AlignedColumns

  /// A table of a plan provided at `start`, in the zone named `timeZone`.
  init(start: Double, timeZone: String, sink: inout ReportSink) throws(RunStop) {
    self.start = start
    table = AlignedColumns(
      title:
        "Events of the widget's plan from \(try sink.string(start)) (--provided-at), in \(timeZone):",
      columns: Self.columns)
  }

  /// Adds the line of `row`, whose text reads `text`.
  mutating func add(_ row: WidgetRow, text: String?, sink: inout ReportSink) throws(RunStop) {
    let detail: String
    switch row.detail {
    case .none: detail = "-"
    case .score(let score): detail = "score=\(WidgetRow.number(score))"
    case .trigger(let trigger): detail = WidgetRow.name(of: trigger)
    case .counted(let count, let limit): detail = "counted=\(count)/\(limit)"
    case .free: detail = "free"
    case .retry(let at?): detail = "retry-at=\(try sink.string(at))"
    case .retry(nil): detail = "no-retry"
    case .text(let command): detail = text ?? command.rawValue
    }
    let fields = [
      try sink.string(row.date), TableWriter.offsetText(row.date - start), row.event.rawValue,
      String(row.timeline), row.entry.map(String.init) ?? "-", detail, row.source.rawValue,
    ]
    table.add(fields)
  }

  /// The table: the title, then every line, each column padded to its widest cell.
  var text: String { table.text }
}
