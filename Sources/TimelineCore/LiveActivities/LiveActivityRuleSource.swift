/// Where a rule of the Live Activity plan comes from, from the strongest source to the
/// weakest.
///
/// Every event, warning and assumption of a ``LiveActivityPlan`` carries one, so that
/// nothing the plan assumes reads as a fact. docs/semantics.md, "Live Activities", gives
/// each rule with its source and address. The cases and their raw values are those of
/// ``WidgetRuleSource``, so that both plans' sources print alike.
///
/// ```swift
/// LiveActivityRuleSource.staff.rawValue  // "staff"
/// ```
public enum LiveActivityRuleSource: String, Sendable, Hashable, CaseIterable {
  /// Apple's documentation, or a WWDC session.
  case documented

  /// An Apple engineer, answering on Apple's developer forums: authoritative, not a
  /// contract.
  case staff

  /// A developer measured it on a device and said how.
  case observed

  /// A modelling choice of this project, where nothing is known.
  case ours
}
