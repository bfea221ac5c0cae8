import Foundation
import Testing
import TimelineTestSupport

/// Every command and option of the command line, run through the built binary, with
/// expected lines worked out by hand from docs/semantics.md's rules.
///
/// Times written as seconds (S, I, F) are seconds after 2001-01-01T00:00:00Z,
/// the unit docs/semantics.md's examples use: 100 s is 2001-01-01T00:01:40Z.
@Suite struct EndToEndTests {
  // MARK: - periodic

  /// `periodic --from --by --now` and the dates it must print.
  typealias Vector = TestRow<(from: String, by: String, now: String), [String]>

  /// Periodic entries worked out by hand, as dates.
  static let periodicVectors = [
    // OBS: S=0, I=5, F=12 → 10, 15, 20.
    Vector(
      (from: "2001-01-01T00:00:00Z", by: "5", now: "2001-01-01T00:00:12Z"),
      ["2001-01-01T00:00:10Z", "2001-01-01T00:00:15Z", "2001-01-01T00:00:20Z"]),
    // OBS: S=0, I=10, F=25 → 20, 30.
    Vector(
      (from: "2001-01-01T00:00:00Z", by: "10", now: "2001-01-01T00:00:25Z"),
      ["2001-01-01T00:00:20Z", "2001-01-01T00:00:30Z"]),
    // OBS: S=0, I=5, F=15 → 15, 20 (F on a boundary is the first entry).
    Vector(
      (from: "2001-01-01T00:00:00Z", by: "5", now: "2001-01-01T00:00:15Z"),
      ["2001-01-01T00:00:15Z", "2001-01-01T00:00:20Z"]),
    // IMPL: S=100, I=60, F=10 → 40, 100, 160 (the grid extends before S).
    Vector(
      (from: "2001-01-01T00:01:40Z", by: "60", now: "2001-01-01T00:00:10Z"),
      ["2001-01-01T00:00:40Z", "2001-01-01T00:01:40Z", "2001-01-01T00:02:40Z"]),
    // DOC: from 10:09:30 by 60, asked at 10:34:45 → 10:34:30, 10:35:30, …
    Vector(
      (from: "2025-01-01T10:09:30Z", by: "60", now: "2025-01-01T10:34:45Z"),
      ["2025-01-01T10:34:30Z", "2025-01-01T10:35:30Z", "2025-01-01T10:36:30Z"]),
    // A quarter second is exact in binary, so repeated addition stays on the grid.
    Vector(
      (from: "2025-01-01T00:00:00Z", by: "0.25", now: "2025-01-01T00:00:00.600Z"),
      ["2025-01-01T00:00:00.500Z", "2025-01-01T00:00:00.750Z", "2025-01-01T00:00:01Z"]),
  ]

  @Test(arguments: periodicVectors)
  func periodicStartsAtTheLatestGridDateAtOrBeforeNow(_ vector: Vector) async throws {
    let run = try await Binary.run([
      "periodic", "--from", vector.input.from, "--by", vector.input.by, "--now", vector.input.now,
      "--count",
      "\(vector.expected.count)",
    ])
    expectLines(run, vector.expected, sourceLocation: vector.location)
  }

  @Test func periodicFromDefaultsToNow() async throws {
    let run = try await tlsched(
      "periodic", "--now", "2025-01-01T00:00:07Z", "--by", "3", "--count", "3")
    expectLines(run, ["2025-01-01T00:00:07Z", "2025-01-01T00:00:10Z", "2025-01-01T00:00:13Z"])
  }

  @Test func periodicPrintsTenDatesByDefault() async throws {
    let run = try await tlsched("periodic", "--now", "@0", "--by", "1")
    // Unix time 0 is 1970-01-01T00:00:00Z; then one per second.
    expectLines(run, (0..<10).map { "1970-01-01T00:00:0\($0)Z" })
  }

  @Test func periodicIgnoresTheMode() async throws {
    let expected = ["2001-01-01T00:00:10Z", "2001-01-01T00:00:15Z"]
    for mode in ["normal", "low-frequency", "lowFrequency"] {
      let run = try await tlsched(
        "periodic", "--from", "2001-01-01T00:00:00Z", "--by", "5", "--now", "2001-01-01T00:00:12Z",
        "--count", "2",
        "--mode", mode)
      expectLines(run, expected)
    }
  }

