import TimelineCore

/// Why printing a schedule stopped before the schedule ended.
enum RunStop: Error, Equatable {
  /// A date cannot be shown: it is past year 9999 (or before year 1) in the zone.
  case unprintable(Double)
  /// Writing failed.
  case write(OutputBuffer.WriteFailure)
  /// SIGINT or SIGTERM arrived during a live run.
  case stopSignal
}

/// What a JSON document says about the run before its list of dates.
struct ReportHeader {
  /// The `"schedule"` object's members, already rendered as JSON (`"kind": "periodic"`).
  var schedule: [String]
  var now: Double
  var mode: TimelineScheduleMode
  var timeZone: String
  /// The view model, for `--view`.
  var model: String?
}

/// Lays out entries or view updates as text, JSON, NDJSON, CSV or TSV,
/// straight into an ``OutputBuffer``.
///
/// Every format is written incrementally, so output streams at the same speed
/// and in the same memory whatever its length. A JSON document is closed
/// properly even when the run stops early. CSV and TSV start with a header line
/// naming the columns: `date`; `at`, `date`, `cadence`; or, comparing models,
/// `at`, `swiftui`, `documented`, `cadence`, `differs`, where a model that does
/// not update is an empty field and `differs` is `true` or `false`.
struct Report: ~Copyable {
  /// What the lines of a report are.
  enum Items: Equatable {
    /// Raw dates of a schedule.
    case entries
    /// A view's updates under one model.
    case updates
    /// Updates under both models, side by side.
    case comparison
    /// A view's frames in Always On.
    case frames
  }

  /// What a line of an Always-On report is.
  enum FrameEvent: String {
    /// The display enters Always On: what it shows then, and the fidelity
    /// SwiftUI requests for the start of the window.
    case enter
    /// The same, for a view that then presents no frame: the screen stays as it is.
    case frozen
    /// A frame the system presents.
    case frame
  }

  /// The longest item a report writes, beyond its dates.
  private static let slack = 96

  private(set) var out: OutputBuffer
  private var dates: DatePrinter
  private let format: OutputFormat
  private let items: Items
  private var written = 0
  /// Whether CSV fields holding dates are quoted: only a pattern with a comma needs it.
  private let quotesDates: Bool

  /// Creates a report of `items` in `format`, with dates printed by `dates`.
  init(out: consuming OutputBuffer, dates: DatePrinter, format: OutputFormat, items: Items) {
    self.out = out
    self.dates = dates
    self.format = format
    self.items = items
    quotesDates = format == .csv && dates.mayContainComma
  }

  /// Writes what comes before the first item: the JSON document's opening, or
  /// the CSV or TSV header line.
  mutating func begin(_ header: ReportHeader) throws(RunStop) {
    if format == .csv || format == .tsv {
      let columns =
        switch items {
        case .entries: ["date"]
        case .updates: ["at", "date", "cadence"]
        case .comparison: ["at", "swiftui", "documented", "cadence", "differs"]
        case .frames: ["at", "date", "cadence", "fidelity", "requested", "event"]
        }
      return try write(columns.joinedText(separator: format == .csv ? "," : "\t") + "\n")
    }
    guard format == .json else { return }
    var text = "{\n  \"schedule\": {"
    text += header.schedule.joinedText(separator: ", ")
    text += "},\n  \"now\": \(try quoted(header.now)),\n"
    text += "  \"mode\": \(JSONText.string(header.mode == .normal ? "normal" : "lowFrequency")),\n"
    text += "  \"timeZone\": \(JSONText.string(header.timeZone)),\n"
    if let model = header.model { text += "  \"model\": \(JSONText.string(model)),\n" }
    let list =
      switch items {
      case .entries: "entries"
      case .frames: "frames"
      case .updates, .comparison: "updates"
      }
    text += "  \"\(list)\": ["
    try write(text)
  }

  /// Writes what comes after the last item, and flushes.
  mutating func end() throws(RunStop) {
    if format == .json { try write(written > 0 ? "\n  ]\n}\n" : "]\n}\n") }
    try flush()
  }

  /// Writes everything buffered.
  mutating func flush() throws(RunStop) {
    do { try out.flush() } catch { throw .write(error) }
  }

  /// Writes one raw date.
  @inline(__always)
  mutating func entry(_ t: Double) throws(RunStop) {
    var p = try reserve()
    let start = p
    switch format {
    case .text:
      p = try date(t, at: p)
    case .ndjson:
      p = put("{\"date\":\"", at: p)
      p = try date(t, at: p)
      p = put("\"}", at: p)
    case .json:
      p = put(written == 0 ? "\n    \"" : ",\n    \"", at: p)
      p = try date(t, at: p)
      p = put("\"", at: p)
    case .csv, .tsv:
      p = try cell(t, at: p)
    }
    finish(p, from: start)
  }

