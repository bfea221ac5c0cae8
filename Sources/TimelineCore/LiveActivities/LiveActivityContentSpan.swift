#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A span over which one content of an activity is current while the activity shows,
/// with the timer text it carries.
///
/// A content is current from the activity's start (the initial content), from its
/// update, or from the end that brings it (the final content), until the next content
/// or the activity's dismissal (docs/semantics.md, "Live Activities", "Time inside the
/// view"). Past ``activityEnd`` the activity is ended and lingers on the Lock Screen.
///
/// ```swift
/// let span = LiveActivityContentSpan(
///   activity: 0, content: .initial, from: Date(timeIntervalSinceReferenceDate: 0),
///   until: Date(timeIntervalSinceReferenceDate: 600),
///   activityEnd: Date(timeIntervalSinceReferenceDate: 28_800), timerText: nil)
/// span.until.timeIntervalSince(span.from)  // 600.0
/// ```
public struct LiveActivityContentSpan: Sendable, Hashable {
  /// The activity's index.
  public var activity: Int

  /// Which content.
  public var content: LiveActivityContentID

  /// When it becomes current.
  public var from: Date

  /// When the next content replaces it, or the activity is dismissed.
  public var until: Date

  /// When the activity ends (it is visible and frozen from then until its dismissal).
  public var activityEnd: Date

  /// The timer text the content shows, if any.
  public var timerText: ActivityTimerText?

  /// The span of `content` of activity `activity`, current from `from` until `until`,
  /// in an activity that ends at `activityEnd`, showing `timerText`.
  ///
  /// ```swift
  /// LiveActivityContentSpan(
  ///   activity: 0, content: .final, from: .now, until: .now, activityEnd: .now,
  ///   timerText: nil)
  /// ```
  public init(
    activity: Int, content: LiveActivityContentID, from: Date, until: Date, activityEnd: Date,
    timerText: ActivityTimerText?
  ) {
    self.activity = activity
    self.content = content
    self.from = from
    self.until = until
    self.activityEnd = activityEnd
    self.timerText = timerText
  }

  /// The spans of one activity, in time order: none if it never starts.
  static func spans(of activity: LiveActivityPlannedActivity) -> [LiveActivityContentSpan] {
    guard activity.refusal == nil else { return [] }
    var starts: [(LiveActivityContentID, Date, ActivityTimerText?)] = [
      (.initial, activity.start.date, activity.initial.timerText)
    ]
    for (index, update) in activity.updates.enumerated() where update.date < activity.end {
      starts.append((.update(index), update.date, update.content.timerText))
    }
    if let final = activity.finalContent, activity.endCause != .person,
      activity.endCause != .system
    {
      starts.append((.final, activity.end, final.timerText))
    }
    return starts.indices.map { position in
      let (content, from, timerText) = starts[position]
      let until = position + 1 < starts.count ? starts[position + 1].1 : activity.dismissal
      return LiveActivityContentSpan(
        activity: activity.index, content: content, from: from, until: until,
        activityEnd: activity.end, timerText: timerText)
    }
  }
}
