import TimelineCore

/// `widget --format table`: a title, then the events in aligned columns under a header,
/// with each date's distance from the moment the timeline was provided.
struct WidgetTableWriter: WidgetWriter {
  static let columns = ["date", "from start", "event", "timeline", "entry", "detail", "source"]

  func write(_ report: WidgetReport, to output: inout WidgetOutput) throws(RunStop) {
    var lines: [[String]] = [Self.columns]
    for row in report.rows {
      var fields = try WidgetLinesWriter.fields(of: row, &output)
      fields.insert(Self.distance(row.date - report.start), at: 1)
      lines.append(fields.map { String($0.map { $0 == "\t" || $0 == "\n" ? " " : $0 }) })
    }
    var widths = [Int](repeating: 0, count: Self.columns.count)
    for line in lines {
      for (index, field) in line.enumerated() { widths[index] = max(widths[index], field.count) }
    }
    var text =
      "Events of the widget's plan from \(try output.date(report.start)) (--provided-at), in \(report.timeZone):\n"
    for line in lines {
      var padded = ""
      for (index, field) in line.enumerated() {
        padded +=
          index == line.count - 1
          ? field : field + String(repeating: " ", count: widths[index] - field.count + 2)
      }
      text += padded + "\n"
    }
    try output.write(text)
  }

  /// `+1h`, `-30s`: a date's distance from the start.
  private static func distance(_ seconds: Double) -> String {
    (seconds < 0 ? "-" : "+") + CompactDuration.string(abs(seconds))
  }
}
