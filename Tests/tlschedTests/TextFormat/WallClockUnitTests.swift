import Foundation
import Testing

/// `wall-clock --unit` for the units a date format's smallest field can give, and the
/// note for the units SwiftUI's aligned schedule cannot follow.
@Suite struct WallClockUnitTests {
  @Test(arguments: ["month", "year", "weekday", "week", "quarter", "era"])
  func aUnitSwiftUICannotFollowGivesNowAloneWithANote(_ unit: String) async throws {
    let run = try await tlsched("wall-clock", "--unit", unit, "--now", "2025-01-01T10:00:00.5Z")
    #expect(run.exited(0))
    #expect(run.lines == ["2025-01-01T10:00:00.500Z"])
    #expect(run.stderrLines.count == 1)
    #expect(run.stderrLines.first?.hasPrefix("Note: '--unit \(unit)' gives --now alone") == true)
  }

  @Test func aFollowedUnitPrintsNoNote() async throws {
    let run = try await tlsched(
      "wall-clock", "--unit", "hour", "--now", "2025-01-01T10:30:00Z", "--count", "2")
    #expect(run.exited(0))
    #expect(run.lines == ["2025-01-01T10:00:00Z", "2025-01-01T11:00:00Z"])
    #expect(run.stderr == "")
  }

  @Test func helpSaysWhichUnitsGiveNowAlone() async throws {
    let run = try await tlsched("wall-clock", "--help")
    // Help wraps its discussion; read it as one line.
    let text = run.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      text.contains(
        "For month, year, weekday, week, quarter and era the schedule is --now alone: SwiftUI's quirk"
      ))
  }
}
