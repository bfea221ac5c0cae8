import Foundation
import Testing
import TimelineTestSupport

/// Where output ends other than by --count: the end of what can be printed
/// (year 9999), an interval too small to advance, a reader that goes away,
/// and writes that fail.
@Suite struct OutputLimitsTests {
  // MARK: - Year 9999

  /// 9000-01-01 plus 0, 1, 2 and 3 × 10^10 s (316.9 years each), worked out with
  /// Python's proleptic Gregorian `datetime`; the fifth would be in year 10267.
  static let past9000 = [
    "9000-01-01T00:00:00Z", "9316-11-20T17:46:40Z", "9633-10-10T11:33:20Z", "9950-08-31T05:20:00Z",
  ]

  static let yearNote =
    "Note: stopped: the next date is after year 9999 in UTC, which tlsched cannot print\n"

  /// `periodic --now NOW --by INTERVAL --count all` and `extra`: an endless
  /// grid that year 10000 ends, which must exit 0 with the year's note.
  private func runToYear10000(from now: String, by interval: String, _ extra: String...)
    async throws -> Run
  {
    let run = try await Binary.run(
      ["periodic", "--now", now, "--by", interval, "--count", "all"] + extra)
    #expect(run.exited(0))
    #expect(run.stderr == Self.yearNote)
    return run
  }

  @Test func datesPastYear9999EndTheOutputWithANote() async throws {
    let run = try await runToYear10000(from: "9000-01-01T00:00:00Z", by: "1e10")
    #expect(run.lines == Self.past9000)
    #expect(run.lines.allSatisfy(isPrintedDate))
    #expect(run.stdout.last == UInt8(ascii: "\n"))
    #expect(run.stderr == Self.yearNote)
  }

  /// Every ten minutes of 9999-12-29, 30 and 31 (432 dates), as the text
  /// `9999-12-DDTHH:MM:00Z` counts them.
  static let lastThreeDays = (29...31).flatMap { day in
    (0..<144).map { step in
      "9999-12-\(day)T" + String(format: "%02d:%02d:00Z", step / 6, step % 6 * 10)
    }
  }

  /// Rows far from year 10000 are written in batches, those within a day of
  /// it one by one (where a date might not print): every row is written, in
  /// order, across batches and the change, up to the note.
  @Test(arguments: ["text", "json", "csv"])
  func rowsUpToYear9999AreAllWrittenAcrossBatches(_ format: String) async throws {
    let run = try await runToYear10000(
      from: "9999-12-29T00:00:00Z", by: "600", "--format", format)
    switch format {
    case "json": #expect(try jsonObject(run)["entries"] as? [String] == Self.lastThreeDays)
    case "csv": #expect(run.lines == ["date"] + Self.lastThreeDays)
    default: #expect(run.lines == Self.lastThreeDays)
    }
  }

  @Test func hugeIntervalPrintsOnlyTheFirstDate() async throws {
    // 10^11 s is about 3169 years: the second date is past 9999.
    let run = try await tlsched("periodic", "--now", "9000-01-01T00:00:00Z", "--by", "1e11")
    #expect(run.exited(0))
    #expect(run.lines == ["9000-01-01T00:00:00Z"])
    #expect(run.stderr == Self.yearNote)
  }

  @Test func lastSecondOfYear9999IsPrinted() async throws {
    let run = try await tlsched(
      "periodic", "--now", "9999-12-31T23:59:58Z", "--by", "1", "--count", "5")
    #expect(run.exited(0))
    #expect(run.lines == ["9999-12-31T23:59:58Z", "9999-12-31T23:59:59Z"])
    #expect(run.stderr == Self.yearNote)
  }

  @Test(arguments: ["json", "ndjson"])
  func machineFormatsStayValidWhenYear9999EndsTheOutput(_ format: String) async throws {
    let run = try await runToYear10000(
      from: "9000-01-01T00:00:00Z", by: "1e10", "--format", format)
    if format == "json" {
      let json = try jsonObject(run)
      #expect(json["entries"] as? [String] == Self.past9000)
      #expect((json["schedule"] as? [String: Any])?["by"] as? Double == 1e10)
    } else {
      #expect(try jsonLines(run).map { $0["date"] as? String } == Self.past9000)
    }
  }

  @Test func viewEndsCleanlyAtYear9999() async throws {
    let run = try await runToYear10000(
      from: "9000-01-01T00:00:00Z", by: "1e10", "--view", "--format", "json")
    let updates = try #require(try jsonObject(run)["updates"] as? [[String: String]])
    // The view updates at each entry, showing it.
    #expect(updates.map { $0["at"] } == Self.past9000)
    #expect(updates.map { $0["date"] } == Self.past9000)
  }

