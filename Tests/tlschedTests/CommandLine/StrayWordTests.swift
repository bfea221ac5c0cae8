import Foundation
import Testing
import TimelineTestSupport

@testable import TimelineInspector

/// A word a command has no place for gets the hint of what it was probably meant
/// as; a word of tlsched's own (a command, `help`, an option's name) is not a value
/// to suggest (docs/cli.md, "Bad input": what was probably meant).
@Suite struct StrayWordTests {
  private static let tool = ScheduleInspector.tlsched(version: nil)

  /// The message the parser gives `words`.
  private func message(_ words: [String]) -> String? {
    do {
      _ = try ArgumentParser(tool: Self.tool).parse(words)
      return nil
    } catch {
      return error.message
    }
  }

  @Test(arguments: [
    // A value of the one required option that is missing: given to it.
    TestRow(["periodic", "3"], "Unexpected argument '3'. Did you mean '--by 3'?"),
    TestRow(
      ["text-timer", "2025-01-01T00:00:00Z"],
      "Unexpected argument '2025-01-01T00:00:00Z'. Did you mean '--to 2025-01-01T00:00:00Z'?"),
    // `help` asks for help.
    TestRow(["periodic", "help"], "Unexpected argument 'help'. Did you mean '--help'?"),
    TestRow(["text-timer", "help"], "Unexpected argument 'help'. Did you mean '--help'?"),
    // An option's name without its dashes is that option, whatever is missing.
    TestRow(["periodic", "now"], "Unexpected argument 'now'. Did you mean '--now <date>'?"),
    TestRow(["text-timer", "now"], "Unexpected argument 'now'. Did you mean '--now <date>'?"),
    TestRow(
      ["periodic", "--by", "5", "view"], "Unexpected argument 'view'. Did you mean '--view'?"),
    // Another command's name is no value and no option.
    TestRow(["periodic", "every-minute"], "Unexpected argument 'every-minute'"),
    TestRow(["text-timer", "completions"], "Unexpected argument 'completions'"),
    // With the required option given, a stray word gets no value hint.
    TestRow(["periodic", "--by", "5", "3"], "Unexpected argument '3'"),
  ])
  func aStrayWordGetsTheHintOfWhatItWasMeantAs(_ row: TestRow<[String], String>) {
    #expect(message(row.input) == row.expected, sourceLocation: row.location)
  }
}
