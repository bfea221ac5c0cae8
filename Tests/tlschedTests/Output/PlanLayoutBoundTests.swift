import Foundation
import Testing
import TimelineTestSupport

/// A plan's table and picture are written from what the run measured in its first pass,
/// not from rows kept until the end: the table's columns are as wide as their widest cell
/// from the first line on, and a long plan's picture merges its marks into bins.
@Suite struct PlanLayoutBoundTests {
  /// The plan of WidgetFormatTests as a table.
  static let tablePlan = [
    "widget", "2025-01-01T09:00:00Z", "2025-01-01T09:30:00Z,relevance=10/15m", "--policy",
    "after:2025-01-01T10:00:00Z", "--now", "2025-01-01T09:00:00Z", "--budget", "staff",
    "--format", "table",
  ]

  @Test func aWidgetTableIsPaddedToItsWidestCellsFromTheFirstLine() async throws {
    // The plan of WidgetFormatTests: the widest event (relevance-close, 15 characters)
    // and detail (counted=1/72, 12) come in the last rows, yet every line before them is
    // padded to them. Written by hand: each column as wide as its widest cell, then two
    // spaces; the last column (source) unpadded.
    let run = try await Binary.run(Self.tablePlan)
    #expect(run.exited(0))
    #expect(
      run.output == """
        Events of the widget's plan from 2025-01-01T09:00:00Z (--provided-at), in UTC:
        date                  from start  event            timeline  entry  detail        source
        2025-01-01T09:00:00Z  +0s         provided         0         -      -             documented
        2025-01-01T09:00:00Z  +0s         eligible         0         0      -             documented
        2025-01-01T09:30:00Z  +30m        eligible         0         1      -             documented
        2025-01-01T09:30:00Z  +30m        relevance-open   0         1      score=10      documented
        2025-01-01T09:45:00Z  +45m        relevance-close  0         1      -             documented
        2025-01-01T10:00:00Z  +1h         request          0         -      policy        documented
        2025-01-01T10:00:00Z  +1h         assumed-granted  0         -      counted=1/72  ours

        """)
  }

  @Test func aTableCutByCountIsAsWideAsTheRowsItShows() async throws {
    // --count 2: only provided and eligible at 09:00 are shown, so the event column is
    // as wide as "provided" (8) and the detail column as its name (6).
    let run = try await Binary.run(Self.tablePlan + ["--count", "2"])
    #expect(
      run.output == """
        Events of the widget's plan from 2025-01-01T09:00:00Z (--provided-at), in UTC:
        date                  from start  event     timeline  entry  detail  source
        2025-01-01T09:00:00Z  +0s         provided  0         -      -       documented
        2025-01-01T09:00:00Z  +0s         eligible  0         0      -       documented

        """)
  }

  @Test func aLongPlansPictureMergesItsMarksIntoBins() async throws {
    // A timeline of one entry each second, reloaded a second after it is provided, for
    // two hours: 7,201 entries eligible and 7,200 requests (one each second from 00:00:01
    // to 02:00:00), more than the 4,096 marks a layer keeps one by one. Over the 7,200 s
    // span, 2,048 bins are 3.52 s wide, so each holds 3 or 4 requests one second apart:
    // no bin is empty or alone, and the reloads lane has 2,048 pale bands (a 0.45
    // opacity, written with one decimal as 0.5) at its top + 4 (50 + 2 × 40 + 4 = 134).
    // The entries' bands (each a second long, up to the next entry) merge the same way;
    // the last entry, still current at the end, is drawn by itself.
    let run = try await Binary.run([
      "widget", "--provider", "entries=1,every=1s,policy=after:1s", "--provided-at",
      "2025-01-01T00:00:00Z", "--until", "2025-01-01T02:00:00Z", "--now",
      "2025-01-01T00:00:00Z", "--format", "svg",
    ])
    #expect(run.exited(0))
    let svg = run.output
    #expect(svg.hasSuffix("</svg>\n"))
    func count(_ text: String) -> Int { svg.components(separatedBy: text).count - 1 }
    #expect(
      count("y=\"134.0\" width=\"2.0\" height=\"32.0\" fill=\"#333333\" fill-opacity=\"0.5\"")
        == 2048)
    #expect(count("fill=\"#4e79a7\" fill-opacity=\"0.5\"") == 2048)
    #expect(count("<rect") == 1 + 2048 + 2048 + 1, "the background, the bands, the last entry")
    #expect(svg.contains("pale bands: that many marks merged"))
  }

  @Test func aShortPlansPictureDrawsEveryMark() async throws {
    // Ten minutes of the same plan: 600 requests, each drawn as its own line, none merged.
    let run = try await Binary.run([
      "widget", "--provider", "entries=1,every=1s,policy=after:1s", "--provided-at",
      "2025-01-01T00:00:00Z", "--until", "2025-01-01T00:10:00Z", "--now",
      "2025-01-01T00:00:00Z", "--format", "svg",
    ])
    let svg = run.output
    #expect(svg.components(separatedBy: "stroke=\"#333333\" stroke-width=\"2.0\"").count - 1 == 600)
    #expect(!svg.contains("pale bands"))
  }

  /// A layer keeps 4,096 marks one by one and merges from the 4,097th: the same plan up to
  /// 01:08:16 has 4,096 requests (one a second from 00:00:01), each its own line; a second
  /// more makes 4,097, and the lane is drawn as merged bands instead.
  @Test(arguments: [("01:08:16", 4_096, false), ("01:08:17", 0, true)])
  func aLayerMergesFromItsFourThousandNinetySeventhMark(
    _ until: String, _ lines: Int, _ merged: Bool
  ) async throws {
    let run = try await Binary.run([
      "widget", "--provider", "entries=1,every=1s,policy=after:1s", "--provided-at",
      "2025-01-01T00:00:00Z", "--until", "2025-01-01T\(until)Z", "--now",
      "2025-01-01T00:00:00Z", "--format", "svg",
    ])
    let svg = run.output
    #expect(
      svg.components(separatedBy: "stroke=\"#333333\" stroke-width=\"2.0\"").count - 1 == lines)
    #expect(svg.contains("pale bands") == merged)
  }
}
