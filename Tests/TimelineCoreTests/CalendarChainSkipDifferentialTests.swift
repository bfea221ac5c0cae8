import Foundation
import Testing
import TimelineCore
import TimelineTestSupport

/// Calendar-based schedules picked up again far ahead (a live run created long
/// ago) against the same schedules read one entry at a time, over
/// zones with daylight saving, half-hour and quarter-hour offsets.
@Suite struct CalendarChainSkipDifferentialTests {
  static let zones = [
    "Europe/Paris", "America/Santiago", "Australia/Lord_Howe", "Asia/Kolkata", "UTC",
  ]

  /// The latest entry at or before `horizon` read one by one after the first,
  /// then the `after` entries that follow it, as seconds since 2001.
  static func oneByOne<Entries: IteratorProtocol>(
    _ entries: Entries, horizon: Double, after: Int
  ) -> [Double] where Entries.Element == Date {
    var entries = entries
    guard var latest = entries.next()?.timeIntervalSinceReferenceDate else { return [] }
    var following = entries.next()?.timeIntervalSinceReferenceDate
    while let next = following, next <= horizon {
      latest = next
      following = entries.next()?.timeIntervalSinceReferenceDate
    }
    var result = [latest]
    while result.count <= after, let next = following {
      result.append(next)
      following = entries.next()?.timeIntervalSinceReferenceDate
    }
    return result
  }

  /// The same read through a skip to `horizon` after the first entry, whose
  /// next entry must then be the latest at or before `horizon`; when the skip
  /// does not move, the reference's answer, as a reader then reads one by one.
  static func skipped<Entries: SkippingIterator>(
    _ entries: Entries, horizon: Double, after: Int
  ) -> (moved: Bool, dates: [Double]) where Entries.Element == Date {
    let unread = entries
    var entries = entries
    guard entries.next() != nil else { return (false, []) }
    guard entries.skip(toLatestAtOrBefore: horizon) else {
      return (false, oneByOne(unread, horizon: horizon, after: after))
    }
    let dates = (0...after).compactMap { _ in entries.next()?.timeIntervalSinceReferenceDate }
    return (true, dates)
  }

