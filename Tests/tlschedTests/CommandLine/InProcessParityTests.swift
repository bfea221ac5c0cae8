import Foundation
import Testing

/// Most command-line tests run tlsched in the test process (``InProcess``); these
/// check that such a run gives exactly what the launched binary gives: the same
/// standard output, byte for byte, the same standard error and the same status,
/// for every command, every format, help and completions, each kind of refusal,
/// warnings and notes, and `--check`.
@Suite struct InProcessParityTests {
  /// Command lines that run in process, one or more of each kind.
  static let commandLines: [[String]] = [
    ["periodic", "--by", "90", "--from", "2025-01-01T00:00:00Z", "--count", "4"],
    ["periodic", "--by", "1.5", "--now", "@0", "--count", "3", "--format", "json"],
    [
      "every-minute", "--now", "2025-03-30T00:58:30Z", "--tz", "Europe/Paris", "--count", "3",
      "--format", "table",
    ],
    [
      "every-minute", "--now", "@0", "--mode", "low-frequency", "--count", "2", "--format", "csv",
      "--header",
    ],
    ["explicit", "@0", "@60", "@30", "--format", "ndjson"],
    ["explicit", "@0", "@60", "--view", "--model", "both", "--now", "@-5", "--format", "tsv"],
    ["animation", "--minimum-interval", "0.25", "--now", "@0", "--count", "3", "--summary"],
    ["periodic", "--by", "60", "--now", "@0", "--count", "5", "--date-format", "unix"],
    ["text-timer", "--to", "@5", "--now", "@0", "--render"],
    [
      "text-format", "--style", ".dateTime.hour().minute()", "--now", "@0", "--count", "3",
      "--render",
    ],
    ["widget", "@0", "@900", "@1800", "--policy", "at-end", "--now", "@0"],
    [
      "widget", "--provider", "entries=2,every=15m,policy=after:1h", "--now", "@0", "--summary",
      "--format", "json",
    ],
    ["live-activity", "--now", "@0", "--stale", "@3600", "--count", "4"],
    ["periodic", "--by", "1", "--now", "@0", "--count", "2", "--format", "svg"],
    // Help, completions and a command that prints nothing.
    ["--help"], ["help", "widget"], ["periodic", "--help"], ["completions", "bash"],
    ["periodic", "--by", "1", "--now", "@0", "--count", "0"],
    // Refusals: a bad command line (64), an unreadable file (66), a value out of range.
    ["periodic"], ["periodic", "--by", "0"], ["frobnicate"], ["periodic", "--by", "1", "--bogus"],
    ["explicit", "--file", "/nonexistent/dates.txt"],
    ["every-minute", "--now", "9999-12-31T23:58:00Z", "--count", "5"],
    ["text-format", "--style", ".relative(presentation: .numeric)", "--now", "@0"],
  ]

  @Test(
    .enabled(if: InProcess.isAvailable, "the tests launch $TLSCHED_BINARY for every run"),
    arguments: commandLines)
  func aRunInProcessGivesWhatTheBinaryGives(_ words: [String]) async throws {
    let inProcess = try #require(try InProcess.run(words), "\(words) needs a process")
    let launched = try await Binary.launched(words)
    #expect(inProcess.stdout == launched.stdout, "\(words): stdout differs")
    #expect(inProcess.stderr == launched.stderr)
    #expect(inProcess.status == launched.status && !launched.signalled)
  }

  /// A dates file with a bad line (65), `--check` that passes and one that fails
  /// (its difference on standard error), and a missing golden file whose hint
  /// suggests `--now` with the clock's time, in a temporary directory.
  @Test(.enabled(if: InProcess.isAvailable, "the tests launch $TLSCHED_BINARY for every run"))
  func filesAndChecksGiveWhatTheBinaryGives() async throws {
    let dates = try temporaryFile("2025-01-01T00:00:00Z\n# a comment\nbad\n")
    defer { removeTemporary(dates) }
    let golden = dates.deletingLastPathComponent().appendingPathComponent("golden.txt")
    try Data("1970-01-01T00:00:00Z\n1970-01-01T00:01:00Z\n".utf8).write(to: golden)
    let runs: [[String]] = [
      ["explicit", "--file", dates.path],
      ["periodic", "--by", "60", "--now", "@0", "--count", "2", "--check", golden.path],
      ["periodic", "--by", "60", "--now", "@0", "--count", "3", "--check", golden.path],
      ["periodic", "--by", "60", "--count", "2", "--check", golden.path + ".missing"],
    ]
    for words in runs {
      let inProcess = try #require(try InProcess.run(words), "\(words) needs a process")
      let launched = try await Binary.launched(words)
      #expect(inProcess.stdout == launched.stdout, "\(words)")
      #expect(withoutTheClock(inProcess.stderr) == withoutTheClock(launched.stderr), "\(words)")
      #expect(inProcess.status == launched.status, "\(words)")
    }
  }

  /// The missing golden's hint suggests `--now` with the clock's time, which is a
  /// second apart in two runs made a moment apart; the rest of the message must match.
  private func withoutTheClock(_ message: String) -> String {
    message.replacing(/--now \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z/, with: "--now <clock>")
  }

  /// What only a process shows is never run in process.
  @Test(arguments: [
    ["explicit", "-"], ["explicit", "--file=-"], ["periodic", "--by", "1", "--live"],
    ["--version"], ["periodic", "--by", "1", "--tz", "local"],
    ["periodic", "--by", "1", "--tz=local"],
    ["periodic", "--by", "1", "--check", "/dev/stdout"], ["explicit", "--file", "/proc/self/fd/0"],
  ])
  func wordsThatNeedAProcessAreLaunched(_ words: [String]) throws {
    #expect(InProcess.needsTheProcess(words))
    #expect(try InProcess.run(words) == nil)
  }
}
