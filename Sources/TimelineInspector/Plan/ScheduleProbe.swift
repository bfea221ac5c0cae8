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
  /// Up to `limit` dates from `start`, before `end`, in `mode`, in time order: the
  /// schedule's whole list over the span, even where it steps back (a duration style's
  /// dates do, by a fraction of a second, every other update); they stop early where a
  /// date repeats the one before (a schedule whose step is lost to rounding).
  let dates:
    (_ start: Double, _ end: Double, _ mode: TimelineScheduleMode, _ limit: Int) -> [Double]
  /// What the text reads at a moment, with `--render`; nil without it.
  let render: TextRender?

  init<Schedule: TimelineSchedule>(_ schedule: Schedule, render: TextRender?) {
    self.render = render
    self.dates = { start, end, mode, limit in
      var found: [Double] = []
      var previous: Double?
      var isOrdered = true
      for date in schedule.entries(from: Date(timeIntervalSinceReferenceDate: start), mode: mode) {
        let raw = date.timeIntervalSinceReferenceDate
        guard raw < end, found.count < limit, previous.map({ raw != $0 }) ?? true else { break }
        previous = raw
        // A date before `start` is the text's state when it first shows, at `start`.
        let t = max(raw, start)
        if let last = found.last {
          if t == last { continue }
          if t < last { isOrdered = false }
        }
        found.append(t)
      }
      guard !isOrdered else { return found }
      // A step back: the same dates, in time order, each once.
      found.sort()
      var unique: [Double] = []
      unique.reserveCapacity(found.count)
      for t in found where unique.last != t { unique.append(t) }
      return unique
    }
  }
}
