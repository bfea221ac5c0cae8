/// Why a request starts no activity.
///
/// ```swift
/// LiveActivityPlanEvent.Kind.startRefused(.visibility)
/// ```
public enum LiveActivityStartRefusal: String, Sendable, Hashable, CaseIterable {
  /// A request from the app in the background: ActivityKit throws `visibility`
  /// (documented).
  case visibility

  /// A push-to-start without an `alert`, which the documentation requires: the plan
  /// assumes it starts nothing (ours).
  case pushToStartWithoutAlert
}
