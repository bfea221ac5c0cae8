#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A reload the app asks for (`WidgetCenter.reloadTimelines(ofKind:)`), at a given date.
///
/// A free reload is one the budget does not count: the documentation names the app in
/// the foreground, an active audio or navigation session, and a change of the system's
/// locale, of Dynamic Type or of another accessibility setting. Only the user knows
/// which reloads happen then, so they mark them (docs/semantics.md, "Widgets", "Free
/// reloads").
///
/// ```swift
/// let burst = [0, 1, 2].map { WidgetAppReload(at: Date(timeIntervalSinceReferenceDate: $0)) }
/// let inForeground = WidgetAppReload(at: Date(timeIntervalSinceReferenceDate: 60), isFree: true)
/// ```
public struct WidgetAppReload: Sendable, Hashable {
  /// When the app asks.
  public var date: Date

  /// Whether the budget does not count this reload.
  public var isFree: Bool

  /// A reload asked for at `date`, counted by the budget unless `isFree`.
  ///
  /// ```swift
  /// WidgetAppReload(at: Date(timeIntervalSinceReferenceDate: 0)).isFree  // false
  /// ```
  public init(at date: Date, isFree: Bool = false) {
    self.date = date
    self.isFree = isFree
  }
}
