import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// Both models of a view, side by side.
extension ScheduleRun {
  /// Both accounts of a view side by side, a line at each moment either shows a date.
  mutating func printComparison<Left: Sequence, Right: Sequence>(
    _ swiftui: Left, _ documented: Right
  ) throws(RunStop) where Left.Element == ShownDate, Right.Element == ShownDate {
    var left = swiftui.makeIterator()
    var right = documented.makeIterator()
    var nextLeft = left.next()
    var nextRight = right.next()
    var passedOver: (count: UInt, first: Double)?
    while remaining > 0 {
      let leftTime = nextLeft?.time ?? .infinity
      let rightTime = nextRight?.time ?? .infinity
      let time = min(leftTime, rightTime)
      guard time < .infinity, let cadence = (nextLeft ?? nextRight)?.cadence else { return }
      var shownLeft: Double?
      var shownRight: Double?
      if leftTime == time {
        shownLeft = nextLeft!.date
        nextLeft = left.next()
      }
      if rightTime == time {
        shownRight = nextRight!.date
        nextRight = right.next()
      }
      let following = min(nextLeft?.time ?? .infinity, nextRight?.time ?? .infinity)
      if invocation.live, try CatchUp.isOvertaken(followedAt: following, clock: clock) {
        passedOver = ((passedOver?.count ?? 0) + 1, passedOver?.first ?? time)
        continue
      }
      reportStall(passedOver, before: time)
      passedOver = nil
      try wait(until: time)
      try report.comparison(
        at: time, swiftui: shownLeft, documented: shownRight, cadence: cadence,
        text: render?.text(time))
      if invocation.live { try report.flush() }
      remaining -= 1
    }
  }
}
