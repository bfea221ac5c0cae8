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
