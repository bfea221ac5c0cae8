import Foundation
import Testing

/// Two rules of `--summary` at their edges (docs/cli.md, "--summary"): a date equal
/// to the one before is folded into it but is no step backwards, and a freeze
/// where the clocks go back is warned of only past twice the median gap.
@Suite struct SummaryEqualDatesAndFreezeThresholdTests {
  /// 00:00, 00:01, 00:01 again, 00:02.
  static let repeated = [
    "explicit", "2025-01-01T00:00:00Z", "2025-01-01T00:01:00Z", "2025-01-01T00:01:00Z",
    "2025-01-01T00:02:00Z", "--now", "2025-01-01T00:00:00Z", "--summary",
  ]

  @Test func aRepeatedDateIsFoldedButIsNoStepBackwards() async throws {
    let text = try await Binary.run(Self.repeated)
    #expect(text.exited(0))
    #expect(!text.lines.contains { $0.hasPrefix("backwards:") }, "\(text.output)")
    // Four dates, three changes of the screen: the repeat is folded into 00:01.
    #expect(
      text.lines.contains(
        "screen changes: 3 (1 folded into the change before, shown at its later time)"))
    #expect(text.lines.contains("gaps: min 0s, median 1m, max 1m"))
    let json = try await Binary.run(Self.repeated + ["--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [String: Any])
    #expect(object["backwards"] == nil)
    let changes = try #require(object["screenChanges"] as? [String: Int])
    #expect(changes == ["count": 3, "folded": 1])
    let warnings = try #require(object["warnings"] as? [[String: String]])
    #expect(!warnings.contains { $0["pitfall"] == "dates-go-backwards" })
  }

  /// Dates every 75 minutes in Europe/Paris across 2025-10-26T01:00Z, where the
  /// clocks go back from +02:00 to +01:00, but for one gap of `freeze` minutes from
  /// 00:30Z that spans it: the median gap is 75 minutes.
  func pitfalls(freeze minutes: Int) async throws -> [String] {
    let freezeEnd = Date(timeIntervalSince1970: 1_761_438_600 + Double(minutes) * 60)
    let formatter = ISO8601DateFormatter()
    var dates = ["2025-10-25T22:00:00Z", "2025-10-25T23:15:00Z", "2025-10-26T00:30:00Z"]
    for step in 0..<3 {
      dates.append(formatter.string(from: freezeEnd.addingTimeInterval(Double(step) * 75 * 60)))
    }
    let run = try await Binary.run(
      ["explicit"] + dates + [
        "--tz", "Europe/Paris", "--now", "2025-10-25T22:00:00Z", "--summary", "--format", "json",
      ])
    #expect(run.exited(0), "\(run.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any])
    let frozen = try #require(object["longestFrozen"] as? [String: Any])
    #expect(frozen["seconds"] as? Double == Double(minutes * 60))
    let warnings = try #require(object["warnings"] as? [[String: String]])
    return warnings.compactMap { $0["pitfall"] }
  }

  @Test(arguments: [90, 150])
  func aFreezeNotLongerThanTwiceTheMedianGapIsNotWarnedOf(_ minutes: Int) async throws {
    #expect(try await !pitfalls(freeze: minutes).contains("freezes-where-clocks-go-back"))
  }

  @Test func aFreezeLongerThanTwiceTheMedianGapIsWarnedOf() async throws {
    #expect(try await pitfalls(freeze: 151).contains("freezes-where-clocks-go-back"))
  }
}
