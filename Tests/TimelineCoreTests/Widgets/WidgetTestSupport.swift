import Foundation
import TimelineCore

/// An hour, in seconds: the scenarios' unit.
let hour = 3600.0

/// An entry dated `seconds` after 2001-01-01T00:00:00Z, with an optional relevance.
func entry(_ seconds: Double, relevance: TimelineEntryRelevance? = nil) -> WidgetTimelineEntry {
  WidgetTimelineEntry(date: d(seconds), relevance: relevance)
}

/// A timeline of plain entries at `seconds`, with `policy`.
func timeline(
  _ seconds: [Double], _ policy: TimelineReloadPolicy
) -> Timeline<WidgetTimelineEntry> {
  Timeline(entries: seconds.map { entry($0) }, policy: policy)
}

/// Each event as one line, `SECONDS tTIMELINE WHAT SOURCE`, written here and not by the
/// library, so that an expected plan reads as the scenario's comment works it out:
/// `"900 t0 eligible 1 documented"`, `"3600 t0 granted 2/24h ours"`.
func rows(_ plan: WidgetTimelinePlan) -> [String] {
  plan.events.map(row)
}

/// One event as `rows(_:)` writes it.
func row(_ event: WidgetPlanEvent) -> String {
  let seconds = event.date.timeIntervalSinceReferenceDate
  let at = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  return "\(at) t\(event.timeline) \(label(event.kind)) \(event.source.rawValue)"
}

/// What happens, in a few words.
func label(_ kind: WidgetPlanEvent.Kind) -> String {
  switch kind {
  case .timelineProvided: "provided"
  case .entryEligible(let entry): "eligible \(entry)"
  case .relevanceWindowOpened(let entry, let score): "opens \(entry) score \(score)"
  case .relevanceWindowClosed(let entry): "closes \(entry)"
  case .reloadRequested(let trigger): "request \(trigger)"
  case .reloadAssumedGranted(let counted?): "granted \(counted)/24h"
  case .reloadAssumedGranted(nil): "granted free"
  case .reloadAssumedRefused(let retry?):
    "refused retry \(Int(retry.timeIntervalSinceReferenceDate))"
  case .reloadAssumedRefused(nil): "refused for good"
  }
}

/// The rows of `plan` whose label starts with one of `prefixes` (`"request"`, `"granted"`…).
func rows(_ plan: WidgetTimelinePlan, only prefixes: String...) -> [String] {
  plan.events.filter { event in prefixes.contains { label(event.kind).hasPrefix($0) } }.map(row)
}
