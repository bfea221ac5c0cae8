import Foundation
import Testing
import TimelineCore

@testable import TimelineInspector

/// Every row kind in every format, with the longest dates there are, written
/// across the output buffer's 64 KiB boundary many times over: the whole output
/// must be exactly the rows the documentation describes(a row
/// longer than the room reserved for it ran past the buffer and corrupted the heap).
///
/// The expected text is built here by concatenating hand-known date strings
/// into the layouts docs/cli.md gives; nothing calls a writer to get it.
@Suite struct WriterBoundaryTests {
  /// Two dates as a zone and a date format print them.
  struct Dates: CustomTestStringConvertible, Sendable {
    var name: String
    var format: DateFormat
    var zoneName: String
    var first: (t: Double, text: String)
    var second: (t: Double, text: String)
    /// `now` (0, 2001-01-01T00:00:00Z) as printed, for the JSON header.
    var now: String
    var testDescription: String { name }

    var zone: TimeZoneChoice {
      zoneName == "UTC" ? .utc : .named(TimeZone(identifier: zoneName)!)
    }
  }

  /// The longest pattern there is: its dates are 256 bytes, the most a date
  /// may take; the comma makes CSV quote them.
  static let longestPattern = "%Y," + String(repeating: "x", count: 251)

  static let cases: [Dates] = [
    // The longest ISO 8601 date, 38 bytes: 9 fraction digits and an offset with
    // seconds. 1960-01-01T00:44:30Z is -1293923730 (14 976 days before 2001,
    // plus 44 min 30 s); 3 × 2^-22 s (715 ns to 9 digits) is the smallest
    // step of a Double that large, and its 3 or 6 digit forms read back as other Doubles.
    Dates(
      name: "Monrovia 1960, 9 digits",
      format: .iso8601, zoneName: "Africa/Monrovia",
      first: (-1_293_923_730 + 3 * 0x1p-22, "1960-01-01T00:00:00.000000715-00:44:30"),
      second: (-1_293_923_730 + 1.5, "1960-01-01T00:00:01.500-00:44:30"),
      now: "2001-01-01T00:00:00+00:00"),
    // 0001-01-01 is 730 485 days (2000 years, 485 of them leap) before 2001;
    // 9999-12-31T23:59:59 is 2 921 574 days after it, less a second.
    Dates(
      name: "years 0001 and 9999",
      format: .iso8601, zoneName: "UTC",
      first: (-63_113_904_000, "0001-01-01T00:00:00Z"),
      second: (252_423_993_599.5, "9999-12-31T23:59:59.500Z"),
      now: "2001-01-01T00:00:00Z"),
    Dates(
      name: "unix seconds",
      format: .unix, zoneName: "UTC",
      first: (-63_113_904_000, "-62135596800"),
      second: (252_423_993_599.5, "253402300799.5"),
      now: "978307200"),
    Dates(
      name: "the longest pattern",
      format: try! DateFormat.parse("+" + longestPattern).get(), zoneName: "UTC",
      first: (-63_113_904_000, "0001," + String(repeating: "x", count: 251)),
      second: (252_423_993_599.5, "9999," + String(repeating: "x", count: 251)),
      now: "2001," + String(repeating: "x", count: 251)),
  ]

  /// Rendered text with everything each format must escape or quote.
  static let renderedText = "in 5 min, \"soon\"\tnow\\ \u{1}"

  static let kinds: [Report.Items] = [.entries, .updates, .comparison, .frames]

  /// How many times each output fills the buffer's first 64 KiB over: each time a
  /// row is cut at another byte. It was 4,000 rows whatever their length: megabytes
  /// of text for the longest dates (most of the test's time), under two crossings
  /// for the shortest.
  static let crossings = 4

