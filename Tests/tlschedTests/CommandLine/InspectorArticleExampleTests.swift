import Foundation
import Testing
import TimelineCore

@testable import TimelineInspector

/// The example of the TimelineInspector documentation catalog
/// (Sources/TimelineInspector/TimelineInspector.docc/InspectingYourOwnSchedule.md),
/// copied here so that it compiles; `main()` is left out, the command line is
/// planned instead.
@Suite struct InspectorArticleExampleTests {
  struct MetricsSchedule: TimelineSchedule {
    var anchor: Date
    var frameInterval: TimeInterval = 1.0 / 30
    var alwaysOnInterval: TimeInterval = 1
    var paused = false

    func entries(from startDate: Date, mode: TimelineScheduleMode)
      -> PeriodicTimelineSchedule.Entries
    {
      let interval = paused ? 60 : mode == .lowFrequency ? alwaysOnInterval : frameInterval
      return PeriodicTimelineSchedule(from: anchor, by: interval).entries(
        from: startDate, mode: mode)
    }
  }

  static let from = ScheduleOption.date(
    "from", default: .now, help: "A date on the schedule's grid.")
  static let frameRate = ScheduleOption.choice(
    "frame-rate", ["30": 30.0, "60": 60.0, "120": 120.0], default: 30.0,
    help: "Frames a second while the wrist is up.")
  static let alwaysOnInterval = ScheduleOption.seconds(
    "always-on-interval", default: 1, help: "The time between updates in Always On.")
  static let paused = ScheduleOption.flag(
    "paused", help: "The workout is paused: update once a minute.")

  static let command = ScheduleCommand(
    "metrics-schedule",
    abstract: "Print when the workout face's metrics update, wrist up or down.",
    options: [from, frameRate, alwaysOnInterval, paused]
  ) { arguments in
    MetricsSchedule(
      anchor: arguments[from], frameInterval: 1 / arguments[frameRate],
      alwaysOnInterval: arguments[alwaysOnInterval], paused: arguments[paused])
  }

  static let tool = ScheduleInspector(command, version: "1.0.0")

  @Test func theUsageLineListsTheFourOptionalOptions() {
    #expect(
      Self.command.usage
        == "[--from <date>] [--frame-rate <frame-rate>] [--always-on-interval <seconds>] [--paused] [<options>]"
    )
  }

  @Test func theDefaultsAreWhatTheDeclarationsSay() throws {
    guard
      case .schedule(let parsed) = try ArgumentParser(tool: Self.tool).parse([
        "--now", "2025-01-01T00:00:00Z",
      ])
    else {
      Issue.record("not a schedule")
      return
    }
    let invocation = try Invocation(parsed, of: Self.command, currentTime: 0)
    #expect(
      invocation.scheduleDescription == [
        #""kind": "metricsSchedule""#, #""from": "2025-01-01T00:00:00Z""#, #""frameRate": "30""#,
        #""alwaysOnInterval": 1.0"#, #""paused": false"#,
      ])
  }
}
