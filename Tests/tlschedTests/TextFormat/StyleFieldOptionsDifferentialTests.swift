import Foundation
import Testing
import TimelineTestSupport

/// Every option of every `Date.FormatStyle` field that swift-foundation's
/// `DateFieldSymbol.swift` declares is read by `text-format`, and the command's dates
/// and text (`--render`) are Foundation's own: the same style built in Swift here, its
/// `discreteInput(after:)` chain and its output at each date, in a random zone and locale.
@Suite struct StyleFieldOptionsDifferentialTests {
  /// A style as written, and the same style built in Swift for a locale, calendar and zone.
  struct Row: Sendable, CustomTestStringConvertible {
    let text: String
    let make: @Sendable (Date.FormatStyle) -> Date.FormatStyle
    var testDescription: String { text }

    init(_ text: String, _ make: @escaping @Sendable (Date.FormatStyle) -> Date.FormatStyle) {
      self.text = text
      self.make = make
    }
  }

  static let rows: [Row] = [
    Row(".dateTime.era(.wide).year(.extended(minimumLength: 4))") {
      $0.era(.wide).year(.extended(minimumLength: 4))
    },
    Row(".dateTime.era(.narrow).year()") { $0.era(.narrow).year() },
    Row(".dateTime.era(.abbreviated).year(.omitted).month()") {
      $0.era(.abbreviated).year(.omitted).month()
    },
    Row(".dateTime.year(.twoDigits)") { $0.year(.twoDigits) },
    Row(".dateTime.year(.padded(6))") { $0.year(.padded(6)) },
    // Foundation clamps a padding to 1...10.
    Row(".dateTime.year(.padded(40))") { $0.year(.padded(40)) },
    Row(".dateTime.year(.padded(-3))") { $0.year(.padded(-3)) },
    Row(".dateTime.year(.relatedGregorian())") { $0.year(.relatedGregorian()) },
    Row(".dateTime.year(.relatedGregorian(minimumLength: 5))") {
      $0.year(.relatedGregorian(minimumLength: 5))
    },
    Row(".dateTime.year(.extended())") { $0.year(.extended()) },
    Row(".dateTime.quarter(.wide)") { $0.quarter(.wide) },
    Row(".dateTime.quarter(.oneDigit)") { $0.quarter(.oneDigit) },
    Row(".dateTime.quarter(.twoDigits)") { $0.quarter(.twoDigits) },
    Row(".dateTime.quarter(.narrow)") { $0.quarter(.narrow) },
    Row(".dateTime.month(.narrow).day(.twoDigits)") { $0.month(.narrow).day(.twoDigits) },
    Row(".dateTime.month(.defaultDigits)") { $0.month(.defaultDigits) },
    Row(".dateTime.week(.weekOfMonth)") { $0.week(.weekOfMonth) },
    Row(".dateTime.week(.twoDigits)") { $0.week(.twoDigits) },
    Row(".dateTime.day(.ordinalOfDayInMonth)") { $0.day(.ordinalOfDayInMonth) },
    Row(".dateTime.day(.julianModified())") { $0.day(.julianModified()) },
    Row(".dateTime.day(.julianModified(minimumLength: 9))") {
      $0.day(.julianModified(minimumLength: 9))
    },
    Row(".dateTime.dayOfYear(.threeDigits)") { $0.dayOfYear(.threeDigits) },
    Row(".dateTime.dayOfYear(.twoDigits)") { $0.dayOfYear(.twoDigits) },
    Row(".dateTime.weekday(.oneDigit)") { $0.weekday(.oneDigit) },
    Row(".dateTime.weekday(.twoDigits)") { $0.weekday(.twoDigits) },
    Row(".dateTime.weekday(.short)") { $0.weekday(.short) },
    Row(".dateTime.hour(.conversationalTwoDigits(amPM: .wide)).minute()") {
      $0.hour(.conversationalTwoDigits(amPM: .wide)).minute()
    },
    Row(".dateTime.hour(.conversationalDefaultDigits(amPM: .narrow))") {
      $0.hour(.conversationalDefaultDigits(amPM: .narrow))
    },
    Row(".dateTime.hour(.defaultDigitsNoAMPM).minute(.twoDigits)") {
      $0.hour(.defaultDigitsNoAMPM).minute(.twoDigits)
    },
    Row(".dateTime.hour(.twoDigitsNoAMPM).minute()") { $0.hour(.twoDigitsNoAMPM).minute() },
    Row(".dateTime.hour(.omitted).minute().second(.twoDigits)") {
      $0.hour(.omitted).minute().second(.twoDigits)
    },
    Row(".dateTime.minute(.omitted).second(.omitted).hour()") {
      $0.minute(.omitted).second(.omitted).hour()
    },
    // Foundation shows at least one and at most nine fraction digits, whatever n is.
    Row(".dateTime.second().secondFraction(.fractional(12))") {
      $0.second().secondFraction(.fractional(12))
    },
    Row(".dateTime.second().secondFraction(.fractional(0))") {
      $0.second().secondFraction(.fractional(0))
    },
    Row(".dateTime.second().secondFraction(.milliseconds(10))") {
      $0.second().secondFraction(.milliseconds(10))
    },
    Row(".dateTime.second().secondFraction(.fractional(2)).secondFraction(.omitted)") {
      $0.second().secondFraction(.fractional(2)).secondFraction(.omitted)
    },
    Row(".dateTime.hour().timeZone(.omitted)") { $0.hour().timeZone(.omitted) },
    Row(".dateTime.hour().timeZone(.iso8601(.long))") { $0.hour().timeZone(.iso8601(.long)) },
  ]