  /// Rows of `kind` to write for the output to pass ``crossings`` × 64 KiB.
  private func rowCount(
    _ kind: Report.Items, _ format: OutputFormat, _ dates: Dates, text: String?
  ) -> Int {
    let row =
      expectation(kind, format, dates, text: text, rows: 2).utf8.count
      - expectation(kind, format, dates, text: text, rows: 1).utf8.count
    return Self.crossings * OutputBuffer.initialCapacity / row + 1
  }

  /// The formats whose rows are laid out alike whatever came before; a table's
  /// columns widen with its rows, which TableTests checks, and a picture has no rows.
  static let formats = OutputFormat.allCases.filter { $0 != .table && $0 != .svg }

  @Test(arguments: cases, formats)
  func everyRowKindCrossesTheBufferBoundaryIntact(_ dates: Dates, _ format: OutputFormat) throws {
    for kind in Self.kinds {
      for text in [nil, Self.renderedText] {
        let rows = rowCount(kind, format, dates, text: text)
        let written = try write(kind, format, dates, text: text, rows: rows)
        let expected = expectation(kind, format, dates, text: text, rows: rows)
        #expect(written.utf8.count > Self.crossings * OutputBuffer.initialCapacity)
        guard written != expected else { continue }
        let firstDifference =
          zip(written.utf8, expected.utf8).enumerated().first {
            $0.element.0 != $0.element.1
          }?.offset ?? min(written.utf8.count, expected.utf8.count)
        Issue.record(
          "\(kind) \(format) \(text == nil ? "" : "with text"): first difference at byte \(firstDifference)"
        )
      }
    }
  }

