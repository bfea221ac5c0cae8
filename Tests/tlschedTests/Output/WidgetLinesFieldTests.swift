import Testing

@testable import TimelineInspector

/// A field of `widget`'s CSV (RFC 4180: quoted when it holds a comma, a quote or a
/// line break, quotes doubled) and of its text and TSV (tabs and line breaks become
/// spaces, so a field never ends a line). Expected values written out by hand.
@Suite struct WidgetLinesFieldTests {
  let csv = WidgetLinesWriter(separator: ",", header: true, quotes: true)
  let tsv = WidgetLinesWriter(separator: "\t", header: true, quotes: false)

  @Test func aCSVFieldIsQuotedWhenItHoldsALineBreakOfAnyKind() {
    #expect(csv.field("plain") == "plain")
    #expect(csv.field("a,b") == "\"a,b\"")
    #expect(csv.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
    #expect(csv.field("a\nb") == "\"a\nb\"")
    #expect(csv.field("a\rb") == "\"a\rb\"")
    // "\r\n" is one Character in Swift: it must still count as a line break.
    #expect(csv.field("a\r\nb") == "\"a\r\nb\"")
  }

  @Test func aTSVFieldHasNoTabOrLineBreak() {
    #expect(tsv.field("a\tb") == "a b")
    #expect(tsv.field("a\nb") == "a b")
    #expect(tsv.field("a\r\nb") == "a  b")
  }
}
