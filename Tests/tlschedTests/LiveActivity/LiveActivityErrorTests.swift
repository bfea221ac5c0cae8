import Foundation
import Testing

/// Bad input to `live-activity`: a one-line error naming the argument and what is wrong,
/// the documented status (64 usage, 65 data), and nothing on standard output
/// (docs/cli.md, "live-activity", "Exit status").
@Suite struct LiveActivityErrorTests {
  /// Each row: the arguments, standard input if any, the status and the error's first line.
  static let cases: [(arguments: [String], stdin: String?, status: Int32, error: String)] = [
    (
      ["--updates", "2025-01-01T09:10:00Z,push=7"], nil, 64,
      "Error: The value '2025-01-01T09:10:00Z,push=7' is invalid for '--updates <list>': 'push=7': a push's priority is 5 or 10"
    ),
    (
      ["--updates", "2025-01-01T09:10:00Z,alert"], nil, 64,
      "Error: The value '2025-01-01T09:10:00Z,alert' is invalid for '--updates <list>': 'alert' belongs to a push: give push=5 or push=10 with it"
    ),
    (
      ["--relevance", "high"], nil, 64,
      "Error: The value 'high' is invalid for '--relevance <score>': the relevance score is not a finite number (e.g. 50)"
    ),
    (
      ["--dismissal", "later"], nil, 64,
      "Error: The value 'later' is invalid for '--dismissal <policy>': expected default, immediate or after:DATE"
    ),
    (
      ["--dismissal", "immediate"], nil, 64, "Error: The option '--dismissal' needs '--end <date>'"
    ),
    (
      ["--started-by", "magic"], nil, 64,
      "Error: The value 'magic' is invalid for '--started-by <how>': expected foreground, background, intent, push-to-start, push-to-start-without-alert or scheduled:DATE"
    ),
    (
      ["--push-budget", "-1"], nil, 64,
      "Error: The value '-1' is invalid for '--push-budget <count>': expected a whole number of pushes an hour, 0 or more"
    ),
    (
      ["--start", "2025-01-01T09:00:00Z", "--end", "2025-01-01T08:00:00Z"], nil, 64,
      "Error: Cannot plan the Live Activity: the end of activity 0 comes before the activity starts"
    ),
    (
      ["--file", "-", "--end", "2025-01-01T09:00:00Z"], "", 64,
      "Error: The option '--file' cannot be used with '--end'"
    ),
    (
      ["--file", "-"], "# nothing\n\n", 65,
      "Error: Standard input holds no activity: expected a line with \"event\": \"start\""
    ),
    (
      ["--file", "-"],
      "{\"event\": \"start\", \"date\": \"2025-01-01T09:00:00Z\"}\n{\"event\": \"update\", \"date\": \"soon\"}\n",
      65,
      "Error: Line 2 of standard input: \"date\": expected a date like 2025-01-01T00:00:00Z, @<Unix seconds> or now"
    ),
    (
      ["--file", "-"],
      "{\"activity\": \"x\", \"event\": \"update\", \"date\": \"2025-01-01T09:00:00Z\"}\n",
      65,
      "Error: Line 1 of standard input: activity 'x' has no \"start\" line before its \"update\""
    ),
    (
      ["--file", "-"],
      "{\"event\": \"start\", \"date\": \"2025-01-01T09:00:00Z\"}\n{\"event\": \"pause\", \"date\": \"2025-01-01T09:00:00Z\"}\n",
      65,
      "Error: Line 2 of standard input: \"event\": 'pause' is not one of start, update, end, remove"
    ),
    (
      ["--file", "-"],
      "{\"event\": \"start\", \"date\": \"2025-01-01T09:00:00Z\", \"size\": 5000}\n", 64,
      "Error: Cannot plan the Live Activity: the initial content of activity 0 takes 5000 bytes encoded: static and dynamic data together may take at most 4 KB (4096 bytes)"
    ),
    (
      ["--text", "periodic --by 1"], nil, 64,
      "Error: The text of its start of activity '0', 'periodic --by 1', cannot be used: 'periodic' is a TimelineView; give a text command (text-timer, text-timer-interval, wall-clock, text-format), date or time"
    ),
    (
      ["--live"], nil, 64,
      "Error: The option '--live' does not apply to 'live-activity': an activity's views are archived, and its plan is printed at once"
    ),
  ]

  @Test(arguments: cases.indices)
  func badInputIsOneLineWithItsStatusAndNoOutput(index: Int) async throws {
    let row = Self.cases[index]
    let run = try await Binary.run(
      ["live-activity"] + row.arguments, stdin: row.stdin.map { Array($0.utf8) })
    #expect(run.exited(row.status), "\(row.arguments): status \(run.status), \(run.stderr)")
    #expect(run.stdout.isEmpty)
    #expect(run.stderrLines.first == row.error)
  }

  /// An early stop closes the JSON document, as widget's do (docs/cli.md, "Where output
  /// stops early"): here the dismissal, past year 9999, stops the plan after three rows.
  @Test func aDatePastYear9999ClosesTheDocumentWithANote() async throws {
    let run = try await Binary.run([
      "live-activity", "--start", "9999-12-31T23:00:00Z", "--format", "json", "--now",
      "2025-01-01T00:00:00Z",
    ])
    #expect(run.exited(0))
    let document = try jsonObject(run)
    #expect((document["events"] as? [Any])?.count == 3)
    #expect(
      run.stderrLines.last
        == "Note: stopped: the next date is after year 9999 in UTC, which tlsched cannot print")
  }
}
