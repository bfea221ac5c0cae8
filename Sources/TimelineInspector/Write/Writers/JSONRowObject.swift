import TimelineCore

/// A row as a JSON object, shared by ``JSONWriter`` (members spaced:
/// `{"at": "…", "date": "…"}`) and ``NDJSONWriter`` (compact: `{"at":"…","date":"…"}`).
///
/// Members, in order: `date` for an entry; `at`, `date`, `cadence` for an
/// update; `at`, `swiftui`, `documented` (null for a model that does not
/// update), `cadence`, `differs` for a comparison; `at`, `date`, `cadence`,
/// `fidelity`, `requestedFidelity`, `event` for a frame; then `text` when the
/// row carries rendered text. A widget's row: `date`, `event`, `timeline`,
/// `entry` if any, the detail's members, `text` if any, `source`
/// (``putWidget(_:text:into:sink:)``). A Live Activity's row: `date`, `event`,
/// `activity`, the detail's members, `source`
/// (``putLiveActivity(_:text:into:sink:)``).
struct JSONRowObject {
  /// Whether members are separated by `, ` and keys from values by `: `.
  let spaced: Bool
  /// Whether a line break follows the object (NDJSON's rows).
  let endsLine: Bool

  /// The most bytes of a rendered `text` member.
  @inline(__always)
  static func textBytes(_ text: String?) -> Int {
    text.map { JSONText.maximumLength(of: $0) + 12 } ?? 0
  }

  /// Writes a row of `item` and rendered `text` as an object.
  @inline(__always)
  func write(
    _ item: ReportRow.Item, text: String?, into bytes: inout RowBytes, sink: inout ReportSink
  ) throws(RunStop) {
    // Whether the last member is a string, whose closing quote is put with
    // what follows it: one piece for a row without text, the common one.
    let endsWithString: Bool
    switch item {
    case .entry(let t):
      bytes.put(spaced ? "{\"date\": \"" : "{\"date\":\"")
      try sink.date(t, into: &bytes)
      endsWithString = true
    case .update(let time, let shown, let cadence):
      bytes.put(spaced ? "{\"at\": \"" : "{\"at\":\"")
      try sink.date(time, into: &bytes)
      bytes.put(spaced ? "\", \"date\": \"" : "\",\"date\":\"")
      try sink.date(shown, into: &bytes)
      bytes.put(spaced ? "\", \"cadence\": \"" : "\",\"cadence\":\"")
      bytes.put(nameOf: cadence)
      endsWithString = true
    case .comparison(let time, let swiftui, let documented, let cadence):
      bytes.put(spaced ? "{\"at\": \"" : "{\"at\":\"")
      try sink.date(time, into: &bytes)
      bytes.put(spaced ? "\", \"swiftui\": " : "\",\"swiftui\":")
      try optionalDate(swiftui, into: &bytes, sink: &sink)
      bytes.put(spaced ? ", \"documented\": " : ",\"documented\":")
      try optionalDate(documented, into: &bytes, sink: &sink)
      bytes.put(spaced ? ", \"cadence\": \"" : ",\"cadence\":\"")
      bytes.put(nameOf: cadence)
      bytes.put(spaced ? "\", \"differs\": " : "\",\"differs\":")
      bytes.put(swiftui != documented ? "true" : "false")
      endsWithString = false
    case .frame(let time, let shown, let cadence, let fidelity, let requested, let event):
      bytes.put(spaced ? "{\"at\": \"" : "{\"at\":\"")
      try sink.date(time, into: &bytes)
      bytes.put(spaced ? "\", \"date\": \"" : "\",\"date\":\"")
      try sink.date(shown, into: &bytes)
      bytes.put(spaced ? "\", \"cadence\": \"" : "\",\"cadence\":\"")
      bytes.put(nameOf: cadence)
      bytes.put(spaced ? "\", \"fidelity\": \"" : "\",\"fidelity\":\"")
      bytes.put(nameOf: fidelity)
      bytes.put(spaced ? "\", \"requestedFidelity\": \"" : "\",\"requestedFidelity\":\"")
      bytes.put(nameOf: requested)
      bytes.put(spaced ? "\", \"event\": \"" : "\",\"event\":\"")
      bytes.put(nameOf: event)
      endsWithString = true
    case .widget(let row):
      return try putWidget(row, text: text, into: &bytes, sink: &sink)
    case .liveActivity(let row):
      return try putLiveActivity(row, text: text, into: &bytes, sink: &sink)
    }
    if let text {
      if endsWithString { bytes.put("\"") }
      bytes.put(spaced ? ", \"text\": " : ",\"text\":")
      JSONText.put(text, into: &bytes)
      bytes.put(endsLine ? "}\n" : "}")
    } else if endsWithString {
      bytes.put(endsLine ? "\"}\n" : "\"}")
    } else {
      bytes.put(endsLine ? "}\n" : "}")
    }
  }

