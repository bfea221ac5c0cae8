#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension WidgetPlanEvent {
  /// What happens at an event. The verdicts on a reload are always assumed: no rule
  /// known off the device says whether WidgetKit grants one.
  ///
  /// ```swift
  /// let kind: WidgetPlanEvent.Kind = .reloadAssumedGranted(countedInWindow: 3)
  /// ```
  public enum Kind: Sendable, Equatable {
    /// A timeline is provided and replaces the one before.
    case timelineProvided

    /// The entry at `entry` becomes the latest entry dated at or before this moment:
    /// the earliest moment WidgetKit may show it.
    case entryEligible(entry: Int)

    /// The relevance window of the entry at `entry` opens, with the entry's score.
    case relevanceWindowOpened(entry: Int, score: Float)

    /// The relevance window of the entry at `entry` closes.
    case relevanceWindowClosed(entry: Int)

    /// A reload is asked for, by the trigger given.
    case reloadRequested(WidgetReloadTrigger)

    /// The reload asked for just before is assumed granted under the budget profile.
    /// `countedInWindow` is how many counted reloads the sliding 24 hours ending here
    /// then hold, this one included; `nil` for a free reload, which is not counted.
    case reloadAssumedGranted(countedInWindow: Int?)

    /// The reload asked for just before is assumed refused: the last 24 hours already
    /// hold the profile's number of counted reloads. `retryAt` is when the oldest of
    /// them leaves the window and the plan retries; `nil` when the budget is zero.
    case reloadAssumedRefused(retryAt: Date?)
  }
}
