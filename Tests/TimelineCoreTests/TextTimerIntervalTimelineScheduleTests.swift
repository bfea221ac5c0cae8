import Foundation
import Testing
import TimelineCore

/// `Text(timerInterval: A...B, countsDown:)`'s schedule (docs/semantics.md, "The
/// schedules behind Text date styles"). Expected dates are worked out by hand.
@Suite struct TextTimerIntervalTimelineScheduleTests {
  /// 2024-06-14T12:00:00Z: A in most rows; B is 12:05:00 unless a row says otherwise.
  static let noon = wallClock(2024, 6, 14, 12).timeIntervalSinceReferenceDate

  /// The entries of a timer over `lower...upper` (seconds after noon, UTC unless
  /// `identifier` is given), asked from `start` seconds after noon, as offsets from noon.
  static func entries(
    _ lower: Double, _ upper: Double, countsDown: Bool = true, from start: Double,
    mode: TimelineScheduleMode = .lowFrequency, in identifier: String = "UTC", base: Double = noon,
    count: Int = 500
  ) -> [Double] {
    firstEntries(
      .textTimerInterval(
        d(base + lower)...d(base + upper), countsDown: countsDown, in: zone(identifier)),
      from: base + start, mode: mode, count: count
    ).map { $0 - base }
  }

  /// `first`, `first + 1`, …, `last`: a run of whole seconds.
  static func everySecond(_ first: Double, through last: Double) -> [Double] {
    Array(stride(from: first, through: last, by: 1))
  }

  // MARK: Normal mode