  @Test(arguments: rows)
  func aFieldOptionReadsAndChangesAsFoundationSays(_ row: Row) async throws {
    var random = SplitMix64(seed: 0xF1E1_D000 &+ UInt64(row.text.utf8.count))
    for (zoneName, localeName) in [("UTC", "en_US"), ("Asia/Kolkata", "de_DE")] {
      let nowMilliseconds = 599_616_000_000 + Int.random(in: 0..<315_360_000_000, using: &random)
      let zone = TimeZone(identifier: zoneName)!
      let locale = Locale(identifier: localeName)
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = zone
      calendar.locale = locale
      let style = row.make(Date.FormatStyle(locale: locale, calendar: calendar, timeZone: zone))
      let start = Date(timeIntervalSinceReferenceDate: Double(nowMilliseconds) / 1000)
      let expected = TextFormatLongStretchTests.reference(from: start, count: 3) {
        style.discreteInput(after: $0)
      }
      let run = try await Binary.run([
        "text-format", "--style", row.text, "--now",
        "@" + TextFormatStyleFormsDifferentialTests.unix(nowMilliseconds), "--tz", zoneName,
        "--locale", localeName, "--count", "3", "--render", "--date-format", "unix",
      ])
      #expect(run.exited(0), "\(row.text) \(localeName): \(run.stderr)")
      #expect(run.lines.count == expected.count, "\(row.text) \(localeName)")
      for (line, date) in zip(run.lines, expected) {
        let columns = line.split(separator: "\t", maxSplits: 1)
        let seconds = TextFormatLongStretchTests.referenceSeconds(columns[0])!
        #expect(abs(seconds - date.timeIntervalSinceReferenceDate) <= 1e-9, "\(row.text): \(line)")
        #expect(String(columns.last!) == style.format(date), "\(row.text) \(localeName): \(line)")
      }
    }
  }

  /// OpenSwiftUI applies no environment capitalization context to any style yet
  /// (`CapitalizationContextDependentFormatStyle.swift` lists the conformances as to do),
  /// so a relative style reads with its own `capitalizationContext:`, as Foundation
  /// formats it here; the two contexts read differently, so the argument is observed.
  @Test func aRelativeStyleReadsWithItsOwnCapitalizationContext() async throws {
    let now = Date(timeIntervalSinceReferenceDate: 757_382_400)  // 2025-01-01T00:00:00Z
    var texts: [String] = []
    for (written, context) in [
      ("beginningOfSentence", FormatStyleCapitalizationContext.beginningOfSentence),
      ("middleOfSentence", .middleOfSentence),
    ] {
      var style = Date.AnchoredRelativeFormatStyle(
        anchor: now.addingTimeInterval(86_400), allowedFields: [.day], presentation: .named,
        capitalizationContext: context)
      style.locale = Locale(identifier: "en_US")
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone(identifier: "UTC")!
      calendar.locale = style.locale
      style.calendar = calendar
      let run = try await Binary.run([
        "text-format", "--style",
        "Date.AnchoredRelativeFormatStyle(anchor: end, allowedFields: [.day], presentation: .named, capitalizationContext: .\(written))",
        "--anchor", "2025-01-02T00:00:00Z", "--now", "2025-01-01T00:00:00Z", "--count", "1",
        "--render",
      ])
      #expect(run.exited(0), "\(run.stderr)")
      let text = String(run.lines.first?.split(separator: "\t").last ?? "")
      #expect(text == style.format(now))
      texts.append(text)
    }
    #expect(texts[0] != texts[1])
  }
}
