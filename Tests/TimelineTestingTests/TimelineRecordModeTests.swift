import Testing

@testable import TimelineTesting

/// `TIMELINE_TESTING_RECORD` switches record mode on; unset, empty or `0` leaves it off.
@Suite struct TimelineRecordModeTests {
  @Test(arguments: [
    ([:], TimelineRecordMode.compare),
    (["TIMELINE_TESTING_RECORD": ""], .compare),
    (["TIMELINE_TESTING_RECORD": "0"], .compare),
    (["TIMELINE_TESTING_RECORD": "1"], .record),
    (["TIMELINE_TESTING_RECORD": "yes"], .record),
    (["TIMELINE_TESTING_RECORDED": "1"], .compare),
  ])
  func theEnvironmentVariableChoosesTheMode(environment: [String: String], mode: TimelineRecordMode)
  {
    #expect(TimelineRecordMode.mode(environment: environment) == mode)
  }

  @Test func aChosenModeOverridesTheEnvironment() {
    #expect(withTimelineRecordMode(.record) { TimelineRecordMode.current } == .record)
    #expect(withTimelineRecordMode(.compare) { TimelineRecordMode.current } == .compare)
  }
}
