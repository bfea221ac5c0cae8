import Foundation
import Testing

@testable import TimelineInspector

/// Live Always-On views created years before the clock, on a ``TestClock``:
/// they start at the frame due now instead of reading every frame since
/// (docs/cli.md, "Live mode"). Read one by one, a second grid from 2020 took
/// minutes to reach the clock; the hang bound of ``runOnTestClock(_:clock:)``
/// fails such a run.
@Suite struct AlwaysOnLiveResumeTests {
  /// 2026-11-27T10:30:30Z, in seconds since 2001.
  static let clockTime = 817_468_230.0

  static let lowFrequencyView = [
    "--now", "2020-01-01T00:00:00Z", "--view", "--mode", "low-frequency", "--live", "--count", "3",
  ]

  @Test func aSecondGridFromSixYearsBackShowsTheMinutesFromTheClock() throws {
    // The grid's sums are whole seconds, exact: the frames kept without a
    // session are the whole minutes from 2020-01-01T00:00:00Z, one of them
    // 30 s before the clock. Each frame requests seconds (the next entry is a
    // second away) and is granted minutes.
    let clock = TestClock(now: Self.clockTime)
    let run = try runOnTestClock(
      ["periodic", "--by", "1", "--from", "2020-01-01T00:00:00Z"] + Self.lowFrequencyView,
      clock: clock)
    #expect(run.stop == nil)
    #expect(
      run.lines == [
        "2020-01-01T00:00:00Z\t2020-01-01T00:00:00Z\tminutes\tminutes\tseconds\tenter",
        "2026-11-27T10:30:00Z\t2026-11-27T10:30:00Z\tminutes\tminutes\tseconds\tframe",
        "2026-11-27T10:31:00Z\t2026-11-27T10:31:00Z\tminutes\tminutes\tseconds\tframe",
        "2026-11-27T10:32:00Z\t2026-11-27T10:32:00Z\tminutes\tminutes\tseconds\tframe",
      ])
    #expect(run.messages.isEmpty)
  }

  @Test func bothModelsOfASecondGridShowTheSameMinutes() throws {
    // The documented account's first frame is at --now too, so it keeps the
    // same minutes.
    let clock = TestClock(now: Self.clockTime)
    let run = try runOnTestClock(
      ["periodic", "--by", "1", "--from", "2020-01-01T00:00:00Z", "--model", "both"]
        + Self.lowFrequencyView, clock: clock)
    #expect(
      run.lines == [
        "2026-11-27T10:30:00Z\t2026-11-27T10:30:00Z\t2026-11-27T10:30:00Z\tminutes\tsame",
        "2026-11-27T10:31:00Z\t2026-11-27T10:31:00Z\t2026-11-27T10:31:00Z\tminutes\tsame",
        "2026-11-27T10:32:00Z\t2026-11-27T10:32:00Z\t2026-11-27T10:32:00Z\tminutes\tsame",
      ])
  }

  @Test func everyMinuteInLordHoweShowsTheMinuteOfTheClock() throws {
    // Lord Howe keeps +11:00 in November: 10:30:30Z is 21:30:30 there.
    let clock = TestClock(now: Self.clockTime)
    let run = try runOnTestClock(
      ["every-minute", "--tz", "Australia/Lord_Howe", "--session", "active"]
        + Self.lowFrequencyView, clock: clock)
    #expect(
      run.lines.dropFirst() == [
        "2026-11-27T21:30:00+11:00\t2026-11-27T21:30:00+11:00\tminutes\tminutes\tminutes\tframe",
        "2026-11-27T21:31:00+11:00\t2026-11-27T21:31:00+11:00\tminutes\tminutes\tminutes\tframe",
        "2026-11-27T21:32:00+11:00\t2026-11-27T21:32:00+11:00\tminutes\tminutes\tminutes\tframe",
      ])
  }

  @Test func aTimerShowsTheSecondOfItsMinuteBeforeTheClock() throws {
    // Once a minute on --to's second, :45: the latest before 10:30:30 is 10:29:45.
    let clock = TestClock(now: Self.clockTime)
    let run = try runOnTestClock(
      ["text-timer", "--to", "2020-01-01T00:00:45Z", "--tz", "Europe/Paris"]
        + Self.lowFrequencyView, clock: clock)
    #expect(
      run.lines.dropFirst().map { $0.prefix(25) } == [
        "2026-11-27T11:29:45+01:00", "2026-11-27T11:30:45+01:00", "2026-11-27T11:31:45+01:00",
      ])
  }

  @Test func everyMinuteUntil2027ShowsTheMinuteOfTheClock() throws {
    // With --until the read limit, four entries a second of the window,
    // cannot be reached by one entry a minute: resumed as without it. Read one
    // by one, the minutes since year 1 take minutes (the hang bound).
    let clock = TestClock(now: Self.clockTime)
    let run = try runOnTestClock(
      [
        "every-minute", "--tz", "UTC", "--now", "0001-01-01T00:00:00Z", "--until",
        "9999-01-01T00:00:00Z", "--view", "--mode", "low-frequency", "--live", "--count", "3",
      ], clock: clock)
    #expect(run.stop == nil)
    #expect(
      run.lines.dropFirst() == [
        "2026-11-27T10:30:00Z\t2026-11-27T10:30:00Z\tminutes\tminutes\tminutes\tframe",
        "2026-11-27T10:31:00Z\t2026-11-27T10:31:00Z\tminutes\tminutes\tminutes\tframe",
        "2026-11-27T10:32:00Z\t2026-11-27T10:32:00Z\tminutes\tminutes\tminutes\tframe",
      ])
  }

  @Test func aTimerUntil2027ShowsTheSecondOfItsMinuteBeforeTheClock() throws {
    // As without --until: 10:29:45Z, 11:29:45 in Paris, then one a minute.
    let clock = TestClock(now: Self.clockTime)
    let run = try runOnTestClock(
      [
        "text-timer", "--to", "2020-01-01T00:00:45Z", "--tz", "Europe/Paris", "--until",
        "2027-01-01T00:00:00Z",
      ] + Self.lowFrequencyView, clock: clock)
    #expect(
      run.lines.dropFirst().map { $0.prefix(25) } == [
        "2026-11-27T11:29:45+01:00", "2026-11-27T11:30:45+01:00", "2026-11-27T11:31:45+01:00",
      ])
  }
}
