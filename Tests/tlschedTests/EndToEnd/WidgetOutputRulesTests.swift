import Foundation
import Testing

/// Rules of `tlsched widget`'s output that a user relies on, checked through the
/// binary (docs/cli.md, "widget"): comment lines in `--file`, the pitfalls' JSON
/// names, and JSON's warnings inside the document.
@Suite struct WidgetOutputRulesTests {
  /// The events of two entries half an hour apart, handed over at 09:00 with
  /// `.never`: provided, then each entry eligible at its date (docs/cli.md's example).
  static let twoEntries = [
    "2025-01-01T09:00:00Z\tprovided\t0\t-\t-\tdocumented",
    "2025-01-01T09:00:00Z\teligible\t0\t0\t-\tdocumented",
    "2025-01-01T09:30:00Z\teligible\t0\t1\t-\tdocumented",
  ]

  @Test func commentLinesInTheEntriesFileAreSkipped() async throws {
    let file = """
      # the morning's entries
      {"date": "2025-01-01T09:00:00Z"}
      #{"date": "2025-01-01T09:10:00Z"}

      {"date": "2025-01-01T09:30:00Z"}

      """
    let run = try await Binary.run(
      ["widget", "--file", "-", "--policy", "never", "--now", "2025-01-01T09:00:00Z"],
      stdin: Array(file.utf8))
    #expect(run.exited(0), "\(run.stderr)")
    #expect(run.lines == Self.twoEntries)
  }

  /// The pitfalls JSON names, each from a plan that shows it alone (or with the pitfalls
  /// it implies: ``companions``), as docs/cli.md lists them.
  static let pitfalls: [(name: String, arguments: [String], file: String?)] = [
    ("single-entry-at-end", ["2025-01-01T09:00:00Z"], nil),
    ("first-entry-after-provided-at", ["2025-01-01T09:05:00Z", "--policy", "never"], nil),
    (
      "reload-date-not-after-provided-at",
      ["2025-01-01T09:00:00Z", "2025-01-01T09:10:00Z", "--policy", "after:2025-01-01T09:00:00Z"],
      nil
    ),
    (
      "requests-over-budget",
      [
        "2025-01-01T09:00:00Z", "2025-01-01T09:10:00Z", "--policy", "never", "--reload-at",
        "2025-01-01T10:00:00Z,2025-01-01T11:00:00Z", "--budget", "1",
      ], nil
    ),
    (
      "requests-closer-than-15-minutes",
      [
        "2025-01-01T09:00:00Z", "2025-01-01T09:10:00Z", "--policy", "never", "--reload-at",
        "2025-01-01T10:00:00Z,2025-01-01T10:05:00Z",
      ], nil
    ),
    (
      "many-entries",
      ["--provider", "entries=401,every=5m,policy=never", "--until", "2025-01-01T20:00:00Z"], nil
    ),
    (
      "entries-closer-than-2-seconds",
      ["2025-01-01T09:00:00Z", "2025-01-01T09:00:01Z", "--policy", "never"], nil
    ),
    (
      "timer-counts-past-end", ["--file", "-", "--policy", "never"],
      """
      {"date": "2025-01-01T09:00:00Z", "text": "text-timer --to 2025-01-01T09:00:05Z"}
      {"date": "2025-01-01T09:05:00Z"}

      """
    ),
    (
      "timeline-view-in-widget", ["--file", "-", "--policy", "never"],
      """
      {"date": "2025-01-01T09:00:00Z", "text": "periodic --by 60"}
      {"date": "2025-01-01T09:05:00Z"}

      """
    ),
    // keeping-a-widget-up-to-date [documented]: entries about 5 minutes apart or more.
    (
      "entries-closer-than-5-minutes",
      ["2025-01-01T09:00:00Z", "2025-01-01T09:04:59Z", "--policy", "never"], nil
    ),
    // keeping-a-widget-up-to-date [documented]: a minimum time between reloads.
    (
      "requests-closer-than-5-minutes",
      [
        "2025-01-01T09:00:00Z", "2025-01-01T09:10:00Z", "--policy", "never", "--reload-at",
        "2025-01-01T10:00:00Z,2025-01-01T10:04:59Z",
      ], nil
    ),
  ]

  /// The pitfalls a plan showing the one named always shows with it: entries less than 2
  /// seconds apart are less than 5 minutes apart, and requests less than 5 minutes apart
  /// are less than 15.
  static let companions = [
    "entries-closer-than-2-seconds": ["entries-closer-than-5-minutes"],
    "requests-closer-than-5-minutes": ["requests-closer-than-15-minutes"],
  ]

  @Test(arguments: 0..<11)
  func eachPitfallHasItsDocumentedJSONName(_ index: Int) async throws {
    let pitfall = Self.pitfalls[index]
    let run = try await Binary.run(
      ["widget"] + pitfall.arguments + ["--now", "2025-01-01T09:00:00Z", "--format", "json"],
      stdin: pitfall.file.map { Array($0.utf8) })
    #expect(run.exited(0), "\(run.stderr)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any])
    let warnings = try #require(document["warnings"] as? [[String: Any]])
    #expect(
      warnings.compactMap { $0["pitfall"] as? String }
        == [pitfall.name] + (Self.companions[pitfall.name] ?? []))
  }

  @Test func theDocumentationListsEveryPitfallsJSONName() throws {
    let text = try String(
      contentsOf: Binary.packageRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8)
    for pitfall in Self.pitfalls {
      #expect(text.contains("- `\(pitfall.name)`:"), "docs/cli.md does not list \(pitfall.name)")
    }
  }

  /// A pitfall's dates are written as the rows' are, in the run's zone (docs/cli.md,
  /// "widget"): the first entry at 09:05Z, handed over at 09:00Z, read in Paris in winter
  /// (UTC+1) as 10:05 and 10:00.
  @Test func aPitfallsDatesAreInTheRunsZone() async throws {
    let run = try await Binary.run([
      "widget", "2025-01-01T09:05:00Z", "--policy", "never", "--now", "2025-01-01T09:00:00Z",
      "--tz", "Europe/Paris",
    ])
    #expect(run.exited(0), "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "the first entry of timeline 0, at 2025-01-01T10:05:00+01:00, is later than the moment it is provided, 2025-01-01T10:00:00+01:00"
      ), "\(run.stderr)")
  }

  @Test func withJSONTheWarningsAreInTheDocumentAndStandardErrorIsEmpty() async throws {
    let plan = ["widget", "2025-01-01T09:00:00Z", "--now", "2025-01-01T09:00:00Z"]
    let json = try await Binary.run(plan + ["--format", "json"])
    #expect(json.exited(0))
    #expect(json.stderr == "")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [String: Any])
    let warnings = try #require(document["warnings"] as? [[String: Any]])
    #expect(warnings.map { $0["pitfall"] as? String } == ["single-entry-at-end"])
    // The same plan as text warns on standard error.
    let text = try await Binary.run(plan)
    #expect(text.stderrLines.count == 1)
    #expect(text.stderrLines.first?.hasPrefix("Warning: ") == true)
  }
}
