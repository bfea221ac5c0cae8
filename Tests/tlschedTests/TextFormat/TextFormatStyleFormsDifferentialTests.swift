import Foundation
import Testing
import TimelineTestSupport

/// The style forms `text-format` reads besides the plain ones (a chained locale, the
/// attributed forms, fields and patterns with parameters, factories with their
/// locale, zone and calendar), end to end against Foundation's `discreteInput(after:)`
/// on the same styles built in Swift, over random dates, anchors, zones and locales.
@Suite struct TextFormatStyleFormsDifferentialTests {
  typealias Case = TextFormatDifferentialTests.Case
  typealias Base = TextFormatDifferentialTests

  static let verbatimFormat: Date.FormatString =
    "\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)"

  static let cases: [Case] = [
    Case(text: #".dateTime.hour().minute().locale(Locale(identifier: "fr_FR"))"#, isDuration: false)
    {
      l, c, z, _ in
      Base.dates(Date.FormatStyle(locale: l, calendar: c, timeZone: z).hour().minute())
    },
    Case(text: ".dateTime.minute().second().secondFraction(.milliseconds(2))", isDuration: false) {
      l, c, z, _ in
      Base.dates(
        Date.FormatStyle(locale: l, calendar: c, timeZone: z).minute().second()
          .secondFraction(.milliseconds(2)))
    },
    Case(text: ".dateTime.hour().timeZone(.specificName(.long))", isDuration: false) {
      l, c, z, _ in
      Base.dates(
        Date.FormatStyle(locale: l, calendar: c, timeZone: z).hour().timeZone(.specificName(.long)))
    },
    Case(text: ".dateTime.day().hour().timeZone(.genericLocation)", isDuration: false) {
      l, c, z, _ in
      Base.dates(
        Date.FormatStyle(locale: l, calendar: c, timeZone: z).day().hour().timeZone(
          .genericLocation))
    },
    Case(text: ".dateTime.hour().minute().attributedStyle", isDuration: false) { l, c, z, _ in
      Base.dates(
        Date.FormatStyle(locale: l, calendar: c, timeZone: z).hour().minute().attributedStyle)
    },
    Case(text: ".time(pattern: .minuteSecond).attributed", isDuration: true) { l, _, _, _ in
      Base.durations(Duration.TimeFormatStyle(pattern: .minuteSecond, locale: l).attributed)
    },
    Case(text: ".units(allowed: [.minutes, .seconds], width: .wide).attributed", isDuration: true) {
      l, _, _, _ in
      Base.durations(
        Duration.UnitsFormatStyle(allowedUnits: [.minutes, .seconds], width: .wide).locale(l)
          .attributed)
    },
    Case(
      text:
        #".verbatim("\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)", locale: .current, timeZone: .gmt, calendar: .current)"#,
      isDuration: false
    ) { l, c, z, _ in
      Base.dates(
        Date.VerbatimFormatStyle(format: verbatimFormat, locale: l, timeZone: z, calendar: c))
    },
    Case(
      text: ".time(pattern: .hourMinute(padHourToLength: 2, roundSeconds: .down))", isDuration: true
    ) { l, _, _, _ in
      Base.durations(
        Duration.TimeFormatStyle(
          pattern: .hourMinute(padHourToLength: 2, roundSeconds: .down), locale: l))
    },
    Case(text: ".time(pattern: .hourMinute(padHourToLength: 3))", isDuration: true) {
      l, _, _, _ in
      Base.durations(Duration.TimeFormatStyle(pattern: .hourMinute(padHourToLength: 3), locale: l))
    },
    Case(
      text:
        ".time(pattern: .hourMinuteSecond(padHourToLength: 2, fractionalSecondsLength: 1, roundFractionalSeconds: .up))",
      isDuration: true
    ) { l, _, _, _ in
      Base.durations(
        Duration.TimeFormatStyle(
          pattern: .hourMinuteSecond(
            padHourToLength: 2, fractionalSecondsLength: 1, roundFractionalSeconds: .up),
          locale: l))
    },
    // Without fractionalSecondsLength: no fraction digits, the factory's default.
    Case(text: ".time(pattern: .hourMinuteSecond(padHourToLength: 2))", isDuration: true) {
      l, _, _, _ in
      Base.durations(
        Duration.TimeFormatStyle(pattern: .hourMinuteSecond(padHourToLength: 2), locale: l))
    },
    Case(
      text: ".time(pattern: .minuteSecond(padMinuteToLength: 2, fractionalSecondsLength: 2))",
      isDuration: true
    ) { l, _, _, _ in
      Base.durations(
        Duration.TimeFormatStyle(
          pattern: .minuteSecond(padMinuteToLength: 2, fractionalSecondsLength: 2), locale: l))
    },
    Case(
      text:
        #"Duration.TimeFormatStyle(pattern: .minuteSecond, locale: Locale(identifier: "fr_FR"))"#,
      isDuration: true
    ) { l, _, _, _ in
      Base.durations(Duration.TimeFormatStyle(pattern: .minuteSecond, locale: l))
    },
    Case(
      text:
        "Date.AnchoredRelativeFormatStyle(anchor: end, allowedFields: [.hour, .minute], presentation: .numeric, unitsStyle: .abbreviated, locale: .current, calendar: .current, capitalizationContext: .beginningOfSentence)",
      isDuration: false
    ) { l, c, _, anchor in
      var style = Date.AnchoredRelativeFormatStyle(
        anchor: anchor, allowedFields: [.hour, .minute], presentation: .numeric,
        unitsStyle: .abbreviated, capitalizationContext: .beginningOfSentence)
      style.locale = l
      style.calendar = c
      return Base.dates(style)
    },
    Case(
      text: "Date.AnchoredRelativeFormatStyle(anchor: end, allowedFields: [.day, .second])",
      isDuration: false
    ) { l, c, _, anchor in
      var style = Date.AnchoredRelativeFormatStyle(anchor: anchor, allowedFields: [.day, .second])
      style.locale = l
      style.calendar = c
      return Base.dates(style)
    },
    Case(
      text:
        ".units(allowed: [.hours, .minutes], width: .wide, maximumUnitCount: 1, zeroValueUnits: .show(length: 2), valueLength: 3, fractionalPart: .show(length: 1, rounded: .down))",
      isDuration: true
    ) { l, _, _, _ in
      Base.durations(
        Duration.UnitsFormatStyle(
          allowedUnits: [.hours, .minutes], width: .wide, maximumUnitCount: 1,
          zeroValueUnits: .show(length: 2), valueLength: 3,
          fractionalPart: .show(length: 1, rounded: .down)
        ).locale(l))
    },
    Case(
      text:
        "Duration.UnitsFormatStyle(allowedUnits: [.minutes, .seconds], width: .narrow, maximumUnitCount: nil, zeroValueUnits: .hide, valueLength: nil, fractionalPart: .hide(rounded: .up))",
      isDuration: true
    ) { l, _, _, _ in
      Base.durations(
        Duration.UnitsFormatStyle(
          allowedUnits: [.minutes, .seconds], width: .narrow, maximumUnitCount: nil,
          zeroValueUnits: .hide, valueLength: nil, fractionalPart: .hide(rounded: .up)
        ).locale(l))
    },
    Case(
      text:
        ".units(allowed: [.seconds], width: .abbreviated, fractionalPart: .show(length: 2, increment: 0.25))",
      isDuration: true
    ) { l, _, _, _ in
      Base.durations(
        Duration.UnitsFormatStyle(
          allowedUnits: [.seconds], width: .abbreviated,
          fractionalPart: .show(length: 2, increment: 0.25)
        ).locale(l))
    },
    Case(
      text:
        "Duration.UnitsFormatStyle(allowedUnits: [.minutes, .seconds], width: .wide, valueLengthLimits: 2...3)",
      isDuration: true
    ) { l, _, _, _ in
      Base.durations(
        Duration.UnitsFormatStyle(
          allowedUnits: [.minutes, .seconds], width: .wide, valueLengthLimits: 2...3
        ).locale(l))
    },
    Case(
      text:
        "Duration.UnitsFormatStyle(allowedUnits: [.minutes, .seconds], width: .wide, valueLengthLimits: 2..<4)",
      isDuration: true
    ) { l, _, _, _ in
      Base.durations(
        Duration.UnitsFormatStyle(
          allowedUnits: [.minutes, .seconds], width: .wide, valueLengthLimits: 2..<4
        ).locale(l))
    },
    Case(
      text:
        "Duration.UnitsFormatStyle(allowedUnits: [.minutes, .seconds], width: .wide, valueLengthLimits: 2...)",
      isDuration: true
    ) { l, _, _, _ in
      Base.durations(
        Duration.UnitsFormatStyle(
          allowedUnits: [.minutes, .seconds], width: .wide, valueLengthLimits: 2...
        ).locale(l))
    },
    Case(
      text:
        "Duration.UnitsFormatStyle(allowedUnits: [.minutes, .seconds], width: .wide, valueLengthLimits: ...3)",
      isDuration: true
    ) { l, _, _, _ in
      Base.durations(
        Duration.UnitsFormatStyle(
          allowedUnits: [.minutes, .seconds], width: .wide, valueLengthLimits: ...3
        ).locale(l))
    },
    Case(
      text:
        "Duration.UnitsFormatStyle(allowedUnits: [.minutes, .seconds], width: .wide, valueLengthLimits: ..<4)",
      isDuration: true
    ) { l, _, _, _ in
      Base.durations(
        Duration.UnitsFormatStyle(
          allowedUnits: [.minutes, .seconds], width: .wide, valueLengthLimits: ..<4
        ).locale(l))
    },
  ]

  /// `@` and the Unix seconds of `milliseconds` after 2001, exactly.
  static func unix(_ milliseconds: Int) -> String {
    let total = milliseconds + 978_307_200_000
    let fraction = String(total % 1000)
    return "\(total / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  @Test(arguments: cases.indices)
  func theCommandsEntriesMatchFoundationOverRandomInputs(_ index: Int) async throws {
    let testCase = Self.cases[index]
    var random = SplitMix64(seed: 0x5A7E_0000 + UInt64(index))
    for _ in 0..<3 {
      // Whole milliseconds from 2020 to 2030 since 2001, written in Unix seconds digit
      // by digit, so that the command and the test start from the same `Date`.
      let nowMilliseconds = 599_616_000_000 + Int.random(in: 0..<315_360_000_000, using: &random)
      let anchorMilliseconds =
        nowMilliseconds + 1000 * Int.random(in: -100_000..<100_000, using: &random)
      let now = Self.unix(nowMilliseconds)
      let anchor = Self.unix(anchorMilliseconds)
      let zoneName = Base.zones.randomElement(using: &random)!
      let localeName = Base.locales.randomElement(using: &random)!
      let zone = TimeZone(identifier: zoneName)!
      let locale = Locale(identifier: localeName)
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = zone
      calendar.locale = locale
      let start = Date(timeIntervalSinceReferenceDate: Double(nowMilliseconds) / 1000)
      let anchorDate = Date(timeIntervalSinceReferenceDate: Double(anchorMilliseconds) / 1000)
      let next = testCase.make(locale, calendar, zone, anchorDate)
      let expected = TextFormatLongStretchTests.reference(from: start, count: 8) {
        next($0, anchorDate)
      }
      let arguments = [
        "--style", testCase.text, "--now", "@" + now, "--anchor", "@" + anchor, "--tz", zoneName,
        "--locale", localeName, "--count", "8",
      ]
      let run = try await Binary.run(["text-format"] + arguments + ["--date-format", "unix"])
      let description =
        "\(testCase.text) --now @\(now) --anchor @\(anchor) \(zoneName) \(localeName)"
      #expect(run.exited(0), "\(description): \(run.stderr)")
      let printed = run.lines.compactMap {
        TextFormatLongStretchTests.referenceSeconds(Substring($0))
      }
      #expect(printed.count == expected.count, "\(description)")
      for (line, date) in zip(printed, expected) {
        #expect(abs(line - date.timeIntervalSinceReferenceDate) <= 1e-9, "\(description): \(line)")
      }
    }
  }
}
