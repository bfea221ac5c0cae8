import Foundation
import Testing
import TimelineCore
import TimelineTestSupport

/// The styles the differential test draws from, each given a locale, a zone and an anchor.
enum DateStyleCase: CaseIterable {
  case numericShortened, hourMinuteSecond, dayMonthYearWeekday, verbatim, anchoredRelative
}

enum DurationStyleCase: CaseIterable {
  case minuteSecond, hourMinute, hourMinuteSecond, unitsHoursMinutes
}

private let locales = ["en_US", "de_DE", "fr_FR", "ja_JP", "ar_EG", "hi_IN"].map(Locale.init)
private let zones = [
  "UTC", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Chatham",
]
.map(zone)

private func dateStyle(_ style: DateStyleCase, locale: Locale, zone: TimeZone, anchor: Date)
  -> any DiscreteFormatStyle<Date, String>
{
  let calendar = gregorian(in: zone)
  switch style {
  case .numericShortened:
    return Date.FormatStyle(
      date: .numeric, time: .shortened, locale: locale, calendar: calendar, timeZone: zone)
  case .hourMinuteSecond:
    return Date.FormatStyle(locale: locale, calendar: calendar, timeZone: zone).hour().minute()
      .second()
  case .dayMonthYearWeekday:
    return Date.FormatStyle(locale: locale, calendar: calendar, timeZone: zone).day().month()
      .year().weekday()
  case .verbatim:
    return Date.VerbatimFormatStyle(
      format:
        "\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits):\(second: .twoDigits)",
      locale: locale, timeZone: zone, calendar: calendar)
  case .anchoredRelative:
    var relative = Date.AnchoredRelativeFormatStyle(anchor: anchor)
    relative.locale = locale
    relative.calendar = calendar
    return relative
  }
}

private func durationStyle(_ style: DurationStyleCase, locale: Locale)
  -> any DiscreteFormatStyle<Duration, String>
{
  switch style {
  case .minuteSecond: Duration.TimeFormatStyle(pattern: .minuteSecond, locale: locale)
  case .hourMinute: Duration.TimeFormatStyle(pattern: .hourMinute, locale: locale)
  case .hourMinuteSecond: Duration.TimeFormatStyle(pattern: .hourMinuteSecond, locale: locale)
  case .unitsHoursMinutes:
    Duration.UnitsFormatStyle(allowedUnits: [.hours, .minutes], width: .abbreviated)
      .locale(locale)
  }
}

private func libraryEntries<F: DiscreteFormatStyle>(
  _ source: TimeDataSource<F.FormatInput>, _ style: F, from start: Date, count: Int
) -> [Date] {
  Array(
    DiscreteFormatTimelineSchedule(source, format: style).entries(from: start, mode: .normal)
      .prefix(count))
}

private func clockStyle() -> Date.FormatStyle {
  Date.FormatStyle(locale: Locale(identifier: "en_US"), timeZone: .gmt).hour().minute().second()
}

