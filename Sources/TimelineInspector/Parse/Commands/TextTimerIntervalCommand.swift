import TimelineCore

extension CommandHeading {
  /// `text-timer-interval`'s name and abstract: the command list and "Did you mean" show them
  /// without building the command.
  static let textTimerInterval = CommandHeading(
    name: "text-timer-interval",
    abstract:
      "Print when Text(timerInterval: from...to, countsDown:) updates: SwiftUI's private schedule.")
}

extension ScheduleCommand {
  /// `text-timer-interval`: the schedule behind `Text(timerInterval:countsDown:)`.
  public static let textTimerInterval: ScheduleCommand = {
    let from = ScheduleOption.date("from", default: .now, help: "The start of the interval.")
    let to = ScheduleOption.requiredDate("to", help: "The end of the interval.")
    let countUp = ScheduleOption.flag(
      "count-up", help: "Count up from --from (countsDown: false) instead of down to --to."
    )
    return ScheduleCommand(
      .textTimerInterval,
      discussion: """
        Every second in normal mode, the first date at or after --to being the last. In \
        low-frequency mode (Always On) a countdown fires once a minute on --to's second, then \
        every second through its last minute; a count-up fires every second through its first \
        minute, then once a minute on --from's second.
        """,
      options: [
        from, to, countUp, TextRender.option,
      ],
      examples: [
        "tlsched text-timer-interval --from 2025-01-01T00:00:00Z --to 2025-01-01T00:05:00Z --now 2025-01-01T00:00:00Z --mode low-frequency --until 2025-01-01T00:05:00Z",
        "tlsched text-timer-interval --from 2025-01-01T00:00:00Z --to 2025-01-01T01:00:00Z --count-up --view --mode low-frequency --until +5m",
      ],
      prepare: { arguments in
        let start = arguments[from]
        let end = arguments[to]
        // SwiftUI's range would trap; the command says what is wrong instead.
        guard start <= end else {
          throw ScheduleValidationError("'--to' must not be before '--from'")
        }
        // What Text(timerInterval:) reads is shown nowhere: every line is a placeholder.
        return .rendering(
          TextTimerIntervalTimelineSchedule(
            interval: start...end, countsDown: !arguments[countUp], timeZone: arguments.timeZone),
          if: arguments[TextRender.option], note: TimerText.note, render: { _ in nil })
      })
  }()
}
