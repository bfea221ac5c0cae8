#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A reload asked for from outside the timeline, at a given date: by the app
/// (`WidgetCenter.reloadTimelines(ofKind:)`), or by the system (``system(at:)``).
///
/// The documentation names reloads the budget does not count: the app's while it is in
/// the foreground or has an active audio or navigation session, and the system's after a
/// change of its locale, of Dynamic Type or of another accessibility setting. Only the
/// user knows when these happen, so they mark them (docs/semantics.md, "Widgets", "Free
/// reloads").
///
/// ```swift
/// let burst = [0, 1, 2].map { WidgetAppReload(at: Date(timeIntervalSinceReferenceDate: $0)) }
/// let duringNavigation = WidgetAppReload(at: Date(timeIntervalSinceReferenceDate: 60), isFree: true)
/// let inForeground = WidgetAppReload(
///   at: Date(timeIntervalSinceReferenceDate: 60),
///   inForegroundUntil: Date(timeIntervalSinceReferenceDate: 600))
/// let localeChange = WidgetAppReload.system(at: Date(timeIntervalSinceReferenceDate: 90))
/// ```
public struct WidgetAppReload: Sendable, Hashable {
  /// When the app, or the system, asks.
  public var date: Date

  /// Whether the budget does not count this reload.
  public var isFree: Bool

  /// When the app, in the foreground as it asks, leaves the foreground; nil when it asks
  /// from the background. Such a request is free (documented) and is acted on then
  /// (observed).
  public var leavesForegroundAt: Date?

  /// Whether the system makes this reload, not the app (``system(at:)``).
  public var isSystem: Bool

  /// A reload asked for at `date`, counted by the budget unless `isFree`.
  ///
  /// ```swift
  /// WidgetAppReload(at: Date(timeIntervalSinceReferenceDate: 0)).isFree  // false
  /// ```
  public init(at date: Date, isFree: Bool = false) {
    self.date = date
    self.isFree = isFree
    self.leavesForegroundAt = nil
    self.isSystem = false
  }

  /// A reload the app asks for at `date` while in the foreground, which it leaves at
  /// `end`: free, and acted on at `end` (docs/semantics.md, "Widgets", "Free reloads").
  ///
  /// ```swift
  /// WidgetAppReload(
  ///   at: Date(timeIntervalSinceReferenceDate: 0),
  ///   inForegroundUntil: Date(timeIntervalSinceReferenceDate: 600)
  /// ).isFree  // true
  /// ```
  public init(at date: Date, inForegroundUntil end: Date) {
    self.date = date
    self.isFree = true
    self.leavesForegroundAt = end
    self.isSystem = false
  }

  /// A reload the system makes at `date` after a change of its locale, of Dynamic Type
  /// or of another accessibility setting: free, and no call of the app's (documented).
  ///
  /// ```swift
  /// WidgetAppReload.system(at: Date(timeIntervalSinceReferenceDate: 0)).isSystem  // true
  /// ```
  public static func system(at date: Date) -> WidgetAppReload {
    var reload = WidgetAppReload(at: date, isFree: true)
    reload.isSystem = true
    return reload
  }
}