  /// Writes a widget's row: `date`, `event`, `timeline`, `entry` (an event of
  /// an entry), the detail's members (`score`; `trigger`; `countedInWindow` and
  /// `perDay`, or a null `countedInWindow` for a free grant; `retryAt`, null
  /// for none; a text's `command` and what it reads, `text`), `"replaced": true` for a
  /// row a granted reload would have replaced, then `source`.
  private func putWidget(
    _ row: WidgetRow, text: String?, into bytes: inout RowBytes, sink: inout ReportSink
  ) throws(RunStop) {
    try openPlanRow(row.date, event: row.event.rawValue, into: &bytes, sink: &sink)
    member("timeline", number: row.timeline, into: &bytes)
    if let entry = row.entry { member("entry", number: entry, into: &bytes) }
    switch row.detail {
    case .none: break
    case .score(let score): member("score", raw: WidgetRow.number(score), into: &bytes)
    case .trigger(let trigger):
      member("trigger", string: WidgetRow.name(of: trigger), into: &bytes)
    case .counted(let count, let limit):
      member("countedInWindow", number: count, into: &bytes)
      member("perDay", number: limit, into: &bytes)
    case .free: member("countedInWindow", raw: "null", into: &bytes)
    case .retry(let at):
      member("retryAt", raw: "", into: &bytes)
      try optionalDate(at, into: &bytes, sink: &sink)
    case .text(let command): putText(of: command, reading: text, into: &bytes)
    }
    if row.isReplaced { member("replaced", raw: "true", into: &bytes) }
    closePlanRow(source: row.source, into: &bytes)
  }

  /// Writes a Live Activity's row: `date`, `event`, `activity`, the detail's members
  /// (`refusal`; `update` and its delivery, `delivery` `local` or `push` with `priority`
  /// and `alert`; `reason` for what is ignored; `countedInHour` and `budget` for a mark
  /// over the assumed budget; a text's `command` and what it reads, `text`), then
  /// `source`.
  private func putLiveActivity(
    _ row: LiveActivityRow, text: String?, into bytes: inout RowBytes, sink: inout ReportSink
  ) throws(RunStop) {
    try openPlanRow(row.date, event: row.event.rawValue, into: &bytes, sink: &sink)
    member("activity", number: row.activity, into: &bytes)
    switch row.detail {
    case .none: break
    case .refusal(let refusal):
      member("refusal", string: LiveActivityRow.name(of: refusal), into: &bytes)
    case .update(let update, let delivery):
      member("update", number: update, into: &bytes)
      put(delivery, into: &bytes)
    case .ignoredUpdate(let update, let delivery, let reason):
      member("update", number: update, into: &bytes)
      put(delivery, into: &bytes)
      member("reason", string: LiveActivityRow.name(of: reason), into: &bytes)
    case .ignoredEnd(let reason):
      member("reason", string: LiveActivityRow.name(of: reason), into: &bytes)
    case .counted(let update, let count, let budget):
      member("update", number: update, into: &bytes)
      member("countedInHour", number: count, into: &bytes)
      member("budget", number: budget, into: &bytes)
    case .text(let command): putText(of: command, reading: text, into: &bytes)
    }
    closePlanRow(source: row.source, into: &bytes)
  }

  /// The start of a plan's row (a widget's, a Live Activity's): `{"date": …, "event": …`;
  /// the product's members follow, then ``closePlanRow(source:into:)``.
  private func openPlanRow(
    _ date: Double, event: String, into bytes: inout RowBytes, sink: inout ReportSink
  ) throws(RunStop) {
    bytes.put(spaced ? "{\"date\": \"" : "{\"date\":\"")
    try sink.date(date, into: &bytes)
    bytes.put(spaced ? "\", \"event\": \"" : "\",\"event\":\"")
    bytes.put(string: event)
    bytes.put("\"")
  }

  /// The end of a plan's row: its `source`, and the object closed.
  private func closePlanRow(source: RuleSource, into bytes: inout RowBytes) {
    member("source", string: source.rawValue, into: &bytes)
    bytes.put(endsLine ? "}\n" : "}")
  }

  /// A text's members: its `command`, and what it reads, `text` (`--render`).
  private func putText(
    of command: WidgetTextCommand, reading text: String?, into bytes: inout RowBytes
  ) {
    member("command", string: command.rawValue, into: &bytes)
    if let text {
      member("text", raw: "", into: &bytes)
      JSONText.put(text, into: &bytes)
    }
  }

  /// `delivery`'s members: `delivery`, and for a push `priority` and `alert`.
  private func put(_ delivery: LiveActivityDelivery, into bytes: inout RowBytes) {
    switch delivery {
    case .local:
      member("delivery", string: "local", into: &bytes)
    case .push(let priority, let alert):
      member("delivery", string: "push", into: &bytes)
      member("priority", number: priority.rawValue, into: &bytes)
      bytes.put(spaced ? ", \"alert\": " : ",\"alert\":")
      bytes.put(alert ? "true" : "false")
    }
  }

  /// A member after others: `, "key": "value"` (the value a plain word).
  private func member(_ key: StaticString, string value: String, into bytes: inout RowBytes) {
    put(key, into: &bytes)
    bytes.put("\"")
    bytes.put(string: value)
    bytes.put("\"")
  }

  /// A member after others: `, "key": value`, the value as it is (`null`, a number), or
  /// written after it (`raw` empty).
  private func member(_ key: StaticString, raw value: String, into bytes: inout RowBytes) {
    put(key, into: &bytes)
    bytes.put(string: value)
  }

  /// A member after others: `, "key": N`.
  private func member(_ key: StaticString, number value: Int, into bytes: inout RowBytes) {
    put(key, into: &bytes)
    bytes.put(string: String(value))
  }

  /// A member's key after others: `, "key": `, built from the bytes, not a new `String`.
  private func put(_ key: StaticString, into bytes: inout RowBytes) {
    bytes.put(spaced ? ", \"" : ",\"")
    bytes.put(key)
    bytes.put(spaced ? "\": " : "\":")
  }

  private func optionalDate(_ t: Double?, into bytes: inout RowBytes, sink: inout ReportSink)
    throws(RunStop)
  {
    guard let t else { return bytes.put("null") }
    bytes.put("\"")
    try sink.date(t, into: &bytes)
    bytes.put("\"")
  }
}
