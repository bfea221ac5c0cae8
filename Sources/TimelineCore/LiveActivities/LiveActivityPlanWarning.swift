#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A pitfall found in a plan: it is planned all the same, and the warning says why it may
/// not behave as hoped.
///
/// Each warning has the ``source`` of the rule it rests on, and a one-line
/// ``description`` (docs/semantics.md, "Live Activities", "Pitfalls"). The counts behind
/// the budget warnings are in ``LiveActivityPlan/pushCounts``.
///
/// ```swift
/// let start = Date(timeIntervalSinceReferenceDate: 0)
/// let plan = try LiveActivityPlan(
///   LiveActivityRequest(
///     start: .background(at: start),
///     content: ActivityContent(state: LiveActivityPlainState(), staleDate: nil)))
/// plan.warnings  // [.startFromBackground(activity: 0)]
/// plan.warnings[0].source  // .documented
/// ```
public enum LiveActivityPlanWarning: Sendable, Hashable, CustomStringConvertible {
  /// The activity is requested from the background: the request throws `visibility`, and
  /// nothing starts.
  case startFromBackground(activity: Int)

  /// A push-to-start without an alert, which the documentation requires.
  case pushToStartWithoutAlert(activity: Int)

  /// `count` updates come at or after the activity's end, the first at `first`: an ended
  /// activity takes no updates.
  case updatesAfterEnd(activity: Int, count: Int, first: Date)

  /// The dismissal date asked for, `requested`, is more than four hours after the end:
  /// the activity is removed at `removedAt`, four hours after it. `byPush` for a push's
  /// `dismissal-date`, else the app's `.after(_:)` policy.
  case dismissalBeyondFourHours(activity: Int, requested: Date, removedAt: Date, byPush: Bool)

  /// A `Text(date, style: .timer)` countdown reaches its `date` while its content is
  /// current and the activity still shows, and counts up from then until `until`. The
  /// activity ends at `activityEnd`.
  case timerCountsUpPastItsDate(
    activity: Int, content: LiveActivityContentID, date: Date, until: Date, activityEnd: Date)

  /// `pairs` pairs of consecutive local updates of the activity are less than 15 seconds
  /// apart, the first at `first`.
  case localUpdatesCloserThanFifteenSeconds(activity: Int, pairs: Int, first: Date)

  /// Some hour holds more than ten push-to-starts: `count` in the hour ending at
  /// `windowEnd`.
  case manyPushToStarts(count: Int, windowEnd: Date)

  /// Some hour holds more priority-10 pushes than the assumed budget: `count` in the hour
  /// ending at `windowEnd` (the first such hour that holds the most).
  case highPriorityPushesOverAssumedBudget(count: Int, windowEnd: Date, budget: Int)

  /// Where the rule behind the warning comes from.
  ///
  /// ```swift
  /// LiveActivityPlanWarning.manyPushToStarts(count: 12, windowEnd: .now).source  // .staff
  /// ```
  public var source: RuleSource {
    switch self {
    case .startFromBackground, .pushToStartWithoutAlert, .updatesAfterEnd,
      .timerCountsUpPastItsDate:
      .documented
    case .dismissalBeyondFourHours(_, _, _, let byPush): byPush ? .ours : .documented
    case .localUpdatesCloserThanFifteenSeconds, .manyPushToStarts: .staff
    case .highPriorityPushesOverAssumedBudget: .ours
    }
  }

  /// The warning in one line, lowercase, without a prefix; dates in ISO 8601, UTC.
  ///
  /// ```swift
  /// LiveActivityPlanWarning.startFromBackground(activity: 0).description
  /// // "activity 0 is requested from the background: the request throws visibility, ..."
  /// ```
  public var description: String { description(writingDates: planDateText) }

  /// The warning in one line, as ``description`` says it, with each date written by
  /// `write`: so that a program writes the warning's dates as it writes its others
  /// (`tlsched live-activity` in the run's zone, with `--tz`). A date `write`
  /// cannot write (it returns nil) is written as ``description`` writes it.
  ///
  /// ```swift
  /// LiveActivityPlanWarning.updatesAfterEnd(
  ///   activity: 0, count: 2, first: Date(timeIntervalSinceReferenceDate: 60)
  /// ).description(writingDates: { "\($0.timeIntervalSinceReferenceDate) s" })
  /// // "2 updates of activity 0 come at or after its end, the first at 60.0 s: ..."
  /// ```
  public func description(writingDates write: (Date) -> String?) -> String {
    func writeDate(_ date: Date) -> String { write(date) ?? planDateText(date) }
    switch self {
    case .startFromBackground(let activity):
      return "activity \(activity) is requested from the background: the request throws"
        + " visibility and nothing starts (start it in the foreground, from a"
        + " LiveActivityIntent or with a push-to-start)"
    case .pushToStartWithoutAlert(let activity):
      return "activity \(activity)'s push-to-start has no alert: a push-to-start needs one"
    case .updatesAfterEnd(let activity, let count, let first):
      return "\(count) updates of activity \(activity) come at or after its end, the first at"
        + " \(writeDate(first)): an ended activity ignores them"
    case .dismissalBeyondFourHours(let activity, let requested, let removedAt, let byPush):
      return "activity \(activity)'s \(byPush ? "dismissal-date" : ".after dismissal date"),"
        + " \(writeDate(requested)), is more than four hours after its end: it is removed"
        + " at \(writeDate(removedAt))"
    case .timerCountsUpPastItsDate(let activity, let content, let date, let until, let end):
      let showing = date < end ? "active" : "ended, on the Lock Screen"
      return "the .timer text of \(contentText(content)) of activity \(activity) reaches its"
        + " date, \(writeDate(date)), while the activity still shows (\(showing)), and"
        + " counts up for \(durationText(until.timeIntervalSince(date))), until"
        + " \(writeDate(until)): Text(timerInterval:) stops at its end"
    case .localUpdatesCloserThanFifteenSeconds(let activity, let pairs, let first):
      return "\(pairs) pairs of local updates of activity \(activity) less than 15 seconds"
        + " apart, the first at \(writeDate(first)): very frequent updates are dropped,"
        + " about one every 15 seconds is fine (show time with a timer text)"
    case .manyPushToStarts(let count, let windowEnd):
      return "\(count) push-to-starts in the hour ending at \(writeDate(windowEnd)):"
        + " about ten in a short window exceed a budget nothing raises"
    case .highPriorityPushesOverAssumedBudget(let count, let windowEnd, let budget):
      return "\(count) priority-10 pushes in the hour ending at \(writeDate(windowEnd)):"
        + " more than the assumed budget of \(budget) an hour (the real budget is not"
        + " published; priority 5 is not counted)"
    }
  }
}

/// `seconds` as hours, minutes and seconds, leaving out what is zero: "4 h", "1 h 30 min",
/// "45 s"; a fraction of a second is dropped.
func durationText(_ seconds: TimeInterval) -> String {
  let whole = Int(seconds.rounded(.down))
  let parts = [(whole / 3600, "h"), (whole / 60 % 60, "min"), (whole % 60, "s")]
    .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
  return parts.isEmpty ? "0 s" : parts.joined(separator: " ")
}
