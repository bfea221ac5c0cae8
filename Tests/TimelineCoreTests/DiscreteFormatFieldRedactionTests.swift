import Foundation
import Testing
import TimelineCore

/// Always On with an attributed style: SwiftUI redacts the attributed string by field,
/// not every digit (OpenSwiftUI `TimeDataFormatting.swift`, `AttributedString.redact(for:locale:)`;
/// field lengths from `FoundationAdditions.swift`), and an attributed duration or
/// verbatim style has no once-a-minute variant (`UpdateFrequencyDependentFormatStyle.swift`
/// gives one to `Date.FormatStyle.Attributed` only). The attributed strings are
/// Foundation's own; the redacted readings are worked out by hand from that rule.
@Suite struct DiscreteFormatFieldRedactionTests {
  static let enUS = Locale(identifier: "en_US")

  @Test func aMinuteSecondCountdownKeepsItsMinutesAndHidesItsSecondsAndFraction() {
    // 8 min 12.345 s: the minutes run (60 s) is not under a minute; the seconds run
    // (1 s), its fraction with it, is.
    let style = Duration.TimeFormatStyle(
      pattern: .minuteSecond(padMinuteToLength: 1, fractionalSecondsLength: 4)
    ).locale(Self.enUS)
    let end = d(600)
    let attributed = DiscreteFormatTimelineSchedule(
      .durationOffset(to: end), format: style.attributed)
    let plain = DiscreteFormatTimelineSchedule(.durationOffset(to: end), format: style)
    let at = d(600 - 492.345)
    #expect(
      String(attributed.text(at: at, mode: .lowFrequency, locale: Self.enUS).characters)
        == "-8:−−.−−−−")
    #expect(plain.text(at: at, mode: .lowFrequency) == "-−:−−.−−−−")
    #expect(
      String(attributed.text(at: at, mode: .normal, locale: Self.enUS).characters) == "-8:12.3450")
    // The same dates as the plain style: both are redacted, neither is coarsened.
    #expect(attributed.redactsInLowFrequency && plain.redactsInLowFrequency)
    #expect(
      Array(attributed.entries(from: at, mode: .lowFrequency).prefix(4))
        == Array(plain.entries(from: at, mode: .lowFrequency).prefix(4)))
  }

  @Test func anAttributedVerbatimClockHidesOnlyItsSeconds() {
    let verbatim = Date.VerbatimFormatStyle(
      format:
        "\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits):\(second: .twoDigits)",
      timeZone: .gmt, calendar: Calendar(identifier: .gregorian)
    ).locale(Self.enUS)
    let schedule = DiscreteFormatTimelineSchedule(.currentDate, format: verbatim.attributedStyle)
    // 3723 s after midnight: 01:02:03.
    #expect(
      String(schedule.text(at: d(3723), mode: .lowFrequency, locale: Self.enUS).characters)
        == "01:02:−−")
    #expect(
      Array(schedule.entries(from: d(0.25), mode: .lowFrequency).prefix(3))
        == DiscreteFormatReference.currentDateRedacted(verbatim, from: d(0.25), count: 3))
  }

  @Test func literalTextBeforeTheFieldsDoesNotMakeEveryDigitGo() {
    // The first run, "at ", has no field, but the string has fields: it is redacted by
    // field, not as a plain string.
    let verbatim = Date.VerbatimFormatStyle(
      format:
        "at \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits):\(second: .twoDigits)",
      timeZone: .gmt, calendar: Calendar(identifier: .gregorian)
    ).locale(Self.enUS)
    var text = verbatim.attributedStyle.format(d(3723))
    text.redactTimeFields(changingFasterThan: 60, locale: Self.enUS)
    #expect(String(text.characters) == "at 01:02:−−")
  }

  @Test func anAttributedVerbatimClockOfHoursAndMinutesStaysReadable() {
    let verbatim = Date.VerbatimFormatStyle(
      format:
        "\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)",
      timeZone: .gmt, calendar: Calendar(identifier: .gregorian)
    ).locale(Self.enUS)
    let schedule = DiscreteFormatTimelineSchedule(.currentDate, format: verbatim.attributedStyle)
    // It lasts a minute, not under one: nothing to redact.
    #expect(
      String(schedule.text(at: d(3723), mode: .lowFrequency, locale: Self.enUS).characters)
        == "01:02")
  }

  @Test func anAttributedUnitsStyleIsRedactedWhereThePlainOneIsCoarsened() {
    var units = Duration.UnitsFormatStyle(allowedUnits: [.minutes, .seconds], width: .wide)
    units.locale = Self.enUS
    let end = d(300)
    let attributed = DiscreteFormatTimelineSchedule(
      .durationOffset(to: end), format: units.attributed)
    let plain = DiscreteFormatTimelineSchedule(.durationOffset(to: end), format: units)
    #expect(attributed.redactsInLowFrequency)
    #expect(!plain.redactsInLowFrequency)
    // 4 min 50 s left: the seconds value run is replaced whole; the minutes and the
    // unit names are kept.
    #expect(
      String(attributed.text(at: d(10), mode: .lowFrequency, locale: Self.enUS).characters)
        == "-4 minutes, −− seconds")
  }

  @Test func aUnitsValueKeepsItsWholeMinutesAndHidesItsFractionDigits() {
    // 2.06 minutes: the minutes run is not under a minute, but its last fraction digit
    // counts 0.6 s, which is.
    var units = Duration.UnitsFormatStyle(
      allowedUnits: [.minutes], width: .wide, fractionalPart: .show(length: 2))
    units.locale = Self.enUS
    var text = units.attributed.format(.milliseconds(123_450))
    #expect(String(text.characters) == "2.06 minutes")
    text.redactTimeFields(changingFasterThan: 60, locale: Self.enUS)
    #expect(String(text.characters) == "2.−− minutes")
    // The same in German, whose decimal separator is a comma.
    let german = Locale(identifier: "de_DE")
    units.locale = german
    var komma = units.attributed.format(.milliseconds(123_450))
    komma.redactTimeFields(changingFasterThan: 60, locale: german)
    #expect(String(komma.characters) == "2,−− Minuten")
  }

  @Test func aHoursValueHidesItsFractionOnlyBelowTheInterval() {
    // 1.5 hours: the last digit counts 360 s, not under a minute, so it stays; with
    // three digits it counts 3.6 s and goes.
    var one = Duration.UnitsFormatStyle(
      allowedUnits: [.hours], width: .wide, fractionalPart: .show(length: 1))
    one.locale = Self.enUS
    var kept = one.attributed.format(.seconds(5400))
    kept.redactTimeFields(changingFasterThan: 60, locale: Self.enUS)
    #expect(String(kept.characters) == "1.5 hours")
    var three = one
    three.fractionalPartDisplay = .show(length: 3)
    var hidden = three.attributed.format(.seconds(5400))
    hidden.redactTimeFields(changingFasterThan: 60, locale: Self.enUS)
    #expect(String(hidden.characters) == "1.−−− hours")
  }

  @Test func aStringWithoutFieldsHasEveryDigitReplaced() {
    var text = AttributedString("12:34 on day 5")
    text.redactTimeFields(changingFasterThan: 60, locale: Self.enUS)
    #expect(String(text.characters) == "−−:−− on day −")
  }
}
