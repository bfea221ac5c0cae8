import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A prepared schedule's dates over a span, and what its text reads: how `widget` shows
/// the self-updating `Text` of another command inside each entry, with that command's
/// own schedule rather than a second copy of it.
struct ScheduleProbe {
  /// Up to `limit` dates from `start`, before `end`, in `mode`; the dates stop early where
  /// they no longer advance (a schedule whose step is lost to rounding).
  let dates:
    (_ start: Double, _ end: Double, _ mode: TimelineScheduleMode, _ limit: Int) -> [Double]
  /// What the text reads at a moment, with `--render`; nil without it.
  let render: TextRender?

  init<Schedule: TimelineSchedule>(_ schedule: Schedule, render: TextRender?) {
    self.render = render
    self.dates = { start, end, mode, limit in
      var found: [Double] = []
      for date in schedule.entries(from: Date(timeIntervalSinceReferenceDate: start), mode: mode) {
        // A date before `start` is the text's state when it first shows, at `start`.
        let t = max(date.timeIntervalSinceReferenceDate, start)
        guard t < end, found.count < limit, found.last.map({ t > $0 }) ?? true else { break }
        found.append(t)
      }
      return found
    }
  }
}
