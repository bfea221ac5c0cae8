import Foundation
import Testing
import TimelineTestSupport

/// `tlsched widget` in every output format, worked out by hand from one plan: entries at
/// 09:00 and 09:30 (relevance 10 for 15 minutes), `.after(10:00)`, handed over at 09:00,
/// against the staff profile. Its events (docs/semantics.md, "Widgets"): provided and
/// entry 0 eligible at 09:00; entry 1 eligible and its window open at 09:30; the window
/// closes at 09:45; the request at 10:00, assumed granted, the first of 72.
@Suite struct WidgetFormatTests {
  static let plan = [
    "widget", "2025-01-01T09:00:00Z", "2025-01-01T09:30:00Z,relevance=10/15m", "--policy",
    "after:2025-01-01T10:00:00Z", "--now", "2025-01-01T09:00:00Z", "--budget", "staff",
  ]

  /// The plan's rows as fields: date, event, timeline, entry, detail, source.
  static let rows = [
    ["2025-01-01T09:00:00Z", "provided", "0", "-", "-", "documented"],
    ["2025-01-01T09:00:00Z", "eligible", "0", "0", "-", "documented"],
    ["2025-01-01T09:30:00Z", "eligible", "0", "1", "-", "documented"],
    ["2025-01-01T09:30:00Z", "relevance-open", "0", "1", "score=10", "documented"],
    ["2025-01-01T09:45:00Z", "relevance-close", "0", "1", "-", "documented"],
    ["2025-01-01T10:00:00Z", "request", "0", "-", "policy", "documented"],
    ["2025-01-01T10:00:00Z", "assumed-granted", "0", "-", "counted=1/72", "ours"],
  ]
  static let columns = ["date", "event", "timeline", "entry", "detail", "source"]

  static func lines(_ rows: [[String]], _ separator: String) -> String {
    rows.map { $0.joined(separator: separator) + "\n" }.joined()
  }

  @Test func textIsOneLineOfTabSeparatedFieldsPerEvent() async throws {
    let run = try await Binary.run(Self.plan)
    #expect(run.exited(0), "\(run.stderr)")
    #expect(run.output == Self.lines(Self.rows, "\t"))
    #expect(run.stderr == "")
  }

  @Test func textWithHeaderStartsWithTheColumnsNames() async throws {
    let run = try await Binary.run(Self.plan + ["--header"])
    #expect(run.output == Self.lines([Self.columns] + Self.rows, "\t"))
  }

  @Test func tsvAndCSVHaveAHeaderLine() async throws {
    let tsv = try await Binary.run(Self.plan + ["--format", "tsv"])
    #expect(tsv.output == Self.lines([Self.columns] + Self.rows, "\t"))
    let csv = try await Binary.run(Self.plan + ["--format", "csv"])
    #expect(csv.output == Self.lines([Self.columns] + Self.rows, ","))
  }

  @Test func jsonIsOneDocumentWithTheEventsAndNoWarnings() async throws {
    let run = try await Binary.run(Self.plan + ["--format", "json"])
    #expect(run.exited(0))
    let object = try jsonObject(run)
    let events = try #require(object["events"] as? [[String: Any]])
    #expect(events.map { $0["event"] as? String } == Self.rows.map { $0[1] })
    #expect(events.map { $0["date"] as? String } == Self.rows.map { $0[0] })
    #expect(events[3]["score"] as? Double == 10)
    #expect(events[5]["trigger"] as? String == "policy")
    #expect(events[6]["countedInWindow"] as? Int == 1)
    #expect(events[6]["perDay"] as? Int == 72)
    #expect(events[0]["entry"] == nil)
    #expect((object["warnings"] as? [Any])?.isEmpty == true)
    let widget = try #require(object["widget"] as? [String: Any])
    #expect(widget["providedAt"] as? String == "2025-01-01T09:00:00Z")
    #expect((widget["budget"] as? [String: Any])?["perDay"] as? Int == 72)
  }

  @Test func ndjsonIsOneEventObjectALine() async throws {
    let run = try await Binary.run(Self.plan + ["--format", "ndjson"])
    #expect(run.lines.count == Self.rows.count)
    for (line, row) in zip(run.lines, Self.rows) {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(object["date"] as? String == row[0])
      #expect(object["event"] as? String == row[1])
      #expect(object["source"] as? String == row[5])
    }
  }

