#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// A schedule that fires at dates given up front.
///
/// The dates are returned exactly as given, whatever the start date and mode:
/// nothing is sorted, filtered or de-duplicated. SwiftUI asks for increasing
/// dates with at least one in the future; see ``TimelineView`` for what a view
/// shows otherwise.
///
/// ```swift
/// let dates = [100, 200, 300].map(Date.init(timeIntervalSinceReferenceDate:))
/// Array(ExplicitTimelineSchedule(dates).entries(from: .distantFuture, mode: .lowFrequency))
/// // 100, 200, 300
/// ```
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule
where Entries.Element == Date {
  /// The dates the schedule fires at.
  public let dates: Entries

  /// Creates a schedule that fires at `dates`.
  public init(_ dates: Entries) {
    self.dates = dates
  }

  /// Returns the schedule's dates, unchanged.
  public func entries(from startDate: Date, mode: Mode) -> Entries {
    dates
  }
}

extension ExplicitTimelineSchedule: Sendable where Entries: Sendable {}

extension TimelineSchedule {
  /// A schedule that fires at the given dates, which should be increasing.
  public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
    ExplicitTimelineSchedule(dates)
  }
}
