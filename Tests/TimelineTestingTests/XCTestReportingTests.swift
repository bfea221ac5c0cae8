import Foundation
import TimelineCore
import TimelineTesting
import XCTest

/// `expectTimeline` in XCTest: a failure is an `XCTFail` at the caller's file
/// and line, caught here by overriding the test case's failure recording.
final class XCTestReportingTests: XCTestCase {
  private var failures: [(description: String, file: String, line: Int)] = []
  private var catchesFailures = false

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      guard catchesFailures else { return super.record(issue) }
      failures.append(
        (
          issue.compactDescription, issue.sourceCodeContext.location?.fileURL.path ?? "",
          issue.sourceCodeContext.location?.lineNumber ?? 0
        ))
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
      failures.append((description, filePath, lineNumber))
    }
  #endif

  /// 2025-01-01T00:00:00Z and 2025-01-01T00:01:30.500Z, worked out by hand.
  private let dates = [
    Date(timeIntervalSince1970: 1_735_689_600), Date(timeIntervalSince1970: 1_735_689_690.5),
  ]

  func testMatchingDatesPass() {
    XCTAssertTrue(
      expectTimeline(
        dates,
        matches: """
          {"date":"2025-01-01T00:00:00Z"}
          {"date":"2025-01-01T00:01:30.500Z"}
          """))
    XCTAssertTrue(expectTimeline(dates, matches: .file("Golden/two-dates.ndjson")))
  }

  func testADifferenceFailsAtTheCallersLineWithCheckDiff() {
    catchesFailures = true
    let line = #line + 1
    let matched = expectTimeline(dates, matches: "{\"date\":\"2025-01-01T00:00:00Z\"}")
    catchesFailures = false
    XCTAssertFalse(matched)
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.line, line)
    XCTAssertEqual(failures.first?.file, "\(#filePath)")
    XCTAssertTrue(
      failures.first?.description.contains(
        """
        The actual timeline differs from the inline golden at line 2 (.[1])
        Lines: 1 in the golden, 2 in the actual timeline; 1 hunk differs.
        --- golden
        +++ actual
        @@ -1,1 +1,2 @@ .[1]
         {"date":"2025-01-01T00:00:00Z"}
        +{"date":"2025-01-01T00:01:30.500Z"}
        """) == true, failures.first?.description ?? "no failure")
  }

  /// A pitfall expectation fails at the caller's line in XCTest too.
  func testAnUnexpectedWidgetPitfallFailsAtTheCallersLine() {
    let start = dates[0]
    let single = WidgetProvidedTimeline(
      providedAt: start,
      timeline: Timeline(entries: [WidgetTimelineEntry(date: start)], policy: .atEnd))
    catchesFailures = true
    let line = #line + 1
    let passed = expectWidgetPitfalls(of: [single])
    catchesFailures = false
    XCTAssertFalse(passed)
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.line, line)
    XCTAssertEqual(failures.first?.file, "\(#filePath)")
    XCTAssertTrue(
      failures.first?.description.contains(
        "The widget plan has the pitfalls 'single-entry-at-end', expected none.") == true)
    XCTAssertTrue(expectWidgetPitfalls(of: [single], are: ["single-entry-at-end"]))
  }
}