  @Test func explicitDatesPrintableInUTCButNotInTheZoneAreRefusedWhenRead() async throws {
    // 9999-12-31T23:00:00Z is already year 10000 at +05:30. The rule now:
    // such a date is refused when read, as --now is (exit 64, nothing on stdout),
    // instead of ending the output there and dropping every later date.
    let run = try await tlsched(
      "explicit", "9999-12-31T12:00:00Z", "9999-12-31T23:00:00Z", "--tz", "+05:30")
    #expect(run.status == 64)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr.hasPrefix(
        "Error: The value '9999-12-31T23:00:00Z' is invalid for '<date>': it falls outside years 0001–9999 in the zone +05:30\n"
      ))
  }

  @Test func intervalTooSmallToAdvanceALargeDateEndsTheOutputWithANote() async throws {
    // Near year 9000 (2.2 × 10^11 s after 2001) a Double's step is about 3 × 10^-5 s,
    // so adding 10^-6 gives back the same date: every later entry would repeat it.
    let run = try await tlsched(
      "periodic", "--now", "9000-01-01T00:00:00Z", "--by", "0.000001", "--count", "5")
    #expect(run.exited(0))
    #expect(run.lines == ["9000-01-01T00:00:00Z"])
    #expect(
      run.stderr
        == "Note: stopped at 9000-01-01T00:00:00Z: the interval is too small to move a date that large, so every later date would repeat it\n"
    )
  }

  // MARK: - Pipes and write failures

  @Test func readerGoingAwayEndsAnEndlessStreamQuietly() async throws {
    // head exits after one line; tlsched must notice at its next write and stop,
    // silently, as `seq` does (killed by SIGPIPE: 141), or with 0.
    let run = try await Binary.shell(
      """
      "$TLSCHED" periodic --by 1 --count all --now 2025-01-01T00:00:00Z 2>"$ERRORS" | head -n 1
      echo "status=${PIPESTATUS[0]}"
      cat "$ERRORS"; rm -f "$ERRORS"
      """, shell: "/bin/bash",
      environment: [
        "ERRORS": FileManager.default.temporaryDirectory.appendingPathComponent(
          "tlsched-\(UUID()).err"
        ).path
      ])
    #expect(run.exited(0))
    let lines = run.lines
    #expect(lines.first == "2025-01-01T00:00:00Z")
    #expect(
      lines.dropFirst().first == "status=141" || lines.dropFirst().first == "status=0", "\(lines)")
    #expect(lines.count == 2, "tlsched wrote to stderr: \(lines.dropFirst(2))")
    #expect(run.duration < 10)
  }

  @Test(arguments: ["text", "json", "ndjson"])
  func readerGoingAwayEndsEveryFormatQuietly(_ format: String) async throws {
    let run = try await Binary.shell(
      """
      "$TLSCHED" animation --count all --now @0 --format \(format) 2>&1 | head -c 100 >/dev/null
      echo "status=${PIPESTATUS[0]}"
      """, shell: "/bin/bash")
    #expect(
      ["status=141", "status=0"].contains(run.output.trimmingCharacters(in: .newlines)),
      "\(run.output)")
  }

  /// Arguments and the shell redirection of standard output that makes writing fail,
  /// and all that standard error must then say.
  typealias WriteFailure = TestRow<(arguments: String, redirection: String), String>

  static let full = "Error: Cannot write to standard output: No space left on device\n"
  static let closed = "Error: Cannot write to standard output: Bad file descriptor\n"

  static let writeFailures = [
    WriteFailure(("periodic --by 1 --now @0", redirection: "> /dev/full"), full),
    WriteFailure(("periodic --by 1 --now @0 --format json", redirection: "> /dev/full"), full),
    WriteFailure(("explicit @0 --format ndjson", redirection: "> /dev/full"), full),
    WriteFailure(("explicit @0 @1 --view --model both", redirection: "> /dev/full"), full),
    WriteFailure(
      ("periodic --by 0.001 --now @0 --count 1000000", redirection: "> /dev/full"), full),
    WriteFailure(("--help", redirection: "> /dev/full"), full),
    WriteFailure(("--version", redirection: "> /dev/full"), full),
    WriteFailure(("help periodic", redirection: "> /dev/full"), full),
    WriteFailure(("periodic --by 1 --now @0", redirection: ">&-"), closed),
    WriteFailure(("periodic --by 1 --now @0 --format json", redirection: ">&-"), closed),
    WriteFailure(("--version", redirection: ">&-"), closed),
  ]

  @Test(arguments: writeFailures)
  func failedWriteIsReportedWithStatus1(_ failure: WriteFailure) async throws {
    let run = try await Binary.shell(
      "exec \"$TLSCHED\" \(failure.input.arguments) \(failure.input.redirection)")
    let location = failure.location
    #expect(run.exited(1), "status \(run.status)", sourceLocation: location)
    #expect(run.stderr == failure.expected, sourceLocation: location)
  }

  @Test func rejectedInputWithAFullDiskStillExits64() async throws {
    let run = try await Binary.shell("exec \"$TLSCHED\" periodic --by 0 > /dev/full")
    #expect(run.exited(64))
    #expect(run.stderr.hasPrefix("Error: The value '0' is invalid for '--by <seconds>'"))
  }
}
