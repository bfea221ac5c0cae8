import Foundation
import Testing
import TimelineTestSupport

/// The views inside `widget`'s entries (docs/semantics.md, "Widgets", "Text inside
/// entries"): each text is read by its own tlsched command, its updates shown while its
/// entry is current. Expected lines are worked out by hand from the text commands'
/// schedules (docs/semantics.md, the schedules behind `Text`).
@Suite struct WidgetEntryTextTests {
  /// `widget --file -` reading `lines` (one JSON object each), from 09:00 with `.never`.
  func widget(_ lines: [String], _ arguments: [String]) async throws -> Run {
    try await Binary.run(
      ["widget", "--file", "-", "--policy", "never", "--now", "2025-01-01T09:00:00Z"] + arguments,
      stdin: Array(lines.map { $0 + "\n" }.joined().utf8))
  }

  static let start = [
    "2025-01-01T09:00:00Z\tprovided\t0\t-\t-\tdocumented",
    "2025-01-01T09:00:00Z\teligible\t0\t0\t-\tdocumented",
  ]

  @Test func aTimerIntervalCountdownUpdatesEverySecondUntilItsEnd() async throws {
    // Text(timerInterval: 09:00...09:00:03): every second, the first date at or after the
    // end being the last; it does not count past its end, so no warning. Its rows are
    // ours: displaying-dynamic-dates names no timer interval.
    let run = try await widget(
      [
        #"{"date": "2025-01-01T09:00:00Z", "text": "text-timer-interval --from 2025-01-01T09:00:00Z --to 2025-01-01T09:00:03Z"}"#
      ], ["--until", "2025-01-01T09:00:10Z"])
    #expect(run.exited(0), "\(run.stderr)")
    #expect(
      run.lines
        == Self.start
        + ["00", "01", "02", "03"].map {
          "2025-01-01T09:00:\($0)Z\ttext\t0\t0\ttext-timer-interval\tours"
        })
    #expect(run.stderr == "")
  }

  @Test func thePictureDrawsOneTickForEachUpdateOfTheText() async throws {
    // The same countdown: four updates (09:00:00 to 09:00:03), each a tick in the text lane.
    let run = try await widget(
      [
        #"{"date": "2025-01-01T09:00:00Z", "text": "text-timer-interval --from 2025-01-01T09:00:00Z --to 2025-01-01T09:00:03Z"}"#
      ], ["--until", "2025-01-01T09:00:10Z", "--format", "svg"])
    #expect(run.exited(0), "\(run.stderr)")
    let ticks = run.output.split(separator: "\n").filter { $0.contains("stroke=\"#76b7b2\"") }
    #expect(ticks.count == 4)
  }

  @Test func aTimerReplacedAtItsEndDoesNotCountPastIt() async throws {
    // The timer to 09:00:03 reads 0:00 at 09:00:03, the moment entry 1 replaces it: it
    // never counts up, so no warning; one second later it would.
    for (next, warned) in [("2025-01-01T09:00:03Z", false), ("2025-01-01T09:00:04Z", true)] {
      let run = try await widget(
        [
          #"{"date": "2025-01-01T09:00:00Z", "text": "text-timer --to 2025-01-01T09:00:03Z"}"#,
          #"{"date": "\#(next)"}"#,
        ], ["--until", "2025-01-01T09:00:05Z"])
      #expect(run.exited(0))
      #expect(run.stderr.contains("counts up again") == warned, "replaced at \(next)")
    }
  }

  @Test func theTextsStopAtTheirLimitWithANote() async throws {
    // Two timers, each every second: entry 0 from 09:00 for 200,000 s (until entry 1 at
    // 2025-01-03T16:33:20Z), then entry 1 until the end 400,000 s after 09:00. The limit,
    // 300,000 updates in all, leaves entry 1 the first 100,000: its last at 16:33:20 +
    // 99,999 s = 2025-01-04T20:19:59Z.
    let timer = "text-timer --to 2025-01-01T09:00:03Z"
    let run = try await widget(
      [
        #"{"date": "2025-01-01T09:00:00Z", "text": "\#(timer)"}"#,
        #"{"date": "2025-01-03T16:33:20Z", "text": "\#(timer)"}"#,
      ], ["--until", "2025-01-05T00:06:40Z", "--summary"])
    #expect(run.exited(0))
    #expect(run.lines.contains("text updates: 300000"))
    #expect(run.lines.contains("last: 2025-01-04T20:19:59Z"))
    #expect(run.stderr == "Note: the texts' updates stopped at 300000; give --until to plan less\n")
  }

  @Test func aReloadOrARelevanceWindowDoesNotStopTheText() async throws {
    // A wall clock of seconds in the only entry (relevance for 1 s), .after(09:00:02),
    // granted under the staff profile: no timeline replaces the entry (the command plans
    // given entries only), so its text goes on at 09:00:00 … 09:00:04, the end.
    let run = try await Binary.run(
      [
        "widget", "--file", "-", "--policy", "after:2025-01-01T09:00:02Z", "--budget", "staff",
        "--now", "2025-01-01T09:00:00Z", "--until", "2025-01-01T09:00:04Z",
      ],
      stdin: Array(
        #"{"date": "2025-01-01T09:00:00Z", "relevance": {"score": 1, "duration": 1}, "text": "wall-clock --unit second"}"#
          .utf8))
    #expect(run.exited(0), "\(run.stderr)")
    #expect(
      run.lines.filter { $0.contains("\ttext\t") }.map { String($0.prefix(20)) }
        == (0...4).map { "2025-01-01T09:00:0\($0)Z" })
  }

  @Test func timelinesOfAFileMustComeInTheOrderTheyAreProvided() async throws {
    let run = try await widget(
      [
        #"{"date": "2025-01-01T09:00:00Z"}"#,
        #"{"providedAt": "2025-01-01T08:00:00Z"}"#,
        #"{"date": "2025-01-01T08:00:00Z"}"#,
      ], [])
    // Caused by the file's line 2: bad data naming it (docs/cli.md, "widget").
    #expect(run.exited(65))
    #expect(
      run.stderrLines.first
        == "Error: Line 2 of standard input: cannot be planned: timeline 1 is provided before timeline 0"
    )
    let header = try await widget([#"{"providedAt": "soon"}"#], [])
    #expect(header.exited(65))
    #expect(
      header.stderrLines.first?.hasPrefix("Error: Line 1 of standard input: \"providedAt\": ")
        == true)
  }

  @Test func aFilesRelevanceMayLastZeroSecondsButNotLess() async throws {
    // Duration 0, WidgetKit's default: the window opens and closes at the entry's date,
    // both ours (docs/semantics.md, "Relevance windows": what 0 means is not documented).
    let zero = try await widget(
      [#"{"date": "2025-01-01T09:00:00Z", "relevance": {"score": 2, "duration": 0}}"#], [])
    #expect(zero.exited(0))
    #expect(
      zero.lines
        == Self.start + [
          "2025-01-01T09:00:00Z\trelevance-open\t0\t0\tscore=2\tours",
          "2025-01-01T09:00:00Z\trelevance-close\t0\t0\t-\tours",
        ])
    let negative = try await widget(
      [#"{"date": "2025-01-01T09:00:00Z", "relevance": {"score": 2, "duration": -1}}"#], [])
    #expect(negative.exited(65))
    #expect(
      negative.stderrLines.first
        == "Error: Line 1 of standard input: \"relevance\": the score must be finite and the duration a number of seconds, 0 or more"
    )
  }

  @Test func anEntriesFileIsReadAsAStreamPastSixteenMebibytes() async throws {
    // The file is read a line at a time (docs/cli.md, "widget"): 17 MiB of blank lines
    // (4095 spaces each, within the per-line limit) between two entries are read through,
    // with no limit on the whole file. Entries at 09:00 and 09:30, .never: each eligible
    // at its date [documented], no request.
    let first = Array(#"{"date": "2025-01-01T09:00:00Z"}"#.utf8) + [0x0A]
    let last = Array(#"{"date": "2025-01-01T09:30:00Z"}"#.utf8) + [0x0A]
    let blank = [UInt8](repeating: UInt8(ascii: " "), count: 4095) + [0x0A]
    let blanks = [[UInt8]](repeating: blank, count: (17 << 20) / blank.count).flatMap { $0 }
    let file = try temporaryFile(first + blanks + last, name: "entries.jsonl")
    defer { removeTemporary(file) }
    let run = try await Binary.run([
      "widget", "--file", file.path, "--policy", "never", "--now", "2025-01-01T09:00:00Z",
    ])
    #expect(run.exited(0), "\(run.stderr)")
    #expect(
      run.lines == [
        "2025-01-01T09:00:00Z\tprovided\t0\t-\t-\tdocumented",
        "2025-01-01T09:00:00Z\teligible\t0\t0\t-\tdocumented",
        "2025-01-01T09:30:00Z\teligible\t0\t1\t-\tdocumented",
      ])
  }

  @Test func aLineOfTheEntriesFileHoldsAtMost4096Bytes() async throws {
    // The dates file's per-line limit (docs/cli.md): a longer line is refused with its
    // number, as bad data (65).
    let long =
      Array(#"{"date": "2025-01-01T09:00:00Z", "text": ""#.utf8)
      + [UInt8](repeating: UInt8(ascii: "a"), count: 4100) + Array(#""}"#.utf8) + [0x0A]
    let file = try temporaryFile(Array("\n".utf8) + long, name: "entries.jsonl")
    defer { removeTemporary(file) }
    let run = try await Binary.run([
      "widget", "--file", file.path, "--now", "2025-01-01T09:00:00Z",
    ])
    #expect(run.exited(65), "\(run.stderr)")
    #expect(run.stderrLines.first?.hasPrefix("Error: Line 2 of ") == true, "\(run.stderr)")
    #expect(run.output == "")
  }

  @Test func theTextFollowsTheWidgetsMode() async throws {
    // A timer to 09:05:30 in low-frequency mode: once a minute on second 30, the start
    // itself not an entry. It is never replaced, so it counts past 09:05:30: warned, as
    // documented (displaying-dynamic-dates: the timer style counts up for past dates).
    let run = try await widget(
      [#"{"date": "2025-01-01T09:00:00Z", "text": "text-timer --to 2025-01-01T09:05:30Z"}"#],
      ["--until", "2025-01-01T09:03:00Z", "--mode", "low-frequency"])
    #expect(
      run.lines
        == Self.start
        + ["00:30", "01:30", "02:30"].map {
          "2025-01-01T09:\($0)Z\ttext\t0\t0\ttext-timer\tdocumented"
        })
    #expect(run.stderr.contains("with nothing planned to replace it"))
    #expect(run.stderr.hasSuffix("[documented]\n"))
  }

  @Test func relativeDatesInTheTextAreFromTheMomentTheTimelineIsProvided() async throws {
    // Provided at 09:00 while --now is 08:00: '--to +3s' is 09:00:03.
    let run = try await Binary.run(
      [
        "widget", "--file", "-", "--policy", "never", "--now", "2025-01-01T08:00:00Z",
        "--provided-at", "2025-01-01T09:00:00Z", "--until", "2025-01-01T09:00:01Z",
      ],
      stdin: Array(#"{"date": "2025-01-01T09:00:00Z", "text": "text-timer --to +3s"}"#.utf8))
    #expect(run.stderr.contains("its --to, 2025-01-01T09:00:03Z,"))
  }

  @Test func aQuotedStyleIsOneWordAndItsCommaIsQuotedInCSV() async throws {
    // .dateTime.day().month().year() in en_US reads "Jan 1, 2025" all day: one update at
    // 09:00, the next at midnight, the end of the plan (not before it). Ours:
    // displaying-dynamic-dates does not name Text(_:format:).
    let run = try await widget(
      [
        #"{"date": "2025-01-01T09:00:00Z", "text": "text-format --style '.dateTime.day().month().year()'"}"#
      ], ["--until", "2025-01-01T23:59:59Z", "--render", "--format", "csv"])
    #expect(run.exited(0), "\(run.stderr)")
    #expect(run.lines.last == "2025-01-01T09:00:00Z,text,0,0,\"Jan 1, 2025\",ours")
    #expect(run.lines.count == 4)
  }

  @Test func dateAndTimeStylesAreFixed() async throws {
    for style in ["date", "time"] {
      let run = try await widget(
        [#"{"date": "2025-01-01T09:00:00Z", "text": "\#(style)"}"#],
        ["--until", "2025-01-01T10:00:00Z"])
      #expect(run.exited(0))
      #expect(run.lines == Self.start, "\(style)")
      #expect(run.stderr == "")
    }
  }

  @Test func aTimelineViewInAnEntryDoesNotMoveAndIsWarnedAbout() async throws {
    let run = try await widget(
      [#"{"date": "2025-01-01T09:00:00Z", "text": "every-minute"}"#],
      ["--until", "2025-01-01T09:10:00Z"])
    #expect(run.exited(0))
    #expect(run.lines == Self.start)
    #expect(
      run.stderr.hasPrefix("Warning: entry 0 of timeline 0 holds a TimelineView (every-minute)"))
    #expect(run.stderr.hasSuffix("[observed]\n"))
  }

  @Test func theTextOfAnEntryStopsWhenTheNextEntryIsEligible() async throws {
    // Entry 0's wall clock of seconds from 09:00; entry 1 at 09:00:02 has none: updates
    // at 09:00:00 and 09:00:01 only.
    let run = try await widget(
      [
        #"{"date": "2025-01-01T09:00:00Z", "text": "wall-clock --unit second"}"#,
        #"{"date": "2025-01-01T09:00:02Z"}"#,
      ], ["--until", "2025-01-01T09:00:05Z"])
    #expect(
      run.lines.filter { $0.contains("\ttext\t") }.map { String($0.prefix(20)) } == [
        "2025-01-01T09:00:00Z", "2025-01-01T09:00:01Z",
      ])
  }

  @Test(arguments: [
    (
      #"{"date": "2025-01-01T09:00:00Z", "text": "bogus --x"}"#,
      "'bogus' is not a view tlsched models"
    ),
    (
      #"{"date": "2025-01-01T09:00:00Z", "text": "text-timer"}"#,
      "Missing expected argument '--to <date>'"
    ),
    (#"{"date": "2025-01-01T09:00:00Z", "text": "text-timer --to 'x"}"#, "unclosed quote"),
    (
      #"{"date": "2025-01-01T09:00:00Z", "text": "text-timer --to +1s --tz UTC"}"#,
      "'--tz' does not belong"
    ),
  ])
  func aBadTextIsRefusedNamingItsLine(_ line: String, _ reason: String) async throws {
    // docs/cli.md, "widget": a bad --file line is bad data (65) and names its line.
    let run = try await widget([line], [])
    #expect(run.exited(65))
    #expect(run.output == "")
    #expect(
      run.stderrLines.first?.hasPrefix(
        "Error: Line 1 of standard input: \"text\" of entry 0 of timeline 0, ") == true)
    #expect(run.stderrLines.first?.contains(reason) == true, "\(run.stderr)")
  }
}
