/// What asks for a reload in a plan.
///
/// ```swift
/// let event: WidgetPlanEvent.Kind = .reloadRequested(.policy)
/// ```
public enum WidgetReloadTrigger: Sendable, Hashable {
  /// The current timeline's reload policy (`.atEnd` or `.after(_:)`).
  case policy

  /// The app, counted by the budget.
  case app

  /// A reload the budget does not count (see ``WidgetAppReload/isFree``).
  case free

  /// The plan's own retry of a refused reload, once the budget has room again: a rule
  /// of ours (docs/semantics.md, "Widgets", "After a refused reload").
  case retry
}
