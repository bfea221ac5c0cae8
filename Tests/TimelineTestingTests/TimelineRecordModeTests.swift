import Testing

@testable import TimelineTesting

/// `TIMELINE_TESTING_RECORD` names a record mode (never, missing, failed, all: the
/// modes swift-snapshot-testing has); unset or empty is the default, `never`; any other
/// value is ignored and records nothing.
@Suite struct TimelineRecordModeTests {
  typealias Choice = TimelineRecordMode.Choice

  @Test(arguments: [
    ([:], Choice(mode: .never, source: .default)),
    (["TIMELINE_TESTING_RECORD": ""], Choice(mode: .never, source: .default)),
    (["TIMELINE_TESTING_RECORD": "never"], Choice(mode: .never, source: .environment)),
    (["TIMELINE_TESTING_RECORD": "missing"], Choice(mode: .missing, source: .environment)),
    (["TIMELINE_TESTING_RECORD": "failed"], Choice(mode: .failed, source: .environment)),
    (["TIMELINE_TESTING_RECORD": "all"], Choice(mode: .all, source: .environment)),
    // Words that mean "no" to a person must not record.
    (["TIMELINE_TESTING_RECORD": "false"], Choice(mode: .never, source: .ignored("false"))),
    (["TIMELINE_TESTING_RECORD": "no"], Choice(mode: .never, source: .ignored("no"))),
    (["TIMELINE_TESTING_RECORD": "off"], Choice(mode: .never, source: .ignored("off"))),
    (["TIMELINE_TESTING_RECORD": "1"], Choice(mode: .never, source: .ignored("1"))),
    (["TIMELINE_TESTING_RECORD": "All"], Choice(mode: .never, source: .ignored("All"))),
    (["TIMELINE_TESTING_RECORDED": "all"], Choice(mode: .never, source: .default)),
  ])
  func theEnvironmentVariableNamesTheMode(environment: [String: String], choice: Choice) {
    #expect(TimelineRecordMode.choice(environment: environment) == choice)
  }

  @Test func anIgnoredValueIsSaidInOneLineNamingTheModes() {
    #expect(
      TimelineRecordMode.ignoredValueNote("false")
        == "TimelineTesting: TIMELINE_TESTING_RECORD=false is not a record mode (never, missing, failed, all); it was ignored, and no golden is written."
    )
  }

  /// Which goldens each mode writes, as swift-snapshot-testing's modes do: a row per
  /// mode, for a golden that is missing, one that differs and one that matches.
  @Test(arguments: [
    (TimelineRecordMode.never, false, false, false),
    (.missing, true, false, false),
    (.failed, true, true, false),
    (.all, true, true, true),
  ])
  func eachModeWritesItsGoldens(
    mode: TimelineRecordMode, writesMissing: Bool, writesDiffering: Bool, writesMatching: Bool
  ) {
    #expect(mode.writes(exists: false, matches: false) == writesMissing)
    #expect(mode.writes(exists: true, matches: false) == writesDiffering)
    #expect(mode.writes(exists: true, matches: true) == writesMatching)
  }

  @Test func aModeChosenInCodeOverridesTheEnvironment() {
    for mode in TimelineRecordMode.allCases {
      #expect(withTimelineRecordMode(mode) { TimelineRecordMode.current } == mode)
      #expect(
        withTimelineRecordMode(mode) { TimelineRecordMode.currentChoice }
          == Choice(mode: mode, source: .code))
    }
  }

  @Test(.timelineRecordMode(.missing)) func theTraitChoosesTheModeOfItsTest() {
    #expect(TimelineRecordMode.currentChoice == Choice(mode: .missing, source: .code))
  }

  @Suite(.timelineRecordMode(.all)) struct ASuiteWithTheTrait {
    @Test func reachesEveryTestInIt() {
      #expect(TimelineRecordMode.current == .all)
    }
  }
}

/// Swift Testing takes a failure whenever the process runs its tests alone, as
/// `swift test` runs it (`--testing-library swift-testing`), so a failure in a
/// detached task, where no test is current, is not lost.
@Suite struct IssueReportingTests {
  @Test(arguments: [
    (["tlschedPackageTests.xctest", "--testing-library", "swift-testing"], true),
    (
      ["swiftpm-testing-helper", "--test-bundle-path", "x", "--testing-library", "swift-testing"],
      true
    ),
    (["tlschedPackageTests.xctest", "--testing-library", "xctest"], false),
    (["tlschedPackageTests.xctest"], false),
    (["tool", "swift-testing", "--testing-library"], false),
  ])
  func theArgumentsSayWhetherSwiftTestingRunsAlone(arguments: [String], alone: Bool) {
    #expect(IssueReporting.namesSwiftTesting(arguments) == alone)
  }

}
