#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real-time clock, and waits on it to absolute deadlines for `--live`.
///
/// Each wait is to a deadline on `CLOCK_REALTIME` (`TIMER_ABSTIME`), never for
/// a duration, so time spent printing, or a late wake-up, is never added to
/// the next wait: after an hour of one-second ticks the lines are still on the
/// grid. SIGINT and SIGTERM end a wait; the run then stops and the signal is
/// raised again with its default action, so the shell sees how it ended.
enum LiveClock {
  /// Seconds from the Unix epoch to the reference date of `Date` (2001).
  static let unixToReference: Double = 978_307_200

  /// The current time, in seconds since 2001.
  static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_REALTIME, &spec)
    return Double(spec.tv_sec) - unixToReference + Double(spec.tv_nsec) / 1e9
  }

  /// The signal that asked the run to stop, or 0.
  nonisolated(unsafe) private static var stopSignal: sig_atomic_t = 0

  /// Makes SIGINT and SIGTERM interrupt waits instead of killing the process mid-line.
  static func catchStopSignals() {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { signal in LiveClock.stopSignal = signal }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0  // no SA_RESTART: a blocked call returns EINTR
    sigaction(SIGINT, &action, nil)
    sigaction(SIGTERM, &action, nil)
    // A parent may have started us with these blocked (children inherit the mask);
    // a ticker that cannot be stopped would be worse than none.
    var stopSignals = sigset_t()
    sigemptyset(&stopSignals)
    sigaddset(&stopSignals, SIGINT)
    sigaddset(&stopSignals, SIGTERM)
    sigprocmask(SIG_UNBLOCK, &stopSignals, nil)
  }

  /// Whether a stop signal has arrived.
  static var stopRequested: Bool { stopSignal != 0 }

  /// Ends the process the way the stop signal would have.
  static func stopAsSignalled() -> Never {
    let signal = stopSignal
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
    exit(128 + signal)
  }

  /// Sleeps until `deadline` (seconds since 2001). Returns false if a stop signal came first.
  static func wait(until deadline: Double) -> Bool {
    let unix = deadline + unixToReference
    let seconds = unix.rounded(.down)
    var spec = timespec(tv_sec: Int(seconds), tv_nsec: min(999_999_999, Int((unix - seconds) * 1e9)))
    while !stopRequested {
      let result = clock_nanosleep(CLOCK_REALTIME, TIMER_ABSTIME, &spec, nil)
      if result == 0 { return true }
      if result != EINTR { return true }
    }
    return false
  }
}
