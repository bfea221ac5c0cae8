import Foundation
import Testing

/// `--summary` on dates that go backwards: the gap is negative and said so
/// (`min -5s`), and a `backwards` line (a member in JSON) counts the steps
/// back and gives the first, as docs/cli.md says.
@Suite struct SummaryBackwardsTests {
  private let arguments = [
    "explicit", "2025-01-01T00:00:10Z", "2025-01-01T00:00:05Z", "--now", "2025-01-01T00:00:00Z",
    "--summary",
  ]

  @Test func textSaysTheGapIsMinusFiveSecondsAndTheDatesGoBack() async throws {
    // 00:00:05 comes after 00:00:10: one gap, of 5 - 10 = -5 s; the only step goes back.
    // The screen cannot go back: 00:00:05 is folded into the change at 00:00:10, one change.
    let run = try await Binary.run(arguments)
    #expect(run.exited(0))
    #expect(
      Array(run.lines.prefix(9)) == [
        "dates: 2",
        "first: 2025-01-01T00:00:10Z",
        "last: 2025-01-01T00:00:05Z",
        "gaps: min -5s, median -5s, max -5s",
        "backwards: 1, first from 2025-01-01T00:00:10Z to 2025-01-01T00:00:05Z",
        "screen changes: 1 (1 folded into the change before, shown at its later time)",
        "per minute: -",
        "per hour: -",
        "longest frozen: -",
      ])
  }

  @Test func jsonGivesTheNegativeGapAndTheStepBack() async throws {
    let run = try await Binary.run(arguments + ["--format", "json"])
    #expect(run.exited(0))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any])
    let gaps = try #require(object["gaps"] as? [String: Any])
    #expect(gaps["min"] as? Double == -5)
    #expect(gaps["max"] as? Double == -5)
    let backwards = try #require(object["backwards"] as? [String: Any])
    #expect(backwards["count"] as? Int == 1)
    #expect(backwards["firstFrom"] as? String == "2025-01-01T00:00:10Z")
    #expect(backwards["firstTo"] as? String == "2025-01-01T00:00:05Z")
  }

  @Test func increasingDatesHaveNoBackwardsLine() async throws {
    // 00:00:05 then 00:00:10: a gap of +5 s and nothing goes back.
    let run = try await tlsched(
      "explicit", "2025-01-01T00:00:05Z", "2025-01-01T00:00:10Z", "--now", "2025-01-01T00:00:00Z",
      "--summary")
    #expect(run.exited(0))
    #expect(run.lines.contains("gaps: min 5s, median 5s, max 5s"))
    #expect(!run.lines.contains { $0.hasPrefix("backwards:") })
  }
}
