import Foundation
import Testing

/// The text `write` wrote to the file descriptor it is handed: a temporary
/// file, removed afterwards. The writer tests read a ``Report``'s bytes back
/// through it, as the command writes them, without a pipe to drain.
func textWritten(by write: (Int32) throws -> Void) throws -> String {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent(
    "tlsched-output-\(UUID().uuidString)"
  ).path
  let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  try #require(descriptor >= 0)
  defer {
    close(descriptor)
    unlink(path)
  }
  try write(descriptor)
  return try String(contentsOfFile: path, encoding: .utf8)
}
