import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What `widget` plans, every value checked: a timeline of given entries or a provider
/// rule, the moment it is provided, the app's reloads and a budget profile.
struct WidgetInput {
  /// Where the timelines come from.
  enum Source {
    /// One timeline of the given entries, each with the view it carries, if any.
    case entries([WidgetTimelineEntry], texts: [WidgetEntryText?], policy: TimelineReloadPolicy)
    /// A provider rule, answering every granted reload.
    case provider(WidgetProviderRule)
  }

  var source: Source
  /// `--provided-at`.
  var providedAt: Date
  /// `--reload-at` and `--free-reload`, in that order.
  var appReloads: [WidgetAppReload]
  /// `--budget`; nil for no verdicts.
  var budget: WidgetReloadBudget?

  /// How long a provider rule is planned without `--until`: a day, the budget's window.
  static let providerSpan: TimeInterval = 86_400

  /// The plan up to `until` (seconds since 2001; nil: to its end, or a provider's day).
  func plan(until: Double?) throws(WidgetTimelineError) -> WidgetTimelinePlan {
    let end = until.map(Date.init(timeIntervalSinceReferenceDate:))
    switch source {
    case .entries(let entries, _, let policy):
      return try WidgetTimelinePlan(
        timelines: [
          WidgetProvidedTimeline(
            providedAt: providedAt, timeline: Timeline(entries: entries, policy: policy))
        ], appReloads: appReloads, budget: budget, until: end)
    case .provider(let rule):
      return try WidgetTimelinePlan(
        provider: rule, from: providedAt,
        until: end ?? providedAt.addingTimeInterval(Self.providerSpan), appReloads: appReloads,
        budget: budget)
    }
  }

  /// The view each entry of timeline 0 carries (none from a provider rule).
  var texts: [WidgetEntryText?] {
    if case .entries(_, let texts, _) = source { return texts }
    return []
  }
}
