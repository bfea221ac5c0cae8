/// A content state that holds only what the planner reads: a timer text and an encoded
/// size, both optional.
///
/// ActivityKit has no concrete content state (each activity declares its own); this one
/// is for planning activities described by their dates alone. Its name starts with
/// `LiveActivity` so that it cannot be taken for a type of ActivityKit.
///
/// ```swift
/// let state = LiveActivityPlainState(
///   timerText: .timer(Date(timeIntervalSinceReferenceDate: 600)), encodedSize: 512)
/// state.encodedSize  // 512
/// ```
public struct LiveActivityPlainState: LiveActivityContentState, Sendable, Hashable {
  /// The timer `Text` the view shows, if any.
  public var timerText: ActivityTimerText?

  /// The encoded size in bytes of the activity's attributes and this state, if known.
  public var encodedSize: Int?

  /// A state showing `timerText`, of `encodedSize` bytes once encoded.
  ///
  /// ```swift
  /// LiveActivityPlainState().timerText  // nil
  /// ```
  public init(timerText: ActivityTimerText? = nil, encodedSize: Int? = nil) {
    self.timerText = timerText
    self.encodedSize = encodedSize
  }
}
