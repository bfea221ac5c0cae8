import Foundation
import Testing
import TimelineCore
import TimelineTestSupport

@testable import TimelineInspector

/// A live run's catch-up (docs/cli.md, "Live mode"): it must land exactly where
/// reading the schedule's entries one by one would, only faster.
@Suite struct CatchUpTests {
  /// The reference: the library's own periodic schedule, read one entry at a
  /// time (bounded by `limit`), up to the last entry at or before `horizon` or
  /// the first that does not advance.
  private static func walk(from start: Double, by interval: Double, to horizon: Double, limit: Int)
    -> Double?
  {
    var entries = PeriodicTimelineSchedule(
      from: Date(timeIntervalSinceReferenceDate: start), by: interval
    ).entries(from: Date(timeIntervalSinceReferenceDate: start), mode: .normal)
    var current = entries.next()!.timeIntervalSinceReferenceDate
    for _ in 0..<limit {
      let next = entries.next()!.timeIntervalSinceReferenceDate
      if next > horizon || next == current { return current }
      current = next
    }
    return nil
  }

  /// Starts and intervals that cross powers of two, zero, and ties (an interval
  /// of exactly half a spacing more than a whole number of spacings).
  static let cases: [(start: Double, interval: Double)] = {
    var random = SplitMix64(seed: 14)
    var cases: [(Double, Double)] = [
      (0x1p30 - 1000, 0.1), (-0x1p20 - 0.5, 0.3), (-1000.25, 1.0 / 3), (-3, 0.001),
      (0x1p33 - 5, 0x1p33.ulp * 2.5), (0x1p33 - 5, 0x1p33.ulp * 1.5),
      (0x1p33 + 0.25, 0x1p33.ulp * 0.5), (-63_113_904_000, 1), (757_382_400, 1.0 / 120),
    ]
    // A first addition that lands exactly, on an odd multiple, just past a power
    // of two, where the interval is a tie: the jump must wait for an even one.
    for (below, spacings) in [(3, 13), (1, 5), (5, 27), (7, 9)] {
      cases.append((0x1p33 - Double(below) * 0x1p-20, Double(spacings) * 0x1p-20))
    }
    for _ in 0..<120 {
      let exponent = Double(Int.random(in: -5...36, using: &random))
      var start = Double.random(in: 1...2, using: &random) * pow(2, exponent)
      if Bool.random(using: &random) { start = -start }
      let spacing = abs(start).ulp
      let interval: Double
      switch Int.random(in: 0..<3, using: &random) {
      case 0: interval = spacing * (Double(Int.random(in: 1...40, using: &random)) + 0.5)
      case 1: interval = Double.random(in: 1e-6...10, using: &random)
      default: interval = abs(start) / Double(Int.random(in: 100...5000, using: &random))
      }
      cases.append((start, interval))
    }
    return cases
  }()

