import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension PlanPitfall {
  /// The pitfall of a Live Activity plan's warning: a name for JSON, the rule's source
  /// and the plan's own one-line message (docs/semantics.md, "Live Activities",
  /// "Pitfalls"), its dates written by `writeDate` (the run's date writer, in its zone;
  /// nil for a date it cannot write).
  init(_ warning: LiveActivityPlanWarning, writingDates writeDate: (Date) -> String?) {
    let name =
      switch warning {
      case .startFromBackground: "start-from-background"
      case .pushToStartWithoutAlert: "push-to-start-without-alert"
      case .updatesAfterEnd: "updates-after-end"
      case .dismissalBeyondFourHours: "dismissal-beyond-four-hours"
      case .timerCountsUpPastItsDate: "timer-counts-up-past-its-date"
      case .localUpdatesCloserThanFifteenSeconds: "local-updates-closer-than-15-seconds"
      case .manyPushToStarts: "many-push-to-starts"
      case .highPriorityPushesOverAssumedBudget: "pushes-over-assumed-budget"
      }
    self.init(
      name: name, source: warning.source, message: warning.description(writingDates: writeDate))
  }
}

extension ReportFooter {
  /// The assumptions as a JSON list of strings, one a line at the indent of a
  /// document's members: `[]` when there are none.
  var assumptionsList: String {
    guard !assumptions.isEmpty else { return "[]" }
    return "[\n    " + assumptions.map(JSONText.string).joinedText(separator: ",\n    ") + "\n  ]"
  }
}
