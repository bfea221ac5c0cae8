/// Writes a whole message to standard error, unbuffered, ignoring failures
/// (there is nowhere left to report them); a non-blocking one that is full is
/// waited for.
func writeToStandardError(_ message: String) {
  var message = message
  message.withUTF8 { bytes in
    _ = SystemIO.writeAll(2, UnsafeRawBufferPointer(bytes), abandonOnStop: false)
  }
}
