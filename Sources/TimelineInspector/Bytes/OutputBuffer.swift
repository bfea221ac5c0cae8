/// A large output buffer flushed to a file descriptor with `write(2)`.
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
  private let fileDescriptor: Int32
  /// With `--check`: what the buffer's bytes are compared with instead of written.
  private let check: GoldenCheck?
  /// For the TimelineTesting library: where the buffer's bytes are kept instead of written.
  private let capture: OutputCapture?

  /// Creates a buffer that writes to `fileDescriptor`, or, with `check`,
  /// compares with a golden file what it would write, or, with `capture`,
  /// keeps it in memory.
  init(fileDescriptor: Int32, check: GoldenCheck? = nil, capture: OutputCapture? = nil) {
    self.fileDescriptor = fileDescriptor
    self.check = check
    self.capture = capture
    self.storage = .allocate(capacity: Self.initialCapacity)
  }

  deinit { storage.deallocate() }

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
    if let check {
      check.compare(UnsafeRawBufferPointer(start: storage, count: count))
      // The difference is known: the rest of the output would change nothing.
      if check.isDecided { throw .readerGone }
      return
    }
    if let capture {
      capture.append(UnsafeRawBufferPointer(start: storage, count: count))
      return
    }
    let outcome = SystemIO.writeAll(
      fileDescriptor, UnsafeRawBufferPointer(start: storage, count: count), abandonOnStop: true)
    switch outcome {
    case .written: return
    case .readerGone: throw .readerGone
    case .stopped: throw .stopped
    case .failed(let code): throw .failed(errno: code)
    }
  }
}
