/// `widget` as lines of fields: `--format text` (tab-separated, the header only with
/// `--header`), `tsv` and `csv` (with their header line). The fields are the date, the
/// event, the timeline, the entry (`-` for none), the detail and the source.
struct WidgetLinesWriter: WidgetWriter {
  /// The columns' names, in order.
  static let columns = ["date", "event", "timeline", "entry", "detail", "source"]

  let separator: String
  let header: Bool
  /// CSV's quoting (RFC 4180) of a field holding a comma, a quote or a line end; otherwise
  /// tabs and line ends in a field become spaces, so that a line stays one row.
  let quotes: Bool

  func write(_ report: WidgetReport, to output: inout WidgetOutput) throws(RunStop) {
    if header { try output.write(Self.columns.joinedText(separator: separator) + "\n") }
    for row in report.rows {
      let fields = try Self.fields(of: row, &output)
      try output.write(fields.map(field).joinedText(separator: separator) + "\n")
    }
  }

  /// A row's fields as text.
  static func fields(of row: WidgetRow, _ output: inout WidgetOutput) throws(RunStop) -> [String] {
    [
      try output.date(row.date), row.event.rawValue, String(row.timeline),
      row.entry.map(String.init) ?? "-",
      try row.detailText { t throws(RunStop) in try output.date(t) }, row.source.rawValue,
    ]
  }

  /// `text` as one field of this format (``quotes``).
  func field(_ text: String) -> String {
    // By scalar, not by Character: "\r\n" is one Character, equal to neither
    // "\r" nor "\n", and would break the line unquoted.
    let scalars = text.unicodeScalars
    if quotes {
      guard scalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
        return text
      }
      var quoted = "\""
      for character in text { quoted += character == "\"" ? "\"\"" : String(character) }
      return quoted + "\""
    }
    var plain = String.UnicodeScalarView()
    plain.append(contentsOf: scalars.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 })
    return String(plain)
  }
}
