/// The real-time clock, and waits on it to absolute deadlines for `--live`.
///
/// Each wait ends on a deadline on the real-time clock (``RealTime/sleep(until:)``),
/// never after a duration, so time spent printing, or a late
/// wake-up, is never added to the next wait: after an hour of one-second ticks
/// the lines are still on the grid. Until the last couple of milliseconds the
/// wait is a `poll` that also watches standard output and the stop signals, so
/// a reader that goes away, or SIGINT/SIGTERM/SIGHUP, ends a long wait at once
/// rather than at the next tick. After a stop signal the run stops between
/// lines and the signal is raised again with its default action, so the shell
/// sees how it ended.
///
/// A stop must not wait on a reader that does not read: a write blocked when
/// the signal comes is abandoned (see ``OutputBuffer``), and what the run still
/// writes after it (the end of a JSON document) gets ``StopSignals/graceSeconds`` seconds, after
/// which an alarm interrupts the write and the run ends without it.
enum LiveClock {
  /// How long before a deadline the watchful poll (with its millisecond
  /// timeout) hands over to the exact sleep.
  static let finalStretch: Double = 0.003

  /// How a wait ended.
  enum Wake: Equatable {
    /// The deadline came.
    case due
    /// SIGINT, SIGTERM or SIGHUP arrived.
    case stopped
    /// Standard output's reader went away.
    case readerGone
  }

  /// The current time, in seconds since 2001.
  static func now() -> Double { RealTime.now() }

  /// Makes the stop signals end waits instead of killing the process mid-line.
  ///
  /// - Parameter abandoningWritesAtOnce: Whether a write blocked when one
  ///   arrives gives up at once (live) or finishes first, within the grace time.
  static func catchStopSignals(abandoningWritesAtOnce: Bool = true) {
    StopSignals.abandonsWritesAtOnce = abandoningWritesAtOnce
    StopSignals.catchAll()
  }

  /// Whether a stop signal has arrived.
  static var stopRequested: Bool { StopSignals.requested }

  /// Ends the process the way the stop signal would have.
  static func stopAsSignalled() -> Never {
    ProcessEnd.die(of: StopSignals.signal)
  }

  /// Waits until `deadline` (seconds since 2001), a stop signal, or the loss of
  /// standard output's reader, whichever comes first.
  static func wait(until deadline: Double) -> Wake {
    while true {
      if stopRequested { return .stopped }
      let remaining = deadline - now()
      if remaining <= 0 { return .due }
      if remaining > finalStretch {
        let wakeUp = StopSignals.wakeUpDescriptor
        if RealTime.hangUp(of: 1, orReadable: wakeUp, within: remaining - finalStretch / 2) {
          return .readerGone
        }
        continue
      }
      if RealTime.sleep(until: deadline) { return stopRequested ? .stopped : .due }
    }
  }
}
