import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A run that is not live, writing JSON to a reader that never reads: its write
/// blocks on the full pipe. A stop signal asks it to close the document, so the
/// write goes on for the grace time; then an alarm interrupts it and the run
/// ends by the signal (docs/cli.md, "Live mode": whatever it is doing). Without
/// the alarm the write would wait for the reader for ever.
@Suite(.enabled(if: TestPipe.tellsItsCapacity, "only Linux tells a pipe's capacity (F_GETPIPE_SZ)"))
struct StalledOutputStopTests {

  /// Whether process `pid` is asleep in a write to a pipe, as Linux's
  /// `/proc/PID/wchan` names the kernel function it waits in; nil where the
  /// kernel does not say.
  private static func waitsInPipeWrite(_ pid: pid_t) -> Bool? {
    guard let wchan = try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8),
      !wchan.isEmpty, wchan != "0"
    else { return nil }
    return wchan.contains("pipe_write")
  }

  /// Whether the write end of `pipe` can take no more: its writer waits in the
  /// kernel for room or, where the kernel does not say so, the pipe holds all
  /// but a page (a write then waits for a free page).
  private static func isStalled(_ pipe: TestPipe, writer pid: pid_t, capacity: Int32) -> Bool {
    if let waits = waitsInPipeWrite(pid) { return waits }
    var queued: Int32 = 0
    _ = ioctl(pipe.read, UInt(FIONREAD), &queued)
    return queued >= capacity - 4096
  }

  @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
  func aStopEndsAJSONRunWhoseReaderNeverReads(_ signal: Int32) throws {
    let output = TestPipe()
    defer { output.close() }
    let process = try SpawnedProcess(
      ["periodic", "--by", "1", "--now", "@0", "--count", "all", "--format", "json"],
      stdout: output.write)
    output.closeWrite()
    // The write waits for room that never comes, as will the document's end, so
    // only the alarm can end the run.
    let capacity = output.capacity
    try #require(capacity > 0)
    let deadline = Date().addingTimeInterval(Binary.hangTimeout)
    var stalled = false
    while !stalled && Date() < deadline {
      usleep(10_000)
      stalled = Self.isStalled(output, writer: process.pid, capacity: capacity)
    }
    try #require(stalled, "the run's write never waited for the reader")
    kill(process.pid, signal)
    let end = process.finish()
    #expect(end?.signalled == true && end?.status == signal, "\(String(describing: end))")
  }
}