  /// Writes one update of a view.
  mutating func update(
    at time: Double, date shown: Double, cadence: TimelineViewDefaultContext.Cadence
  ) throws(RunStop) {
    var p = try reserve(twice: true)
    let start = p
    switch format {
    case .text:
      p = try date(time, at: p)
      p = put("\t", at: p)
      p = try date(shown, at: p)
      p = put("\t", at: p)
    case .ndjson:
      p = put("{\"at\":\"", at: p)
      p = try date(time, at: p)
      p = put("\",\"date\":\"", at: p)
      p = try date(shown, at: p)
      p = put("\",\"cadence\":\"", at: p)
    case .json:
      p = put(written == 0 ? "\n    {\"at\": \"" : ",\n    {\"at\": \"", at: p)
      p = try date(time, at: p)
      p = put("\", \"date\": \"", at: p)
      p = try date(shown, at: p)
      p = put("\", \"cadence\": \"", at: p)
    case .csv, .tsv:
      p = try cell(time, at: p)
      p = separator(at: p)
      p = try cell(shown, at: p)
      p = separator(at: p)
    }
    p = put(cadence, at: p)
    if format == .json || format == .ndjson { p = put("\"}", at: p) }
    finish(p, from: start)
  }

  /// Writes one moment at which either model updates: what each shows then
  /// (`nil` for a model that does not update at that moment), and whether they differ.
  mutating func comparison(
    at time: Double, swiftui: Double?, documented: Double?,
    cadence: TimelineViewDefaultContext.Cadence
  ) throws(RunStop) {
    let differs = swiftui != documented
    var p = try reserve(twice: true, more: dates.maximumLength)
    let start = p
    switch format {
    case .text:
      p = try date(time, at: p)
      p = put("\t", at: p)
      p = try optionalDate(swiftui, at: p, quoted: false)
      p = put("\t", at: p)
      p = try optionalDate(documented, at: p, quoted: false)
      p = put("\t", at: p)
      p = put(cadence, at: p)
      p = put(differs ? "\tdiffers" : "\tsame", at: p)
    case .ndjson, .json:
      let spaced = format == .json
      if spaced { p = put(written == 0 ? "\n    " : ",\n    ", at: p) }
      p = put(spaced ? "{\"at\": \"" : "{\"at\":\"", at: p)
      p = try date(time, at: p)
      p = put(spaced ? "\", \"swiftui\": " : "\",\"swiftui\":", at: p)
      p = try optionalDate(swiftui, at: p, quoted: true)
      p = put(spaced ? ", \"documented\": " : ",\"documented\":", at: p)
      p = try optionalDate(documented, at: p, quoted: true)
      p = put(spaced ? ", \"cadence\": \"" : ",\"cadence\":\"", at: p)
      p = put(cadence, at: p)
      p = put(spaced ? "\", \"differs\": " : "\",\"differs\":", at: p)
      p = put(differs ? "true}" : "false}", at: p)
    case .csv, .tsv:
      p = try cell(time, at: p)
      p = separator(at: p)
      if let swiftui { p = try cell(swiftui, at: p) }
      p = separator(at: p)
      if let documented { p = try cell(documented, at: p) }
      p = separator(at: p)
      p = put(cadence, at: p)
      p = separator(at: p)
      p = put(differs ? "true" : "false", at: p)
    }
    finish(p, from: start)
  }

  /// Writes one line of a view in Always On: a frame, or the display entering
  /// Always On (``FrameEvent``).
  mutating func frame(
    at time: Double, date shown: Double, cadence: TimelineViewDefaultContext.Cadence,
    fidelity: AlwaysOnFidelity, requested: AlwaysOnFidelity, event: FrameEvent
  ) throws(RunStop) {
    var p = try reserve(twice: true)
    let start = p
    switch format {
    case .text, .csv, .tsv:
      let cells = format != .text
      p = try cells ? cell(time, at: p) : date(time, at: p)
      p = separator(at: p)
      p = try cells ? cell(shown, at: p) : date(shown, at: p)
      p = separator(at: p)
      p = put(cadence, at: p)
      p = separator(at: p)
      p = put(fidelity, at: p)
      p = separator(at: p)
      p = put(requested, at: p)
      p = separator(at: p)
      p = put(event, at: p)
    case .ndjson, .json:
      let spaced = format == .json
      if spaced { p = put(written == 0 ? "\n    " : ",\n    ", at: p) }
      p = put(spaced ? "{\"at\": \"" : "{\"at\":\"", at: p)
      p = try date(time, at: p)
      p = put(spaced ? "\", \"date\": \"" : "\",\"date\":\"", at: p)
      p = try date(shown, at: p)
      p = put(spaced ? "\", \"cadence\": \"" : "\",\"cadence\":\"", at: p)
      p = put(cadence, at: p)
      p = put(spaced ? "\", \"fidelity\": \"" : "\",\"fidelity\":\"", at: p)
      p = put(fidelity, at: p)
      p = put(spaced ? "\", \"requestedFidelity\": \"" : "\",\"requestedFidelity\":\"", at: p)
      p = put(requested, at: p)
      p = put(spaced ? "\", \"event\": \"" : "\",\"event\":\"", at: p)
      p = put(event, at: p)
      p = put("\"}", at: p)
    }
    finish(p, from: start)
  }