  @Test func nowDefaultsToTheCurrentTime() async throws {
    let before = Date().timeIntervalSinceReferenceDate
    let run = try await tlsched("periodic", "--by", "60", "--count", "1")
    let after = Date().timeIntervalSinceReferenceDate
    #expect(run.exited(0))
    // --from defaults to --now, so the first date is the current time itself.
    let printed = try #require(run.lines.first.flatMap(secondsSince2001))
    #expect(printed >= before - 0.001 && printed <= after + 0.001)
  }

  @Test func nowAcceptsTheWordNow() async throws {
    let before = Date().timeIntervalSinceReferenceDate
    let run = try await tlsched("every-minute", "--now", "now", "--count", "1", "--format", "json")
    let after = Date().timeIntervalSinceReferenceDate
    let now = try #require((try jsonObject(run)["now"] as? String).flatMap(secondsSince2001))
    #expect(now >= before - 0.001 && now <= after + 0.001)
  }

  // MARK: - --count and --until

  @Test func countZeroPrintsNothing() async throws {
    expectLines(try await tlsched("every-minute", "--now", "@0", "--count", "0"), [])
    expectLines(try await tlsched("explicit", "@0", "--count", "0"), [])
  }

  @Test func countLimitsEverySchedule() async throws {
    expectLines(
      try await tlsched("explicit", "@0", "@1", "@2", "--count", "2"),
      ["1970-01-01T00:00:00Z", "1970-01-01T00:00:01Z"])
    expectLines(
      try await tlsched("animation", "--now", "@0", "--minimum-interval", "1", "--count", "1"),
      ["1970-01-01T00:00:00Z"])
  }

  @Test func countAllWithUntilPrintsEveryDateUpToUntil() async throws {
    let run = try await tlsched(
      "periodic", "--now", "2025-01-01T00:00:00Z", "--by", "10", "--until", "2025-01-01T00:02:00Z",
      "--count", "all")
    // 0 s to 120 s by 10: 13 dates, more than the default 10.
    expectLines(
      run, (0...12).map { String(format: "2025-01-01T00:%02d:%02dZ", $0 * 10 / 60, $0 * 10 % 60) })
  }

  @Test func untilIncludesADateExactlyOnIt() async throws {
    let on = try await tlsched(
      "periodic", "--now", "2025-01-01T00:00:00Z", "--by", "10", "--until", "2025-01-01T00:00:30Z")
    expectLines(
      on,
      [
        "2025-01-01T00:00:00Z", "2025-01-01T00:00:10Z", "2025-01-01T00:00:20Z",
        "2025-01-01T00:00:30Z",
      ])
    let before = try await tlsched(
      "periodic", "--now", "2025-01-01T00:00:00Z", "--by", "10", "--until",
      "2025-01-01T00:00:29.999Z")
    expectLines(before, ["2025-01-01T00:00:00Z", "2025-01-01T00:00:10Z", "2025-01-01T00:00:20Z"])
  }

  @Test func untilAndCountTogetherStopAtWhicheverComesFirst() async throws {
    let run = try await tlsched(
      "periodic", "--now", "2025-01-01T00:00:00Z", "--by", "10", "--until", "2025-01-01T00:00:30Z",
      "--count", "2")
    expectLines(run, ["2025-01-01T00:00:00Z", "2025-01-01T00:00:10Z"])
  }

  @Test func untilStopsExplicitDatesAtTheFirstOneAfterIt() async throws {
    let run = try await tlsched("explicit", "@0", "@10", "@20", "--now", "@0", "--until", "@10")
    expectLines(run, ["1970-01-01T00:00:00Z", "1970-01-01T00:00:10Z"])
  }

  // MARK: - every-minute

  @Test func everyMinuteStartsAtTheStartOfNowsMinute() async throws {
    // DOC: created at 10:09:38 → 10:09:00, 10:10:00, 10:11:00.
    let run = try await tlsched("every-minute", "--now", "2025-01-01T10:09:38Z", "--count", "3")
    expectLines(run, ["2025-01-01T10:09:00Z", "2025-01-01T10:10:00Z", "2025-01-01T10:11:00Z"])
  }

