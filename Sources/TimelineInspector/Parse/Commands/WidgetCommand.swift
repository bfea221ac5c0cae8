import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CommandHeading {
  /// `widget`'s name and abstract: the command list and "Did you mean" show them without
  /// building the command.
  static let widget = CommandHeading(
    name: "widget",
    abstract:
      "Print when a WidgetKit timeline shows each entry, asks for a reload, and what its text reads."
  )
}

/// The options of `widget`, declared once for the command and its reader.
enum WidgetOptions {
  static let file = ScheduleOption.path(
    "file",
    help:
      "Read the entries from this file, one JSON object a line ({\"date\": …, \"relevance\": {\"score\": …, \"duration\": …}, \"text\": \"…\"}); - reads standard input."
  )
  static let policy = ScheduleOption.parsed(
    "policy", default: .atEnd, shownAs: "at-end",
    help: "The timeline's reload policy: at-end, never, or after:DATE.", WidgetValues.policy)
  static let providedAt = ScheduleOption.date(
    "provided-at", default: .now, help: "When the provider hands the timeline over.")
  static let reloadAt = ScheduleOption.parsed(
    "reload-at", value: "dates",
    help:
      "Dates the app calls WidgetCenter.reloadTimelines, separated by commas; counted by the budget.",
    WidgetValues.dateList)

  static let freeReload = ScheduleOption.parsed(
    "free-reload", value: "dates",
    help:
      "Dates the system reloads the widget itself, for free (a change of locale, Dynamic Type or accessibility setting: no call of the app's), separated by commas.",
    WidgetValues.dateList)

  static let foreground = ScheduleOption.parsed(
    "foreground", value: "spans",
    help:
      "Spans START/END the app is in the foreground, separated by commas: its --reload-at calls inside are free and acted on at END.",
    WidgetValues.spanList)

  static let provider = ScheduleOption.parsed(
    "provider", value: "rule",
    help:
      "Plan a provider instead of given entries: 'entries=N,every=D,policy=P' (P: at-end, never, after:DURATION); a day unless --until.",
    WidgetValues.provider)

  static let budget = ScheduleOption.parsed(
    "budget", value: "profile",
    help:
      "Assume reloads granted or refused under a profile: documented (40 of 40–70 a day), staff (72) or a number; none: no verdicts.",
    WidgetValues.budget)

  static let budgetModel = ScheduleOption.choice(
    "budget-model", ["burst": WidgetReloadBudget.Pacing.burst, "paced": .paced],
    help:
      "How --budget spreads its grants: burst (every request until the day's number, then none: a worst case) or paced (one every day/N); both ours."
  )
}

extension ScheduleCommand {
  /// `widget`: a WidgetKit timeline planned over time (docs/semantics.md, "Widgets").
  public static let widget: ScheduleCommand = {
    ScheduleCommand(
      .widget,
      discussion: """
        Entries come from the arguments (DATE[,relevance=SCORE/DURATION]) or --file; each \
        event is a line: the timeline provided, an entry eligible (the earliest moment WidgetKit \
        may show it), a relevance window opening or closing, a reload requested, and, with \
        --budget, the verdict assumed under that profile. Each line ends with its source: \
        documented, staff, observed or ours. An entry's text (--file's "text": the words of a \
        tlsched text command) adds its updates while the entry is current; --render adds what \
        it reads. Pitfalls go to standard error, or into --summary.
        """,
      options: [
        WidgetOptions.file, WidgetOptions.policy,
        WidgetOptions.providedAt, WidgetOptions.reloadAt,
        WidgetOptions.freeReload, WidgetOptions.foreground, WidgetOptions.provider,
        WidgetOptions.budget, WidgetOptions.budgetModel, TextRender.option,
      ],
      examples: [
        "tlsched widget 2025-01-01T09:00:00Z 2025-01-01T09:30:00Z --policy after:2025-01-01T10:00:00Z --now 2025-01-01T09:00:00Z",
        "tlsched widget --provider 'entries=4,every=15m,policy=after:1h' --budget staff --now 2025-01-01T00:00:00Z --summary",
        "tlsched widget --file entries.jsonl --now 2025-01-01T09:00:00Z --until +10s --render",
      ],
      positional: PositionalSpec(
        name: "entry",
        help: "An entry: DATE[,relevance=SCORE/DURATION]; - reads --file from standard input.",
        standardInputOption: WidgetOptions.file.definition.spec, parse: WidgetValues.entry),
      isFinite: true,
      leavingOut: .archivedViews(of: "a widget's")
    ) { arguments in
      let input = try WidgetArguments.read(arguments)
      return PreparedSchedule(widget: input)
    }
  }()
}
