#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The reload policy a ``WidgetProviderRule`` gives each timeline, relative to the moment
/// the timeline is provided.
///
/// ```swift
/// let policy: WidgetProviderPolicy = .after(3600)
/// policy.reloadPolicy(providedAt: Date(timeIntervalSinceReferenceDate: 0))
/// // .after(2001-01-01T01:00:00Z)
/// ```
public enum WidgetProviderPolicy: Sendable, Hashable {
  /// `.atEnd`.
  case atEnd

  /// `.after(providedAt + seconds)`.
  case after(TimeInterval)

  /// `.never`.
  case never

  /// The policy of a timeline provided at `date`.
  ///
  /// ```swift
  /// WidgetProviderPolicy.atEnd.reloadPolicy(providedAt: .now)  // .atEnd
  /// ```
  public func reloadPolicy(providedAt date: Date) -> TimelineReloadPolicy {
    switch self {
    case .atEnd: .atEnd
    case .after(let seconds): .after(date.addingTimeInterval(seconds))
    case .never: .never
    }
  }
}
