import Foundation
import Testing

/// `--view`: how a TimelineView created at `--now` updates, under SwiftUI's code
/// and Apple's documentation, with SEMANTICS.md's table as the expected values.
///
/// Times are seconds after 2001-01-01T00:00:00Z and the view is created at
/// T0 = 100 s (`--now 2001-01-01T00:01:40Z`), as in SEMANTICS.md.
@Suite(.timeLimit(.minutes(1))) struct ViewTests {
  static let t0 = "2001-01-01T00:01:40Z"

  /// A time under an hour after 2001-01-01T00:00:00Z, as tlsched prints it in UTC.
  static func date(_ seconds: Int) -> String {
    String(format: "2001-01-01T00:%02d:%02dZ", seconds / 60, seconds % 60)
  }

  /// One update as `--view` prints it in text: `AT<TAB>DATE<TAB>CADENCE`.
  static func update(at time: Int, showing shown: Int, _ cadence: String = "live") -> String {
    "\(date(time))\t\(date(shown))\t\(cadence)"
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var entries: [Int]
    var model: String
    var expected: [String]
    var sourceLocation: SourceLocation

    init(
      _ entries: [Int], _ model: String, _ expected: [String],
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.entries = entries
      self.model = model
      self.expected = expected
      self.sourceLocation = sourceLocation
    }

    var testDescription: String { "\(entries) under \(model)" }
  }

  static let explicitCases = [
    // swiftui: the first entry is shown at T0 even though it is in the future; at 112
    // the iterator is exhausted, so the loop never moves to 112.
    Case([110, 112], "swiftui", [update(at: 100, showing: 110)]),
    // documented: nothing at or before T0, so T0 itself; then each later entry.
    Case(
      [110, 112], "documented",
      [update(at: 100, showing: 100), update(at: 110, showing: 110), update(at: 112, showing: 112)]),
    // swiftui: current = 80; 90 is due but nothing follows it, so 80 stays.
    Case([80, 90], "swiftui", [update(at: 100, showing: 80)]),
    // documented: the last entry at or before T0.
    Case([80, 90], "documented", [update(at: 100, showing: 90)]),
    // swiftui: catches up to 90 at T0, moves to 110 at 110; 120 is last, never shown.
    Case(
      [80, 90, 110, 120], "swiftui", [update(at: 100, showing: 90), update(at: 110, showing: 110)]),
    Case(
      [80, 90, 110, 120], "documented",
      [update(at: 100, showing: 90), update(at: 110, showing: 110), update(at: 120, showing: 120)]),
    // A single entry at T0: both show it, once.
    Case([100], "swiftui", [update(at: 100, showing: 100)]),
    Case([100], "documented", [update(at: 100, showing: 100)]),
  ]

  @Test(arguments: explicitCases)
  func viewOfExplicitDatesFollowsTheChosenModel(_ row: Case) async throws {
    let run = try await Binary.run(
      ["explicit"] + row.entries.map(Self.date) + [
        "--now", Self.t0, "--view", "--model", row.model,
      ])
    expectLines(run, row.expected, sourceLocation: row.sourceLocation)
  }

  @Test func viewUsesSwiftUIsModelByDefault() async throws {
    let run = try await tlsched(
      "explicit", Self.date(110), Self.date(112), "--now", Self.t0, "--view")
    expectLines(run, [Self.update(at: 100, showing: 110)])
  }

  @Test func viewOfAPeriodicScheduleStartingInTheFuture() async throws {
    // From 120 by 30 asked at 100: r = fmod(100 − 120, 30) = −20, so the entries are 120, 150, 180, …
    // swiftui shows the first entry (120) at T0, then each entry as it comes.
    let arguments = [
      "periodic", "--from", Self.date(120), "--by", "30", "--now", Self.t0, "--view", "--count",
      "3",
    ]
    let swiftui = try await Binary.run(arguments)
    expectLines(
      swiftui,
      [
        Self.update(at: 100, showing: 120), Self.update(at: 150, showing: 150),
        Self.update(at: 180, showing: 180),
      ])
    // documented shows T0 until the first entry.
    let documented = try await Binary.run(arguments + ["--model", "documented"])
    expectLines(
      documented,
      [
        Self.update(at: 100, showing: 100), Self.update(at: 120, showing: 120),
        Self.update(at: 150, showing: 150),
      ])
  }

  @Test func viewOfAScheduleWithNoEntriesShowsTheCreationTimeOnce() async throws {
    // SEMANTICS.md: [] → shows T0 once. A paused animation has no entries.
    for model in ["swiftui", "documented"] {
      let run = try await tlsched(
        "animation", "--paused", "--now", Self.t0, "--view", "--model", model)
      expectLines(run, [Self.update(at: 100, showing: 100)])
    }
  }

  @Test func viewStopsAtUntilAndCount() async throws {
    let dates = [80, 90, 110, 120].map(Self.date)
    let until = try await Binary.run(
      ["explicit"] + dates + [
        "--now", Self.t0, "--view", "--model", "documented", "--until", Self.date(119),
      ])
    expectLines(until, [Self.update(at: 100, showing: 90), Self.update(at: 110, showing: 110)])
    let count = try await Binary.run(
      ["explicit"] + dates + ["--now", Self.t0, "--view", "--model", "documented", "--count", "1"])
    expectLines(count, [Self.update(at: 100, showing: 90)])
  }

  // MARK: - Both models

  /// One line of `--model both`: AT, SwiftUI's date or -, the documented date or -, cadence, same/differs.
  static func both(at time: Int, _ swiftui: Int?, _ documented: Int?) -> String {
    let marker = swiftui == documented ? "same" : "differs"
    return
      "\(date(time))\t\(swiftui.map(date) ?? "-")\t\(documented.map(date) ?? "-")\tlive\t\(marker)"
  }

  static let bothCases = [
    // Each line merges the two single-model tables above at the same moments.
    Case(
      [110, 112], "both",
      [both(at: 100, 110, 100), both(at: 110, nil, 110), both(at: 112, nil, 112)]),
    Case([80, 90], "both", [both(at: 100, 80, 90)]),
    Case(
      [80, 90, 110, 120], "both",
      [both(at: 100, 90, 90), both(at: 110, 110, 110), both(at: 120, nil, 120)]),
  ]

  @Test(arguments: bothCases)
  func bothModelsSideBySideMarkEveryDifference(_ row: Case) async throws {
    let run = try await Binary.run(
      ["explicit"] + row.entries.map(Self.date) + ["--now", Self.t0, "--view", "--model", "both"])
    expectLines(run, row.expected, sourceLocation: row.sourceLocation)
  }

  @Test func bothModelsOfAPeriodicScheduleStartingInTheFuture() async throws {
    let run = try await tlsched(
      "periodic", "--from", Self.date(120), "--by", "30", "--now", Self.t0, "--view", "--model",
      "both", "--count", "4")
    expectLines(
      run,
      [
        Self.both(at: 100, 120, 100), Self.both(at: 120, nil, 120), Self.both(at: 150, 150, 150),
        Self.both(at: 180, 180, 180),
      ])
  }

  @Test func bothModelsInJSONUseNullForAModelThatDoesNotUpdate() async throws {
    let run = try await tlsched(
      "explicit", Self.date(110), Self.date(112), "--now", Self.t0, "--view", "--model", "both",
      "--format", "json")
    #expect(run.exited(0))
    let json = try jsonObject(run)
    #expect(json["model"] as? String == "both")
    let updates = try #require(json["updates"] as? [[String: Any]])
    #expect(updates.count == 3)
    #expect(
      updates.map { $0["at"] as? String } == [Self.date(100), Self.date(110), Self.date(112)])
    #expect(updates.map { $0["swiftui"] as? String } == [Self.date(110), nil, nil])
    #expect(updates.dropFirst().allSatisfy { $0["swiftui"] is NSNull })
    #expect(
      updates.map { $0["documented"] as? String } == [
        Self.date(100), Self.date(110), Self.date(112),
      ])
    #expect(updates.map { $0["differs"] as? Bool } == [true, true, true])
    #expect(updates.map { $0["cadence"] as? String } == ["live", "live", "live"])
  }

  @Test func bothModelsInNDJSONMarkSameAndDiffers() async throws {
    let dates = [80, 90, 110, 120].map(Self.date)
    let run = try await Binary.run(
      ["explicit"] + dates + ["--now", Self.t0, "--view", "--model", "both", "--format", "ndjson"])
    let objects = try jsonLines(run)
    #expect(objects.map { $0["differs"] as? Bool } == [false, false, true])
    #expect(objects.map { $0["swiftui"] as? String } == [Self.date(90), Self.date(110), nil])
    #expect(
      objects.map { $0["documented"] as? String } == [
        Self.date(90), Self.date(110), Self.date(120),
      ])
  }

  // MARK: - Cadence

  @Test func normalModeIsLive() async throws {
    let run = try await tlsched(
      "periodic", "--from", Self.date(0), "--by", "5", "--now", Self.t0, "--view", "--count", "2")
    expectLines(run, [Self.update(at: 100, showing: 100), Self.update(at: 105, showing: 105)])
  }

  @Test func lowFrequencyWithEntriesUnder15SecondsApartIsSeconds() async throws {
    // The first two entries are 5 s apart (< 15 s): seconds. One update a second at most
    // does not hold back updates 5 s apart.
    let run = try await tlsched(
      "periodic", "--from", Self.date(0), "--by", "5", "--now", Self.t0, "--view", "--count", "3",
      "--mode", "low-frequency")
    expectLines(
      run,
      [
        Self.update(at: 100, showing: 100, "seconds"),
        Self.update(at: 105, showing: 105, "seconds"),
        Self.update(at: 110, showing: 110, "seconds"),
      ])
  }

  @Test func lowFrequencyEveryMinuteIsMinutesAndUpdatesAtMostOnceAMinute() async throws {
    // Entries 60 s apart (> 15 s): minutes. The view updates at 10:09:38 (showing 10:09:00);
    // the next entry, 10:10:00, must wait until a minute after that update: 10:10:38.
    let run = try await tlsched(
      "every-minute", "--now", "2025-01-01T10:09:38Z", "--view", "--count", "3", "--mode",
      "low-frequency")
    expectLines(
      run,
      [
        "2025-01-01T10:09:38Z\t2025-01-01T10:09:00Z\tminutes",
        "2025-01-01T10:10:38Z\t2025-01-01T10:10:00Z\tminutes",
        "2025-01-01T10:11:38Z\t2025-01-01T10:11:00Z\tminutes",
      ])
  }

  @Test func lowFrequencyWithFewerThanTwoEntriesIsMinutes() async throws {
    let run = try await tlsched(
      "explicit", Self.date(90), "--now", Self.t0, "--view", "--mode", "low-frequency")
    expectLines(run, [Self.update(at: 100, showing: 90, "minutes")])
  }

  @Test func cadenceOptionOverridesTheModesCadence() async throws {
    let live = try await tlsched(
      "every-minute", "--now", "2025-01-01T10:09:38Z", "--view", "--count", "2", "--mode",
      "low-frequency", "--cadence", "live")
    expectLines(
      live,
      [
        "2025-01-01T10:09:38Z\t2025-01-01T10:09:00Z\tlive",
        "2025-01-01T10:10:00Z\t2025-01-01T10:10:00Z\tlive",
      ])
  }

  @Test func secondsCadenceShowsAtMostOneUpdateASecond() async throws {
    // Entries every 0.25 s from T0. Held to one update a second, the view updates at
    // 101 and 102 and shows the entry due then (101, 102), skipping those in between.
    let run = try await tlsched(
      "periodic", "--from", Self.t0, "--by", "0.25", "--now", Self.t0, "--view", "--count", "3",
      "--cadence", "seconds")
    expectLines(
      run,
      [
        Self.update(at: 100, showing: 100, "seconds"),
        Self.update(at: 101, showing: 101, "seconds"),
        Self.update(at: 102, showing: 102, "seconds"),
      ])
  }
}
