import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What `widget` plans, every value checked: a timeline of given entries or a provider
/// rule, the moment it is provided, the app's reloads and a budget profile.
struct WidgetInput {
  /// An entry as `widget` is given it: the date and relevance WidgetKit reads, and the
  /// view it carries, if any.
  struct Entry: TimelineEntry {
    var date: Date
    var relevance: TimelineEntryRelevance?
    var text: WidgetEntryText?
  }

  /// Where the timelines come from.
  enum Source {
    /// Given timelines, in the order they are handed over.
    case timelines([WidgetProvidedTimeline<Entry>])
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
  /// The lines of `--file` the timelines came from; nil without a file.
  var fileLines: WidgetFileLines? = nil

  /// How long a provider rule is planned without `--until`: a day, the budget's window.
  static let providerSpan: TimeInterval = 86_400

  /// The plan's events up to `until` (seconds since 2001; nil: to its end, or a
  /// provider's day), made as they are asked for.
  func events(until: Double?) throws(WidgetTimelineError) -> WidgetPlanEvents {
    let end = until.map(Date.init(timeIntervalSinceReferenceDate:))
    switch source {
    case .timelines(let given):
      return try WidgetPlanEvents(
        timelines: given, appReloads: appReloads, budget: budget, until: end)
    case .provider(let rule):
      return try WidgetPlanEvents(
        provider: rule, from: providedAt,
        until: end ?? providedAt.addingTimeInterval(Self.providerSpan), appReloads: appReloads,
        budget: budget)
    }
  }

  /// The timelines given, whose entries carry their views (none from a provider rule).
  var givenTimelines: [WidgetProvidedTimeline<Entry>] {
    if case .timelines(let given) = source { return given }
    return []
  }
}