  @Test func everyMinuteStartsAtNowWhenNowIsOnAMinute() async throws {
    let run = try await tlsched("every-minute", "--now", "2025-01-01T10:09:00Z", "--count", "2")
    expectLines(run, ["2025-01-01T10:09:00Z", "2025-01-01T10:10:00Z"])
  }

  @Test func everyMinuteTreatsAMillisecondPastAMinuteAsInsideIt() async throws {
    let after = try await tlsched(
      "every-minute", "--now", "2025-01-01T10:09:00.001Z", "--count", "1")
    expectLines(after, ["2025-01-01T10:09:00Z"])
    let before = try await tlsched(
      "every-minute", "--now", "2025-01-01T10:09:59.999Z", "--count", "1")
    expectLines(before, ["2025-01-01T10:09:00Z"])
  }

  @Test func everyMinuteIgnoresTheMode() async throws {
    let run = try await tlsched(
      "every-minute", "--now", "2025-01-01T10:09:38Z", "--count", "2", "--mode", "low-frequency")
    expectLines(run, ["2025-01-01T10:09:00Z", "2025-01-01T10:10:00Z"])
  }

  @Test func everyMinutePrintsInTheChosenZone() async throws {
    // 10:09:38Z is 11:09:38 in Paris (+01:00 in January) and 15:39:38 at +05:30.
    let paris = try await tlsched(
      "every-minute", "--now", "2025-01-01T10:09:38Z", "--count", "2", "--tz", "Europe/Paris")
    expectLines(paris, ["2025-01-01T11:09:00+01:00", "2025-01-01T11:10:00+01:00"])
    let india = try await tlsched(
      "every-minute", "--now", "2025-01-01T10:09:38Z", "--count", "2", "--tz", "+05:30")
    expectLines(india, ["2025-01-01T15:39:00+05:30", "2025-01-01T15:40:00+05:30"])
    let west = try await tlsched(
      "every-minute", "--now", "2025-01-01T10:09:38Z", "--count", "1", "--tz", "-08:00")
    expectLines(west, ["2025-01-01T02:09:00-08:00"])
  }

  @Test func everyMinuteFollowsTheWallClockAcrossASpringForwardGap() async throws {
    // Paris moves from +01:00 to +02:00 at 2025-03-30T01:00:00Z: the wall clock
    // goes from 01:59 straight to 03:00 while UTC advances one minute.
    let run = try await tlsched(
      "every-minute", "--now", "2025-03-30T00:58:30Z", "--tz", "Europe/Paris", "--count", "4")
    expectLines(
      run,
      [
        "2025-03-30T01:58:00+01:00", "2025-03-30T01:59:00+01:00", "2025-03-30T03:00:00+02:00",
        "2025-03-30T03:01:00+02:00",
      ])
  }

  @Test func everyMinuteInAZoneWhoseOffsetHasSecondsFallsOnHalfMinutesOfUTC() async throws {
    // By hand: with an offset of −00:44:30, wall-clock minutes start at :30 UTC.
    // 10:09:38Z is 09:25:08 on that clock; its minute started at 09:25:00, i.e. 10:09:30Z.
    let run = try await tlsched(
      "every-minute", "--now", "2025-01-01T10:09:38Z", "--tz", "-00:44:30", "--count", "2")
    expectLines(run, ["2025-01-01T09:25:00-00:44:30", "2025-01-01T09:26:00-00:44:30"])
  }

  // MARK: - explicit

  @Test func explicitPrintsItsDatesWhateverNow() async throws {
    // OBS: [100, 200, 300] → 100, 200, 300, asked from 240: past dates are kept.
    let expected = ["2001-01-01T00:01:40Z", "2001-01-01T00:03:20Z", "2001-01-01T00:05:00Z"]
    let run = try await tlsched(
      "explicit", "2001-01-01T00:01:40Z", "2001-01-01T00:03:20Z", "2001-01-01T00:05:00Z", "--now",
      "2001-01-01T00:04:00Z")
    expectLines(run, expected)
    let lowFrequency = try await tlsched(
      "explicit", "2001-01-01T00:01:40Z", "2001-01-01T00:03:20Z", "2001-01-01T00:05:00Z", "--mode",
      "low-frequency")
    expectLines(lowFrequency, expected)
  }

