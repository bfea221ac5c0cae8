import Foundation
import Testing

/// `--summary` and `--format svg` of a run that stops early: they describe
/// what a list would show, or, when the input itself is bad, are not printed.
@Suite struct SummaryPartialTests {
  /// A grid of seconds from 9999-12-31T23:59:58Z: two dates print, the third
  /// would be in year 10000.
  static let lastSeconds = [
    "periodic", "--by", "1", "--now", "9999-12-31T23:59:58Z", "--count", "5",
  ]
  static let stopNote =
    "Note: stopped: the next date is after year 9999 in UTC, which tlsched cannot print"

  @Test func aSummaryOfARunStoppedAtYear9999SummarisesWhatWasComputed() async throws {
    let run = try await Binary.run(Self.lastSeconds + ["--summary"])
    #expect(run.exited(0))
    // Two dates a second apart: one gap of 1 s, 60 a minute over the one second they span.
    #expect(
      Array(run.lines.prefix(7)) == [
        "dates: 2",
        "first: 9999-12-31T23:59:58Z",
        "last: 9999-12-31T23:59:59Z",
        "gaps: min 1s, median 1s, max 1s",
        "per minute: 60.00",
        "per hour: 3600.00",
        "longest frozen: 1s from 9999-12-31T23:59:58Z to 9999-12-31T23:59:59Z",
      ])
    #expect(run.stderrLines == [Self.stopNote])
  }

  @Test func aJSONSummaryOfARunStoppedAtYear9999SummarisesWhatWasComputed() async throws {
    let run = try await Binary.run(Self.lastSeconds + ["--summary", "--format", "json"])
    #expect(run.exited(0))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any])
    #expect(object["dates"] as? Int == 2)
    #expect(object["first"] as? String == "9999-12-31T23:59:58Z")
    #expect(object["last"] as? String == "9999-12-31T23:59:59Z")
    #expect(object["perMinute"] as? Double == 60)
    #expect(run.stderrLines == [Self.stopNote])
  }

  /// An empty golden file is not the summary of two dates. The check reads
  /// the whole (short) summary for its line counts, so the run reaches the
  /// year-9999 stop and says so before the diff.
  @Test func anEmptyGoldenFileIsNotTheSummaryOfARunStoppedAtYear9999() async throws {
    let run = try await Binary.run(Self.lastSeconds + ["--summary", "--check", "/dev/null"])
    #expect(run.exited(1))
    #expect(
      Array(run.stderrLines.prefix(2)) == [
        Self.stopNote, "Error: The output differs from '/dev/null' at line 1",
      ])
  }

  /// The picture's axis ends at the last date printed, with a label at each tick.
  @Test func aPictureOfARunStoppedAtYear9999EndsAtItsLastDate() async throws {
    let run = try await Binary.run(Self.lastSeconds + ["--format", "svg"])
    #expect(run.exited(0))
    #expect(run.output.contains(">UTC: 9999-12-31T23:59:58Z to 9999-12-31T23:59:59Z</text>"))
    #expect(!run.output.contains("></text>"))
    #expect(run.stderrLines == [Self.stopNote])
  }

  /// A dates file of 9000 dates, more than are read before printing starts
  /// (8192), then a bad line, 9001; removed by the caller.
  static func datesWithABadLineLate() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tlsched-dates-\(UUID().uuidString).txt"
    ).path
    let text = (0..<9000).map { "@\($0)\n" }.joined() + "bad\n"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// A summary or picture of the dates before a bad line would look complete:
  /// it is not printed, only the error, as for a bad line among the first dates.
  @Test(arguments: [["--summary"], ["--summary", "--format", "json"], ["--format", "svg"]])
  func aSummaryOrPictureOfInputThatStopsAtABadLineIsNotPrinted(_ output: [String]) async throws {
    let path = try Self.datesWithABadLineLate()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try await Binary.run(["explicit", "--file", path] + output)
    #expect(run.exited(65))
    #expect(run.stdout.isEmpty)
    #expect(run.stderrLines.count == 1)
    #expect(run.stderr.hasPrefix("Error: Line 9001 of \(path): 'bad' is not a date"))
  }

  /// With `--count`, the lines past the last date printed are not read: the
  /// input the summary is of is complete.
  @Test func aSummaryThatNeedsNoLinePastTheLastDateIsPrinted() async throws {
    let path = try Self.datesWithABadLineLate()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try await Binary.run(["explicit", "--file", path, "--count", "9000", "--summary"])
    #expect(run.exited(0))
    #expect(
      run.lines.prefix(3) == [
        "dates: 9000", "first: 1970-01-01T00:00:00Z", "last: 1970-01-01T02:29:59Z",
      ])
  }
}
