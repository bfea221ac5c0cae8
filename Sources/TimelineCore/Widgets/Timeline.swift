#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Entries, each with the earliest date WidgetKit may show it, and a reload policy.
///
/// WidgetKit's `Timeline`, with its name, generic parameter and initializer, so that the
/// body of a provider's `getTimeline` can build one in a test target and have it planned
/// by ``WidgetTimelinePlan``. In a file that imports both WidgetKit and TimelineCore,
/// write `TimelineCore.Timeline`, or use a scoped import (`import struct
/// TimelineCore.Timeline`), as <doc:UsingWithSwiftUI> explains for SwiftUI's names.
///
/// Nothing is checked here, as WidgetKit checks nothing when a timeline is made: the
/// plan refuses what it cannot plan (see ``WidgetTimelineError``).
///
/// ```swift
/// let start = Date(timeIntervalSinceReferenceDate: 0)
/// let timeline = Timeline(
///   entries: [0, 900, 1800].map { WidgetTimelineEntry(date: start + $0) },
///   policy: .atEnd)
/// timeline.entries.count  // 3
/// ```
public struct Timeline<EntryType: TimelineEntry> {
  /// The entries, meant to be in increasing date order.
  public let entries: [EntryType]

  /// When WidgetKit asks the provider for the next timeline.
  public let policy: TimelineReloadPolicy

  /// A timeline of `entries` with a reload `policy`.
  ///
  /// ```swift
  /// Timeline(entries: [WidgetTimelineEntry(date: .now)], policy: .never).policy  // .never
  /// ```
  public init(entries: [EntryType], policy: TimelineReloadPolicy) {
    self.entries = entries
    self.policy = policy
  }
}

extension Timeline: Sendable where EntryType: Sendable {}

extension Timeline: Equatable where EntryType: Equatable {}
