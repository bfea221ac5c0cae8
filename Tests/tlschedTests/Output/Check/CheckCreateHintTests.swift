import Foundation
import Testing

/// The command line a missing golden file's message gives (docs/cli.md, "Checking
/// output against a golden file"): each word quoted so that a POSIX shell reads
/// back the very bytes, on the message's one line, and `--now` added where the
/// output would otherwise hold the clock's time.
@Suite struct CheckCreateHintTests {
  /// The words of a run with a fixed `--now`, before `--check`.
  static let fixed = "periodic --by 60 --now 2025-01-01T00:00:00Z --count 2"

  /// Runs `script` with bash in a fresh directory.
  func bash(_ script: String) async throws -> Run {
    try await Binary.shell(
      "d=$(mktemp -d) && cd \"$d\" || exit 99\n" + script + "\nrm -rf \"$d\"", shell: "/bin/bash")
  }

  /// ESC is octal 033, a tab 011 and a line feed 012; 0xFF is 377: `$'…'` with
  /// three octal digits each (POSIX.1-2024, "Dollar-Single-Quotes").
  @Test(arguments: [
    (#"$'a\e[31m\tb\nc'"#, #"$'a\033[31m\011b\012c'"#),
    (#"$'bad\xffname.txt'"#, #"$'bad\377name.txt'"#),
    (#"$'it\'s \\ 1\x7f'"#, #"$'it\'s \\ 1\177'"#),
    (#"$'line\xe2\x80\xa8sep'"#, #"$'line\342\200\250sep'"#),
    (#"'it'\''s here'"#, #"'it'\''s here'"#),
  ])
  func theNameIsQuotedOnOneLine(_ typed: String, _ quoted: String) async throws {
    let run = try await bash(#""$TLSCHED" "# + Self.fixed + " --check " + typed)
    #expect(run.stderrLines.count == 1, "\(run.stderr.debugDescription)")
    #expect(
      run.stderr.hasSuffix(
        "; create it with: tlsched \(Self.fixed) > \(quoted)\n"), "\(run.stderr)")
    // No control character but the line's end reaches the terminal.
    #expect(!run.stderr.dropLast().unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
  }

  @Test(arguments: [
    #"$'a\e[31m\tb\nc'"#, #"$'bad\xffname.txt'"#, #"$'it\'s \\ 1\x7f'"#,
    #"$'line\xe2\x80\xa8sep'"#,
  ])
  func theCommandItGivesWritesTheFileTheCheckReads(_ typed: String) async throws {
    // The shell reads the hint back; the golden file it writes then passes.
    let run = try await bash(
      """
      message=$("$TLSCHED" \(Self.fixed) --check \(typed) 2>&1)
      command=${message#*create it with: tlsched }
      eval "\\"\\$TLSCHED\\" $command"
      "$TLSCHED" \(Self.fixed) --check \(typed); echo "status $?"
      """)
    #expect(run.lines == ["status 0"], "\(run.stderr)")
  }

  @Test func withoutNowTheHintAddsTheClocksSecondAndSaysWhy() async throws {
    let before = Date().timeIntervalSince1970.rounded(.down)
    let run = try await tlsched("periodic", "--by", "60", "--count", "2", "--check", "missing.txt")
    let after = Date().timeIntervalSince1970
    #expect(run.exited(66))
    let prefix =
      "Error: Cannot read 'missing.txt' for --check: No such file or directory; create it with: tlsched periodic --by 60 --count 2 --now "
    let suffix =
      " > missing.txt (--now added: without it the output holds the clock's time, and a golden file of it fails a second later)"
    let line = try #require(run.stderrLines.first)
    #expect(line.hasPrefix(prefix) && line.hasSuffix(suffix), "\(line)")
    let now = String(line.dropFirst(prefix.count).dropLast(suffix.count))
    let formatter = ISO8601DateFormatter()
    let date = try #require(formatter.date(from: now), "\(now)")
    #expect(date.timeIntervalSince1970 >= before && date.timeIntervalSince1970 <= after)
  }

  @Test func withNowTheHintIsTheCommandAsGiven() async throws {
    let run = try await tlsched(
      "periodic", "--by", "60", "--now", "2025-01-01T00:00:00Z", "--check", "missing.txt")
    #expect(
      run.stderrLines.first
        == "Error: Cannot read 'missing.txt' for --check: No such file or directory; create it with: tlsched periodic --by 60 --now 2025-01-01T00:00:00Z > missing.txt"
    )
  }

  @Test func nowGoesBeforeTheDatesAfterTheEndOfOptions() async throws {
    let run = try await tlsched(
      "explicit", "--check", "missing.txt", "--", "2025-01-01T00:00:00Z")
    let line = try #require(run.stderrLines.first)
    #expect(line.contains("create it with: tlsched explicit --now "), "\(line)")
    #expect(
      line.contains("Z -- 2025-01-01T00:00:00Z > missing.txt (--now added:"), "\(line)")
  }
}
