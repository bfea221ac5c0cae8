import TimelineCore

/// The table of a Live Activity plan (``TableWriter``): a title, then the events in
/// aligned columns under a header, with each date's distance from the plan's first
/// request and each activity by its name.
///
/// A column is as wide as its longest cell, so the lines are kept and aligned when the
/// table ends, as a widget's table is (``WidgetTable``).
struct LiveActivityTable {
  static let columns = ["date", "from start", "event", "activity", "detail", "source"]

  private let title: String
  /// The plan's first request: where distances count from.
  private let start: Double
  private let names: [String]
  private var lines: [[String]] = [Self.columns]

  /// A table of the plan `facts` describe, in the zone named `timeZone`.
  init(facts: LiveActivityPlanFacts, timeZone: String, sink: inout ReportSink) throws(RunStop) {
    start = facts.start
    names = facts.names
    title =
      "Events of the Live Activity plan from \(try sink.string(start)) (its first request), in \(timeZone):"
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
    lines.append(fields.map { String($0.map { $0 == "\t" || $0 == "\n" ? " " : $0 }) })
  }

  /// The table: the title, then every line, each column padded to its widest cell.
  var text: String {
    var widths = [Int](repeating: 0, count: Self.columns.count)
    for line in lines {
      for (index, field) in line.enumerated() { widths[index] = max(widths[index], field.count) }
    }
    var text = title + "\n"
    for line in lines {
      var padded = ""
      for (index, field) in line.enumerated() {
        padded +=
          index == line.count - 1
          ? field : field + String(repeating: " ", count: widths[index] - field.count + 2)
      }
      text += padded + "\n"
    }
    return text
  }
}
