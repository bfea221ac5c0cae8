import Foundation
import Testing
import TimelineTestSupport

/// The output formats, parsed back with a real JSON parser
/// and checked field by field.
@Suite struct FormatTests {
  // MARK: - JSON

  @Test func periodicJSONNamesTheScheduleAndItsParameters() async throws {
    // DOC: from 10:09:30 by 60, asked at 10:34:45 → 10:34:30, 10:35:30, 10:36:30.
    let run = try await tlsched(
      "periodic", "--now", "2025-01-01T10:34:45Z", "--from", "2025-01-01T10:09:30Z", "--by", "60",
      "--count", "3",
      "--format", "json")
    #expect(run.exited(0))
    #expect(run.stderr == "")
    let json = try jsonObject(run)
    #expect(Set(json.keys) == ["schedule", "now", "mode", "timeZone", "entries"])
    let schedule = try #require(json["schedule"] as? [String: Any])
    #expect(Set(schedule.keys) == ["kind", "from", "by"])
    #expect(schedule["kind"] as? String == "periodic")
    #expect(schedule["from"] as? String == "2025-01-01T10:09:30Z")
    #expect((schedule["by"] as? NSNumber)?.doubleValue == 60)
    #expect(json["now"] as? String == "2025-01-01T10:34:45Z")
    #expect(json["mode"] as? String == "normal")
    #expect(json["timeZone"] as? String == "UTC")
    #expect(
      json["entries"] as? [String] == [
        "2025-01-01T10:34:30Z", "2025-01-01T10:35:30Z", "2025-01-01T10:36:30Z",
      ])
  }

  @Test func periodicJSONFromDefaultsToNow() async throws {
    let json = try jsonObject(
      try await tlsched(
        "periodic", "--now", "@0", "--by", "0.5", "--count", "1", "--format", "json"))
    let schedule = try #require(json["schedule"] as? [String: Any])
    #expect(schedule["from"] as? String == "1970-01-01T00:00:00Z")
    #expect((schedule["by"] as? NSNumber)?.doubleValue == 0.5)
  }

  @Test func everyMinuteJSONGivesTheZoneAndTheMode() async throws {
    let run = try await tlsched(
      "every-minute", "--now", "2025-01-01T10:09:38Z", "--count", "2", "--tz", "Europe/Paris",
      "--mode", "low-frequency",
      "--format", "json")
    let json = try jsonObject(run)
    #expect((json["schedule"] as? [String: Any])?["kind"] as? String == "everyMinute")
    #expect((json["schedule"] as? [String: Any])?.count == 1)
    // --now is printed in the zone too: 10:09:38Z is 11:09:38 in Paris in January.
    #expect(json["now"] as? String == "2025-01-01T11:09:38+01:00")
    #expect(json["mode"] as? String == "lowFrequency")
    #expect(json["timeZone"] as? String == "Europe/Paris")
    #expect(
      json["entries"] as? [String] == ["2025-01-01T11:09:00+01:00", "2025-01-01T11:10:00+01:00"])
  }

  @Test(arguments: [
    ("+05:30", "+05:30"), ("+0530", "+05:30"), ("-08:00", "-08:00"), ("UTC", "UTC"),
  ])
  func jsonTimeZoneIsTheNormalisedZone(_ given: String, _ named: String) async throws {
    let json = try jsonObject(
      try await tlsched(
        "every-minute", "--now", "@0", "--count", "0", "--tz", given, "--format", "json"))
    #expect(json["timeZone"] as? String == named)
  }

  @Test func explicitJSONListsTheDatesAsGiven() async throws {
    let run = try await tlsched(
      "explicit", "@978307300", "@978307200", "--now", "@978307250", "--format", "json")
    #expect(run.exited(0))
    let json = try jsonObject(run)
    #expect((json["schedule"] as? [String: Any])?["kind"] as? String == "explicit")
    #expect(json["now"] as? String == "2001-01-01T00:00:50Z")
    #expect(json["entries"] as? [String] == ["2001-01-01T00:01:40Z", "2001-01-01T00:00:00Z"])
    // The order warning goes to stderr and leaves the JSON alone.
    #expect(run.stderr.hasPrefix("Warning: "))
  }

  @Test func explicitJSONFromAFileNamesTheFileEscaped() async throws {
    // A path with a quote, a backslash and a tab must still give valid JSON.
    let file = try temporaryFile("@0\n", name: "odd \"name\\\there.txt")
    defer { removeTemporary(file) }
    let run = try await tlsched("explicit", "--file", file.path, "--format", "json")
    #expect(run.exited(0), "\(run.stderr)")
    let json = try jsonObject(run)
    let schedule = try #require(json["schedule"] as? [String: Any])
    #expect(schedule["kind"] as? String == "explicit")
    #expect(schedule["file"] as? String == file.path)
    #expect(json["entries"] as? [String] == ["1970-01-01T00:00:00Z"])
  }

  @Test func animationJSONGivesTheIntervalAndWhetherPaused() async throws {
    let run = try await tlsched(
      "animation", "--now", "2001-01-01T00:00:00Z", "--minimum-interval", "1.5", "--count", "3",
      "--format", "json")
    let json = try jsonObject(run)
    let schedule = try #require(json["schedule"] as? [String: Any])
    #expect(schedule["kind"] as? String == "animation")
    #expect((schedule["minimumInterval"] as? NSNumber)?.doubleValue == 1.5)
    #expect(schedule["paused"] as? Bool == false)
    #expect(
      json["entries"] as? [String] == [
        "2001-01-01T00:00:00Z", "2001-01-01T00:00:01.500Z", "2001-01-01T00:00:03Z",
      ])
  }

  @Test func pausedAnimationJSONHasNoEntriesAndNoInterval() async throws {
    let run = try await tlsched("animation", "--now", "@0", "--paused", "--format", "json")
    #expect(run.exited(0))
    let json = try jsonObject(run)
    let schedule = try #require(json["schedule"] as? [String: Any])
    #expect(schedule["minimumInterval"] is NSNull)
    #expect(schedule["paused"] as? Bool == true)
    #expect((json["entries"] as? [Any])?.isEmpty == true)
  }

  @Test func jsonWithCountZeroIsAnEmptyList() async throws {
    let json = try jsonObject(
      try await tlsched("periodic", "--now", "@0", "--by", "1", "--count", "0", "--format", "json"))
    #expect((json["entries"] as? [Any])?.isEmpty == true)
  }

  @Test func viewJSONListsUpdatesInsteadOfEntries() async throws {
    // Worked by hand at T0 = 100 s: [80, 90, 110, 120] → SwiftUI shows 90 at 100, 110 at 110.
    let run = try await tlsched(
      "explicit", "2001-01-01T00:01:20Z", "2001-01-01T00:01:30Z", "2001-01-01T00:01:50Z",
      "2001-01-01T00:02:00Z",
      "--now", "2001-01-01T00:01:40Z", "--view", "--format", "json")
    #expect(run.exited(0))
    let json = try jsonObject(run)
    #expect(Set(json.keys) == ["schedule", "now", "mode", "timeZone", "model", "updates"])
    #expect(json["model"] as? String == "swiftui")
    let updates = try #require(json["updates"] as? [[String: String]])
    #expect(
      updates == [
        ["at": "2001-01-01T00:01:40Z", "date": "2001-01-01T00:01:30Z", "cadence": "live"],
        ["at": "2001-01-01T00:01:50Z", "date": "2001-01-01T00:01:50Z", "cadence": "live"],
      ])
  }

  // MARK: - NDJSON

  @Test func ndjsonHasOneDateObjectPerLine() async throws {
    let run = try await tlsched(
      "every-minute", "--now", "2025-01-01T10:09:38Z", "--count", "3", "--format", "ndjson")
    #expect(run.exited(0))
    #expect(run.stderr == "")
    let objects = try jsonLines(run)
    #expect(objects.map { Set($0.keys) } == Array(repeating: ["date"], count: 3))
    #expect(
      objects.map { $0["date"] as? String } == [
        "2025-01-01T10:09:00Z", "2025-01-01T10:10:00Z", "2025-01-01T10:11:00Z",
      ])
  }

  @Test func ndjsonViewHasOneUpdateObjectPerLine() async throws {
    // Worked by hand at T0 = 100 s: documented model, [110, 112] → 100 at 100, then 110, 112.
    let run = try await tlsched(
      "explicit", "2001-01-01T00:01:50Z", "2001-01-01T00:01:52Z", "--now", "2001-01-01T00:01:40Z",
      "--view", "--model",
      "documented", "--format", "ndjson")
    let objects = try jsonLines(run) as [[String: Any]]
    #expect(
      objects.map { $0 as? [String: String] } == [
        ["at": "2001-01-01T00:01:40Z", "date": "2001-01-01T00:01:40Z", "cadence": "live"],
        ["at": "2001-01-01T00:01:50Z", "date": "2001-01-01T00:01:50Z", "cadence": "live"],
        ["at": "2001-01-01T00:01:52Z", "date": "2001-01-01T00:01:52Z", "cadence": "live"],
      ])
  }

  @Test func ndjsonOfNoDatesIsEmpty() async throws {
    expectLines(try await tlsched("animation", "--now", "@0", "--paused", "--format", "ndjson"), [])
  }

  // MARK: - Text

  @Test func textViewIsTabSeparatedAtDateAndCadence() async throws {
    // Worked by hand at T0 = 100 s: [80, 90] → SwiftUI shows 80, and nothing after.
    let run = try await tlsched(
      "explicit", "2001-01-01T00:01:20Z", "2001-01-01T00:01:30Z", "--now", "2001-01-01T00:01:40Z",
      "--view")
    expectLines(run, ["2001-01-01T00:01:40Z\t2001-01-01T00:01:20Z\tlive"])
  }

  /// A date as given and as it must be printed.
  typealias Fraction = TestRow<String, String>

  /// Near 2001 a `Double` holds far finer than a nanosecond, so these instants print exactly.
  static let fractions = [
    Fraction("2001-01-01T00:00:00Z", "2001-01-01T00:00:00Z"),
    Fraction("2001-01-01T00:00:00.25Z", "2001-01-01T00:00:00.250Z"),
    Fraction("2001-01-01T00:00:00.5Z", "2001-01-01T00:00:00.500Z"),
    Fraction("2001-01-01T00:00:00.001Z", "2001-01-01T00:00:00.001Z"),
    Fraction("2001-01-01T00:00:00.0012Z", "2001-01-01T00:00:00.001200Z"),
    Fraction("2001-01-01T00:00:00.000001Z", "2001-01-01T00:00:00.000001Z"),
    Fraction("2001-01-01T00:00:00.123456789Z", "2001-01-01T00:00:00.123456789Z"),
    Fraction("2001-01-01T00:00:00.000000001Z", "2001-01-01T00:00:00.000000001Z"),
    Fraction("2001-01-01T00:00:59.999Z", "2001-01-01T00:00:59.999Z"),
    Fraction("@978307200.75", "2001-01-01T00:00:00.750Z"),
  ]

  @Test(arguments: fractions)
  func fractionsPrintInGroupsOfThreeDigitsAndWholeSecondsWithout(_ fraction: Fraction) async throws
  {
    expectLines(
      try await tlsched("explicit", fraction.input), [fraction.expected],
      sourceLocation: fraction.location)
  }

  @Test func millisecondsReadFromTheInputPrintBackUnchanged() async throws {
    // Formatting is the inverse of parsing. In 2025 a Double cannot hold
    // .001 s exactly, but the nearest Double reads back from ".001" all the same.
    let run = try await tlsched("explicit", "2025-01-01T00:00:00.001Z", "2025-06-01T12:34:56.789Z")
    expectLines(run, ["2025-01-01T00:00:00.001Z", "2025-06-01T12:34:56.789Z"])
  }

  @Test func datesPrintWithTheOffsetInForceAtEachDate() async throws {
    // Paris is at +01:00 in January and +02:00 in July.
    let run = try await tlsched(
      "explicit", "2025-01-15T12:00:00Z", "2025-07-15T12:00:00Z", "--tz", "Europe/Paris")
    expectLines(run, ["2025-01-15T13:00:00+01:00", "2025-07-15T14:00:00+02:00"])
  }

  @Test func utcPrintsAZ() async throws {
    expectLines(
      try await tlsched("explicit", "2025-01-15T12:00:00+01:00", "--tz", "UTC"),
      ["2025-01-15T11:00:00Z"])
  }

  // MARK: - Valid JSON everywhere

  /// Arguments, and text for standard input (nil: none), that must be accepted.
  typealias EdgeCase = TestRow<(arguments: [String], stdin: String?), Void>

  /// Inputs that are accepted but unusual: the JSON must still parse.
  static let edgeCases = [
    EdgeCase((["explicit", "--file", "-"], stdin: "\u{FEFF}# c\r\n\r\n @0 \r\n@1")),
    EdgeCase((["explicit", "@5", "@1", "@1"], stdin: nil)),
    EdgeCase((["explicit", "@0", "--count", "0"], stdin: nil)),
    EdgeCase((["explicit", "9999-12-31T23:59:59.999999999Z", "0001-01-01T00:00:00Z"], stdin: nil)),
    EdgeCase(
      (["periodic", "--now", "9000-01-01T00:00:00Z", "--by", "1e11", "--count", "all"], stdin: nil)),
    EdgeCase((["periodic", "--now", "9000-01-01T00:00:00Z", "--by", "1e-9"], stdin: nil)),
    EdgeCase((["periodic", "--now", "0001-01-01T00:00:00Z", "--by", "1e-9"], stdin: nil)),
    EdgeCase(
      (["periodic", "--now", "2025-01-01T00:00:00Z", "--by", "1e-9", "--count", "3"], stdin: nil)),
    EdgeCase(
      (
        [
          "periodic", "--now", "2025-01-01T00:00:00Z", "--by", "179769313486231570000000000000",
        ], stdin: nil
      )),
    EdgeCase(
      (
        [
          "every-minute", "--now", "1960-01-01T00:00:10Z", "--tz", "Africa/Monrovia", "--count",
          "2",
        ], stdin: nil
      )),
    EdgeCase((["every-minute", "--now", "9999-12-31T23:59:59Z", "--tz", "-00:44:30"], stdin: nil)),
    EdgeCase((["animation", "--paused", "--view", "--model", "both", "--now", "@0"], stdin: nil)),
    EdgeCase(
      (
        [
          "animation", "--now", "@0", "--mode", "lowFrequency", "--view", "--cadence", "seconds",
        ], stdin: nil
      )),
    EdgeCase(
      (["explicit", "@1", "--now", "@0", "--until", "@0", "--view", "--model", "both"], stdin: nil)),
  ]

  @Test(arguments: edgeCases)
  func jsonAndNDJSONAreValidForEveryAcceptedEdgeCase(_ edge: EdgeCase) async throws {
    let stdin = edge.input.stdin.map { Array($0.utf8) }
    let json = try await Binary.run(edge.input.arguments + ["--format", "json"], stdin: stdin)
    #expect(json.exited(0), "\(json.stderr)", sourceLocation: edge.location)
    let object = try jsonObject(json)
    // The document has exactly one list of rows, whichever the kind, and every
    // date in it (an entry, or a row's `at`, `date`, `swiftui`, `documented`) is printed whole.
    let lists = ["entries", "updates", "frames"].compactMap { object[$0] as? [Any] }
    #expect(lists.count == 1, "\(object.keys)", sourceLocation: edge.location)
    let rows = lists.first ?? []
    let dates = rows.flatMap { row -> [String] in
      guard let fields = row as? [String: Any] else { return [(row as? String) ?? "\(row)"] }
      return ["at", "date", "swiftui", "documented"].compactMap { fields[$0] as? String }
    }
    #expect(dates.allSatisfy(isPrintedDate), "\(dates)", sourceLocation: edge.location)
    let ndjson = try await Binary.run(edge.input.arguments + ["--format", "ndjson"], stdin: stdin)
    #expect(ndjson.exited(0), sourceLocation: edge.location)
    // NDJSON holds the same rows, one object a line.
    #expect(try jsonLines(ndjson).count == rows.count, sourceLocation: edge.location)
  }
}
