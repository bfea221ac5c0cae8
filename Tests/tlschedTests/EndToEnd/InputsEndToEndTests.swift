import Foundation
import Testing

/// The inputs and outputs, end to end through the built binary:
/// durations, dates relative to `--now`, `--date-format`, CSV and TSV, and
/// `--tz local` (docs/cli.md, "Durations", "Dates" and "Output"). Every expected
/// value is worked out by hand in the comment beside it.
@Suite struct InputsEndToEndTests {
  static let now = "2025-01-01T00:00:00Z"

  // MARK: - Durations

  @Test func aDurationInMillisecondsIsTheSameDoubleAsItsDecimal() async throws {
    // 100ms is the Double nearest 0.1, exactly the value `0.1` reads as, so every
    // sum the grid makes is the same, and so are the bytes.
    let milliseconds = try await tlsched(
      "periodic", "--now", Self.now, "--by", "100ms", "--count", "5")
    let decimal = try await tlsched("periodic", "--now", Self.now, "--by", "0.1", "--count", "5")
    #expect(milliseconds.exited(0) && decimal.exited(0))
    #expect(milliseconds.stdout == decimal.stdout)
    #expect(
      milliseconds.lines.prefix(3) == [
        "2025-01-01T00:00:00Z", "2025-01-01T00:00:00.100Z", "2025-01-01T00:00:00.200Z",
      ])
  }

  @Test(arguments: ["1m30s", "90", "PT1M30S", "90s", "1.5m"])
  func ninetySecondsMayBeWrittenAnyWay(_ by: String) async throws {
    // 90 s from 00:00:00: 00:00:00, 00:01:30, 00:03:00.
    let run = try await tlsched("periodic", "--now", Self.now, "--by", by, "--count", "3")
    expectLines(run, ["2025-01-01T00:00:00Z", "2025-01-01T00:01:30Z", "2025-01-01T00:03:00Z"])
  }

  // MARK: - Dates relative to --now

  @Test func explicitDatesRelativeToNow() async throws {
    // +1s and +2s count from --now: 00:00:01 and 00:00:02.
    let run = try await tlsched("explicit", "+1s", "+2s", "--now", Self.now)
    expectLines(run, ["2025-01-01T00:00:01Z", "2025-01-01T00:00:02Z"])
  }

  @Test func fromAndUntilCountFromNow() async throws {
    // --from -1h anchors the grid at 2024-12-31T23:00:00Z. By 1h30m (5400 s), asked at
    // 00:00: fmod(3600, 5400) = 3600, so the first date is 23:00 itself, then 00:30.
    let from = try await tlsched(
      "periodic", "--now", Self.now, "--from", "-1h", "--by", "1h30m", "--count", "2")
    expectLines(from, ["2024-12-31T23:00:00Z", "2025-01-01T00:30:00Z"])
    // --until +2s is 00:00:02: every half second from 00:00:00 through it, 5 dates.
    let until = try await tlsched("periodic", "--now", Self.now, "--by", "0.5", "--until", "+2s")
    expectLines(
      until,
      [
        "2025-01-01T00:00:00Z", "2025-01-01T00:00:00.500Z", "2025-01-01T00:00:01Z",
        "2025-01-01T00:00:01.500Z", "2025-01-01T00:00:02Z",
      ])
  }

  // MARK: - Date formats

  @Test func unixSecondsAreWholeOrTheShortestFraction() async throws {
    // 2025-01-01T00:00:00Z is 1 735 689 600 s after 1970 (55 years, 14 of them leap:
    // 20 089 days × 86 400 s); a quarter second later needs two fraction digits.
    let run = try await tlsched(
      "periodic", "--now", Self.now, "--by", "0.25", "--count", "2", "--date-format", "unix")
    expectLines(run, ["1735689600", "1735689600.25"])
  }

  @Test func aPatternPrintsInTheZoneWithEnglishNames() async throws {
    // 2025-06-01T09:00:00Z is a Sunday; Paris is on summer time (+02:00), so 11:00.
    // %Z is the offset, never an abbreviation.
    let run = try await tlsched(
      "periodic", "--by", "1", "--count", "1", "--date-format", "+%a %d %b %Y %H:%M:%S %Z",
      "--tz", "Europe/Paris", "--now", "2025-06-01T09:00:00Z",
      environment: ["LANG": "fr_FR.UTF-8", "LC_ALL": "fr_FR.UTF-8"])
    expectLines(run, ["Sun 01 Jun 2025 11:00:00 +02:00"])
  }

  // MARK: - CSV and TSV

  /// The same rows in CSV and TSV: fields joined by a comma or a tab.
  static func rows(_ fields: [[String]], _ separator: String) -> [String] {
    fields.map { $0.joined(separator: separator) }
  }

  @Test(arguments: ["csv", "tsv"])
  func entriesHaveAHeaderThenADateALine(_ format: String) async throws {
    // By 1.5 s from 00:00:00: 00:00:00 and 00:00:01.5.
    let run = try await tlsched(
      "periodic", "--now", Self.now, "--by", "1.5", "--count", "2", "--format", format)
    expectLines(run, ["date", "2025-01-01T00:00:00Z", "2025-01-01T00:00:01.500Z"])
  }

  @Test(arguments: [("csv", ","), ("tsv", "\t")])
  func viewUpdatesHaveTheColumnsOfText(_ format: String, _ separator: String) async throws {
    // [10, 12] created at 0 (docs/semantics.md, section 6): swiftui shows 10 at once,
    // and 12, the last entry, never.
    let run = try await tlsched(
      "explicit", "2025-01-01T00:00:10Z", "2025-01-01T00:00:12Z", "--now", Self.now, "--view",
      "--format", format)
    expectLines(
      run,
      Self.rows(
        [["at", "date", "cadence"], [Self.now, "2025-01-01T00:00:10Z", "live"]], separator))
  }

  @Test(arguments: [("csv", ","), ("tsv", "\t")])
  func bothModelsLeaveAModelsFieldEmptyWhenItDoesNotUpdate(_ format: String, _ separator: String)
    async throws
  {
    // As above; documented shows 0 (nothing at or before it), then 10 and 12 at their
    // own times, when swiftui does not update.
    let run = try await tlsched(
      "explicit", "2025-01-01T00:00:10Z", "2025-01-01T00:00:12Z", "--now", Self.now, "--view",
      "--model", "both", "--format", format)
    expectLines(
      run,
      Self.rows(
        [
          ["at", "swiftui", "documented", "cadence", "differs"],
          [Self.now, "2025-01-01T00:00:10Z", Self.now, "live", "true"],
          ["2025-01-01T00:00:10Z", "", "2025-01-01T00:00:10Z", "live", "true"],
          ["2025-01-01T00:00:12Z", "", "2025-01-01T00:00:12Z", "live", "true"],
        ], separator))
  }

  @Test func csvQuotesADateWithAComma() async throws {
    // 2025-01-01 is a Wednesday; the pattern's comma makes CSV quote the field.
    let run = try await tlsched(
      "periodic", "--now", Self.now, "--by", "1", "--count", "1", "--format", "csv",
      "--date-format", "+%a, %d %b")
    expectLines(run, ["date", "\"Wed, 01 Jan\""])
  }

  // MARK: - --tz local

  @Test func localZoneFollowsTZAndIsNamedInJSON() async throws {
    // TZ=Europe/Paris: the machine's zone, winter time (+01:00) on 2025-01-01.
    let run = try await Binary.run(
      ["every-minute", "--tz", "local", "--format", "json", "--now", Self.now, "--count", "1"],
      environment: ["TZ": "Europe/Paris"])
    #expect(run.exited(0), "\(run.stderr)")
    let json = try jsonObject(run)
    #expect(json["timeZone"] as? String == "Europe/Paris")
    #expect(json["entries"] as? [String] == ["2025-01-01T01:00:00+01:00"])
  }

  // MARK: - Refusals

  @Test(arguments: [
    (
      ["periodic", "--by", "1x"],
      "Error: The value '1x' is invalid for '--by <seconds>': unknown unit 'x' (use ms, s, m, h, d or ISO 8601 like PT1M30S)"
    ),
    // A value that starts with a dash still reaches the check of its value.
    (
      ["periodic", "--by", "-nan"],
      "Error: The value '-nan' is invalid for '--by <seconds>': must be a finite number of seconds"
    ),
    (
      ["periodic", "--by", "P1M"],
      "Error: The value 'P1M' is invalid for '--by <seconds>': years and months have no fixed length in seconds (for minutes write PT1M; for days, P30D)"
    ),
    (
      ["periodic", "--by", "1", "--date-format", "%Y"],
      "Error: The value '%Y' is invalid for '--date-format <format>': a date(1) pattern starts with '+': write '+%Y'"
    ),
    (
      ["periodic", "--by", "1", "--date-format", "+%Q"],
      "Error: The value '+%Q' is invalid for '--date-format <format>': unknown conversion '%Q' (use %Y %y %m %d %H %I %p %M %S %N %3N %z %Z %s %j %a %A %b %B %u %F %T, or %% for '%')"
    ),
  ])
  func badNewInputsAreUsageErrors(_ arguments: [String], _ firstLine: String) async throws {
    let run = try await Binary.run(arguments)
    #expect(run.exited(64), "status \(run.status)")
    #expect(run.stdout.isEmpty)
    #expect(run.stderrLines.first == firstLine)
    #expect(
      run.stderrLines.dropFirst().first
        == "Usage: tlsched periodic --by <seconds> [--from <date>] [<options>]")
  }
}
