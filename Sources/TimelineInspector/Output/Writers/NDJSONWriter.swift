/// `--format ndjson`: each row a compact JSON object on its own line
/// (``JSONRowObject``), nothing before or after.
struct NDJSONWriter: ReportWriter {
  /// Computed, not stored: see ``JSONWriter``.
  private var object: JSONRowObject { JSONRowObject(spaced: false) }

  func begin(_ header: ReportHeader, to sink: inout ReportSink) throws(RunStop) {}

  func write(_ row: ReportRow, to sink: inout ReportSink) throws(RunStop) {
    var bytes = try sink.row(for: row.item, textBytes: JSONRowObject.textBytes(row.text))
    try put(row.item, text: row.text, into: &bytes, sink: &sink)
    sink.commit(bytes)
  }

  func write(rows items: UnsafeBufferPointer<ReportRow.Item>, to sink: inout ReportSink)
    throws(RunStop)
  {
    try sink.write(rows: items) { item, bytes, sink throws(RunStop) in
      try put(item, text: nil, into: &bytes, sink: &sink)
    }
  }

  /// Lays out one row: see ``TextWriter``.
  @inline(__always)
  private func put(
    _ item: ReportRow.Item, text: String?, into bytes: inout RowBytes, sink: inout ReportSink
  ) throws(RunStop) {
    try object.write(item, text: text, into: &bytes, sink: &sink)
    bytes.put("\n")
  }

  func end(to sink: inout ReportSink) throws(RunStop) {}
}
