import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts the built `tlsched` the way Foundation's `Process` cannot: with some
/// signals blocked, or with a standard output the test made itself (a
/// non-blocking pipe), for the tests of how tlsched copes with what its parent
/// hands it.
struct SpawnedProcess {
  let pid: pid_t

  /// Starts tlsched with `arguments`, standard output on `stdout`, standard
  /// input and error on `/dev/null`, and `blocked` signals blocked.
  init(_ arguments: [String], stdout: Int32, blocked: [Int32] = []) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, stdout, 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var mask = sigset_t()
    sigemptyset(&mask)
    for signal in blocked { sigaddset(&mask, signal) }
    posix_spawnattr_setsigmask(&attributes, &mask)
    var defaults = sigset_t()
    sigfillset(&defaults)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let path = Binary.url.path
    let words = [path] + arguments
    let argv = words.map { strdup($0) } + [nil]
    defer { for word in argv { free(word) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
    guard result == 0 else {
      throw BinaryError(description: "posix_spawn failed: \(String(cString: strerror(result)))")
    }
    self.pid = pid
  }

  /// Waits at most `timeout` seconds for the process to end; kills it after that.
  /// Returns the exit status or signal, or nil if it had to be killed.
  func finish(timeout: Double = Binary.hangTimeout) -> (status: Int32, signalled: Bool)? {
    let deadline = Date().addingTimeInterval(timeout)
    var status: Int32 = 0
    while Date() < deadline {
      if waitpid(pid, &status, WNOHANG) == pid { return Self.decode(status) }
      usleep(5_000)
    }
    kill(pid, SIGKILL)
    waitpid(pid, &status, 0)
    return nil
  }

  /// Reads `pipe` while waiting at most `timeout` seconds for the process to end
  /// (so that a process blocked writing to it can go on), then what is left in it;
  /// kills the process after that. Returns the bytes read, and the exit status or
  /// signal, or nil if it had to be killed.
  func finish(reading pipe: TestPipe, timeout: Double = Binary.hangTimeout)
    -> (bytes: [UInt8], end: (status: Int32, signalled: Bool)?)
  {
    var bytes: [UInt8] = []
    let deadline = Date().addingTimeInterval(timeout)
    var status: Int32 = 0
    while Date() < deadline {
      bytes += pipe.readAvailable(waitingMilliseconds: 5)
      if waitpid(pid, &status, WNOHANG) == pid {
        while case let more = pipe.readAvailable(waitingMilliseconds: 0), !more.isEmpty {
          bytes += more
        }
        return (bytes, Self.decode(status))
      }
    }
    kill(pid, SIGKILL)
    waitpid(pid, &status, 0)
    return (bytes, nil)
  }

  private static func decode(_ status: Int32) -> (status: Int32, signalled: Bool) {
    let signal = status & 0x7F
    return signal == 0 ? ((status >> 8) & 0xFF, false) : (signal, true)
  }
}

/// A pipe whose read end the test drains on demand.
///
/// Each end is closed once at most: tests run in parallel in one process, so
/// closing a number twice could close another test's newly opened descriptor
/// (a `Process` pipe, whose `try!` in Foundation then traps on EBADF).
final class TestPipe {
  let read: Int32
  let write: Int32
  private var writeClosed = false
  private var readClosed = false

  init() {
    var ends: [Int32] = [-1, -1]
    pipe(&ends)
    read = ends[0]
    write = ends[1]
  }

  /// How many bytes the pipe holds, or -1 where the system does not say (`fcntl`'s
  /// F_GETPIPE_SZ, which only Linux has).
  var capacity: Int32 { fcntl(read, 1032) }

  /// Whether a pipe tells its capacity here: the tests that fill one on purpose
  /// need to know when it is full.
  static let tellsItsCapacity: Bool = {
    let pipe = TestPipe()
    defer { pipe.close() }
    return pipe.capacity > 0
  }()

  /// Closes the write end, as a reader that stops writing would.
  func closeWrite() {
    guard !writeClosed else { return }
    writeClosed = true
    closeDescriptor(write)
  }

  /// Reads until `count` newlines have arrived, the end, or `timeout` seconds.
  func readLines(atLeast count: Int, timeout: Double = Binary.hangTimeout) -> [UInt8] {
    var bytes: [UInt8] = []
    let deadline = Date().addingTimeInterval(timeout)
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count(where: { $0 == 0x0A }) < count, Date() < deadline {
      var watched = pollfd(fd: read, events: Int16(POLLIN), revents: 0)
      guard poll(&watched, 1, 50) > 0 else { continue }
      let got = buffer.withUnsafeMutableBytes { readDescriptor(read, $0.baseAddress, $0.count) }
      if got <= 0 { break }
      bytes += buffer[..<got]
    }
    return bytes
  }

  /// What one read gets once the pipe has something to read, waiting at most
  /// `waitingMilliseconds` for it; empty when nothing came (or at the end).
  func readAvailable(waitingMilliseconds: Int32) -> [UInt8] {
    var watched = pollfd(fd: read, events: Int16(POLLIN), revents: 0)
    guard poll(&watched, 1, waitingMilliseconds) > 0 else { return [] }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    let got = buffer.withUnsafeMutableBytes { readDescriptor(read, $0.baseAddress, $0.count) }
    return got > 0 ? Array(buffer[..<got]) : []
  }

  /// Closes whichever end is still open.
  func close() {
    closeWrite()
    guard !readClosed else { return }
    readClosed = true
    closeDescriptor(read)
  }
}

/// The C library's `read(2)`, which ``TestPipe``'s own `read` hides inside it.
private func readDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
  #else
    Darwin.read(descriptor, buffer, count)
  #endif
}

/// The C library's `close(2)`, which ``TestPipe``'s own `close` hides inside it.
private func closeDescriptor(_ descriptor: Int32) {
  #if canImport(Glibc)
    _ = Glibc.close(descriptor)
  #else
    _ = Darwin.close(descriptor)
  #endif
}
