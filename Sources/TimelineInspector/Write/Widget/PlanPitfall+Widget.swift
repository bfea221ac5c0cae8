import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension PlanPitfall {
  /// The pitfall of a plan's warning, its dates written by `writeDate` (the run's date
  /// writer, in its zone; nil for a date it cannot write).
  init(_ warning: WidgetPlanWarning, writingDates writeDate: (Date) -> String?) {
    name =
      switch warning {
      case .singleEntryAtEnd: "single-entry-at-end"
      case .firstEntryAfterProvidedAt: "first-entry-after-provided-at"
      case .reloadDateNotAfterProvidedAt: "reload-date-not-after-provided-at"
      case .requestsOverBudget: "requests-over-budget"
      case .requestsCloserThanFiveMinutes: "requests-closer-than-5-minutes"
      case .requestsCloserThanFifteenMinutes: "requests-closer-than-15-minutes"
      case .manyEntries: "many-entries"
      case .entriesCloserThanTwoSeconds: "entries-closer-than-2-seconds"
      case .entriesCloserThanFiveMinutes: "entries-closer-than-5-minutes"
      }
    source = warning.source
    message = warning.description(writingDates: writeDate)
  }

  /// A `Text(date, style: .timer)` inside `entry` still current after its date: the timer
  /// counts up for past dates (documented: displaying-dynamic-dates).
  static func timerPastEnd(entry: Int, timeline: Int, end: String, replacedAt: String?)
    -> PlanPitfall
  {
    let until =
      replacedAt.map { "until it is replaced at \($0)" }
      ?? "with nothing planned to replace it"
    return PlanPitfall(
      name: "timer-counts-past-end", source: .documented,
      message:
        "the timer text of entry \(entry) of timeline \(timeline) counts up again after its --to, \(end), \(until); fix: add an entry dated at the end that shows something else, or use Text(timerInterval:pauseTime:)"
    )
  }

  /// A `TimelineView` or animation inside `entry`: an archived widget view does not move
  /// (observed: https://github.com/jerryfane/herdrup/pull/113).
  static func timelineView(entry: Int, timeline: Int, command: String) -> PlanPitfall {
    PlanPitfall(
      name: "timeline-view-in-widget", source: .observed,
      message:
        "entry \(entry) of timeline \(timeline) holds a TimelineView (\(command)): inside a widget it renders once and does not move; fix: use entries, or a Text timer, relative or offset style"
    )
  }
}
