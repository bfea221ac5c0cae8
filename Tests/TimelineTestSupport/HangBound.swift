import Foundation

/// How long a test waits for work that could hang before it gives up and fails.
///
/// Swift Testing's time limits count from when a test is queued, not from when it
/// gets a thread, so on a loaded machine they fail quick tests that merely waited
/// for a core. A test that guards against a hang (a run that never ends, a skip
/// that falls back to reading billions of entries one by one) bounds the work
/// itself instead: a subprocess is killed after this long, and in-process work
/// runs through ``finished(within:_:)``.
package enum HangBound {
  /// Far above what any such work needs on a loaded two-core machine, yet finite,
  /// so that a real hang fails its test instead of stalling the suite.
  package static let seconds: Double = 120
}

/// Runs `work` on a thread of its own and returns its result, or nil when it has
/// not finished after `seconds` (the thread is then left to run on; the test
/// fails and the suite goes on).
package func finished<Value>(
  within seconds: Double = HangBound.seconds, _ work: @escaping () -> Value
) -> Value? {
  let guarded = GuardedWork(work)
  Thread.detachNewThread { guarded.perform() }
  guard guarded.done.wait(timeout: .now() + seconds) == .success else { return nil }
  return guarded.result
}

/// Work handed to another thread, and its result once ``done`` is signalled.
private final class GuardedWork<Value>: @unchecked Sendable {
  private let work: () -> Value
  /// Written once, by the working thread, before ``done`` is signalled.
  private(set) var result: Value?
  /// Signalled when the work has finished.
  let done = DispatchSemaphore(value: 0)

  init(_ work: @escaping () -> Value) { self.work = work }

  func perform() {
    result = work()
    done.signal()
  }
}
