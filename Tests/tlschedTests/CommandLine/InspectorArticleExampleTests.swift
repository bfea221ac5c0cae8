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
  static let frameRate = ScheduleOption.parsed(
    "frame-rate", default: 30.0, shownAs: "30",
    help: "Frames a second while the wrist is up: 1 to 120 (ProMotion's most)."
  ) { text, _ throws(OptionValueError) in
    guard let rate = Int(text), (1...120).contains(rate) else {
      throw OptionValueError("expected a whole number of frames a second, from 1 to 120")
    }
    return Double(rate)
  }
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

  @Test func aRateNoChoiceCouldListIsReadAndOneOutOfRangeRefused() throws {
    guard
      case .schedule(let parsed) = try ArgumentParser(tool: Self.tool).parse([
        "--frame-rate", "24", "--now", "2025-01-01T00:00:00Z",
      ])
    else {
      Issue.record("not a schedule")
      return
    }
    let invocation = try RunRequest(parsed, of: Self.command, currentTime: 0)
    #expect(invocation.scheduleDescription.contains(#""frameRate": "24""#))
    #expect(
      throws: CommandLineError(
        .usage,
        "The value '121' is invalid for '--frame-rate <frame-rate>': expected a whole number of frames a second, from 1 to 120",
        command: "metrics-schedule")
    ) {
      guard
        case .schedule(let parsed) = try ArgumentParser(tool: Self.tool).parse([
          "--frame-rate", "121",
        ])
      else { return }
      _ = try RunRequest(parsed, of: Self.command, currentTime: 0)
    }
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
    let invocation = try RunRequest(parsed, of: Self.command, currentTime: 0)
    #expect(
      invocation.scheduleDescription == [
        #""kind": "metricsSchedule""#, #""from": "2025-01-01T00:00:00Z""#, #""frameRate": "30""#,
        #""alwaysOnInterval": 1.0"#, #""paused": false"#,
      ])
  }
}
