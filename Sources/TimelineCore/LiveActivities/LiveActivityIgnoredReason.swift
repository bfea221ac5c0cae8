/// Why an update or an end changes nothing.
///
/// ```swift
/// LiveActivityPlanEvent.Kind.endIgnored(.afterEnd)
/// ```
public enum LiveActivityIgnoredReason: String, Sendable, Hashable, CaseIterable {
  /// The activity has ended, at this moment or before: it is frozen (documented).
  case afterEnd

  /// The request that would have started the activity started nothing.
  case notStarted
}
