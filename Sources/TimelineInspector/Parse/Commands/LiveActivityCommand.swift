import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CommandHeading {
  /// `live-activity`'s name and abstract: the command list and "Did you mean" show them
  /// without building the command.
  static let liveActivity = CommandHeading(
    name: "live-activity",
    abstract:
      "Print a Live Activity's life: its states, surfaces, updates, the rules it breaks, and what its timer reads."
  )
}

/// The options of `live-activity`, declared once for the command and its reader.
enum LiveActivityOptions {
  static let file = ScheduleOption.path(
    "file",
    help:
      "Read the activities from this file, one event a JSON object a line ({\"activity\": …, \"event\": \"start\", \"date\": …}); - reads standard input."
  )
  static let start = ScheduleOption.date(
    "start", default: .now, help: "When the activity starts.")
  static let startedBy = ScheduleOption.parsed(
    "started-by", value: "how", default: .foreground, shownAs: "foreground",
    help:
      "How it starts: foreground, background, intent, push-to-start, push-to-start-without-alert, or scheduled:DATE (the request's date).",
    LiveActivityValues.startKind)
  static let stale = ScheduleOption.parsed(
    "stale", value: "date", help: "The first content's stale date.", LiveActivityValues.date)
  static let relevance = ScheduleOption.parsed(
    "relevance", value: "score", help: "The first content's relevance score (default 0).",
    LiveActivityValues.relevance)
  static let text = ScheduleOption.parsed(
    "text", value: "words",
    help:
      "The timer text the content shows: the words of a tlsched text command ('text-timer --to DATE').",
    { text, _ throws(OptionValueError) in text })
  static let updates = ScheduleOption.parsed(
    "updates", value: "list",
    help:
      "Updates, separated by commas: DATE[,push=5|push=10][,alert][,stale=DATE|stale=none][,relevance=S].",
    LiveActivityValues.updates)
  static let end = ScheduleOption.parsed(
    "end", value: "date", help: "When the app ends the activity.", LiveActivityValues.date)
  static let dismissal = ScheduleOption.parsed(
    "dismissal", value: "policy", default: .default, shownAs: "default",
    help: "The end's dismissal policy: default, immediate, or after:DATE.",
    LiveActivityValues.dismissal)
  static let removedAt = ScheduleOption.parsed(
    "removed-at", value: "date", help: "When the person removes the activity.",
    LiveActivityValues.date)
  static let pushBudget = ScheduleOption.parsed(
    "push-budget", value: "count",
    help:
      "Assume an hourly budget of priority-10 pushes and mark those over it (ours: the real one is not published).",
    LiveActivityValues.budget)
}

extension ScheduleCommand {
  /// `live-activity`: a Live Activity plan laid out over time (docs/semantics.md, "Live
  /// Activities").
  public static let liveActivity: ScheduleCommand = {
    ScheduleCommand(
      .liveActivity,
      discussion: """
        One activity comes from the options, several from --file. Each event is a line: a \
        state (pending, active, stale, ended, dismissed), the Dynamic Island or the Lock \
        Screen gained or lost, an update applied or ignored, a push over --push-budget. \
        Each line ends with its source: documented, staff, observed or ours. A content's \
        text (--text, --file's "text": the words of a tlsched text command) adds its updates \
        while the content shows; --render adds what it reads. Pitfalls go to standard \
        error, or into --summary, which also counts the pushes: counts, never verdicts.
        """,
      options: [
        LiveActivityOptions.file, LiveActivityOptions.start, LiveActivityOptions.startedBy,
        LiveActivityOptions.stale, LiveActivityOptions.relevance, LiveActivityOptions.text,
        LiveActivityOptions.updates, LiveActivityOptions.end, LiveActivityOptions.dismissal,
        LiveActivityOptions.removedAt, LiveActivityOptions.pushBudget, TextRender.option,
      ],
      examples: [
        "tlsched live-activity --start 2025-01-01T09:00:00Z --stale 2025-01-01T09:15:00Z --updates 2025-01-01T09:10:00Z,stale=2025-01-01T09:25:00Z --end 2025-01-01T09:30:00Z",
        "tlsched live-activity --start 2025-01-01T09:00:00Z --text 'text-timer --to 2025-01-01T09:05:00Z' --end 2025-01-01T09:05:00Z --summary",
        "tlsched live-activity --file activities.jsonl --push-budget 100 --format table",
      ],
      isFinite: true,
      leavingOut: .archivedViews(of: "an activity's")
    ) { arguments in
      PreparedSchedule(liveActivity: try LiveActivityArguments.read(arguments))
    }
  }()
}
