import Foundation
import Testing
import TimelineCore

/// `Text(D, style: .timer)`'s schedule (docs/semantics.md, "The schedules behind
/// Text date styles"). Expected dates are worked out by hand from the rules.
@Suite struct TextTimerTimelineScheduleTests {
  /// 2024-06-14T12:00:00Z, the hour most rows are set in.
  static let noon = wallClock(2024, 6, 14, 12)

  /// `noon` plus `seconds`, in seconds since 2001.
  static func at(_ seconds: Double) -> Double { noon.timeIntervalSinceReferenceDate + seconds }

  static func entries(
    alignment: Double, from start: Double, mode: TimelineScheduleMode,
    in identifier: String = "UTC",
    count: Int
  ) -> [Double] {
    firstEntries(
      .textTimer(alignment: d(alignment), in: zone(identifier)), from: start, mode: mode,
      count: count)
  }

  /// Normal mode: the start date, then one second after another, by addition.
  @Test func normalModeTicksEverySecondFromTheStartDate() {
    // D = 12:05:30; from 12:00:10.5 → 12:00:10.5, 12:00:11.5, 12:00:12.5 (the
    // alignment plays no part).
    #expect(
      Self.entries(alignment: Self.at(330), from: Self.at(10.5), mode: .normal, count: 3)
        == [Self.at(10.5), Self.at(11.5), Self.at(12.5)])
  }

  /// Low frequency: once a minute, at D's second of the minute.
  @Test func lowFrequencyTicksOnceAMinuteAtTheAlignmentsSecond() {
    // D = 12:05:30, second 30. From 12:00:10 the next :30 is 12:00:30, then a minute each.
    #expect(
      Self.entries(alignment: Self.at(330), from: Self.at(10), mode: .lowFrequency, count: 3)
        == [Self.at(30), Self.at(90), Self.at(150)])
  }

  /// The first low-frequency entry is strictly after the start date.
  @Test func aStartExactlyOnTheAlignedSecondIsNotAnEntry() {
    // D's second is 30; from 12:00:30 itself the first entry is 12:01:30.
    #expect(
      Self.entries(alignment: Self.at(330), from: Self.at(30), mode: .lowFrequency, count: 2)
        == [Self.at(90), Self.at(150)])
  }

  /// The fraction of D is matched too: 0.25 s is 250 000 000 ns, exact in binary.
  @Test func theAlignmentsFractionOfASecondIsKept() {
    // D = 12:05:30.25; from 12:00:10 → 12:00:30.25, 12:01:30.25.
    #expect(
      Self.entries(alignment: Self.at(330.25), from: Self.at(10), mode: .lowFrequency, count: 2)
        == [Self.at(30.25), Self.at(90.25)])
  }

  /// A timer keeps ticking after its date: it then counts up.
  @Test func theScheduleGoesOnPastTheAlignmentDate() {
    // D = 12:05:30; from 12:10:00 → 12:10:30, 12:11:30.
    #expect(
      Self.entries(alignment: Self.at(330), from: Self.at(600), mode: .lowFrequency, count: 2)
        == [Self.at(630), Self.at(690)])
    #expect(
      Self.entries(alignment: Self.at(330), from: Self.at(600), mode: .normal, count: 2)
        == [Self.at(600), Self.at(601)])
  }

  /// Europe/Paris, 2024-03-31: 02:00 CET (01:00Z) becomes 03:00 CEST. Whole-hour
  /// offsets keep every second of the minute where it was in UTC, so the entries
  /// stay 60 s apart across the jump.
  @Test func aSpringForwardInParisKeepsTheMinutesSixtySecondsApart() {
    let transition = wallClock(2024, 3, 31, 1).timeIntervalSinceReferenceDate
    // D = 01:30:15Z (second 15); from 00:58:00Z → 00:58:15Z, 00:59:15Z, 01:00:15Z, 01:01:15Z.
    #expect(
      Self.entries(
        alignment: transition + 1_815, from: transition - 120, mode: .lowFrequency,
        in: "Europe/Paris", count: 4)
        == [transition - 105, transition - 45, transition + 15, transition + 75])
  }

  /// America/New_York, 2024-11-03: 02:00 EDT (06:00Z) goes back to 01:00 EST.
  /// Foundation's `nextDate` skips the repeated hour (docs/semantics.md, section 3),
  /// so the timer does not tick between 05:59:15Z and 07:00:15Z.
  @Test func aFallBackInNewYorkSkipsTheRepeatedHour() {
    let transition = wallClock(2024, 11, 3, 6).timeIntervalSinceReferenceDate
    // D's second is 15; from 05:58:00Z → 05:58:15Z, 05:59:15Z, 07:00:15Z, 07:01:15Z.
    #expect(
      Self.entries(
        alignment: transition + 15, from: transition - 120, mode: .lowFrequency,
        in: "America/New_York", count: 4)
        == [transition - 105, transition - 45, transition + 3_615, transition + 3_675])
  }

  /// Africa/Monrovia used −00:44:30 until 1972-01-07T00:44:30Z, when the local clock
  /// jumped from 00:00:00 to 00:44:30 GMT. The second of the minute is read on the
  /// local clock, so the entries move by 30 s in UTC at the switch.
  @Test func aSecondsOffsetChangeMovesTheEntriesInUTC() {
    let base = wallClock(1972, 1, 7).timeIntervalSinceReferenceDate
    // D = 1972-01-06T23:00:30Z = 22:16:00 local: second 0. Local :00 is UTC :30 before
    // the switch and UTC :00 after it. From 00:42:00Z → 00:42:30Z, 00:43:30Z, then
    // 00:44:30Z is 00:44:30 local (second 30), so 00:45:00Z, 00:46:00Z.
    #expect(
      Self.entries(
        alignment: base - 3_570, from: base + 2_520, mode: .lowFrequency, in: "Africa/Monrovia",
        count: 4)
        == [base + 2_550, base + 2_610, base + 2_700, base + 2_760])
  }

  /// `init(alignment:)` follows `Calendar.current`, as SwiftUI does.
  @Test func thePlainInitializerFollowsTheCurrentCalendar() {
    let timer = TextTimerTimelineSchedule(alignment: d(Self.at(330.5)))
    #expect(timer.calendar == nil)
    let start = d(Self.at(10))
    #expect(
      Array(timer.entries(from: start, mode: .lowFrequency).prefix(3))
        == Array(
          TextTimerTimelineSchedule(alignment: d(Self.at(330.5)), calendar: .current)
            .entries(from: start, mode: .lowFrequency).prefix(3)))
  }
}
