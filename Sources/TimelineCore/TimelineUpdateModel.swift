/// Which account of a timeline view's updates to follow.
///
/// Apple's documentation and SwiftUI's code disagree for some schedules, such
/// as one whose dates all lie in the future; the two models let you see both.
public enum TimelineUpdateModel: String, Hashable, Sendable, CaseIterable {
  /// What SwiftUI's code does: the view starts from the schedule's first entry
  /// (even one in the future), catches up past entries that are due, and stops
  /// when the schedule runs out.
  case swiftui

  /// What Apple's documentation describes: the view starts from the latest
  /// entry at or before its creation (or the creation time itself if there is
  /// none), then updates once at each later entry.
  case documented
}