  /// Every second from the start date; the first date at or after B is the last.
  @Test func normalModeTicksEverySecondAndEndsAtTheFirstDatePastTheEnd() {
    // From 12:04:58.5: 12:04:58.5, 12:04:59.5, then 12:05:00.5 ≥ B ends it.
    #expect(Self.entries(0, 300, from: 298.5, mode: .normal) == [298.5, 299.5, 300.5])
    #expect(
      Self.entries(0, 300, countsDown: false, from: 298.5, mode: .normal) == [298.5, 299.5, 300.5])
  }

  @Test func normalModeFromAfterTheEndGivesTheStartDateAlone() {
    #expect(Self.entries(0, 300, from: 360, mode: .normal) == [360])
  }

  // MARK: Counting down, low frequency

  /// On B's second, the start date is the first entry; then a minute at a time to
  /// E = B − 1 min = 12:04:00, then every second to B.
  @Test func aCountdownTicksOnceAMinuteThenEverySecondThroughItsLastMinute() {
    // 12:00, 12:01, 12:02, 12:03, 12:04:00 (= E), 12:04:01 … 12:05:00: 4 + 61 entries.
    #expect(
      Self.entries(0, 300, from: 0) == [0, 60, 120, 180] + Self.everySecond(240, through: 300))
  }

  /// Off B's second, the start date is not an entry: the first is the next date on it.
  @Test func aCountdownStartedOffTheEndsSecondStartsAtTheNextOne() {
    // B = 12:05:20 (second 20), E = 12:04:20. From 12:00:10: 12:00:20, 12:01:20, …,
    // 12:04:20, then each second to 12:05:20.
    #expect(
      Self.entries(0, 320, from: 10)
        == [20, 80, 140, 200] + Self.everySecond(260, through: 320))
  }

  /// The switch to every second happens at E, the end minus one calendar minute.
  @Test func theSwitchFromOnceAMinuteToEverySecondIsAtTheEndMinusAMinute() {
    let entries = Self.entries(0, 300, from: 0)
    // 12:03:00 → 12:04:00 is a minute; 12:04:00 → 12:04:01 is the first second.
    #expect(entries[3] == 180 && entries[4] == 240 && entries[5] == 241)
  }

  /// Within the last minute the start date is the first entry, then each second,
  /// ending with the first date at or after B.
  @Test func aCountdownStartedInItsLastMinuteTicksEverySecondFromTheStart() {
    // From 12:04:30.5 (≥ E): 12:04:30.5, …, 12:04:59.5, then 12:05:00.5 ≥ B ends it.
    #expect(Self.entries(0, 300, from: 270.5) == Self.everySecond(270.5, through: 300.5))
  }

  /// After the end, the start date is still the first entry (it is past E), and the
  /// last (it is past B).
  @Test func aCountdownStartedAfterItsEndGivesTheStartDateAlone() {
    #expect(Self.entries(0, 300, from: 360) == [360])
  }

  /// Paris, 2024-03-31, 02:00 CET (01:00Z) → 03:00 CEST. B = 01:02:00Z; adding −1
  /// minute is 60 s of absolute time, so E = 01:01:00Z; the minute entries stay 60 s
  /// apart in UTC across the jump.
  @Test func aCountdownAcrossParissSpringForward() {
    let t = wallClock(2024, 3, 31, 1).timeIntervalSinceReferenceDate
    // From 00:55:30Z: 00:56, 00:57, 00:58, 00:59, 01:00 (03:00 CEST), 01:01 (= E), then seconds.
    #expect(
      Self.entries(-10_800, 120, from: -270, in: "Europe/Paris", base: t)
        == [-240, -180, -120, -60, 0] + Self.everySecond(60, through: 120))
  }

  /// New York, 2024-11-03, 02:00 EDT (06:00Z) → 01:00 EST. B = 06:02:00Z (01:02
  /// EST), E = 06:01:00Z. After 05:59:00Z the next date on second 0 is 07:00:00Z
  /// (Foundation skips the repeated hour), which is after E: E replaces it, so the
  /// countdown jumps from 01:59 EDT straight to its last minute.
  @Test func aCountdownAcrossNewYorksFallBackJumpsToItsLastMinute() {
    let t = wallClock(2024, 11, 3, 6).timeIntervalSinceReferenceDate
    // From 05:57:30Z: 05:58, 05:59, 06:01 (= E), 06:01:01, …, 06:02:00.
    #expect(
      Self.entries(-10_800, 120, from: -150, in: "America/New_York", base: t)
        == [-120, -60] + Self.everySecond(60, through: 120))
  }

  /// Monrovia, 1972-01-07T00:44:30Z: −00:44:30 → GMT. B = 00:45:10Z is 00:45:10
  /// GMT (second 10), E = B − 60 s = 00:44:10Z. Before the switch local second 10 is
  /// UTC second 40; after it, UTC second 10. After 00:43:40Z the next match is
  /// 00:45:10Z, after E: E replaces it.
  @Test func aCountdownInAZoneWithASecondsOffset() {
    let base = wallClock(1972, 1, 7).timeIntervalSinceReferenceDate
    // From 00:40:00Z: 00:40:40, 00:41:40, 00:42:40, 00:43:40, 00:44:10 (= E), …, 00:45:10.
    #expect(
      Self.entries(0, 2_710, from: 2_400, in: "Africa/Monrovia", base: base)
        == [2_440, 2_500, 2_560, 2_620] + Self.everySecond(2_650, through: 2_710))
  }

  // MARK: Counting up, low frequency

  /// From A: each second through the first minute (M = A + 1 min), then once a
  /// minute on A's second, up to B. The start date itself is not an entry.
  @Test func aCountUpTicksEverySecondThroughItsFirstMinuteThenOnceAMinute() {
    // A = 12:00, B = 12:10. From 12:00:00: 12:00:01 … 12:01:00 (60 entries), then
    // 12:02 … 12:10 (9 entries); 12:11 > B ends it.
    #expect(
      Self.entries(0, 600, countsDown: false, from: 0)
        == Self.everySecond(1, through: 60) + [120, 180, 240, 300, 360, 420, 480, 540, 600])
  }

  /// Started mid-way through the first minute, the seconds keep the start's fraction;
  /// the first entry at or past M is followed by the next date on A's second.
  @Test func aCountUpsFirstMinuteKeepsTheStartsFraction() {
    // From 12:00:30.5: 12:00:31.5 … 12:01:00.5 (30 entries); 12:01:00.5 ≥ M, so next 12:02:00.
    #expect(
      Self.entries(0, 600, countsDown: false, from: 30.5, count: 31)
        == Self.everySecond(31.5, through: 60.5) + [120])
  }

  /// Before A, the count-up ticks every second from the start up to M.
  @Test func aCountUpStartedBeforeItsStartTicksEverySecondUntilItsFirstMinuteEnds() {
    // From 11:59:58: 11:59:59, 12:00:00, …, 12:01:00 (62 entries), then 12:02:00.
    #expect(
      Self.entries(0, 600, countsDown: false, from: -2, count: 63)
        == Self.everySecond(-1, through: 60) + [120])
  }

  /// After B, the next date on A's second is after B: no entries at all.
  @Test func aCountUpStartedAfterItsEndHasNoEntries() {
    // From 12:11:00: the next :00 is 12:12:00 > B = 12:10:00.
    #expect(Self.entries(0, 600, countsDown: false, from: 660) == [])
  }

  /// The last entry is the last date on A's second not after B, even when B is
  /// not on that second.
  @Test func aCountUpEndsAtTheLastMinuteBeforeItsEnd() {
    // B = 12:03:30: after 12:03:00 comes 12:04:00 > B.
    #expect(
      Self.entries(0, 210, countsDown: false, from: 100) == [120, 180])
  }

  /// `init(interval:countsDown:)` counts down and follows `Calendar.current`, as SwiftUI does.
  @Test func thePlainInitializerCountsDownWithTheCurrentCalendar() {
    let schedule = TextTimerIntervalTimelineSchedule(interval: d(Self.noon)...d(Self.noon + 300))
    #expect(schedule.countsDown && schedule.calendar == nil)
    let current = TextTimerIntervalTimelineSchedule(
      interval: d(Self.noon)...d(Self.noon + 300), calendar: .current)
    #expect(
      Array(schedule.entries(from: d(Self.noon + 10), mode: .lowFrequency).prefix(70))
        == Array(current.entries(from: d(Self.noon + 10), mode: .lowFrequency).prefix(70)))
  }
}
