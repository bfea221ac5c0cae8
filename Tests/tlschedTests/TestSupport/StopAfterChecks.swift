@testable import TimelineInspector

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A clock whose stop signal arrives once it has been asked `checks` times: a plan's run
/// (widget, Live Activity) asks before each row, so `checks - 1` rows are written.
final class StopAfterChecks: LiveClock {
  private var remaining: Int
  init(checks: Int) { remaining = checks }
  func now() -> Double { 0 }
  func wait(until deadline: Double) -> ClockWake { .stopped }
  var stopSignal: Int32 {
    remaining -= 1
    return remaining <= 0 ? SIGTERM : 0
  }
  func catchStopSignals(abandoningWritesAtOnce: Bool) {}
}
