extension LiveActivityPlanEvent {
  /// What happens at an event (docs/semantics.md, "Live Activities").
  ///
  /// ```swift
  /// let kind: LiveActivityPlanEvent.Kind = .updateIgnored(
  ///   update: 3, delivery: .local, reason: .afterEnd)
  /// ```
  public enum Kind: Sendable, Hashable {
    /// The activity enters a state.
    case stateChanged(ActivityState)

    /// The request starts nothing, for the reason given.
    case startRefused(LiveActivityStartRefusal)

    /// The activity appears on a surface: on the Dynamic Island, it is the app's
    /// activity that holds it.
    case surfaceGained(LiveActivitySurface)

    /// The activity leaves a surface.
    case surfaceLost(LiveActivitySurface)

    /// The update at `update` is applied: its content is current from now on.
    case updateApplied(update: Int, delivery: LiveActivityDelivery)

    /// The update at `update` changes nothing.
    case updateIgnored(
      update: Int, delivery: LiveActivityDelivery, reason: LiveActivityIgnoredReason)

    /// The end's final content is current from now on.
    case finalContentApplied

    /// The end asked for changes nothing.
    case endIgnored(LiveActivityIgnoredReason)

    /// The priority-10 push just before, the update at `update`, is the
    /// `countedInHour`-th of the hour ending here, more than the assumed hourly budget:
    /// a count against a number the user chose, not a throttle (ours).
    case pushOverAssumedBudget(update: Int, countedInHour: Int)
  }
}
