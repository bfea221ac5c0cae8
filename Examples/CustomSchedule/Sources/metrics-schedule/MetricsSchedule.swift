import Foundation
import TimelineCore

/// The schedule of a workout face's metrics: a smooth 30 frames a second while
/// the wrist is up, one update a second in Always On.
///
/// Written as it would be for SwiftUI's `TimelineView`: only the `import`
/// differs (`TimelineCore` instead of `SwiftUI`).
struct MetricsSchedule: TimelineSchedule {
  /// A date on the grid the schedule fires on.
  var anchor: Date
  /// The time between frames while the display is fully on.
  var frameInterval: TimeInterval = 1.0 / 30
  /// The time between updates in Always On.
  var alwaysOnInterval: TimeInterval = 1
  /// A paused workout's metrics do not change: only the clock on the face
  /// needs updating, once a minute.
  var paused = false

  func entries(from startDate: Date, mode: TimelineScheduleMode)
    -> PeriodicTimelineSchedule.Entries
  {
    let interval = paused ? 60 : mode == .lowFrequency ? alwaysOnInterval : frameInterval
    return PeriodicTimelineSchedule(from: anchor, by: interval).entries(from: startDate, mode: mode)
  }
}
