/// Writes the rows of a report in one output format: one type per format
/// (``TextWriter``, ``JSONWriter``, ``NDJSONWriter``, ``SeparatedValuesWriter``).
///
/// A report calls ``begin(_:to:)`` once, then for the rows, in order,
/// ``write(_:to:)`` for one row or ``write(rows:to:)`` for a batch of rows
/// without text whose dates all print, then ``end(_:to:)`` (also after a run
/// stopped early, so a document is closed). A writer writes a row by
/// reserving room for it in the sink (``ReportSink/row(for:textBytes:)``, or
/// ``ReportSink/write(rows:_:)`` for a batch), putting bytes and dates into
/// that bounded room, and committing it; a date that cannot be printed throws
/// before the commit, so no half row is ever written.
///
/// A new format is a new type conforming to this protocol, and a case in
/// ``OutputFormat/writer(items:rendersText:quotesDates:header:zone:)``. The
/// formats of long outputs implement ``write(rows:to:)`` with their row code
/// inlined in its loop: one dynamic call per batch, not one per row. Those
/// writers (``RowLayout``) and the sink they write to are among the types
/// fenced for the attributes that force inlining (scripts/lint.sh).
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
  mutating func write(rows batch: borrowing RowBatch, to sink: inout ReportSink)
    throws(RunStop)
  /// Writes what comes after the last row, and what `footer` holds.
  mutating func end(_ footer: ReportFooter, to sink: inout ReportSink) throws(RunStop)
  /// Whether the writer lays out its rows from all of them (a plan's table, whose
  /// columns are as wide as their widest cell): the run then passes each row it will
  /// write to ``measure(_:of:sink:)`` before ``begin(_:to:)``, so that the writer keeps
  /// what it measured, not the rows. False by default.
  var measuresRows: Bool { get }
  /// Takes the measure of `row`, one of the run described by `header`, writing nothing;
  /// throws ``RunStop/unprintable(_:)`` where writing the row would. Nothing by default.
  mutating func measure(_ row: ReportRow, of header: ReportHeader, sink: inout ReportSink)
    throws(RunStop)
}

extension ReportWriter {
  var measuresRows: Bool { false }

  mutating func measure(_ row: ReportRow, of header: ReportHeader, sink: inout ReportSink)
    throws(RunStop)
  {}

  /// Writes the rows of `batch` one by one.
  mutating func write(rows batch: borrowing RowBatch, to sink: inout ReportSink)
    throws(RunStop)
  {
    for index in 0..<batch.count { try write(ReportRow(batch[index]), to: &sink) }
  }
}
