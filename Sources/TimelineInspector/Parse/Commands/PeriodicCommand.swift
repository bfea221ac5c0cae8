import TimelineCore

extension CommandHeading {
  /// `periodic`'s name and abstract: the command list and "Did you mean" show them
  /// without building the command.
  static let periodic = CommandHeading(
    name: "periodic",
    abstract:
      "Print the dates of a periodic schedule: every --by seconds on the grid through --from.")
}

/// The options of `periodic` that more than its schedule reads.
enum PeriodicOptions {
  /// `--from`: the summary warns when it is not given (``SummaryFacts``).
  static let from = ScheduleOption.date(
    "from", default: .now, help: "The date the grid is anchored at.")
}

extension ScheduleCommand {
  /// `periodic`: SwiftUI's `.periodic(from:by:)`.
  public static let periodic: ScheduleCommand = {
    let from = PeriodicOptions.from
    let by = ScheduleOption.requiredSeconds(
      "by",
      help: "The interval between dates: seconds (2.5) or a duration (1m30s, PT1M30S); more than 0."
    )
    return ScheduleCommand(
      .periodic,
      discussion: """
        The first date is the latest grid date at or before --now, or the first one after it when \
        --now is before --from. The mode does not change the dates, as in SwiftUI.
        """,
      options: [from, by],
      examples: [
        "tlsched periodic --from 2025-01-01T00:00:00Z --by 3 --count 10",
        "tlsched periodic --now 2025-01-01T10:34:45Z --from 2025-01-01T10:09:30Z --by 60 --format json",
      ]
    ) { PeriodicTimelineSchedule(from: $0[from], by: $0[by]) }
  }()
}
