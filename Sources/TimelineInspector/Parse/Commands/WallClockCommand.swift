import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CommandHeading {
  /// `wall-clock`'s name and abstract: the command list and "Did you mean" show them
  /// without building the command.
  static let wallClock = CommandHeading(
    name: "wall-clock",
    abstract: "Print when wall-clock Text updates: SwiftUI's private schedule aligned to --unit.")
}

extension ScheduleCommand {
  /// `wall-clock`: the schedule behind `Text` date styles aligned to a calendar unit.
  public static let wallClock: ScheduleCommand = {
    let unit = ScheduleOption.choice(
      "unit",
      [
        "second": TextWallClockTimelineSchedule.Unit.second, "minute": .minute, "hour": .hour,
        "day": .day, "month": .month, "year": .year, "weekday": .weekday, "week": .week,
        "quarter": .quarter, "era": .era,
      ], default: .minute, help: "The calendar unit the text changes with.")
    return ScheduleCommand(
      .wallClock,
      discussion: """
        The start of the --unit containing --now (in the --tz zone), then the start of each \
        following one, found as SwiftUI asks Foundation's Calendar. The mode does not change \
        the dates. For month, year, weekday, week, quarter and era the schedule is --now \
        alone: SwiftUI's quirk, kept (a note on stderr says so).
        """,
      options: [unit, TextRender.option],
      examples: [
        "tlsched wall-clock --unit hour --now 2025-03-30T00:30:00Z --tz Europe/Paris --count 3"
      ],
      prepare: { arguments in
        WallClockQuirk.prepared(
          TextWallClockTimelineSchedule(unit: arguments[unit], timeZone: arguments.timeZone),
          rendering: arguments[TextRender.option])
      })
  }()
}
