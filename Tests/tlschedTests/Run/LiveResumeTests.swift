import Foundation
import Testing

/// Live runs created long ago of schedules that are not grids: they
/// start at the entry due now instead of reading every entry since (every
/// minute from year 1 took 204 s).
@Suite struct LiveResumeTests {
  /// Now, in seconds since 2001.
  static func clock() -> Double { Date().timeIntervalSinceReferenceDate }

  @Test(arguments: [[], ["--view"], ["--view", "--model", "documented"]])
  func everyMinuteFromYearOneStartsAtTheCurrentMinute(_ extra: [String]) async throws {
    let start = Self.clock()
    let run = try await Binary.run(
      ["every-minute", "--now", "0001-01-01T00:00:00Z", "--tz", "UTC", "--live", "--count", "1"]
        + extra)
    let end = Self.clock()
    #expect(run.exited(0))
    let line = try #require(run.lines.first, "\(run.stderr)")
    let at = try #require(secondsSince2001(String(line.split(separator: "\t")[0])))
    // The start of the minute the run began in (or, at a minute's turn, the next).
    #expect(at == (at / 60).rounded(.down) * 60)
    #expect(at > start - 60 && at <= end, "\(line) at \(start)")
  }

  @Test func wallClockSecondsFromYearNineteenHundredStartAtTheCurrentSecond() async throws {
    let start = Self.clock()
    let run = try await Binary.run([
      "wall-clock", "--unit", "second", "--now", "1900-01-01T00:00:00Z", "--tz", "Europe/Paris",
      "--live", "--count", "1",
    ])
    let end = Self.clock()
    #expect(run.exited(0))
    let line = try #require(run.lines.first, "\(run.stderr)")
    let at = try #require(secondsSince2001(line))
    #expect(at == at.rounded() && at > start - 1 && at <= end, "\(line) at \(start)")
  }
}
