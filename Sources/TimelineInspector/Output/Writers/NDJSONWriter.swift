/// `--format ndjson`: each row a compact JSON object on its own line
/// (``JSONRowObject``), nothing before or after.
struct NDJSONWriter: ReportWriter {
  private let object = JSONRowObject(spaced: false)

  func begin(_ header: ReportHeader, to sink: inout ReportSink) throws(RunStop) {}

  func write(_ row: ReportRow, to sink: inout ReportSink) throws(RunStop) {
    var bytes = try sink.row(for: row, textBytes: JSONRowObject.textBytes(row))
    try object.write(row, into: &bytes, sink: &sink)
    bytes.put("\n")
    sink.commit(bytes)
  }

  func end(to sink: inout ReportSink) throws(RunStop) {}
}
