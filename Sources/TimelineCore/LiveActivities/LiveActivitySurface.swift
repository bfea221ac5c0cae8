/// Where an activity shows that a plan follows: the Dynamic Island and the Lock Screen.
///
/// StandBy, the banner, the Apple Watch Smart Stack, the Mac menu bar and CarPlay have no
/// lifetime of their own documented, and are not followed (docs/semantics.md, "Live
/// Activities", "Surfaces").
///
/// ```swift
/// LiveActivitySurface.allCases  // [.dynamicIsland, .lockScreen]
/// ```
public enum LiveActivitySurface: String, Sendable, Hashable, CaseIterable {
  /// The Dynamic Island, which shows one activity of the app: the most relevant.
  case dynamicIsland

  /// The Lock Screen, which shows every activity until it is dismissed.
  case lockScreen
}
