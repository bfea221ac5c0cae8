/// A large output buffer flushed to its ``OutputDestination``: a file
/// descriptor with `write(2)`, a golden file's check, or memory.
///
/// Formatting goes straight into the buffer's memory, so printing a line costs
/// no allocation and no system call; a flush writes the whole buffer in a loop
/// that resumes after partial writes and `EINTR`, and waits with `poll` when
/// the descriptor is non-blocking and full (`EAGAIN`). Once a live run's stop
/// signal has arrived (``LiveClock/stopRequested``), an interrupted write is
/// not resumed: the reader may never read again, and the stop must not wait
/// for it.
struct OutputBuffer: ~Copyable {
  /// Bytes held before a flush; large enough that system calls are rare.
  static let initialCapacity = 1 << 16

  /// Why a write failed.
  enum WriteFailure: Error, Equatable {
    /// The reader went away (`EPIPE`): the run should end quietly.
    case readerGone
    /// A stop signal arrived while the write could not go on.
    case stopped
    /// Any other error, with its `errno`.
    case failed(errno: Int32)
  }

  private var storage: UnsafeMutablePointer<UInt8>
  /// Bytes ``storage`` holds: ``initialCapacity`` until a longer row needs more.
  private var capacity = OutputBuffer.initialCapacity
  private var count = 0
  /// Where the bytes go when the buffer is flushed.
  private let destination: OutputDestination

  /// Creates a buffer whose bytes go to `destination`.
  init(to destination: OutputDestination) {
    self.destination = destination
    self.storage = .allocate(capacity: Self.initialCapacity)
  }

  deinit { storage.deallocate() }

  /// Keeps `pitfalls` beside the bytes when they go to memory (a run the
  /// TimelineTesting library makes); elsewhere they are in the output already.
  func keep(pitfalls: @autoclosure () -> [RecordedPitfall]) {
    if case .memory(let capture) = destination { capture.pitfalls += pitfalls() }
  }

  /// Room for at least `length` bytes, flushing first if needed (and growing
  /// the buffer for a row longer than it): write into the returned window, then
  /// pass it to ``commit(_:)``. A window cannot be written past its end.
  @inline(__always)
  mutating func reserve(_ length: Int) throws(WriteFailure) -> RowBytes {
    if length > capacity - count {
      try flush()
      if length > capacity { grow(to: length) }
    }
    return RowBytes(start: storage + count, capacity: capacity - count)
  }

  /// Keeps what was written into `row`, the window the last ``reserve(_:)`` gave.
  @inline(__always)
  mutating func commit(_ row: RowBytes) {
    precondition(row.base == storage + count, "a row committed to the wrong buffer")
    count += row.count
  }

  /// Replaces the (empty) storage with a larger one.
  private mutating func grow(to length: Int) {
    storage.deallocate()
    storage = .allocate(capacity: length)
    capacity = length
  }

  /// Appends the UTF-8 bytes of a string.
  mutating func append(_ text: String) throws(WriteFailure) {
    for byte in text.utf8 { try append(byte: byte) }
  }

  /// Appends one byte.
  @inline(__always)
  mutating func append(byte: UInt8) throws(WriteFailure) {
    if count == capacity { try flush() }
    storage[count] = byte
    count += 1
  }

  /// Writes out everything buffered.
  mutating func flush() throws(WriteFailure) {
    defer { count = 0 }
    let bytes = UnsafeRawBufferPointer(start: storage, count: count)
    let fileDescriptor: Int32
    switch destination {
    case .check(let check):
      check.compare(bytes)
      // The difference is known: the rest of the output would change nothing.
      if check.isDecided { throw .readerGone }
      return
    case .memory(let capture):
      capture.append(bytes)
      return
    case .descriptor(let descriptor):
      fileDescriptor = descriptor
    }
    let outcome = SystemIO.writeAll(fileDescriptor, bytes, abandonOnStop: true)
    switch outcome {
    case .written: return
    case .readerGone: throw .readerGone
    case .stopped: throw .stopped
    case .failed(let code): throw .failed(errno: code)
    }
  }
}

/// Where a run's output goes: one value, so that no writer can forget the
/// check or the capture.
enum OutputDestination {
  /// Written to a file descriptor (standard output is 1).
  case descriptor(Int32)
  /// With `--check`: compared with a golden file instead of written.
  case check(GoldenCheck)
  /// Kept in memory: the TimelineTesting library's runs, and tests.
  case memory(OutputCapture)
}
