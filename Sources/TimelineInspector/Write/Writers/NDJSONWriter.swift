/// `--format ndjson`: each row a compact JSON object on its own line
/// (``JSONRowObject``), nothing before or after.
struct NDJSONWriter: RowLayout {
  /// Computed, not stored: see ``JSONWriter``.
  private var object: JSONRowObject { JSONRowObject(spaced: false, endsLine: true) }

  func begin(_ header: ReportHeader, to sink: inout ReportSink) throws(RunStop) {}

  static func textBytes(_ text: String?) -> Int { JSONRowObject.textBytes(text) }

  /// Lays out one row (``RowLayout``).
  @inline(__always)
  func put(
    _ item: ReportRow.Item, text: String?, into bytes: inout RowBytes, sink: inout ReportSink
  ) throws(RunStop) {
    try object.write(item, text: text, into: &bytes, sink: &sink)
  }

  func end(_ footer: ReportFooter, to sink: inout ReportSink) throws(RunStop) {}
}
