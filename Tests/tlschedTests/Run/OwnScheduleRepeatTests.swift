import Foundation
import Testing
import TimelineCore

@testable import TimelineInspector

/// A command built on TimelineInspector for a schedule of its own passes a repeated
/// date on, as SwiftUI does (docs/semantics.md, "Where output stops early"), as
/// `explicit` and the TimelineTesting library do.
@Suite struct OwnScheduleRepeatTests {
  /// "Refresh now, then every quarter hour": the start, then a grid from it.
  struct RefreshNowThenQuarterHours: TimelineSchedule {
    let start: Date
    func entries(from startDate: Date, mode: Mode) -> [Date] {
      [start]
        + Array(
          PeriodicTimelineSchedule(from: start, by: 900)
            .entries(from: startDate, mode: mode).prefix(3))
    }
  }

  static let command = ScheduleCommand(
    "refresh", abstract: "Now, then every quarter hour.", options: []
  ) { arguments in RefreshNowThenQuarterHours(start: arguments.now) }

  @Test func anOwnCommandPrintsARepeatedDate() throws {
    let tool = ScheduleInspector(Self.command, version: "1.0")
    guard
      case .schedule(let parsed) = try ArgumentParser(tool: tool).parse([
        "--now", "2025-01-01T09:00:00Z",
      ])
    else {
      Issue.record("not a schedule")
      return
    }
    var notes: [String] = []
    let text = try textWritten { destination in
      let invocation = try RunRequest(
        parsed, of: tool.commands[0], currentTime: 0, destination: destination)
      notes = try invocation.run { notes.append($0) }
    }
    // By hand: 09:00 (the refresh), 09:00 (the grid's first), 09:15, 09:30; then the end.
    #expect(
      text == """
        2025-01-01T09:00:00Z
        2025-01-01T09:00:00Z
        2025-01-01T09:15:00Z
        2025-01-01T09:30:00Z

        """)
    #expect(notes.isEmpty)
  }
}
