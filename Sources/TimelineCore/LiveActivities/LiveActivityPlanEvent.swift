#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One event of a Live Activity plan: what happens, when, to which activity, and on what
/// authority.
///
/// ```swift
/// let start = Date(timeIntervalSinceReferenceDate: 0)
/// let plan = try LiveActivityPlan(
///   LiveActivityRequest(
///     start: .foreground(at: start),
///     content: ActivityContent(state: LiveActivityPlainState(), staleDate: nil)))
/// Array(plan.events).prefix(3).map(\.kind)
/// // [.stateChanged(.active), .surfaceGained(.lockScreen), .surfaceGained(.dynamicIsland)]
/// ```
public struct LiveActivityPlanEvent: Sendable, Equatable {
  /// When it happens.
  public var date: Date

  /// The index of the activity it belongs to, in the order the requests were given.
  public var activity: Int

  /// What happens.
  public var kind: Kind

  /// Where the rule that places it comes from.
  public var source: RuleSource

  /// An event of `kind` at `date`, for activity `activity`, placed by a rule from
  /// `source`.
  ///
  /// ```swift
  /// LiveActivityPlanEvent(
  ///   date: Date(timeIntervalSinceReferenceDate: 0), activity: 0,
  ///   kind: .stateChanged(.active), source: .documented)
  /// ```
  public init(date: Date, activity: Int, kind: Kind, source: RuleSource) {
    self.date = date
    self.activity = activity
    self.kind = kind
    self.source = source
  }
}
