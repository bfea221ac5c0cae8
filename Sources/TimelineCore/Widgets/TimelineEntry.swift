#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A type that gives the date a widget may show it from, and how relevant it is then.
///
/// This is WidgetKit's `TimelineEntry`, with the same name and requirements, so that the
/// entry type of a widget's provider can conform to it in a test target and be planned
/// with ``WidgetTimelinePlan``. In a file that imports both WidgetKit and TimelineCore,
/// name it `TimelineCore.TimelineEntry`, or pick it with a scoped import
/// (`import protocol TimelineCore.TimelineEntry`), as <doc:UsingWithSwiftUI> explains for
/// SwiftUI's names.
///
/// The date is the earliest moment WidgetKit may show the entry, not the moment it
/// renders (docs/semantics.md, "Widgets", "Entries").
///
/// ```swift
/// struct CountdownEntry: TimelineEntry {
///   let date: Date
///   let secondsLeft: Int
/// }
/// CountdownEntry(date: .now, secondsLeft: 60).relevance  // nil
/// ```
public protocol TimelineEntry {
  /// The earliest moment WidgetKit may show the entry.
  var date: Date { get }

  /// How relevant the entry is from its date on, for a widget in a Smart Stack;
  /// `nil` when the entry says nothing.
  var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
  /// No relevance: the default, as in WidgetKit, for an entry type that declares none.
  ///
  /// ```swift
  /// struct Plain: TimelineEntry { let date: Date }
  /// Plain(date: .now).relevance  // nil
  /// ```
  public var relevance: TimelineEntryRelevance? { nil }
}
