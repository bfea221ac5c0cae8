import Foundation
import Testing
import TimelineInspector

@testable import TimelineTesting

/// In a record mode that writes, an inline golden is rewritten in the test's source
/// file at the call the failure points to, as swift-snapshot-testing's
/// `assertInlineSnapshot` does; where the reader cannot be sure, it refuses and the
/// failure shows the lines to paste. The "source files" here are temporary copies,
/// and each expectation names its line and column as the compiler would give them.
@Suite struct InlineGoldenRewriteTests {
  let first = [newYear2025]
  let second = [newYear2025, newYear2025 + 60]

  /// `expectTimeline(dates, matches: golden)` written at `line` and `column` of `file`.
  @discardableResult
  func expect(_ dates: [Date], _ golden: TimelineGolden, in file: URL, line: UInt, column: UInt)
    -> Bool
  {
    var location = CallerLocation(fileID: #fileID, filePath: #filePath, line: line, column: column)
    location.sourcePath = file.path
    return GoldenExpectation(golden, at: location).verify(TimelineRecorder.dates(dates))
  }

  func sourceFile(_ text: String) throws -> URL {
    let url = try temporaryDirectory().appendingPathComponent("SomeTests.swift")
    try Data(text.utf8).write(to: url)
    return url
  }

  @Test func twoInlineGoldensOfOneTestAreRewrittenInPlace() throws {
    let file = try sourceFile(
      """
      @Test func reminders() {
        expectTimeline(dates, matches: \"\"\"
          {"date":"2001-01-01T00:00:00Z"}
          \"\"\")
        expectTimeline(
          later,
          matches: "")
      }

      """)
    let issues = recordedIssues {
      withTimelineRecordMode(.failed) {
        expect(first, "{\"date\":\"2001-01-01T00:00:00Z\"}", in: file, line: 2, column: 3)
        // Line 5 as the compiler numbered it: the first rewrite left the line count as it was.
        expect(second, "", in: file, line: 5, column: 3)
      }
    }
    #expect(issues.count == 2)
    #expect(
      issues.first?.message.hasPrefix(
        "Rewrote the inline golden of the call at line 2 of '\(file.path)' with 1 line.") == true)
    // By hand: each literal becomes a multi-line literal indented two spaces past
    // its line, one NDJSON line of the actual timeline a line.
    #expect(
      try String(contentsOf: file, encoding: .utf8) == """
        @Test func reminders() {
          expectTimeline(dates, matches: \"\"\"
            {"date":"2025-01-01T00:00:00Z"}
            \"\"\")
          expectTimeline(
            later,
            matches: \"\"\"
              {"date":"2025-01-01T00:00:00Z"}
              {"date":"2025-01-01T00:01:00Z"}
              \"\"\")
        }

        """)
  }

  @Test func aLaterCallIsFoundAfterAnEarlierRewriteAddedLines() throws {
    let file = try sourceFile(
      """
        expectTimeline(dates, matches: "")
        expectTimeline(dates, matches: .inline(""))

      """)
    withTimelineRecordMode(.failed) {
      _ = recordedIssues {
        expect(second, "", in: file, line: 1, column: 3)
        expect(first, "", in: file, line: 2, column: 3)
      }
    }
    #expect(
      try String(contentsOf: file, encoding: .utf8) == """
          expectTimeline(dates, matches: \"\"\"
            {"date":"2025-01-01T00:00:00Z"}
            {"date":"2025-01-01T00:01:00Z"}
            \"\"\")
          expectTimeline(dates, matches: .inline(\"\"\"
            {"date":"2025-01-01T00:00:00Z"}
            \"\"\"))

        """)
  }

  /// A call run twice in one run (a loop, a parameterized test) is rewritten twice: its
  /// own earlier rewrite added lines after its start, not before it.
  @Test func aCallRewrittenTwiceInOneRunIsFoundAtItsOwnLine() throws {
    let file = try sourceFile(
      """
        expectTimeline(dates, matches: "")

      """)
    withTimelineRecordMode(.failed) {
      _ = recordedIssues {
        expect(first, "", in: file, line: 1, column: 3)
        expect(second, "", in: file, line: 1, column: 3)
      }
    }
    #expect(
      try String(contentsOf: file, encoding: .utf8) == """
          expectTimeline(dates, matches: \"\"\"
            {"date":"2025-01-01T00:00:00Z"}
            {"date":"2025-01-01T00:01:00Z"}
            \"\"\")

        """)
  }

  /// A lone `/` is division, not the start of a comment: the rest of the line is read.
  @Test func aDivisionBeforeTheGoldenIsNotAComment() throws {
    let file = try sourceFile(
      """
        expectTimeline(dates.prefix(4 / 2), matches: "")

      """)
    withTimelineRecordMode(.failed) {
      _ = recordedIssues { expect(first, "", in: file, line: 1, column: 3) }
    }
    #expect(
      try String(contentsOf: file, encoding: .utf8) == """
          expectTimeline(dates.prefix(4 / 2), matches: \"\"\"
            {"date":"2025-01-01T00:00:00Z"}
            \"\"\")

        """)
  }

  /// An empty block comment ends where it starts: `/**/` hides nothing after it.
  @Test func anEmptyBlockCommentBeforeTheGoldenIsSkipped() throws {
    let file = try sourceFile(
      """
        expectTimeline(dates /**/, matches: "")

      """)
    withTimelineRecordMode(.failed) {
      _ = recordedIssues { expect(first, "", in: file, line: 1, column: 3) }
    }
    #expect(
      try String(contentsOf: file, encoding: .utf8) == """
          expectTimeline(dates /**/, matches: \"\"\"
            {"date":"2025-01-01T00:00:00Z"}
            \"\"\")

        """)
  }

  @Test func anInterpolatedGoldenIsRefusedWithTheLinesToPaste() throws {
    let original = "  expectTimeline(dates, matches: \"\\(golden)\")\n"
    let file = try sourceFile(original)
    let issues = recordedIssues {
      _ = withTimelineRecordMode(.failed) {
        expect(first, "", in: file, line: 1, column: 3)
      }
    }
    #expect(
      issues.first?.message.hasSuffix(
        """
        The inline golden was not rewritten: its golden literal has an interpolation. Replace it with these lines:
        {"date":"2025-01-01T00:00:00Z"}
        """) == true)
    #expect(try String(contentsOf: file, encoding: .utf8) == original)
  }

  @Test func aGoldenThatIsNotALiteralIsRefused() throws {
    let original = "  expectTimeline(dates, matches: golden)\n"
    let file = try sourceFile(original)
    let issues = recordedIssues {
      _ = withTimelineRecordMode(.failed) {
        expect(first, "", in: file, line: 1, column: 3)
      }
    }
    #expect(
      issues.first?.message.contains(
        "The inline golden was not rewritten: its golden is not a string literal.") == true)
    #expect(try String(contentsOf: file, encoding: .utf8) == original)
  }

  @Test func withoutRecordingTheSourceIsLeftAlone() throws {
    let original = "  expectTimeline(dates, matches: \"\")\n"
    let file = try sourceFile(original)
    let issues = recordedIssues {
      expect(first, "", in: file, line: 1, column: 3)
    }
    #expect(
      issues.first?.message.contains(
        "If the actual timeline is right, rewrite it: run the tests again with TIMELINE_TESTING_RECORD=failed. Or replace it with these lines:\n"
      ) == true)
    #expect(try String(contentsOf: file, encoding: .utf8) == original)
  }
}