  @Test func explicitReadsEveryDateForm() async throws {
    // @978307200 is 2001-01-01T00:00:00Z; 02:00+01:00 is 01:00Z; @978310800.75 is 3600.75 s
    // after 2001; a date without an offset is in --tz's zone (UTC by default).
    let run = try await tlsched(
      "explicit", "@978307200", "2001-01-01T02:00:00+01:00", "@978310800.75",
      "2001-01-01T02:00:00.5", "2001-01-01T03:00")
    expectLines(
      run,
      [
        "2001-01-01T00:00:00Z", "2001-01-01T01:00:00Z", "2001-01-01T01:00:00.750Z",
        "2001-01-01T02:00:00.500Z",
        "2001-01-01T03:00:00Z",
      ])
  }

  @Test func explicitReadsDatesWithoutAnOffsetInTheChosenZone() async throws {
    // 12:00 in Paris in July is 10:00Z; printed back in Paris it is 12:00+02:00.
    let run = try await tlsched(
      "explicit", "2025-07-01T12:00:00", "--tz", "Europe/Paris", "--format", "ndjson")
    expectLines(run, ["{\"date\":\"2025-07-01T12:00:00+02:00\"}"])
    let utc = try await tlsched("explicit", "2025-07-01T12:00:00+02:00")
    expectLines(utc, ["2025-07-01T10:00:00Z"])
  }

  @Test func explicitTakesDatesAfterDoubleDash() async throws {
    let run = try await tlsched("explicit", "--now", "@0", "--", "2025-01-01T00:00:00Z")
    expectLines(run, ["2025-01-01T00:00:00Z"])
  }

