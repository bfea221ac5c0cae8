import TimelineCore

/// `widget --format json`: one document, the `"widget"` planned, `now`, `timeZone`, the
/// `"events"` one per line and the `"warnings"`; `--format ndjson`: one event object a
/// line, the warnings on standard error.
struct WidgetJSONWriter: WidgetWriter {
  /// A document, or one object a line.
  let document: Bool

  func write(_ report: WidgetReport, to output: inout WidgetOutput) throws(RunStop) {
    guard document else {
      for row in report.rows {
        try output.write(try Self.object(row, spaced: false, &output) + "\n")
      }
      return
    }
    var text = "{\n  \"widget\": {\(report.members.joinedText(separator: ", "))},\n"
    text += "  \"now\": \(JSONText.string(try output.date(report.now))),\n"
    text += "  \"timeZone\": \(JSONText.string(report.timeZone)),\n"
    text += "  \"events\": ["
    for (index, row) in report.rows.enumerated() {
      text += (index == 0 ? "\n    " : ",\n    ") + (try Self.object(row, spaced: true, &output))
    }
    text += report.rows.isEmpty ? "],\n" : "\n  ],\n"
    text += "  \"warnings\": ["
    for (index, pitfall) in report.pitfalls.enumerated() {
      text += (index == 0 ? "\n    " : ",\n    ") + Self.object(pitfall)
    }
    text += report.pitfalls.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
    try output.write(text)
  }

  /// A pitfall as `{"pitfall": …, "source": …, "message": …}`.
  static func object(_ pitfall: WidgetPitfall) -> String {
    "{\"pitfall\": \(JSONText.string(pitfall.name)), \"source\": \"\(pitfall.source.rawValue)\", \"message\": \(JSONText.string(pitfall.message))}"
  }

  /// A row as an object: date, event, timeline, entry, the detail's members, source.
  static func object(_ row: WidgetRow, spaced: Bool, _ output: inout WidgetOutput) throws(RunStop)
    -> String
  {
    var members: [(String, String)] = [
      ("date", JSONText.string(try output.date(row.date))),
      ("event", JSONText.string(row.event.rawValue)), ("timeline", String(row.timeline)),
    ]
    if let entry = row.entry { members.append(("entry", String(entry))) }
    switch row.detail {
    case .none: break
    case .score(let score): members.append(("score", WidgetRow.number(score)))
    case .trigger(let trigger):
      members.append(("trigger", JSONText.string(WidgetRow.name(of: trigger))))
    case .counted(let count, let limit):
      members += [("countedInWindow", String(count)), ("perDay", String(limit))]
    case .free: members.append(("countedInWindow", "null"))
    case .retry(let at):
      members.append(
        (
          "retryAt",
          try at.map { t throws(RunStop) in JSONText.string(try output.date(t)) } ?? "null"
        ))
    case .text(let command, let reads):
      members.append(("command", JSONText.string(command)))
      if let reads { members.append(("text", JSONText.string(reads))) }
    }
    members.append(("source", JSONText.string(row.source.rawValue)))
    let colon = spaced ? ": " : ":"
    let comma = spaced ? ", " : ","
    return "{" + members.map { "\"\($0.0)\"\(colon)\($0.1)" }.joinedText(separator: comma) + "}"
  }
}
