/// `--format json`: one document, an object describing the run
/// (`schedule`, `now`, `mode`, `timeZone`, `model` for a view) and a list
/// named `entries`, `updates` or `frames` of the rows, one per line; for a
/// widget's plan `widget`, `now`, `timeZone`, the list `events` and, at the
/// end, the list `warnings`; for a Live Activity plan the same with `liveActivity`,
/// then `assumptions` after `warnings`.
///
/// An entry is a date string, or an object `{"date": …, "text": …}` when it
/// carries rendered text; other rows are objects (``JSONRowObject``). The
/// document is closed by ``end(_:to:)`` even when the run stopped early.
struct JSONWriter: RowLayout {
  /// What the rows are, for the list's name.
  let items: Report.Items
  /// Rows written so far: the first has no comma before it.
  private var written = 0
  /// Computed, not stored, so that `spaced` is a constant where rows are
  /// written and each member's fixed text is copied as a constant.
  private var object: JSONRowObject { JSONRowObject(spaced: true, endsLine: false) }

  /// A writer of a document listing `items`.
  init(items: Report.Items) { self.items = items }

  func begin(_ header: ReportHeader, to sink: inout ReportSink) throws(RunStop) {
    var text = "{\n  \"\(header.subject)\": {"
    text += header.members().joinedText(separator: ", ")
    text += "},\n  \"now\": \(JSONText.string(try sink.string(header.now))),\n"
    if let mode = header.mode {
      text += "  \"mode\": \(JSONText.string(mode == .normal ? "normal" : "lowFrequency")),\n"
    }
    text += "  \"timeZone\": \(JSONText.string(header.timeZone)),\n"
    if let model = header.model { text += "  \"model\": \(JSONText.string(model)),\n" }
    let list =
      switch items {
      case .entries: "entries"
      case .frames: "frames"
      case .updates, .comparison: "updates"
      case .widgetEvents, .liveActivityEvents: "events"
      }
    text += "  \"\(list)\": ["
    try sink.write(text)
  }

  static func textBytes(_ text: String?) -> Int { JSONRowObject.textBytes(text) }

  /// Lays out one row (``RowLayout``).
  @inline(__always)
  mutating func put(
    _ item: ReportRow.Item, text: String?, into bytes: inout RowBytes, sink: inout ReportSink
  ) throws(RunStop) {
    if written > 0 { bytes.put(byte: UInt8(ascii: ",")) }
    // The indent and a string's quote in one piece: a constant, copied as one
    // (a piece chosen at run time would be a call to `memcpy`).
    if case .entry(let t) = item, text == nil {
      bytes.put("\n    \"")
      try sink.date(t, into: &bytes)
      bytes.put("\"")
    } else {
      bytes.put("\n    ")
      try object.write(item, text: text, into: &bytes, sink: &sink)
    }
    written += 1
  }

  func end(_ footer: ReportFooter, to sink: inout ReportSink) throws(RunStop) {
    guard items == .widgetEvents || items == .liveActivityEvents else {
      return try sink.write(written > 0 ? "\n  ]\n}\n" : "]\n}\n")
    }
    let assumptions =
      items == .liveActivityEvents ? ",\n  \"assumptions\": " + footer.assumptionsList : ""
    try sink.write(
      (written > 0 ? "\n  ],\n" : "],\n") + "  \"warnings\": " + footer.warningsList
        + assumptions + "\n}\n")
  }
}
