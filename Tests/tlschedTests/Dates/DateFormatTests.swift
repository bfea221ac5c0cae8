import Foundation
import Testing
import TimelineTestSupport

@testable import TimelineInspector

/// The zone a valid `--tz` value names.
private func zone(_ text: String) -> TimeZoneChoice {
  try! TimeZoneChoice.parse(text).get()
}

/// `t` written by the pattern `text` in `zoneName`, through a ``DatePrinter``.
private func formatted(_ t: Double, _ text: String, in zoneName: String = "UTC") -> String? {
  let pattern = try! DateFormat.parse("+" + text).get()
  var printer = DatePrinter(format: pattern, zone: zone(zoneName))
  return printer.string(t)
}

// Instants counted by hand from 2001-01-01T00:00:00Z (t = 0, a Monday):
// 2025-01-01 is 24 × 365 + 6 leap days = 8766 days on, a Wednesday;
// 2025-06-01 is 151 days later (Jan 31 + Feb 28 + Mar 31 + Apr 30 + May 31), a Sunday.
private let newYear2025 = 8766.0 * 86_400
private let june2025At9 = 8917.0 * 86_400 + 9 * 3600

@Suite struct UnixSecondsWriterTests {
  @Test(
    arguments: [
      (newYear2025, "1735689600"),
      (newYear2025 + 0.25, "1735689600.25"),
      (0, "978307200"),
      (-978_307_200, "0"),
      // 1969-12-31T00:00:00Z minus half a second: written as @ reads it back.
      (-978_393_600.5, "-86400.5"),
      (-978_307_200.25, "-0.25"),
      (-978_307_199.75, "0.25"),
      // Near 2001 a Double is finer than a nanosecond: the nearest nanosecond.
      (1.0 / 3, "978307200.333333333"),
      (1e-10, "978307200"),
      (-1e-10, "978307200"),
    ] as [(Double, String)])
  func writesHandWorkedExamples(_ t: Double, _ text: String) {
    var writer = UnixSecondsWriter()
    #expect(writer.string(t) == text)
  }

  @Test(arguments: [
    "1735689600.1", "1735689600.001", "1735689600.5", "978307200.123456789", "-1.5", "4102444800.3",
  ])
  func writesBackTheTextItWasReadFrom(_ text: String) throws {
    var reader = DateReader(zone: .utc, now: { 0 })
    let t = try reader.read("@" + text).get()
    var writer = UnixSecondsWriter()
    #expect(writer.string(t) == text)
  }

  /// Every number of digits a whole Unix second has, at each end (10^k - 1
  /// and 10^k), and their negatives down to 10^10 (year 1653; -10^11 is
  /// before year 1): the writer counts digits without dividing. The expected
  /// text is Swift's own spelling of the integer.
  @Test func wholeSecondsOfEveryLengthAreWrittenInFull() {
    var writer = UnixSecondsWriter()
    var power: Int64 = 1
    for _ in 0...11 {
      let negatives = power <= 10_000_000_000 ? [-(power - 1), -power] : []
      for unix in [power - 1, power] + negatives {
        let t = Double(unix) - 978_307_200
        #expect(writer.string(t) == String(unix), "unix = \(unix)")
      }
      power *= 10
    }
  }

  /// One writer through runs of consecutive seconds, across hundreds and
  /// lengths, back and forth, before 1970 and with fractions between: the
  /// writer copies the leading digits it wrote last when a date shares them.
  /// The expected text is Swift's own spelling of the integer (and of the
  /// fraction, a quarter).
  @Test func consecutiveDatesThatShareLeadingDigitsAreWrittenInFull() {
    var writer = UnixSecondsWriter()
    let runs: [ClosedRange<Int64>] = [
      1_735_689_590...1_735_689_710, 95...205, 1_735_689_699...1_735_689_701, 99...101,
      9_999_999_990...10_000_000_010, -205...(-95), 1_735_689_690...1_735_689_705,
    ]
    for run in runs {
      for unix in run {
        let t = Double(unix) - 978_307_200
        #expect(writer.string(t) == String(unix), "unix = \(unix)")
        let quarter = unix < 0 ? "-\(-unix - 1).75" : "\(unix).25"
        #expect(writer.string(t + 0.25) == quarter, "unix = \(unix) + 0.25")
      }
    }
  }

