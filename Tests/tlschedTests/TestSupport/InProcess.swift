import Foundation
import TimelineTestSupport

@testable import TimelineInspector

/// Runs tlsched's command line in this process instead of launching the binary,
/// when nothing the run does depends on being a process of its own.
///
/// A launch of the debug binary costs about 14 ms of CPU before tlsched reads its
/// first word (the dynamic loader and the kernel mapping Swift's and Foundation's
/// libraries), and the suite makes over a thousand; in process, the same words go
/// through the same `ScheduleInspector` (parse, plan, run, write) with standard
/// output kept in memory and standard error's messages collected, and give the
/// bytes, messages and status the binary gives.
///
/// What only a process shows is left to the binary (``needsTheProcess(_:)``):
/// standard input, the environment, live runs on the real clock, stop signals,
/// exit by signal, `--version` (written into the binary at build time), the
/// machine's zone, and paths to the process's own streams. CI also runs every
/// command-line test against the release binary (`$TLSCHED_BINARY`), and then
/// nothing runs in process; `InProcessParityTests` checks that both give the same.
enum InProcess {
  /// What the binary run with `words` (its standard input `/dev/null`, the tests'
  /// environment) would give, or nil when the run needs a process of its own.
  /// Throws when the run has not ended after ``HangBound``, as a launched run does.
  static func run(_ words: [String]) throws -> Run? {
    guard isAvailable, !needsTheProcess(words) else { return nil }
    let started = Date()
    let messages = Locked("")
    let output = OutputCapture()
    let tool = ScheduleInspector.tlsched(version: nil)
    // On a thread of its own with a bound, as a launched run is killed after one:
    // a run that hangs fails its test instead of stalling the suite.
    let outcome = finished {
      tool.outcome(
        of: words, keepingOutputIn: output,
        messages: { message in messages.withLock { $0 += message } },
        clock: InProcessClock())
    }
    guard let outcome else {
      throw BinaryError(description: "\(words) did not finish within \(HangBound.seconds) s")
    }
    let bytes = output.bytes
    return Run(
      stdout: bytes, stderr: messages.withLock { $0 }, status: outcome.status, signalled: false,
      duration: Date().timeIntervalSince(started),
      stdoutChunks: [(Date().timeIntervalSinceReferenceDate, bytes)])
  }

  /// Whether runs may be made in process at all: not when the tests are to run
  /// another binary (`$TLSCHED_BINARY`, CI's release), nor when this process has
  /// a variable set that launched runs do not get (`TZ`) or that tlsched removes
  /// at start-up.
  static let isAvailable: Bool = {
    let environment = ProcessInfo.processInfo.environment
    let read = ["TLSCHED_BINARY", "TZ"] + ProcessEnvironment.ignored
    return !read.contains { environment[$0] != nil }
  }()

  /// Whether the run `words` asks for depends on the process it runs in:
  /// - `-`, or `--file=-`: standard input;
  /// - `--live`: paced by the real clock, watching standard output's reader, and
  ///   its tests watch when lines arrive;
  /// - `--version`: the version is written into the binary when it is built;
  /// - `local`: the machine's zone, which other tests change in this process;
  /// - a path into `/dev/` or `/proc/`: the process's own streams and files.
  static func needsTheProcess(_ words: [String]) -> Bool {
    words.contains { word in
      word == "-" || word.hasSuffix("=-") || word == "--live" || word.hasPrefix("--live=")
        || word == "--version" || word == "local" || word.hasSuffix("=local")
        || word.contains("/dev/") || word.contains("/proc/")
    }
  }
}

/// The real clock without what belongs to the process: stop signals are never
/// caught (the test runner's own handlers stay as they are) and never arrive, and
/// a wait only sleeps, without watching file descriptor 1.
private struct InProcessClock: LiveClock {
  func now() -> Double { RealTime.now() }
  func wait(until deadline: Double) -> ClockWake {
    _ = RealTime.sleep(until: deadline)
    return .due
  }
  var stopSignal: Int32 { 0 }
  func catchStopSignals(abandoningWritesAtOnce: Bool) {}
}
