import Testing

@testable import TimelineInspector

/// A field of `widget`'s lines stays one field (``WidgetRowFields``): CSV quotes a field
/// holding a comma, a quote or a line break of any kind (RFC 4180, quotes doubled); text
/// and TSV turn tabs and line breaks into spaces, so a field never ends a line. Expected
/// lines written out by hand: a text's update at 2025-01-01T00:00:00Z (8766 days after
/// 2001: 24 years, 6 of them leap), inside entry 1 of timeline 0, documented.
@Suite struct WidgetRowFieldsTests {
  /// The lines a report in `format` writes for one text update reading `reads`.
  func written(_ format: OutputFormat, reads: String?) throws -> [String] {
    let text = try textWritten { destination in
      var report = Report(
        out: OutputBuffer(to: destination), dates: DatePrinter(format: .iso8601, zone: .utc),
        format: format, items: .widgetEvents)
      try report.begin(
        ReportHeader(
          widget: WidgetPlanFacts(start: 0, end: 0, budget: nil), members: [], now: 0,
          timeZone: "UTC"))
      let row = WidgetRow(
        textAt: 8766 * 86_400, timeline: 0, entry: 1, command: .textTimer)
      try report.write(ReportRow(.widget(row), text: reads))
      try report.end()
    }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  let date = "2025-01-01T00:00:00Z"

  @Test func csvQuotesAFieldHoldingACommaAQuoteOrALineBreak() throws {
    #expect(try written(.csv, reads: "plain")[1] == "\(date),text,0,1,plain,documented")
    #expect(try written(.csv, reads: "a,b")[1] == "\(date),text,0,1,\"a,b\",documented")
    #expect(
      try written(.csv, reads: "say \"hi\"")[1] == "\(date),text,0,1,\"say \"\"hi\"\"\",documented")
    #expect(
      try written(.csv, reads: "a\r\nb").joined(separator: "\n")
        == "date,event,timeline,entry,detail,source\n\(date),text,0,1,\"a\r\nb\",documented\n")
    #expect(try written(.csv, reads: "a\tb")[1] == "\(date),text,0,1,a\tb,documented")
  }

  @Test(arguments: [OutputFormat.tsv, .text])
  func textAndTSVTurnTabsAndLineBreaksIntoSpaces(_ format: OutputFormat) throws {
    let lines = try written(format, reads: "a\tb\nc\r\nd")
    #expect(lines[lines.count - 2] == "\(date)\ttext\t0\t1\ta b c  d\tdocumented")
  }

  @Test func withoutRenderTheDetailIsTheTextsCommand() throws {
    #expect(try written(.csv, reads: nil)[1] == "\(date),text,0,1,text-timer,documented")
    #expect(
      try written(.ndjson, reads: nil)[0]
        == #"{"date":"\#(date)","event":"text","timeline":0,"entry":1,"command":"text-timer","source":"documented"}"#
    )
  }
}
