/// How a run of a ``ScheduleInspector`` ended: only ``ScheduleInspector/main()``
/// turns it into the end of the process.
public enum RunOutcome: Equatable, Sendable {
  /// Everything asked for was printed: status 0.
  case finished
  /// The reader of the output went away: the process dies of SIGPIPE, quietly,
  /// as `seq` and other filters do (status 141 in the shell).
  case readerGone
  /// SIGINT, SIGTERM or SIGHUP stopped the run between lines (a JSON document
  /// closed first): the process ends by that signal (status 128 + its number).
  case stopped(signal: Int32)
  /// The run failed, its one-line message already on standard error: 64 for a
  /// bad command line, 65 for bad data, 66 for a file that cannot be read, 1
  /// for a failure at run time.
  case failed(status: Int32)

  /// The status a shell sees for this outcome.
  public var status: Int32 {
    switch self {
    case .finished: 0
    case .readerGone: 128 + ProcessEnd.brokenPipe
    case .stopped(let signal): 128 + signal
    case .failed(let status): status
    }
  }
}
