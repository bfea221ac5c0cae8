import Foundation
import Testing

/// Rendered text in text, TSV and table escapes what a terminal or a line reader
/// acts on, as JSON writes a control character: `\u` and four hex digits
/// (docs/cli.md, "What the text reads: --render"; RFC 8259, section 7).
@Suite struct RenderedTextControlCharacterTests {
  /// A verbatim literal holding ESC, VT, FF, DEL, NEL (U+0085), U+009F, U+2028 and
  /// U+2029, then neighbours that are printable and stay as they are (U+00A0, U+2027,
  /// U+202A, an en dash U+2013, €), a backslash (written `\\` in the literal) and a tab, then
  /// the hour, 00 at @0.
  static let literal =
    "\u{1B}[31m\u{0B}\u{0C}\u{7F}\u{85}\u{9F}\u{2028}\u{2029}|\u{A0}\u{2027}\u{202A}\u{2013}€\\\\\t"
  static let style =
    #".verbatim(""# + literal
    + #"\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased))", timeZone: .gmt, calendar: Calendar(identifier: .gregorian))"#

  /// Worked by hand from the rule: each escaped character as `\u` and its code point.
  static let escaped =
    #"\u001b[31m\u000b\u000c\u007f\u0085\u009f\u2028\u2029|"# + "\u{A0}\u{2027}\u{202A}\u{2013}€"
    + #"\\\t00"#

  func run(_ format: String) async throws -> Run {
    try await tlsched(
      "text-format", "--style", Self.style, "--now", "@0", "--count", "1", "--render",
      "--format", format)
  }

  @Test(arguments: ["text", "tsv", "table"])
  func controlCharactersAreWrittenAsJSONEscapes(_ format: String) async throws {
    let run = try await run(format)
    #expect(run.exited(0), "\(run.stderr)")
    let last = try #require(run.lines.last)
    #expect(last.hasSuffix(Self.escaped), "\(last.debugDescription)")
    // Nothing a terminal acts on reaches it: no C0 control but the row's own tabs and
    // line feeds, no DEL, no C1 control, no line or paragraph separator.
    let acted = run.output.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\t" && $0 != "\n") || (0x7F...0x9F).contains($0.value)
        || $0 == "\u{2028}" || $0 == "\u{2029}"
    }
    #expect(acted.isEmpty, "\(acted.map { String($0.value, radix: 16) })")
  }

  @Test func textIsTheDateATabAndTheEscapedText() async throws {
    let run = try await run("text")
    #expect(run.lines == ["1970-01-01T00:00:00Z\t" + Self.escaped])
  }
}