  @Test func explicitDatesThatDoNotIncreaseArePrintedAsGivenWithAWarning() async throws {
    let run = try await tlsched(
      "explicit", "2001-01-01T00:00:02Z", "2001-01-01T00:00:01Z", "2001-01-01T00:00:01Z",
      "2001-01-01T00:00:03Z")
    #expect(run.exited(0))
    #expect(
      run.lines == [
        "2001-01-01T00:00:02Z", "2001-01-01T00:00:01Z", "2001-01-01T00:00:01Z",
        "2001-01-01T00:00:03Z",
      ])
    #expect(
      run.stderr
        == "Warning: the dates do not increase (date 2, 2001-01-01T00:00:01Z, is not after 2001-01-01T00:00:02Z); "
        + "SwiftUI expects increasing dates. They are printed as given.\n")
  }

  @Test func explicitRepeatedDateIsWarnedAbout() async throws {
    let run = try await tlsched("explicit", "@0", "@5", "@5")
    #expect(run.exited(0))
    #expect(run.lines == ["1970-01-01T00:00:00Z", "1970-01-01T00:00:05Z", "1970-01-01T00:00:05Z"])
    #expect(
      run.stderr.hasPrefix(
        "Warning: the dates do not increase (date 3, 1970-01-01T00:00:05Z, is not after 1970-01-01T00:00:05Z)"
      ))
  }

  @Test func explicitIncreasingDatesGiveNoWarning() async throws {
    let run = try await tlsched("explicit", "@978307200", "@978307200.001")
    expectLines(run, ["2001-01-01T00:00:00Z", "2001-01-01T00:00:00.001Z"])
  }

  @Test func explicitReadsAFile() async throws {
    let file = try temporaryFile("2001-01-01T00:01:40Z\n2001-01-01T00:03:20Z\n")
    defer { removeTemporary(file) }
    expectLines(
      try await tlsched("explicit", "--file", file.path),
      ["2001-01-01T00:01:40Z", "2001-01-01T00:03:20Z"])
    expectLines(
      try await tlsched("explicit", "--file=\(file.path)"),
      ["2001-01-01T00:01:40Z", "2001-01-01T00:03:20Z"])
  }

  @Test func explicitReadsStandardInputForADash() async throws {
    let run = try await tlsched("explicit", "--file", "-", stdin: Array("@0\n@1\n".utf8))
    expectLines(run, ["1970-01-01T00:00:00Z", "1970-01-01T00:00:01Z"])
  }

  @Test func explicitFileThatDoesNotIncreaseIsWarnedAboutToo() async throws {
    let run = try await tlsched("explicit", "--file", "-", stdin: Array("@1\n@0\n".utf8))
    #expect(run.exited(0))
    #expect(run.lines == ["1970-01-01T00:00:01Z", "1970-01-01T00:00:00Z"])
    #expect(
      run.stderr.hasPrefix("Warning: the dates do not increase (date 2, 1970-01-01T00:00:00Z"))
  }

  @Test func datesFileMaySkipBlankLinesAndCommentsAndUseCRLFAndABOM() async throws {
    // The rules of DatesFile: a BOM at the start is skipped, \r\n accepted, blanks
    // around a date ignored, blank lines and lines starting with # skipped.
    let text =
      "\u{FEFF}# deadlines\r\n\r\n  2001-01-01T00:00:01Z\t\r\n   # indented comment\n\n@978307202\n"
    let run = try await tlsched("explicit", "--file", "-", stdin: Array(text.utf8))
    expectLines(run, ["2001-01-01T00:00:01Z", "2001-01-01T00:00:02Z"])
  }

  @Test func datesFileWithoutAFinalNewlineReadsItsLastLine() async throws {
    let run = try await tlsched("explicit", "--file", "-", stdin: Array("@0\n@1".utf8))
    expectLines(run, ["1970-01-01T00:00:00Z", "1970-01-01T00:00:01Z"])
  }

  @Test func datesFileOfManyLinesIsReadWhole() async throws {
    // 100 000 dates, one second apart: more than any pipe or read buffer holds at once.
    let count = 100_000
    let text = (0..<count).map { "@\(978_307_200 + $0)\n" }.joined()
    let run = try await tlsched(
      "explicit", "--file", "-", "--format", "ndjson", stdin: Array(text.utf8))
    #expect(run.exited(0))
    #expect(run.stderr == "")
    #expect(run.lines.count == count)
    #expect(run.lines.first == "{\"date\":\"2001-01-01T00:00:00Z\"}")
    // 99 999 s is 1 day, 3 h, 46 min and 39 s.
    #expect(run.lines.last == "{\"date\":\"2001-01-02T03:46:39Z\"}")
  }

  // MARK: - animation

  @Test func animationStepsByItsMinimumIntervalFromNow() async throws {
    // OBS: m = 1.5, F = 0 → 0, 1.5, 3.
    let run = try await tlsched(
      "animation", "--now", "2001-01-01T00:00:00Z", "--minimum-interval", "1.5", "--count", "3")
    expectLines(run, ["2001-01-01T00:00:00Z", "2001-01-01T00:00:01.500Z", "2001-01-01T00:00:03Z"])
  }

  @Test func animationDefaultIntervalIsA120thOfASecond() async throws {
    // 1/120 s = 8 333 333.3 ns → .008333333; 2/120 = 16 666 666.7 ns → .016666667;
    // 3/120 = 1/40 = 25 ms exactly, which needs only 3 digits.
    let run = try await tlsched("animation", "--now", "2001-01-01T00:00:00Z", "--count", "4")
    expectLines(
      run,
      [
        "2001-01-01T00:00:00Z", "2001-01-01T00:00:00.008333333Z", "2001-01-01T00:00:00.016666667Z",
        "2001-01-01T00:00:00.025Z",
      ])
  }

  @Test func pausedAnimationHasNoDates() async throws {
    expectLines(try await tlsched("animation", "--now", "@0", "--paused"), [])
    expectLines(
      try await tlsched(
        "animation", "--now", "@0", "--paused", "--minimum-interval", "1", "--count", "all"), [])
  }

  @Test func lowFrequencyAnimationHasNoDates() async throws {
    expectLines(try await tlsched("animation", "--now", "@0", "--mode", "low-frequency"), [])
    expectLines(
      try await tlsched("animation", "--now", "@0", "--mode", "lowFrequency", "--count", "all"), [])
  }

  // MARK: - help and version

  @Test(arguments: [["--help"], ["-h"], ["help"]])
  func programHelpListsEveryCommand(_ words: [String]) async throws {
    let run = try await Binary.run(words)
    #expect(run.exited(0))
    #expect(run.stderr == "")
    #expect(run.output.hasPrefix("OVERVIEW: "))
    #expect(run.output.contains("USAGE: tlsched <command> [<options>]"))
    for command in ["periodic", "every-minute", "explicit", "animation", "help"] {
      #expect(run.lines.contains { $0.hasPrefix("  \(command) ") }, "\(command) is not listed")
    }
    #expect(run.output.contains("--version"))
  }

  /// The options every schedule command takes.
  static let scheduleOptions = [
    "--now <date>", "--count <n>", "--until <date>", "--mode <mode>", "--format <format>",
    "--tz <zone>", "--view",
    "--model <model>", "--cadence <cadence>", "-h, --help",
  ]

  static let commandOptions: [(String, [String])] = [
    ("periodic", ["--from <date>", "--by <seconds>"] + scheduleOptions),
    ("every-minute", scheduleOptions),
    ("explicit", ["<date>", "--file <path>"] + scheduleOptions),
    ("animation", ["--minimum-interval <seconds>", "--paused"] + scheduleOptions),
  ]

  @Test(arguments: commandOptions)
  func commandHelpShowsItsUsageAndEveryOption(_ command: String, _ options: [String]) async throws {
    let run = try await tlsched(command, "--help")
    #expect(run.exited(0))
    #expect(run.stderr == "")
    #expect(run.output.hasPrefix("OVERVIEW: "))
    #expect(run.lines.contains("USAGE: tlsched \(command) \(usageLines[command]!)"))
    for option in options {
      #expect(
        run.lines.contains { $0.hasPrefix("  \(option) ") || $0 == "  \(option)" },
        "\(option) is missing")
    }
  }

  @Test(arguments: ["periodic", "every-minute", "explicit", "animation"])
  func helpCommandShowsTheSamePageAsTheHelpFlag(_ command: String) async throws {
    let viaCommand = try await tlsched("help", command)
    let viaFlag = try await tlsched(command, "--help")
    let viaShortFlag = try await tlsched(command, "-h")
    #expect(viaCommand.exited(0) && viaFlag.exited(0) && viaShortFlag.exited(0))
    #expect(!viaCommand.stdout.isEmpty)
    #expect(viaCommand.stdout == viaFlag.stdout)
    #expect(viaShortFlag.stdout == viaFlag.stdout)
  }

  @Test func helpFlagWinsOverMistakesElsewhereOnTheLine() async throws {
    let page = try await tlsched("periodic", "--help")
    let run = try await tlsched("periodic", "--by", "0", "--bogus", "-h")
    #expect(run.exited(0))
    #expect(run.stderr == "")
    #expect(run.stdout == page.stdout)
  }
}

