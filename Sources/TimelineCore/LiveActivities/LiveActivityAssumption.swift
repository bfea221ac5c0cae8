/// An assumption a plan makes where the documentation is silent: always a rule of ours.
///
/// The events it shapes carry ``RuleSource/ours``; this says which rule,
/// for which activity (docs/semantics.md, "Live Activities", "Assumptions").
///
/// ```swift
/// let assumption = LiveActivityAssumption.eightHoursFromScheduledStart(activity: 0)
/// assumption.source  // .ours
/// ```
public enum LiveActivityAssumption: Sendable, Hashable, CustomStringConvertible {
  /// A scheduled activity's eight hours are counted from its start, not its request.
  case eightHoursFromScheduledStart(activity: Int)

  /// With no removal given, the person leaves the ended activity on the Lock Screen for
  /// as long as the system keeps it.
  case personLeavesItShowing(activity: Int)

  /// Priority-5 pushes are applied when they are sent: when they arrive is not known.
  case lowPriorityPushesAppliedWhenSent(activity: Int)

  /// A push-to-start without an alert starts nothing: the documentation requires the
  /// alert without saying what happens without it.
  case pushToStartWithoutAlertStartsNothing(activity: Int)

  /// Always ``RuleSource/ours``.
  ///
  /// ```swift
  /// LiveActivityAssumption.personLeavesItShowing(activity: 1).source  // .ours
  /// ```
  public var source: RuleSource { .ours }

  /// The assumption in one line, lowercase, without a prefix.
  ///
  /// ```swift
  /// LiveActivityAssumption.eightHoursFromScheduledStart(activity: 0).description
  /// // "activity 0 is scheduled: its eight hours are counted from its start, ..."
  /// ```
  public var description: String {
    switch self {
    case .eightHoursFromScheduledStart(let activity):
      "activity \(activity) is scheduled: its eight hours are counted from its start, not"
        + " from its request (not documented)"
    case .personLeavesItShowing(let activity):
      "activity \(activity) is assumed left on the Lock Screen until the system removes it:"
        + " the person may remove it sooner"
    case .lowPriorityPushesAppliedWhenSent(let activity):
      "the priority-5 pushes to activity \(activity) are assumed applied when sent: the"
        + " system delivers them when it sees fit"
    case .pushToStartWithoutAlertStartsNothing(let activity):
      "activity \(activity)'s push-to-start has no alert, which the documentation requires:"
        + " it is assumed to start nothing"
    }
  }

  /// The assumptions made for one activity, in the order of the cases.
  static func assumptions(of activity: LiveActivityPlannedActivity) -> [LiveActivityAssumption] {
    let index = activity.index
    var found: [LiveActivityAssumption] = []
    if activity.refusal == .pushToStartWithoutAlert {
      return [.pushToStartWithoutAlertStartsNothing(activity: index)]
    }
    guard activity.refusal == nil else { return [] }
    if activity.isScheduled {
      found.append(.eightHoursFromScheduledStart(activity: index))
    }
    if activity.removal == nil, activity.dismissal > activity.end {
      found.append(.personLeavesItShowing(activity: index))
    }
    let lowPriority = activity.updates.contains { update in
      if case .push(.low, _) = update.delivery { update.date < activity.end } else { false }
    }
    if lowPriority { found.append(.lowPriorityPushesAppliedWhenSent(activity: index)) }
    return found
  }
}
