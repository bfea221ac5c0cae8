import Foundation
import Testing

/// The summary's warnings are drawn from the rules of docs/semantics.md and
/// fire where the run shows the problem, and only there.
@Suite struct SummaryWarningRulesTests {
  /// The pitfalls a `--summary --format json` run names.
  private func pitfalls(_ arguments: [String]) async throws -> [String] {
    let run = try await Binary.run(arguments + ["--summary", "--format", "json"])
    #expect(run.exited(0), "\(run.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any])
    let warnings = try #require(object["warnings"] as? [[String: String]])
    return warnings.compactMap { $0["pitfall"] }
  }

  /// Always On from 00:58Z to 02:30Z on 2025-10-26 in Paris, where clocks go back from
  /// 03:00+02:00 (01:00Z) to 02:00+01:00: every minute's calendar dates skip the repeated
  /// hour, so nothing changes from 02:59+02:00 to 03:00+01:00, 1h1m (docs/cli.md's example).
  private let parisNight = [
    "every-minute", "--tz", "Europe/Paris", "--now", "2025-10-26T00:58:00Z", "--until",
    "2025-10-26T02:30:00Z",
  ]

  @Test func aFaceThatFreezesWhereTheClocksGoBackIsWarnedOf() async throws {
    #expect(try await pitfalls(parisNight).contains("freezes-where-clocks-go-back"))
    #expect(
      try await pitfalls(parisNight + ["--view", "--mode", "low-frequency"]).contains(
        "freezes-where-clocks-go-back"))
    let run = try await Binary.run(parisNight + ["--summary"])
    #expect(
      run.lines.contains(
        "longest frozen: 1h1m from 2025-10-26T02:59:00+02:00 to 2025-10-26T03:00:00+01:00"))
    #expect(run.lines.contains { $0.hasPrefix("warning: the screen does not change") })
  }

  @Test func theSameScheduleWhereClocksGoForwardIsNotWarnedOf() async throws {
    // 2025-03-30 in Paris: 02:00+01:00 (01:00Z) becomes 03:00+02:00. Every minute stays a
    // minute apart in absolute time: 01:59+01:00 then 03:00+02:00; no freeze.
    let found = try await pitfalls([
      "every-minute", "--tz", "Europe/Paris", "--now", "2025-03-30T00:30:00Z", "--until",
      "2025-03-30T01:30:00Z",
    ])
    #expect(!found.contains("freezes-where-clocks-go-back"))
  }

  @Test func aFrozenStretchInUTCIsNotBlamedOnTheClocks() async throws {
    // 0, 1 min, then 2 h later: a long freeze, but no offset change in UTC.
    let found = try await pitfalls([
      "explicit", "2025-01-01T00:00:00Z", "2025-01-01T00:01:00Z", "2025-01-01T00:02:00Z",
      "2025-01-01T02:02:00Z", "--now", "2025-01-01T00:00:00Z",
    ])
    #expect(!found.contains("freezes-where-clocks-go-back"))
  }

  /// Every second from a whole second, wrist down for 3 minutes: frames ask for seconds
  /// (the gap to the next entry is 1 s, docs/semantics.md section 7) and, without a
  /// session, are granted minutes.
  private let everySecondWristDown = [
    "periodic", "--by", "1", "--from", "2025-01-01T00:00:00Z", "--now", "2025-01-01T00:00:00Z",
    "--until", "2025-01-01T00:03:00Z", "--view", "--mode", "low-frequency",
  ]

  @Test func framesAskingForSecondsGrantedMinutesAreWarnedOf() async throws {
    #expect(try await pitfalls(everySecondWristDown).contains("seconds-granted-minutes"))
    let run = try await Binary.run(everySecondWristDown + ["--summary"])
    let line = try #require(run.lines.first { $0.hasPrefix("warning: frames ask for seconds") })
    #expect(line.contains("--session active"))
  }

  @Test func withASessionTheFramesAreGrantedSecondsAndNoWarningComes() async throws {
    let found = try await pitfalls(everySecondWristDown + ["--session", "active"])
    #expect(!found.contains("seconds-granted-minutes"))
  }

  @Test func aRequestLookingAtAFoldedEntryIsNoAskForSeconds() async throws {
    // The units countdown wrist down without a session: frames at 00:10, 01:30.0333…,
    // 02:30.0333…, …; those at X:30.0333… ask for seconds only because the next entry,
    // X:30 + 2⁻²³, comes before them (folded on screen): the screen changes once a minute.
    let found = try await pitfalls([
      "text-format", "--style", ".units(allowed: [.minutes, .seconds])", "--anchor",
      "2025-01-01T00:05:00Z", "--now", "2025-01-01T00:00:10Z", "--view", "--mode",
      "low-frequency", "--until", "2025-01-01T00:05:00Z",
    ])
    #expect(!found.contains("seconds-granted-minutes"))
  }

  @Test func theSameDatesInBothModesWarningAgreesWithTheFramesAboveIt() async throws {
    // Without a session the frames come once a minute: 00:00, 00:01, 00:02. The warning
    // says exactly that, not that Always On updates as often as the awake screen.
    let run = try await Binary.run(everySecondWristDown + ["--summary"])
    #expect(run.lines.contains("frames: 3"))
    let line = try #require(
      run.lines.first { $0.hasPrefix("warning: the schedule gives the same dates") })
    #expect(line.contains("at most one frame a minute without a session"))
    #expect(!line.contains("as often as the awake screen"))
  }

  @Test(arguments: [
    // SwiftUI's own text schedules: no one can give them other low-frequency entries.
    ["wall-clock", "--unit", "second", "--now", "2025-01-01T00:00:00Z", "--count", "5"],
    [
      "text-format", "--style", ".dateTime.hour().minute().second()", "--now",
      "2025-01-01T00:00:00Z", "--count", "5",
    ],
    // A minute apart suits Always On.
    [
      "periodic", "--by", "60", "--from", "2025-01-01T00:00:00Z", "--now",
      "2025-01-01T00:00:00Z", "--count", "5",
    ],
  ])
  func theSameDatesInBothModesWarningFiresOnlyWhereSomeoneCanFixIt(_ arguments: [String])
    async throws
  {
    #expect(try await !pitfalls(arguments).contains("identical-in-both-modes"))
  }

  @Test func datesThatGoBackwardsAreWarnedOf() async throws {
    // explicit 00:10 00:05: the second date comes 5 s before the first.
    let found = try await pitfalls([
      "explicit", "2025-01-01T00:00:10Z", "2025-01-01T00:00:05Z", "--now", "2025-01-01T00:00:00Z",
    ])
    #expect(found.contains("dates-go-backwards"))
  }

  @Test func bothModelsSayHowManyUpdatesEachHas() async throws {
    // Explicit [10, 5, 20] from 0 (docs/semantics.md, section 6): the swiftui model shows
    // 10 at 0 and 5 at 5 (10 is overtaken), then nothing (20 is the last entry): 2 updates;
    // the documented model shows 0 at 0, 5 at 10 (10 and 5 folded) and 20 at 20: 3. The
    // moments either updates are 0, 5, 10, 20: 4.
    let arguments = [
      "explicit", "2025-01-01T00:00:10Z", "2025-01-01T00:00:05Z", "2025-01-01T00:00:20Z",
      "--now", "2025-01-01T00:00:00Z", "--view", "--model", "both", "--summary",
    ]
    let run = try await Binary.run(arguments)
    #expect(run.exited(0))
    #expect(
      Array(run.lines.prefix(2)) == [
        "updates: 4",
        "models: swiftui 2, documented 3 (updates counts the moments either updates)",
      ])
    let json = try await Binary.run(arguments + ["--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [String: Any])
    let models = try #require(object["models"] as? [String: Int])
    #expect(models == ["swiftui": 2, "documented": 3])
  }

  @Test func modelsThatAgreeEachCountEveryUpdate() async throws {
    // docs/semantics.md section 6: every minute from 00:01:40, both models update at
    // 00:01:40, 00:02, 00:03 and agree: 3 moments, 3 updates each.
    let run = try await tlsched(
      "every-minute", "--now", "2001-01-01T00:01:40Z", "--view", "--model", "both", "--count",
      "3", "--summary")
    #expect(run.exited(0))
    #expect(
      Array(run.lines.prefix(2)) == [
        "updates: 3",
        "models: swiftui 3, documented 3 (updates counts the moments either updates)",
      ])
  }

  @Test func oneModelHasNoModelsLine() async throws {
    let run = try await tlsched(
      "explicit", "2025-01-01T00:00:10Z", "2025-01-01T00:00:20Z", "--now", "2025-01-01T00:00:00Z",
      "--view", "--summary")
    #expect(run.exited(0))
    #expect(!run.lines.contains { $0.hasPrefix("models:") })
  }

  @Test func anAnimationFrozenWristDownIsFrozenThroughout() async throws {
    // .animation gives no low-frequency entry: no frame, and the screen keeps what it showed
    // on entering at 00:00 until the display wakes at 00:05.
    let run = try await tlsched(
      "animation", "--view", "--mode", "low-frequency", "--now", "2025-01-01T00:00:00Z",
      "--until", "2025-01-01T00:05:00Z", "--summary")
    #expect(run.exited(0))
    #expect(run.lines.contains("frames: 0"))
    #expect(
      run.lines.contains("longest frozen: 5m from 2025-01-01T00:00:00Z to 2025-01-01T00:05:00Z"))
  }
}
