/// Every command and option of `tlsched`: the one table that parsing, help,
/// completions and the manual page follow.
enum Commands {
  /// The program's name as users type it.
  static let programName = "tlsched"

  /// The version `--version` prints.
  static let version = "1.0.0"

  static let help = OptionSpec("help", short: "h", help: "Show help information.")

  /// The options every schedule command takes.
  static let scheduleOptions: [OptionSpec] = [
    OptionSpec(
      "now", value: "date",
      help:
        "The moment the schedule is asked from, and the view created at. (default: the current time)"
    ),
    OptionSpec(
      "count", value: "n",
      help:
        "Print at most n dates or updates; 'all' for no limit. (default: 10, or all for explicit, --until and --live)"
    ),
    OptionSpec(
      "until", value: "date", help: "Stop after the last date or update at or before this date."),
    OptionSpec(
      "mode", value: "mode", choices: ["normal", "low-frequency", "lowFrequency"],
      help: "The mode the schedule is asked in: normal or low-frequency. (default: normal)"),
    OptionSpec(
      "format", value: "format", choices: ["text", "json", "ndjson"],
      help: "Output format: text, json or ndjson. (default: text)"),
    OptionSpec(
      "tz", value: "zone",
      help:
        "Time zone for minutes, dates without an offset, and output: UTC, an IANA name or ±HH:MM. (default: UTC)"
    ),
    OptionSpec(
      "view", help: "Print how a TimelineView created at --now updates, instead of the raw dates."),
    OptionSpec(
      "model", value: "model", choices: ["swiftui", "documented", "both"],
      help:
        "With --view: whose account of the updates to follow: swiftui, documented or both. (default: swiftui)"
    ),
    OptionSpec(
      "cadence", value: "cadence", choices: ["live", "seconds", "minutes"],
      help: "With --view: the cadence to use instead of the one the mode implies."),
    OptionSpec(
      "live", help: "Print each line when it falls due on the real clock, instead of all at once."),
    help,
  ]

  static let periodic = CommandSpec(
    name: "periodic",
    abstract:
      "Print the dates of a periodic schedule: every --by seconds on the grid through --from.",
    discussion: """
      The first date is the latest grid date at or before --now, or the first one after it when --now \
      is before --from. The mode does not change the dates, as in SwiftUI.
      """,
    usage: "--by <seconds> [--from <date>] [<options>]",
    positional: nil,
    options: [
      OptionSpec("from", value: "date", help: "The date the grid is anchored at. (default: --now)"),
      OptionSpec(
        "by", value: "seconds", help: "The interval between dates, in seconds; greater than 0."),
    ] + scheduleOptions,
    examples: [
      "tlsched periodic --from 2025-01-01T00:00:00Z --by 3 --count 10",
      "tlsched periodic --now 2025-01-01T10:34:45Z --from 2025-01-01T10:09:30Z --by 60 --format json",
    ])

  static let everyMinute = CommandSpec(
    name: "every-minute",
    abstract: "Print the start of every minute, from the minute containing --now.",
    discussion:
      "Minutes are wall-clock minutes in the --tz zone, found as Foundation's Calendar finds them.",
    usage: "[<options>]",
    positional: nil,
    options: scheduleOptions,
    examples: [
      "tlsched every-minute --now 2025-01-01T10:09:38Z --count 3",
      "tlsched every-minute --now 2025-10-26T00:58:00Z --tz Europe/Paris --format ndjson",
    ])

  static let explicit = CommandSpec(
    name: "explicit",
    abstract: "Print the given dates exactly as given, in their order.",
    discussion: """
      Dates come from the arguments or from a file (--file - reads standard input), one per line; \
      blank lines and lines starting with # are skipped. Dates that do not increase are printed \
      anyway, with a warning.
      """,
    usage: "[<date> ...] [--file <path>] [<options>]",
    positional: (name: "date", help: "A date to fire at."),
    options: [
      OptionSpec(
        "file", value: "path",
        help: "Read the dates from this file, one per line; - reads standard input.")
    ] + scheduleOptions,
    examples: [
      "tlsched explicit 2025-01-01T00:00:10Z 2025-01-01T00:00:12Z --now 2025-01-01T00:00:00Z --view",
      "printf '2025-01-01T00:00:00Z\\n' | tlsched explicit --file -",
    ])

  static let animation = CommandSpec(
    name: "animation",
    abstract:
      "Print the dates of an animation schedule: --now, then every --minimum-interval seconds.",
    discussion: "Paused, or in low-frequency mode, the schedule has no dates at all.",
    usage: "[--minimum-interval <seconds>] [--paused] [<options>]",
    positional: nil,
    options: [
      OptionSpec(
        "minimum-interval", value: "seconds",
        help: "The shortest time between dates, in seconds; greater than 0. (default: 1/120)"),
      OptionSpec("paused", help: "Pause the schedule: it then has no dates."),
    ] + scheduleOptions,
    examples: ["tlsched animation --now 2025-01-01T00:00:00Z --minimum-interval 1.5 --count 3"])

  static let helpCommand = CommandSpec(
    name: "help",
    abstract: "Show help for tlsched or one of its commands.",
    discussion: "",
    usage: "[<command>]",
    positional: (name: "command", help: "The command to show help for."),
    options: [help],
    examples: ["tlsched help periodic"])

  static let completions = CommandSpec(
    name: "completions",
    abstract: "Print a shell completion script for bash, zsh or fish.",
    discussion: "",
    usage: "<shell>",
    positional: (name: "shell", help: "bash, zsh or fish."),
    options: [help],
    examples: ["source <(tlsched completions bash)"])

  /// The commands that print a schedule.
  static let schedules = [periodic, everyMinute, explicit, animation]

  /// Every command, in the order help lists them.
  static let all = schedules + [helpCommand, completions]

  /// Looks up a command by name.
  static func named(_ name: String) -> CommandSpec? { all.first { $0.name == name } }
}