  @Test func refusesInstantsOutsideYears1To9999() {
    var writer = UnixSecondsWriter()
    #expect(writer.string(Double(CivilTime.endSecond)) == nil)
    #expect(writer.string(Double(CivilTime.earliestSecond).nextDown) == nil)
    #expect(writer.string(.nan) == nil)
    #expect(writer.string(-.infinity) == nil)
    // The earliest instant, 0001-01-01T00:00:00Z, is the longest text.
    #expect(writer.string(Double(CivilTime.earliestSecond)) == "-62135596800")
  }

  @Test func theFractionIsTheShortestThatReadsBack() throws {
    var random = SplitMix64(seed: 12)
    var reader = DateReader(zone: .utc, now: { 0 })
    var writer = UnixSecondsWriter()
    for _ in 0..<5000 {
      // From about 97 days after 2001 on, every Double has a 9-digit text.
      let t =
        Bool.random(using: &random)
        ? Double.random(in: 9e6...6e9, using: &random)
        : -Double.random(in: 9e6...6e10, using: &random)
      let written = writer.string(t)
      let text = try #require(written)
      let read = try reader.read("@" + text).get()
      #expect(read == t, "\(t) → \(text) → \(read)")
      #expect(text.count <= UnixSecondsWriter.maximumLength)
      // No text with one digit fewer reads back as t.
      guard let point = text.firstIndex(of: ".") else { continue }
      let digits = text.distance(from: point, to: text.endIndex) - 1
      if digits > 1 {
        let shorter = try #require(Decimal(string: text))
        for candidate in [shorter - pow(10, -digits + 1) / 2, shorter + pow(10, -digits + 1) / 2] {
          var rounded = Decimal()
          var value = candidate
          NSDecimalRound(&rounded, &value, digits - 1, .plain)
          let read = try? reader.read("@\(rounded)").get()
          #expect(read != t, "\(text) could be \(rounded)")
        }
      }
    }
  }
}

@Suite struct DateFormatPatternTests {
  @Test(arguments: [
    ("%a %d %b %Y %H:%M:%S %Z", "Sun 01 Jun 2025 09:00:00 UTC"),
    ("%A, %B %d", "Sunday, June 01"),
    ("%F %T", "2025-06-01 09:00:00"),
    ("%y%m%d", "250601"),
    ("%j %u", "152 7"),
    ("%I:%M %p", "09:00 AM"),
    ("%s", "1748768400"),
    ("%z %Z", "+0000 UTC"),
    ("100%% at %H", "100% at 09"),
    ("%N", "000000000"),
    ("été %Y", "été 2025"),
  ])
  func writesEachConversion(_ pattern: String, _ text: String) {
    #expect(formatted(june2025At9, pattern) == text)
  }

  @Test(arguments: [
    // June in Paris is UTC+2: 09:00Z is 11:00 there.
    ("Europe/Paris", "%H %z %Z", "11 +0200 +02:00"),
    ("+05:30", "%H:%M %z %Z", "14:30 +0530 +05:30"),
    ("-08:00", "%F %T %Z", "2025-06-01 01:00:00 -08:00"),
    // %s is the same instant whatever the zone.
    ("Europe/Paris", "%s", "1748768400"),
  ])
  func writesInTheZone(_ zoneName: String, _ pattern: String, _ text: String) {
    #expect(formatted(june2025At9, pattern, in: zoneName) == text)
  }

  @Test(arguments: [
    (0, "January Jan"), (31, "February Feb"), (59, "March Mar"), (90, "April Apr"),
    (120, "May May"), (151, "June Jun"), (181, "July Jul"), (212, "August Aug"),
    (243, "September Sep"), (273, "October Oct"), (304, "November Nov"), (334, "December Dec"),
  ])
  func namesEveryMonth(_ daysIntoTheYear: Int, _ text: String) {
    // The first of each month of 2025, counted by the months' lengths.
    #expect(formatted(newYear2025 + Double(daysIntoTheYear) * 86_400, "%B %b") == text)
  }

  @Test(arguments: [
    (0, "Wednesday Wed 3"), (1, "Thursday Thu 4"), (2, "Friday Fri 5"), (3, "Saturday Sat 6"),
    (4, "Sunday Sun 7"), (5, "Monday Mon 1"), (6, "Tuesday Tue 2"),
  ])
  func namesEveryWeekday(_ daysIntoTheYear: Int, _ text: String) {
    // 2025-01-01 was a Wednesday.
    #expect(formatted(newYear2025 + Double(daysIntoTheYear) * 86_400, "%A %a %u") == text)
  }

