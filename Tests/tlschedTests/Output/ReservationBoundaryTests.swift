import Foundation
import Testing

@testable import TimelineInspector

/// A row, or a batch of rows, placed so that the output buffer has one byte less
/// room left than it takes: the room the writer reserves for it must then be
/// more than is left, so that the buffer is written out first, or the row runs
/// past the buffer's end (issue 20's heap overflow; a row longer than its
/// reservation now traps). The rows are the widest there are: dates of the
/// longest pattern (256 bytes), long rendered text, and in a table the line
/// marking an offset change, which goes into the same room.
///
/// Whatever the position, the bytes are those the same rows give at the start
/// of an empty buffer; WriterBoundaryTests and TableTests check those bytes
/// against the layouts docs/cli.md gives.
@Suite struct ReservationBoundaryTests {
  /// Dates of the longest pattern there is, 256 bytes each.
  static let pattern = "+" + WriterBoundaryTests.longestPattern

  /// 2025-03-30T00:59:00Z and 01:00:00Z, either side of Paris' spring change at
  /// 01:00Z (from +01:00 to +02:00): 8766 + 88 days after 2001, then 59 or 60 minutes.
  static let beforeChange = 764_985_600.0 + 59 * 60
  static let afterChange = 764_985_600.0 + 60 * 60

  /// Rendered text that takes the most room `format` gives text: each byte
  /// escaped to the longest form there (a control character is `\u0001` in JSON,
  /// a tab `\t` elsewhere), so that the row uses all the room reserved for
  /// its text, and long enough to outgrow the room of a row without text.
  static func escapedText(for format: String) -> String {
    String(repeating: format.hasSuffix("json") ? "\u{1}" : "\t", count: 1000)
  }

  /// The report `arguments` ask for (format, zone, date format), with rows of `items`.
  private static func report(
    _ arguments: [String], items: Report.Items, rendersText: Bool, into out: consuming OutputBuffer
  ) throws -> Report {
    let tool = ScheduleInspector.tlsched(version: nil)
    guard case .schedule(let parsed) = try ArgumentParser(tool: tool).parse(arguments) else {
      throw BinaryError(description: "not a schedule: \(arguments)")
    }
    let invocation = try RunRequest(
      parsed, of: parsed.command, currentTime: 0, clock: TestClock(now: 0))
    return Report(out: out, for: invocation, items: items, rendersText: rendersText)
  }

  /// What the report writes: `filler` bytes first, straight into the buffer, then
  /// the header and `rows`, flushed.
  private static func written(
    after filler: Int, _ arguments: [String], _ items: Report.Items, rendersText: Bool,
    rows: (inout Report) throws(RunStop) -> Void
  ) throws -> String {
    try textWritten { destination in
      var out = OutputBuffer(to: destination)
      try out.append(String(repeating: "f", count: filler))
      var report = try report(arguments, items: items, rendersText: rendersText, into: out)
      try report.begin(
        ReportHeader(
          schedule: [#""kind": "explicit""#], now: 0, mode: .normal, timeZone: "Europe/Paris",
          model: items == .entries ? nil : "swiftui"))
      try rows(&report)
      try report.flush()
    }
  }

  /// Writes `target` after `lead` so that the buffer has one byte less room left
  /// than `target` takes, and expects the bytes the rows give from the buffer's start.
  private static func expectIntactAtTheBufferEnd(
    _ arguments: [String], _ items: Report.Items, rendersText: Bool,
    lead: (inout Report) throws(RunStop) -> Void, target: (inout Report) throws(RunStop) -> Void
  ) throws {
    let before = try written(after: 0, arguments, items, rendersText: rendersText, rows: lead)
    let whole = try written(after: 0, arguments, items, rendersText: rendersText) {
      (report: inout Report) throws(RunStop) in
      try lead(&report)
      try target(&report)
    }
    let targetLength = whole.utf8.count - before.utf8.count
    let filler = OutputBuffer.initialCapacity - before.utf8.count - (targetLength - 1)
    try #require(filler >= 0, "\(arguments) \(items): the rows do not fit one buffer")
    let atTheEnd = try written(after: filler, arguments, items, rendersText: rendersText) {
      (report: inout Report) throws(RunStop) in
      try lead(&report)
      try target(&report)
    }
    #expect(
      atTheEnd == String(repeating: "f", count: filler) + whole,
      "\(arguments) \(items): differs after \(filler) bytes")
  }

