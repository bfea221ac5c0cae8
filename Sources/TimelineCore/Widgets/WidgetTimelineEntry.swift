#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An entry that holds only what the planner reads: a date and an optional relevance.
///
/// WidgetKit has no concrete entry type (each widget declares its own); this one is for
/// planning timelines written as plain dates, and is what ``WidgetProviderRule`` returns.
/// Its name starts with `Widget` so that it cannot be taken for a type of WidgetKit or
/// collide with the `SimpleEntry` of Xcode's widget template.
///
/// ```swift
/// let entry = WidgetTimelineEntry(
///   date: Date(timeIntervalSinceReferenceDate: 0),
///   relevance: TimelineEntryRelevance(score: 5, duration: 600))
/// entry.relevance?.score  // 5.0
/// ```
public struct WidgetTimelineEntry: TimelineEntry, Sendable, Hashable {
  /// The earliest moment WidgetKit may show the entry.
  public var date: Date

  /// The entry's relevance, if it has one.
  public var relevance: TimelineEntryRelevance?

  /// An entry that may show from `date`, with an optional relevance.
  ///
  /// ```swift
  /// WidgetTimelineEntry(date: Date(timeIntervalSinceReferenceDate: 60)).relevance  // nil
  /// ```
  public init(date: Date, relevance: TimelineEntryRelevance? = nil) {
    self.date = date
    self.relevance = relevance
  }
}
