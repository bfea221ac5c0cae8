@testable import TimelineInspector

/// What `write` writes to the destination it is given: output kept in memory,
/// read back as text.
func textWritten(by write: (OutputDestination) throws -> Void) rethrows -> String {
  let capture = OutputCapture()
  try write(.memory(capture))
  return String(decoding: capture.bytes, as: UTF8.self)
}
