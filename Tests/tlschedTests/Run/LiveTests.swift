import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--live`: each line is written when it falls due on the real clock.
///
/// End to end on the real clock, timing is checked loosely (a loaded CI machine
/// may be late, never early) and content exactly; exact timing is checked on
/// the test clock (LiveClockTests). The grids are anchored at 2001-01-01T00:00:00Z,
/// the reference date, so "on the grid" means "a multiple of the interval".
@Suite struct LiveTests {
  /// Seconds since 2001, like the dates tlsched prints.
  static func clock() -> Double { Date().timeIntervalSinceReferenceDate }

  /// Each complete line of standard output with the moment its newline was read.
  static func arrivals(_ chunks: [(time: Double, bytes: [UInt8])]) -> [(line: String, time: Double)]
  {
    var result: [(String, Double)] = []
    var pending: [UInt8] = []
    for chunk in chunks {
      for byte in chunk.bytes {
        if byte == UInt8(ascii: "\n") {
          result.append((String(decoding: pending, as: UTF8.self), chunk.time))
          pending = []
        } else {
          pending.append(byte)
        }
      }
    }
    return result
  }

  @Test func periodicLiveLinesArriveOnTheGridWhenDue() async throws {
    // The real clock, end to end, with generous bounds: a loaded CI machine may
    // be late (and then pass lines over, with a note), never early. Exact
    // timing is checked on the test clock (LiveClockTests).
    let start = Self.clock()
    let run = try await tlsched(
      "periodic", "--by", "0.25", "--live", "--count", "4", "--from", "2001-01-01T00:00:00Z")
    #expect(run.exited(0))
    let lines = Self.arrivals(run.stdoutChunks)
    try #require(lines.count == 4, "\(run.output)")
    let dates = try lines.map { try #require(secondsSince2001($0.line), "not a date: \($0.line)") }
    #expect(dates[0] > start - 0.25 - 0.001, "first \(dates[0]) vs start \(start)")
    // Quarters of a second add exactly: every date is on the grid.
    #expect(dates.allSatisfy { ($0 * 4).rounded() == $0 * 4 }, "\(dates)")
    let gaps = zip(dates, dates.dropFirst()).map { $1 - $0 }
    #expect(gaps.allSatisfy { $0 >= 0.25 })
    // A line passed over is said on stderr; otherwise stderr stays empty.
    #expect(gaps.allSatisfy { $0 == 0.25 } == run.stderr.isEmpty, "\(run.stderr)")
    for (line, date) in zip(lines, dates).dropFirst() {
      #expect(line.time >= date - 0.002, "\(line.line) arrived early, at \(line.time)")
    }
  }

  @Test(arguments: ["swiftui", "documented", "both"])
  func liveViewCatchesUpByShowingOnlyTheLatestPastUpdate(_ model: String) async throws {
    // Created an hour ago, the view has 3600 past updates; live mode shows only
    // the latest of them at once, then each new one when due (docs/cli.md, "Live mode").
    let start = Self.clock()
    let hourAgo = String(format: "@%.3f", start + 978_307_200 - 3600)
    let run = try await tlsched(
      "periodic", "--by", "1", "--from", "2001-01-01T00:00:00Z", "--now", hourAgo, "--view",
      "--model", model, "--live", "--count", "2")
    let end = Self.clock()
    #expect(run.exited(0))
    let at = try run.lines.map {
      try #require(secondsSince2001(String($0.split(separator: "\t")[0])), "\($0)")
    }
    try #require(at.count == 2, "\(run.output)")
    // The latest update due while it ran: a loaded machine may start it late.
    #expect(at[0] > start - 1.001 && at[0] <= end, "first update at \(at[0]), start \(start)")
    #expect(at[1] - at[0] == 1)
  }

  @Test(arguments: ["swiftui", "documented", "both"])
  func aLiveViewCreatedInYearOneStartsAtOnce(_ model: String) async throws {
    // 6 × 10^10 past updates of a one-second grid: the view resumes at the latest
    // instead of passing them one by one (over an hour at 1.6 × 10^7 a second).
    let start = Self.clock()
    let run = try await tlsched(
      "periodic", "--by", "1", "--from", "0001-01-01T00:00:00Z", "--now", "0001-01-01T00:00:00Z",
      "--view", "--model", model, "--live", "--count", "2")
    let end = Self.clock()
    #expect(run.exited(0))
    let fields = run.lines.map { $0.split(separator: "\t").map(String.init) }
    try #require(fields.count == 2, "\(run.output)")
    let at = try fields.map { try #require(secondsSince2001($0[0]), "\($0)") }
    // Every sum of whole seconds from year 1 is exact: the grid's dates are whole seconds.
    #expect(at[0] == at[0].rounded() && at[0] > start - 1.001 && at[0] <= end)
    #expect(at[1] - at[0] == 1)
    // Each model shows the entry due at each update (both: in both columns).
    for (line, time) in zip(fields, at) {
      let shown = line.dropFirst().prefix(model == "both" ? 2 : 1)
      #expect(try shown.allSatisfy { try #require(secondsSince2001($0)) == time }, "\(line)")
    }
    // Passing the updates one by one would take over an hour: the run's hang
    // bound (two minutes) fails it long before.
  }

  @Test func aLiveAnimationViewCreatedInYearOneStartsAtOnce() async throws {
    let start = Self.clock()
    let run = try await tlsched(
      "animation", "--minimum-interval", "0.5", "--now", "0001-01-01T00:00:00Z", "--view", "--live",
      "--count", "2")
    let end = Self.clock()
    #expect(run.exited(0))
    let at = try run.lines.map {
      try #require(secondsSince2001(String($0.split(separator: "\t")[0])), "\($0)")
    }
    try #require(at.count == 2, "\(run.output)")
    // Halves of a second from year 1 add exactly, too.
    #expect((at[0] * 2).rounded() == at[0] * 2 && at[0] > start - 0.501 && at[0] <= end)
    #expect(at[1] - at[0] == 0.5)
  }

  @Test func liveViewPrintsEachUpdateAtItsTime() async throws {
    let start = Self.clock()
    let unix = start + 978_307_200
    // A second of slack before the first date: a loaded CI machine can take that long
    // to start the process, and a date already past would be caught up, not waited for.
    let (firstDue, secondDue) = (1.0, 1.15)
    let first = String(format: "@%.3f", unix + firstDue)
    let second = String(format: "@%.3f", unix + secondDue)
    let run = try await tlsched(
      "explicit", first, second, "--now", "now", "--view", "--model", "documented", "--live")
    #expect(run.exited(0))
    let lines = Self.arrivals(run.stdoutChunks)
    let fields = lines.map { $0.line.split(separator: "\t").map(String.init) }
    let at = try fields.map { try #require(secondsSince2001($0[0]), "\($0)") }
    // Whenever it ran, no line is written before its date.
    for (line, due) in zip(lines, at).dropFirst() {
      #expect(line.time >= due - 0.002, "\(line.line) read at \(line.time)")
    }
    // The first line is the view's creation: when tlsched read the clock. Started
    // after the first date (a machine loaded past a second's delay), it catches that
    // date up instead of waiting for it, and what this test watches did not happen;
    // the waits themselves are checked exactly on the test clock (LiveClockTests).
    guard let created = at.first, created < start + firstDue else { return }
    #expect(run.stderr == "")
    try #require(lines.count == 3, "\(run.output)")
    #expect(fields.allSatisfy { $0.count == 3 && $0[2] == "live" })
    // Documented model, created before both dates: it shows its creation time, then each date.
    let shown = try fields.map { try #require(secondsSince2001($0[1])) }
    #expect(at[0] == shown[0])
    #expect(abs(at[1] - (start + firstDue)) < 0.001 && abs(shown[1] - at[1]) < 1e-6)
    #expect(abs(at[2] - (start + secondDue)) < 0.001 && abs(shown[2] - at[2]) < 1e-6)
  }

  @Test(arguments: [SIGTERM, SIGINT])
  func stopSignalEndsALiveRunBetweenLines(_ signal: Int32) async throws {
    let process = try Binary.start([
      "periodic", "--by", "0.05", "--live", "--count", "all", "--from", "2001-01-01T00:00:00Z",
    ])
    let deadline = Self.clock() + Binary.hangTimeout
    while Self.arrivals(process.chunksSoFar).count < 3 && Self.clock() < deadline {
      try await Task.sleep(for: .milliseconds(10))
    }
    // Land between two ticks, not just after one.
    try await Task.sleep(for: .milliseconds(20))
    process.send(signal)
    let run = try await process.finish()
    // The process ends by the signal itself, so the shell sees 128 + signal.
    #expect(
      run.signalled && run.status == signal, "signalled \(run.signalled), status \(run.status)")
    #expect(run.stderr == "")
    #expect(run.lines.count >= 3)
    #expect(run.stdout.last == UInt8(ascii: "\n"), "a partial line was written")
    #expect(run.lines.allSatisfy(isPrintedDate), "\(run.output)")
  }

  @Test func stopSignalLeavesALiveJSONDocumentComplete() async throws {
    let process = try Binary.start([
      "periodic", "--by", "0.05", "--live", "--count", "all", "--from", "2001-01-01T00:00:00Z",
      "--format", "json",
    ])
    let deadline = Self.clock() + Binary.hangTimeout
    while Self.arrivals(process.chunksSoFar).count < 8 && Self.clock() < deadline {
      try await Task.sleep(for: .milliseconds(10))
    }
    process.send(SIGTERM)
    let run = try await process.finish()
    #expect(run.signalled && run.status == SIGTERM)
    let json = try jsonObject(run)
    let entries = try #require(json["entries"] as? [String])
    #expect(entries.count >= 2)
    #expect(entries.allSatisfy(isPrintedDate))
  }

  /// Between ticks a live run watches its output: when the reader goes away it
  /// ends at once, quietly, instead of at the next tick (here up to a day away,
  /// so a run that waits for it outlasts the hang bound and fails).
  @Test func aLiveRunEndsAsSoonAsItsReaderGoesAwayNotAtTheNextTick() async throws {
    let run = try await Binary.shell(
      """
      "$TLSCHED" periodic --by 86400 --live --from 2001-01-01T00:00:00Z | head -n 1
      echo "status=${PIPESTATUS[0]}"
      """, shell: "/bin/bash")
    let lines = run.lines
    #expect(lines.count == 2)
    #expect(lines.first.map(isPrintedDate) == true)
    #expect(lines.last == "status=141" || lines.last == "status=0", "\(lines)")
    #expect(run.stderr.isEmpty)
  }
}
