#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a Live Activity shows, and until when it is fresh: ActivityKit's
/// `ActivityContent`, with its name, generic parameter and initializer.
///
/// `State` is the activity's content state (ActivityKit's `ContentState`); a
/// ``LiveActivityPlan`` reads from it only what ``LiveActivityContentState`` asks. In a
/// file that imports both ActivityKit and TimelineCore, write
/// `TimelineCore.ActivityContent`, or pick it with a scoped import
/// (`import struct TimelineCore.ActivityContent`).
///
/// ```swift
/// let content = ActivityContent(
///   state: LiveActivityPlainState(),
///   staleDate: Date(timeIntervalSinceReferenceDate: 900), relevanceScore: 50)
/// content.relevanceScore  // 50.0
/// ```
public struct ActivityContent<State> {
  /// The content state the activity's views are drawn from.
  public var state: State

  /// When the content becomes out of date: the activity turns ``ActivityState/stale``
  /// then; nil for never (docs/semantics.md, "Live Activities", "Content").
  public var staleDate: Date?

  /// How the activity ranks among its app's activities: the highest holds the Dynamic
  /// Island and leads on the Lock Screen. Scores are relative; 0 when not given.
  public var relevanceScore: Double

  /// Content showing `state`, stale from `staleDate`, ranked by `relevanceScore`.
  ///
  /// ```swift
  /// ActivityContent(state: LiveActivityPlainState(), staleDate: nil).relevanceScore  // 0.0
  /// ```
  public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
    self.state = state
    self.staleDate = staleDate
    self.relevanceScore = relevanceScore
  }
}

extension ActivityContent: Sendable where State: Sendable {}

extension ActivityContent: Equatable where State: Equatable {}

extension ActivityContent: Hashable where State: Hashable {}
