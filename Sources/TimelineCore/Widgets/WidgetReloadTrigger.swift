/// What asks for a reload in a plan.
///
/// ```swift
/// let event: WidgetPlanEvent.Kind = .reloadRequested(.policy)
/// ```
public enum WidgetReloadTrigger: Sendable, Hashable {
  /// The current timeline's reload policy (`.atEnd` or `.after(_:)`).
  case policy

  /// The `.atEnd` policy of a timeline of a single entry: the system then picks when to
  /// reload (WWDC21, "Principles of great widgets": documented), so the request's time is
  /// unknown. Its event is dated at the earliest moment the policy allows; the budget
  /// does not count it, and no verdict or timeline follows it (docs/semantics.md,
  /// "Widgets", "Reload requests").
  case policyAtUnknownTime

  /// The app, counted by the budget.
  case app

  /// The app, in a way the budget does not count (see ``WidgetAppReload/isFree``).
  case free

  /// The app while it is in the foreground: not counted (documented); WidgetKit acts on
  /// it when the app leaves the foreground (``foregroundEnd``).
  case foreground

  /// The app's requests made in the foreground, acted on when it leaves the foreground:
  /// a developer saw the provider run only then (observed; docs/semantics.md, "Widgets",
  /// "Free reloads").
  case foregroundEnd

  /// The system itself, after a change of the system's locale, of Dynamic Type or of
  /// another accessibility setting: not counted, and no call of the app's (documented;
  /// ``WidgetAppReload/system(at:)``).
  case system

  /// The plan's own retry of a refused reload, once the budget has room again: a rule
  /// of ours (docs/semantics.md, "Widgets", "After a refused reload").
  case retry
}