  // MARK: - Writing into the buffer

  @inline(__always)
  private mutating func reserve(twice: Bool = false, more: Int = 0) throws(RunStop)
    -> UnsafeMutablePointer<UInt8>
  {
    let length = dates.maximumLength * (twice ? 2 : 1) + more + Self.slack
    do { return try out.reserve(length) } catch { throw .write(error) }
  }

  @inline(__always)
  private mutating func finish(
    _ end: UnsafeMutablePointer<UInt8>, from start: UnsafeMutablePointer<UInt8>
  ) {
    var end = end
    if format != .json { end = put("\n", at: end) }
    out.commit(start.distance(to: end))
    written += 1
  }

  @inline(__always)
  private mutating func date(_ t: Double, at p: UnsafeMutablePointer<UInt8>) throws(RunStop)
    -> UnsafeMutablePointer<UInt8>
  {
    guard let length = dates.write(t, to: p) else { throw .unprintable(t) }
    return p + length
  }

  /// A date as a CSV or TSV field.
  @inline(__always)
  private mutating func cell(_ t: Double, at p: UnsafeMutablePointer<UInt8>) throws(RunStop)
    -> UnsafeMutablePointer<UInt8>
  {
    guard quotesDates else { return try date(t, at: p) }
    // Patterns cannot hold a quote, so wrapping the date is all RFC 4180 asks.
    return put("\"", at: try date(t, at: put("\"", at: p)))
  }

  @inline(__always)
  private func separator(at p: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
    put(format == .csv ? "," : "\t", at: p)
  }

  private func put(_ fidelity: AlwaysOnFidelity, at p: UnsafeMutablePointer<UInt8>)
    -> UnsafeMutablePointer<UInt8>
  {
    switch fidelity {
    case .unspecified: put("unspecified", at: p)
    case .never: put("never", at: p)
    case .minutes: put("minutes", at: p)
    case .seconds: put("seconds", at: p)
    case .milliseconds: put("milliseconds", at: p)
    }
  }

  private func put(_ event: FrameEvent, at p: UnsafeMutablePointer<UInt8>)
    -> UnsafeMutablePointer<UInt8>
  {
    switch event {
    case .enter: put("enter", at: p)
    case .frozen: put("frozen", at: p)
    case .frame: put("frame", at: p)
    }
  }

  private mutating func optionalDate(_ t: Double?, at p: UnsafeMutablePointer<UInt8>, quoted: Bool)
    throws(RunStop)
    -> UnsafeMutablePointer<UInt8>
  {
    guard let t else { return put(quoted ? "null" : "-", at: p) }
    guard quoted else { return try date(t, at: p) }
    return put("\"", at: try date(t, at: put("\"", at: p)))
  }

  @inline(__always)
  private func put(_ text: StaticString, at p: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<
    UInt8
  > {
    p.update(from: text.utf8Start, count: text.utf8CodeUnitCount)
    return p + text.utf8CodeUnitCount
  }

  private func put(_ cadence: TimelineViewDefaultContext.Cadence, at p: UnsafeMutablePointer<UInt8>)
    -> UnsafeMutablePointer<UInt8>
  {
    switch cadence {
    case .live: put("live", at: p)
    case .seconds: put("seconds", at: p)
    case .minutes: put("minutes", at: p)
    }
  }

  private mutating func quoted(_ t: Double) throws(RunStop) -> String {
    guard let text = dates.string(t) else { throw .unprintable(t) }
    return JSONText.string(text)
  }

  private mutating func write(_ text: String) throws(RunStop) {
    do { try out.append(text) } catch { throw .write(error) }
  }
}

/// JSON spellings of the few values reports write that are not dates.
enum JSONText {
  /// A JSON string literal, escaped as RFC 8259 requires.
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        result +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// A JSON number for a finite `Double` (Swift's shortest round-tripping spelling).
  static func number(_ value: Double) -> String { "\(value)" }
}
