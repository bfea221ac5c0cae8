/// What a ``LiveActivityPlan`` reads from an activity's content state: the timer text its
/// view shows, and the encoded size of the activity's data.
///
/// Both have defaults (none, unknown), so that an app's `ContentState` can conform with
/// an empty extension in a test target, and add what it knows.
///
/// ```swift
/// struct DeliveryState: LiveActivityContentState {
///   var arrival: Date
///   var timerText: ActivityTimerText? { .timerInterval(.distantPast...arrival) }
/// }
/// ```
public protocol LiveActivityContentState {
  /// The timer `Text` the activity's view shows with this state; nil for none.
  var timerText: ActivityTimerText? { get }

  /// The size in bytes of the activity's static data (its attributes) and this dynamic
  /// data, encoded; nil when unknown. Over 4 KB the plan refuses the content
  /// (docs/semantics.md, "Live Activities", "Content").
  var encodedSize: Int? { get }
}

extension LiveActivityContentState {
  /// No timer text: the default.
  ///
  /// ```swift
  /// struct Score: LiveActivityContentState { var home = 0 }
  /// Score().timerText  // nil
  /// ```
  public var timerText: ActivityTimerText? { nil }

  /// An unknown size: the default, which the plan does not check.
  ///
  /// ```swift
  /// struct Score: LiveActivityContentState { var home = 0 }
  /// Score().encodedSize  // nil
  /// ```
  public var encodedSize: Int? { nil }
}
