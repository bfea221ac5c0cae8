import Testing

@testable import TimelineInspector

/// A field of `widget`'s lines stays one field: text and TSV turn tabs and line ends into
/// spaces, CSV quotes a field holding a comma, a quote or a line end (RFC 4180).
@Suite struct WidgetLinesWriterTests {
  @Test func tabsAndLineEndsBecomeSpacesInTextAndTSV() {
    let writer = WidgetLinesWriter(separator: "\t", header: false, quotes: false)
    #expect(writer.field("a\tb\nc\rd") == "a b c d")
    #expect(writer.field("Jan 1, 2025") == "Jan 1, 2025")
  }

  @Test func csvQuotesWhatNeedsIt() {
    let writer = WidgetLinesWriter(separator: ",", header: true, quotes: true)
    #expect(writer.field("Jan 1, 2025") == "\"Jan 1, 2025\"")
    #expect(writer.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
    #expect(writer.field("two\nlines") == "\"two\nlines\"")
    #expect(writer.field("a\tb") == "a\tb")
  }
}
