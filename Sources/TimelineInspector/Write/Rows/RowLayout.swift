/// A ``ReportWriter`` that lays out each row in one function, whether the
/// row comes alone or in a batch: text, JSON, NDJSON, CSV and TSV.
///
/// The conforming writer gives the layout (``put(_:text:into:sink:)``) and
/// the room its rendered text may take; this protocol reserves, lays out and
/// commits. In a batch the text is the constant nil and the layout is
/// inlined in the batch's loop, so a row costs no dynamic call.
protocol RowLayout: ReportWriter {
  /// The most bytes a row's rendered `text` takes in this format (0 for nil).
  static func textBytes(_ text: String?) -> Int

  /// Lays out a row of `item` with rendered `text` into `bytes`, which has
  /// room for it (``ReportSink/row(for:textBytes:)``).
  mutating func put(
    _ item: ReportRow.Item, text: String?, into bytes: inout RowBytes, sink: inout ReportSink
  ) throws(RunStop)
}

extension RowLayout {
  /// Writes one row into room of its own.
  @inline(__always)
  mutating func write(_ row: ReportRow, to sink: inout ReportSink) throws(RunStop) {
    var bytes = try sink.row(for: row.item, textBytes: Self.textBytes(row.text))
    try put(row.item, text: row.text, into: &bytes, sink: &sink)
    sink.commit(bytes)
  }

  /// Writes a batch into one reservation, the layout inlined in the loop:
  /// always inlined, so that the writer's own copy of this method calls its
  /// layout directly, not through the protocol.
  @inline(__always)
  mutating func write(rows batch: borrowing RowBatch, to sink: inout ReportSink)
    throws(RunStop)
  {
    try sink.write(rows: batch.items) { item, bytes, sink throws(RunStop) in
      try put(item, text: nil, into: &bytes, sink: &sink)
    }
  }
}
