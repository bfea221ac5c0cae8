/// Why a Live Activity plan cannot be made: the input, not ActivityKit, is at fault.
///
/// Indices count from 0, in the order given: activity 0 is the first request, update 0
/// the first of its updates. Each case's ``description`` says what is wrong in one line,
/// without a prefix, for a command to print after its own (docs/semantics.md, "Live
/// Activities", "What the plan refuses").
///
/// ```swift
/// do {
///   _ = try LiveActivityPlan([LiveActivityRequest<LiveActivityPlainState>]())
/// } catch {
///   print(error)  // no activity was given
/// }
/// ```
public enum LiveActivityPlanError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No activity was given.
  case noActivities

  /// A start's date (or a scheduled request's) is NaN or infinite.
  case startNotFinite(activity: Int)

  /// A scheduled start comes before its request.
  case scheduledStartBeforeRequest(activity: Int)

  /// An update's date is NaN or infinite.
  case updateNotFinite(activity: Int, update: Int)

  /// An update is dated before the one before it: the plan does not guess the order.
  case updatesOutOfOrder(activity: Int, update: Int)

  /// An update is dated before its activity starts: what ActivityKit does with an update
  /// to a pending activity is not documented.
  case updateBeforeStart(activity: Int, update: Int)

  /// An end's date, or its dismissal date, is NaN or infinite.
  case endNotFinite(activity: Int)

  /// An end is asked for before its activity starts.
  case endBeforeStart(activity: Int)

  /// The person's removal is dated NaN or infinite.
  case removalNotFinite(activity: Int)

  /// The person's removal comes before its activity starts.
  case removalBeforeStart(activity: Int)

  /// A content's stale date, relevance score or timer text's dates are NaN or infinite.
  case contentNotFinite(activity: Int, content: LiveActivityContentID)

  /// A content's encoded size is below zero.
  case encodedSizeNegative(activity: Int, content: LiveActivityContentID, bytes: Int)

  /// A content's static and dynamic data, encoded, exceed the documented 4 KB.
  case contentTooLarge(activity: Int, content: LiveActivityContentID, bytes: Int)

  /// An assumed hourly push budget below zero.
  case negativeBudget(Int)

  /// The most bytes an activity's static and dynamic data may take together: 4 KB, read
  /// as 4,096 bytes (the documentation says "4 KB"; the byte count is ours).
  public static let contentSizeLimit = 4096

  /// The message, in one line, lowercase, without a prefix.
  ///
  /// ```swift
  /// LiveActivityPlanError.updatesOutOfOrder(activity: 0, update: 2).description
  /// // "update 2 of activity 0 is dated before update 1: ..."
  /// ```
  public var description: String {
    switch self {
    case .noActivities:
      "no activity was given"
    case .startNotFinite(let activity):
      "activity \(activity) starts at a date that is not finite"
    case .scheduledStartBeforeRequest(let activity):
      "activity \(activity) is scheduled to start before it is requested"
    case .updateNotFinite(let activity, let update):
      "update \(update) of activity \(activity) has a date that is not finite"
    case .updatesOutOfOrder(let activity, let update):
      "update \(update) of activity \(activity) is dated before update \(update - 1): give"
        + " the updates in the order they are made"
    case .updateBeforeStart(let activity, let update):
      "update \(update) of activity \(activity) comes before the activity starts: what"
        + " ActivityKit does with it is not documented, so it cannot be planned"
    case .endNotFinite(let activity):
      "the end of activity \(activity), or its dismissal date, is not finite"
    case .endBeforeStart(let activity):
      "the end of activity \(activity) comes before the activity starts"
    case .removalNotFinite(let activity):
      "the person's removal of activity \(activity) has a date that is not finite"
    case .removalBeforeStart(let activity):
      "the person's removal of activity \(activity) comes before the activity starts"
    case .contentNotFinite(let activity, let content):
      "\(contentText(content)) of activity \(activity) has a stale date, relevance score or"
        + " timer date that is not finite"
    case .encodedSizeNegative(let activity, let content, let bytes):
      "\(contentText(content)) of activity \(activity) has an encoded size of \(bytes) bytes,"
        + " below zero"
    case .contentTooLarge(let activity, let content, let bytes):
      "\(contentText(content)) of activity \(activity) takes \(bytes) bytes encoded: static"
        + " and dynamic data together may take at most 4 KB (\(Self.contentSizeLimit) bytes)"
    case .negativeBudget(let count):
      "an hourly push budget of \(count) is below zero"
    }
  }
}

/// A content named in a message: "the initial content", "the content of update 3", "the
/// final content".
func contentText(_ content: LiveActivityContentID) -> String {
  switch content {
  case .initial: "the initial content"
  case .update(let index): "the content of update \(index)"
  case .final: "the final content"
  }
}
