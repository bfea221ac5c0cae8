import TimelineCore

/// The table of a Live Activity plan (``TableWriter``): a title, then the events in
/// aligned columns under a header, with each date's distance from the plan's first
/// request and each activity by its name.
///
/// Its columns are aligned as ``AlignedColumns`` aligns them, so the lines are kept
/// until the table ends.
struct LiveActivityTable {
  static let columns = ["date", "from start", "event", "activity", "detail", "source"]

  /// The plan's first request: where distances count from.
  private let start: Double
  private let names: [String]
  private var table: AlignedColumns

  /// A table of the plan `facts` describe, in the zone named `timeZone`.
  init(facts: LiveActivityPlanFacts, timeZone: String, sink: inout ReportSink) throws(RunStop) {
    start = facts.start
    names = facts.names
    table = AlignedColumns(
      title:
        "Events of the Live Activity plan from \(try sink.string(start)) (its first request), in \(timeZone):",
      columns: Self.columns)
  }

  /// Adds the line of `row`, whose text reads `text`.
  mutating func add(_ row: LiveActivityRow, text: String?, sink: inout ReportSink)
    throws(RunStop)
  {
    let name = row.activity < names.count ? names[row.activity] : String(row.activity)
    let fields = [
      try sink.string(row.date), TableWriter.offsetText(row.date - start), row.event.rawValue,
      name, row.detailField(text: text), row.source.rawValue,
    ]
    table.add(fields)
  }

  /// The table: the title, then every line, each column padded to its widest cell.
  var text: String { table.text }
}