  @Test func jumpsLandBitForBitWhereTheScheduleWalksTo() {
    var random = SplitMix64(seed: 1)
    for (start, interval) in Self.cases {
      let horizon = start + interval * Double(Int.random(in: 0...200_000, using: &random)) * 1.0001
      guard let expected = Self.walk(from: start, by: interval, to: horizon, limit: 300_000) else {
        continue
      }
      let jumped = RepeatedAddition.latest(from: start, adding: interval, atOrBefore: horizon)
      #expect(
        jumped.bitPattern == expected.bitPattern,
        "from \(start) by \(interval) to \(horizon): \(jumped) vs \(expected)")
    }
  }

  @Test func aJumpStopsWhereTheSumStopsChanging() {
    // Near 2^40 s the spacing is 2^-12 s; adding 2^-14 s rounds back to the same date.
    let start = 0x1p40 - 0x1p-11
    let stalled = RepeatedAddition.latest(from: start, adding: 0x1p-14, atOrBefore: 0x1p41)
    #expect(stalled == Self.walk(from: start, by: 0x1p-14, to: 0x1p41, limit: 1_000_000))
  }

  @Test func aJumpFromYearOneTakesFewSteps() {
    // 6 × 10^10 one-second additions, found at once: made one by one they would
    // take hours, and the hang bound fails the test instead.
    let earliest = Double(CivilTime.earliestSecond)
    let landed = finished {
      RepeatedAddition.latest(from: earliest, adding: 1, atOrBefore: 757_382_400.5)
    }
    #expect(landed == 757_382_400)
  }

  @Test func aGuardedPeriodicScheduleSkipsToTheSameEntriesAsReadingThemAll() {
    let schedule = PeriodicTimelineSchedule(
      from: Date(timeIntervalSinceReferenceDate: 0.1), by: 0.3)
    let record = StallRecord()
    var skipped = StallGuard(base: schedule, record: record).entries(
      from: Date(timeIntervalSinceReferenceDate: 0.1), mode: .normal)
    var read = schedule.entries(from: Date(timeIntervalSinceReferenceDate: 0.1), mode: .normal)
    _ = skipped.next()
    let moved = skipped.skip(toLatestAtOrBefore: 30_000, atMost: .max) > 0
    #expect(moved)
    var expected = read.next()!
    for _ in 0..<200_000 {
      let next = read.next()!
      if next.timeIntervalSinceReferenceDate > 30_000 { break }
      expected = next
    }
    #expect(skipped.next() == expected)
    #expect(skipped.next() == expected.addingTimeInterval(0.3))
    let movedAgain = skipped.skip(toLatestAtOrBefore: 0, atMost: .max) > 0
    #expect(!movedAgain, "nothing to skip before the next entry")
  }

  @Test func anAnimationScheduleSkipsWithItsDefaultInterval() {
    var skipped = StallGuard(base: AnimationTimelineSchedule(), record: StallRecord()).entries(
      from: Date(timeIntervalSinceReferenceDate: 0), mode: .normal)
    _ = skipped.next()
    let moved = skipped.skip(toLatestAtOrBefore: 1, atMost: .max) > 0
    #expect(moved)
    let landed = skipped.next()!.timeIntervalSinceReferenceDate
    var walked = 0.0
    while walked + 1.0 / 120 <= 1 { walked += 1.0 / 120 }
    #expect(landed == walked)
  }

  /// The reference for a resumed view: the library's view of the plain schedule,
  /// every update read, from the first at or after `from` (bounded by `limit`).
  private static func updates<Schedule: TimelineSchedule>(
    of schedule: Schedule, createdAt: Double, model: TimelineUpdateModel, from: Double,
    count: Int, limit: Int = 400_000
  ) -> [Double] {
    let view = TimelineView(schedule) { $0 }
    let all = view.updates(
      createdAt: Date(timeIntervalSinceReferenceDate: createdAt), model: model)
    let due = all.prefix(limit).lazy.filter { $0.time.timeIntervalSinceReferenceDate >= from }
    return timesAndDates(due.prefix(count))
  }

  /// Each update's time, then the date it shows.
  private static func timesAndDates<Schedule: TimelineSchedule, Updates: Sequence>(
    _ updates: Updates
  ) -> [Double] where Updates.Element == TimelineView<Schedule, TimelineViewDefaultContext>.Update {
    updates.flatMap {
      [$0.time.timeIntervalSinceReferenceDate, $0.context.date.timeIntervalSinceReferenceDate]
    }
  }

  @Test(arguments: [TimelineUpdateModel.swiftui, .documented])
  func aResumedGridViewShowsWhatReadingEveryUpdateShows(_ model: TimelineUpdateModel) throws {
    // Intervals whose sums drift from the ideal grid, so the resumed dates must be
    // the additions themselves, bit for bit; 10^5 updates read one by one.
    let cases: [(schedule: any TimelineSchedule, createdAt: Double, horizon: Double)] = [
      (
        PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: 0.1), by: 0.3), 0.7,
        30_000.05
      ),
      (
        PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: -5), by: 1.0 / 3), 2,
        20_000
      ),
      (AnimationTimelineSchedule(minimumInterval: 0.07), 1_000.01, 8_000),
      (AnimationTimelineSchedule(), 757_382_400, 757_382_400 + 600),
    ]
    for (schedule, createdAt, horizon) in cases {
      try check(schedule, createdAt: createdAt, horizon: horizon, model: model)
    }
  }

  private func check<Schedule: TimelineSchedule>(
    _ schedule: Schedule, createdAt: Double, horizon: Double, model: TimelineUpdateModel
  ) throws {
    let guarded = StallGuard(base: schedule, record: StallRecord())
    let resumed = try #require(
      guarded.resumed(createdAt: Date(timeIntervalSinceReferenceDate: createdAt), horizon: horizon))
    let start = resumed.createdAt.timeIntervalSinceReferenceDate
    #expect(start <= horizon)
    let view = TimelineView(resumed.schedule) { $0 }
    let got = Self.timesAndDates(view.updates(createdAt: resumed.createdAt, model: model).prefix(5))
    // The reference's updates from the resumed view's first: the same times and dates,
    // and that first update is the latest at or before the horizon.
    let expected = Self.updates(
      of: schedule, createdAt: createdAt, model: model, from: start, count: 5)
    #expect(
      got.map(\.bitPattern) == expected.map(\.bitPattern),
      "\(Schedule.self) from \(createdAt) to \(horizon): \(got) vs \(expected)")
    let later = Self.updates(
      of: schedule, createdAt: createdAt, model: model, from: start.nextUp, count: 1)
    #expect(
      later.first.map { $0 > horizon } ?? false, "an update after \(start) is due by \(horizon)")
  }

  @Test func aViewWithNoUpdateDueAfterItsFirstIsNotResumed() {
    let guarded = StallGuard(
      base: PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: 0), by: 10),
      record: StallRecord())
    // Created at 5 (showing 0), its next update is at 10: not yet due at 9.
    #expect(guarded.resumed(createdAt: Date(timeIntervalSinceReferenceDate: 5), horizon: 9) == nil)
    let minutes = StallGuard(
      base: EveryMinuteTimelineSchedule(timeZone: .gmt), record: StallRecord())
    // Created at 0 on a minute, its next update is at 60: not yet due at 59.
    #expect(
      minutes.resumed(createdAt: Date(timeIntervalSinceReferenceDate: 0), horizon: 59) == nil)
  }

  @Test(arguments: [TimelineUpdateModel.swiftui, .documented])
  func aResumedCalendarViewShowsWhatReadingEveryUpdateShows(_ model: TimelineUpdateModel) throws {
    // Minute starts across Paris' spring change (2025-03-30) and a wall-clock hour
    // in Santiago: the view resumes at an entry of its own and goes on as the
    // view created long before it does, update for update.
    let paris = try #require(TimeZone(identifier: "Europe/Paris"))
    let santiago = try #require(TimeZone(identifier: "America/Santiago"))
    try check(
      EveryMinuteTimelineSchedule(timeZone: paris), createdAt: 764_553_630.5,
      horizon: 764_553_630.5 + 12 * 86_400, model: model)
    try check(
      TextWallClockTimelineSchedule(unit: .hour, timeZone: santiago), createdAt: 700_000_000.25,
      horizon: 700_000_000 + 200 * 86_400, model: model)
    try check(
      TextTimerTimelineSchedule(alignment: Date(timeIntervalSinceReferenceDate: 0), timeZone: .gmt),
      createdAt: 0.75, horizon: 30_000.5, model: model)
  }

  @Test func aScheduleThatCannotSkipIsReadOneByOne() {
    // Every minute of `Calendar.current`, which may change between two entries.
    var entries = StallGuard(base: EveryMinuteTimelineSchedule(), record: StallRecord())
      .entries(from: Date(timeIntervalSinceReferenceDate: 0), mode: .normal)
    _ = entries.next()
    let moved = entries.skip(toLatestAtOrBefore: 1e6, atMost: .max) > 0
    #expect(!moved)
  }

  @Test func liveCatchUpKeepsOnlyTheLatestPastEntryThenEveryFutureOne() throws {
    let clock = TestClock(now: 1_000_000)
    let now = clock.now()
    let dates = [now - 300, now - 200, now - 100, now + 1000, now + 2000]
    var live = LiveCatchUp(
      dates.map(Date.init(timeIntervalSinceReferenceDate:)).makeIterator(),
      time: \.timeIntervalSinceReferenceDate, until: now + 1500, clock: clock)
    var shown: [Double] = []
    while let date = try live.next(), shown.count < 10 {
      shown.append(date.timeIntervalSinceReferenceDate)
    }
    #expect(shown == [now - 100, now + 1000])
  }

  @Test func anEntryFollowedByOneExactlyAtUntilIsOvertaken() throws {
    // The following entry is due at or before until: at it, too, as --until is inclusive.
    let clock = TestClock(now: 1_000_000)
    let now = clock.now()
    var live = LiveCatchUp(
      [now - 300, now - 200].makeIterator(), time: { $0 }, until: now - 200, clock: clock)
    var shown: [Double] = []
    while let t = try live.next(), shown.count < 10 { shown.append(t) }
    #expect(shown == [now - 200])
  }

  @Test func anEntryExactlyAtUntilIsTheLastOneKept() throws {
    let clock = TestClock(now: 1_000_000)
    let now = clock.now()
    var live = LiveCatchUp(
      [now + 1000, now + 2000].makeIterator(), time: { $0 }, until: now + 1000, clock: clock)
    var shown: [Double] = []
    while let t = try live.next(), shown.count < 10 { shown.append(t) }
    #expect(shown == [now + 1000])
  }

  @Test func withoutCatchingUpEveryElementIsKept() throws {
    let clock = TestClock(now: 1_000_000)
    let now = clock.now()
    var all = LiveCatchUp(
      [now - 2, now - 1].makeIterator(), time: { $0 }, catchesUp: false,
      clock: clock)
    var shown: [Double] = []
    while let t = try all.next(), shown.count < 10 { shown.append(t) }
    #expect(shown == [now - 2, now - 1])
  }
}
