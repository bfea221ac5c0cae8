/// The table of a plan (``TableWriter``): a title, then the plan's rows in aligned
/// columns under a header, with each date's distance from the plan's start.
///
/// Its columns are as wide as their widest cell (``AlignedColumns``), so the run passes
/// every row it will write to ``measure(_:sink:)`` first, then writes the head and the
/// rows as they come: only the widths are kept, so memory does not grow with the plan.
/// What differs between products is the row's cells (``WidgetRow/tableCells(from:text:sink:)``,
/// ``LiveActivityRow/tableCells(from:names:text:sink:)``) and the title.
struct PlanTable {
  /// Where distances count from: when the first timeline is provided, or the first
  /// request.
  private let start: Double
  /// The activities' names, for a Live Activity plan.
  private let names: [String]
  private var columns: AlignedColumns

  /// The table of the plan `header` describes, or nil for a header of no plan.
  init?(header: ReportHeader, sink: inout ReportSink) throws(RunStop) {
    if let widget = header.widget {
      start = widget.start
      names = []
      columns = AlignedColumns(
        title:
          "Events of the widget's plan from \(try sink.string(start)) (--provided-at), in \(header.timeZone):",
        columns: WidgetRow.tableColumns)
    } else if let facts = header.liveActivity {
      start = facts.start
      names = facts.names
      columns = AlignedColumns(
        title:
          "Events of the Live Activity plan from \(try sink.string(start)) (its first request), in \(header.timeZone):",
        columns: LiveActivityRow.tableColumns)
    } else {
      return nil
    }
  }

  /// Widens the columns to hold `row`'s line.
  mutating func measure(_ row: ReportRow, sink: inout ReportSink) throws(RunStop) {
    if let cells = try cells(of: row, sink: &sink) { columns.measure(cells) }
  }

  /// Writes the title and the header line.
  func begin(sink: inout ReportSink) throws(RunStop) { try sink.write(columns.head) }

  /// Writes `row`'s line.
  func write(_ row: ReportRow, sink: inout ReportSink) throws(RunStop) {
    if let cells = try cells(of: row, sink: &sink) { try sink.write(columns.line(cells)) }
  }

  /// The cells of `row`, or nil for a row of no plan.
  private func cells(of row: ReportRow, sink: inout ReportSink) throws(RunStop) -> [String]? {
    switch row.item {
    case .widget(let event):
      try event.tableCells(from: start, text: row.text, sink: &sink)
    case .liveActivity(let event):
      try event.tableCells(from: start, names: names, text: row.text, sink: &sink)
    case .entry, .update, .comparison, .frame:
      nil
    }
  }
}
