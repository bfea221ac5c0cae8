import TimelineCore

extension CommandHeading {
  /// `text-timer`'s name and abstract: the command list and "Did you mean" show them
  /// without building the command.
  static let textTimer = CommandHeading(
    name: "text-timer",
    abstract: "Print when Text(date, style: .timer) updates: SwiftUI's private timer schedule.")
}

/// The options of `text-timer` that more than its schedule reads.
enum TextTimerOptions {
  /// `--to`: the summary warns when the run goes past it (``SummaryFacts``).
  static let to = ScheduleOption.requiredDate(
    "to", help: "The date the timer counts towards (or from): Text(date, style: .timer).")
}

extension ScheduleCommand {
  /// `text-timer`: the schedule behind `Text(date, style: .timer)`.
  public static let textTimer: ScheduleCommand = {
    let to = TextTimerOptions.to
    return ScheduleCommand(
      .textTimer,
      discussion: """
        Every second in normal mode; in low-frequency mode (Always On) once a minute, on the \
        second of the minute --to has in the --tz zone. The schedule never ends: past --to the \
        timer counts up, as SwiftUI's does, so --count all prints for ever; stop it with --until.
        """,
      options: [to, TextRender.option],
      examples: [
        "tlsched text-timer --to 2025-01-01T00:05:00Z --now 2025-01-01T00:00:00Z --count 3",
        "tlsched text-timer --to 2025-01-01T00:05:30Z --now 2025-01-01T00:00:00Z --mode low-frequency --count 3",
        "tlsched text-timer --to 2025-01-01T00:05:00Z --now 2025-01-01T00:00:00Z --count 3 --render",
      ],
      prepare: { arguments in
        .rendering(
          TextTimerTimelineSchedule(alignment: arguments[to], timeZone: arguments.timeZone),
          if: arguments[TextRender.option],
          note: TimerText.note(
            alignment: arguments[to].timeIntervalSinceReferenceDate,
            now: arguments.now.timeIntervalSinceReferenceDate, mode: arguments.mode),
          render: TimerText.timer(
            alignment: arguments[to].timeIntervalSinceReferenceDate, mode: arguments.mode))
      })
  }()
}
