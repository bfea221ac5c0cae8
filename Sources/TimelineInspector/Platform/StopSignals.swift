import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// SIGINT, SIGTERM and SIGHUP, caught so that a run stops between lines
/// instead of dying mid-line, and a pipe that wakes a wait when one arrives.
///
/// The handler only sets a flag, writes one byte to the wake-up pipe (a flag alone
/// could be set just before a poll begins) and, on the first stop, starts an
/// alarm of ``graceSeconds``: a write blocked on a reader that does not read is
/// interrupted then, and the run ends without it. A run still going when the
/// alarm rings a second time ends there, by the stop signal, whatever it was
/// doing: no loop can keep a stopped run alive. Handlers are installed with
/// `sigaction(2)` without `SA_RESTART`, so a blocked call returns `EINTR`; the
/// handler field is reached through ``SignalAction`` because its name differs
/// between glibc, musl and Darwin.
///
/// What a handler touches is atomic, never a plain `static var`: in a debug build
/// every access to a stored global is checked for exclusivity, and a handler that
/// writes a flag the interrupted code is reading trapped with "Simultaneous
/// accesses" (and corrupted the checker's per-thread list of accesses besides).
enum StopSignals {
  /// The signals that stop a run: interrupt, terminate, and the terminal hanging up.
  static let all: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Seconds that writing may still take once a stop signal has arrived.
  static let graceSeconds: UInt32 = 1

  /// The signal that asked the run to stop, or 0.
  private static let received = Atomic<Int32>(0)

  /// The read end of the wake-up pipe, or -1 before ``catchAll()``.
  nonisolated(unsafe) private(set) static var wakeUpDescriptor: Int32 = -1

  /// The write end of the wake-up pipe, or -1.
  private static let wakeUpWriter = Atomic<Int32>(-1)

  /// Whether a stop signal has arrived.
  static var requested: Bool { received.load(ordering: .relaxed) != 0 }

  /// Whether the grace alarm has rung since the stop signal arrived.
  private static let graceOver = Atomic<Bool>(false)

  /// Whether a write blocked when a stop signal arrives gives up at once (a
  /// live run: its reader may be a terminal that is not reading) rather than
  /// only once the grace alarm rings (a run that is not live: its reader is
  /// usually reading, and the line under way must be finished for the JSON
  /// document to be closed properly).
  nonisolated(unsafe) static var abandonsWritesAtOnce = true

  /// Whether a write interrupted by a signal should give up: a stop signal has
  /// arrived and, unless ``abandonsWritesAtOnce``, its grace time has passed.
  static var abandonsWrites: Bool {
    requested && (abandonsWritesAtOnce || graceOver.load(ordering: .relaxed))
  }

  /// The stop signal that arrived, or 0.
  static var signal: Int32 { received.load(ordering: .relaxed) }

  /// Makes the stop signals end waits and writes instead of killing the process.
  static func catchAll() {
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for end in ends {
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        _ = fcntl(end, F_SETFL, O_NONBLOCK)
      }
      wakeUpDescriptor = ends[0]
      wakeUpWriter.store(ends[1], ordering: .relaxed)
    }
    // A global is made on its first use, under a lock: the handlers' must exist
    // before a handler can run, or it could wait on a lock the code it
    // interrupted holds.
    _ = received.load(ordering: .relaxed)
    _ = graceOver.load(ordering: .relaxed)
    var handled = sigset_t()
    sigemptyset(&handled)
    // Only the first stop starts the grace alarm; a later one keeps its own
    // number, as the process then dies of the last signal sent.
    var stop = SignalAction.make { signal in
      if StopSignals.received.exchange(signal, ordering: .relaxed) == 0 {
        alarm(StopSignals.graceSeconds)
      }
      var byte: UInt8 = 1
      _ = write(StopSignals.wakeUpWriter.load(ordering: .relaxed), &byte, 1)
    }
    for signal in all {
      sigaction(signal, &stop, nil)
      sigaddset(&handled, signal)
    }
    // The grace alarm's first ring interrupts a blocked write and lets it give
    // up (its default action would end the process with the wrong status). A
    // second ring finds a run that still has not ended: whatever it is
    // computing, it ends there, as the stop signal would have ended it uncaught.
    // An alarm that rings before any stop signal is not this one (libFuzzer
    // times each input with its own): it changes nothing.
    var graceAlarm = SignalAction.make { _ in
      guard StopSignals.requested else { return }
      if StopSignals.graceOver.exchange(true, ordering: .relaxed) {
        StopSignals.endByStopSignal()
      } else {
        alarm(StopSignals.graceSeconds)
      }
    }
    sigaction(SIGALRM, &graceAlarm, nil)
    sigaddset(&handled, SIGALRM)
    // A parent may have started us with these blocked (children inherit the mask);
    // a run that cannot be stopped would be worse than none.
    sigprocmask(SIG_UNBLOCK, &handled, nil)
  }
}

extension StopSignals {
  /// Ends the process by the stop signal that arrived, with its default action,
  /// from inside a signal handler: only async-signal-safe calls.
  fileprivate static func endByStopSignal() {
    let number = received.load(ordering: .relaxed)
    restoreDefaultAction(of: number)
    var only = sigset_t()
    sigemptyset(&only)
    sigaddset(&only, number)
    sigprocmask(SIG_UNBLOCK, &only, nil)
    raise(number)
    _exit(128 + number)
  }
}

/// Gives signal `number` its default action again (outside ``StopSignals``,
/// whose own `signal` would hide the C library's).
private func restoreDefaultAction(of number: Int32) {
  _ = signal(number, SIG_DFL)
}

/// Builds a `struct sigaction`, whose handler field is spelled differently by
/// each C library.
enum SignalAction {
  /// An action that calls `handler`, with an empty mask and no flags (no
  /// `SA_RESTART`: a blocked call returns `EINTR`).
  static func make(_ handler: @convention(c) (Int32) -> Void) -> sigaction {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #elseif canImport(Musl)
      action.__sa_handler.sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    return action
  }
}
