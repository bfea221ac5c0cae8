import Foundation
import Testing

/// A mark equal to the one before it changes nothing on screen: the picture folds it
/// into that one, as it folds an earlier one, and its legend counts it
/// (docs/cli.md, "When the screen changes").
@Suite struct PictureEqualMarkTests {
  func svg(_ dates: [String]) async throws -> String {
    let run = try await Binary.run(
      ["explicit"] + dates + ["--now", "2025-01-01T00:00:00Z", "--format", "svg"])
    #expect(run.exited(0))
    return run.output
  }

  @Test func aMarkEqualToTheOneBeforeIsFolded() async throws {
    let svg = try await svg([
      "2025-01-01T00:00:00Z", "2025-01-01T00:01:00Z", "2025-01-01T00:01:00Z",
      "2025-01-01T00:02:00Z",
    ])
    #expect(svg.contains(">folded: 1 not after the mark before, shown with it</text>"))
  }

  @Test func increasingMarksFoldNothing() async throws {
    let svg = try await svg([
      "2025-01-01T00:00:00Z", "2025-01-01T00:01:00Z", "2025-01-01T00:02:00Z",
    ])
    #expect(!svg.contains("folded:"))
  }
}
