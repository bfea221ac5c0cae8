import Foundation
import Testing

/// Input that never ends, or never ends a line, is refused at once with bounded
/// memory, and endless valid input runs in constant memory (docs/cli.md,
/// "Dates file rules"); the bad-input table has the `/dev/zero` cases with
/// their messages.
@Suite struct EndlessInputTests {
  @Test(arguments: ["explicit --file /dev/urandom", "explicit --file - < /dev/urandom"])
  func randomBytesAreRefusedAtTheirFirstLine(_ arguments: String) async throws {
    let run = try await Binary.shell("exec \"$TLSCHED\" \(arguments)")
    #expect(run.exited(65))
    #expect(run.stdout.isEmpty)
    // Random bytes may begin with blank or `#` lines, which are skipped: the
    // first line refused is the first one that is neither.
    let first = run.stderrLines.first ?? ""
    #expect(
      first.wholeMatch(of: /Error: Line [0-9]+ of (\/dev\/urandom|standard input): .*/) != nil,
      "\(run.stderr)")
  }

  @Test func endlessBlankLinesEndWithTheInput() async throws {
    // Blank lines are skipped without being kept: a long run of them costs nothing.
    let run = try await Binary.shell(
      #"yes '' 2>/dev/null | head -n 1000000 | "$TLSCHED" explicit --file - --format ndjson; echo; yes 2025-01-01T00:00:00Z 2>/dev/null | head -n 100000 | "$TLSCHED" explicit --file - --count 1"#
    )
    #expect(run.stderrLines.first == "Note: no dates on standard input: the schedule is empty")
    #expect(run.lines.last == "2025-01-01T00:00:00Z")
  }

  /// Two million dates (16 MB as `Double`s if they were kept) are fed through a
  /// pipe that stays open; once the feeder is done, all but the pipe's 64 KiB
  /// have been read, and the run's peak resident memory (`VmHWM`) is read while
  /// it still runs. Kept dates would add at least 16 MB to the few the program
  /// itself takes.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")))
  func endlessValidInputRunsInConstantMemory() async throws {
    let run = try await Binary.shell(
      #"""
      dir=$(mktemp -d) && mkfifo "$dir/in" || exit 99
      "$TLSCHED" explicit - < "$dir/in" > /dev/null 2>&1 &
      pid=$!
      exec 3> "$dir/in"
      yes @0 2>/dev/null | head -n 2000000 >&3
      grep VmHWM "/proc/$pid/status"
      exec 3>&-
      wait "$pid"
      echo "status $?"
      rm -r "$dir"
      """#, shell: "/bin/bash")
    #expect(run.lines.last == "status 0", "\(run.stderr)")
    let peak = run.lines.first.flatMap { line in
      line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap {
        Int($0)
      }
    }
    let kilobytes = try #require(peak, "\(run.output)")
    #expect(kilobytes < 32 * 1024, "peak resident memory \(kilobytes) kB")
  }

  /// 8,192 dates are read before anything is printed; a bad line after them
  /// ends output already under way.
  static let pastTheDatesReadFirst =
    #"{ yes 2025-01-01T00:00:00Z 2>/dev/null | head -n 9000; echo bad; echo 2025-01-01T00:00:01Z; } | "$TLSCHED" explicit - "#

  @Test func aBadLineAfterTheDatesReadFirstKeepsTheLinesBeforeItAndFails() async throws {
    let run = try await Binary.shell(Self.pastTheDatesReadFirst)
    #expect(run.exited(65))
    #expect(run.lines.count == 9000)
    #expect(run.lines.allSatisfy { $0 == "2025-01-01T00:00:00Z" })
    #expect(
      run.stderrLines.last
        == "Error: Line 9001 of standard input: 'bad' is not a date: expected a date like 2025-01-01T00:00:00Z, @<Unix seconds> or now"
    )
  }

  @Test func aBadLineAfterTheDatesReadFirstClosesTheJSONDocument() async throws {
    let run = try await Binary.shell(Self.pastTheDatesReadFirst + "--format json")
    #expect(run.exited(65))
    let json = try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any]
    let entries = try #require(json?["entries"] as? [String])
    #expect(entries == Array(repeating: "2025-01-01T00:00:00Z", count: 9000))
    #expect(run.stderrLines.last?.hasPrefix("Error: Line 9001 of standard input: 'bad'") == true)
  }

  @Test func aBadLineAmongTheDatesReadFirstPrintsNothing() async throws {
    let run = try await Binary.shell(
      #"{ yes 2025-01-01T00:00:00Z 2>/dev/null | head -n 8000; echo bad; } | "$TLSCHED" explicit - "#
    )
    #expect(run.exited(65))
    #expect(run.stdout.isEmpty)
    #expect(run.stderrLines.last?.hasPrefix("Error: Line 8001 of standard input: 'bad'") == true)
  }

  /// A view keeps every date (it walks them more than once), so endless input
  /// with `--view` is refused once it passes 2^20 dates, with nothing printed,
  /// instead of growing until memory runs out (it aborted under a memory limit).
  @Test func endlessInputForAViewIsRefusedAtItsLimit() async throws {
    let run = try await Binary.shell(
      #"yes @0 2>/dev/null | "$TLSCHED" explicit - --view --count 3"#)
    #expect(run.exited(65))
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderrLines.first
        == "Error: Standard input holds more than 1048576 dates, the most --view reads (it keeps every date to walk them more than once); without --view dates are printed as they are read"
    )
  }
}
