import Foundation
import Testing
import TimelineCore
import TimelineTestSupport

/// The property the Always-On read bound rests on (`AlwaysOnReadBound`), held
/// against the calendar schedules' own entries read one by one around zone
/// transitions: each entry comes at least a second after the one before (up to
/// a microsecond), but for two pairs at most in a timer interval: where its
/// every-second stretch meets its once-a-minute one, and where it starts on a
/// date the calendar counts as a match.
@Suite struct AlwaysOnReadBoundTests {
  static let zones = CalendarChainSkipDifferentialTests.zones

  /// How many successive entries from `start` up to `end` are less than a
  /// second (less a microsecond) apart, and whether none comes more than a
  /// microsecond before the one before it.
  static func closePairs<Schedule: TimelineSchedule>(
    _ schedule: Schedule, from start: Double, to end: Double
  ) -> (close: Int, rise: Bool, read: Int) {
    var entries = schedule.entries(from: d(start), mode: .lowFrequency).makeIterator()
    guard var previous = entries.next()?.timeIntervalSinceReferenceDate else { return (0, true, 0) }
    var close = 0
    var rise = true
    var read = 1
    while read < 300_000, let next = entries.next()?.timeIntervalSinceReferenceDate, next < end {
      if next - previous < 1 - 1e-6 { close += 1 }
      if next < previous - 1e-6 { rise = false }
      previous = next
      read += 1
    }
    return (close, rise, read)
  }

  @Test(arguments: zones)
  func calendarEntriesAreASecondApartOverTransitions(_ zone: String) throws {
    let timeZone = try #require(TimeZone(identifier: zone))
    var rng = SplitMix64(seed: 0xB0_0D ^ UInt64(zone.utf8.count))
    var transitions = 0
    for _ in 0..<4 {
      // A day either side of a transition where the zone has one, else anywhere.
      var around = Double.random(in: -3.2e9...3.1e9, using: &rng)
      if let next = timeZone.nextDaylightSavingTimeTransition(after: d(around)) {
        around = next.timeIntervalSinceReferenceDate
        transitions += 1
      }
      var start = around - Double.random(in: 3_600...86_400, using: &rng)
      if Bool.random(using: &rng) { start = start.rounded() + 0.25 }
      let end = around + 86_400
      let alignment = start + Double.random(in: -1e6...1e6, using: &rng)
      func check<Schedule: TimelineSchedule>(_ schedule: Schedule, _ name: String, pairs: Int) {
        let seen = Self.closePairs(schedule, from: start, to: end)
        #expect(seen.rise, "\(zone) \(name) from \(start)")
        #expect(seen.close <= pairs, "\(zone) \(name) from \(start): \(seen.close) close pairs")
        // Days may have a single start in the two days read.
        #expect(seen.read > 1 || name.hasSuffix("day"), "\(zone) \(name) from \(start)")
      }
      check(EveryMinuteTimelineSchedule(timeZone: timeZone), "every minute", pairs: 0)
      check(
        TextTimerTimelineSchedule(alignment: d(alignment), timeZone: timeZone), "timer", pairs: 0)
      for countsDown in [true, false] {
        // Over the transition, with its every-second minute near it.
        let interval = d(start + 30)...d(around + Double.random(in: -120...120, using: &rng))
        check(
          TextTimerIntervalTimelineSchedule(
            interval: interval, countsDown: countsDown, timeZone: timeZone),
          "timer interval down \(countsDown)", pairs: 2)
      }
      for unit in [TextWallClockTimelineSchedule.Unit.second, .minute, .hour, .day] {
        check(
          TextWallClockTimelineSchedule(unit: unit, timeZone: timeZone), "wall clock \(unit)",
          pairs: 0)
      }
    }
    // Kolkata changed only in the 1940s: a random day rarely has a transition after it.
    if zone != "UTC" && zone != "Asia/Kolkata" { #expect(transitions > 0) }
  }
}
