import Foundation
import Testing

@testable import TimelineInspector

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The output buffer delivers every byte, in order, however the descriptor
/// takes them: in part, or not at all for a while (`EAGAIN` on a full
/// non-blocking pipe).
@Suite struct OutputBufferTests {
  @Test func aFullNonBlockingPipeGetsEveryByteInOrder() throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    // A pattern that a lost, repeated or stray byte would break: 300 000 bytes,
    // several times the buffer and the pipe, each byte its position mod 251.
    let expected = (0..<300_000).map { UInt8($0 % 251) }
    let reader = Thread.detachNewThread(withResult: ends[0]) { fd in
      var received: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 7000)
      while true {
        // Read slowly, a little at a time: the writer finds the pipe full, and
        // writes part of its buffer whenever some room is made.
        usleep(2000)
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count <= 0 { break }
        received += chunk[..<count]
      }
      return received
    }
    var out = OutputBuffer(to: .descriptor(ends[1]))
    for byte in expected { try out.append(byte: byte) }
    try out.flush()
    close(ends[1])
    let received = reader.wait() ?? []
    // Compared as a whole, but reported by the first difference: the arrays are long.
    let firstDifference = zip(received, expected).enumerated().first {
      $0.element.0 != $0.element.1
    }?.offset
    #expect(received.count == expected.count)
    #expect(firstDifference == nil, "bytes differ from index \(firstDifference ?? 0)")
  }
}

extension Thread {
  /// Runs `body(argument)` on a new thread; `wait()` on the result returns what it returned.
  fileprivate static func detachNewThread<Argument: Sendable, Result: Sendable>(
    withResult argument: Argument, _ body: @escaping @Sendable (Argument) -> Result
  ) -> ThreadResult<Result> {
    let result = ThreadResult<Result>()
    Thread.detachNewThread {
      result.set(body(argument))
    }
    return result
  }
}

/// A value another thread hands over once.
private final class ThreadResult<Value: Sendable>: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var value: Value?

  func set(_ value: Value) {
    self.value = value
    done.signal()
  }

  func wait() -> Value? {
    done.wait()
    return value
  }

}

/// The room rules of the buffer's windows, which hold in release builds too.
@Suite struct OutputBufferRoomTests {
  @Test func aRowWrittenPastTheBuffersEndStopsTheProgram() async {
    // A window lent at the buffer's end is as long as the room left there: a row
    // longer than it stops the program (in release builds too) rather than write
    // past the buffer, as issue 20's double free did.
    await #expect(processExitsWith: .failure) {
      var out = OutputBuffer(to: .memory(OutputCapture()))
      try out.append(String(repeating: "x", count: OutputBuffer.initialCapacity - 6))
      var row = try out.reserve(4)
      row.put("seven!!")
    }
  }
}
