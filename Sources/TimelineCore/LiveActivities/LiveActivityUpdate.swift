#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// New content for an activity, at a date, from the app or a push.
///
/// Each update may move the stale date and the relevance score: the new content's
/// replace the old ones (docs/semantics.md, "Live Activities", "Updates").
///
/// ```swift
/// let update = LiveActivityUpdate(
///   at: Date(timeIntervalSinceReferenceDate: 600),
///   content: ActivityContent(state: LiveActivityPlainState(), staleDate: nil),
///   delivery: .push(priority: .low, alert: false))
/// ```
public struct LiveActivityUpdate<State> {
  /// When the app calls `update(_:)`, or the push is sent.
  public var date: Date

  /// The new content.
  public var content: ActivityContent<State>

  /// How it is delivered.
  public var delivery: LiveActivityDelivery

  /// `content`, delivered at `date` by `delivery`.
  ///
  /// ```swift
  /// LiveActivityUpdate(
  ///   at: .now, content: ActivityContent(state: LiveActivityPlainState(), staleDate: nil)
  /// ).delivery  // .local
  /// ```
  public init(
    at date: Date, content: ActivityContent<State>, delivery: LiveActivityDelivery = .local
  ) {
    self.date = date
    self.content = content
    self.delivery = delivery
  }
}

extension LiveActivityUpdate: Sendable where State: Sendable {}

extension LiveActivityUpdate: Equatable where State: Equatable {}
