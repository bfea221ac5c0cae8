import Foundation
import Testing
import TimelineCore
import TimelineTesting

/// A `Clock` the test moves by hand, as swift-clocks' `TestClock`, that drives a
/// headless view and a schedule's dates. Worked out by hand for a schedule every 60 s
/// from 2025-01-01T00:00:00Z. Each test awaits only what the clock has reached, so
/// the order in which the tasks run does not change the answer.
@Suite struct TimelineTestClockTests {
  @Test func aSleepEndsWhenTheClockReachesItsDeadline() async throws {
    let clock = TimelineTestClock(now: newYear2025)
    let woke = Task { () async throws -> Date in
      try await clock.sleep(until: .init(newYear2025 + 60))
      return clock.now.date
    }
    await clock.advance(by: .seconds(30))
    await clock.advance(by: .seconds(30))
    #expect(try await woke.value == newYear2025 + 60)
  }

  @Test func aSleepWhoseDeadlineIsPastEndsAtOnce() async throws {
    let clock = TimelineTestClock(now: newYear2025 + 60)
    try await clock.sleep(until: .init(newYear2025))
    try await clock.sleep(for: .zero)
    #expect(clock.now.date == newYear2025 + 60)
  }

  @Test func codeWrittenAgainstAnyClockSleepsOnIt() async throws {
    func waitAMinute(on clock: any Clock<Duration>) async throws {
      try await clock.sleep(for: .seconds(60))
    }
    let clock = TimelineTestClock(now: newYear2025)
    let done = Task { try await waitAMinute(on: clock) }
    // The minute counts from when the code starts to sleep: move the clock after that.
    await clock.waitForSleepers()
    await clock.advance(to: newYear2025 + 60)
    try await done.value
    #expect(clock.now.date == newYear2025 + 60)
  }

  @Test func aCancelledSleepThrows() async {
    let clock = TimelineTestClock(now: newYear2025)
    let sleeping = Task { try await clock.sleep(until: .init(newYear2025 + 3_600)) }
    sleeping.cancel()
    await #expect(throws: CancellationError.self) { try await sleeping.value }
  }

  @Test func aViewsUpdatesArriveAsTheClockPassesThem() async throws {
    let view = TimelineView(PeriodicTimelineSchedule(from: newYear2025, by: 60)) { $0.date }
    let clock = TimelineTestClock(now: newYear2025 + 30)
    var updates = clock.updates(of: view).makeAsyncIterator()
    // Created at 00:00:30: the view shows 00:00:00 at once, then 00:01:00 at 00:01:00.
    let first = try await updates.next()
    #expect(first?.time == newYear2025 + 30)
    #expect(first?.content == newYear2025)
    await clock.advance(by: .seconds(30))
    let second = try await updates.next()
    #expect(second?.time == newYear2025 + 60)
    #expect(second?.content == newYear2025 + 60)
  }

  @Test func aTextScheduleDatesArriveAsTheClockPassesThem() async throws {
    // In normal mode a timer's dates are the start, then every second after it
    // (docs/semantics.md, "Timer"): asked at 00:00:00.75, 00:00:00.75 then 00:00:01.75.
    let clock = TimelineTestClock(now: newYear2025 + 0.75)
    let timer = TextTimerTimelineSchedule(alignment: newYear2025 + 300)
    var dates = clock.dates(of: timer).makeAsyncIterator()
    #expect(try await dates.next() == newYear2025 + 0.75)
    await clock.advance(to: newYear2025 + 2)
    #expect(try await dates.next() == newYear2025 + 1.75)
  }

  @Test func movingBackIsAFailureAtTheCallersLine() async {
    let clock = TimelineTestClock(now: newYear2025 + 60)
    let line = #line + 2
    await withKnownIssue {
      await clock.advance(to: newYear2025)
    } matching: { issue in
      issue.sourceLocation?.line == line
    }
    #expect(clock.now.date == newYear2025 + 60)
  }
}
