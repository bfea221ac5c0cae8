import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// One moment a view shows a date, from either account and either display
/// state, for printing the two accounts side by side.
struct ShownDate {
  /// When the view shows it, in seconds since 2001.
  let time: Double
  /// The date shown (`context.date`).
  let date: Double
  /// The content's cadence then.
  let cadence: TimelineViewDefaultContext.Cadence

  init<Schedule: TimelineSchedule>(
    update: TimelineView<Schedule, TimelineViewDefaultContext>.Update
  ) {
    time = update.time.timeIntervalSinceReferenceDate
    date = update.context.date.timeIntervalSinceReferenceDate
    cadence = update.context.cadence
  }

  init<Schedule: TimelineSchedule>(
    frame: TimelineView<Schedule, TimelineViewDefaultContext>.AlwaysOnFrame
  ) {
    time = frame.time.timeIntervalSinceReferenceDate
    date = frame.context.date.timeIntervalSinceReferenceDate
    cadence = frame.context.cadence
  }
}
