#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A provider that answers every reload the same way: `entryCount` entries `spacing`
/// seconds apart, the first at the moment of the reload, with a reload policy.
///
/// Planned over a day by ``WidgetTimelinePlan/init(provider:from:until:appReloads:budget:eventLimit:)``,
/// it shows a whole day of reload requests against a budget profile; each granted reload
/// is assumed answered at once (docs/semantics.md, "Widgets", "Timelines").
///
/// ```swift
/// // An hourly provider: four entries a quarter of an hour apart, reloading after an hour.
/// let hourly = WidgetProviderRule(entryCount: 4, spacing: 900, policy: .after(3600))
/// hourly.timeline(providedAt: Date(timeIntervalSinceReferenceDate: 0)).entries.map(\.date)
/// // 00:00, 00:15, 00:30, 00:45
/// ```
public struct WidgetProviderRule: Sendable, Hashable {
  /// How many entries each timeline holds.
  public var entryCount: Int

  /// The seconds between one entry and the next.
  public var spacing: TimeInterval

  /// The policy of each timeline, relative to the moment it is provided.
  public var policy: WidgetProviderPolicy

  /// A provider returning `entryCount` entries `spacing` seconds apart, with `policy`.
  ///
  /// ```swift
  /// WidgetProviderRule(entryCount: 1, spacing: 0, policy: .after(1800))
  /// ```
  public init(entryCount: Int, spacing: TimeInterval, policy: WidgetProviderPolicy) {
    self.entryCount = entryCount
    self.spacing = spacing
    self.policy = policy
  }

  /// The timeline the provider returns when asked at `date`.
  ///
  /// The entry at index k is dated `date + k × spacing` (the first exactly `date`, so a
  /// single entry never depends on the spacing); a count below 1 gives no entries.
  ///
  /// ```swift
  /// let rule = WidgetProviderRule(entryCount: 2, spacing: 60, policy: .atEnd)
  /// rule.timeline(providedAt: Date(timeIntervalSinceReferenceDate: 0)).entries.map(\.date)
  /// // 2001-01-01T00:00:00Z, 2001-01-01T00:01:00Z
  /// ```
  public func timeline(providedAt date: Date) -> Timeline<WidgetTimelineEntry> {
    let entries = (0..<max(entryCount, 0)).map { index in
      WidgetTimelineEntry(
        date: index == 0 ? date : date.addingTimeInterval(Double(index) * spacing))
    }
    return Timeline(entries: entries, policy: policy.reloadPolicy(providedAt: date))
  }
}
