import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What `widget` plans, every value checked: a timeline of given entries or a provider
/// rule, the moment it is provided, the app's reloads and a budget profile.
struct WidgetInput {
  /// A timeline given entry by entry, with the view each entry carries, if any.
  struct GivenTimeline {
    var providedAt: Date
    var entries: [WidgetTimelineEntry]
    var texts: [WidgetEntryText?]
    var policy: TimelineReloadPolicy
  }

  /// Where the timelines come from.
  enum Source {
    /// Given timelines, in the order they are handed over.
    case timelines([GivenTimeline])
    /// A provider rule, answering every granted reload.
    case provider(WidgetProviderRule)
  }

  var source: Source
  /// `--provided-at`: when the first timeline is handed over.
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
    case .timelines(let given):
      return try WidgetTimelinePlan(
        timelines: given.map {
          WidgetProvidedTimeline(
            providedAt: $0.providedAt, timeline: Timeline(entries: $0.entries, policy: $0.policy))
        }, appReloads: appReloads, budget: budget, until: end)
    case .provider(let rule):
      return try WidgetTimelinePlan(
        provider: rule, from: providedAt,
        until: end ?? providedAt.addingTimeInterval(Self.providerSpan), appReloads: appReloads,
        budget: budget)
    }
  }

  /// The view each entry carries, by timeline (none from a provider rule).
  var texts: [[WidgetEntryText?]] {
    if case .timelines(let given) = source { return given.map(\.texts) }
    return []
  }
}
