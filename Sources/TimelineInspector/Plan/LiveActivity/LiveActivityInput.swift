import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What `live-activity` prints, every value checked: the plan, each activity's name and
/// the text each content shows, read by its own command.
struct LiveActivityInput {
  /// The texts of one activity's contents, by ``LiveActivityContentID``.
  struct Texts {
    var initial: WidgetEntryText?
    var updates: [WidgetEntryText?] = []
    var final: WidgetEntryText?

    /// The text of content `id`, if any.
    func text(_ id: LiveActivityContentID) -> WidgetEntryText? {
      switch id {
      case .initial: initial
      case .update(let index): index < updates.count ? updates[index] : nil
      case .final: final
      }
    }

    /// The timer the plan follows for content `id`: `text-timer`'s is a
    /// `Text(date, style: .timer)`, whose count-up the plan warns about; the other texts
    /// stop by themselves or show no timer.
    func timerText(_ id: LiveActivityContentID) -> ActivityTimerText? {
      guard case .updating(.textTimer, _, let end?) = text(id) else { return nil }
      return .timer(Date(timeIntervalSinceReferenceDate: end))
    }
  }

  var plan: LiveActivityPlan
  /// Each activity's name, by index.
  var names: [String]
  /// Each activity's texts, by index (none for a plan made from Swift values).
  var texts: [Texts]
  /// The first request: where the plan starts.
  var start: Double
}
