/// Writes the rows of a report in one output format: one type per format
/// (``TextWriter``, ``JSONWriter``, ``NDJSONWriter``, ``SeparatedValuesWriter``).
///
/// A report calls ``begin(_:to:)`` once, then for the rows, in order,
/// ``write(_:to:)`` for one row or ``write(rows:to:)`` for a batch of rows
/// without text whose dates all print, then ``end(to:)`` (also after a run
/// stopped early, so a document is closed). A writer writes a row by
/// reserving room for it in the sink (``ReportSink/row(for:textBytes:)``, or
/// ``ReportSink/write(rows:_:)`` for a batch), putting bytes and dates into
/// that bounded room, and committing it; a date that cannot be printed throws
/// before the commit, so no half row is ever written.
///
/// A new format is a new type conforming to this protocol, and a case in
/// ``OutputFormat/writer(items:rendersText:quotesDates:header:zone:)``. The
/// formats of long outputs implement ``write(rows:to:)`` as a loop over
/// their row code: one dynamic call per batch, not one per row.
protocol ReportWriter {
  /// Writes what comes before the first row (a JSON document's opening, a header line).
  mutating func begin(_ header: ReportHeader, to sink: inout ReportSink) throws(RunStop)
  /// Writes one row.
  mutating func write(_ row: ReportRow, to sink: inout ReportSink) throws(RunStop)
  /// Writes rows without text, in order, as ``write(_:to:)`` would one by one;
  /// every date in them is printable (``DatePrinter/surelyPrints(_:)-(Double)``).
  /// A writer of long outputs implements it as that loop over its own row
  /// code; the default implementation calls ``write(_:to:)`` dynamically for
  /// each row.
  mutating func write(rows items: [ReportRow.Item], to sink: inout ReportSink)
    throws(RunStop)
  /// Writes what comes after the last row.
  mutating func end(to sink: inout ReportSink) throws(RunStop)
}

extension ReportWriter {
  /// Writes `items` one by one.
  mutating func write(rows items: [ReportRow.Item], to sink: inout ReportSink)
    throws(RunStop)
  {
    for item in items { try write(ReportRow(item), to: &sink) }
  }
}

/// Where writers write: the output buffer and the printer of dates.
struct ReportSink: ~Copyable {
  /// The buffer rows go into.
  var out: OutputBuffer
  /// Prints dates in the chosen format and zone.
  var dates: DatePrinter

  /// Room for one row of `item`'s kind, with `textBytes` more for its
  /// rendered text; commit it with ``commit(_:)``.
  mutating func row(for item: ReportRow.Item, textBytes: Int = 0) throws(RunStop) -> RowBytes {
    try reserve(room(for: item) + textBytes)
  }

  /// Writes the rows of `items` into one reservation, `put` laying out each.
  ///
  /// Every date of a batch surely prints (``Report``), so `put` throws for no
  /// row: if it does, the program stops rather than lose the rows before.
  mutating func write(
    rows items: [ReportRow.Item],
    _ put: (ReportRow.Item, inout RowBytes, inout ReportSink) throws(RunStop) -> Void
  ) throws(RunStop) {
    // Room for the row with the most dates, for every row: a count, not a
    // loop over the rows (a batch is at most ``RowBatch/capacity`` rows).
    let rowRoom = ReportRow.Item.mostDates * dates.maximumLength + ReportRow.fixedBytes
    var bytes = try reserve(items.count * rowRoom)
    do {
      for item in items { try put(item, &bytes, &self) }
    } catch {
      preconditionFailure("a row of a batch did not print: \(error)")
    }
    commit(bytes)
  }

  /// The most bytes a row of `item`'s kind takes without rendered text.
  private func room(for item: ReportRow.Item) -> Int {
    item.dateCount * dates.maximumLength + ReportRow.fixedBytes
  }

  /// Room for `length` bytes.
  mutating func reserve(_ length: Int) throws(RunStop) -> RowBytes {
    do { return try out.reserve(length) } catch { throw .write(error) }
  }

  /// Keeps a row written into room from ``row(for:textBytes:)``.
  mutating func commit(_ row: RowBytes) { out.commit(row) }

  /// Prints `t` into `row`, or throws ``RunStop/unprintable(_:)``.
  mutating func date(_ t: Double, into row: inout RowBytes) throws(RunStop) {
    guard row.put(t, printedBy: &dates) else { throw .unprintable(t) }
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
