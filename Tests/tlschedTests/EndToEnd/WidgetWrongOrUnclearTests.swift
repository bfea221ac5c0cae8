import Foundation
import Testing

/// What `tlsched widget` was wrong or unclear about (issue 41, point 6), each checked
/// through the binary against docs/cli.md, "widget", and docs/semantics.md, "Widgets".
@Suite struct WidgetWrongOrUnclearTests {
  /// `widget --file -` reading `lines`, from 09:00 with `.never`.
  func widget(_ lines: [String], _ arguments: [String] = []) async throws -> Run {
    try await Binary.run(
      ["widget", "--file", "-", "--policy", "never", "--now", "2025-01-01T09:00:00Z"] + arguments,
      stdin: Array(lines.map { $0 + "\n" }.joined().utf8))
  }

  /// docs/cli.md: a bad `--file` line is bad data (65) naming its line; so is what the
  /// plan refuses because of a line (entries out of order: line 3, after a comment).
  @Test func aPlanRefusalCausedByAFileLineNamesTheLine() async throws {
    let run = try await widget([
      #"{"date": "2025-01-01T09:00:00Z"}"#, "# a comment", #"{"date": "2025-01-01T08:00:00Z"}"#,
    ])
    #expect(run.exited(65))
    #expect(run.output == "")
    #expect(
      run.stderrLines.first
        == "Error: Line 3 of standard input: cannot be planned: entry 1 of timeline 0 is dated"
        + " before entry 0: how WidgetKit handles entries out of order is not documented, so"
        + " they cannot be planned")
  }

  /// A member of the wrong JSON type is named with the type expected.
  @Test(arguments: [
    (
      #"{"date": "2025-01-01T09:00:00Z", "relevance": {"score": "10"}}"#,
      #""relevance"."score": expected a number"#
    ),
    (
      #"{"date": "2025-01-01T09:00:00Z", "relevance": {"score": {"x": 1}}}"#,
      #""relevance"."score": expected a number"#
    ),
    (#"{"date": "2025-01-01T09:00:00Z", "relevance": 5}"#, #""relevance": expected a JSON object"#),
    (#"{"providedAt": "2025-01-01T09:00:00Z", "policy": 5}"#, #""policy": expected a string"#),
    (#"{"date": 5}"#, #""date": expected a string"#),
  ])
  func aMemberOfTheWrongTypeIsNamed(_ line: String, _ reason: String) async throws {
    let run = try await widget([line])
    #expect(run.exited(65))
    #expect(run.stderrLines.first == "Error: Line 1 of standard input: \(reason)")
  }

  /// A score is a `Float`, as WidgetKit's: 1e39 is finite but too large for one, on the
  /// command line and in a file.
  @Test func aScoreTooLargeForAFloatIsSaidToBe() async throws {
    let reason =
      "the relevance's score, 1e+39, is too large for a score (a Float: at most about 3.4e38)"
    let argument = try await Binary.run([
      "widget", "2025-01-01T09:00:00Z,relevance=1e39/5m", "--now", "2025-01-01T09:00:00Z",
    ])
    #expect(argument.exited(64))
    #expect(argument.stderrLines.first?.hasSuffix(reason) == true, "\(argument.stderr)")
    let file = try await widget([
      #"{"date": "2025-01-01T09:00:00Z", "relevance": {"score": 1e39}}"#
    ])
    #expect(file.exited(65))
    #expect(file.stderrLines.first == "Error: Line 1 of standard input: \"relevance\": \(reason)")
  }

  /// An entry is `DATE[,relevance=SCORE/DURATION]` and nothing more: a further comma is
  /// part of the duration, which refuses it, not a third field quietly dropped.
  @Test func textAfterAnEntrysRelevanceIsRefused() async throws {
    let run = try await Binary.run([
      "widget", "2025-01-01T09:00:00Z,relevance=1/5m,x", "--now", "2025-01-01T09:00:00Z",
    ])
    #expect(run.exited(64))
    #expect(run.output == "")
    #expect(
      run.stderrLines.first
        == "Error: The value '2025-01-01T09:00:00Z,relevance=1/5m,x' is invalid for '<entry>':"
        + " the relevance's duration: unexpected ',' in the duration")
  }

  /// `after:1e300s` in a provider rule gives the duration's own reason, not only the
  /// policy's grammar.
  @Test func aProvidersBadDurationGivesItsOwnReason() async throws {
    let run = try await Binary.run([
      "widget", "--provider", "entries=1,policy=after:1e300s", "--now", "2025-01-01T09:00:00Z",
    ])
    #expect(run.exited(64))
    #expect(
      run.stderrLines.first
        == "Error: The value 'entries=1,policy=after:1e300s' is invalid for '--provider <rule>':"
        + " 'policy=after:1e300s': unknown unit 'e' (use ms, s, m, h, d or ISO 8601 like PT1M30S)")
  }

  /// docs/cli.md: `--until` is refused only before `--provided-at`, whatever `--now`
  /// (the clock, here, without it).
  @Test func untilIsCheckedAgainstProvidedAtNotTheClock() async throws {
    let fine = try await Binary.run([
      "widget", "2025-01-01T09:00:00Z", "--policy", "never", "--provided-at",
      "2025-01-01T09:00:00Z", "--until", "2025-01-01T10:00:00Z",
    ])
    #expect(fine.exited(0), "\(fine.stderr)")
    #expect(
      fine.lines == [
        "2025-01-01T09:00:00Z\tprovided\t0\t-\t-\tdocumented",
        "2025-01-01T09:00:00Z\teligible\t0\t0\t-\tdocumented",
      ])
    let early = try await Binary.run([
      "widget", "2025-01-01T09:00:00Z", "--provided-at", "2025-01-01T09:00:00Z", "--until",
      "2025-01-01T08:00:00Z",
    ])
    #expect(early.exited(64))
    #expect(
      early.stderrLines.first
        == "Error: Cannot plan the widget: the end of the plan comes before the first timeline"
        + " is provided")
  }

  /// JSON's `"widget".policy` is each timeline's, in order, when there are several.
  @Test func jsonGivesEachTimelinesPolicy() async throws {
    let run = try await Binary.run(
      [
        "widget", "--file", "-", "--now", "2025-01-01T09:00:00Z", "--format", "json",
      ],
      stdin: Array(
        """
        {"date": "2025-01-01T09:00:00Z"}
        {"providedAt": "2025-01-01T09:10:00Z", "policy": "never"}
        {"date": "2025-01-01T09:10:00Z"}

        """.utf8))
    #expect(run.exited(0), "\(run.stderr)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any])
    let widget = try #require(document["widget"] as? [String: Any])
    #expect(widget["policy"] as? [String] == ["at-end", "never"])
  }

  /// Inside a widget, `Text(timerInterval:)` reads `(not known)` with `--render`, and the
  /// note its own command prints says why (docs/semantics.md, the timer's text).
  @Test func aTimerIntervalsUnknownTextCarriesItsCommandsNote() async throws {
    let run = try await widget(
      [
        #"{"date": "2025-01-01T09:00:00Z", "text": "text-timer-interval --from 2025-01-01T09:00:00Z --to 2025-01-01T09:00:03Z"}"#
      ], ["--until", "2025-01-01T09:00:01Z", "--render"])
    #expect(run.exited(0), "\(run.stderr)")
    #expect(
      run.lines.suffix(2) == [
        "2025-01-01T09:00:00Z\ttext\t0\t0\t(not known)\tours",
        "2025-01-01T09:00:01Z\ttext\t0\t0\t(not known)\tours",
      ])
    #expect(
      run.stderrLines.contains {
        $0.hasPrefix("Note: '--render' prints (not known) where Apple's documentation")
      })
  }

  /// docs/semantics.md, "Text inside entries": the entry's text is the text command's
  /// whole schedule over the entry's span. A minute-second duration style to 09:05 in an
  /// entry from 09:00 to 09:01 steps back by a fraction of a second every other update;
  /// the widget shows every date the text command itself gives before 09:01, in time
  /// order, not only its first change.
  @Test func aDurationTextShowsItsWholeScheduleOverTheEntrysSpan() async throws {
    let style = "'.time(pattern: .minuteSecond)'"
    let alone = try await Binary.run([
      "text-format", "--style", ".time(pattern: .minuteSecond)", "--anchor",
      "2025-01-01T09:05:00Z", "--now", "2025-01-01T09:00:00Z", "--until",
      "2025-01-01T09:00:59.999Z", "--count", "all", "--date-format", "unix",
    ])
    #expect(alone.exited(0), "\(alone.stderr)")
    let own = alone.lines.compactMap { Double($0) }.sorted()
    #expect(own.count > 60)
    let run = try await widget(
      [
        #"{"date": "2025-01-01T09:00:00Z", "text": "text-format --style \#(style) --anchor 2025-01-01T09:05:00Z"}"#,
        #"{"date": "2025-01-01T09:01:00Z"}"#,
      ], ["--date-format", "unix"])
    #expect(run.exited(0), "\(run.stderr)")
    let texts = run.lines.filter { $0.contains("\ttext\t") }.compactMap {
      Double($0.split(separator: "\t")[0])
    }
    #expect(texts == own)
  }

  /// The picture of two timelines is the widget's plan, not "the timeline's"; a window's
  /// band carries its entry and score; the last axis label ends at its tick instead of
  /// being cut off; the span before a later first entry is marked `?` (not documented).
  @Test func thePictureNamesItsWindowsAndKeepsItsLabelsInside() async throws {
    let run = try await Binary.run([
      "widget", "2025-01-01T09:05:00Z", "2025-01-01T09:30:00Z,relevance=10/1h",
      "2025-01-01T09:40:00Z,relevance=5/30m", "--now", "2025-01-01T09:00:00Z", "--format", "svg",
    ])
    #expect(run.exited(0))
    #expect(run.output.contains(">tlsched widget: the widget&apos;s plan<"))
    #expect(run.output.contains(">0.1 score 10<"))
    #expect(run.output.contains(">0.2 score 5<"))
    #expect(run.output.contains(">?<"))
    let lastLabel = try #require(
      run.output.split(separator: "\n").last { $0.contains("font-size=\"9.0\"") })
    #expect(lastLabel.contains("text-anchor=\"end\""))
  }
}