  @Test func writesOffsetsWithSeconds() {
    // 1960-01-01T00:00:00Z: 41 years before 2001, 11 of them leap (1960–2000),
    // so 14 976 days; Monrovia was then 44 min 30 s behind UTC.
    let t = -14_976.0 * 86_400
    #expect(
      formatted(t, "%F %T %z %Z", in: "Africa/Monrovia") == "1959-12-31 23:15:30 -004430 -00:44:30")
  }

  @Test(
    arguments: [
      (0.0, "%I %p", "12 AM"), (12 * 3600, "%I %p", "12 PM"), (13 * 3600, "%I %p", "01 PM"),
      (11 * 3600 + 3599, "%I:%M:%S %p", "11:59:59 AM"),
    ] as [(Double, String, String)])
  func writesTwelveHourClocks(_ t: Double, _ pattern: String, _ text: String) {
    #expect(formatted(t, pattern) == text)
  }

  @Test(
    arguments: [
      (0.25, "%N", "250000000"), (0.25, "%3N", "250"), (0.25, "%6N", "250000"), (0.25, "%1N", "2"),
      // The ISO output prints .001 for the Double nearest a millisecond; so does %N.
      (newYear2025 + 0.001, "%N", "001000000"),
      (1.0 / 3, "%N", "333333333"),
    ] as [(Double, String, String)])
  func writesFractionsAsTheISOOutputDoes(_ t: Double, _ pattern: String, _ text: String) {
    #expect(formatted(t, pattern) == text)
  }

  @Test func writesTheFirstYearPaddedAndProleptic() {
    // 0001-01-01 is a Monday in the proleptic Gregorian calendar.
    #expect(formatted(Double(CivilTime.earliestSecond), "%Y-%m-%d %a %j") == "0001-01-01 Mon 001")
    // 2024 is a leap year: Dec 31 is day 366.
    #expect(formatted(newYear2025 - 1, "%j %a") == "366 Tue")
  }

  @Test func neverWritesMoreThanItsMaximumLength() throws {
    // The widest fields: Wednesday, September, an offset with seconds.
    let pattern = try DateFormatPattern.parse("%A %B %z %Z %s %N %j %p").get()
    // 2025-09-03 is 8766 + 245 days from 2001: a Wednesday.
    let t = (8766.0 + 245) * 86_400 + 12 * 3600 + 0.123456789
    var splitter = LocalTimeSplitter(zone: zone("-00:44:30"))
    let split = splitter.split(t)
    let time = try #require(split)
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: pattern.maximumLength)
    defer { buffer.deallocate() }
    let count = pattern.write(time, isAlwaysUTC: false, to: buffer)
    #expect(count <= pattern.maximumLength)
    #expect(
      String(decoding: UnsafeBufferPointer(start: buffer, count: count), as: UTF8.self).hasPrefix(
        "Wednesday September -004430 -00:44:30 "))
  }

  fileprivate static let refusedPatterns: [RejectedText] = [
    RejectedText(
      "%Q",
      "unknown conversion '%Q' (use %Y %y %m %d %H %I %p %M %S %N %3N %z %Z %s %j %a %A %b %B %u %F %T, or %% for '%')"
    ),
    RejectedText(
      "%é",
      "unknown conversion '%é' (use %Y %y %m %d %H %I %p %M %S %N %3N %z %Z %s %j %a %A %b %B %u %F %T, or %% for '%')"
    ),
    RejectedText("%Y%", "a lone '%' at the end (write %% for a percent sign)"),
    RejectedText("%3d", "a digit after '%' only goes with N, as in %3N"),
    RejectedText("%Y\t%m", "the format cannot contain '\\x09' (dates are never escaped)"),
    RejectedText("say \"%Y\"", "the format cannot contain '\"' (dates are never escaped)"),
    RejectedText("a\\b", "the format cannot contain '\\\\' (dates are never escaped)"),
    // C1 controls (U+0085 NEXT LINE, U+009F) are control characters, as C0 and DEL are.
    RejectedText("%Y\u{85}", "the format cannot contain '\\u{85}' (dates are never escaped)"),
    RejectedText("\u{9F}%Y", "the format cannot contain '\\u{9f}' (dates are never escaped)"),
    RejectedText(
      String(repeating: "%B", count: 29), "the format is too long (at most 256 bytes per date)"),
  ]

  @Test(arguments: refusedPatterns)
  fileprivate func refusesWithAReason(_ row: RejectedText) {
    #expect(
      throws: DateFormatError(reason: row.expected), sourceLocation: row.location,
      performing: { try DateFormatPattern.parse(row.input).get() })
  }
}

