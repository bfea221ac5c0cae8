import Foundation
import Testing

/// The output never depends on the machine's time zone or locale.
///
/// Each command runs under several `TZ`, `LANG` and `LC_ALL` settings and must
/// print the same bytes every time. Dates without an offset, minute boundaries,
/// fractions, JSON numbers and help text are where a zone or locale could leak in.
@Suite struct DeterminismTests {
  static let commands: [[String]] = [
    // A date without an offset is read in --tz's zone (UTC), never in TZ's.
    [
      "explicit", "2025-06-01T12:00:00", "2025-06-01T12:00:00.5+02:00", "@1748779200.25", "--now",
      "2025-06-01T11:00:00",
    ],
    [
      "every-minute", "--now", "2025-03-30T00:58:30Z", "--tz", "Europe/Paris", "--count", "4",
      "--format", "json",
    ],
    ["every-minute", "--now", "2025-01-01T10:09:38", "--count", "3"],
    [
      "periodic", "--now", "2025-01-01T00:00:00Z", "--by", "0.1", "--count", "5", "--format",
      "ndjson",
    ],
    [
      "periodic", "--now", "2025-01-01T00:00:00Z", "--by", "1234.5", "--count", "2", "--format",
      "json",
    ],
    ["animation", "--now", "2025-01-01T00:00:00Z", "--count", "3", "--tz", "+05:30"],
    ["explicit", "@100", "@90", "--now", "@95", "--view", "--model", "both"],
    ["periodic", "--help"],
  ]

  static let environments: [[String: String?]] = [
    ["TZ": "America/New_York"],
    ["TZ": "Asia/Kolkata"],
    ["TZ": "Pacific/Chatham", "LC_ALL": "de_DE.UTF-8"],
    ["LC_ALL": "de_DE.UTF-8", "LANG": "de_DE.UTF-8"],
    ["LANG": "fr_FR.UTF-8", "LC_NUMERIC": "fr_FR.UTF-8", "LC_TIME": "fr_FR.UTF-8"],
    ["LC_ALL": "C", "LANG": "C"],
  ]

  @Test(arguments: commands)
  func outputIsTheSameBytesWhateverTheMachinesZoneAndLocale(_ arguments: [String]) async throws {
    // The reference run has TZ, LANG and LC_* unset.
    let reference = try await Binary.run(arguments)
    #expect(reference.exited(0))
    #expect(!reference.stdout.isEmpty)
    for environment in Self.environments {
      let run = try await Binary.run(arguments, environment: environment)
      #expect(run.exited(0))
      #expect(run.stdout == reference.stdout, "differs under \(environment)")
      #expect(run.stderr == reference.stderr, "stderr differs under \(environment)")
    }
  }

  @Test func dateWithoutAnOffsetIsUTCEvenWhenTZIsSet() async throws {
    // Independent check of the first command: under TZ=Asia/Kolkata, a bare 12:00 is still 12:00Z.
    let run = try await tlsched(
      "explicit", "2025-06-01T12:00:00", "--now", "2025-06-01T11:00:00", "--format", "json",
      environment: ["TZ": "Asia/Kolkata", "LC_ALL": "de_DE.UTF-8"])
    let json = try jsonObject(run)
    #expect(json["now"] as? String == "2025-06-01T11:00:00Z")
    #expect(json["timeZone"] as? String == "UTC")
    #expect(json["entries"] as? [String] == ["2025-06-01T12:00:00Z"])
  }

  @Test func numbersUseAPointWhateverTheLocale() async throws {
    let run = try await tlsched(
      "periodic", "--now", "2025-01-01T00:00:00Z", "--by", "1.5", "--count", "2", "--format",
      "json",
      environment: ["LC_ALL": "de_DE.UTF-8"])
    let json = try jsonObject(run)
    #expect((json["schedule"] as? [String: Any])?["by"] as? Double == 1.5)
    #expect(json["entries"] as? [String] == ["2025-01-01T00:00:00Z", "2025-01-01T00:00:01.500Z"])
  }
}
