/// Which of an activity's contents: the one it starts with, an update's, or its end's.
///
/// ```swift
/// let second: LiveActivityContentID = .update(1)  // the second update's content
/// ```
public enum LiveActivityContentID: Sendable, Hashable {
  /// The content of the request that starts the activity.
  case initial

  /// The content of the update at this index of ``LiveActivityRequest/updates``.
  case update(Int)

  /// The final content of the activity's end.
  case final
}
