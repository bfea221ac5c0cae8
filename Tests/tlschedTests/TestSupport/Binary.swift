import Foundation
import Testing
import TimelineTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How one run of the built `tlsched` binary ended, and what it wrote.
struct Run: Sendable {
  /// Everything written to standard output, byte for byte.
  var stdout: [UInt8]
  /// Everything written to standard error.
  var stderr: String
  /// The exit status, or the signal number when ``signalled``.
  var status: Int32
  /// Whether the process was ended by a signal rather than by exiting.
  var signalled: Bool
  /// Seconds from launch to exit.
  var duration: Double
  /// Each chunk of standard output with the moment it was read (seconds since 2001, like the dates printed).
  var stdoutChunks: [(time: Double, bytes: [UInt8])]

  /// Standard output decoded as UTF-8.
  var output: String { String(decoding: stdout, as: UTF8.self) }

  /// The lines of standard output, without their newlines.
  var lines: [String] {
    output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  /// The lines of standard error, without their newlines.
  var stderrLines: [String] {
    stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  /// Whether the process exited normally with `status`.
  func exited(_ status: Int32) -> Bool { !signalled && self.status == status }
}

/// Runs the built `tlsched` with `arguments`; see ``Binary/run(_:stdin:environment:timeout:)``.
func tlsched(_ arguments: String..., stdin: [UInt8]? = nil, environment: [String: String?] = [:])
  async throws -> Run
{
  try await Binary.run(arguments, stdin: stdin, environment: environment)
}

/// Why the binary could not be run to completion.
struct BinaryError: Error, CustomStringConvertible {
  let description: String
}

/// Runs the `tlsched` executable that `swift build` put next to the test bundle.
///
/// Output is read from both pipes on their own threads while the process runs,
/// so a chatty process never blocks on a full pipe; a run that outlives its
/// timeout is killed and reported as a failure instead of hanging the suite.
enum Binary {
  /// Seconds after which a run that has not ended is killed and reported as
  /// hanging (``HangBound``).
  static let hangTimeout = HangBound.seconds

  /// The binary under test: `$TLSCHED_BINARY` if set, else the `tlsched` found
  /// next to the test bundle, else `.build/debug/tlsched` in the package.
  static let url: URL = {
    ignoreBrokenPipes
    if let path = ProcessInfo.processInfo.environment["TLSCHED_BINARY"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    let starts = [
      URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent(),
      Bundle.main.bundleURL,
    ]
    for start in starts {
      var directory = start
      // The test bundle is in the build directory (Linux) or a few levels down inside it (macOS).
      for _ in 0..<4 {
        let candidate = directory.appendingPathComponent("tlsched")
        if FileManager.default.isExecutableFile(atPath: candidate.path) && !isDirectory(candidate) {
          return candidate
        }
        directory = directory.deletingLastPathComponent()
      }
    }
    return packageRoot.appendingPathComponent(".build/debug/tlsched")
  }()

  /// The root of the package, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The test process writes to pipes whose reader may already be gone; that
  /// must fail the write, not kill the test runner.
  private static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

  /// Whether `$TLSCHED_BINARY_ENV_EMPTY` is `1`: runs then get an empty environment,
  /// as under `env -i`, plus only the variables their test sets. CI runs the release
  /// binary so, to show that it needs nothing from its environment.
  static let environmentIsEmpty =
    ProcessInfo.processInfo.environment["TLSCHED_BINARY_ENV_EMPTY"] == "1"

  /// The environment runs get by default: none when ``environmentIsEmpty``, otherwise
  /// the test runner's without anything that could change the output (zone, locale).
  static let baseEnvironment: [String: String] = {
    if environmentIsEmpty { return [:] }
    var environment = ProcessInfo.processInfo.environment
    for key in environment.keys
    where key == "TZ" || key == "LANG" || key == "LANGUAGE" || key.hasPrefix("LC_") {
      environment[key] = nil
    }
    return environment
  }()

  /// Runs `tlsched` with `arguments`: in this process when nothing in the run
  /// needs a process of its own (``InProcess``), else by launching the binary.
  ///
  /// - Parameters:
  ///   - stdin: Bytes for standard input; without them it reads `/dev/null`.
  ///   - environment: Variables to set (a `nil` value removes one) over ``baseEnvironment``.
  ///   - timeout: Seconds after which the run is killed and the call throws; a
  ///     test that sets its own watches the process, which is then launched.
  static func run(
    _ arguments: [String], stdin: [UInt8]? = nil, environment: [String: String?] = [:],
    timeout: Double = hangTimeout
  ) async throws -> Run {
    if stdin == nil, environment.isEmpty, timeout == hangTimeout,
      let run = try InProcess.run(arguments)
    {
      return run
    }
    return try await launched(arguments, stdin: stdin, environment: environment, timeout: timeout)
  }

  /// Runs `tlsched` with `arguments` by launching the binary, whatever the words.
  static func launched(
    _ arguments: [String], stdin: [UInt8]? = nil, environment: [String: String?] = [:],
    timeout: Double = hangTimeout
  ) async throws -> Run {
    try await launch(url, arguments, stdin: stdin, environment: environment, timeout: timeout)
  }

  /// Runs `script` with `/bin/sh -c`, with `$TLSCHED` set to the binary's path.
  static func shell(
    _ script: String, shell: String = "/bin/sh", environment: [String: String?] = [:],
    timeout: Double = hangTimeout
  ) async throws -> Run {
    var environment = environment
    environment["TLSCHED"] = url.path
    if environmentIsEmpty && environment["PATH"] == nil {
      // Scripts call other tools (groff crashes without PATH); tlsched inherits only this.
      environment["PATH"] = ProcessInfo.processInfo.environment["PATH"]
    }
    return try await launch(
      URL(fileURLWithPath: shell), ["-c", script], stdin: nil, environment: environment,
      timeout: timeout)
  }

  /// Starts `tlsched` and returns at once, for tests that watch or signal a running process.
  static func start(_ arguments: [String]) throws -> RunningProcess {
    try RunningProcess(url, arguments, stdin: nil, environment: [:])
  }

  private static func launch(
    _ executable: URL, _ arguments: [String], stdin: [UInt8]?, environment: [String: String?],
    timeout: Double
  ) async throws -> Run {
    let process = try RunningProcess(executable, arguments, stdin: stdin, environment: environment)
    return try await process.finish(timeout: timeout)
  }

  private static func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}

/// A launched process whose output is being collected.
final class RunningProcess: @unchecked Sendable {
  private let process = Process()
  private let out: PipeReader
  private let err: PipeReader
  private let exited = DispatchSemaphore(value: 0)
  private let started = Date()
  /// When the process ended, noted as soon as Foundation reports it.
  private let exitTime = Locked<Date?>(nil)
  private let description: String

  fileprivate init(
    _ executable: URL, _ arguments: [String], stdin: [UInt8]?, environment: [String: String?]
  ) throws {
    description = ([executable.lastPathComponent] + arguments).joined(separator: " ")
    process.executableURL = executable
    process.arguments = arguments
    var variables = Binary.baseEnvironment
    for (key, value) in environment { variables[key] = value }
    process.environment = variables
    let outPipe = Pipe()
    let errPipe = Pipe()
    process.standardOutput = outPipe
    process.standardError = errPipe
    let inPipe = stdin.map { _ in Pipe() }
    process.standardInput = inPipe ?? FileHandle.nullDevice
    let exited = self.exited
    let exitTime = self.exitTime
    process.terminationHandler = { _ in
      exitTime.withLock { $0 = Date() }
      exited.signal()
    }
    out = PipeReader(outPipe.fileHandleForReading)
    err = PipeReader(errPipe.fileHandleForReading)
    // The child inherits this thread's signal mask, and the threads Swift
    // concurrency runs on block signals: unblock them all while spawning, so that
    // tlsched sees SIGTERM, SIGINT and SIGPIPE as it would from a shell.
    var empty = sigset_t()
    var saved = sigset_t()
    sigemptyset(&empty)
    pthread_sigmask(SIG_SETMASK, &empty, &saved)
    defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
    try process.run()
    out.start()
    err.start()
    if let stdin, let inPipe {
      let handle = inPipe.fileHandleForWriting
      Thread.detachNewThread {
        // The process may stop reading early (an error on an early line): ignore EPIPE.
        stdin.withUnsafeBytes { bytes in
          var offset = 0
          while offset < bytes.count {
            let written = write(
              handle.fileDescriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { break }
            offset += written
          }
        }
        try? handle.close()
      }
    }
  }

  /// The process id.
  var pid: Int32 { process.processIdentifier }

  /// Standard output read so far, with the moment each chunk arrived (seconds since 2001).
  var chunksSoFar: [(time: Double, bytes: [UInt8])] { out.chunks }

  /// Sends `signal` to the process.
  func send(_ signal: Int32) { kill(process.processIdentifier, signal) }

  /// Waits for the process to end (killing it after `timeout` seconds) and returns what it wrote.
  func finish(timeout: Double = Binary.hangTimeout) async throws -> Run {
    let inTime = await Self.wait(for: exited, timeout: timeout)
    if !inTime {
      kill(process.processIdentifier, SIGKILL)
      _ = await Self.wait(for: exited, timeout: 5)
    }
    let duration = (exitTime.withLock { $0 } ?? Date()).timeIntervalSince(started)
    // A grandchild that still holds the pipes must not hang the suite either;
    // a reader thread kept waiting for a core by a loaded machine must not
    // fail the run, so each pipe gets the whole timeout once the run ended.
    let drainTimeout = inTime ? timeout : 1
    let outDrained = await Self.wait(for: out.done, timeout: drainTimeout)
    let errDrained = await Self.wait(for: err.done, timeout: drainTimeout)
    guard inTime, outDrained, errDrained else {
      throw BinaryError(
        description: "'\(description)' did not finish within \(timeout) s; output so far:\n"
          + String(decoding: out.bytes, as: UTF8.self) + "\nstderr:\n"
          + String(decoding: err.bytes, as: UTF8.self))
    }
    return Run(
      stdout: out.bytes, stderr: String(decoding: err.bytes, as: UTF8.self),
      status: process.terminationStatus,
      signalled: process.terminationReason == .uncaughtSignal, duration: duration,
      stdoutChunks: out.chunks)
  }

  /// Waits for `semaphore` on a thread of its own: blocking one of Dispatch's few
  /// worker threads instead could starve the very handler that reports the exit.
  private static func wait(for semaphore: DispatchSemaphore, timeout: Double) async -> Bool {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        let signalled = semaphore.wait(timeout: .now() + timeout) == .success
        // Leave the semaphore as it was, so that it can be waited for again.
        if signalled { semaphore.signal() }
        continuation.resume(returning: signalled)
      }
    }
  }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
  private let handle: FileHandle
  private let lock = NSLock()
  private var collected: [(time: Double, bytes: [UInt8])] = []
  /// Signalled once the pipe reached its end.
  let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) { self.handle = handle }

  func start() {
    Thread.detachNewThread { [self] in
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let count = buffer.withUnsafeMutableBytes {
          read(handle.fileDescriptor, $0.baseAddress, $0.count)
        }
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { break }
        let time = Date().timeIntervalSinceReferenceDate
        lock.withLock { collected.append((time, Array(buffer[..<count]))) }
      }
      try? handle.close()
      done.signal()
    }
  }

  var chunks: [(time: Double, bytes: [UInt8])] { lock.withLock { collected } }

  var bytes: [UInt8] { chunks.flatMap(\.bytes) }
}

/// A value guarded by a lock.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
