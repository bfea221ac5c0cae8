/// `--format text`: one row per line, fields separated by tabs, no header line.
///
/// A comparison writes `-` for a model that does not update, and `differs` or
/// `same`; rendered text is a last field, with tabs and line breaks escaped
/// (``SeparatedText``). With `--header`, the first line names the columns as
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
    }
    if let text {
      bytes.put("\t")
      SeparatedText.put(text, into: &bytes)
    }
    bytes.put("\n")
  }

  func end(to sink: inout ReportSink) throws(RunStop) {}
}

/// Rendered text in a tab-separated field: a tab, line break or backslash is
/// written as `\t`, `\n`, `\r` or `\\`, so a row stays one line of fields.
enum SeparatedText {
  /// The most bytes ``put(_:into:)`` writes for `text`.
  static func maximumLength(of text: String) -> Int { text.utf8.count * 2 }

  /// Writes `text`, escaped.
  static func put(_ text: String, into row: inout RowBytes) {
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\t"): row.put("\\t")
      case UInt8(ascii: "\n"): row.put("\\n")
      case UInt8(ascii: "\r"): row.put("\\r")
      case UInt8(ascii: "\\"): row.put("\\\\")
      default: row.put(byte: byte)
      }
    }
  }
}