  /// Writes `rows` rows of `kind` through a ``Report`` into memory, and reads it.
  private func write(
    _ kind: Report.Items, _ format: OutputFormat, _ dates: Dates, text: String?, rows: Int
  ) throws -> String {
    try textWritten { destination in
      var report = Report(
        out: OutputBuffer(to: destination),
        dates: DatePrinter(format: dates.format, zone: dates.zone), format: format, items: kind,
        rendersText: text != nil)
      let header = ReportHeader(
        schedule: [#""kind": "explicit""#], now: 0, mode: .normal, timeZone: dates.zoneName,
        model: kind == .entries ? nil : "swiftui")
      let (a, b) = (dates.first.t, dates.second.t)
      try report.begin(header)
      for _ in 0..<rows {
        switch kind {
        case .entries:
          try report.entry(a, text: text)
          try report.entry(b, text: text)
        case .updates:
          try report.update(at: a, date: b, cadence: .seconds, text: text)
        case .comparison:
          try report.comparison(at: a, swiftui: b, documented: nil, cadence: .minutes, text: text)
          try report.comparison(at: b, swiftui: a, documented: a, cadence: .live, text: text)
        case .frames:
          try report.frame(
            at: a, date: b, cadence: .seconds, fidelity: .seconds, requested: .minutes,
            event: .frame, text: text)
        case .widgetEvents, .liveActivityEvents:
          // Widget and Live Activity rows have their own suites (WidgetRowFieldsTests,
          // WidgetFormatTests, LiveActivityFormatTests).
          break
        }
      }
      try report.end()
    }
  }

  /// The output docs/cli.md describes for the rows ``write(_:_:_:text:rows:)`` writes.
  private func expectation(
    _ kind: Report.Items, _ format: OutputFormat, _ dates: Dates, text: String?, rows count: Int
  ) -> String {
    let (a, b) = (dates.first.text, dates.second.text)
    let quoted = format == .csv && a.contains(",")
    func cell(_ date: String) -> String { quoted ? "\"\(date)\"" : date }
    // Text and TSV escape the tab and the backslash, and write a control character
    // as JSON does (docs/cli.md, "--render"); CSV quotes the field and doubles its
    // quotes; JSON escapes as RFC 8259 says.
    let tsvText = #"in 5 min, "soon"\tnow\\ \u0001"#
    let csvText = #""in 5 min, ""soon"""# + "\tnow\\ \u{1}\""
    let jsonText = #""in 5 min, \"soon\"\tnow\\ \u0001""#
    var rows: [String]
    switch format {
    case .text, .csv, .tsv:
      let s = format == .csv ? "," : "\t"
      let missing = format == .text ? "-" : ""
      let (differs, same) = format == .text ? ("differs", "same") : ("true", "false")
      switch kind {
      case .entries: rows = [cell(a), cell(b)]
      case .updates: rows = [cell(a) + s + cell(b) + s + "seconds"]
      case .comparison:
        rows = [
          cell(a) + s + cell(b) + s + missing + s + "minutes" + s + differs,
          cell(b) + s + cell(a) + s + cell(a) + s + "live" + s + same,
        ]
      case .frames:
        rows = [cell(a) + s + cell(b) + s + "seconds" + s + "seconds" + s + "minutes" + s + "frame"]
      case .widgetEvents, .liveActivityEvents: rows = []
      }
      if text != nil { rows = rows.map { $0 + s + (format == .csv ? csvText : tsvText) } }
      var header: String
      switch kind {
      case .entries: header = "date"
      case .updates: header = "at\tdate\tcadence"
      case .comparison: header = "at\tswiftui\tdocumented\tcadence\tdiffers"
      case .frames: header = "at\tdate\tcadence\tfidelity\trequested\tevent"
      case .widgetEvents: header = "date\tevent\ttimeline\tentry\tdetail\tsource"
      case .liveActivityEvents: header = "date\tevent\tactivity\tdetail\tsource"
      }
      if text != nil { header += "\ttext" }
      if format == .csv { header = header.replacingOccurrences(of: "\t", with: ",") }
      let body = String(repeating: rows.map { $0 + "\n" }.joined(), count: count)
      return (format == .text ? "" : header + "\n") + body
    case .json, .ndjson:
      let (colon, comma) = format == .json ? (": ", ", ") : (":", ",")
      func member(_ key: String, _ value: String) -> String { "\"\(key)\"\(colon)\(value)" }
      func object(_ members: [String]) -> String {
        "{" + (members + (text == nil ? [] : [member("text", jsonText)])).joined(separator: comma)
          + "}"
      }
      switch kind {
      case .entries:
        rows = [a, b].map { object([member("date", "\"\($0)\"")]) }
        if format == .json && text == nil { rows = ["\"\(a)\"", "\"\(b)\""] }
      case .updates:
        rows = [
          object([
            member("at", "\"\(a)\""), member("date", "\"\(b)\""), member("cadence", "\"seconds\""),
          ])
        ]
      case .comparison:
        rows = [
          object([
            member("at", "\"\(a)\""), member("swiftui", "\"\(b)\""), member("documented", "null"),
            member("cadence", "\"minutes\""), member("differs", "true"),
          ]),
          object([
            member("at", "\"\(b)\""), member("swiftui", "\"\(a)\""),
            member("documented", "\"\(a)\""),
            member("cadence", "\"live\""), member("differs", "false"),
          ]),
        ]
      case .frames:
        rows = [
          object([
            member("at", "\"\(a)\""), member("date", "\"\(b)\""), member("cadence", "\"seconds\""),
            member("fidelity", "\"seconds\""), member("requestedFidelity", "\"minutes\""),
            member("event", "\"frame\""),
          ])
        ]
      case .widgetEvents, .liveActivityEvents: rows = []
      }
      let all = Array(repeating: rows, count: count).flatMap { $0 }
      if format == .ndjson { return all.map { $0 + "\n" }.joined() }
      let list = kind == .entries ? "entries" : kind == .frames ? "frames" : "updates"
      return """
        {
          "schedule": {"kind": "explicit"},
          "now": "\(dates.now)",
          "mode": "normal",
          "timeZone": "\(dates.zoneName)",
        \(kind == .entries ? "" : "  \"model\": \"swiftui\",\n")  "\(list)": [
            \(all.joined(separator: ",\n    "))
          ]
        }

        """
    case .table, .svg:
      preconditionFailure("not among the formats this test writes")
    }
  }
}
