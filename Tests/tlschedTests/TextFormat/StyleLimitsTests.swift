import Foundation
import Testing

@testable import TimelineInspector

/// `--style` is refused, with one error line and status 64, when it is longer
/// than 4096 bytes or nests brackets and parentheses more than 64 deep
/// (docs/cli.md), instead of running out of stack; a style at either limit is read.
@Suite struct StyleLimitsTests {
  /// The usage lines that follow a `text-format` error.
  static let usage = [
    "Usage: tlsched text-format --style <style> [--source <source>] [--anchor <date>] [--locale <locale>] [--render] [<options>]",
    "  See 'tlsched text-format --help' for more information.",
  ]

  /// The error line for `style`, a plain ASCII value over the length limit: its
  /// first 60 bytes, then its length (docs/cli.md, "Error messages").
  static func tooLong(_ style: String) -> String {
    "Error: The value '\(style.prefix(60))… (\(style.utf8.count) bytes)' is invalid for "
      + "'--style <style>': it is longer than 4096 bytes, the most a style may hold"
  }

  /// `text-format --style style` at a fixed time: one date, so the style alone decides.
  func run(_ style: String) async throws -> Run {
    try await tlsched(
      "text-format", "--style", style, "--now", "2025-01-01T00:00:00Z", "--count", "2")
  }

  @Test func fortyThousandOpeningBracketsAreRefusedAsTooLong() async throws {
    let style = String(repeating: "[", count: 40_000)
    let run = try await run(style)
    #expect(run.exited(64))
    #expect(run.output == "")
    #expect(run.stderrLines == [Self.tooLong(style)] + Self.usage)
  }

  @Test func aChainOfSixtyFourThousandMembersIsRefusedAsTooLong() async throws {
    let style = ".dateTime" + String(repeating: ".a", count: 64_300)
    let run = try await run(style)
    #expect(run.exited(64))
    #expect(run.output == "")
    #expect(run.stderrLines == [Self.tooLong(style)] + Self.usage)
  }

  @Test func aStyleOfExactly4096BytesIsReadAnd4097AreRefused() async throws {
    // Blanks between a style's tokens count towards its length, as any byte does.
    let style = ".dateTime.hour()"
    let padded = style + String(repeating: " ", count: 4096 - style.utf8.count)
    let plain = try await run(style)
    let atLimit = try await run(padded)
    #expect(plain.exited(0))
    #expect(atLimit.exited(0))
    #expect(atLimit.lines == plain.lines)
    let over = try await run(padded + " ")
    #expect(over.exited(64))
    #expect(over.stderrLines == [Self.tooLong(padded + " ")] + Self.usage)
  }

  /// `Date.VerbatimFormatStyle` whose ignored `calendar:` holds `depth - 1` nested calls:
  /// with the style's own parentheses, `depth` levels.
  static func verbatim(nestingCallsTo depth: Int) -> String {
    #"Date.VerbatimFormatStyle(format: "\(minute: .twoDigits)", timeZone: .gmt, calendar: "#
      + String(repeating: "f(", count: depth - 1) + "x" + String(repeating: ")", count: depth)
  }

  @Test func aStyleNestedSixtyFourDeepRunsInTheDebugBuildToo() async throws {
    // The minute changes at 00:01:00, presented 1/30 s late, as with a flat calendar: argument.
    let flat = try await run(Self.verbatim(nestingCallsTo: 1))
    let deepest = try await run(Self.verbatim(nestingCallsTo: 64))
    #expect(flat.exited(0))
    #expect(flat.lines.count == 2)
    #expect(deepest.exited(0))
    #expect(deepest.stderr == "")
    #expect(deepest.lines == flat.lines)
  }

  @Test func sixtyFiveLevelsOfCallsOrBracketsAreRefusedNamingTheLimit() async throws {
    let reason =
      "' is invalid for '--style <style>': its brackets and parentheses nest more than 64 deep, "
      + "the most a style may"
    let calls = Self.verbatim(nestingCallsTo: 65)
    let brackets =
      ".units(allowed: " + String(repeating: "[", count: 64) + ".hours"
      + String(repeating: "]", count: 64) + ")"
    // Its first 60 bytes, a backslash shown as two.
    func shown(_ style: String) -> String {
      style.prefix(60).replacingOccurrences(of: "\\", with: "\\\\")
    }
    for style in [calls, brackets] {
      let run = try await run(style)
      #expect(run.exited(64))
      #expect(run.output == "")
      #expect(
        run.stderrLines == [
          "Error: The value '\(shown(style))… (\(style.utf8.count) bytes)\(reason)"
        ]
          + Self.usage)
    }
  }

  @Test func sixtyFourLevelsOfBracketsAreReadAsAList() async throws {
    // 1 parenthesis and 63 brackets: read, then refused for what they mean, not for their depth.
    let style =
      ".units(allowed: " + String(repeating: "[", count: 63) + ".hours"
      + String(repeating: "]", count: 63) + ")"
    let run = try await run(style)
    #expect(run.exited(64))
    #expect(
      run.stderrLines.first?.hasSuffix(
        "a unit is .weeks, .days, .hours, .minutes, .seconds, .milliseconds, .microseconds or .nanoseconds"
      ) == true)
  }

  @Test func theDeepestAndLongestStylesParseOnATestThread() throws {
    // Threads other than the main one have smaller stacks: the parser, and freeing
    // what it built, stay within them at both limits.
    let deepest = "f(" + String(repeating: "[", count: 63) + String(repeating: "]", count: 63) + ")"
    let parsed = try StyleExpression.parse(deepest)
    #expect(parsed.chain.first?.name == "f")
    let longest = ".dateTime" + String(repeating: ".a", count: (4096 - 9) / 2)
    #expect(try StyleExpression.parse(longest).chain.count == 2 + (4096 - 9) / 2)
  }
}
