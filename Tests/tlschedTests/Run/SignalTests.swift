import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a live run stops (docs/cli.md, "Live mode"): promptly on SIGINT, SIGTERM
/// or SIGHUP, whatever it is doing, and whatever its parent left it with; and
/// how any JSON run stops: with its document closed.
@Suite struct SignalTests {
  /// Runs `script` with bash; it prints `status=N` for the stopped run. A run
  /// that does not stop is killed after ``HangBound`` (two minutes) and fails
  /// the test: the bound is on a hang, not on how fast the stop is.
  private static func stopStatus(_ script: String) async throws -> String {
    let run = try await Binary.shell(script, shell: "/bin/bash")
    return try #require(run.lines.last, "no report: \(run.output) \(run.stderr)")
  }

  @Test func aStopEndsAWriteBlockedOnAReaderThatDoesNotRead() async throws {
    // The reader never reads: the pipe fills and tlsched's write blocks. SIGTERM
    // must end it at once (143), not resume the write and wait for the reader,
    // which here waits ten minutes: past the hang bound, so such a run fails.
    let status = try await Self.stopStatus(
      """
      d=$(mktemp -d); mkfifo "$d/p"
      sleep 600 < "$d/p" & reader=$!
      "$TLSCHED" periodic --by 0.0001 --live --count all > "$d/p" & pid=$!
      sleep 1
      kill -TERM $pid; wait $pid; status=$?
      echo "status=$status"
      kill $reader; rm -rf "$d"
      """)
    #expect(status == "status=143")
  }

  @Test(arguments: [
    ["every-minute", "--now", "0001-01-01T00:00:00Z", "--live"],
    ["periodic", "--by", "1", "--now", "0001-01-01T00:00:00Z", "--view", "--live"],
  ])
  func aStopEndsALongCatchUp(_ arguments: [String]) async throws {
    // Billions of past minutes (or updates) to catch up on, one by one: a stop
    // must still end the run, which would otherwise outlast the hang bound.
    let status = try await Self.stopStatus(
      """
      "$TLSCHED" \(arguments.joined(separator: " ")) > /dev/null & pid=$!
      sleep 0.5
      kill -INT $pid; wait $pid; echo "status=$?"
      """)
    #expect(status == "status=130")
  }

  @Test func aPeriodicGridFromYearOneCatchesUpAtOnce() async throws {
    // 6 × 10^10 one-second steps since year 1: skipped arithmetically, the
    // first line is the current second (docs/cli.md, "Live mode").
    let start = Date().timeIntervalSinceReferenceDate
    let run = try await tlsched(
      "periodic", "--now", "0001-01-01T00:00:00Z", "--by", "1", "--live", "--count", "2")
    let end = Date().timeIntervalSinceReferenceDate
    #expect(run.exited(0))
    let dates = try run.lines.map { try #require(secondsSince2001($0)) }
    try #require(dates.count == 2)
    #expect(dates[0] > start - 1.001 && dates[0] <= end, "\(dates[0]) vs \(start)")
    #expect(dates[1] - dates[0] == 1)
    // One by one the catch-up would take over an hour: the hang bound ends it first.
  }

  @Test func hangingUpLeavesALiveJSONDocumentComplete() async throws {
    let process = try Binary.start([
      "periodic", "--by", "0.05", "--live", "--count", "all", "--format", "json",
    ])
    let deadline = Date().addingTimeInterval(Binary.hangTimeout)
    while process.chunksSoFar.flatMap(\.bytes).count(where: { $0 == 0x0A }) < 9,
      Date() < deadline
    {
      try await Task.sleep(for: .milliseconds(10))
    }
    process.send(SIGHUP)
    let run = try await process.finish()
    #expect(run.signalled && run.status == SIGHUP)
    let entries = try #require(try jsonObject(run)["entries"] as? [String])
    #expect(entries.count >= 2)
  }

  @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
  func aStopSignalLeavesANonLiveJSONDocumentComplete(_ signal: Int32) throws {
    // An endless run that is not live writes as fast as its reader reads; a
    // stop ends it between lines with the document closed, then it dies of the
    // signal as it would have. The test reads 1,000 lines and then stops reading,
    // so the run waits on a full pipe instead of writing on while the test waits
    // for a thread; after the signal it reads to the end.
    let output = TestPipe()
    defer { output.close() }
    let process = try SpawnedProcess(
      ["periodic", "--by", "1", "--now", "@0", "--count", "all", "--format", "json"],
      stdout: output.write)
    let head = output.readLines(atLeast: 1000)
    kill(process.pid, signal)
    let (rest, end) = process.finish(reading: output)
    // The status says why, should it die of something else.
    #expect(end?.signalled == true && end?.status == signal, "\(String(describing: end))")
    let run = Run(
      stdout: head + rest, stderr: "", status: end?.status ?? -1, signalled: true, duration: 0,
      stdoutChunks: [])
    let entries = try #require(try jsonObject(run)["entries"] as? [String])
    #expect(entries.first == "1970-01-01T00:00:00Z")
    #expect(entries.count >= 1000)
  }

  @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
  func aStopSignalBlockedByTheParentStillStopsTheRun(_ signal: Int32) throws {
    // A parent may start tlsched with its stop signals blocked (the mask is
    // inherited); tlsched unblocks them, or no signal could ever stop it.
    let output = TestPipe()
    defer { output.close() }
    let process = try SpawnedProcess(
      ["periodic", "--by", "0.05", "--live", "--count", "all"], stdout: output.write,
      blocked: [SIGTERM, SIGINT, SIGHUP])
    let lines = output.readLines(atLeast: 2)
    #expect(lines.count(where: { $0 == 0x0A }) >= 2)
    kill(process.pid, signal)
    let end = process.finish()
    #expect(end?.signalled == true && end?.status == signal, "\(String(describing: end))")
  }
}
