#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A timeline together with the moment its provider handed it to WidgetKit.
///
/// ```swift
/// let start = Date(timeIntervalSinceReferenceDate: 0)
/// let morning = WidgetProvidedTimeline(
///   providedAt: start,
///   timeline: Timeline(entries: [WidgetTimelineEntry(date: start)], policy: .never))
/// ```
public struct WidgetProvidedTimeline<Entry: TimelineEntry> {
  /// When the provider handed the timeline over.
  public var providedAt: Date

  /// The timeline handed over.
  public var timeline: Timeline<Entry>

  /// `timeline`, handed over at `providedAt`.
  ///
  /// ```swift
  /// WidgetProvidedTimeline(
  ///   providedAt: .now, timeline: Timeline(entries: [WidgetTimelineEntry(date: .now)], policy: .atEnd))
  /// ```
  public init(providedAt: Date, timeline: Timeline<Entry>) {
    self.providedAt = providedAt
    self.timeline = timeline
  }
}

extension WidgetProvidedTimeline: Sendable where Entry: Sendable {}

extension WidgetProvidedTimeline: Equatable where Entry: Equatable {}
