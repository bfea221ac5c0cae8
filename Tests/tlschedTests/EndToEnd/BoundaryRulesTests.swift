import Foundation
import Testing

/// Rules at their exact boundary, end to end, each with the value one step past
/// it: the expected output is worked out from the rule in docs/semantics.md or
/// docs/cli.md, not taken from a run.
@Suite struct BoundaryRulesTests {
  /// A timer interval's every-second entries end at the first date at or after
  /// its end (docs/semantics.md, "Timer interval"): from 00:00:00 to 00:00:05,
  /// 00:00:05 itself is the last entry, and 00:00:06 never comes, however many
  /// are asked for. In low-frequency mode the start is within the last minute
  /// (E = 00:00:05 − 60 s), so the entries are the same seconds.
  @Test(arguments: [[], ["--mode", "low-frequency"]])
  func aTimerIntervalsLastEntryIsItsEndExactly(_ mode: [String]) async throws {
    let run = try await Binary.run(
      [
        "text-timer-interval", "--from", "2025-01-01T00:00:00Z", "--to", "2025-01-01T00:00:05Z",
        "--now", "2025-01-01T00:00:00Z", "--count", "10",
      ] + mode)
    #expect(run.exited(0))
    #expect(run.stderr.isEmpty)
    #expect(run.lines == (0...5).map { "2025-01-01T00:00:0\($0)Z" })
  }

  /// A relative date must lie within years 0001–9999, as a Unix time must
  /// (docs/cli.md, "Dates"): the instant is checked in UTC, whatever `--tz`
  /// (at −01:00 the refused instant is still 9999-12-31T23:00 on the wall).
  /// 10000-01-01T00:00:00Z is refused like `@253402300800`, the second before
  /// it is read.
  @Test func aRelativeDateLandingOnYear10000IsRefusedAsTheUnixFormIs() async throws {
    let message = { (value: String) in
      "Error: The value '\(value)' is invalid for '<date>': date is outside years 0001–9999 (e.g. 2025-01-01T00:00:00Z)"
    }
    for value in ["+2s", "@253402300800"] {
      let run = try await tlsched(
        "explicit", "--now", "9999-12-31T23:59:58Z", value, "--tz", "-01:00")
      #expect(run.exited(64), "\(value): \(run.stderr)")
      #expect(run.stdout.isEmpty)
      #expect(run.stderrLines.first == message(value))
    }
    // 9999-12-31T23:59:59Z, an hour earlier on the wall at −01:00.
    for value in ["+1s", "@253402300799"] {
      let run = try await tlsched(
        "explicit", "--now", "9999-12-31T23:59:58Z", value, "--tz", "-01:00")
      #expect(run.exited(0), "\(value): \(run.stderr)")
      #expect(run.lines == ["9999-12-31T22:59:59-01:00"])
    }
  }

  /// The lower end too: 0001-01-01T00:00:00Z is the first instant read; a second
  /// before it is refused.
  @Test func aRelativeDateBeforeYearOneIsRefused() async throws {
    let refused = try await tlsched("explicit", "--now", "0001-01-01T00:00:01Z", "-2s")
    #expect(refused.exited(64))
    #expect(refused.stdout.isEmpty)
    let first = try await tlsched("explicit", "--now", "0001-01-01T00:00:01Z", "-1s")
    #expect(first.exited(0), "\(first.stderr)")
    #expect(first.lines == ["0001-01-01T00:00:00Z"])
  }

  /// `--summary` warns of a timer text counting up past its `--to` when the run
  /// lists a time after it (docs/cli.md, "Summary and picture"): a run that
  /// stops exactly at the end shows the timer at 0:00 and no further, so no
  /// warning; one second more and the timer counts up.
  @Test func aTimerStoppedExactlyAtItsEndIsNotWarnedAbout() async throws {
    let timer = [
      "text-timer", "--to", "2025-01-01T00:00:05Z", "--now", "2025-01-01T00:00:00Z", "--summary",
    ]
    let warning =
      "warning: the timer text counts up again after its end; fix: stop the view at the end (--until) or use Text(timerInterval:pauseTime:)"
    let atTheEnd = try await Binary.run(timer + ["--until", "2025-01-01T00:00:05Z"])
    #expect(atTheEnd.exited(0))
    #expect(atTheEnd.lines.contains("last: 2025-01-01T00:00:05Z"))
    #expect(!atTheEnd.lines.contains { $0.hasPrefix("warning:") }, "\(atTheEnd.output)")
    let past = try await Binary.run(timer + ["--until", "2025-01-01T00:00:06Z"])
    #expect(past.exited(0))
    #expect(past.lines.contains("last: 2025-01-01T00:00:06Z"))
    #expect(past.lines.filter { $0.hasPrefix("warning:") } == [warning])
    // The same in JSON: no warning at the end, the pitfall's name past it.
    let json = try jsonObject(
      try await Binary.run(timer + ["--until", "2025-01-01T00:00:05Z", "--format", "json"]))
    #expect((json["warnings"] as? [Any])?.isEmpty == true)
    let pastJSON = try jsonObject(
      try await Binary.run(timer + ["--until", "2025-01-01T00:00:06Z", "--format", "json"]))
    let warnings = try #require(pastJSON["warnings"] as? [[String: Any]])
    #expect(warnings.map { $0["pitfall"] as? String } == ["timer-counts-up-past-end"])
  }

  /// The table's line where the zone's offset changes gives the time between the
  /// two rows, in whole minutes as docs/cli.md's example does ("61 min"). Paris
  /// springs forward at 2025-03-30T01:00:00Z (02:00 CET becomes 03:00 CEST):
  /// every minute's rows 00:59Z and 01:00Z are 60 s apart, "1 min", though the
  /// clock jumps an hour. The offsets from --now (00:58Z) are 0 to 3 minutes.
  @Test func theTablesOffsetChangeLineGivesASixtySecondGapAsOneMinute() async throws {
    let run = try await tlsched(
      "every-minute", "--now", "2025-03-30T00:58:00Z", "--tz", "Europe/Paris", "--count", "4",
      "--format", "table")
    #expect(run.exited(0))
    #expect(
      run.lines == [
        "Dates of the schedule from 2025-03-30T01:58:00+01:00 (--now), in Europe/Paris:",
        "date                                 from now",
        "2025-03-30T01:58:00+01:00            +0s",
        "2025-03-30T01:59:00+01:00            +1m",
        "-- clocks go forward: +01:00 → +02:00, 1 min",
        "2025-03-30T03:00:00+02:00            +2m",
        "2025-03-30T03:01:00+02:00            +3m",
      ])
  }
}
