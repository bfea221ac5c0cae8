import Foundation
import Testing

/// `live-activity` in every format (docs/cli.md, "live-activity"), on one plan worked
/// out by hand: started at 09:00, a priority-10 push with an alert at 09:10, ended at
/// 09:20 with `.immediate` (documented: removed at once from the Lock Screen; off the
/// island at the app's end, ours).
@Suite struct LiveActivityFormatTests {
  static let arguments = [
    "live-activity", "--start", "2025-01-01T09:00:00Z", "--updates",
    "2025-01-01T09:10:00Z,push=10,alert", "--end", "2025-01-01T09:20:00Z", "--dismissal",
    "immediate", "--now", "2025-01-01T09:00:00Z",
  ]

  /// The rows, as (time, event, detail, source).
  static let rows = [
    ("09:00:00", "active", "-", "documented"),
    ("09:00:00", "lock-screen-gained", "-", "documented"),
    ("09:00:00", "island-gained", "-", "documented"),
    ("09:10:00", "update", "update=0,push-10-alert", "documented"),
    ("09:20:00", "ended", "-", "documented"),
    ("09:20:00", "dismissed", "-", "documented"),
    ("09:20:00", "lock-screen-lost", "-", "documented"),
    ("09:20:00", "island-lost", "-", "ours"),
  ]

  /// A warning writes its dates as the rows do, in the run's zone (docs/cli.md,
  /// "live-activity"): updates at 09:30Z and 09:40Z, after the end at 09:20Z, are ignored
  /// ("updates-after-end", documented), and in Paris in winter (UTC+1) the first reads 10:30.
  @Test func aWarningsDatesAreInTheRunsZone() async throws {
    let run = try await Binary.run([
      "live-activity", "--start", "2025-01-01T09:00:00Z", "--updates",
      "2025-01-01T09:30:00Z,2025-01-01T09:40:00Z",
      "--end", "2025-01-01T09:20:00Z", "--now", "2025-01-01T09:00:00Z", "--tz", "Europe/Paris",
    ])
    #expect(run.exited(0), "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "2 updates of activity 0 come at or after its end, the first at 2025-01-01T10:30:00+01:00"),
      "\(run.stderr)")
  }

  @Test func csvHasAHeaderAndFiveColumns() async throws {
    let run = try await Binary.run(Self.arguments + ["--format", "csv"])
    expectLines(
      run,
      ["date,event,activity,detail,source"]
        + Self.rows.map { time, event, detail, source in
          let field = detail.contains(",") ? "\"\(detail)\"" : detail
          return "2025-01-01T\(time)Z,\(event),0,\(field),\(source)"
        })
  }

  @Test func jsonIsOneDocumentWithEventsWarningsAndAssumptions() async throws {
    let run = try await Binary.run(Self.arguments + ["--format", "json"])
    #expect(run.exited(0), "\(run.stderr)")
    let document = try jsonObject(run)
    let subject = document["liveActivity"] as? [String: Any]
    #expect(subject?["activities"] as? [String] == ["0"])
    #expect(subject?["start"] as? String == "2025-01-01T09:00:00Z")
    let events = document["events"] as? [[String: Any]] ?? []
    #expect(events.map { $0["event"] as? String } == Self.rows.map(\.1))
    #expect(events[3]["delivery"] as? String == "push")
    #expect(events[3]["priority"] as? Int == 10)
    #expect(events[3]["alert"] as? Bool == true)
    #expect(events[3]["update"] as? Int == 0)
    #expect((document["warnings"] as? [Any])?.isEmpty == true)
    // `.immediate` leaves nothing to assume of the person.
    #expect((document["assumptions"] as? [Any])?.isEmpty == true)
  }

  @Test func ndjsonIsOneEventALine() async throws {
    let run = try await Binary.run(Self.arguments + ["--format", "ndjson"])
    let lines = try jsonLines(run)
    #expect(lines.map { $0["source"] as? String } == Self.rows.map(\.3))
    #expect(lines.map { $0["activity"] as? Int } == Array(repeating: 0, count: 8))
  }

  @Test func tableCountsFromTheFirstRequestAndNamesTheActivity() async throws {
    let run = try await Binary.run(Self.arguments + ["--format", "table"])
    #expect(run.exited(0))
    #expect(
      run.lines.first
        == "Events of the Live Activity plan from 2025-01-01T09:00:00Z (its first request), in UTC:"
    )
    #expect(run.lines.count == 2 + Self.rows.count)
    #expect(run.lines[5].hasPrefix("2025-01-01T09:10:00Z  +10m"))
  }

  @Test func svgDrawsTheLanesOfEachActivity() async throws {
    let run = try await Binary.run(Self.arguments + ["--format", "svg"])
    #expect(run.exited(0))
    for lane in ["0 state", "0 island", "0 lock screen", "0 updates"] {
      #expect(run.output.contains(">\(lane)</text>"))
    }
    #expect(run.output.hasSuffix("</svg>\n"))
  }

  /// `--check` compares with a golden file through the shared code: the text output
  /// itself matches, and one changed line does not (status 1).
  @Test func checkComparesWithAGoldenFile() async throws {
    let lines = Self.rows.map { "2025-01-01T\($0.0)Z\t\($0.1)\t0\t\($0.2)\t\($0.3)" }
    let golden = try temporaryFile(lines.joined(separator: "\n") + "\n", name: "live.txt")
    defer { removeTemporary(golden) }
    let same = try await Binary.run(Self.arguments + ["--check", golden.path])
    #expect(same.exited(0), "\(same.stderr)")
    let other = try await Binary.run(
      Self.arguments.map { $0 == "immediate" ? "default" : $0 } + ["--check", golden.path])
    #expect(other.exited(1))
  }
}