  /// A random creation date from 1900 to 2100 (some on a whole minute), and a
  /// horizon from `least × reach` to `reach` seconds after it.
  /// Reads `schedule` from `created` both ways, one entry at a time and
  /// skipping to `horizon`, expects the same dates bit for bit, and returns
  /// whether the skip moved.
  static func skipMatchesOneByOne<Schedule: TimelineSchedule>(
    _ schedule: Schedule, mode: TimelineScheduleMode, from created: Double, to horizon: Double,
    _ context: String
  ) -> Bool where Schedule.Entries: SkippingIterator {
    let expected = oneByOne(
      schedule.entries(from: d(created), mode: mode), horizon: horizon, after: 3)
    let actual = skipped(schedule.entries(from: d(created), mode: mode), horizon: horizon, after: 3)
    #expect(
      actual.dates.map(\.bitPattern) == expected.map(\.bitPattern),
      "\(context) from \(created) to \(horizon): \(actual.dates) vs \(expected)")
    return actual.moved
  }

  static func randomRun(_ rng: inout SplitMix64, reach: Double, least: Double = 0) -> (
    created: Double, horizon: Double
  ) {
    var created = Double.random(in: -3.2e9...3.1e9, using: &rng)
    if Bool.random(using: &rng) { created = (created / 60).rounded(.down) * 60 }
    if Int.random(in: 0..<4, using: &rng) == 0 {
      created = created.rounded() + Double.random(in: 0..<1, using: &rng)
    }
    return (created, created + Double.random(in: (reach * least)...reach, using: &rng))
  }

  @Test(arguments: zones)
  func everyMinuteSkipsToTheEntriesReadOneByOne(_ zone: String) throws {
    let schedule = EveryMinuteTimelineSchedule(timeZone: try #require(TimeZone(identifier: zone)))
    var rng = SplitMix64(seed: 0xE1_2001 ^ UInt64(zone.utf8.count))
    var moved = 0
    for _ in 0..<25 {
      let (created, horizon) = Self.randomRun(&rng, reach: 10 * 86_400)
      if Self.skipMatchesOneByOne(
        schedule, mode: .normal, from: created, to: horizon, "\(zone)")
      {
        moved += 1
      }
    }
    #expect(moved >= 10, "the skip must mostly apply: \(moved) of 25")
  }

  @Test(arguments: zones)
  func wallClockUnitsSkipToTheEntriesReadOneByOne(_ zone: String) throws {
    let timeZone = try #require(TimeZone(identifier: zone))
    var rng = SplitMix64(seed: 0xC1_0C4 ^ UInt64(zone.utf8.count))
    let reaches: [(TextWallClockTimelineSchedule.Unit, Double)] = [
      (.second, 4 * 86_400), (.minute, 10 * 86_400), (.hour, 200 * 86_400), (.day, 2_000 * 86_400),
    ]
    for (unit, reach) in reaches {
      let schedule = TextWallClockTimelineSchedule(unit: unit, timeZone: timeZone)
      var moved = 0
      for _ in 0..<10 {
        // Mostly beyond the two days a skip needs, so that each unit is skipped.
        let (created, horizon) = Self.randomRun(&rng, reach: reach, least: 0.4)
        if Self.skipMatchesOneByOne(
          schedule, mode: .normal, from: created, to: horizon, "\(zone) \(unit)")
        {
          moved += 1
        }
      }
      #expect(moved >= 3, "the skip must apply to \(unit): \(moved) of 10")
    }
  }

  @Test(arguments: zones)
  func lowFrequencyTimersSkipToTheEntriesReadOneByOne(_ zone: String) throws {
    let timeZone = try #require(TimeZone(identifier: zone))
    var rng = SplitMix64(seed: 0x10_F1 ^ UInt64(zone.utf8.count))
    var moved = 0
    for _ in 0..<20 {
      let (created, horizon) = Self.randomRun(&rng, reach: 10 * 86_400)
      // Any second of the minute with any fraction, whole seconds among them.
      var alignment = created + Double.random(in: -1e6...1e6, using: &rng)
      if Bool.random(using: &rng) { alignment = alignment.rounded() }
      let timer = TextTimerTimelineSchedule(alignment: d(alignment), timeZone: timeZone)
      if Self.skipMatchesOneByOne(
        timer, mode: .lowFrequency, from: created, to: horizon, "\(zone) aligned on \(alignment)")
      {
        moved += 1
      }
    }
    #expect(moved >= 5, "the skip must mostly apply: \(moved) of 20")
  }

  @Test(arguments: zones)
  func lowFrequencyTimerIntervalsSkipToTheEntriesReadOneByOne(_ zone: String) throws {
    let timeZone = try #require(TimeZone(identifier: zone))
    var rng = SplitMix64(seed: 0x1D_7E ^ UInt64(zone.utf8.count))
    var moved = 0
    for _ in 0..<20 {
      let (created, horizon) = Self.randomRun(&rng, reach: 8 * 86_400, least: 0.4)
      let from = created - Double.random(in: 0...1e5, using: &rng)
      let to = created + Double.random(in: 0...(10 * 86_400), using: &rng)
      for countsDown in [true, false] {
        let timer = TextTimerIntervalTimelineSchedule(
          interval: d(from)...d(to), countsDown: countsDown, timeZone: timeZone)
        if Self.skipMatchesOneByOne(
          timer, mode: .lowFrequency, from: created, to: horizon,
          "\(zone) \(from)...\(to) down \(countsDown)")
        {
          moved += 1
        }
      }
    }
    #expect(moved >= 5, "the skip must apply: \(moved) of 40")
  }

  @Test func timersInNormalModeSkipAsASecondGrid() {
    var rng = SplitMix64(seed: 0x71_3E2)
    for _ in 0..<30 {
      let (created, horizon) = Self.randomRun(&rng, reach: 200_000)
      let end = created + Double.random(in: 0...300_000, using: &rng)
      let timer = TextTimerTimelineSchedule(alignment: d(end), timeZone: .gmt)
      let interval = TextTimerIntervalTimelineSchedule(
        interval: d(created)...d(end), timeZone: .gmt)
      let expectedTimer = Self.oneByOne(
        timer.entries(from: d(created), mode: .normal), horizon: horizon, after: 2)
      let actualTimer = Self.skipped(
        timer.entries(from: d(created), mode: .normal), horizon: horizon, after: 2)
      #expect(actualTimer.dates.map(\.bitPattern) == expectedTimer.map(\.bitPattern))
      let expectedInterval = Self.oneByOne(
        interval.entries(from: d(created), mode: .normal), horizon: horizon, after: 2)
      let actualInterval = Self.skipped(
        interval.entries(from: d(created), mode: .normal), horizon: horizon, after: 2)
      #expect(
        actualInterval.dates.map(\.bitPattern) == expectedInterval.map(\.bitPattern),
        "interval from \(created) to \(end), horizon \(horizon)")
    }
  }

  @Test func aScheduleThatFollowsTheCurrentCalendarIsReadOneByOne() {
    var entries = EveryMinuteTimelineSchedule().entries(from: d(0), mode: .normal)
    _ = entries.next()
    let moved = entries.skip(toLatestAtOrBefore: 1e7)
    #expect(!moved)
  }
}