  @Test func tableAlignsTheColumnsUnderATitle() async throws {
    let run = try await Binary.run(Self.plan + ["--format", "table"])
    let lines = run.lines
    #expect(
      lines.first
        == "Events of the widget's plan from 2025-01-01T09:00:00Z (--provided-at), in UTC:")
    // Every row's event starts in the column the header's does.
    let column = try #require(lines[1].range(of: "event")?.lowerBound.utf16Offset(in: lines[1]))
    for (line, row) in zip(lines.dropFirst(2), Self.rows) {
      #expect(line.range(of: row[1])?.lowerBound.utf16Offset(in: line) == column)
    }
    // 10:00 is an hour after the start.
    #expect(lines.last?.contains("  +1h  ") == true)
  }

  @Test(arguments: [
    ("3", "score=3"), ("0.5", "score=0.5"), ("10000000", "score=10000000"), ("1e15", "score=1e+15"),
  ])
  func aScoreIsPrintedWithoutANeedlessFraction(_ score: String, _ detail: String) async throws {
    // A whole score below 10^15 is written as an integer; any other as Swift writes a
    // Float (10^15 as 1e+15).
    let run = try await Binary.run([
      "widget", "2025-01-01T09:00:00Z,relevance=\(score)/1m", "--policy", "never", "--now",
      "2025-01-01T09:00:00Z",
    ])
    #expect(
      run.lines.dropFirst(2).first
        == "2025-01-01T09:00:00Z\trelevance-open\t0\t0\t\(detail)\tdocumented")
  }

  @Test func jsonListsEveryWarningOfTheDocument() async throws {
    // Entries after the moment of providing and an .after date at it: two warnings.
    let run = try await Binary.run([
      "widget", "2025-01-01T09:05:00Z", "--policy", "after:2025-01-01T09:00:00Z", "--now",
      "2025-01-01T09:00:00Z", "--format", "json",
    ])
    let warnings = try #require(try jsonObject(run)["warnings"] as? [[String: Any]])
    #expect(
      warnings.map { $0["pitfall"] as? String } == [
        "first-entry-after-provided-at", "reload-date-not-after-provided-at",
      ])
    #expect(warnings.allSatisfy { $0["source"] as? String == "documented" })
  }

  @Test func countPrintsTheFirstEventsOnly() async throws {
    let run = try await Binary.run(Self.plan + ["--count", "2"])
    #expect(run.output == Self.lines(Array(Self.rows.prefix(2)), "\t"))
  }

  @Test func datesFollowTheZoneAndTheDateFormat() async throws {
    // 09:00Z is 10:00 in Paris in January; 2025-01-01T09:00:00Z is 1735722000 Unix seconds
    // (1735689600 for midnight, plus 9 × 3600).
    let paris = try await Binary.run(Self.plan + ["--tz", "Europe/Paris", "--count", "1"])
    #expect(paris.output.hasPrefix("2025-01-01T10:00:00+01:00\tprovided"))
    let unix = try await Binary.run(Self.plan + ["--date-format", "unix", "--count", "1"])
    #expect(unix.output.hasPrefix("1735722000\tprovided"))
  }

  @Test func svgDrawsBandsMarksAndARefusalAsARedCross() async throws {
    let granted = try await Binary.run(Self.plan + ["--format", "svg"])
    #expect(granted.exited(0))
    #expect(granted.output.hasPrefix("<?xml"))
    #expect(granted.output.hasSuffix("</svg>\n"))
    #expect(granted.output.contains("fill=\"#4e79a7\""), "entry 0's band")
    #expect(granted.output.contains("fill=\"#f28e2b\""), "the relevance window")
    #expect(!granted.output.contains("#e15759"), "no refusal")
    // A budget of 0 refuses the request: the red cross appears.
    let refused = try await Binary.run(
      Array(Self.plan.dropLast(2)) + ["--budget", "0", "--format", "svg"])
    #expect(refused.output.contains("stroke=\"#e15759\""))
    let again = try await Binary.run(Self.plan + ["--format", "svg"])
    #expect(again.output == granted.output, "the same bytes every run")
  }

  /// The profile is named with its model (burst, the default); from the start, 09:00, to
  /// the only grant, 10:00, the plan's end: an hour without a granted reload; no refusal.
  @Test func summaryCountsRequestsAndVerdicts() async throws {
    let run = try await Binary.run(Self.plan + ["--summary"])
    #expect(
      run.output == """
        events: 7
        first: 2025-01-01T09:00:00Z
        last: 2025-01-01T10:00:00Z
        entries eligible: 2
        reload requests: 1 (policy 1, app 0, free 0, retry 0)
        budget: staff, 72 a day, burst (assumed)
        assumed granted: 1, assumed refused: 0
        longest without a granted reload: 1h, from 2025-01-01T09:00:00Z to 2025-01-01T10:00:00Z
        first refusal: none
        text updates: 0

        """)
  }

  @Test func checkFailsWithADiffOnADifferentGoldenFile() async throws {
    let golden = try temporaryFile(Self.lines(Self.rows.dropLast(), "\t"), name: "golden.txt")
    defer { removeTemporary(golden) }
    let run = try await Binary.run(Self.plan + ["--check", golden.path])
    #expect(run.exited(1))
    #expect(run.output == "")
    #expect(run.stderr.contains("assumed-granted"))
  }

  @Test func checkPassesOnTheSameOutputInEachFormat() async throws {
    for (format, expected) in [
      ("text", Self.lines(Self.rows, "\t")), ("csv", Self.lines([Self.columns] + Self.rows, ",")),
    ] {
      let golden = try temporaryFile(expected, name: "golden.txt")
      defer { removeTemporary(golden) }
      let run = try await Binary.run(Self.plan + ["--format", format, "--check", golden.path])
      #expect(run.exited(0), "\(format): \(run.stderr)")
      #expect(run.output == "")
    }
  }
}
