import TimelineCore

/// The options every schedule command takes, declared once: the plan reads
/// their values through these typed keys, and help, completions and the
/// manual page list them from here.
enum CommonOptions {
  static let now = ScheduleOption<Double>(
    OptionSpec(
      "now", kind: .date, help: "The moment the schedule is asked from, and the view created at.",
      default: "the current time"),
    default: .currentTime
  ) { $0.date! }

  static let count = ScheduleOption<Int??>(
    OptionSpec(
      "count", kind: .count,
      help:
        "Print at most n dates or updates; 'all' for no limit (an endless schedule then never stops).",
      default: "\(RunRequest.defaultCount), or all for explicit, --until and --live")
  ) { if case .count(let n) = $0 { .some(n) } else { nil } }

  static let until = ScheduleOption<Double?>(
    OptionSpec(
      "until", kind: .date,
      help: """
        Stop after the last date or update at or before this date. In Always On \
        (--view --mode low-frequency) the display wakes at this date, rounded to the second, \
        so a frame at or after it is not shown.
        """)
  ) { $0.date }

  static let mode = ScheduleOption<TimelineScheduleMode>.choice(
    "mode",
    ["normal": .normal, "low-frequency": .lowFrequency, "lowFrequency": .lowFrequency],
    default: .normal, help: "The mode the schedule is asked in.")

  static let format = ScheduleOption<OutputFormat>.choice(
    "format",
    [
      "text": .text, "json": .json, "ndjson": .ndjson, "csv": .csv, "tsv": .tsv,
      "table": .table, "svg": .svg,
    ], default: .text,
    help:
      "Output format; table is aligned columns for people, svg a picture (text stays the default).")

  static let dateFormat = ScheduleOption<DateFormat>(
    OptionSpec(
      "date-format", kind: .dateFormat,
      help: "How dates are printed: iso8601, unix (seconds), or + and a date(1) pattern.",
      default: DateFormat.iso8601.name),
    default: .value(.dateFormat(.iso8601))
  ) { $0.dateFormat ?? .iso8601 }

  static let tz = ScheduleOption<TimeZoneChoice>(
    OptionSpec(
      "tz", kind: .zone,
      help:
        "Time zone for minutes, dates without an offset, and output: UTC, an IANA name, ±HH:MM, or local for the machine's.",
      default: TimeZoneChoice.utc.name),
    default: .value(.zone(.utc))
  ) { $0.zone ?? .utc }

  static let view = ScheduleOption<Bool>.flag(
    "view", help: "Print how a TimelineView created at --now updates, instead of the raw dates.")

  static let model = ScheduleOption<RunRequest.ViewModel>.choice(
    "model",
    ["swiftui": .swiftui, "documented": .documented, "both": .both], default: .swiftui,
    help: "With --view: whose account of the updates to follow.")

  static let cadence = ScheduleOption<TimelineViewDefaultContext.Cadence?>.choice(
    "cadence",
    ["live": .live, "seconds": .seconds, "minutes": .minutes],
    help: "With --view: the cadence to use instead of the one the mode implies.")

  static let session = ScheduleOption<AlwaysOnSession>.choice(
    "session", ["none": .none, "active": .active],
    default: .none,
    help:
      "With --view in low-frequency mode: whether the app holds a workout or audio session (up to one update a second) or not (up to one a minute)."
  )

  static let live = ScheduleOption<Bool>.flag(
    "live",
    help:
      "Print each line when it falls due on the real clock, instead of all at once. Of the lines already past only the latest is printed, found at once, except Always-On frames kept only by their spacing from the last one kept (wall-clock seconds without --session active): those are read one by one."
  )

  static let help = ScheduleOption<Bool>(
    OptionSpec("help", short: "h", kind: .flag, help: "Show help information.")
  ) { $0 == .flag(true) }

  /// The options that ask for a view's updates on a clock, which a command that
  /// prints a plan at once (`widget`) leaves out.
  static let viewSpecs: [OptionSpec] = [
    view.definition.spec, model.definition.spec, cadence.definition.spec,
    session.definition.spec, live.definition.spec,
  ]

  /// Their specs, in the order help lists them.
  ///
  /// Read from each option directly, not through a list of `any CommandOption`:
  /// boxing a `ScheduleOption<Value>` makes the runtime build its metadata for
  /// each of these options on every run.
  static let specs: [OptionSpec] =
    [
      now.definition.spec, count.definition.spec, until.definition.spec,
      mode.definition.spec, format.definition.spec, dateFormat.definition.spec,
      tz.definition.spec, view.definition.spec, model.definition.spec,
      cadence.definition.spec, session.definition.spec, live.definition.spec,
    ] + OutputOptions.specs + [help.definition.spec]
}
