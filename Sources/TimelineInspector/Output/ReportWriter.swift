/// Writes the rows of a report in one output format: one type per format
/// (``TextWriter``, ``JSONWriter``, ``NDJSONWriter``, ``SeparatedValuesWriter``).
///
/// A report calls ``begin(_:to:)`` once, ``write(_:to:)`` for each row, then
/// ``end(to:)`` (also after a run stopped early, so a document is closed).
/// A writer writes a row by reserving room for it in the sink
/// (``ReportSink/row(for:textBytes:)``), putting bytes and dates into that
/// bounded room, and committing it; a date that cannot be printed throws before
/// the commit, so no half row is ever written. A new format is a new type
/// conforming to this protocol, and a case in ``OutputFormat/writer(for:)``.
protocol ReportWriter {
  /// Writes what comes before the first row (a JSON document's opening, a header line).
  mutating func begin(_ header: ReportHeader, to sink: inout ReportSink) throws(RunStop)
  /// Writes one row.
  mutating func write(_ row: ReportRow, to sink: inout ReportSink) throws(RunStop)
  /// Writes what comes after the last row.
  mutating func end(to sink: inout ReportSink) throws(RunStop)
}

/// Where writers write: the output buffer and the printer of dates.
struct ReportSink: ~Copyable {
  /// The buffer rows go into.
  var out: OutputBuffer
  /// Prints dates in the chosen format and zone.
  var dates: DatePrinter

  /// Room for one row of `row`'s kind, with `textBytes` more for its rendered
  /// text; commit it with ``commit(_:)``.
  @inline(__always)
  mutating func row(for row: ReportRow, textBytes: Int = 0) throws(RunStop) -> RowBytes {
    try reserve(row.dateCount * dates.maximumLength + ReportRow.fixedBytes + textBytes)
  }

  /// Room for `length` bytes.
  @inline(__always)
  mutating func reserve(_ length: Int) throws(RunStop) -> RowBytes {
    do { return try out.reserve(length) } catch { throw .write(error) }
  }

  /// Keeps a row written into room from ``row(for:textBytes:)``.
  @inline(__always)
  mutating func commit(_ row: RowBytes) { out.commit(row) }

  /// Prints `t` into `row`, or throws ``RunStop/unprintable(_:)``.
  @inline(__always)
  mutating func date(_ t: Double, into row: inout RowBytes) throws(RunStop) {
    let printed = row.write(upTo: dates.maximumLength) { bytes in
      dates.write(t, to: bytes.baseAddress!)
    }
    guard printed else { throw .unprintable(t) }
  }

  /// `t` as a `String`, for headers.
  mutating func string(_ t: Double) throws(RunStop) -> String {
    guard let text = dates.string(t) else { throw .unprintable(t) }
    return text
  }

  /// Appends `text` as it is (headers, a document's closing).
  mutating func write(_ text: String) throws(RunStop) {
    var row = try reserve(text.utf8.count)
    row.put(string: text)
    commit(row)
  }

  /// Writes everything buffered.
  mutating func flush() throws(RunStop) {
    do { try out.flush() } catch { throw .write(error) }
  }
}
