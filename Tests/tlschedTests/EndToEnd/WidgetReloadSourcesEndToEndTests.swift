import Foundation
import Testing

/// Where a widget's reloads come from and when, through the binary (issue 41, points 3 to
/// 5), against docs/cli.md, "widget", and docs/semantics.md, "Widgets". Expected lines
/// are worked out by hand in each comment.
@Suite struct WidgetReloadSourcesEndToEndTests {
  static let nine = "2025-01-01T09:00:00Z"

  /// WWDC21 (documented): a single entry with `.atEnd` lets the system pick the reload
  /// time. Given as an entry or from `--provider`, the same three rows: provided,
  /// eligible, and a request of unknown time at 09:00, documented, with no verdict under
  /// the staff profile and no timeline after it.
  @Test func aSingleAtEndEntryGetsOneAnswerGivenOrFromAProvider() async throws {
    let expected = [
      "\(Self.nine)\tprovided\t0\t-\t-\tdocumented",
      "\(Self.nine)\teligible\t0\t0\t-\tdocumented",
      "\(Self.nine)\trequest\t0\t-\tpolicy-time-unknown\tdocumented",
    ]
    let given = try await Binary.run([
      "widget", Self.nine, "--now", Self.nine, "--budget", "staff",
    ])
    let provided = try await Binary.run([
      "widget", "--provider", "entries=1,policy=at-end", "--now", Self.nine, "--budget",
      "staff",
    ])
    #expect(given.exited(0))
    #expect(provided.exited(0), "\(provided.stderr)")
    #expect(given.lines == expected)
    #expect(provided.lines == expected)
  }

  /// A provider asking every 15 minutes from midnight, under the documented 40. Burst
  /// (the default, ours): requests at 00:15 … 10:00 granted (40), the one at 10:15
  /// refused with its retry at 00:15 the next day, after the plan's end: the longest
  /// span without a grant runs from 10:00 to the end, 24:00, 14 hours. Paced (ours): a
  /// grant every 24 h / 40 = 36 minutes, the first at 00:15; the request at 00:30 is the
  /// first refusal; the longest span is 00:15 to 00:51, 36 minutes (before it, 15; after
  /// the last grant, at 23:39, 21).
  @Test(arguments: [
    (
      [String](), "burst", 1, "14h, from 2025-01-01T10:00:00Z to 2025-01-02T00:00:00Z",
      "2025-01-01T10:15:00Z"
    ),
    (
      ["--budget-model", "paced"], "paced", 40,
      "36m, from 2025-01-01T00:15:00Z to 2025-01-01T00:51:00Z", "2025-01-01T00:30:00Z"
    ),
  ])
  func theSummaryGivesTheLongestSpanWithoutAGrantAndTheFirstRefusal(
    _ model: [String], _ name: String, _ refused: Int, _ longest: String, _ refusal: String
  ) async throws {
    let run = try await Binary.run(
      [
        "widget", "--provider", "entries=1,policy=after:15m", "--budget", "documented",
        "--now", "2025-01-01T00:00:00Z", "--summary",
      ] + model)
    #expect(run.exited(0), "\(run.stderr)")
    #expect(run.lines.contains("budget: documented, 40 a day of 40–70, \(name) (assumed)"))
    #expect(run.lines.contains("assumed granted: 40, assumed refused: \(refused)"))
    #expect(run.lines.contains("longest without a granted reload: \(longest)"))
    #expect(run.lines.contains("first refusal: \(refusal)"))
  }

  /// `--budget-model` means nothing without a profile: a bad command line.
  @Test func aBudgetModelWithoutABudgetIsRefused() async throws {
    let run = try await Binary.run([
      "widget", Self.nine, "--now", Self.nine, "--budget-model", "paced",
    ])
    #expect(run.exited(64))
    #expect(run.output == "")
    #expect(run.stderrLines.first?.contains("'--budget-model' needs '--budget'") == true)
  }

