#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How and when an activity is asked to start.
///
/// Only an app in the foreground, a `LiveActivityIntent` or a push-to-start can start an
/// activity; a request from the background throws `visibility` and starts nothing
/// (docs/semantics.md, "Live Activities", "Lifetime and states").
///
/// ```swift
/// let nine = Date(timeIntervalSinceReferenceDate: 32_400)
/// let start: LiveActivityStart = .scheduled(requestedAt: nine, start: nine + 3600)
/// start.date  // 10:00, when it becomes active
/// ```
public enum LiveActivityStart: Sendable, Hashable {
  /// `Activity.request` from the app in the foreground.
  case foreground(at: Date)

  /// `Activity.request` from the app in the background: it throws `visibility`.
  case background(at: Date)

  /// A `LiveActivityIntent`'s `perform()`, which may start an activity from the
  /// background.
  case intent(at: Date)

  /// A push-to-start notification (iOS 17.2), which needs an `alert` to start anything.
  case pushToStart(at: Date, alert: Bool)

  /// A request at `requestedAt` for an activity to start at `start` (iOS 26): pending
  /// until then.
  case scheduled(requestedAt: Date, start: Date)

  /// When the activity becomes active, or the request that starts nothing is made.
  ///
  /// ```swift
  /// LiveActivityStart.intent(at: Date(timeIntervalSinceReferenceDate: 0)).date  // 0
  /// ```
  public var date: Date {
    switch self {
    case .foreground(let date), .background(let date), .intent(let date): date
    case .pushToStart(let date, _): date
    case .scheduled(_, let start): start
    }
  }

  /// When the request is made: the start's date, or a scheduled request's own.
  var requestDate: Date {
    if case .scheduled(let requestedAt, _) = self { requestedAt } else { date }
  }
}
