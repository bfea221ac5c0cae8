import Foundation
import Testing

@testable import TimelineInspector

/// `--summary`, end to end, with every figure worked out by hand.
@Suite struct SummaryCommandTests {
  @Test func aDSTNightInParisShowsTheSkippedHourAsTheLongestGap() async throws {
    // every-minute skips Paris's repeated hour (docs/semantics.md): 00:58Z, 00:59Z, 02:00Z,
    // 02:01Z. Gaps 1m, 61m, 1m: median 1m. Three gaps over 63 minutes: 3/63 = 0.0476 a
    // minute, 2.857 an hour. Longest: 00:59Z (02:59+02:00) to 02:00Z (03:00+01:00). No
    // warning: every-minute ignores the mode, but a minute apart suits Always On.
    let run = try await tlsched(
      "every-minute", "--now", "2025-10-26T00:58:00Z", "--tz", "Europe/Paris", "--count", "4",
      "--summary")
    #expect(run.exited(0))
    #expect(
      run.lines == [
        "dates: 4",
        "first: 2025-10-26T02:58:00+02:00",
        "last: 2025-10-26T03:01:00+01:00",
        "gaps: min 1m, median 1m, max 1h1m",
        "per minute: 0.05",
        "per hour: 2.86",
        "longest frozen: 1h1m from 2025-10-26T02:59:00+02:00 to 2025-10-26T03:00:00+01:00",
        // 1h1m is more than twice the 1m median, where Paris goes from +02:00 to +01:00.
        "warning: \(SummaryPitfall.freezesWhereClocksGoBack.message)",
      ])
  }

  /// The README's wrist-down countdown: 5 minutes, no session.
  static let countdown = [
    "text-timer-interval", "--from", "2025-01-01T00:00:00Z", "--to", "2025-01-01T00:05:00Z",
    "--now", "2025-01-01T00:00:00Z", "--view", "--mode", "low-frequency", "--until",
    "2025-01-01T00:05:00Z",
  ]

  @Test func aWristDownCountdownIsFiveFramesAMinuteApart() async throws {
    // Frames at 00:00 … 00:04 (the enter line is not a frame); the last is shown until the
    // display wakes at 00:05, a minute too: the first of the equal spans is named.
    let run = try await Binary.run(Self.countdown + ["--summary"])
    #expect(run.exited(0))
    #expect(
      run.lines == [
        "frames: 5",
        "first: 2025-01-01T00:00:00Z",
        "last: 2025-01-01T00:04:00Z",
        "gaps: min 1m, median 1m, max 1m",
        "per minute: 1.00",
        "per hour: 60.00",
        "longest frozen: 1m from 2025-01-01T00:00:00Z to 2025-01-01T00:01:00Z",
        // The frame at 00:04 asks for seconds (a second to the next entry, docs/semantics.md
        // section 7) and, without a session, is granted minutes.
        "warning: \(SummaryPitfall.secondsGrantedMinutes.message)",
      ])
    let json = try await Binary.run(Self.countdown + ["--summary", "--format", "json"])
    #expect(
      json.output == """
        {
          "frames": 5,
          "first": "2025-01-01T00:00:00Z",
          "last": "2025-01-01T00:04:00Z",
          "gaps": {"min": 60.0, "median": 60.0, "max": 60.0, "medianOfPrefix": false},
          "perMinute": 1.0,
          "perHour": 60.0,
          "longestFrozen": {"start": "2025-01-01T00:00:00Z", "end": "2025-01-01T00:01:00Z", "seconds": 60.0},
          "warnings": [{"pitfall": "seconds-granted-minutes", "message": \(JSONText.string(SummaryPitfall.secondsGrantedMinutes.message))}]
        }

        """)
  }

  @Test(arguments: [
    (
      [
        "text-timer", "--to", "2025-01-01T00:01:00Z", "--now", "2025-01-01T00:00:00Z", "--count",
        "90",
      ],
      "timer-counts-up-past-end"
    ),
    (
      ["animation", "--minimum-interval", "1", "--now", "2025-01-01T00:00:00Z", "--count", "3"],
      "animation-as-clock"
    ),
    (
      ["periodic", "--by", "10", "--now", "2025-01-01T00:00:00.5Z", "--count", "3"],
      "grid-anchored-at-launch"
    ),
    (
      [
        "periodic", "--by", "1", "--from", "2025-01-01T00:00:00Z", "--count", "3", "--now",
        "2025-01-01T00:00:00Z",
      ],
      "identical-in-both-modes"
    ),
    (
      [
        "animation", "--view", "--mode", "low-frequency", "--now", "2025-01-01T00:00:00Z",
        "--until", "+5m",
      ],
      "freezes-in-always-on"
    ),
  ])
  func eachPitfallIsNamedWithItsFix(_ arguments: [String], _ pitfall: String) async throws {
    let run = try await Binary.run(arguments + ["--summary", "--format", "json"])
    #expect(run.exited(0))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any])
    let warnings = try #require(object["warnings"] as? [[String: String]])
    #expect(
      warnings.contains { $0["pitfall"] == pitfall && $0["message"]?.contains("fix:") == true })
  }

  @Test(arguments: [
    (
      ["--count", "all"],
      "Error: A summary is written when the run ends, and this one never does; add --count or --until"
    ),
    (["--format", "csv"], "Error: The option '--summary' needs '--format text or json'"),
    (["--live"], "Error: The option '--live' cannot be used with '--summary'"),
    (["--header"], "Error: The option '--header' cannot be used with '--summary'"),
  ])
  func refusedCombinationsSayWhy(_ extra: [String], _ message: String) async throws {
    let run = try await Binary.run(["periodic", "--by", "1", "--summary"] + extra)
    #expect(run.exited(64))
    #expect(run.stdout.isEmpty)
    #expect(run.stderrLines.first == message)
  }
}
