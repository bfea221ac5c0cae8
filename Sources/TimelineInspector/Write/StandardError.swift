/// Writes a whole message to standard error, unbuffered, ignoring failures
/// (there is nowhere left to report them); a non-blocking one that is full is
/// waited for.
func writeToStandardError(_ message: String) {
  _ = SystemIO.writeAll(2, message, abandonOnStop: false)
}
