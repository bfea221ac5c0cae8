#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How relevant an entry is, and for how many seconds after its date.
///
/// WidgetKit's `TimelineEntryRelevance`, with its name and initializer. From the entry's
/// date, for `duration` seconds, WidgetKit may bring the widget to the top of a Smart
/// Stack; the score is one factor among others, on a scale the provider chooses.
/// ``WidgetTimelinePlan`` shows that span as a relevance window opening at the entry's
/// date and closing `duration` seconds later (docs/semantics.md, "Widgets",
/// "Relevance windows").
///
/// ```swift
/// let relevance = TimelineEntryRelevance(score: 10, duration: 900)
/// relevance.duration  // 900.0: a window of a quarter of an hour from the entry's date
/// ```
public struct TimelineEntryRelevance: Sendable, Hashable {
  /// The entry's importance, compared with the provider's other entries.
  public var score: Float

  /// The number of seconds after the entry's date during which the widget may be
  /// rotated to the top of a stack.
  public var duration: TimeInterval

  /// A relevance of `score` that lasts `duration` seconds from the entry's date.
  ///
  /// ```swift
  /// TimelineEntryRelevance(score: 1).duration  // 0.0, WidgetKit's default too
  /// ```
  public init(score: Float, duration: TimeInterval = 0) {
    self.score = score
    self.duration = duration
  }
}
