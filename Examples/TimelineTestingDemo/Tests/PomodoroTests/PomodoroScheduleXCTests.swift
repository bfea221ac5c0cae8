import Foundation
import Pomodoro
import TimelineCore
import TimelineTesting
import XCTest

/// The same assertions in XCTest: a failure is an XCTFail at the line of the call.
final class PomodoroScheduleXCTests: XCTestCase {
  /// 2025-01-06T09:00:00Z.
  let nine = Date(timeIntervalSince1970: 1_736_154_000)

  func testTheFirstPhaseChangesMatchTheGolden() {
    let dates = PomodoroSchedule(start: nine).entries(from: nine, mode: .normal).prefix(4)
    expectTimeline(dates, matches: .file("Golden/pomodoro.ndjson"))
  }

  func testWristDownTheFaceShowsEachPhaseChange() {
    // Always On from 09:20: the face enters showing 09:00; the next change is
    // 5 minutes on, so SwiftUI asks for minutes fidelity, granted without a session.
    let view = TimelineView(PomodoroSchedule(start: nine)) { $0.date }
    expectUpdates(
      of: view, from: nine + 20 * 60, count: 1, mode: .lowFrequency,
      matches: """
        {"at":"2025-01-06T09:20:00Z","date":"2025-01-06T09:00:00Z","cadence":"minutes","fidelity":"minutes","requestedFidelity":"minutes","event":"enter"}
        {"at":"2025-01-06T09:25:00Z","date":"2025-01-06T09:25:00Z","cadence":"minutes","fidelity":"minutes","requestedFidelity":"minutes","event":"frame"}
        """)
  }

  func testWristDownTheClockStepsThePhasesFrameByFrame() {
    // The same Always On from 09:20 to 10:00, stepped by hand: the face enters
    // showing Work (09:00), then a frame at 09:25 (Break), 09:30 and 09:55.
    let schedule = PomodoroSchedule(start: nine)
    let view = TimelineView(schedule) { schedule.isBreak(at: $0.date) ? "Break" : "Work" }
    var clock = TimelineViewClock(view, createdAt: nine + 20 * 60)
    let entering = clock.enterAlwaysOn(until: nine + 60 * 60)
    XCTAssertEqual(entering.map(\.content), ["Work"])
    XCTAssertEqual(clock.fidelity, .minutes)
    let frames = clock.advance(by: 40 * 60)
    XCTAssertEqual(frames.map(\.time), [25, 30, 55].map { nine + $0 * 60 })
    XCTAssertEqual(frames.map(\.content), ["Break", "Work", "Break"])
    XCTAssertEqual(clock.context?.cadence, .minutes)
  }

  func testMyPhasesHaveNoPitfallAndASingleAtEndEntryHasOne() {
    XCTAssertTrue(expectSummaryPitfalls(of: PomodoroSchedule(start: nine), from: nine, count: 4))
    let single = WidgetProvidedTimeline(
      providedAt: nine,
      timeline: Timeline(entries: [WidgetTimelineEntry(date: nine)], policy: .atEnd))
    XCTAssertTrue(expectWidgetPitfalls(of: [single], are: ["single-entry-at-end"]))
  }

  func testAGoldenInMyZone() throws {
    // 09:00Z is 10:00 in Paris in January (+01:00).
    let paris = try XCTUnwrap(TimeZone(identifier: "Europe/Paris"))
    expectTimeline(
      [nine, nine + 25 * 60], timeZone: paris,
      matches: """
        {"date":"2025-01-06T10:00:00+01:00"}
        {"date":"2025-01-06T10:25:00+01:00"}
        """)
  }
}

/// In XCTest, a test case chooses its record mode around its tests.
final class NeverRecordingXCTests: XCTestCase {
  override func invokeTest() {
    withTimelineRecordMode(.never) { super.invokeTest() }
  }

  func testTheModeChosenInCodeIsInForce() {
    XCTAssertEqual(TimelineRecordMode.current, .never)
  }
}
