#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("tlsched's platform layer knows Glibc, Musl and Darwin only")
#endif

/// Reading, writing, opening and describing files: the one place that calls
/// `read(2)`, `write(2)` and `open(2)`, so that their retry loop is written once.
///
/// Both loops resume after `EINTR` and a partial transfer, and wait with
/// `poll(2)` when a non-blocking descriptor is full or empty (`EAGAIN`), so a
/// descriptor a parent made non-blocking behaves like any other. These calls
/// have the same meaning on Linux (glibc, musl) and on Darwin.
enum SystemIO {
  /// How writing a whole buffer ended.
  enum WriteOutcome: Equatable {
    /// Every byte was written.
    case written
    /// The reader went away (`EPIPE`).
    case readerGone
    /// A stop signal arrived while the write could not go on.
    case stopped
    /// Any other error, with its `errno`.
    case failed(errno: Int32)
  }

  /// How one read ended: bytes read (0 at the end), or `errno`.
  enum ReadOutcome: Equatable {
    case bytes(Int)
    case failed(errno: Int32)
  }

  /// Writes all of `bytes` to `fd`.
  ///
  /// - Parameter abandonOnStop: Whether a write interrupted by a signal gives up
  ///   once a stop signal has arrived (see ``StopSignals/abandonsWrites``) instead
  ///   of resuming: the reader may never read again, and the stop must not wait for it.
  static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, abandonOnStop: Bool)
    -> WriteOutcome
  {
    var written = 0
    while written < bytes.count {
      let result = write(fd, bytes.baseAddress! + written, bytes.count - written)
      if result >= 0 {
        written += result
        continue
      }
      switch errno {
      case EINTR:
        if abandonOnStop && StopSignals.abandonsWrites { return .stopped }
      case EAGAIN, EWOULDBLOCK:
        if !waitUntilReady(fd, for: Int16(POLLOUT)) && abandonOnStop && StopSignals.abandonsWrites {
          return .stopped
        }
      case EPIPE:
        return .readerGone
      case let code:
        return .failed(errno: code)
      }
    }
    return .written
  }

  /// One `read(2)` into `buffer` that returns bytes, the end (0), or an error other
  /// than `EINTR` and `EAGAIN`.
  static func read(_ fd: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>) -> ReadOutcome {
    while true {
      let result = Self.systemRead(fd, buffer.baseAddress, buffer.count)
      if result >= 0 { return .bytes(result) }
      let code = errno
      if code == EAGAIN || code == EWOULDBLOCK {
        _ = waitUntilReady(fd, for: Int16(POLLIN))
      } else if code != EINTR {
        return .failed(errno: code)
      }
    }
  }

  /// ``read(_:into:)-(_,UnsafeMutableBufferPointer<UInt8>)`` into the whole of
  /// `buffer`, for code outside the types fenced for unsafe code.
  static func read(_ fd: Int32, into buffer: inout [UInt8]) -> ReadOutcome {
    buffer.withUnsafeMutableBufferPointer { read(fd, into: $0) }
  }

  /// Writes all of `text`'s UTF-8 to `fd` (``writeAll(_:_:abandonOnStop:)-(_,UnsafeRawBufferPointer,_)``).
  static func writeAll(_ fd: Int32, _ text: String, abandonOnStop: Bool) -> WriteOutcome {
    var text = text
    return text.withUTF8 { writeAll(fd, UnsafeRawBufferPointer($0), abandonOnStop: abandonOnStop) }
  }

  /// Waits, without a time limit, until `fd` is ready for `events`; false if a
  /// signal interrupted the wait.
  private static func waitUntilReady(_ fd: Int32, for events: Int16) -> Bool {
    var watched = pollfd(fd: fd, events: events, revents: 0)
    return poll(&watched, 1, -1) >= 0 || errno != EINTR
  }

  /// `read(2)` itself (the name `read` is taken by the loop above).
  private static func systemRead(_ fd: Int32, _ buffer: UnsafeMutablePointer<UInt8>?, _ count: Int)
    -> Int
  {
    #if canImport(Darwin)
      Darwin.read(fd, buffer, count)
    #elseif canImport(Musl)
      Musl.read(fd, buffer, count)
    #else
      Glibc.read(fd, buffer, count)
    #endif
  }

  /// Opens the file named by the bytes `path` (which need not be UTF-8) for
  /// reading, not inherited by child processes; the descriptor or `errno`.
  ///
  /// A name for a standard stream that was closed when the process started
  /// (`/dev/stdin`, `/dev/fd/0` with `<&-`) fails with `EBADF`, as reading that
  /// stream does, rather than reading its placeholder (see ``StandardStreams``).
  static func openForReading(_ path: [UInt8]) -> Result<Int32, OpenError> {
    let fd = (path + [0]).withUnsafeBufferPointer {
      $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_RDONLY | O_CLOEXEC) }
    }
    guard fd >= 0 else { return .failure(OpenError(errno: errno)) }
    if StandardStreams.isPlaceholder(fd) {
      close(fd)
      return .failure(OpenError(errno: EBADF))
    }
    return .success(fd)
  }

  /// Why a file could not be opened.
  struct OpenError: Error {
    /// The `errno` of the failure.
    let errno: Int32
  }

  /// Opens `/dev/null` for writing (a sink for output nobody reads), or -1.
  static func openNullSink() -> Int32 {
    open("/dev/null", O_WRONLY | O_CLOEXEC)
  }

  /// Closes `fd`, ignoring failures (there is nothing to do about them).
  static func close(_ fd: Int32) {
    #if canImport(Darwin)
      _ = Darwin.close(fd)
    #elseif canImport(Musl)
      _ = Musl.close(fd)
    #else
      _ = Glibc.close(fd)
    #endif
  }

  /// Whether `fd` is a directory, which `read(2)` cannot read.
  static func isDirectory(_ fd: Int32) -> Bool {
    var info = stat()
    return fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// The `errno` of reading a directory, for a message that says so.
  static let isDirectoryError: Int32 = EISDIR

  /// The `errno` of opening a file that does not exist, for a message that says how to make it.
  static let noSuchFileError: Int32 = ENOENT

  /// The offset of the first `byte` in `bytes`, or nil: the C library's `memchr`,
  /// many times faster than a Swift loop on long lines.
  static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = bytes.baseAddress, !bytes.isEmpty,
      let found = memchr(base, Int32(byte), bytes.count)
    else { return nil }
    return UnsafeRawPointer(found) - UnsafeRawPointer(base)
  }

  /// The C library's sentence for `errno` `code` ("No such file or directory").
  static func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
