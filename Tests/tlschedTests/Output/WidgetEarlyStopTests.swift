import Foundation
import Testing

@testable import TimelineInspector

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `widget` stops early as a schedule's run does (docs/cli.md, "Where output stops
/// early"): at a date it cannot print, at a stop signal and at a closed reader. What came
/// before is printed, and JSON, the table, the picture and the summary are whole.
///
/// The plan, worked out by hand (docs/semantics.md, "Widgets", "Events at the same
/// instant"): one entry at 09:00, relevant (score 1) for 1e308 seconds, handed over at
/// 09:00 with `.atEnd`: at 09:00 the timeline is provided, the entry is eligible, its
/// window opens, and the policy's request, of unknown time (a single entry with `.atEnd`:
/// the system picks it, WWDC21), is dated at the earliest moment [documented]; the window closes 1e308 seconds later, past year 9999, where the run
/// stops. WWDC21 advises against a single entry with `.atEnd` [documented].
@Suite struct WidgetEarlyStopTests {
  static let plan = [
    "widget", "2025-01-01T09:00:00Z,relevance=1/1e308", "--now", "2025-01-01T09:00:00Z",
  ]
  static let stopNote =
    "Note: stopped: the next date is after year 9999 in UTC, which tlsched cannot print"
  static let warning =
    "timeline 0 has a single entry and the .atEnd policy: the system then picks when to reload (WWDC21 advises another policy)"
  static let nine = "2025-01-01T09:00:00Z"

  @Test func jsonIsClosedWithTheEventsBeforeAndTheWarnings() async throws {
    let run = try await Binary.run(Self.plan + ["--format", "json"])
    #expect(run.exited(0))
    let events = [
      #"{"date": "\#(Self.nine)", "event": "provided", "timeline": 0, "source": "documented"}"#,
      #"{"date": "\#(Self.nine)", "event": "eligible", "timeline": 0, "entry": 0, "source": "documented"}"#,
      #"{"date": "\#(Self.nine)", "event": "relevance-open", "timeline": 0, "entry": 0, "score": 1, "source": "documented"}"#,
      #"{"date": "\#(Self.nine)", "event": "request", "timeline": 0, "trigger": "policy-time-unknown", "source": "documented"}"#,
    ]
    let expected = """
      {
        "widget": {"providedAt": "\(Self.nine)", "entries": 1, "policy": "at-end", "budget": null},
        "now": "\(Self.nine)",
        "timeZone": "UTC",
        "events": [
          \(events.joined(separator: ",\n    "))
        ],
        "warnings": [
          {"pitfall": "single-entry-at-end", "source": "documented", "message": "\(Self.warning)"}
        ]
      }

      """
    #expect(run.output == expected)
    #expect(run.stderrLines == [Self.stopNote])
  }

  @Test func theTableHoldsTheEventsBefore() async throws {
    let run = try await Binary.run(Self.plan + ["--format", "table"])
    #expect(run.exited(0))
    // Each column as wide as its widest cell, then two spaces; the last unpadded.
    let expected = """
      Events of the widget's plan from \(Self.nine) (--provided-at), in UTC:
      date                  from start  event           timeline  entry  detail               source
      \(Self.nine)  +0s         provided        0         -      -                    documented
      \(Self.nine)  +0s         eligible        0         0      -                    documented
      \(Self.nine)  +0s         relevance-open  0         0      score=1              documented
      \(Self.nine)  +0s         request         0         -      policy-time-unknown  documented

      """
    #expect(run.output == expected)
    #expect(run.stderrLines == [Self.stopNote, "Warning: \(Self.warning) [documented]"])
  }

  @Test func thePictureIsAWholeDocument() async throws {
    let run = try await Binary.run(Self.plan + ["--format", "svg"])
    #expect(run.exited(0))
    #expect(run.output.hasPrefix("<?xml"))
    #expect(run.output.hasSuffix("</svg>\n"))
    #expect(run.output.contains("tlsched widget: the widget"))
    #expect(run.stderrLines.first == Self.stopNote)
  }

  @Test func theSummaryCountsTheEventsBefore() async throws {
    let run = try await Binary.run(Self.plan + ["--summary"])
    #expect(run.exited(0))
    let expected = """
      events: 4
      first: \(Self.nine)
      last: \(Self.nine)
      entries eligible: 1
      reload requests: 1 (policy 0, app 0, free 0, retry 0, policy-time-unknown 1)
      budget: none (no verdicts: give --budget documented, staff or a number)
      text updates: 0
      warning: \(Self.warning) [documented]

      """
    #expect(run.output == expected)
    #expect(run.stderrLines == [Self.stopNote])
  }

  @Test func theJSONSummaryIsOneWholeObject() async throws {
    let run = try await Binary.run(Self.plan + ["--summary", "--format", "json"])
    #expect(run.exited(0))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any])
    #expect(object["events"] as? Int == 4)
    #expect((object["warnings"] as? [Any])?.count == 1)
  }

