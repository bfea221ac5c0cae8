import Foundation
import Testing

/// A run stopped at the first date tlsched cannot print never reaches an `--until`
/// past it: its summary is of the dates before the stop, with the stop's note, as
/// the same run without `--until` (docs/cli.md, "When the output ends").
@Suite struct SummaryPastLastPrintableDateTests {
  /// Every minute from 9999-12-31T23:58Z: 23:58 and 23:59 print, 10000-01-01T00:00Z
  /// does not. 9999-12-31T23:00-12:00 is 10000-01-01T11:00Z, past that stop.
  static let run = [
    "every-minute", "--now", "9999-12-31T23:58:00Z", "--summary",
  ]
  static let untilPastTheStop = ["--until", "9999-12-31T23:00:00-12:00"]

  @Test func theSummaryIsOfTheDatesBeforeTheStopWithItsNote() async throws {
    let run = try await Binary.run(Self.run + Self.untilPastTheStop)
    #expect(run.exited(0))
    // Two dates a minute apart: one change after the first over one minute.
    #expect(
      run.lines == [
        "dates: 2",
        "first: 9999-12-31T23:58:00Z",
        "last: 9999-12-31T23:59:00Z",
        "gaps: min 1m, median 1m, max 1m",
        "per minute: 1.00",
        "per hour: 60.00",
        "longest frozen: 1m from 9999-12-31T23:58:00Z to 9999-12-31T23:59:00Z",
      ])
    #expect(
      run.stderrLines == [
        "Note: stopped: the next date is after year 9999 in UTC, which tlsched cannot print"
      ])
  }

  @Test(arguments: [[String](), ["--format", "json"]])
  func anUntilPastTheStopChangesNothing(_ format: [String]) async throws {
    let with = try await Binary.run(Self.run + Self.untilPastTheStop + format)
    let without = try await Binary.run(Self.run + format)
    #expect(!with.stdout.isEmpty)
    #expect(with.stdout == without.stdout)
    #expect(with.stderr == without.stderr)
  }

  @Test func anEmptyGoldenFileNoLongerPasses() async throws {
    let run = try await Binary.run(Self.run + Self.untilPastTheStop + ["--check", "/dev/null"])
    #expect(run.exited(1))
  }
}
