import Foundation
import Pomodoro
import TimelineCore
import TimelineTesting
import XCTest

/// The same assertions in XCTest: a failure is an XCTFail at the line of the call.
final class PomodoroScheduleXCTests: XCTestCase {
  /// 2025-01-06T09:00:00Z.
  let nine = Date(timeIntervalSince1970: 1_736_154_000)

  /// The failures a test expects, caught instead of failing it.
  private var caught: [(description: String, line: Int)] = []
  private var catchesFailures = false

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      guard catchesFailures else { return super.record(issue) }
      caught.append((issue.compactDescription, issue.sourceCodeContext.location?.lineNumber ?? 0))
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard catchesFailures else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      caught.append((description, lineNumber))
    }
  #endif

  /// "Refresh now, then every pomodoro phase": now, then the schedule's own dates.
  struct RefreshThenPomodoro: TimelineSchedule {
    let now: Date
    let pomodoro: PomodoroSchedule
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
      [now] + Array(pomodoro.entries(from: startDate, mode: mode).prefix(2))
    }
  }

  func testARepeatedDateOfMyScheduleIsKept() {
    XCTAssertTrue(
      expectUpdates(
        of: RefreshThenPomodoro(now: nine, pomodoro: PomodoroSchedule(start: nine)), from: nine,
        count: 3,
        matches: """
          {"date":"2025-01-06T09:00:00Z"}
          {"date":"2025-01-06T09:00:00Z"}
          {"date":"2025-01-06T09:25:00Z"}
          """))
  }

  func testAClockMovedBackFailsAtThisLineAndStaysWhereItWas() {
    var clock = TimelineViewClock(
      TimelineView(PomodoroSchedule(start: nine)) { $0.date }, createdAt: nine + 30 * 60)
    catchesFailures = true
    let line = #line + 1
    clock.advance(to: nine)
    catchesFailures = false
    XCTAssertEqual(caught.map(\.line), [line])
    XCTAssertTrue(caught.first?.description.contains("TimelineViewClock cannot go back") == true)
    XCTAssertEqual(clock.now, nine + 30 * 60)
  }

  func testAWrongGoldenShowsBothLineCountsAndTheMemberThatDiffers() {
    // The golden says 09:26 where the phase changes at 09:25: line 2's "date".
    catchesFailures = true
    let line = #line + 1
    let passed = expectUpdates(
      of: PomodoroSchedule(start: nine), from: nine, count: 2,
      matches: """
        {"date":"2025-01-06T09:00:00Z"}
        {"date":"2025-01-06T09:26:00Z"}
        """)
    catchesFailures = false
    XCTAssertFalse(passed)
    XCTAssertEqual(caught.map(\.line), [line])
    let message = caught.first?.description ?? ""
    XCTAssertTrue(message.contains("at line 2 (.[1].date)"), message)
    XCTAssertTrue(
      message.contains("Lines: 2 in the golden, 2 in the actual timeline; 1 hunk differs."),
      message)
    XCTAssertFalse(message.contains("Error:"), message)
  }

  func testMyCodeWaitsOnAClockTheTestMoves() async throws {
    // App code written against any Clock: wait for the break, then say so.
    func announceBreak(on clock: any Clock<Duration>) async throws -> String {
      try await clock.sleep(for: .seconds(25 * 60))
      return "Break"
    }
    let clock = TimelineTestClock(now: nine)
    let announcement = Task { try await announceBreak(on: clock) }
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(25 * 60))
    let said = try await announcement.value
    XCTAssertEqual(said, "Break")
  }

  func testAnUntilBeforeTheStartFailsWithTheCommandsReason() {
    catchesFailures = true
    let passed = expectUpdates(
      of: PomodoroSchedule(start: nine), from: nine, until: nine - 60, matches: "")
    catchesFailures = false
    XCTAssertFalse(passed)
    XCTAssertEqual(caught.count, 1)
    XCTAssertTrue(caught.first?.description.contains("--until") == true)
  }

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
