/// Writes a whole message to standard error, unbuffered, ignoring failures
/// (there is nowhere left to report them); a non-blocking one that is full is
/// waited for. In a run kept in memory (``StandardError/redirect``) the message
/// goes there instead.
func writeToStandardError(_ message: String) {
  if let redirect = StandardError.redirect {
    redirect(message)
  } else {
    _ = SystemIO.writeAll(2, message, abandonOnStop: false)
  }
}

/// Where standard error's messages go.
enum StandardError {
  /// Takes every message for standard error, whole, instead of file descriptor
  /// 2, for the task it is bound in: a run in memory
  /// (``ScheduleInspector/outcome(of:keepingOutputIn:messages:clock:)``).
  @TaskLocal static var redirect: (@Sendable (String) -> Void)?
}
