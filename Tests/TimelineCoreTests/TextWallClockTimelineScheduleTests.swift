import Foundation
import Testing
import TimelineCore

/// The wall-clock aligned schedule of self-updating `Text` (docs/semantics.md, "The
/// schedules behind Text date styles"). Expected dates are worked out by hand.
@Suite struct TextWallClockTimelineScheduleTests {
  /// 2024-06-14T12:00:00Z.
  static let noon = wallClock(2024, 6, 14, 12).timeIntervalSinceReferenceDate

  static func entries(
    _ unit: TextWallClockTimelineSchedule.Unit, from start: Double, in identifier: String = "UTC",
    mode: TimelineScheduleMode = .normal, count: Int = 3
  ) -> [Double] {
    firstEntries(.textWallClock(unit, in: zone(identifier)), from: start, mode: mode, count: count)
  }

  /// A second: the start of the start date's second, then every second.
  @Test func theSecondUnitStartsAtTheStartOfTheStartDatesSecond() {
    // From 12:00:10.5 → 12:00:10, 12:00:11, 12:00:12.
    #expect(
      Self.entries(.second, from: Self.noon + 10.5)
        == [Self.noon + 10, Self.noon + 11, Self.noon + 12])
  }

  /// A start date on the unit's boundary is the first entry.
  @Test func aStartOnABoundaryIsTheFirstEntry() {
    #expect(
      Self.entries(.second, from: Self.noon + 10) == [
        Self.noon + 10, Self.noon + 11, Self.noon + 12,
      ])
    #expect(Self.entries(.hour, from: Self.noon, count: 2) == [Self.noon, Self.noon + 3_600])
  }

  /// Foundation's `matchesComponents` lets a nanosecond field within 500 of the one
  /// asked for count as equal: 2⁻²² s ≈ 238 ns past a second is on it, so the start
  /// date itself is the first entry; the next is the following whole second.
  @Test func aStartLessThan500NanosecondsPastASecondIsOnIt() {
    let start = Self.noon + 10 + 0x1p-22
    #expect(Self.entries(.second, from: start) == [start, Self.noon + 11, Self.noon + 12])
  }

  /// A minute is the start of every minute, as the every-minute schedule gives: Apple's
  /// example, created at 10:09:38 → 10:09:00, 10:10:00, 10:11:00.
  @Test func theMinuteUnitIsTheStartOfEveryMinute() {
    let created = wallClock(2024, 6, 14, 10, 9, 38).timeIntervalSinceReferenceDate
    #expect(Self.entries(.minute, from: created) == [created - 38, created + 22, created + 82])
  }

  /// Paris, 2024-03-31: 02:00 CET (01:00Z) → 03:00 CEST. Local 02:00 does not exist:
  /// the hour starts are 01:00 CET (00:00Z) and 03:00 CEST (01:00Z), one hour apart.
  @Test func hoursAcrossParissSpringForward() {
    let t = wallClock(2024, 3, 31, 1).timeIntervalSinceReferenceDate
    // From 00:30Z (01:30 CET) → 00:00Z, 01:00Z, 02:00Z.
    #expect(Self.entries(.hour, from: t - 1_800, in: "Europe/Paris") == [t - 3_600, t, t + 3_600])
  }

  /// New York, 2024-11-03: after 01:00 EDT (05:00Z) Foundation skips the repeated
  /// hour, so the next hour start is 02:00 EST (07:00Z), not 01:00 EST (06:00Z).
  @Test func hoursAcrossNewYorksFallBackSkipTheRepeatedHour() {
    let t = wallClock(2024, 11, 3, 6).timeIntervalSinceReferenceDate
    // From 05:30Z (01:30 EDT) → 05:00Z, 07:00Z, 08:00Z.
    #expect(
      Self.entries(.hour, from: t - 1_800, in: "America/New_York") == [
        t - 3_600, t + 3_600, t + 7_200,
      ])
  }

  /// New York, 2024-03-10: midnight EST is 05:00Z; the next two midnights are EDT,
  /// 04:00Z: the day in between has 23 hours.
  @Test func daysAcrossNewYorksSpringForward() {
    let midnight = wallClock(2024, 3, 10, 5).timeIntervalSinceReferenceDate
    // From 2024-03-10T12:00Z (08:00 EDT) → 03-10T05:00Z, 03-11T04:00Z, 03-12T04:00Z.
    #expect(
      Self.entries(.day, from: midnight + 25_200, in: "America/New_York")
        == [midnight, midnight + 82_800, midnight + 169_200])
  }

  /// Monrovia in 1960 (−00:44:30): local hours start at 44 min 30 s past each UTC hour.
  @Test func hoursInAZoneWithASecondsOffset() {
    let utcNoon = wallClock(1960, 6, 14, 12).timeIntervalSinceReferenceDate
    // From 13:00:00Z (12:15:30 local) → 12:44:30Z, 13:44:30Z, 14:44:30Z.
    #expect(
      Self.entries(.hour, from: utcNoon + 3_600, in: "Africa/Monrovia")
        == [utcNoon + 2_670, utcNoon + 6_270, utcNoon + 9_870])
  }

  /// For a month SwiftUI zeroes the day too, and for a year the month: no date has
  /// day 0 or month 0, so nothing matches and the start date is the only entry.
  @Test(arguments: [TextWallClockTimelineSchedule.Unit.month, .year])
  func monthsAndYearsNeverMatchAndGiveTheStartDateAlone(_ unit: TextWallClockTimelineSchedule.Unit)
  {
    #expect(Self.entries(unit, from: Self.noon + 10.5, count: 5) == [Self.noon + 10.5])
  }

  /// A weekday, week, quarter or era is not in SwiftUI's year…nanosecond list, so no
  /// component is zeroed: the start date matches the empty components, and Foundation
  /// finds no next date matching none, so the start date is the only entry.
  @Test(arguments: [TextWallClockTimelineSchedule.Unit.weekday, .week, .quarter, .era])
  func unitsOutsideYearToSecondGiveTheStartDateAlone(_ unit: TextWallClockTimelineSchedule.Unit) {
    #expect(Self.entries(unit, from: Self.noon + 10.5, count: 5) == [Self.noon + 10.5])
  }

  @Test(arguments: TextWallClockTimelineSchedule.Unit.allCases)
  func lowFrequencyModeGivesTheSameDates(_ unit: TextWallClockTimelineSchedule.Unit) {
    #expect(
      Self.entries(unit, from: Self.noon + 10.5, mode: .lowFrequency)
        == Self.entries(unit, from: Self.noon + 10.5))
  }

  /// `init(unit:)` follows `Calendar.current`, as SwiftUI does.
  @Test func thePlainInitializerFollowsTheCurrentCalendar() {
    let schedule = TextWallClockTimelineSchedule(unit: .hour)
    #expect(schedule.calendar == nil)
    #expect(
      Array(schedule.entries(from: d(Self.noon + 10), mode: .normal).prefix(3))
        == Array(
          TextWallClockTimelineSchedule(unit: .hour, calendar: .current)
            .entries(from: d(Self.noon + 10), mode: .normal).prefix(3)))
  }

  /// The units' spellings, which the command line uses.
  @Test func unitsAreSpelledAsCalendarUnits() {
    #expect(
      TextWallClockTimelineSchedule.Unit.allCases.map(\.rawValue)
        == [
          "year", "month", "day", "hour", "minute", "second", "weekday", "week", "quarter", "era",
        ])
  }
}
