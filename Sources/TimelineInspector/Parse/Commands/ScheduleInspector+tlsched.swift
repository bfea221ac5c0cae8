import TimelineCore

extension ScheduleInspector {
  /// tlsched itself: the built-in schedules' commands.
  ///
  /// - Parameter version: What `--version` prints after the name.
  public static func tlsched(version: String?) -> ScheduleInspector {
    ScheduleInspector(
      "tlsched",
      abstract:
        "Print the dates SwiftUI's timeline schedules fire at, and how a TimelineView updates from them.",
      version: version,
      entries: [
        CommandEntry(.periodic) { .periodic },
        CommandEntry(.everyMinute) { .everyMinute },
        CommandEntry(.explicit) { .explicit },
        CommandEntry(.animation) { .animation },
        CommandEntry(.textTimer) { .textTimer },
        CommandEntry(.textTimerInterval) { .textTimerInterval },
        CommandEntry(.wallClock) { .wallClock },
        CommandEntry(.textFormat) { .textFormat },
        CommandEntry(.widget) { .widget },
        CommandEntry(.liveActivity) { .liveActivity },
      ])
  }
}
