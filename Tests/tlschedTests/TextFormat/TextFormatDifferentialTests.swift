import Foundation
import Testing
import TimelineTestSupport

/// `tlsched text-format` end to end against Foundation's `discreteInput(after:)`, called
/// here on styles built directly (not parsed), over random dates, anchors, zones and
/// locales: the parser, the environment the command gives a style, and the schedule
/// are all held to the same transliteration of OpenSwiftUI's `ComplyingFormatStyleEntries`.
@Suite struct TextFormatDifferentialTests {
  /// A style as typed on the command line, and the same style built in Swift.
  struct Case: Sendable {
    let text: String
    let isDuration: Bool
    let make: @Sendable (Locale, Calendar, TimeZone, Date) -> Next
  }

  /// The next boundary after a date, as the style and its source give it.
  typealias Next = @Sendable (Date, Date) -> Date?

  static func dates<F: DiscreteFormatStyle & Sendable>(_ style: F) -> Next
  where F.FormatInput == Date {
    { date, _ in style.discreteInput(after: date) }
  }

  static func durations<F: DiscreteFormatStyle & Sendable>(_ style: F) -> Next
  where F.FormatInput == Duration {
    { date, anchor in
      style.discreteInput(after: .seconds(date.timeIntervalSince(anchor))).map {
        let (seconds, attoseconds) = $0.components
        return anchor.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
      }
    }
  }

  static let cases: [Case] = [
    Case(text: ".dateTime.hour().minute().second()", isDuration: false) { l, c, z, _ in
      dates(Date.FormatStyle(locale: l, calendar: c, timeZone: z).hour().minute().second())
    },
    Case(text: "Date.FormatStyle(date: .numeric, time: .shortened)", isDuration: false) {
      l, c, z, _ in
      dates(Date.FormatStyle(date: .numeric, time: .shortened, locale: l, calendar: c, timeZone: z))
    },
    Case(text: ".dateTime.day().month(.wide).year().weekday(.wide)", isDuration: false) {
      l, c, z, _ in
      dates(
        Date.FormatStyle(locale: l, calendar: c, timeZone: z).day().month(.wide).year()
          .weekday(.wide))
    },
    Case(
      text:
        #"Date.VerbatimFormatStyle(format: "\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)", timeZone: .gmt, calendar: Calendar(identifier: .gregorian))"#,
      isDuration: false
    ) { l, c, z, _ in
      dates(
        Date.VerbatimFormatStyle(
          format:
            "\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)",
          locale: l, timeZone: z, calendar: c))
    },
    Case(text: "Date.AnchoredRelativeFormatStyle(anchor: end)", isDuration: false) {
      l, c, _, anchor in
      var style = Date.AnchoredRelativeFormatStyle(anchor: anchor)
      style.locale = l
      style.calendar = c
      return dates(style)
    },
    Case(text: ".time(pattern: .hourMinuteSecond)", isDuration: true) { l, _, _, _ in
      durations(Duration.TimeFormatStyle(pattern: .hourMinuteSecond, locale: l))
    },
    Case(text: ".units(allowed: [.hours, .minutes], width: .abbreviated)", isDuration: true) {
      l, _, _, _ in
      durations(
        Duration.UnitsFormatStyle(allowedUnits: [.hours, .minutes], width: .abbreviated).locale(l)
      )
    },
  ]

  static let zones = ["UTC", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe"]
  static let locales = ["en_US", "de_DE", "ja_JP", "ar_EG"]

  @Test func theCommandsEntriesMatchFoundationOverRandomInputs() async throws {
    var random = SplitMix64(seed: 0x7E47_F0E2)
    for index in 0..<28 {
      let testCase = Self.cases[index % Self.cases.count]
      // Whole milliseconds from 2020 to 2030, so that --now reads back exactly.
      let now = 1_577_836_800 + Double(Int.random(in: 0..<315_360_000_000, using: &random)) / 1000
      let anchor = now + Double(Int.random(in: -100_000..<100_000, using: &random))
      let zoneName = Self.zones.randomElement(using: &random)!
      let localeName = Self.locales.randomElement(using: &random)!
      let zone = TimeZone(identifier: zoneName)!
      let locale = Locale(identifier: localeName)
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = zone
      calendar.locale = locale
      let start = Date(timeIntervalSince1970: now)
      let anchorDate = Date(timeIntervalSince1970: anchor)
      let next = testCase.make(locale, calendar, zone, anchorDate)
      // ComplyingFormatStyleEntries, written out: from each boundary, the next (the
      // date's nextUp when not later), presented 1/30 s late after a gap over 1/30 s.
      var expected = [start]
      var previous = start
      while expected.count < 8, let found = next(previous, anchorDate) {
        let boundary =
          found > previous
          ? found
          : Date(timeIntervalSinceReferenceDate: previous.timeIntervalSinceReferenceDate.nextUp)
        let gap = boundary.timeIntervalSince(previous)
        expected.append(gap > 1.0 / 30 ? boundary.addingTimeInterval(1.0 / 30) : boundary)
        previous = boundary
      }
      let run = try await Binary.run([
        "text-format", "--style", testCase.text, "--now", "@\(now)", "--anchor", "@\(anchor)",
        "--tz", zoneName, "--locale", localeName, "--count", "8", "--date-format", "unix",
      ])
      let description =
        "\(testCase.text) --now @\(now) --anchor @\(anchor) \(zoneName) \(localeName)"
      #expect(run.exited(0), "\(description): \(run.stderr)")
      let printed = run.lines.compactMap(Double.init)
      #expect(printed.count == expected.count, "\(description)")
      for (line, date) in zip(printed, expected) {
        // Unix seconds print to the nearest nanosecond at most.
        #expect(abs(line - date.timeIntervalSince1970) < 2e-6, "\(description): \(line)")
      }
    }
  }
}
