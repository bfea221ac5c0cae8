/// Where a Live Activity is in its life: ActivityKit's `ActivityState`, with its cases.
///
/// A ``LiveActivityPlan`` says when each activity enters each state
/// (``LiveActivityPlanEvent/Kind/stateChanged(_:)``); docs/semantics.md, "Live
/// Activities", "Lifetime and states", gives the rules.
///
/// ```swift
/// ActivityState.allCases  // [.pending, .active, .stale, .ended, .dismissed]
/// ActivityState.ended.rawValue  // "ended"
/// ```
public enum ActivityState: String, Sendable, Hashable, CaseIterable {
  /// Requested and scheduled to start later (iOS 26), not started yet.
  case pending

  /// Started, showing, and taking updates.
  case active

  /// Still showing and taking updates, but past its content's stale date: the app's view
  /// must show that the data is old, as the system does not restyle it.
  case stale

  /// Ended: still visible on the Lock Screen until it is dismissed, and frozen, taking no
  /// more updates.
  case ended

  /// Gone from every surface.
  case dismissed
}
