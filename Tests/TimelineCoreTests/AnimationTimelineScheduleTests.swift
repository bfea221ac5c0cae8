import Foundation
import Testing
import TimelineCore
import TimelineTestSupport

@Suite struct AnimationTimelineScheduleTests {
  /// Observed on real SwiftUI: m = 1.5 from 0 gives 0, 1.5, 3.
  @Test func entriesStartAtTheQueryDateAndAreTheMinimumIntervalApart() {
    #expect(firstEntries(.animation(minimumInterval: 1.5), from: 0, count: 3) == [0, 1.5, 3])
  }

  /// Without an interval the schedule fires every 1/120 s, by repeated addition.
  @Test func withoutAnIntervalEntriesAreAHundredAndTwentiethOfASecondApart() {
    var expected = [1234.5]
    for _ in 1..<240 { expected.append(expected.last! + 1.0 / 120) }
    #expect(firstEntries(AnimationTimelineSchedule(), from: 1234.5, count: 240) == expected)
    #expect(firstEntries(.animation, from: 1234.5, count: 240) == expected)
    #expect(
      firstEntries(.animation(minimumInterval: nil, paused: false), from: 1234.5, count: 240)
        == expected)
  }

  @Test(arguments: [TimelineScheduleMode.normal, .lowFrequency], [nil, 1.5])
  func aPausedScheduleHasNoEntries(_ mode: TimelineScheduleMode, _ interval: Double?) {
    let schedule = AnimationTimelineSchedule(minimumInterval: interval, paused: true)
    #expect(Array(schedule.entries(from: d(100), mode: mode).prefix(3)).isEmpty)
    #expect(
      firstEntries(
        .animation(minimumInterval: interval, paused: true), from: 100, mode: mode, count: 3
      ).isEmpty)
  }

  @Test(arguments: [nil, 1.5])
  func lowFrequencyModeHasNoEntries(_ interval: Double?) {
    let schedule = AnimationTimelineSchedule(minimumInterval: interval)
    #expect(Array(schedule.entries(from: d(100), mode: .lowFrequency).prefix(3)).isEmpty)
    #expect(
      firstEntries(.animation(minimumInterval: interval), from: 100, mode: .lowFrequency, count: 3)
        .isEmpty)
  }

  /// SwiftUI resolves a missing interval to 1/120 s when the schedule is
  /// created, so the default schedule equals one given that interval.
  @Test func withoutAnIntervalTheScheduleEqualsOneOfAHundredAndTwentiethOfASecond() {
    #expect(AnimationTimelineSchedule.animation == .animation(minimumInterval: 1.0 / 120))
    #expect(AnimationTimelineSchedule() == AnimationTimelineSchedule(minimumInterval: 1.0 / 120))
    #expect(AnimationTimelineSchedule.animation.minimumInterval == 1.0 / 120)
    #expect(AnimationTimelineSchedule.animation != .animation(minimumInterval: 1.0 / 60))
  }

  @Test func staticMembersBuildTheSameSchedulesAsTheInitializer() {
    #expect(AnimationTimelineSchedule.animation == AnimationTimelineSchedule())
    #expect(AnimationTimelineSchedule.animation.paused == false)
    #expect(
      AnimationTimelineSchedule.animation(minimumInterval: 0.5, paused: true)
        == AnimationTimelineSchedule(minimumInterval: 0.5, paused: true))
    #expect(AnimationTimelineSchedule.defaultMinimumInterval == 1.0 / 120)
  }

  /// Random start dates and intervals: the first entry is the start date and each
  /// next one is the previous plus the interval, added in Double.
  @Test func entriesAreTheStartDateThenRepeatedAdditionsOfTheInterval() throws {
    var rng = SplitMix64(seed: 0x5EED_0300)
    for _ in 0..<2_000 {
      let start = Double.random(in: -1e10...1e10, using: &rng)
      let interval = pow(10, Double.random(in: -4...3, using: &rng))
      let entries = firstEntries(.animation(minimumInterval: interval), from: start, count: 10)
      try #require(entries.first == start, "from \(start) by \(interval)")
      try #require(
        zip(entries, entries.dropFirst()).allSatisfy { $1 == $0 + interval },
        "from \(start) by \(interval)")
    }
  }
}
