/// The clock a live run is paced by: ``RealClock`` in the command, a test
/// clock that moves only when waited on in the tests.
///
/// A run is given its clock (``RunRequest/clock``) instead of reading global
/// state, so live pacing, catch-up and stalls can be tested exactly, in
/// milliseconds, as swift-clocks' `TestClock` lets async code be tested.
/// Times are seconds since 2001 (`Date`'s reference date) as `Double`.
protocol LiveClock {
  /// The current time.
  func now() -> Double

  /// Waits until `deadline`, a stop signal, or the loss of standard output's
  /// reader, whichever comes first.
  func wait(until deadline: Double) -> ClockWake

  /// The stop signal (SIGINT, SIGTERM or SIGHUP) that has arrived, or 0.
  var stopSignal: Int32 { get }

  /// Makes the stop signals end waits instead of killing the process mid-line.
  ///
  /// - Parameter abandoningWritesAtOnce: Whether a write blocked when one
  ///   arrives gives up at once (live) or finishes first, within the grace time.
  func catchStopSignals(abandoningWritesAtOnce: Bool)
}

extension LiveClock {
  /// Whether a stop signal has arrived.
  var stopRequested: Bool { stopSignal != 0 }
}

/// How a wait on a ``LiveClock`` ended.
enum ClockWake: Equatable {
  /// The deadline came.
  case due
  /// SIGINT, SIGTERM or SIGHUP arrived.
  case stopped
  /// Standard output's reader went away.
  case readerGone
}
