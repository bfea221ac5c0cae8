#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One event of a widget plan: what happens, when, to which timeline, and on what
/// authority.
///
/// ```swift
/// let start = Date(timeIntervalSinceReferenceDate: 0)
/// let plan = try WidgetTimelinePlan(
///   Timeline(entries: [WidgetTimelineEntry(date: start)], policy: .never), providedAt: start)
/// plan.events.map(\.kind)  // [.timelineProvided, .entryEligible(entry: 0)]
/// plan.events[1].source  // .documented
/// ```
public struct WidgetPlanEvent: Sendable, Equatable {
  /// When it happens: for an entry or a reload, the earliest moment WidgetKit may act.
  public var date: Date

  /// The index of the timeline it belongs to, in the order the timelines were provided
  /// (always 0 in the plan of a single timeline).
  public var timeline: Int

  /// What happens.
  public var kind: Kind

  /// Where the rule that places it comes from.
  public var source: RuleSource

  /// An event of `kind` at `date`, in timeline `timeline`, placed by a rule from `source`.
  ///
  /// ```swift
  /// WidgetPlanEvent(
  ///   date: Date(timeIntervalSinceReferenceDate: 0), timeline: 0,
  ///   kind: .reloadRequested(.app), source: .documented)
  /// ```
  public init(date: Date, timeline: Int, kind: Kind, source: RuleSource) {
    self.date = date
    self.timeline = timeline
    self.kind = kind
    self.source = source
  }
}
