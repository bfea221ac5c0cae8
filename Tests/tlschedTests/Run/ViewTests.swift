import Foundation
import Testing
import TimelineTestSupport

/// `--view`: how a TimelineView created at `--now` updates, under SwiftUI's code
/// and Apple's documentation, with expected values worked out by hand from those rules.
///
/// Times are seconds after 2001-01-01T00:00:00Z and the view is created at
/// T0 = 100 s (`--now 2001-01-01T00:01:40Z`), the unit of docs/semantics.md's examples.
@Suite struct ViewTests {
  static let t0 = "2001-01-01T00:01:40Z"

  /// A time under an hour after 2001-01-01T00:00:00Z, as tlsched prints it in UTC.
  static func date(_ seconds: Int) -> String {
    String(format: "2001-01-01T00:%02d:%02dZ", seconds / 60, seconds % 60)
  }

  /// One update as `--view` prints it in text: `AT<TAB>DATE<TAB>CADENCE`.
  static func update(at time: Int, showing shown: Int, _ cadence: String = "live") -> String {
    "\(date(time))\t\(date(shown))\t\(cadence)"
  }

  /// Explicit entries (seconds after 2001) and a `--model`, and the lines `--view` must print.
  typealias Case = TestRow<(entries: [Int], model: String), [String]>

  static let explicitCases = [
    // swiftui: the first entry is shown at T0 even though it is in the future; at 112
    // the iterator is exhausted, so the loop never moves to 112.
    Case(([110, 112], model: "swiftui"), [update(at: 100, showing: 110)]),
    // documented: nothing at or before T0, so T0 itself; then each later entry.
    Case(
      ([110, 112], model: "documented"),
      [update(at: 100, showing: 100), update(at: 110, showing: 110), update(at: 112, showing: 112)]),
    // swiftui: current = 80; 90 is due but nothing follows it, so 80 stays.
    Case(([80, 90], model: "swiftui"), [update(at: 100, showing: 80)]),
    // documented: the last entry at or before T0.
    Case(([80, 90], model: "documented"), [update(at: 100, showing: 90)]),
    // swiftui: catches up to 90 at T0, moves to 110 at 110; 120 is last, never shown.
    Case(
      ([80, 90, 110, 120], model: "swiftui"),
      [update(at: 100, showing: 90), update(at: 110, showing: 110)]),
    Case(
      ([80, 90, 110, 120], model: "documented"),
      [update(at: 100, showing: 90), update(at: 110, showing: 110), update(at: 120, showing: 120)]),
    // A single entry at T0: both show it, once.
    Case(([100], model: "swiftui"), [update(at: 100, showing: 100)]),
    Case(([100], model: "documented"), [update(at: 100, showing: 100)]),
  ]

