import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// A view's updates in normal mode, and where a live view starts.
extension ScheduleRun {
  /// The schedule and creation date of the view to run: the view created at
  /// `--now`, or, live, a periodic or animation grid's view as it stands once
  /// the updates already past on the real clock have passed. Those would all be
  /// overtaken (only the latest is printed), so the lines are the same, and a
  /// view created in year 1 starts at once instead of passing 6 × 10¹⁰ updates.
  func viewStart<Schedule: TimelineSchedule>(_ schedule: Schedule) -> (Schedule, Date) {
    guard let grid = schedule as? any ResumableView, invocation.live,
      let resumed = grid.resumed(
        createdAt: now, horizon: min(clock.now(), invocation.until ?? .infinity))
    else { return (schedule, now) }
    return (resumed.schedule as! Schedule, resumed.createdAt)
  }

  /// Prints each update of a view; live, each when it falls due.
  mutating func printUpdates<Schedule: TimelineSchedule>(
    _ updates: TimelineView<Schedule, TimelineViewDefaultContext>.Updates
  ) throws(RunStop) {
    guard invocation.live else {
      // Every update, straight from the view: nothing to catch up, wait for
      // or report as a stall, so none of the live machinery runs per line.
      var iterator = updates.makeIterator()
      let clock = self.clock
      while remaining > 0, let update = iterator.next() {
        if clock.stopRequested { throw .stopSignal }
        let time = update.time.timeIntervalSinceReferenceDate
        try report.update(
          at: time, date: update.context.date.timeIntervalSinceReferenceDate,
          cadence: update.context.cadence, text: render?.text(time))
        remaining -= 1
      }
      return
    }
    // Live, updates already past are caught up too: only the latest is shown.
    var iterator = LiveCatchUp(
      updates.makeIterator(), time: { $0.time.timeIntervalSinceReferenceDate }, clock: clock)
    while let update = try iterator.next() {
      guard remaining > 0 else { return }
      let time = update.time.timeIntervalSinceReferenceDate
      reportStall(iterator.takePassedOver(), before: time)
      try wait(until: time)
      try report.update(
        at: time, date: update.context.date.timeIntervalSinceReferenceDate,
        cadence: update.context.cadence, text: render?.text(time))
      try report.flush()
      remaining -= 1
    }
  }
}
