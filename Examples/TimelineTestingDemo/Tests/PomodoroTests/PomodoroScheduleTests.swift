import Foundation
import Pomodoro
import Testing
import TimelineCore
import TimelineTesting

/// The pomodoro schedule and a view of it, asserted with Swift Testing. The
/// expected lines are worked out by hand: 25 minutes of work, 5 of break, from
/// 09:00 on Monday 2025-01-06.
@Suite struct PomodoroScheduleTests {
  /// 2025-01-06T09:00:00Z.
  let nine = Date(timeIntervalSince1970: 1_736_154_000)

  @Test func phasesChangeAtTwentyFiveAndThirtyMinutes() {
    // Golden/pomodoro.ndjson: what `tlsched explicit` would print for 09:00,
    // 09:25, 09:30, 09:55, or the library records with TIMELINE_TESTING_RECORD=failed.
    expectUpdates(
      of: PomodoroSchedule(start: nine), from: nine, count: 4,
      matches: .file("Golden/pomodoro.ndjson"))
  }

  @Test func aViewCreatedMidPhaseShowsThePhasesStart() {
    // Created at 09:10, in the first work phase: it shows 09:00, then each change.
    let view = TimelineView(PomodoroSchedule(start: nine)) { $0.date }
    expectUpdates(
      of: view, from: nine + 10 * 60, count: 3,
      matches: """
        {"at":"2025-01-06T09:10:00Z","date":"2025-01-06T09:00:00Z","cadence":"live"}
        {"at":"2025-01-06T09:25:00Z","date":"2025-01-06T09:25:00Z","cadence":"live"}
        {"at":"2025-01-06T09:30:00Z","date":"2025-01-06T09:30:00Z","cadence":"live"}
        """)
  }

  @Test func theViewSaysBreakFromTwentyFiveMinutesOn() {
    let schedule = PomodoroSchedule(start: nine)
    let view = TimelineView(schedule) { schedule.isBreak(at: $0.date) ? "Break" : "Work" }
    var clock = TimelineViewClock(view, createdAt: nine)
    #expect(clock.content == "Work")
    clock.advance(by: 24 * 60)
    #expect(clock.content == "Work")
    #expect(clock.nextDate == nine + 25 * 60)
    clock.advance(by: 60)
    #expect(clock.content == "Break")
    #expect(clock.pendingDates(count: 2) == [nine + 30 * 60, nine + 55 * 60])
  }

  @Test func wristDownTheFaceShowsEachPhaseAsItsFrameComes() {
    // Created at 09:00; the wrist goes down at 09:20 until 10:00, without a
    // session. Entering, SwiftUI's view shows the schedule's first entry from
    // 09:20, 09:00 (Work); the frames are the entries after 09:20 and before
    // 10:00, 5 or 25 minutes apart: `minutes` fidelity, every one kept.
    let schedule = PomodoroSchedule(start: nine)
    let view = TimelineView(schedule) { schedule.isBreak(at: $0.date) ? "Break" : "Work" }
    var clock = TimelineViewClock(view, createdAt: nine)
    clock.advance(by: 20 * 60)
    clock.enterAlwaysOn(until: nine + 60 * 60)
    #expect(clock.isAlwaysOn)
    #expect(clock.context?.date == nine)
    #expect(clock.context?.cadence == .minutes)
    #expect(clock.pendingDates(count: 4) == [25, 30, 55].map { nine + $0 * 60 })
    clock.advance(by: 5 * 60)
    #expect(clock.content == "Break")
    #expect(clock.frame?.fidelity == .minutes)
    #expect(clock.advance(to: nine + 60 * 60).map(\.content) == ["Work", "Break"])
    #expect(clock.nextDate == nil)
  }
}
