import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CommandHeading {
  /// `every-minute`'s name and abstract: the command list and "Did you mean" show them
  /// without building the command.
  static let everyMinute = CommandHeading(
    name: "every-minute",
    abstract: "Print the start of every minute, from the minute containing --now.")
}

extension ScheduleCommand {
  /// `every-minute`: SwiftUI's `.everyMinute`, in the `--tz` zone.
  public static let everyMinute = ScheduleCommand(
    .everyMinute,
    discussion:
      "Minutes are wall-clock minutes in the --tz zone, found as Foundation's Calendar finds them.",
    examples: [
      "tlsched every-minute --now 2025-01-01T10:09:38Z --count 3",
      "tlsched every-minute --now 2025-10-26T00:58:00Z --tz Europe/Paris --format ndjson",
    ]
  ) { EveryMinuteTimelineSchedule(timeZone: $0.timeZone) }
}
