#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The only ways the process ends: with a status, or as a signal would have ended it.
///
/// Only the command-line layer's end of a run calls these.
enum ProcessEnd {
  /// The number of SIGPIPE, the signal a filter dies of when its reader goes away.
  static let brokenPipe: Int32 = SIGPIPE

  /// Ends the process with `status`.
  static func exit(_ status: Int32) -> Never {
    #if canImport(Darwin)
      Darwin.exit(status)
    #elseif canImport(Musl)
      Musl.exit(status)
    #else
      Glibc.exit(status)
    #endif
  }

  /// Ends the process by signal `number` with its default action, as if it had not been
  /// caught, so that the shell sees how it ended (status 128 + the number, and
  /// no core); 128 + the number if it somehow survives.
  static func die(of number: Int32) -> Never {
    signal(number, SIG_DFL)
    var only = sigset_t()
    sigemptyset(&only)
    sigaddset(&only, number)
    sigprocmask(SIG_UNBLOCK, &only, nil)
    raise(number)
    exit(128 + number)
  }
}
