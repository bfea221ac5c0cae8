import Glibc

/// The real-time clock, and waits on it to absolute deadlines for `--live`.
///
/// Each wait ends on a deadline on `CLOCK_REALTIME` (`clock_nanosleep` with
/// `TIMER_ABSTIME`), never after a duration, so time spent printing, or a late
/// wake-up, is never added to the next wait: after an hour of one-second ticks
/// the lines are still on the grid. Until the last couple of milliseconds the
/// wait is a `ppoll` that also watches standard output and the stop signals, so
/// a reader that goes away, or SIGINT/SIGTERM/SIGHUP, ends a long wait at once
/// rather than at the next tick. After a stop signal the run stops between
/// lines and the signal is raised again with its default action, so the shell
/// sees how it ended.
///
/// A stop must not wait on a reader that does not read: a write blocked when
/// the signal comes is abandoned (see ``OutputBuffer``), and what the run still
/// writes after it (the end of a JSON document) gets ``stopGrace`` seconds, after
/// which an alarm interrupts the write and the run ends without it.
enum LiveClock {
  /// Seconds from the Unix epoch to the reference date of `Date` (2001).
  static let unixToReference: Double = 978_307_200

  /// How long before a deadline the watchful poll (with its millisecond
  /// timeout) hands over to the exact sleep.
  static let finalStretch: Double = 0.003

  /// The signals that stop a live run: interrupt, terminate, and the terminal
  /// hanging up.
  static let stopSignals = [SIGINT, SIGTERM, SIGHUP]

  /// Seconds that writing may still take once a stop signal has arrived.
  static let stopGrace: UInt32 = 1

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
  static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_REALTIME, &spec)
    return Double(spec.tv_sec) - unixToReference + Double(spec.tv_nsec) / 1e9
  }

  /// The signal that asked the run to stop, or 0.
  nonisolated(unsafe) private static var stopSignal: sig_atomic_t = 0

  /// A pipe the signal handler writes to, so that a poll already under way
  /// wakes up (a flag alone could be set just before the poll begins).
  nonisolated(unsafe) private static var wakeUp: (read: Int32, write: Int32) = (-1, -1)

  /// Makes the ``stopSignals`` end waits instead of killing the process mid-line.
  static func catchStopSignals() {
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for end in ends {
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        _ = fcntl(end, F_SETFL, O_NONBLOCK)
      }
      wakeUp = (ends[0], ends[1])
    }
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { signal in
      if LiveClock.stopSignal == 0 { alarm(LiveClock.stopGrace) }
      LiveClock.stopSignal = signal
      var byte: UInt8 = 1
      _ = write(LiveClock.wakeUp.write, &byte, 1)
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0  // no SA_RESTART: a blocked call returns EINTR
    var handled = sigset_t()
    sigemptyset(&handled)
    for signal in stopSignals {
      sigaction(signal, &action, nil)
      sigaddset(&handled, signal)
    }
    // The grace alarm only interrupts a blocked write; its default action would
    // end the process with the wrong status.
    action.__sigaction_handler.sa_handler = { _ in }
    sigaction(SIGALRM, &action, nil)
    sigaddset(&handled, SIGALRM)
    // A parent may have started us with these blocked (children inherit the mask);
    // a ticker that cannot be stopped would be worse than none.
    sigprocmask(SIG_UNBLOCK, &handled, nil)
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

  /// Waits until `deadline` (seconds since 2001), a stop signal, or the loss of
  /// standard output's reader, whichever comes first.
  static func wait(until deadline: Double) -> Wake {
    while true {
      if stopRequested { return .stopped }
      let remaining = deadline - now()
      if remaining <= 0 { return .due }
      if remaining > finalStretch {
        if readerGone(within: remaining - finalStretch / 2) { return .readerGone }
        continue
      }
      var spec = timespec(unix: deadline + unixToReference)
      let result = clock_nanosleep(CLOCK_REALTIME, TIMER_ABSTIME, &spec, nil)
      if result == 0 { return stopRequested ? .stopped : .due }
      if result != EINTR { return .due }
    }
  }

  /// Polls standard output (for an error or hang-up: the reader is gone) and
  /// the wake-up pipe for at most `seconds`.
  private static func readerGone(within seconds: Double) -> Bool {
    var watched = [
      pollfd(fd: 1, events: 0, revents: 0),
      pollfd(fd: wakeUp.read, events: Int16(POLLIN), revents: 0),
    ]
    let milliseconds = Int32(min(seconds * 1000, Double(Int32.max)).rounded(.down))
    guard poll(&watched, nfds_t(watched.count), milliseconds) > 0 else { return false }
    return watched[0].revents & Int16(POLLERR | POLLHUP) != 0
  }
}

extension timespec {
  /// A `timespec` of `seconds` (non-negative), split into whole seconds and nanoseconds.
  fileprivate init(unix seconds: Double) {
    let whole = seconds.rounded(.down)
    self.init(tv_sec: Int(whole), tv_nsec: min(999_999_999, Int((seconds - whole) * 1e9)))
  }
}