  /// One row of `items` at `t` (every date of it `t`), with `text`.
  private static func row(_ items: Report.Items, at t: Double, text: String?) -> (
    inout Report
  ) throws(RunStop) -> Void {
    { (report: inout Report) throws(RunStop) in
      switch items {
      case .entries: try report.entry(t, text: text)
      case .updates: try report.update(at: t, date: t, cadence: .seconds, text: text)
      case .comparison:
        try report.comparison(at: t, swiftui: t, documented: t, cadence: .minutes, text: text)
      case .frames:
        try report.frame(
          at: t, date: t, cadence: .seconds, fidelity: .seconds, requested: .minutes,
          event: .frame, text: text)
      case .widgetEvents:
        try report.write(
          ReportRow(
            .widget(WidgetRow(textAt: t, timeline: 0, entry: 0, command: .textTimerInterval)),
            text: text))
      case .liveActivityEvents:
        try report.write(
          ReportRow(
            .liveActivity(LiveActivityRow(textAt: t, activity: 0, command: .textTimer)),
            text: text))
      }
    }
  }

  static let kinds: [Report.Items] = [.entries, .updates, .comparison, .frames]

  /// A table row takes its dates, their offsets from --now, its words, its text,
  /// and the offset-change line before it: here the widest of each kind, after a
  /// row in the hour before Paris' change, without text and with text that
  /// takes all the room reserved for it.
  @Test(arguments: kinds, [false, true])
  func aTableRowAfterAnOffsetChangeFitsItsRoomAtTheBufferEnd(
    _ items: Report.Items, _ rendersText: Bool
  ) throws {
    try Self.expectIntactAtTheBufferEnd(
      [
        "explicit", "@0", "--tz", "Europe/Paris", "--format", "table", "--date-format",
        Self.pattern,
      ], items, rendersText: rendersText,
      lead: Self.row(items, at: Self.beforeChange, text: rendersText ? "a" : nil),
      target: Self.row(
        items, at: Self.afterChange, text: rendersText ? Self.escapedText(for: "table") : nil))
  }

  static let rowFormats = ["text", "json", "ndjson", "csv", "tsv"]

  /// Rows without text are written in batches of ``RowBatch/capacity`` into one
  /// room, as many times the widest row (three dates) as there are rows.
  @Test(arguments: rowFormats, kinds)
  func aFullBatchOfTheWidestRowsFitsItsRoomAtTheBufferEnd(
    _ format: String, _ items: Report.Items
  ) throws {
    try Self.expectIntactAtTheBufferEnd(
      ["explicit", "@0", "--format", format, "--date-format", Self.pattern], items,
      rendersText: false,
      lead: { _ throws(RunStop) in },
      target: { (report: inout Report) throws(RunStop) in
        for _ in 0..<RowBatch.capacity {
          try Self.row(items, at: Self.afterChange, text: nil)(&report)
        }
      })
  }

  /// A row with rendered text is written alone, into room for its dates, its
  /// words and its text escaped at worst.
  @Test(arguments: rowFormats, kinds)
  func aRowWithEscapedTextFitsItsRoomAtTheBufferEnd(_ format: String, _ items: Report.Items)
    throws
  {
    try Self.expectIntactAtTheBufferEnd(
      ["explicit", "@0", "--format", format, "--date-format", Self.pattern], items,
      rendersText: true,
      lead: { _ throws(RunStop) in },
      target: Self.row(items, at: Self.afterChange, text: Self.escapedText(for: format)))
  }
}
