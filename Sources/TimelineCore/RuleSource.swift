/// Where a rule of a plan comes from, from the strongest source to the weakest.
///
/// Every event and warning of a ``WidgetTimelinePlan`` and of a ``LiveActivityPlan``
/// carries one, so that nothing a plan assumes reads as a fact. docs/semantics.md,
/// "Widgets" and "Live Activities", gives each rule with its source and address.
///
/// ```swift
/// WidgetReloadBudget.staff.source  // .staff
/// RuleSource.ours.rawValue  // "ours"
/// ```
public enum RuleSource: String, Sendable, Hashable, CaseIterable {
  /// Apple's documentation, or a WWDC session.
  case documented

  /// An Apple engineer, answering on Apple's developer forums: authoritative, not a
  /// contract.
  case staff

  /// A developer measured it on a device and said how; anecdotal.
  case observed

  /// A modelling choice of this project, where nothing is known.
  case ours
}
