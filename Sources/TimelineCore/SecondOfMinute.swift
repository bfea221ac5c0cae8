#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// A second within a minute and a nanosecond within that second: what the timer
/// schedules match, taken from a date by the calendar.
struct SecondOfMinute: Hashable, Sendable {
  let second: Int
  let nanosecond: Int

  /// `date`'s second and nanosecond in `calendar`, as SwiftUI reads them.
  init(of date: Date, in calendar: Calendar) {
    let parts = calendar.dateComponents([.second, .nanosecond], from: date)
    second = parts.second ?? 0
    nanosecond = parts.nanosecond ?? 0
  }

  /// The components the calendar is asked to match.
  var components: DateComponents { DateComponents(second: second, nanosecond: nanosecond) }
}
