/// Where writers write: the output buffer and the printer of dates.
struct ReportSink: ~Copyable {
  /// The buffer rows go into.
  var out: OutputBuffer
  /// Prints dates in the chosen format and zone.
  var dates: DatePrinter

  /// Room for one row of `item`'s kind, with `textBytes` more for its
  /// rendered text; commit it with ``commit(_:)``.
  @inline(__always)
  mutating func row(for item: ReportRow.Item, textBytes: Int = 0) throws(RunStop) -> RowBytes {
    try reserve(room(for: item) + textBytes)
  }

  /// Writes the rows of `items` into one reservation, `put` laying out each.
  ///
  /// Every date of a batch surely prints (``Report``), so `put` throws for no
  /// row: if it does, the program stops rather than lose the rows before.
  @inline(__always)
  mutating func write(
    rows items: UnsafeBufferPointer<ReportRow.Item>,
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
  @inline(__always)
  private func room(for item: ReportRow.Item) -> Int {
    item.dateCount * dates.maximumLength + ReportRow.fixedBytes
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
  ///
  /// Always inlined: in a writer's row loop the optimizer then lays the
  /// date's code out with the row's. Out of line it cost every row a call and
  /// a spill of the row's state.
  @inline(__always)
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
