#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// A type that provides the dates at which a timeline view updates.
///
/// This is SwiftUI's `TimelineSchedule`, re-implemented without SwiftUI. Conform a
/// type of your own to describe a custom schedule; the built-in schedules are
/// reached through static members such as ``periodic(from:by:)`` and
/// ``everyMinute``, exactly as in SwiftUI:
///
/// ```swift
/// struct SecondsOrMinutes: TimelineSchedule {
///     func entries(from startDate: Date, mode: Mode) -> PeriodicTimelineSchedule.Entries {
///         PeriodicTimelineSchedule(from: startDate, by: mode == .lowFrequency ? 60 : 1)
///             .entries(from: startDate, mode: mode)
///     }
/// }
/// ```
public protocol TimelineSchedule {
  /// The mode a schedule is asked for its entries in.
  typealias Mode = TimelineScheduleMode

  /// The sequence of dates a schedule produces.
  associatedtype Entries: Sequence where Entries.Element == Date

  /// Returns the dates at which a view created at `startDate` should update.
  ///
  /// The dates should be increasing. Some of them may lie before `startDate`;
  /// a view then starts by showing the latest of those (see ``TimelineView``).
  ///
  /// - Parameters:
  ///   - startDate: The date the sequence is asked from: usually the moment the
  ///     view is created.
  ///   - mode: Whether the schedule should update normally or as rarely as
  ///     possible (for example while a watch face is dimmed).
  func entries(from startDate: Date, mode: Mode) -> Entries
}

/// How often a schedule is asked to update: as it normally would, or rarely.
public enum TimelineScheduleMode: Hashable, Sendable {
  /// Updates at the schedule's own pace.
  case normal

  /// Updates as rarely as the schedule can, as on watchOS while the wrist is down.
  ///
  /// SwiftUI asks for it only while the display is in Always On; see
  /// ``TimelineView/alwaysOnFrames(from:until:session:model:cadence:)``.
  case lowFrequency
}
