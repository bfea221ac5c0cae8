import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// A schedule's dates, one a line: all at once, or live as they fall due.
extension ScheduleRun {
  /// Prints `entries` up to `--until` and `--count`; live, each when it
  /// falls due, the ones already overtaken passed over.
  mutating func printEntries<Entries: Sequence>(_ entries: Entries) throws(RunStop)
  where Entries.Element == Date {
    var iterator = entries.makeIterator()
    let until = invocation.until ?? .infinity
    guard invocation.live else {
      let clock = self.clock
      // Two loops, so that a run without `--render` (the common, bulk case)
      // passes no text along at all, not an optional one per line.
      if let render {
        while remaining > 0, let date = iterator.next() {
          let t = date.timeIntervalSinceReferenceDate
          if t > until { break }
          if clock.stopRequested { throw .stopSignal }
          try report.entry(t, text: render.text(t))
          remaining -= 1
        }
      } else {
        while remaining > 0, let date = iterator.next() {
          let t = date.timeIntervalSinceReferenceDate
          if t > until { break }
          if clock.stopRequested { throw .stopSignal }
          try report.entry(t)
          remaining -= 1
        }
      }
      return
    }
    var live = LiveCatchUp(
      iterator, time: { $0.timeIntervalSinceReferenceDate }, until: until, clock: clock)
    while remaining > 0, let date = try live.next() {
      let t = date.timeIntervalSinceReferenceDate
      reportStall(live.takePassedOver(), before: t)
      try wait(until: t)
      try report.entry(t, text: render?.text(t))
      try report.flush()
      remaining -= 1
    }
  }
}
