/// `--format text`: one row per line, fields separated by tabs, no header line.
///
/// A comparison writes `-` for a model that does not update, and `differs` or
/// `same`; rendered text is a last field, with tabs and line breaks escaped
/// (``SeparatedText``). A widget's rows are laid out by ``WidgetRowFields``,
/// a Live Activity's by ``LiveActivityRowFields``, as TSV's are. With `--header`, the first line names the columns as
/// TSV's header does; without it the bytes are the same as ever.
struct TextWriter: RowLayout {
  /// What the rows are, when a header line names their columns (`--header`).
  var header: (items: Report.Items, rendersText: Bool)?

  func begin(_ header: ReportHeader, to sink: inout ReportSink) throws(RunStop) {
    guard let columns = self.header else { return }
    try sink.write(
      SeparatedValuesWriter.columns(of: columns.items, rendersText: columns.rendersText)
        .joinedText(separator: "\t") + "\n")
  }

  static func textBytes(_ text: String?) -> Int { text.map(SeparatedText.maximumLength) ?? 0 }

  /// Lays out one row (``RowLayout``).
  @inline(__always)
  func put(
    _ item: ReportRow.Item, text: String?, into bytes: inout RowBytes, sink: inout ReportSink
  ) throws(RunStop) {
    switch item {
    case .entry(let t):
      try sink.date(t, into: &bytes)
    case .update(let time, let shown, let cadence):
      try sink.date(time, into: &bytes)
      bytes.put("\t")
      try sink.date(shown, into: &bytes)
      bytes.put("\t")
      bytes.put(nameOf: cadence)
    case .comparison(let time, let swiftui, let documented, let cadence):
      try sink.date(time, into: &bytes)
      bytes.put("\t")
      if let swiftui { try sink.date(swiftui, into: &bytes) } else { bytes.put("-") }
      bytes.put("\t")
      if let documented { try sink.date(documented, into: &bytes) } else { bytes.put("-") }
      bytes.put("\t")
      bytes.put(nameOf: cadence)
      bytes.put(swiftui != documented ? "\tdiffers" : "\tsame")
    case .frame(let time, let shown, let cadence, let fidelity, let requested, let event):
      try sink.date(time, into: &bytes)
      bytes.put("\t")
      try sink.date(shown, into: &bytes)
      bytes.put("\t")
      bytes.put(nameOf: cadence)
      bytes.put("\t")
      bytes.put(nameOf: fidelity)
      bytes.put("\t")
      bytes.put(nameOf: requested)
      bytes.put("\t")
      bytes.put(nameOf: event)
    case .widget(let row):
      return try WidgetRowFields.put(
        row, text: text, isCSV: false, quotesDates: false, into: &bytes, sink: &sink)
    case .liveActivity(let row):
      return try LiveActivityRowFields.put(
        row, text: text, isCSV: false, quotesDates: false, into: &bytes, sink: &sink)
    }
    if let text {
      bytes.put("\t")
      SeparatedText.put(text, into: &bytes)
    }
    bytes.put("\n")
  }

  func end(_ footer: ReportFooter, to sink: inout ReportSink) throws(RunStop) {}
}

/// Rendered text in a tab-separated field: a tab, line break or backslash is
/// written as `\t`, `\n`, `\r` or `\\`, so a row stays one line of fields,
/// and any other character a terminal or a line reader acts on as JSON writes
/// a control character, `\u` and four hex digits: the other C0 controls (ESC
/// `\u001b`, vertical tab, form feed), DEL, the C1 controls (NEL `\u0085`) and
/// the line and paragraph separators (`\u2028`, `\u2029`), so a verbatim
/// literal cannot move the cursor, recolour the terminal or split the row.
enum SeparatedText {
  /// The most bytes ``put(_:into:)`` writes for `text`: a one-byte control
  /// character becomes six.
  static func maximumLength(of text: String) -> Int { text.utf8.count * 6 }

  /// Writes `text`, escaped.
  static func put(_ text: String, into row: inout RowBytes) {
    let utf8 = text.utf8
    var index = utf8.startIndex
    while index != utf8.endIndex {
      let byte = utf8[index]
      utf8.formIndex(after: &index)
      switch byte {
      case UInt8(ascii: "\t"): row.put("\\t")
      case UInt8(ascii: "\n"): row.put("\\n")
      case UInt8(ascii: "\r"): row.put("\\r")
      case UInt8(ascii: "\\"): row.put("\\\\")
      case ..<0x20, 0x7F: putEscaped(UInt16(byte), into: &row)
      // U+0080 to U+009F are C2 80 to C2 9F, the second byte the scalar's value.
      case 0xC2 where index != utf8.endIndex && (0x80..<0xA0).contains(utf8[index]):
        putEscaped(UInt16(utf8[index]), into: &row)
        utf8.formIndex(after: &index)
      // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
      case 0xE2
      where utf8[index...].starts(with: [0x80, 0xA8]) || utf8[index...].starts(with: [0x80, 0xA9]):
        utf8.formIndex(after: &index)
        putEscaped(0x2000 + UInt16(utf8[index] - 0x80), into: &row)
        utf8.formIndex(after: &index)
      default: row.put(byte: byte)
      }
    }
  }

  /// Writes the scalar `value` as JSON does: `\u` and four lowercase hex digits.
  private static func putEscaped(_ value: UInt16, into row: inout RowBytes) {
    let hex: StaticString = "0123456789abcdef"
    row.put("\\u")
    for shift in stride(from: 12, through: 0, by: -4) {
      row.put(byte: hex.utf8Start[Int(value >> UInt16(shift) & 0xF)])
    }
  }
}
