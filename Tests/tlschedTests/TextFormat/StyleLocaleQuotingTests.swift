import Foundation
import Testing

@testable import TimelineInspector

/// `--style` and `--locale` values, and the parts of a style a reason quotes, are
/// shown as every other value is (docs/cli.md, "Error messages"): control
/// characters escaped (`\x1B`, `\x0A`) and anything over 60 bytes cut with its
/// length, so that a refusal is always its three usage lines, each short.
@Suite struct StyleLocaleQuotingTests {
  static let usage = [
    "Usage: tlsched text-format --style <style> [--source <source>] [--anchor <date>] [--locale <locale>] [--render] [<options>]",
    "  See 'tlsched text-format --help' for more information.",
  ]

  static let unknownLocale =
    "' is invalid for '--locale <locale>': not a locale Foundation knows (e.g. en_US, de_DE)"

  /// Runs `text-format` with `arguments` and checks it is refused with `error` and the usage lines.
  func expectRefusal(
    _ arguments: [String], _ error: String, sourceLocation: SourceLocation = #_sourceLocation
  )
    async throws
  {
    let run = try await Binary.run(["text-format", "--now", "2025-01-01T00:00:00Z"] + arguments)
    #expect(run.exited(64), sourceLocation: sourceLocation)
    #expect(run.output == "", sourceLocation: sourceLocation)
    #expect(run.stderrLines == [error] + Self.usage, sourceLocation: sourceLocation)
  }

  @Test func anEscapeInAStyleIsShownEscapedInTheValueAndInWhatIsUnexpected() async throws {
    try await expectRefusal(
      ["--style", ".dateTime\u{1B}[31m"],
      #"Error: The value '.dateTime\x1B[31m' is invalid for '--style <style>': unexpected '\x1B[31m' after the style"#
    )
  }

  @Test func aNewlineInAStyleIsShownEscaped() async throws {
    // Newlines between tokens are blanks; after the style's end they are shown as \x0A.
    try await expectRefusal(
      ["--style", ".dateTime\n.hour()\n)\nx"],
      #"Error: The value '.dateTime\x0A.hour()\x0A)\x0Ax' is invalid for '--style <style>': unexpected ')\x0Ax' after the style"#
    )
  }

  @Test func anEscapeOrNewlineInALocaleIsShownEscaped() async throws {
    try await expectRefusal(
      ["--style", ".dateTime.hour()", "--locale", "en\u{1B}[2J"],
      #"Error: The value 'en\x1B[2J"# + Self.unknownLocale)
    try await expectRefusal(
      ["--style", ".dateTime.hour()", "--locale", "en\nUS"],
      #"Error: The value 'en\x0AUS"# + Self.unknownLocale)
  }

  @Test func aLongLocaleIsCutAfterSixtyBytesWithItsLength() async throws {
    // As long as one argument may be on Linux (128 KiB with its NUL).
    let locale = String(repeating: "x", count: 131_000)
    try await expectRefusal(
      ["--style", ".dateTime.hour()", "--locale", locale],
      "Error: The value '\(String(repeating: "x", count: 60))… (131000 bytes)" + Self.unknownLocale)
  }

  @Test func whatALongStyleLeavesUnreadIsCutToo() async throws {
    // 4096 bytes, the longest style: the value and its unread 4086 bytes are both cut.
    let style = ".dateTime " + String(repeating: ")", count: 4086)
    try await expectRefusal(
      ["--style", style],
      "Error: The value '.dateTime \(String(repeating: ")", count: 50))… (4096 bytes)' is invalid "
        + "for '--style <style>': unexpected '\(String(repeating: ")", count: 60))… (4086 bytes)' "
        + "after the style")
  }

  @Test func aLongNameInAStyleIsCutToo() async throws {
    let name = String(repeating: "a", count: 4000)
    try await expectRefusal(
      ["--style", ".dateTime." + name + "()"],
      "Error: The value '.dateTime.\(String(repeating: "a", count: 50))… (4012 bytes)' is invalid "
        + "for '--style <style>': unknown field '.\(String(repeating: "a", count: 60))… (4000 bytes)(…)' "
        + "(fields: era, year, quarter, month, week, day, dayOfYear, weekday, hour, minute, second, "
        + "secondFraction, timeZone)")
  }

  @Test func a300KilobyteStyleOrLocaleGivesOneShortErrorLine() throws {
    // Longer than one argument may be on Linux, so given in-process, as a program
    // built on TimelineInspector may pass it.
    let huge = String(repeating: "\u{1B}\n", count: 150_000)
    let tool = ScheduleInspector.tlsched(version: nil)
    for option in ["--style", "--locale"] {
      var words = ["text-format", "--style", ".dateTime.hour()", option, huge]
      if option == "--style" { words.removeSubrange(1...2) }
      let message: String
      do {
        guard case .schedule(let parsed) = try ArgumentParser(tool: tool).parse(words) else {
          Issue.record("\(option) was not read as a schedule's command line")
          continue
        }
        _ = try RunRequest(parsed, of: parsed.command, currentTime: 0)
        Issue.record("a 300 KB \(option) was accepted")
        continue
      } catch {
        message = ErrorMessage.render(error, in: tool)
      }
      let lines = message.split(separator: "\n")
      #expect(lines.count == 3)
      #expect(lines.allSatisfy { $0.utf8.count < 400 })
      #expect(
        lines[0].hasPrefix(
          "Error: The value '" + String(repeating: #"\x1B\x0A"#, count: 30)
            + "… (300000 bytes)' is invalid for '\(option) <"))
    }
  }
}
