#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The earliest moment WidgetKit asks the provider for a new timeline.
///
/// WidgetKit's `TimelineReloadPolicy`, written the same way at the call site (`.atEnd`,
/// `.after(date)`, `.never`). WidgetKit declares it as a structure with static members;
/// here it is an enumeration, so that a planner can switch over it.
///
/// ```swift
/// let policy: TimelineReloadPolicy = .after(Date(timeIntervalSinceReferenceDate: 3600))
/// policy == .atEnd  // false
/// ```
///
/// docs/semantics.md, "Widgets", "Reload requests", says when each one requests.
public enum TimelineReloadPolicy: Sendable, Hashable {
  /// A new timeline is requested once the last entry's date has passed.
  case atEnd

  /// A new timeline is requested at the given date, which may be before or after the
  /// last entry's date.
  case after(Date)

  /// No new timeline is requested until the app asks for one
  /// (`WidgetCenter.reloadTimelines(ofKind:)`).
  case never
}
