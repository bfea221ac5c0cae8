import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The names and abstracts of tlsched's commands, which its command list and
/// "Did you mean" need without building the commands.
extension CommandHeading {
  static let periodic = CommandHeading(
    name: "periodic",
    abstract:
      "Print the dates of a periodic schedule: every --by seconds on the grid through --from.")
  static let everyMinute = CommandHeading(
    name: "every-minute",
    abstract: "Print the start of every minute, from the minute containing --now.")
  static let explicit = CommandHeading(
    name: "explicit", abstract: "Print the given dates exactly as given, in their order.")
  static let animation = CommandHeading(
    name: "animation",
    abstract:
      "Print the dates of an animation schedule: --now, then every --minimum-interval seconds.")
  static let textTimer = CommandHeading(
    name: "text-timer",
    abstract: "Print when Text(date, style: .timer) updates: SwiftUI's private timer schedule.")
  static let textTimerInterval = CommandHeading(
    name: "text-timer-interval",
    abstract:
      "Print when Text(timerInterval: from...to, countsDown:) updates: SwiftUI's private schedule.")
  static let wallClock = CommandHeading(
    name: "wall-clock",
    abstract: "Print when wall-clock Text updates: SwiftUI's private schedule aligned to --unit.")
}

extension ScheduleCommand {
  /// `periodic`: SwiftUI's `.periodic(from:by:)`.
  public static let periodic: ScheduleCommand = {
    let from = ScheduleOption.date("from", default: .now, help: "The date the grid is anchored at.")
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
      options: [from._definition, by._definition],
      examples: [
        "tlsched periodic --from 2025-01-01T00:00:00Z --by 3 --count 10",
        "tlsched periodic --now 2025-01-01T10:34:45Z --from 2025-01-01T10:09:30Z --by 60 --format json",
      ]
    ) { PeriodicTimelineSchedule(from: $0[from], by: $0[by]) }
  }()

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

  /// `explicit`: SwiftUI's `.explicit(_:)`, with dates from the arguments, a file or standard input.
  public static let explicit: ScheduleCommand = {
    let file = ScheduleOption.path(
      "file", help: "Read the dates from this file, one per line; - reads standard input.")
    return ScheduleCommand(
      .explicit,
      discussion: """
        Dates come from the arguments or from a file (--file - or a lone - reads standard input), \
        one per line; blank lines and lines starting with # are skipped. Dates that do not \
        increase are printed anyway, with a warning.
        """,
      options: [file._definition],
      examples: [
        "tlsched explicit 2025-01-01T00:00:10Z 2025-01-01T00:00:12Z --now 2025-01-01T00:00:00Z --view",
        "printf '2025-01-01T00:00:00Z\\n' | tlsched explicit -",
      ],
      positional: PositionalSpec(
        name: "date", help: "A date to fire at; - reads standard input.",
        standardInputOption: file._definition.spec),
      isFinite: true
    ) { arguments in
      switch try ExplicitDates.read(
        arguments, file: arguments[file], fileBytes: arguments.bytes(of: file))
      {
      case .stream(let stream):
        return PreparedSchedule(streaming: stream)
      case .arguments(let dates):
        if let warning = ExplicitOrder.warning(dates, zone: arguments.zone) {
          writeToStandardError(warning)
        }
        return PreparedSchedule(
          ExplicitTimelineSchedule(dates.lazy.map(Date.init(timeIntervalSinceReferenceDate:))),
          endsWhenDatesStopAdvancing: false)
      }
    }
  }()

  /// `animation`: SwiftUI's `.animation(minimumInterval:paused:)`.
  public static let animation: ScheduleCommand = {
    let interval = ScheduleOption.seconds(
      "minimum-interval",
      help: "The shortest time between dates: seconds or a duration (1m30s, PT1M30S); more than 0.",
      defaultText: "1/120")
    let paused = ScheduleOption.flag("paused", help: "Pause the schedule: it then has no dates.")
    return ScheduleCommand(
      .animation,
      discussion: "Paused, or in low-frequency mode, the schedule has no dates at all.",
      options: [interval._definition, paused._definition],
      examples: ["tlsched animation --now 2025-01-01T00:00:00Z --minimum-interval 1.5 --count 3"]
    ) { AnimationTimelineSchedule(minimumInterval: $0[interval], paused: $0[paused]) }
  }()
}

