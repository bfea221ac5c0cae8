import Foundation
import Testing

/// Input that never ends, or never ends a line, is refused at once with bounded
/// memory (docs/cli.md, "Dates file rules"); the bad-input table has the
/// `/dev/zero` cases with their messages.
@Suite(.timeLimit(.minutes(1))) struct EndlessInputTests {
  @Test(arguments: ["explicit --file /dev/urandom", "explicit --file - < /dev/urandom"])
  func randomBytesAreRefusedAtTheirFirstLine(_ arguments: String) async throws {
    let run = try await Binary.shell("exec \"$TLSCHED\" \(arguments)", timeout: 10)
    #expect(run.exited(65))
    #expect(run.stdout.isEmpty)
    #expect(run.stderrLines.first?.hasPrefix("Error: Line 1 of ") == true, "\(run.stderr)")
    #expect(run.duration < 5)
  }

  @Test func endlessBlankLinesEndWithTheInput() async throws {
    // Blank lines are skipped without being kept: a long run of them costs nothing.
    let run = try await Binary.shell(
      #"yes '' 2>/dev/null | head -n 1000000 | "$TLSCHED" explicit --file - --format ndjson; echo; yes 2025-01-01T00:00:00Z 2>/dev/null | head -n 100000 | "$TLSCHED" explicit --file - --count 1"#,
      timeout: 30)
    #expect(run.stderrLines.first == "Note: no dates on standard input: the schedule is empty")
    #expect(run.lines.last == "2025-01-01T00:00:00Z")
  }
}
