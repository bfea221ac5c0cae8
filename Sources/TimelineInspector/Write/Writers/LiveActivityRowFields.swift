/// A Live Activity's row as a line of fields, for text and TSV (tab-separated) and CSV
/// (comma-separated): the date, the event, the activity, the detail and the source.
///
/// The detail is ``LiveActivityRow/detailField(text:)``. A field stays one field: CSV
/// quotes one holding a comma, a quote or a line break (RFC 4180, quotes doubled); text
/// and TSV write a tab or line break in it as a space, as a widget's rows do
/// (``WidgetRowFields``).
enum LiveActivityRowFields {
  /// The columns' names, in order: the header line's words.
  static let columns = ["date", "event", "activity", "detail", "source"]

  /// Lays out `row`, whose text reads `text`, as CSV (`isCSV`) or tab-separated
  /// fields, dates quoted when `quotesDates` (a CSV pattern with a comma).
  static func put(
    _ row: LiveActivityRow, text: String?, isCSV: Bool, quotesDates: Bool,
    into bytes: inout RowBytes, sink: inout ReportSink
  ) throws(RunStop) {
    try PlanRowFields.open(
      row.date, event: row.event.rawValue, isCSV: isCSV, quotesDates: quotesDates, into: &bytes,
      sink: &sink)
    bytes.put(string: String(row.activity))
    bytes.put(byte: PlanRowFields.separator(isCSV))
    let field = row.detailField(text: text)
    if isCSV {
      SeparatedValuesWriter.putCSV(field, into: &bytes)
    } else {
      WidgetRowFields.putPlain(field, into: &bytes)
    }
    PlanRowFields.close(source: row.source, isCSV: isCSV, into: &bytes)
  }
}
