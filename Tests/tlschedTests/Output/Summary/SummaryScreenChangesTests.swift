import Foundation
import Testing

@testable import TimelineInspector

/// `--summary` counts when the screen changes: a time not after every time
/// before it is folded into the change before it (the screen cannot go back),
/// the rates and the longest frozen span are of the changes, and a
/// `screen changes:` line says how many there are and how many were folded,
/// as docs/cli.md says.
@Suite struct SummaryScreenChangesTests {
  /// The countdown of the golden file text-format-countdown.txt: 0, 0.5333…,
  /// 1.5333…, 1.5 + 2⁻²³, 2.5333… s (docs/semantics.md, "A style that fails to advance").
  private let countdown = [
    "text-format", "--style", ".time(pattern: .minuteSecond)", "--anchor",
    "2025-01-01T00:00:03Z", "--now", "2025-01-01T00:00:00Z", "--count", "5", "--summary",
  ]

  @Test func aCountdownPresentedLateChangesTheScreenFourTimes() async throws {
    // By hand: 1.5 + 2⁻²³ is not after 1.5333…, so it is folded into that change: the
    // screen changes at 0, 0.5333…, 1.5333…, 2.5333…, four times. The changes are 533 ms,
    // 1 s and 1 s apart: the longest frozen span is the first 1 s one. Three changes after
    // the first over 2.533333302 s: 3 × 60 / 2.533333302 = 71.05 a minute.
    let run = try await Binary.run(countdown)
    #expect(run.exited(0))
    #expect(
      run.lines.contains(
        "backwards: 1, first from 2025-01-01T00:00:01.533333302Z to 2025-01-01T00:00:01.500000119Z"
      ))
    #expect(
      run.lines.contains(
        "screen changes: 4 (1 folded into the change before, shown at its later time)"))
    #expect(run.lines.contains("per minute: 71.05"))
    #expect(
      run.lines.contains(
        "longest frozen: 1s from 2025-01-01T00:00:00.533333302Z to 2025-01-01T00:00:01.533333302Z"
      ))
  }

  @Test func jsonCountsTheChangesAndTheFolded() async throws {
    let run = try await Binary.run(countdown + ["--format", "json"])
    #expect(run.exited(0))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any])
    let changes = try #require(object["screenChanges"] as? [String: Any])
    #expect(changes["count"] as? Int == 4)
    #expect(changes["folded"] as? Int == 1)
    #expect(object["dates"] as? Int == 5)
  }

  @Test func aTextThatChangesOnceASecondIsCountedOnceASecond() async throws {
    // Counting down to 00:10:00 the schedule gives, each two seconds, X.5333…, X.5 + 2⁻²³
    // (folded), (X+1).5333…: 12 dates from 0 reach 6.5 + 2⁻²³, of which 4 are folded; the
    // screen changes at 0 and 0.5333 … 6.5333…: 8 times, 7 after the first over
    // 6.533333302 s, 7 × 60 / 6.533333302 = 64.29 a minute (the raw dates would say
    // 11 × 60 / 6.5 = 101.54).
    let run = try await tlsched(
      "text-format", "--style", ".time(pattern: .minuteSecond)", "--anchor",
      "2025-01-01T00:10:00Z", "--now", "2025-01-01T00:00:00Z", "--count", "12", "--summary")
    #expect(run.exited(0))
    #expect(run.lines.contains("dates: 12"))
    #expect(
      run.lines.contains(
        "screen changes: 8 (4 folded into the change before, shown at its later time)"))
    #expect(run.lines.contains("per minute: 64.29"))
  }

  @Test func increasingDatesHaveNoScreenChangesLine() async throws {
    let run = try await tlsched(
      "periodic", "--by", "1", "--from", "2025-01-01T00:00:00Z", "--now", "2025-01-01T00:00:00Z",
      "--count", "3", "--summary")
    #expect(run.exited(0))
    #expect(!run.lines.contains { $0.hasPrefix("screen changes:") })
    #expect(run.lines.contains("per minute: 60.00"))
  }

  @Test(
    arguments: [
      // (times, changes, folded, longest frozen): worked out by hand.
      ([0.0, 10, 5, 20], 3, 1, 10.0),  // 5 folded into 10; changes 0, 10, 20
      ([0.0, 10, 10, 30], 3, 1, 20),  // the second 10 changes nothing
      ([10.0, 5, 2], 1, 2, nil),  // everything after 10 is folded into it
      ([0.0, 60, 120], 3, 0, 60),
    ] as [([Double], Int, Int, Double?)])
  func timesNotAfterTheLastChangeAreFolded(
    _ times: [Double], _ changes: Int, _ folded: Int, _ frozen: Double?
  ) {
    var summary = TimelineSummary()
    for t in times { summary.add(t) }
    #expect(summary.count == times.count)
    #expect(summary.changes == changes)
    #expect(summary.folded == folded)
    #expect(summary.longestFrozen?.length == frozen)
  }

  @Test func closingCountsFromTheLastChangeNotTheLastTime() {
    // 0, 10, then 5 folded: what 10 shows stays until 30, 20 s.
    var summary = TimelineSummary()
    for t in [0.0, 10, 5] { summary.add(t) }
    summary.close(at: 30)
    #expect(summary.longestFrozen == TimelineSummary.Span(start: 10, end: 30))
  }
}
