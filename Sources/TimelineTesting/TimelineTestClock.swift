import Foundation
import Synchronization
import TimelineCore
import TimelineInspector

/// A `Clock` a test moves by hand, whose instants are dates: code written against
/// `any Clock` sleeps on it, and a headless `TimelineView`'s updates or a
/// schedule's dates (the text schedules' among them) arrive as it passes them.
///
/// Time moves only when the test calls ``advance(by:fileID:filePath:line:column:)`` or ``advance(to:fileID:filePath:line:column:)``, as
/// with swift-clocks' `TestClock`. A sleep whose deadline the clock has reached
/// returns at once, so a test that advances first and then awaits gets the same
/// answer as one that awaits first:
///
/// ```swift
/// let clock = TimelineTestClock(now: start)
/// let view = TimelineView(.periodic(from: start, by: 60)) { $0.date }
/// var updates = clock.updates(of: view).makeAsyncIterator()
/// await updates.next()?.time      // start: due at creation
/// await clock.advance(by: 60)
/// await updates.next()?.time      // start + 60
/// ```
///
/// - Important: A view's updates, like its schedule, may never end: read as many
///   as the test needs.
public final class TimelineTestClock: Clock, Sendable {
  /// A moment of the clock: a date.
  public struct Instant: InstantProtocol, Sendable {
    /// The moment as a date.
    public var date: Date

    /// The moment `date`.
    public init(_ date: Date) { self.date = date }

    /// The moment `duration` later.
    public func advanced(by duration: Duration) -> Instant {
      Instant(date.addingTimeInterval(Self.seconds(duration)))
    }

    /// How long from this moment to `other`.
    public func duration(to other: Instant) -> Duration {
      .seconds(other.date.timeIntervalSince(date))
    }

    /// Whether this moment comes before `other`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.date < rhs.date }

    /// `duration` in seconds.
    static func seconds(_ duration: Duration) -> TimeInterval {
      let (seconds, attoseconds) = duration.components
      return TimeInterval(seconds) + TimeInterval(attoseconds) * 1e-18
    }
  }

  /// A task waiting for a moment.
  private struct Sleeper {
    let id: UInt64
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now: Instant
    var sleepers: [Sleeper] = []
    var nextID: UInt64 = 0
    /// Sleeps cancelled before they were recorded: each ends as it starts.
    var cancelledEarly: Set<UInt64> = []
  }

  private let state: Mutex<State>

  /// A clock at `now`.
  public init(now: Date) {
    state = Mutex(State(now: Instant(now)))
  }

  /// The clock's time: where the test last moved it.
  public var now: Instant { state.withLock { $0.now } }

  /// The clock moves only by hand: any duration can be awaited exactly.
  public var minimumResolution: Duration { .zero }

  /// Suspends until the test moves the clock to `deadline` or past it; returns
  /// at once if it is there already. Throws `CancellationError` if the task is
  /// cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = state.withLock { state -> UInt64 in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let outcome = state.withLock { state -> Result<Bool, CancellationError> in
          if state.cancelledEarly.remove(id) != nil { return .failure(CancellationError()) }
          guard deadline > state.now else { return .success(true) }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return .success(false)
        }
        switch outcome {
        case .success(true): continuation.resume()
        case .success(false): break
        case .failure(let error): continuation.resume(throwing: error)
        }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          // Not asleep yet (or woken already): a sleep not yet recorded ends as it starts.
          state.cancelledEarly.insert(id)
          return nil
        }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Returns once at least `count` tasks sleep on the clock.
  ///
  /// Code that sleeps *for* a duration computes its deadline from ``now`` when it
  /// starts to sleep: move the clock only once it sleeps, or its deadline moves
  /// with the clock.
  ///
  /// ```swift
  /// let done = Task { try await clock.sleep(for: .seconds(60)) }
  /// await clock.waitForSleepers()
  /// await clock.advance(by: .seconds(60))
  /// ```
  public func waitForSleepers(count: Int = 1) async {
    while state.withLock({ $0.sleepers.count }) < count { await Task.yield() }
  }

  /// Moves the clock `duration` on, waking each sleeper whose deadline it
  /// passes, earliest first.
  ///
  /// Time does not go back: a negative duration records a failure at the
  /// caller's line and leaves the clock where it was.
  public func advance(
    by duration: Duration, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await advance(
      to: now.advanced(by: duration).date, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Moves the clock to `date`, waking each sleeper whose deadline it passes,
  /// earliest first, the clock at that deadline as each wakes.
  ///
  /// Time does not go back: a `date` before ``now`` records a failure at the
  /// caller's line and leaves the clock where it was.
  public func advance(
    to date: Date, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let target = Instant(date)
    let from = now
    guard target >= from else {
      IssueReporting.record(
        "TimelineTestClock cannot go back: it is at \(RecordedDate.text(from.date)),"
          + " asked for \(RecordedDate.text(date)); it stays where it was.",
        at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column))
      return
    }
    while let sleeper = state.withLock({ state -> Sleeper? in
      guard
        let index = state.sleepers.indices.filter({ state.sleepers[$0].deadline <= target })
          .min(by: { state.sleepers[$0].deadline < state.sleepers[$1].deadline })
      else { return nil }
      let sleeper = state.sleepers.remove(at: index)
      state.now = max(state.now, sleeper.deadline)
      return sleeper
    }) {
      sleeper.continuation.resume()
      // Let the woken task run (and perhaps sleep again) before the clock moves on.
      await Task.yield()
    }
    state.withLock { $0.now = max($0.now, target) }
  }

  /// A headless view's updates, each when the clock reaches its time: those due
  /// at the view's creation (the clock's ``now``) at once.
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - model: Whose account of the updates to follow.
  ///   - cadence: The cadence the context reports instead of `live`.
  public func updates<Schedule: TimelineSchedule, Content>(
    of view: TimelineView<Schedule, Content>, model: TimelineUpdateModel = .swiftui,
    cadence: TimelineViewDefaultContext.Cadence? = nil
  ) -> AsyncThrowingStream<TimelineView<Schedule, Content>.Update, any Error> {
    let box = UncheckedBox(view.updates(createdAt: now.date, model: model, cadence: cadence))
    return AsyncThrowingStream { [self] in
      guard let update = box.value.next() else { return nil }
      try await sleep(until: Instant(update.time))
      return update
    }
  }

  /// A schedule's dates from the clock's ``now``, each when the clock reaches it
  /// (one already past at once): a text schedule's, or any other's.
  public func dates<Schedule: TimelineSchedule>(
    of schedule: Schedule, mode: TimelineScheduleMode = .normal
  ) -> AsyncThrowingStream<Date, any Error> {
    let box = UncheckedBox(schedule.entries(from: now.date, mode: mode).makeIterator())
    return AsyncThrowingStream { [self] in
      guard let date = box.value.next() else { return nil }
      try await sleep(until: Instant(date))
      return date
    }
  }
}

/// An iterator read by one stream's consumer at a time, as `AsyncThrowingStream`'s
/// unfolding closure is called: never from two tasks at once.
private final class UncheckedBox<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}
