import Foundation
import Testing
import TimelineTesting

/// `expectTimeline` in Swift Testing: inline and file goldens, pass and fail,
/// the message and the line a failure is recorded at, record mode.
///
/// The expected lines are written by hand: 2025-01-01T00:00:00Z and 90.5 s
/// later, 2025-01-01T00:01:30.500Z, as `tlsched explicit --format ndjson`
/// writes dates (docs/cli.md: ISO 8601 in UTC, a fraction of 3, 6 or 9 digits).
@Suite struct ExpectTimelineTests {
  let dates = [newYear2025, newYear2025 + 90.5]
  let lines = """
    {"date":"2025-01-01T00:00:00Z"}
    {"date":"2025-01-01T00:01:30.500Z"}

    """

  @Test func datesMatchingAnInlineGoldenPass() {
    #expect(
      expectTimeline(
        dates,
        matches: """
          {"date":"2025-01-01T00:00:00Z"}
          {"date":"2025-01-01T00:01:30.500Z"}
          """))
  }

  @Test func anInlineGoldenWithItsLastNewlineMatchesToo() {
    #expect(expectTimeline(dates, matches: .inline(lines)))
  }

  @Test func everyDateIsCheckedNotOnlyTheFirstTen() {
    // Twelve dates a minute apart: 00:00 to 00:11, all of them in the golden.
    let minutes = (0..<12).map { newYear2025 + Double($0) * 60 }
    let golden = (0..<12).map { "{\"date\":\"2025-01-01T00:\($0 < 10 ? "0" : "")\($0):00Z\"}" }
    #expect(expectTimeline(minutes, matches: .inline(golden.joined(separator: "\n"))))
  }

  @Test func noDatesMatchAnEmptyGolden() {
    #expect(expectTimeline([Date](), matches: ""))
  }

  @Test func aDifferenceIsRecordedAtTheCallersLineWithCheckDiff() {
    var line = 0
    let issues = recordedIssues {
      line = #line + 1
      let matched = expectTimeline(
        dates, matches: "{\"date\":\"2025-01-01T00:00:00Z\"}\n{\"date\":\"2025-01-01T00:01:30Z\"}")
      #expect(!matched)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.sourceLocation?.line == line)
    #expect(issues.first?.sourceLocation?.fileID == #fileID)
    // The actual timeline is left in the temporary folder (no
    // TIMELINE_TESTING_ARTIFACTS in the test's environment), named after the call.
    let artifact = FileManager.default.temporaryDirectory.appendingPathComponent(
      "TimelineTestingTests_ExpectTimelineTests.swift-\(line)-inline.ndjson"
    ).path
    #expect(
      FileManager.default.contents(atPath: artifact)
        == Data(
          "{\"date\":\"2025-01-01T00:00:00Z\"}\n{\"date\":\"2025-01-01T00:01:30.500Z\"}\n".utf8))
    #expect(
      issues.first?.message == """
        The actual timeline differs from the inline golden at line 2 (.[1].date)
        Lines: 2 in the golden, 2 in the actual timeline; 1 hunk differs.
        --- golden
        +++ actual
        @@ -1,2 +1,2 @@ .[1].date
         {"date":"2025-01-01T00:00:00Z"}
        -{"date":"2025-01-01T00:01:30Z"}
        +{"date":"2025-01-01T00:01:30.500Z"}
        The actual timeline is in '\(artifact)'.
        If the actual timeline is right, rewrite it: run the tests again with TIMELINE_TESTING_RECORD=failed. Or replace it with these lines:
        {"date":"2025-01-01T00:00:00Z"}
        {"date":"2025-01-01T00:01:30.500Z"}
        """)
  }

  @Test func aMissingLineIsADifference() {
    let issues = recordedIssues {
      expectTimeline(dates.prefix(1), matches: .inline(lines))
    }
    #expect(
      issues.first?.message.hasPrefix(
        """
        The actual timeline differs from the inline golden at line 2 (.[1])
        Lines: 2 in the golden, 1 in the actual timeline; 1 hunk differs.
        --- golden
        +++ actual
        @@ -1,2 +1,1 @@ .[1]
         {"date":"2025-01-01T00:00:00Z"}
        -{"date":"2025-01-01T00:01:30.500Z"}

        """) == true)
  }

  @Test func aGoldenFileIsFoundFromTheTestsDirectory() {
    #expect(expectTimeline(dates, matches: .file("Golden/two-dates.ndjson")))
  }

  @Test func aDifferingGoldenFileSaysHowToRecord() throws {
    let directory = try temporaryDirectory()
    let file = directory.appendingPathComponent("golden.ndjson")
    try Data("{\"date\":\"2025-01-01T00:00:01Z\"}\n".utf8).write(to: file)
    var line = 0
    let issues = recordedIssues {
      line = #line + 1
      expectTimeline(dates, matches: .file(file.path))
    }
    let artifact = FileManager.default.temporaryDirectory.appendingPathComponent(
      "TimelineTestingTests_ExpectTimelineTests.swift-\(line)-golden.ndjson"
    ).path
    #expect(
      issues.first?.message == """
        The actual timeline differs from the golden file '\(file.path)' at line 1 (.[0].date)
        Lines: 1 in the golden, 2 in the actual timeline; 1 hunk differs.
        --- golden \(file.path)
        +++ actual
        @@ -1,1 +1,2 @@ .[0].date
        -{"date":"2025-01-01T00:00:01Z"}
        +{"date":"2025-01-01T00:00:00Z"}
        +{"date":"2025-01-01T00:01:30.500Z"}
        The actual timeline is in '\(artifact)'.
        If the actual timeline is right, record it: run the tests again with TIMELINE_TESTING_RECORD=failed.
        """)
  }

  @Test func aMissingGoldenFileFailsWithoutBeingWritten() throws {
    let file = try temporaryDirectory().appendingPathComponent("missing.ndjson")
    let issues = recordedIssues {
      expectTimeline(dates, matches: .file(file.path))
    }
    #expect(
      issues.first?.message
        == "No golden file at '\(file.path)'. Record it: run the tests again with TIMELINE_TESTING_RECORD=missing."
    )
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test func recordModeWritesTheGoldenThenItPasses() throws {
    let file = try temporaryDirectory().appendingPathComponent("Nested/recorded.ndjson")
    let issues = recordedIssues {
      _ = withTimelineRecordMode(.failed) {
        expectTimeline(dates, matches: .file(file.path))
      }
    }
    #expect(
      issues.first?.message
        == "Recorded 2 lines in the golden file '\(file.path)'. Check them, then run the tests again with the record mode chosen in code set back to .never."
    )
    #expect(try String(contentsOf: file, encoding: .utf8) == lines)
    #expect(expectTimeline(dates, matches: .file(file.path)))
    // A golden that already matches is left as it is, and the test passes.
    #expect(withTimelineRecordMode(.failed) { expectTimeline(dates, matches: .file(file.path)) })
  }

  @Test func recordModeReplacesADifferingGolden() throws {
    let file = try temporaryDirectory().appendingPathComponent("old.ndjson")
    try Data("{\"date\":\"2001-01-01T00:00:00Z\"}\n".utf8).write(to: file)
    let issues = recordedIssues {
      _ = withTimelineRecordMode(.failed) {
        expectTimeline(dates, matches: .file(file.path))
      }
    }
    #expect(issues.first?.message.contains(", replacing what it held.") == true)
    #expect(try String(contentsOf: file, encoding: .utf8) == lines)
  }

  @Test func aDirectoryAtTheGoldensPathCannotBeRead() throws {
    let directory = try temporaryDirectory()
    let issues = recordedIssues {
      expectTimeline(dates, matches: .file(directory.path))
    }
    #expect(
      issues.first?.message
        == "The golden file '\(directory.path)' cannot be read: it is a directory.")
  }

  @Test func missingModeWritesAMissingGoldenButNotADifferingOne() throws {
    let directory = try temporaryDirectory()
    let missing = directory.appendingPathComponent("missing.ndjson")
    let differing = directory.appendingPathComponent("differing.ndjson")
    let old = "{\"date\":\"2001-01-01T00:00:00Z\"}\n"
    try Data(old.utf8).write(to: differing)
    let issues = recordedIssues {
      withTimelineRecordMode(.missing) {
        _ = expectTimeline(dates, matches: .file(missing.path))
        _ = expectTimeline(dates, matches: .file(differing.path))
      }
    }
    #expect(try String(contentsOf: missing, encoding: .utf8) == lines)
    #expect(try String(contentsOf: differing, encoding: .utf8) == old)
    // The way out fits the mode in force, chosen in code: no environment variable.
    #expect(
      issues.last?.message.hasSuffix(
        "If the actual timeline is right, record it: the record mode chosen in code is .missing; choose .failed there (the .timelineRecordMode trait or withTimelineRecordMode) and run the tests again."
      ) == true)
  }

  @Test func allModeRewritesAMatchingGoldenAndFails() throws {
    let file = try temporaryDirectory().appendingPathComponent("matching.ndjson")
    try Data(lines.utf8).write(to: file)
    let issues = recordedIssues {
      #expect(!withTimelineRecordMode(.all) { expectTimeline(dates, matches: .file(file.path)) })
    }
    #expect(issues.first?.message.hasPrefix("Recorded 2 lines in the golden file") == true)
    #expect(try String(contentsOf: file, encoding: .utf8) == lines)
  }

  @Test func neverModeChosenInCodeWritesNothing() throws {
    let file = try temporaryDirectory().appendingPathComponent("missing.ndjson")
    let issues = recordedIssues {
      _ = withTimelineRecordMode(.never) { expectTimeline(dates, matches: .file(file.path)) }
    }
    #expect(
      issues.first?.message
        == "No golden file at '\(file.path)'. Record it: the record mode chosen in code is .never; choose .missing there (the .timelineRecordMode trait or withTimelineRecordMode) and run the tests again."
    )
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }
}
