#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An end an activity is asked for: by the app, or by a push.
///
/// The person's removal is ``LiveActivityRequest/removedByPersonAt``, and the system's
/// end at eight hours needs no request. An end asked for after the activity has ended is
/// ignored (docs/semantics.md, "Live Activities", "Ending and dismissal").
///
/// ```swift
/// let end: LiveActivityEnd<LiveActivityPlainState> = .app(
///   at: Date(timeIntervalSinceReferenceDate: 3600), content: nil, dismissalPolicy: .default)
/// end.date  // 3600
/// ```
public enum LiveActivityEnd<State> {
  /// `end(_:dismissalPolicy:)`, with final content or nil to keep the last.
  case app(at: Date, content: ActivityContent<State>?, dismissalPolicy: ActivityUIDismissalPolicy)

  /// A push with `event: end`, final content or nil to keep the last, and its
  /// `dismissal-date`: nil for the default (up to four hours), a past date for at once.
  case push(at: Date, content: ActivityContent<State>?, dismissalDate: Date?)

  /// When the end is asked for.
  ///
  /// ```swift
  /// LiveActivityEnd<LiveActivityPlainState>.push(at: .now, content: nil, dismissalDate: nil).date
  /// ```
  public var date: Date {
    switch self {
    case .app(let date, _, _), .push(let date, _, _): date
    }
  }

  /// The final content, if the end carries one.
  var content: ActivityContent<State>? {
    switch self {
    case .app(_, let content, _), .push(_, let content, _): content
    }
  }
}

extension LiveActivityEnd: Sendable where State: Sendable {}

extension LiveActivityEnd: Equatable where State: Equatable {}
