#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// When the system removes a Live Activity the app ended: ActivityKit's
/// `ActivityUIDismissalPolicy`, written the same way at the call site (`.default`,
/// `.immediate`, `.after(date)`).
///
/// ActivityKit declares it as a structure with static members; here it is an
/// enumeration, so that a planner can switch over it. The removal dates are those of
/// docs/semantics.md, "Live Activities", "Ending and dismissal" (documented).
///
/// ```swift
/// let end = Date(timeIntervalSinceReferenceDate: 3600)
/// ActivityUIDismissalPolicy.default.dismissalDate(endedAt: end)  // end + 4 hours
/// ActivityUIDismissalPolicy.after(end + 60).dismissalDate(endedAt: end)  // end + 60 s
/// ```
public enum ActivityUIDismissalPolicy: Sendable, Hashable {
  /// The ended activity stays on the Lock Screen for up to four hours.
  case `default`

  /// The ended activity is removed at once.
  case immediate

  /// The ended activity is removed at the date, or four hours after its end, whichever
  /// comes first; a date at or before the end removes it at once.
  case after(Date)

  /// How long an ended activity may stay on the Lock Screen: four hours.
  public static let longestLinger: TimeInterval = 4 * 3600

  /// When an activity ended at `end` is removed under this policy.
  ///
  /// ```swift
  /// let end = Date(timeIntervalSinceReferenceDate: 0)
  /// ActivityUIDismissalPolicy.after(end + 86_400).dismissalDate(endedAt: end)  // end + 4 h
  /// ActivityUIDismissalPolicy.immediate.dismissalDate(endedAt: end)  // end
  /// ```
  public func dismissalDate(endedAt end: Date) -> Date {
    switch self {
    case .default: end.addingTimeInterval(Self.longestLinger)
    case .immediate: end
    case .after(let date): Self.removal(at: date, endedAt: end)
    }
  }

  /// `date`, brought within the four hours after `end`.
  static func removal(at date: Date, endedAt end: Date) -> Date {
    min(max(date, end), end.addingTimeInterval(longestLinger))
  }
}
