import TimelineCore

extension CommandHeading {
  /// `animation`'s name and abstract: the command list and "Did you mean" show them
  /// without building the command.
  static let animation = CommandHeading(
    name: "animation",
    abstract:
      "Print the dates of an animation schedule: --now, then every --minimum-interval seconds.")
}

/// The options of `animation` that more than its schedule reads: the summary
/// warns about an interval given to a schedule that is not paused (``SummaryFacts``).
enum AnimationOptions {
  static let minimumInterval = ScheduleOption.seconds(
    "minimum-interval",
    help: "The shortest time between dates: seconds or a duration (1m30s, PT1M30S); more than 0.",
    defaultText: "1/120")
  static let paused = ScheduleOption.flag(
    "paused", help: "Pause the schedule: it then has no dates.")
}

extension ScheduleCommand {
  /// `animation`: SwiftUI's `.animation(minimumInterval:paused:)`.
  public static let animation: ScheduleCommand = {
    let interval = AnimationOptions.minimumInterval
    let paused = AnimationOptions.paused
    return ScheduleCommand(
      .animation,
      discussion: "Paused, or in low-frequency mode, the schedule has no dates at all.",
      options: [interval, paused],
      examples: ["tlsched animation --now 2025-01-01T00:00:00Z --minimum-interval 1.5 --count 3"]
    ) { AnimationTimelineSchedule(minimumInterval: $0[interval], paused: $0[paused]) }
  }()
}
