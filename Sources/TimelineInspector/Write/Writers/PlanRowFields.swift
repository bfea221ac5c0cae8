import TimelineCore

/// What a plan's row (a widget's, ``WidgetRowFields``; a Live Activity's,
/// ``LiveActivityRowFields``) is as a line of fields, whatever the product: its date and
/// event first, its source last, with the product's fields between.
enum PlanRowFields {
  /// Writes the date (quoted when `quotesDates`: a CSV pattern with a comma) and the event,
  /// each followed by the separator of CSV (`isCSV`) or TSV.
  static func open(
    _ date: Double, event: String, isCSV: Bool, quotesDates: Bool, into bytes: inout RowBytes,
    sink: inout ReportSink
  ) throws(RunStop) {
    if quotesDates { bytes.put("\"") }
    try sink.date(date, into: &bytes)
    if quotesDates { bytes.put("\"") }
    bytes.put(byte: separator(isCSV))
    bytes.put(string: event)
    bytes.put(byte: separator(isCSV))
  }

  /// Writes the separator, the source, and the line's end.
  static func close(source: RuleSource, isCSV: Bool, into bytes: inout RowBytes) {
    bytes.put(byte: separator(isCSV))
    bytes.put(string: source.rawValue)
    bytes.put("\n")
  }

  /// The byte between fields: a comma for CSV, else a tab.
  static func separator(_ isCSV: Bool) -> UInt8 { isCSV ? UInt8(ascii: ",") : UInt8(ascii: "\t") }
}
