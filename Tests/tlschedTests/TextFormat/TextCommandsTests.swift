import Foundation
import Testing
import TimelineTestSupport

/// The commands for the schedules behind self-updating `Text`, end to end, with
/// expectations worked out by hand from the rules in docs/semantics.md.
@Suite struct TextCommandsTests {
  @Test func aTimerTicksEverySecondFromNowInNormalMode() async throws {
    let run = try await Binary.run([
      "text-timer", "--to", "2025-01-01T00:05:30Z", "--now", "2025-01-01T00:00:00Z", "--count", "3",
    ])
    #expect(run.exited(0))
    #expect(run.lines == ["2025-01-01T00:00:00Z", "2025-01-01T00:00:01Z", "2025-01-01T00:00:02Z"])
  }

  @Test func wristDownATimerTicksOnceAMinuteOnItsDatesSecond() async throws {
    // The first date strictly after --now whose second is --to's (30), then a minute apart.
    let run = try await Binary.run([
      "text-timer", "--to", "2025-01-01T00:05:30Z", "--now", "2025-01-01T00:00:00Z", "--mode",
      "low-frequency", "--count", "3",
    ])
    #expect(run.lines == ["2025-01-01T00:00:30Z", "2025-01-01T00:01:30Z", "2025-01-01T00:02:30Z"])
  }

  @Test func wristDownACountdownTicksEveryMinuteThenEverySecondThroughItsLastMinute() async throws {
    // E = 00:05:00 − 1 min = 00:04:00; --now is on the end's second, so it is the first
    // entry; then 00:01 … 00:04 by minutes, 00:04:01 … 00:04:59 by seconds, and 00:05:00 last.
    let run = try await Binary.run([
      "text-timer-interval", "--from", "2025-01-01T00:00:00Z", "--to", "2025-01-01T00:05:00Z",
      "--now", "2025-01-01T00:00:00Z", "--mode", "low-frequency", "--count", "all",
    ])
    #expect(run.exited(0))
    #expect(run.lines.count == 5 + 59 + 1)
    #expect(
      Array(run.lines.prefix(7)) == [
        "2025-01-01T00:00:00Z", "2025-01-01T00:01:00Z", "2025-01-01T00:02:00Z",
        "2025-01-01T00:03:00Z", "2025-01-01T00:04:00Z", "2025-01-01T00:04:01Z",
        "2025-01-01T00:04:02Z",
      ])
    #expect(run.lines.suffix(2) == ["2025-01-01T00:04:59Z", "2025-01-01T00:05:00Z"])
  }

  @Test func wristDownACountUpTicksEverySecondThroughItsFirstMinuteThenByMinutes() async throws {
    // M = 00:00:00 + 1 min; the start itself is not an entry: 00:00:01 … 00:01:00 (60
    // entries), then the next dates on second 0: 00:02:00, 00:03:00.
    let run = try await Binary.run([
      "text-timer-interval", "--from", "2025-01-01T00:00:00Z", "--to", "2025-01-01T01:00:00Z",
      "--count-up", "--now", "2025-01-01T00:00:00Z", "--mode", "low-frequency", "--count", "62",
    ])
    #expect(run.lines.first == "2025-01-01T00:00:01Z")
    #expect(
      run.lines.suffix(3) == [
        "2025-01-01T00:01:00Z", "2025-01-01T00:02:00Z", "2025-01-01T00:03:00Z",
      ])
  }

  @Test func aTimerIntervalEndsWithTheFirstDateAtOrAfterItsEndInNormalMode() async throws {
    let run = try await Binary.run([
      "text-timer-interval", "--from", "2025-01-01T00:00:00Z", "--to", "2025-01-01T00:00:02.5Z",
      "--now", "2025-01-01T00:00:00Z",
    ])
    #expect(
      run.lines == [
        "2025-01-01T00:00:00Z", "2025-01-01T00:00:01Z", "2025-01-01T00:00:02Z",
        "2025-01-01T00:00:03Z",
      ])
  }

  @Test func aWallClockByTheHourSkipsTheHourParisSkipsInSpring() async throws {
    // 00:30Z is 01:30+01:00; its hour starts at 01:00+01:00; 02:00 local does not
    // exist on 2025-03-30, so the next hour start is 03:00+02:00.
    let run = try await Binary.run([
      "wall-clock", "--unit", "hour", "--now", "2025-03-30T00:30:00Z", "--tz", "Europe/Paris",
      "--count", "3",
    ])
    #expect(
      run.lines == [
        "2025-03-30T01:00:00+01:00", "2025-03-30T03:00:00+02:00", "2025-03-30T04:00:00+02:00",
      ])
  }

  @Test func aWallClockDefaultsToMinutes() async throws {
    let run = try await Binary.run(["wall-clock", "--now", "2025-01-01T00:00:30Z", "--count", "2"])
    #expect(run.lines == ["2025-01-01T00:00:00Z", "2025-01-01T00:01:00Z"])
  }

  @Test func theCommandsDescribeTheirScheduleInJSON() async throws {
    let run = try await Binary.run([
      "text-timer-interval", "--from", "2025-01-01T00:00:00Z", "--to", "2025-01-01T00:05:00Z",
      "--now", "2025-01-01T00:00:00Z", "--count", "0", "--format", "json",
    ])
    #expect(
      run.lines.dropFirst().first
        == #"  "schedule": {"kind": "textTimerInterval", "from": "2025-01-01T00:00:00Z", "to": "2025-01-01T00:05:00Z", "countUp": false},"#
    )
  }

  /// A command line and the first line it must print on standard error.
  typealias Refusal = TestRow<[String], String>

  static let refusals: [Refusal] = [
    Refusal(["text-timer"], "Error: Missing expected argument '--to <date>'"),
    Refusal(
      [
        "text-timer-interval", "--from", "2025-01-02T00:00:00Z", "--to", "2025-01-01T00:00:00Z",
      ], "Error: '--to' must not be before '--from'"),
    Refusal(
      ["wall-clock", "--unit", "fortnight"],
      "Error: The value 'fortnight' is invalid for '--unit <unit>': expected one of second, minute, hour, day, month, year, weekday, week, quarter, era"
    ),
    // Not "Did you mean '--count'" ('--count-up' is 3 edits from it, and a word of 8 letters
    // may need at most 2): the command that takes '--count-up' is named instead.
    Refusal(
      ["text-timer", "--to", "2025-01-01T00:00:00Z", "--count-up"],
      "Error: Unknown option '--count-up' for text-timer; text-timer-interval takes it"),
  ]

  @Test(arguments: refusals)
  func badTextCommandLinesAreRefused(_ refusal: Refusal) async throws {
    let run = try await Binary.run(refusal.input)
    #expect(run.exited(64), sourceLocation: refusal.location)
    #expect(run.stdout.isEmpty, sourceLocation: refusal.location)
    #expect(run.stderrLines.first == refusal.expected, sourceLocation: refusal.location)
  }
}
