import Foundation
import Testing
import TimelineTestSupport

@testable import TimelineInspector

/// A clock for live runs that moves only when the run waits on it, as
/// swift-clocks' `TestClock` moves only when a test advances it: a wait
/// returns at once with the clock at its deadline, so a live run of many
/// seconds runs in microseconds and every moment in it is exact.
///
/// Scripted events stand in for the world outside: a stall (the process
/// stopped with SIGSTOP, the machine suspended) moves the clock on after a
/// wait, and a stop signal arrives when a wait would pass a given moment.
final class TestClock: LiveClock {
  /// The current time, in seconds since 2001.
  private(set) var time: Double
  /// When each wait returned, in order: the moment its line was written.
  private(set) var wakes: [Double] = []
  private(set) var stopSignal: Int32 = 0
  private var stalls: [(at: Double, seconds: Double)]
  private var stop: (at: Double, signal: Int32)?

  /// A clock reading `now`.
  ///
  /// - Parameters:
  ///   - stalls: After the wait for a deadline at or after `at` returns, the
  ///     clock jumps `seconds` further, once for each stall.
  ///   - stop: A wait whose deadline is at or after `at` ends at `at` with the
  ///     stop signal `signal`.
  init(
    now: Double, stalls: [(at: Double, seconds: Double)] = [],
    stop: (at: Double, signal: Int32)? = nil
  ) {
    self.time = now
    self.stalls = stalls
    self.stop = stop
  }

  func now() -> Double { time }

  func wait(until deadline: Double) -> ClockWake {
    if stopSignal != 0 { return .stopped }
    if let stop, deadline >= stop.at {
      time = max(time, stop.at)
      stopSignal = stop.signal
      return .stopped
    }
    time = max(time, deadline)
    wakes.append(time)
    if let index = stalls.firstIndex(where: { deadline >= $0.at }) {
      time += stalls[index].seconds
      stalls.remove(at: index)
    }
    return .due
  }

  func catchStopSignals(abandoningWritesAtOnce: Bool) {}
}

/// What a run on a ``TestClock`` printed.
struct ClockedRun {
  /// Standard output's lines.
  var lines: [String]
  /// The notes written during the run (standard error's at-once messages).
  var messages: [String]
  /// The notes returned at the end.
  var notes: [String]
  /// Why the run stopped early, if it did.
  var stop: RunStop?
}

/// Runs tlsched's `words` in this process, paced by `clock`, its output kept in
/// memory.
func runOnTestClock(_ words: [String], clock: any LiveClock) throws -> ClockedRun {
  let tool = ScheduleInspector.tlsched(version: nil)
  guard case .schedule(let parsed) = try ArgumentParser(tool: tool).parse(words) else {
    throw BinaryError(description: "not a schedule: \(words)")
  }
  let messages = MessageLog()
  let capture = OutputCapture()
  let invocation = try RunRequest(
    parsed, of: parsed.command, currentTime: clock.now(), clock: clock,
    destination: .memory(capture))
  // A live run that falls back to reading every entry since its --now one by one
  // takes hours: it fails its test instead of stalling the suite.
  let outcome = finished { () -> (notes: [String], stop: RunStop?) in
    do throws(RunStop) {
      return (try invocation.run { messages.lines.append($0) }, nil)
    } catch {
      return ([], error)
    }
  }
  guard let (notes, stop) = outcome else {
    throw BinaryError(description: "\(words) did not finish within \(HangBound.seconds) s")
  }
  let output = String(decoding: capture.bytes, as: UTF8.self)
  let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
  return ClockedRun(
    lines: lines.map(String.init), messages: messages.lines, notes: notes, stop: stop)
}

/// Messages collected from a run.
private final class MessageLog {
  var lines: [String] = []
}
