import Foundation
import Testing

@testable import TimelineInspector

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Live pacing, catch-up, stalls and stops, exactly, on a ``TestClock``
/// (docs/cli.md, "Live mode").
///
/// The grids step by 1/16 s from 2001-01-01T00:00:00Z, the reference date, so
/// every date is exact in binary: date k is k/16 seconds since 2001, and the
/// expected values below are worked out from that by hand.
@Suite struct LiveClockTests {
  /// 1000.03 s after the reference date: between the grid dates 1000 and 1000.0625.
  static let start = 1000.03

  static func grid(_ words: String...) -> [String] {
    ["periodic", "--by", "0.0625", "--from", "2001-01-01T00:00:00Z", "--live"] + words
  }

  static func seconds(_ lines: [String]) throws -> [Double] {
    try lines.map { try #require(secondsSince2001($0), "not a date: \($0)") }
  }

  @Test func linesAreWrittenExactlyWhenTheyFallDue() throws {
    let clock = TestClock(now: Self.start)
    let run = try runOnTestClock(Self.grid("--count", "5"), clock: clock)
    #expect(run.stop == nil)
    // The latest grid date at or before the start, then every 1/16 s.
    #expect(try Self.seconds(run.lines) == [1000, 1000.0625, 1000.125, 1000.1875, 1000.25])
    // The first is already due: written at once; each other one at its date exactly.
    #expect(clock.wakes == [1000.03, 1000.0625, 1000.125, 1000.1875, 1000.25])
    #expect(run.messages.isEmpty)
  }

  @Test func pastDatesAreCaughtUpOnByPrintingOnlyTheLatestWithoutANote() throws {
    // Asked from a minute before the start: 960 grid dates are already past;
    // like a view, the run shows only the latest, at once, and that is no stall.
    let clock = TestClock(now: Self.start)
    let run = try runOnTestClock(
      Self.grid("--now", "2001-01-01T00:15:40.030Z", "--count", "3"), clock: clock)
    #expect(try Self.seconds(run.lines) == [1000, 1000.0625, 1000.125])
    #expect(clock.wakes == [1000.03, 1000.0625, 1000.125])
    #expect(run.messages.isEmpty)
  }

  @Test func datesPassedOverInAStallAreReportedOnceWithHowManyAndFromWhen() throws {
    // The process is stopped for one second just after writing 1000.0625: at
    // 1001.0625 the 15 dates 1000.125 … 1001.0 are past and overtaken, and
    // 1001.0625 is due.
    let clock = TestClock(now: Self.start, stalls: [(at: 1000.0625, seconds: 1)])
    let run = try runOnTestClock(Self.grid("--count", "5"), clock: clock)
    #expect(try Self.seconds(run.lines) == [1000, 1000.0625, 1001.0625, 1001.125, 1001.1875])
    #expect(clock.wakes == [1000.03, 1000.0625, 1001.0625, 1001.125, 1001.1875])
    #expect(
      run.messages == [
        "Note: 15 lines due from 2001-01-01T00:16:40.125Z until 2001-01-01T00:16:41.062500Z not printed: the run fell behind the clock (stopped, suspended or slowed) and, as a view catching up does, went on from the latest line due"
      ])
  }

  @Test func aStallOfAScheduleReadOneByOneIsCountedToo() throws {
    // Explicit dates cannot be skipped arithmetically: they are passed one by one.
    // Stalled 0.3 s after 1000.1: 1000.2 and 1000.3 are passed over for 1000.4.
    let clock = TestClock(now: 1000, stalls: [(at: 1000.1, seconds: 0.3)])
    let dates = ["@978308200.1", "@978308200.2", "@978308200.3", "@978308200.4", "@978308200.5"]
    let run = try runOnTestClock(["explicit", "--live"] + dates, clock: clock)
    #expect(run.lines.count == 3)
    #expect(run.messages.count == 1)
    #expect(run.messages.first?.hasPrefix("Note: 2 lines due from ") == true, "\(run.messages)")
  }

  @Test func aStallOfAViewIsReportedAsOfItsUpdates() throws {
    // A view's updates are the grid's dates here: the same 15 are passed over.
    let clock = TestClock(now: Self.start, stalls: [(at: 1000.0625, seconds: 1)])
    let run = try runOnTestClock(
      Self.grid("--count", "3", "--view", "--model", "documented"), clock: clock)
    #expect(run.lines.count == 3)
    #expect(run.messages.first?.hasPrefix("Note: 15 lines due from ") == true, "\(run.messages)")
  }

  @Test func aStopSignalEndsTheRunWithItsJSONClosedAndReturnsInsteadOfEndingTheProcess() throws {
    // SIGINT arrives at 1000.2, while waiting for 1000.25.
    let clock = TestClock(now: Self.start, stop: (at: 1000.2, signal: SIGINT))
    let run = try runOnTestClock(Self.grid("--count", "all", "--format", "json"), clock: clock)
    #expect(run.stop == .stopSignal)
    #expect(clock.stopSignal == SIGINT)
    let json = try JSONSerialization.jsonObject(with: Data(run.lines.joined(separator: "\n").utf8))
    let entries = try #require((json as? [String: Any])?["entries"] as? [String])
    #expect(try Self.seconds(entries) == [1000, 1000.0625, 1000.125, 1000.1875])
  }
}