@Suite struct DiscreteFormatTimelineScheduleTests {
  @Test(arguments: DateStyleCase.allCases)
  func currentDateEntriesMatchTheReferenceOverRandomDatesZonesAndLocales(_ styleCase: DateStyleCase)
  {
    var random = SplitMix64(
      seed: 0x7E47_F0E1 &+ UInt64(DateStyleCase.allCases.firstIndex(of: styleCase)!))
    for _ in 0..<60 {
      let start = d(
        Double.random(in: -3e8...1.3e9, using: &random).rounded(.down) + [0, 0.25, 0.999]
          .randomElement(using: &random)!)
      let anchor = start.addingTimeInterval(Double.random(in: -200_000...200_000, using: &random))
      let locale = locales.randomElement(using: &random)!
      let zone = zones.randomElement(using: &random)!
      let style = dateStyle(styleCase, locale: locale, zone: zone, anchor: anchor)
      func check<F: DiscreteFormatStyle<Date, String>>(_ style: F) {
        #expect(
          libraryEntries(.currentDate, style, from: start, count: 12)
            == DiscreteFormatReference.currentDate(style, from: start, count: 12),
          "\(styleCase) \(locale.identifier) \(zone.identifier) from \(start.timeIntervalSinceReferenceDate)"
        )
      }
      check(style)
    }
  }

  @Test(arguments: DurationStyleCase.allCases)
  func durationOffsetEntriesMatchTheReferenceOverRandomDatesAndLocales(
    _ styleCase: DurationStyleCase
  ) {
    var random = SplitMix64(
      seed: 0xD0_2A71 &+ UInt64(DurationStyleCase.allCases.firstIndex(of: styleCase)!))
    for _ in 0..<60 {
      let start = d(Double.random(in: -3e8...1.3e9, using: &random))
      // Both sides of the end: a count-up, and a countdown (which creeps, see below).
      let end = start.addingTimeInterval(Double.random(in: -90_000...90_000, using: &random))
      let locale = locales.randomElement(using: &random)!
      func check<F: DiscreteFormatStyle<Duration, String>>(_ style: F) {
        #expect(
          libraryEntries(.durationOffset(to: end), style, from: start, count: 12)
            == DiscreteFormatReference.durationOffset(style, to: end, from: start, count: 12),
          "\(styleCase) \(locale.identifier) from \(start.timeIntervalSinceReferenceDate) to \(end.timeIntervalSinceReferenceDate)"
        )
      }
      check(durationStyle(styleCase, locale: locale))
    }
  }

  @Test func aClockWithSecondsChangesEverySecondOneThirtiethLate() {
    // Worked by hand: the first entry is the start; the boundaries are the whole
    // seconds, each more than 1/30 s after the one before, so each is presented 1/30 s late.
    let entries = libraryEntries(.currentDate, clockStyle(), from: d(0.25), count: 4)
    let late = 1.0 / 30
    let expected: [Double] = [0.25, 1 + late, 2 + late, 3 + late]
    #expect(seconds(entries) == expected)
  }

  @Test func alwaysOnDropsTheSecondsOfADateFormatStyle() {
    let schedule = DiscreteFormatTimelineSchedule(.currentDate, format: clockStyle())
    let entries = schedule.entries(from: d(0.25), mode: .lowFrequency).prefix(3)
    let late = 1.0 / 30
    let expected: [Double] = [0.25, 60 + late, 120 + late]
    #expect(seconds(entries) == expected)
    #expect(schedule.text(at: d(61), mode: .lowFrequency) == "12:01\u{202F}AM")
    #expect(schedule.text(at: d(61), mode: .normal) == "12:01:01\u{202F}AM")
    #expect(!schedule.redactsInLowFrequency)
  }

  @Test func alwaysOnRedactsTheDigitsOfAVerbatimStyleWithSeconds() {
    let verbatim = Date.VerbatimFormatStyle(
      format:
        "\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits):\(second: .twoDigits)",
      timeZone: .gmt, calendar: gregorian(in: .gmt))
    let schedule = DiscreteFormatTimelineSchedule(.currentDate, format: verbatim)
    #expect(schedule.redactsInLowFrequency)
    #expect(schedule.text(at: d(61), mode: .lowFrequency) == "−−:−−:−−")
    #expect(schedule.text(at: d(61), mode: .normal) == "00:01:01")
    let entries = Array(schedule.entries(from: d(0.25), mode: .lowFrequency).prefix(3))
    let late = 1.0 / 30
    let expected: [Double] = [0.25, 60 + late, 120 + late]
    #expect(seconds(entries) == expected)
    #expect(
      entries == DiscreteFormatReference.currentDateRedacted(verbatim, from: d(0.25), count: 3))
  }

  @Test func aRelativeLabelChangesHalfAMinuteBeforeItsWholeMinute() {
    // Anchor 00:11:11Z. Foundation rounds the distance to the nearest second and then
    // to the nearest minute, halves away from zero: "in 10 minutes" reads from
    // 10 min 29.5 s to 9 min 29.5 s before the anchor, so the label turns to
    // "in 9 minutes" just after 00:01:41.5 (671 - 569.5 = 101.5), then once a minute
    // at :41.5. Foundation names the boundary one ulp past 101.5, and from there
    // names the same date again for a few ulps (measured on the toolchain's
    // Foundation), so the schedule creeps by ulps before it moves to the next minute.
    var relative = Date.AnchoredRelativeFormatStyle(anchor: d(671))
    relative.locale = Locale(identifier: "en_US")
    let schedule = DiscreteFormatTimelineSchedule(.currentDate, format: relative)
    let entries = Array(schedule.entries(from: d(60), mode: .normal).prefix(12))
    #expect(entries[0] == d(60))
    #expect(entries[1] > d(101.5 + 1.0 / 30) && entries[1] < d(101.5 + 1.0 / 30 + 1e-9))
    let creep = entries.dropFirst(2).prefix { $0 < d(102) }
    #expect(creep.allSatisfy { $0 > d(101.5) && $0 < d(101.5 + 1e-9) })
    let nextMinute = entries.dropFirst(2).first { $0 >= d(102) }
    #expect(nextMinute.map { $0 > d(161.5 + 1.0 / 30) && $0 < d(161.5 + 1.0 / 30 + 1e-9) } == true)
    #expect(schedule.text(at: entries[0], mode: .normal) == "in 10 minutes")
    #expect(schedule.text(at: entries[1], mode: .normal) == "in 9 minutes")
    #expect(nextMinute.map { schedule.text(at: $0, mode: .normal) } == "in 8 minutes")
  }

  @Test func aNegativeDurationStyleCreepsByOneULP() {
    // Ten minutes before the end, .time(pattern: .minuteSecond) reads "-10:00" and
    // names -599.5 s as its next boundary (0.5 s later); from there it names -599.5 s
    // again, which is not later, so each next entry is the previous date's nextUp.
    let style = Duration.TimeFormatStyle(
      pattern: .minuteSecond, locale: Locale(identifier: "en_US"))
    let entries = libraryEntries(.durationOffset(to: d(600)), style, from: d(0), count: 4)
    let boundary = 0.5
    let expected: [Double] = [0, boundary + 1.0 / 30, boundary.nextUp, boundary.nextUp.nextUp]
    #expect(seconds(entries) == expected)
  }

  @Test func alwaysOnStepsACountdownAMinuteAtATimeWithItsDigitsRedacted() {
    // A countdown to 300 s with .time(pattern: .minuteSecond), which SwiftUI cannot
    // coarsen. From 10 s the text changes every second, so each next entry is taken a
    // minute later: the value at 70 s is -230 s, rounded down to a whole minute -240 s;
    // a countdown then takes the style's next boundary after that, -239.5 s, at 60.5 s.
    // The same from 60.5 s gives 120.5 s, and so on; from 240.5 s the value a minute
    // later is +0.5 s, rounded down to 0 s, which no longer counts down: 300 s.
    let style = Duration.TimeFormatStyle(
      pattern: .minuteSecond, locale: Locale(identifier: "en_US"))
    let schedule = DiscreteFormatTimelineSchedule(.durationOffset(to: d(300)), format: style)
    let late = 1.0 / 30
    let expected: [Double] = [
      10, 60.5 + late, 120.5 + late, 180.5 + late, 240.5 + late, 300 + late,
    ]
    #expect(seconds(schedule.entries(from: d(10), mode: .lowFrequency).prefix(6)) == expected)
    #expect(schedule.text(at: d(60.5 + late), mode: .lowFrequency) == "-−:−−")
    #expect(schedule.text(at: d(60.5 + late), mode: .normal) == "-3:59")
  }

  @Test func dateRangesFixOneBoundAndMoveTheOther() {
    let since = TimeDataSource<Range<Date>>.dateRange(startingAt: d(100))
    #expect(since.value(for: d(50)) == d(100)..<d(100))
    #expect(since.value(for: d(150)) == d(100)..<d(150))
    #expect(since.date(for: d(100)..<d(170)) == d(170))
    #expect(since.date(for: d(90)..<d(170)) == .distantFuture)
    let until = TimeDataSource<Range<Date>>.dateRange(endingAt: d(100))
    #expect(until.value(for: d(50)) == d(50)..<d(100))
    #expect(until.value(for: d(150)) == d(100)..<d(100))
    #expect(until.date(for: d(40)..<d(100)) == d(40))
    #expect(until.date(for: d(40)..<d(90)) == .distantFuture)
    let offset = TimeDataSource<Duration>.durationOffset(to: d(100))
    #expect(offset.value(for: d(40)) == .seconds(-60))
    #expect(offset.date(for: .seconds(30)) == d(130))
  }
}

/// The example of TextFormatSchedules.md, compiled and its printed values checked.
@Suite struct TextFormatArticleExampleTests {
  @Test func theClockExampleChangesEachSecondAndReadsTheTime() {
    let clock = Date.FormatStyle(locale: Locale(identifier: "en_US"), timeZone: .gmt)
      .hour().minute().second()
    let schedule = DiscreteFormatTimelineSchedule(.currentDate, format: clock)
    let start = Date(timeIntervalSinceReferenceDate: 0.25)
    let lines = schedule.entries(from: start, mode: .normal).prefix(3).map {
      "\($0.timeIntervalSinceReferenceDate) \(schedule.text(at: $0, mode: .normal))"
    }
    #expect(
      lines == [
        "0.25 12:00:00\u{202F}AM", "1.0333333333333334 12:00:01\u{202F}AM",
        "2.033333333333333 12:00:02\u{202F}AM",
      ])
  }
}
