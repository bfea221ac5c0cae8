/// `--format csv` and `--format tsv`: a header line naming the columns, then
/// one row per line; the two differ only in the separator and in how a field
/// that could break the line is kept whole.
///
/// The columns are `date`; `at`, `date`, `cadence`; comparing models `at`,
/// `swiftui`, `documented`, `cadence`, `differs` (a model that does not update
/// is an empty field; `differs` is `true` or `false`); Always-On frames `at`,
/// `date`, `cadence`, `fidelity`, `requested`, `event`; and `text` last when
/// rows carry rendered text. CSV quotes a field as RFC 4180 says when it could
/// need it: a date of a pattern with a comma, rendered text with a comma, quote
/// or line break. TSV escapes rendered text as ``SeparatedText`` does. A
/// widget's rows are laid out by ``WidgetRowFields``, a Live Activity's by
/// ``LiveActivityRowFields``.
struct SeparatedValuesWriter: RowLayout {
  /// Whether this is CSV (else TSV).
  let isCSV: Bool
  /// What the rows are, for the header line.
  let items: Report.Items
  /// Whether the rows carry rendered text, for the header line.
  let rendersText: Bool
  /// Whether date fields are quoted: only a CSV pattern with a comma needs it.
  let quotesDates: Bool

  func begin(_ header: ReportHeader, to sink: inout ReportSink) throws(RunStop) {
    try sink.write(
      Self.columns(of: items, rendersText: rendersText).joinedText(separator: isCSV ? "," : "\t")
        + "\n")
  }

  /// The names of the columns of rows of `items`: the header line's words.
  static func columns(of items: Report.Items, rendersText: Bool) -> [String] {
    var columns =
      switch items {
      case .entries: ["date"]
      case .updates: ["at", "date", "cadence"]
      case .comparison: ["at", "swiftui", "documented", "cadence", "differs"]
      case .frames: ["at", "date", "cadence", "fidelity", "requested", "event"]
      case .widgetEvents: WidgetRowFields.columns
      case .liveActivityEvents: LiveActivityRowFields.columns
      }
    if rendersText { columns.append("text") }
    return columns
  }

  static func textBytes(_ text: String?) -> Int {
    text.map { 2 * SeparatedText.maximumLength(of: $0) + 2 } ?? 0
  }

  /// Lays out one row (``RowLayout``).
  @inline(__always)
  func put(
    _ item: ReportRow.Item, text: String?, into bytes: inout RowBytes, sink: inout ReportSink
  ) throws(RunStop) {
    switch item {
    case .entry(let t):
      try cell(t, into: &bytes, sink: &sink)
    case .update(let time, let shown, let cadence):
      try cell(time, into: &bytes, sink: &sink)
      separator(&bytes)
      try cell(shown, into: &bytes, sink: &sink)
      separator(&bytes)
      bytes.put(nameOf: cadence)
    case .comparison(let time, let swiftui, let documented, let cadence):
      try cell(time, into: &bytes, sink: &sink)
      separator(&bytes)
      if let swiftui { try cell(swiftui, into: &bytes, sink: &sink) }
      separator(&bytes)
      if let documented { try cell(documented, into: &bytes, sink: &sink) }
      separator(&bytes)
      bytes.put(nameOf: cadence)
      separator(&bytes)
      bytes.put(swiftui != documented ? "true" : "false")
    case .frame(let time, let shown, let cadence, let fidelity, let requested, let event):
      try cell(time, into: &bytes, sink: &sink)
      separator(&bytes)
      try cell(shown, into: &bytes, sink: &sink)
      separator(&bytes)
      bytes.put(nameOf: cadence)
      separator(&bytes)
      bytes.put(nameOf: fidelity)
      separator(&bytes)
      bytes.put(nameOf: requested)
      separator(&bytes)
      bytes.put(nameOf: event)
    case .widget(let row):
      return try WidgetRowFields.put(
        row, text: text, isCSV: isCSV, quotesDates: quotesDates, into: &bytes, sink: &sink)
    case .liveActivity(let row):
      return try LiveActivityRowFields.put(
        row, text: text, isCSV: isCSV, quotesDates: quotesDates, into: &bytes, sink: &sink)
    }
    if let text {
      separator(&bytes)
      if isCSV { Self.putCSV(text, into: &bytes) } else { SeparatedText.put(text, into: &bytes) }
    }
    bytes.put("\n")
  }

  func end(_ footer: ReportFooter, to sink: inout ReportSink) throws(RunStop) {}

  @inline(__always)
  private func separator(_ bytes: inout RowBytes) {
    bytes.put(byte: isCSV ? UInt8(ascii: ",") : UInt8(ascii: "\t"))
  }

  /// A date as a field.
  @inline(__always)
  private func cell(_ t: Double, into bytes: inout RowBytes, sink: inout ReportSink)
    throws(RunStop)
  {
    // Patterns cannot hold a quote, so wrapping the date is all RFC 4180 asks.
    if quotesDates { bytes.put(byte: UInt8(ascii: "\"")) }
    try sink.date(t, into: &bytes)
    if quotesDates { bytes.put(byte: UInt8(ascii: "\"")) }
  }

  /// Rendered text as a CSV field: quoted, with quotes doubled, when it holds
  /// a comma, a quote or a line break.
  static func putCSV(_ text: String, into bytes: inout RowBytes) {
    let needsQuotes = text.utf8.contains {
      $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n")
        || $0 == UInt8(ascii: "\r")
    }
    guard needsQuotes else { return bytes.put(string: text) }
    bytes.put("\"")
    for byte in text.utf8 {
      if byte == UInt8(ascii: "\"") { bytes.put("\"") }
      bytes.put(byte: byte)
    }
    bytes.put("\"")
  }
}