  /// Entries at 09:00 and 09:30, `.never`, the app's call at 09:10 granted (1 of 72):
  /// given timelines bring no timeline, so entry 1 at 09:30 is a row a real reload would
  /// have replaced (ours): its detail is `replaced` in text, CSV and the table, JSON adds
  /// `"replaced": true`, and the picture labels its band `0.1 replaced`. The rows before
  /// the grant are not marked.
  @Test func rowsAGrantedReloadWouldHaveReplacedAreMarkedInEveryFormat() async throws {
    let arguments = [
      "widget", Self.nine, "2025-01-01T09:30:00Z", "--policy", "never", "--reload-at",
      "2025-01-01T09:10:00Z", "--budget", "staff", "--now", Self.nine,
    ]
    let text = try await Binary.run(arguments)
    #expect(
      text.lines == [
        "\(Self.nine)\tprovided\t0\t-\t-\tdocumented",
        "\(Self.nine)\teligible\t0\t0\t-\tdocumented",
        "2025-01-01T09:10:00Z\trequest\t0\t-\tapp\tdocumented",
        "2025-01-01T09:10:00Z\tassumed-granted\t0\t-\tcounted=1/72\tours",
        "2025-01-01T09:30:00Z\teligible\t0\t1\treplaced\tdocumented",
      ])
    let csv = try await Binary.run(arguments + ["--format", "csv"])
    #expect(csv.lines.last == "2025-01-01T09:30:00Z,eligible,0,1,replaced,documented")
    let ndjson = try await Binary.run(arguments + ["--format", "ndjson"])
    let objects = try jsonLines(ndjson)
    #expect(objects.last?["replaced"] as? Bool == true)
    #expect(objects.dropLast().allSatisfy { $0["replaced"] == nil })
    let table = try await Binary.run(arguments + ["--format", "table"])
    #expect(table.lines.last?.contains("  replaced  ") == true)
    let picture = try await Binary.run(arguments + ["--format", "svg"])
    #expect(picture.output.contains("0.1 replaced"))
    #expect(!picture.output.contains("0.0 replaced"))
  }

  /// The app's call at 09:10 inside its foreground span 09:05–09:20 is free
  /// (documented: `foreground`) and acted on at 09:20 (observed: `foreground-end`), its
  /// free grant assumed (ours); the summary says the delay is not documented.
  @Test func aCallInTheForegroundIsActedOnAtTheSpansEnd() async throws {
    let arguments = [
      "widget", Self.nine, "--policy", "never", "--reload-at", "2025-01-01T09:10:00Z",
      "--foreground", "2025-01-01T09:05:00Z/2025-01-01T09:20:00Z", "--budget", "staff",
      "--now", Self.nine,
    ]
    let run = try await Binary.run(arguments)
    #expect(run.exited(0), "\(run.stderr)")
    #expect(
      Array(run.lines.dropFirst(2)) == [
        "2025-01-01T09:10:00Z\trequest\t0\t-\tforeground\tdocumented",
        "2025-01-01T09:20:00Z\trequest\t0\t-\tforeground-end\tobserved",
        "2025-01-01T09:20:00Z\tassumed-granted\t0\t-\tfree\tours",
      ])
    let summary = try await Binary.run(arguments + ["--summary"])
    #expect(summary.lines.contains { $0.hasPrefix("request delay: not documented") })
  }

  /// A span that ends before it starts is a bad command line naming the span.
  @Test func aForegroundSpanEndingBeforeItStartsIsRefused() async throws {
    let run = try await Binary.run([
      "widget", Self.nine, "--now", Self.nine, "--foreground",
      "2025-01-01T09:20:00Z/2025-01-01T09:05:00Z",
    ])
    #expect(run.exited(64))
    #expect(run.output == "")
    #expect(run.stderrLines.first?.hasSuffix("the span must end after it starts") == true)
  }

  /// `--free-reload` is the system's own reload (a locale or accessibility change), not
  /// the app's call: trigger `system`, and its free grant, both documented.
  @Test func aFreeReloadIsTheSystemsOwnAndDocumented() async throws {
    let run = try await Binary.run([
      "widget", Self.nine, "--policy", "never", "--free-reload", "2025-01-01T09:10:00Z",
      "--budget", "staff", "--now", Self.nine,
    ])
    #expect(
      Array(run.lines.dropFirst(2)) == [
        "2025-01-01T09:10:00Z\trequest\t0\t-\tsystem\tdocumented",
        "2025-01-01T09:10:00Z\tassumed-granted\t0\t-\tfree\tdocumented",
      ])
  }

  /// docs/semantics.md, "`.relative` and `.offset`: not shown": a private class picks
  /// their interval. The refusal says so and points at the modelled styles.
  @Test(arguments: ["relative", "offset"])
  func aRelativeOrOffsetTextSaysWhyAndWhatToUse(_ style: String) async throws {
    let run = try await Binary.run(
      ["widget", "--file", "-", "--now", Self.nine],
      stdin: Array("{\"date\": \"\(Self.nine)\", \"text\": \"\(style)\"}\n".utf8))
    #expect(run.exited(65))
    let message = run.stderrLines.first ?? ""
    #expect(message.contains("Text(date, style: .\(style))"))
    #expect(message.contains("chosen by a private class"))
    #expect(message.contains("Date.AnchoredRelativeFormatStyle"))
    #expect(message.hasSuffix("or text-timer"))
  }
}