  @Test(arguments: ["text", "ndjson", "csv", "tsv"])
  func linesStopAfterTheLastPrintableEvent(_ format: String) async throws {
    let run = try await Binary.run(Self.plan + ["--format", format])
    #expect(run.exited(0))
    // A header line for CSV and TSV, then the four events at 09:00.
    let header = format == "csv" || format == "tsv" ? 1 : 0
    #expect(run.lines.count == header + 4)
    #expect(run.lines.last?.contains("request") == true)
    #expect(run.stderrLines.first == Self.stopNote)
  }
}

/// A clock that records whether the run asked it to catch stop signals, and never stops.
private final class CatchRecorder: LiveClock {
  var caught = false
  func now() -> Double { 0 }
  func wait(until deadline: Double) -> ClockWake { .stopped }
  var stopSignal: Int32 { 0 }
  func catchStopSignals(abandoningWritesAtOnce: Bool) { caught = true }
}

/// What is written whole at the end (JSON, the table, the picture, the summary) catches a
/// stop signal, so that it can be closed; lines die of the signal where they stand, as a
/// schedule's do (docs/cli.md, "Where output stops early").
@Suite struct PlanStopSignalCatchTests {
  @Test(arguments: [
    (["--format", "json"], true), (["--format", "table"], true), (["--format", "svg"], true),
    (["--summary"], true), (["--format", "text"], false), (["--format", "ndjson"], false),
    (["--format", "csv"], false),
  ])
  func onlyWhatIsClosedAtTheEndCatchesAStopSignal(_ options: [String], _ catches: Bool) throws {
    for plan in [WidgetStopSignalTests.plan, LiveActivityStopPlan.words] {
      let clock = CatchRecorder()
      _ = try runOnTestClock(plan + options, clock: clock)
      #expect(clock.caught == catches, "\(plan[0]) \(options)")
    }
  }
}

/// A short Live Activity plan: a countdown shown for a minute.
private enum LiveActivityStopPlan {
  static let words = [
    "live-activity", "--now", "2025-01-01T09:00:00Z", "--start", "2025-01-01T09:00:00Z",
    "--text", "text-timer --to 2025-01-01T09:01:00Z", "--end", "2025-01-01T09:01:00Z",
  ]
}

/// A stop signal in the middle of a plan: a provider answering every request with one
/// entry and `.after(1s)`, an event every second or so for a minute (about 120 rows; the
/// stop comes after five, placed by the clock, so a longer plan adds only the time to
/// plan it). The document, table, picture and summary of the rows before are whole, and
/// the run ends as the signal asks.
@Suite struct WidgetStopSignalTests {
  static let plan = [
    "widget", "--provider", "entries=1,every=1s,policy=after:1s", "--now",
    "2025-01-01T09:00:00Z", "--until", "+1m",
  ]

  func stopped(_ options: [String]) throws -> ClockedRun {
    let run = try runOnTestClock(Self.plan + options, clock: StopAfterChecks(checks: 6))
    #expect(run.stop == .stopSignal)
    return run
  }

  @Test func jsonIsClosedWithTheRowsBefore() throws {
    let run = try stopped(["--format", "json"])
    let text = run.lines.joined(separator: "\n")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect((object["events"] as? [Any])?.count == 5)
    #expect(object["warnings"] is [Any])
  }

  @Test func theTableHoldsTheRowsBefore() throws {
    let run = try stopped(["--format", "table"])
    // The title, the header, five rows.
    #expect(run.lines.count == 7)
    #expect(run.lines.first?.hasPrefix("Events of the widget's plan") == true)
  }

  @Test func thePictureIsAWholeDocument() throws {
    let run = try stopped(["--format", "svg"])
    #expect(run.lines.last == "</svg>")
  }

  @Test func theSummaryCountsTheRowsBefore() throws {
    let run = try stopped(["--summary"])
    #expect(run.lines.first == "events: 5")
  }
}

/// A reader that goes away: the run ends at once, as the schedule commands do, with the
/// status of a broken pipe (docs/cli.md, "Exit status").
///
/// An hour of the plan is at least half a megabyte in every format, many times what a
/// pipe holds (64 KiB), so the run is still writing when the reader has gone.
@Suite struct WidgetClosedReaderTests {
  @Test(arguments: ["json", "text", "table", "svg"])
  func aClosedReaderEndsTheRun(_ format: String) async throws {
    let run = try await Binary.shell(
      """
      "$TLSCHED" widget --provider 'entries=1,every=1s,policy=after:1s' \
        --now 2025-01-01T09:00:00Z --until +1h --format \(format) | head -c 10 > /dev/null
      echo "status=${PIPESTATUS[0]}"
      """, shell: "/bin/bash", timeout: 60)
    #expect(run.lines.last == "status=141", "\(run.output) \(run.stderr)")
  }
}