@Suite struct DateFormatTests {
  /// `--date-format +` would print every date as nothing (blank lines, blank CSV cells).
  @Test func refusesAnEmptyPattern() {
    #expect(
      throws: DateFormatError(reason: "the pattern after '+' is empty (e.g. +%Y-%m-%d)"),
      performing: { try DateFormat.parse("+").get() })
  }

  /// U+00A0 and U+00E9 follow the C1 block in UTF-8 (0xC2 0xA0, 0xC3 0xA9) and are letters or spaces, not controls.
  @Test func takesCharactersJustAfterTheC1Controls() throws {
    #expect(formatted(june2025At9, "%Y\u{A0}été") == "2025\u{A0}été")
  }

  @Test func readsTheThreeKinds() throws {
    #expect(try DateFormat.parse("iso8601").get() == .iso8601)
    #expect(try DateFormat.parse("unix").get() == .unix)
    #expect(try DateFormat.parse("+%Y").get() == .pattern(DateFormatPattern.parse("%Y").get()))
    #expect(
      throws: DateFormatError(
        reason: "expected iso8601, unix, or + and a pattern such as +%Y-%m-%d"),
      performing: { try DateFormat.parse("%Y").get() })
  }

  @Test func printsEachKindInTheZone() {
    var iso = DatePrinter(format: .iso8601, zone: zone("Europe/Paris"))
    var unix = DatePrinter(format: .unix, zone: zone("Europe/Paris"))
    #expect(iso.string(june2025At9) == "2025-06-01T11:00:00+02:00")
    #expect(unix.string(june2025At9) == "1748768400")
    #expect(formatted(june2025At9, "%H", in: "Europe/Paris") == "11")
  }

  @Test func refusesDatesOutsideYears1To9999InTheZone() {
    // 9999-12-31T23:00:00Z is already year 10000 in Paris.
    let t = Double(CivilTime.endSecond) - 3600
    #expect(formatted(t, "%Y", in: "Europe/Paris") == nil)
    #expect(formatted(t, "%Y") == "9999")
  }
}

/// One printer writing many dates reuses each local day's text
/// (``PatternDayCache``): these dates, worked out by hand, change the second,
/// the offset within a day, the day, and the width of `%s`.
@Suite struct PatternDayCacheTests {
  // 2025-03-30 is 88 days after 2025-01-01 (31 + 28 + 29). Paris moves from
  // +01:00 to +02:00 at 01:00Z that day (02:00 local becomes 03:00).
  private let march30 = 8854.0 * 86_400

  @Test func oneSequenceAcrossAnOffsetChangeAndMidnight() {
    let pattern = try! DateFormat.parse("+%a %d %b %Y %I:%M:%S.%3N %p %Z").get()
    var printer = DatePrinter(format: pattern, zone: zone("Europe/Paris"))
    let written = [
      march30 + 3598, march30 + 3599, march30 + 3600, march30 + 1800.25, march30 + 79_199,
      march30 + 79_200,
    ].map { printer.string($0) }
    #expect(
      written == [
        "Sun 30 Mar 2025 01:59:58.000 AM +01:00",
        "Sun 30 Mar 2025 01:59:59.000 AM +01:00",
        "Sun 30 Mar 2025 03:00:00.000 AM +02:00",
        "Sun 30 Mar 2025 01:30:00.250 AM +01:00",
        "Sun 30 Mar 2025 11:59:59.000 PM +02:00",
        "Mon 31 Mar 2025 12:00:00.000 AM +02:00",
      ])
  }

  @Test func fullNamesKeepTheirDayAndUnixSecondsMayGrowWithinADay() {
    let names = try! DateFormat.parse("+%A %B %H:%M").get()
    var printer = DatePrinter(format: names, zone: zone("UTC"))
    // 2025-06-01 (a Sunday) at 09:00, a minute later, then 2025-01-01 (a Wednesday).
    #expect(printer.string(june2025At9) == "Sunday June 09:00")
    #expect(printer.string(june2025At9 + 60) == "Sunday June 09:01")
    #expect(printer.string(newYear2025) == "Wednesday January 00:00")
    // Unix time 999 999 999 is 2001-09-09T01:46:39Z, 21 692 799 s after 2001.
    let unix = try! DateFormat.parse("+%s|%S").get()
    var seconds = DatePrinter(format: unix, zone: zone("UTC"))
    #expect(seconds.string(21_692_799) == "999999999|39")
    #expect(seconds.string(21_692_800) == "1000000000|40")
  }
}
