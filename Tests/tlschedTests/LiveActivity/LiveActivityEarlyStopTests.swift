import Foundation
import Testing

@testable import TimelineInspector

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `live-activity` stops early as `widget` does (docs/cli.md, "Where output stops
/// early"): at a stop signal the document, table, picture and summary of the rows before
/// are whole; a reader that goes away ends the run with a broken pipe's status. The
/// plan: a countdown shown for ten minutes, one text update a second (DYN, documented);
/// the stop comes after five rows, placed by the clock.
@Suite struct LiveActivityEarlyStopTests {
  static let plan = [
    "live-activity", "--now", "2025-01-01T09:00:00Z", "--start", "2025-01-01T09:00:00Z",
    "--text", "text-timer --to 2025-01-01T09:10:00Z", "--end", "2025-01-01T09:10:00Z",
  ]

  func stopped(_ options: [String]) throws -> ClockedRun {
    let run = try runOnTestClock(Self.plan + options, clock: StopAfterChecks(checks: 6))
    #expect(run.stop == .stopSignal)
    return run
  }

  @Test func aStopSignalClosesTheJSONDocumentWithTheRowsBefore() throws {
    let run = try stopped(["--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.lines.joined(separator: "\n").utf8))
        as? [String: Any])
    #expect((object["events"] as? [Any])?.count == 5)
    #expect(object["warnings"] is [Any])
    #expect(object["assumptions"] is [Any])
  }

  @Test func aStopSignalLeavesTheTableThePictureAndTheSummaryWhole() throws {
    // The title, the header, five rows.
    #expect(try stopped(["--format", "table"]).lines.count == 7)
    #expect(try stopped(["--format", "svg"]).lines.last == "</svg>")
    #expect(try stopped(["--summary"]).lines.first == "events: 5")
  }

  /// An hour of the countdown is at least 180 KB in every format (the picture merges its
  /// marks past 4,096), nearly three times what a pipe holds (64 KiB), so the run is still
  /// writing when the reader has gone.
  @Test(arguments: ["json", "text", "table", "svg"])
  func aClosedReaderEndsTheRun(_ format: String) async throws {
    let run = try await Binary.shell(
      """
      "$TLSCHED" live-activity --now 2025-01-01T09:00:00Z --start 2025-01-01T09:00:00Z \
        --text 'text-timer --to 2025-01-01T10:00:00Z' --end 2025-01-01T10:00:00Z \
        --format \(format) | head -c 10 > /dev/null
      echo "status=${PIPESTATUS[0]}"
      """, shell: "/bin/bash", timeout: 60)
    #expect(run.lines.last == "status=141", "\(run.output) \(run.stderr)")
  }
}
