/// A widget's row as a line of fields, for text and TSV (tab-separated) and CSV
/// (comma-separated): the date, the event, the timeline, the entry (`-` for
/// none), the detail and the source.
///
/// The detail is `-` for none, `score=N`, the trigger's name, `counted=N/M`,
/// `free`, `retry-at=DATE` or `no-retry`, and a text's reading (`--render`) or
/// else its command; a row a granted reload would have replaced adds ` replaced`
/// (``WidgetRow/detailField(_:)``). A field stays one field: CSV quotes one holding a comma, a
/// quote or a line break (RFC 4180, quotes doubled); text and TSV write a tab or
/// line break in it as a space.
enum WidgetRowFields {
  /// The columns' names, in order: the header line's words.
  static let columns = ["date", "event", "timeline", "entry", "detail", "source"]

  /// Lays out `row`, whose text reads `text`, as CSV (`isCSV`) or tab-separated
  /// fields, dates quoted when `quotesDates` (a CSV pattern with a comma).
  static func put(
    _ row: WidgetRow, text: String?, isCSV: Bool, quotesDates: Bool, into bytes: inout RowBytes,
    sink: inout ReportSink
  ) throws(RunStop) {
    let separator = PlanRowFields.separator(isCSV)
    try PlanRowFields.open(
      row.date, event: row.event.rawValue, isCSV: isCSV, quotesDates: quotesDates, into: &bytes,
      sink: &sink)
    bytes.put(string: String(row.timeline))
    bytes.put(byte: separator)
    if let entry = row.entry { bytes.put(string: String(entry)) } else { bytes.put("-") }
    bytes.put(byte: separator)
    // The mark goes inside a quoted field, after its last word.
    let mark = row.isReplaced ? " " + WidgetRow.replacedMark : ""
    switch row.detail {
    case .none: bytes.put(string: row.detailField("-"))
    case .score(let score): bytes.put(string: row.detailField("score=" + WidgetRow.number(score)))
    case .trigger(let trigger): bytes.put(string: row.detailField(WidgetRow.name(of: trigger)))
    case .counted(let count, let limit):
      bytes.put(string: row.detailField("counted=\(count)/\(limit)"))
    case .free: bytes.put(string: row.detailField("free"))
    case .retry(let at?):
      bytes.put(quotesDates ? "\"retry-at=" : "retry-at=")
      try sink.date(at, into: &bytes)
      bytes.put(string: mark)
      if quotesDates { bytes.put("\"") }
    case .retry(nil): bytes.put(string: row.detailField("no-retry"))
    case .text(let command):
      let field = row.detailField(text ?? command.rawValue)
      if isCSV {
        SeparatedValuesWriter.putCSV(field, into: &bytes)
      } else {
        putPlain(field, into: &bytes)
      }
    }
    PlanRowFields.close(source: row.source, isCSV: isCSV, into: &bytes)
  }

  /// `text` as a tab-separated field: a tab or line break becomes a space.
  static func putPlain(_ text: String, into bytes: inout RowBytes) {
    for byte in text.utf8 {
      let isBreak =
        byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
      bytes.put(byte: isBreak ? UInt8(ascii: " ") : byte)
    }
  }
}