extension ScheduleCommand {
  /// `text-timer`: the schedule behind `Text(date, style: .timer)`.
  public static let textTimer: ScheduleCommand = {
    let to = ScheduleOption.requiredDate(
      "to", help: "The date the timer counts towards (or from): Text(date, style: .timer).")
    return ScheduleCommand(
      .textTimer,
      discussion: """
        Every second in normal mode; in low-frequency mode (Always On) once a minute, on the \
        second of the minute --to has in the --tz zone. The schedule never ends: past --to the \
        timer counts up, as SwiftUI's does, so --count all prints for ever; stop it with --until.
        """,
      options: [to._definition, TextRender.option._definition],
      examples: [
        "tlsched text-timer --to 2025-01-01T00:05:00Z --now 2025-01-01T00:00:00Z --count 3",
        "tlsched text-timer --to 2025-01-01T00:05:30Z --now 2025-01-01T00:00:00Z --mode low-frequency --count 3",
        "tlsched text-timer --to 2025-01-01T00:05:00Z --now 2025-01-01T00:00:00Z --count 3 --render",
      ],
      prepare: { arguments in
        .rendering(
          TextTimerTimelineSchedule(alignment: arguments[to], timeZone: arguments.timeZone),
          if: arguments[TextRender.option], note: TimerText.note,
          render: TimerText.timer(
            alignment: arguments[to].timeIntervalSinceReferenceDate, mode: arguments.mode))
      })
  }()

  /// `text-timer-interval`: the schedule behind `Text(timerInterval:countsDown:)`.
  public static let textTimerInterval: ScheduleCommand = {
    let from = ScheduleOption.date("from", default: .now, help: "The start of the interval.")
    let to = ScheduleOption.requiredDate("to", help: "The end of the interval.")
    let countUp = ScheduleOption.flag(
      "count-up", help: "Count up from --from (countsDown: false) instead of down to --to.")
    return ScheduleCommand(
      .textTimerInterval,
      discussion: """
        Every second in normal mode, the first date at or after --to being the last. In \
        low-frequency mode (Always On) a countdown fires once a minute on --to's second, then \
        every second through its last minute; a count-up fires every second through its first \
        minute, then once a minute on --from's second.
        """,
      options: [
        from._definition, to._definition, countUp._definition, TextRender.option._definition,
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
      options: [unit._definition, TextRender.option._definition],
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
      ])
  }
}

/// Where an explicit schedule's dates come from: the arguments, read before
/// anything is printed, or a file or standard input, read as they are printed.
enum ExplicitDates {
  /// The dates of the arguments, or the opened dates file.
  enum Source {
    case arguments([Double])
    case stream(DatesStream)
  }

  /// - Parameter fileBytes: The bytes `--file` was typed as (a path need not be UTF-8).
  static func read(_ arguments: ScheduleArguments, file: String?, fileBytes: [UInt8]?)
    throws(CommandLineError) -> Source
  {
    let command = CommandHeading.explicit.name
    var path = file
    if let file {
      if let first = arguments.positionals.first {
        throw .datesGivenTwice(first: first, in: command)
      }
      path = file
    }
    var reader = DateReader(
      zone: arguments.zone, now: { [now = arguments.currentTime] in now },
      relativeBase: arguments.now.timeIntervalSinceReferenceDate)
    if let path {
      return .stream(
        try DatesFile.open(
          path, pathBytes: path == "-" ? [] : fileBytes ?? Array(path.utf8), reader: reader,
          zone: arguments.zone, command: command))
    }
    guard !arguments.positionals.isEmpty else {
      throw .missingDates(in: command)
    }
    var dates: [Double] = []
    dates.reserveCapacity(arguments.positionals.count)
    var writer = DateWriter(zone: arguments.zone)
    for text in arguments.positionals {
      switch reader.read(text) {
      case .success(let t) where writer.canWrite(t): dates.append(t)
      case .success:
        // Refused when read, as --now is: the output could not show it, and
        // stopping there would drop every later date.
        throw .invalidDate(
          text, in: command, "it falls outside years 0001–9999 in the zone \(arguments.zone.name)")
      case .failure(let error):
        let reason =
          looksLikeFileName(text)
          ? "this is not a date; to read dates from a file, write '--file \(Quoted(text))'"
          : DateReader.explain(error)
        throw .invalidDate(text, in: command, reason)
      }
    }
    return .arguments(dates)
  }

  /// Whether a word that is no date names a file, as `dates.txt` or
  /// `logs/run` do: it starts with a letter or a path, and has a path
  /// separator or an extension of letters. Decided from the word alone, so the
  /// message does not depend on which files exist.
  private static func looksLikeFileName(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first,
      first.properties.isAlphabetic || first == "." || first == "/" || first == "~"
    else { return false }
    if text.contains("/") { return true }
    guard let dot = text.lastIndex(of: "."), dot != text.startIndex else { return false }
    let suffix = text[text.index(after: dot)...]
    return !suffix.isEmpty && suffix.allSatisfy { $0.isASCII && $0.isLetter }
  }
}