@Suite struct ExplicitStandardInputTests {
  @Test func aLoneDashReadsTheDatesFromStandardInput() async throws {
    let input = Array("2025-01-01T00:00:10Z\n2025-01-01T00:00:12Z\n".utf8)
    let dash = try await Binary.run(["explicit", "-"], stdin: input)
    let file = try await Binary.run(["explicit", "--file", "-"], stdin: input)
    #expect(dash.exited(0))
    #expect(dash.lines == ["2025-01-01T00:00:10Z", "2025-01-01T00:00:12Z"])
    #expect(dash.stdout == file.stdout)
    // The JSON document records the same source either way.
    let dashJSON = try await Binary.run(
      ["explicit", "-", "--format", "json", "--now", "@0"], stdin: input)
    let fileJSON = try await Binary.run(
      ["explicit", "--file", "-", "--format", "json", "--now", "@0"], stdin: input)
    #expect(
      dashJSON.lines.dropFirst().first == #"  "schedule": {"kind": "explicit", "file": "-"},"#)
    #expect(dashJSON.stdout == fileJSON.stdout)
  }

  @Test func aDashAmongOtherDatesIsNotStandardInput() async throws {
    let run = try await Binary.run(["explicit", "@0", "-"])
    #expect(run.exited(64))
    #expect(
      run.stderrLines.first?.hasPrefix("Error: The value '-' is invalid for '<date>'") == true)
  }
}
