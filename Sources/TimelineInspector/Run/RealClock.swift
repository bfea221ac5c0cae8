/// The real-time clock, and waits on it to absolute deadlines for `--live`.
///
/// Each wait ends on a deadline on the real-time clock (``RealTime/sleep(until:)``),
/// never after a duration, so time spent printing, or a late
/// wake-up, is never added to the next wait: after an hour of one-second ticks
/// the lines are still on the grid. Until the last couple of milliseconds the
/// wait is a `poll` that also watches standard output and the stop signals, so
/// a reader that goes away, or SIGINT/SIGTERM/SIGHUP, ends a long wait at once
/// rather than at the next tick. After a stop signal the run stops between
/// lines and the command ends by the signal, so the shell sees how it ended.
///
/// A stop must not wait on a reader that does not read: a write blocked when
/// the signal comes is abandoned (see ``OutputBuffer``), and what the run still
/// writes after it (the end of a JSON document) gets ``StopSignals/graceSeconds`` seconds, after
/// which an alarm interrupts the write and the run ends without it.
struct RealClock: LiveClock {
  /// How long before a deadline the watchful poll (with its millisecond
  /// timeout) hands over to the exact sleep.
  static let finalStretch: Double = 0.003

  func now() -> Double { RealTime.now() }

  var stopSignal: Int32 { StopSignals.signal }

  func catchStopSignals(abandoningWritesAtOnce: Bool) {
    StopSignals.abandonsWritesAtOnce = abandoningWritesAtOnce
    StopSignals.catchAll()
  }

  func wait(until deadline: Double) -> ClockWake {
    while true {
      if stopRequested { return .stopped }
      let remaining = deadline - now()
      if remaining <= 0 { return .due }
      if remaining > Self.finalStretch {
        let wakeUp = StopSignals.wakeUpDescriptor
        if RealTime.hangUp(of: 1, orReadable: wakeUp, within: remaining - Self.finalStretch / 2) {
          return .readerGone
        }
        continue
      }
      if RealTime.sleep(until: deadline) { return stopRequested ? .stopped : .due }
    }
  }
}

extension LiveClock where Self == RealClock {
  /// The system's real-time clock.
  static var real: RealClock { RealClock() }
}
