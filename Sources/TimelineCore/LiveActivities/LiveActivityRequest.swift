#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Everything that is asked of one activity: its start and first content, its updates,
/// its end, and the moment the person removes it.
///
/// ```swift
/// let start = Date(timeIntervalSinceReferenceDate: 0)
/// let delivery = LiveActivityRequest(
///   start: .foreground(at: start),
///   content: ActivityContent(state: LiveActivityPlainState(), staleDate: start + 900),
///   end: .app(at: start + 3600, content: nil, dismissalPolicy: .default))
/// ```
public struct LiveActivityRequest<State> {
  /// How and when it starts.
  public var start: LiveActivityStart

  /// The content it starts with.
  public var content: ActivityContent<State>

  /// Its updates, in date order (updates with one date in the order given).
  public var updates: [LiveActivityUpdate<State>]

  /// The end the app or a push asks for; nil for none, when the system ends it after
  /// eight hours.
  public var end: LiveActivityEnd<State>?

  /// When the person removes it: it ends then if it has not, and is dismissed. Nil when
  /// not given: the plan then assumes the person leaves it for as long as the system
  /// keeps it (ours).
  public var removedByPersonAt: Date?

  /// An activity started by `start` with `content`, updated by `updates`, ended by `end`
  /// and removed by the person at `removedByPersonAt`.
  ///
  /// ```swift
  /// LiveActivityRequest(
  ///   start: .intent(at: .now),
  ///   content: ActivityContent(state: LiveActivityPlainState(), staleDate: nil)
  /// ).updates  // []
  /// ```
  public init(
    start: LiveActivityStart, content: ActivityContent<State>,
    updates: [LiveActivityUpdate<State>] = [], end: LiveActivityEnd<State>? = nil,
    removedByPersonAt: Date? = nil
  ) {
    self.start = start
    self.content = content
    self.updates = updates
    self.end = end
    self.removedByPersonAt = removedByPersonAt
  }
}

extension LiveActivityRequest: Sendable where State: Sendable {}

extension LiveActivityRequest: Equatable where State: Equatable {}
