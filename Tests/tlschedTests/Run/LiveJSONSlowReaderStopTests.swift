import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A live JSON run whose reader is slow, not gone: a stop signal lets the write
/// under way finish within the grace second, so the reader gets the document's
/// end, as a run that is not live gives it (docs/cli.md, "Live mode").
@Suite(.enabled(if: TestPipe.tellsItsCapacity, "only Linux tells a pipe's capacity (F_GETPIPE_SZ)"))
struct LiveJSONSlowReaderStopTests {

  /// Whether the write end of `pipe` can take no more: its writer waits in the
  /// kernel for room (Linux's `/proc/PID/wchan`) or, where the kernel does not
  /// say so, the pipe holds all but a page (a write then waits for a free page).
  private static func isStalled(_ pipe: TestPipe, writer pid: pid_t, capacity: Int32) -> Bool {
    if let wchan = try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8),
      !wchan.isEmpty, wchan != "0"
    {
      return wchan.contains("pipe_write")
    }
    var queued: Int32 = 0
    _ = ioctl(pipe.read, UInt(FIONREAD), &queued)
    return queued >= capacity - 4096
  }

  @Test
  func aStopLetsASlowReaderReadTheClosedDocument() throws {
    let output = TestPipe()
    defer { output.close() }
    let process = try SpawnedProcess(
      ["periodic", "--by", "0.0005", "--live", "--count", "all", "--format", "json"],
      stdout: output.write)
    output.closeWrite()
    // The reader reads nothing until the run's write waits for room in the pipe.
    let capacity = output.capacity
    try #require(capacity > 0)
    let deadline = Date().addingTimeInterval(Binary.hangTimeout)
    var stalled = false
    while !stalled && Date() < deadline {
      usleep(10_000)
      stalled = Self.isStalled(output, writer: process.pid, capacity: capacity)
    }
    try #require(stalled, "the run's write never waited for the reader")
    kill(process.pid, SIGTERM)
    // Then it reads at once: well within the second the write is given.
    let bytes = output.readLines(atLeast: .max)
    let end = process.finish()
    #expect(end?.signalled == true && end?.status == SIGTERM, "\(String(describing: end))")
    let document = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
    let entries = try #require(document?["entries"] as? [Any], "no closed document")
    #expect(!entries.isEmpty)
  }
}