  @Test(arguments: explicitCases)
  func viewOfExplicitDatesFollowsTheChosenModel(_ row: Case) async throws {
    let run = try await Binary.run(
      ["explicit"] + row.input.entries.map(Self.date) + [
        "--now", Self.t0, "--view", "--model", row.input.model,
      ])
    expectLines(run, row.expected, sourceLocation: row.location)
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
    // By hand: [] → shows T0 once. A paused animation has no entries.
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
      ([110, 112], model: "both"),
      [both(at: 100, 110, 100), both(at: 110, nil, 110), both(at: 112, nil, 112)]),
    Case(([80, 90], model: "both"), [both(at: 100, 80, 90)]),
    Case(
      ([80, 90, 110, 120], model: "both"),
      [both(at: 100, 90, 90), both(at: 110, 110, 110), both(at: 120, nil, 120)]),
  ]

  @Test(arguments: bothCases)
  func bothModelsSideBySideMarkEveryDifference(_ row: Case) async throws {
    let run = try await Binary.run(
      ["explicit"] + row.input.entries.map(Self.date) + [
        "--now", Self.t0, "--view", "--model", "both",
      ])
    expectLines(run, row.expected, sourceLocation: row.location)
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

  @Test func secondsCadenceOnlyLabelsTheUpdates() async throws {
    // Entries every 0.25 s from T0. In normal mode --cadence changes what the content
    // is told, never when the view updates (docs/semantics.md, section 6): the swiftui
    // model shows each entry as it falls due, 100, 100.25, 100.5, labelled seconds.
    let run = try await tlsched(
      "periodic", "--from", Self.t0, "--by", "0.25", "--now", Self.t0, "--view", "--count", "3",
      "--cadence", "seconds")
    expectLines(
      run,
      [
        "2001-01-01T00:01:40Z\t2001-01-01T00:01:40Z\tseconds",
        "2001-01-01T00:01:40.250Z\t2001-01-01T00:01:40.250Z\tseconds",
        "2001-01-01T00:01:40.500Z\t2001-01-01T00:01:40.500Z\tseconds",
      ])
  }

  // MARK: - Always On (--mode low-frequency)

  /// One line of `--view --mode low-frequency` in text:
  /// `AT<TAB>DATE<TAB>CADENCE<TAB>FIDELITY<TAB>REQUESTED<TAB>EVENT`.
  static func frame(
    at time: Int, showing shown: Int, _ cadence: String, granted: String, requested: String,
    _ event: String = "frame"
  ) -> String {
    "\(date(time))\t\(date(shown))\t\(cadence)\t\(granted)\t\(requested)\t\(event)"
  }

  @Test func lowFrequencyWithEntriesUnder15SecondsApartAsksForSecondsAndGetsMinutes() async throws {
    // docs/semantics.md, section 7. Periodic from 0 by 5, Always On from A = 100: the
    // entries are 100, 105, 110, … (fmod(100, 5) = 0). Each gap is 5 s, within
    // 0.5 s…15 s, so every frame, and the start, asks for seconds. Without a session
    // (the default) the system grants at most minutes, so the content sees minutes,
    // and the frames kept are the first, 100, then each at least 60 s after the last
    // kept: 160, 220. The first line is what the view shows on entering Always On:
    // at 100 the normal-mode view shows entry 100.
    let run = try await tlsched(
      "periodic", "--from", Self.date(0), "--by", "5", "--now", Self.t0, "--view", "--count", "3",
      "--mode", "low-frequency")
    expectLines(
      run,
      [
        Self.frame(
          at: 100, showing: 100, "minutes", granted: "minutes", requested: "seconds", "enter"),
        Self.frame(at: 100, showing: 100, "minutes", granted: "minutes", requested: "seconds"),
        Self.frame(at: 160, showing: 160, "minutes", granted: "minutes", requested: "seconds"),
        Self.frame(at: 220, showing: 220, "minutes", granted: "minutes", requested: "seconds"),
      ])
  }

  @Test(arguments: ["none", "active"])
  func lowFrequencyEveryMinuteAsksForMinutesWithOrWithoutASession(_ session: String) async throws {
    // From A = 10:09:38 the low-frequency entries are 10:09:00 (before A, dropped),
    // 10:10:00, 10:11:00, 10:12:00, …; gaps of 60 s (over 15 s) ask for minutes, and
    // the start (10:10, 10:11) too. Minutes is within either session's limit, so a
    // session changes nothing, and frames 60 s apart are all kept. On entering Always
    // On the view shows 10:09:00, the minute it showed at 10:09:38.
    let run = try await tlsched(
      "every-minute", "--now", "2025-01-01T10:09:38Z", "--view", "--count", "3", "--mode",
      "low-frequency", "--session", session)
    expectLines(
      run,
      [
        "2025-01-01T10:09:38Z\t2025-01-01T10:09:00Z\tminutes\tminutes\tminutes\tenter",
        "2025-01-01T10:10:00Z\t2025-01-01T10:10:00Z\tminutes\tminutes\tminutes\tframe",
        "2025-01-01T10:11:00Z\t2025-01-01T10:11:00Z\tminutes\tminutes\tminutes\tframe",
        "2025-01-01T10:12:00Z\t2025-01-01T10:12:00Z\tminutes\tminutes\tminutes\tframe",
      ])
  }

  @Test func lowFrequencyWithNoEntryFromTheStartFreezes() async throws {
    // [90] from A = 100: 90 leads before A and is dropped, so there is no frame: the
    // view is frozen. Fewer than two entries: the start requests nothing
    // (unspecified), which the system grants as minutes(a granted fidelity
    // is never unspecified). The screen keeps what the normal-mode view showed at 100:
    // 90 (the only entry).
    let run = try await tlsched(
      "explicit", Self.date(90), "--now", Self.t0, "--view", "--mode", "low-frequency")
    expectLines(
      run,
      [
        Self.frame(
          at: 100, showing: 90, "minutes", granted: "minutes", requested: "unspecified",
          "frozen")
      ])
  }

  @Test func lowFrequencyWithASingleEntryRequestsNothing() async throws {
    // [110] from A = 100: one frame, at 110, showing 110. With fewer than two entries
    // the start is unspecified, and the last frame, with no entry after it and no
    // --until to end the request, is unspecified too; the system grants both as
    // minutes, and the content sees minutes. On entering Always On the view shows 110,
    // the first entry, at once (the swiftui model of section 6).
    let run = try await tlsched(
      "explicit", Self.date(110), "--now", Self.t0, "--view", "--mode", "low-frequency")
    expectLines(
      run,
      [
        Self.frame(
          at: 100, showing: 110, "minutes", granted: "minutes", requested: "unspecified",
          "enter"),
        Self.frame(
          at: 110, showing: 110, "minutes", granted: "minutes", requested: "unspecified"),
      ])
  }

  @Test func theLastFrameOfARequestAsksForTheGapToItsEnd() async throws {
    // Worked by hand: [40, 50] from A = 30 to B = 60 with a session. The start
    // estimates from 40 and 50: 10 s, seconds. The frame at 40 has 50 next: seconds.
    // The frame at 50 has no next entry, so BacklightServices' next presentation time
    // is the end of the request's interval, 60: 10 s, seconds (it used to be
    // unspecified, the content seeing minutes). The session grants seconds throughout.
    let run = try await tlsched(
      "explicit", Self.date(40), Self.date(50), "--now", Self.date(30), "--until",
      Self.date(60), "--view", "--mode", "low-frequency", "--session", "active")
    expectLines(
      run,
      [
        Self.frame(
          at: 30, showing: 40, "seconds", granted: "seconds", requested: "seconds", "enter"),
        Self.frame(at: 40, showing: 40, "seconds", granted: "seconds", requested: "seconds"),
        Self.frame(at: 50, showing: 50, "seconds", granted: "seconds", requested: "seconds"),
      ])
  }

  @Test func animationFreezesTheScreenInAlwaysOn() async throws {
    // .animation has no low-frequency entries: no frame, with or without a session or
    // an end; one line says the screen freezes on what the view showed at A = 100
    // (the animation's first normal-mode entry, 100 itself).
    let frozen = Self.frame(
      at: 100, showing: 100, "minutes", granted: "minutes", requested: "unspecified",
      "frozen")
    for extra in [[], ["--session", "active", "--until", Self.date(400)]] {
      let run = try await Binary.run(
        ["animation", "--now", Self.t0, "--view", "--mode", "low-frequency"] + extra)
      expectLines(run, [frozen])
    }
  }

  @Test func anActiveSessionShowsEveryFrameOfASecondsSchedule() async throws {
    // Periodic from 0 by 1, Always On from A = 30 to B = 35: frames 30, 31, 32, 33, 34
    // (35 is B' = 35 and ends them). Gaps of 1 s ask for seconds; a workout session
    // grants seconds, so every frame is kept and the content sees seconds. Without a
    // session only the first frame, 30, is kept (the rest are within 60 s of it), at
    // minutes.
    let arguments = [
      "periodic", "--from", Self.date(0), "--by", "1", "--now", Self.date(30), "--until",
      Self.date(35), "--view", "--mode", "low-frequency",
    ]
    let active = try await Binary.run(arguments + ["--session", "active"])
    expectLines(
      active,
      [
        Self.frame(
          at: 30, showing: 30, "seconds", granted: "seconds", requested: "seconds", "enter")
      ]
        + (30...34).map {
          Self.frame(at: $0, showing: $0, "seconds", granted: "seconds", requested: "seconds")
        })
    let none = try await Binary.run(arguments)
    expectLines(
      none,
      [
        Self.frame(
          at: 30, showing: 30, "minutes", granted: "minutes", requested: "seconds", "enter"),
        Self.frame(at: 30, showing: 30, "minutes", granted: "minutes", requested: "seconds"),
      ])
  }

  @Test(arguments: [
    // --until to B': rounded to the nearest whole second, halves away from zero; the
    // first entry at or after B' ends the frames, so B' itself is never a frame.
    ("2001-01-01T00:00:34.500Z", 34), ("2001-01-01T00:00:34.400Z", 33),
    ("2001-01-01T00:00:34Z", 33),
  ])
  func alwaysOnEndsBeforeUntilRoundedToTheSecond(_ until: String, _ lastFrame: Int)
    async throws
  {
    let run = try await tlsched(
      "periodic", "--from", Self.date(0), "--by", "1", "--now", Self.date(30), "--until", until,
      "--view", "--mode", "low-frequency", "--session", "active")
    #expect(run.exited(0))
    #expect(run.lines.count == 1 + (lastFrame - 30 + 1), "\(run.output)")
    #expect(run.lines.last?.hasPrefix("\(Self.date(lastFrame))\t\(Self.date(lastFrame))\t") == true)
  }

  /// The rule above is stated where a user looks first: `--help`.
  @Test func helpStatesWhereAlwaysOnEndsAtUntil() async throws {
    let run = try await tlsched("periodic", "--help")
    // Help wraps its text; read it as one line.
    let text = run.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      text.contains(
        "In Always On (--view --mode low-frequency) the display wakes at this date, rounded to the second, so a frame at or after it is not shown."
      ), "\(run.output)")
  }

  @Test func cadenceOptionOverridesTheModesCadence() async throws {
    // As in the every-minute case above, but --cadence live replaces the cadence the
    // content sees, on every line, and leaves the fidelities alone.
    let live = try await tlsched(
      "every-minute", "--now", "2025-01-01T10:09:38Z", "--view", "--count", "2", "--mode",
      "low-frequency", "--cadence", "live")
    expectLines(
      live,
      [
        "2025-01-01T10:09:38Z\t2025-01-01T10:09:00Z\tlive\tminutes\tminutes\tenter",
        "2025-01-01T10:10:00Z\t2025-01-01T10:10:00Z\tlive\tminutes\tminutes\tframe",
        "2025-01-01T10:11:00Z\t2025-01-01T10:11:00Z\tlive\tminutes\tminutes\tframe",
      ])
  }

  @Test func alwaysOnFramesInJSONHaveTheirTimeDateCadenceAndFidelity() async throws {
    // The 1 s schedule with a session, as above, from 30 to 32: the entering line and
    // frames 30 and 31.
    let run = try await tlsched(
      "periodic", "--from", Self.date(0), "--by", "1", "--now", Self.date(30), "--until",
      Self.date(32), "--view", "--mode", "low-frequency", "--session", "active", "--format",
      "json")
    #expect(run.exited(0))
    let json = try jsonObject(run)
    #expect(json["mode"] as? String == "lowFrequency")
    let frames = try #require(json["frames"] as? [[String: Any]], "\(run.output)")
    #expect(frames.map { $0["at"] as? String } == [Self.date(30), Self.date(30), Self.date(31)])
    #expect(frames.map { $0["date"] as? String } == [Self.date(30), Self.date(30), Self.date(31)])
    #expect(frames.map { $0["cadence"] as? String } == ["seconds", "seconds", "seconds"])
    #expect(frames.map { $0["fidelity"] as? String } == ["seconds", "seconds", "seconds"])
    #expect(frames.map { $0["event"] as? String } == ["enter", "frame", "frame"])
  }

  @Test func bothModelsInAlwaysOnMarkWhereTheyDiffer() async throws {
    // Every minute, Always On from 30 to 330, no session. swiftui: frames 60, 120, …,
    // 300 (0 leads before A; 360 ends them). documented: a frame at A showing the latest
    // entry at or before it, 0, then one at each later entry before 330; the frame at
    // 60 comes 30 s after the one at 30 and is dropped under the once-a-minute limit.
    let run = try await tlsched(
      "every-minute", "--now", Self.date(30), "--until", Self.date(330), "--view", "--mode",
      "low-frequency", "--model", "both")
    func line(_ time: Int, _ swiftui: Int?, _ documented: Int?) -> String {
      let marker = swiftui == documented ? "same" : "differs"
      return
        "\(Self.date(time))\t\(swiftui.map(Self.date) ?? "-")\t\(documented.map(Self.date) ?? "-")\tminutes\t\(marker)"
    }
    expectLines(
      run,
      [line(30, nil, 0), line(60, 60, nil)] + [120, 180, 240, 300].map { line($0, $0, $0) })
  }
}
