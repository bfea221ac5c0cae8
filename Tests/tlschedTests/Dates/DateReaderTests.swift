import Foundation
import Testing
import TimelineTestSupport

@testable import TimelineInspector

/// One text and the instant it must read as, worked out by hand.
private typealias ReadDate = TestRow<(text: String, zone: String), Double>

/// The zone a valid `--tz` value names.
private func choice(_ text: String) -> TimeZoneChoice {
  try! TimeZoneChoice.parse(text).get()
}

/// A reader in `zone` whose `now` is 123.5.
private func reader(_ zone: String = "UTC") -> DateReader {
  DateReader(zone: choice(zone), now: { 123.5 })
}

/// Random fields of a valid ISO date, and text for them in any accepted form.
private struct RandomISODate {
  var year = 1, month = 1, day = 1, hour = 0, minute = 0, second = 0
  var fraction = ""
  var zone = ""
  var omitsSeconds = false

  /// Draws a date in `years`, with one of `zones` as its zone text.
  init(
    using random: inout SplitMix64, years: ClosedRange<Int> = 1...9999, zones: [String]
  ) {
    year = Int.random(in: years, using: &random)
    month = Int.random(in: 1...12, using: &random)
    day = Int.random(in: 1...ReferenceDates.daysInMonth(month, of: year), using: &random)
    hour = Int.random(in: 0...23, using: &random)
    minute = Int.random(in: 0...59, using: &random)
    second = Int.random(in: 0...59, using: &random)
    omitsSeconds = Int.random(in: 0..<8, using: &random) == 0
    if !omitsSeconds && Bool.random(using: &random) {
      let digits = Int.random(in: 1...9, using: &random)
      fraction = String((0..<digits).map { _ in "0123456789".randomElement(using: &random)! })
    }
    zone = zones.randomElement(using: &random)!
    if omitsSeconds { second = 0 }
  }

  /// The date as text, in the forms drawn.
  var text: String {
    let p = ReferenceDates.padded
    var text = "\(p(year, 4))-\(p(month, 2))-\(p(day, 2))T\(p(hour, 2)):\(p(minute, 2))"
    if !omitsSeconds { text += ":\(p(second, 2))" }
    if !fraction.isEmpty { text += ".\(fraction)" }
    return text + zone
  }
}

@Suite struct DateReaderTests {
  // Instants counted by hand (see DateWriterTests) and checked with Python's
  // datetime. Wall times in gaps and overlaps follow Foundation: the offset
  // before the transition applies (documented on DateReader.offset(forLocal:)).
  fileprivate static let handWorkedDates: [ReadDate] = [
    ReadDate(("2001-01-01T00:00:00Z", zone: "UTC"), 0),
    ReadDate(("2001-01-01T00:00Z", zone: "UTC"), 0),
    ReadDate(("2001-01-01t00:00:00z", zone: "UTC"), 0),
    ReadDate(("1970-01-01T00:00:00Z", zone: "UTC"), -978_307_200),
    ReadDate(("2001-01-01T01:00:00+01:00", zone: "UTC"), 0),
    ReadDate(("2001-01-01T01:00:00+0100", zone: "UTC"), 0),
    ReadDate(("2001-01-01T01:00:00+01", zone: "UTC"), 0),
    ReadDate(("2000-12-31T23:15:30-00:44:30", zone: "UTC"), 0),
    ReadDate(("2001-01-01T00:00:00-00:00", zone: "UTC"), 0),
    ReadDate(("2001-01-01T18:00:00+18:00", zone: "UTC"), 0),
    ReadDate(("2001-01-01T00:00:00.25Z", zone: "UTC"), 0.25),
    ReadDate(("2001-01-01T00:00:00.000000001Z", zone: "UTC"), 1e-9),
    ReadDate(("2000-12-31T23:59:59.999Z", zone: "UTC"), -0.001),
    // Adding the rounded fraction to the seconds would round twice and give the
    // Double next to these (found by search; nearest values checked in Python).
    ReadDate(("2001-01-01T00:00:38.673001781Z", zone: "UTC"), 38.673001781),
    ReadDate(("2000-12-31T23:58:01.617935611Z", zone: "UTC"), -118.382064389),
    ReadDate(("2024-02-29T12:00:00Z", zone: "UTC"), 730_900_800),
    ReadDate(("0001-01-01T00:00:00Z", zone: "UTC"), -63_113_904_000),
    ReadDate(("9999-12-31T23:59:59Z", zone: "UTC"), 252_423_993_599),
    // Rounds up to year 10000 as a Double; the nearest instant in range instead.
    ReadDate(("9999-12-31T23:59:59.999999999Z", zone: "UTC"), Double(252_423_993_600).nextDown),
    ReadDate(("2001-01-01T00:00:00", zone: "UTC"), 0),
    ReadDate(("2001-01-01T05:45:00", zone: "+05:45"), 0),
    ReadDate(("2025-01-01T01:00:00", zone: "Europe/Paris"), 757_382_400),
    ReadDate(("2025-07-01T14:00:00", zone: "Europe/Paris"), 773_064_000),
    ReadDate(("2025-03-30T02:30:00", zone: "Europe/Paris"), 764_985_600 + 5400),
    // The first wall time after the gap is the transition itself: 01:00Z, 03:00+02:00.
    ReadDate(("2025-03-30T03:00:00", zone: "Europe/Paris"), 764_985_600 + 3600),
    ReadDate(("2025-03-30T01:59:59", zone: "Europe/Paris"), 764_985_600 + 3599),
    // 2000 is a leap year (divisible by 400): 307 days before 2001-01-01.
    ReadDate(("2000-02-29T00:00:00Z", zone: "UTC"), -307 * 86_400),
    // Offsets that take the instant past the years in UTC still read (the writer prints them).
    ReadDate(("0001-01-01T00:00:00+00:01", zone: "UTC"), -63_113_904_000 - 60),
    ReadDate(("9999-12-31T23:59:59-00:01", zone: "UTC"), 252_423_993_599 + 60),
    ReadDate(("9999-12-31T23:00:00-12:00", zone: "UTC"), 252_423_993_600 + 11 * 3600),
    ReadDate(("9999-12-31T13:00:00", zone: "-12:00"), 252_423_993_600 + 3600),
    ReadDate(
      ("9999-12-31T23:59:59.999999999-12:00", zone: "UTC"),
      Double(252_423_993_600 + 43_200).nextDown),
    ReadDate(("0001-01-01T00:00:00+14:00", zone: "UTC"), -63_113_904_000 - 50_400),
    ReadDate(("2025-10-26T02:30:00", zone: "Europe/Paris"), 783_129_600 + 1800),
    ReadDate(("2025-10-26T02:30:00+01:00", zone: "Europe/Paris"), 783_129_600 + 5400),
    ReadDate(("2025-03-09T02:30:00", zone: "America/New_York"), 763_171_200 + 27_000),
    ReadDate(("2025-11-02T01:30:00", zone: "America/New_York"), 783_734_400 + 19_800),
    ReadDate(("1959-12-31T23:15:30", zone: "Africa/Monrovia"), -1_293_926_400),
    ReadDate(("@0", zone: "UTC"), -978_307_200),
    ReadDate(("@-86400", zone: "UTC"), -978_307_200 - 86_400),
    ReadDate(("@+978307200", zone: "UTC"), 0),
    ReadDate(("@1735689600.25", zone: "UTC"), 757_382_400.25),
    ReadDate(("@-0.5", zone: "UTC"), -978_307_200.5),
    ReadDate(("@978307200.000000001", zone: "UTC"), 1e-9),
    ReadDate(("@-62135596800", zone: "UTC"), -63_113_904_000),
    ReadDate(("@0000000000000000000000978307200", zone: "UTC"), 0),
    ReadDate(("now", zone: "UTC"), 123.5),
  ]

  @Test(arguments: handWorkedDates)
  fileprivate func readsHandWorkedExamples(_ row: ReadDate) throws {
    var reader = reader(row.input.zone)
    #expect(try reader.read(row.input.text).get() == row.expected, sourceLocation: row.location)
  }

  fileprivate static let refusedTexts: [RejectedText] = [
    RejectedText("", "empty date"),
    RejectedText("2025-13-01T00:00:00Z", "month 13 is out of range"),
    RejectedText("2025-00-01T00:00:00Z", "month 0 is out of range"),
    RejectedText("2025-01-32T00:00:00Z", "day 32 is out of range"),
    RejectedText("2025-01-00T00:00:00Z", "day 0 is out of range"),
    RejectedText("2025-02-30T00:00:00Z", "Feb 30 does not exist in 2025"),
    RejectedText("2024-02-30T00:00:00Z", "Feb 30 does not exist in 2024"),
    RejectedText("2025-02-29T00:00:00Z", "Feb 29 does not exist in 2025"),
    RejectedText("1900-02-29T00:00:00Z", "Feb 29 does not exist in 1900"),
    RejectedText("2024-04-31T00:00:00Z", "Apr 31 does not exist in 2024"),
    RejectedText("2024-06-31T00:00:00Z", "Jun 31 does not exist in 2024"),
    RejectedText("2024-09-31T00:00:00Z", "Sep 31 does not exist in 2024"),
    RejectedText("2024-11-31T00:00:00Z", "Nov 31 does not exist in 2024"),
    RejectedText("2025-04-31T00:00:00Z", "Apr 31 does not exist in 2025"),
    RejectedText("2025-01-01 00:00:00Z", "expected 'T' between the date and the time"),
    RejectedText("2025-01-0100:00:00Z", "day must have 2 digits"),
    RejectedText("2025-01-01", "expected 'T' and a time after the date"),
    RejectedText("2025-01-01T00:00:00Zx", "unexpected 'x' after the date"),
    RejectedText("2025-01-01T00:00:00x", "unexpected 'x' after the date"),
    // Quoted as every message quotes user text: control bytes as \xNN.
    RejectedText("2025-01-01T00:00:00Z\r", "unexpected '\\x0D' after the date"),
    RejectedText("2025-01-01T00:00:00 Z", "unexpected ' Z' after the date"),
    // A zone's name in capitals gets its own hint (SwiftSlipTests); in lowercase it is no name.
    RejectedText("2025-01-01T00:00:00utc", "unexpected 'utc' after the date"),
    RejectedText("2025-01-01T00:00.5Z", "unexpected '.5Z' after the date"),
    RejectedText("2025-01-01T00:00:00+01:00:00:00", "unexpected ':00' after the date"),
    RejectedText(
      "2025-01-01T00:00:00Z" + String(repeating: "x", count: 30),
      "unexpected 'xxxxxxxxxxxxxxxx… (30 bytes)' after the date"),
    RejectedText("20250-01-01T00:00:00Z", "year must have 4 digits (0001–9999)"),
    RejectedText("925-01-01T00:00:00Z", "year must have 4 digits (0001–9999)"),
    RejectedText("+10000-01-01T00:00:00Z", "year must have 4 digits (0001–9999)"),
    RejectedText("-0001-01-01T00:00:00Z", "year must have 4 digits (0001–9999)"),
    RejectedText("-", "expected a date like 2025-01-01T00:00:00Z, @<Unix seconds> or now"),
    RejectedText("0000-01-01T00:00:00Z", "year 0000 is out of range (0001–9999)"),
    RejectedText("2025/01/01T00:00:00Z", "expected '-' after the year"),
    RejectedText("2025-01/01T00:00:00Z", "expected '-' after the month"),
    RejectedText("2025-1-01T00:00:00Z", "month must have 2 digits"),
    RejectedText("2025-01-1T00:00:00Z", "day must have 2 digits"),
    RejectedText("2025-01-01T0:00:00Z", "hour must have 2 digits"),
    RejectedText("2025-01-01T00-00Z", "expected ':' after the hour"),
    RejectedText("2025-01-01T00:0Z", "minute must have 2 digits"),
    RejectedText("2025-01-01T00:00:0Z", "second must have 2 digits"),
    RejectedText("2025-01-01T24:00:00Z", "hour 24 is out of range"),
    RejectedText("2025-01-01T00:60:00Z", "minute 60 is out of range"),
    RejectedText("2025-01-01T00:00:60Z", "second 60 is not supported (no leap seconds)"),
    RejectedText("2025-01-01T00:00:61Z", "second 61 is out of range"),
    RejectedText("2025-01-01T00:00:00.Z", "expected digits after '.'"),
    RejectedText("2025-01-01T00:00:00.1234567890Z", "at most 9 digits after '.' (nanoseconds)"),
    RejectedText("2025-01-01T00:00:00+25:00", "offset hour 25 is out of range"),
    RejectedText("2025-01-01T00:00:00+18:30", "offset out of range (at most ±18:00)"),
    RejectedText("2025-01-01T00:00:00+18:00:01", "offset out of range (at most ±18:00)"),
    RejectedText("2025-01-01T00:00:00+05:60", "offset minute 60 is out of range"),
    RejectedText("2025-01-01T00:00:00+05:30:60", "offset second 60 is out of range"),
    RejectedText("2025-01-01T00:00:00+5", "offset hour must have 2 digits"),
    RejectedText("2025-01-01T00:00:00+", "offset hour must have 2 digits"),
    RejectedText("2025-01-01T00:00:00+05:3", "offset minute must have 2 digits"),
    RejectedText("2025-01-01T00:00:00+053", "offset minute must have 2 digits"),
    RejectedText("2025-01-01T00:00:00+05:30:1", "offset second must have 2 digits"),
    RejectedText("٢٠٢٥-01-01T00:00:00Z", "only ASCII digits 0–9 are allowed, not '٢'"),
    RejectedText("２０２５-01-01T00:00:00Z", "only ASCII digits 0–9 are allowed, not '２'"),
    RejectedText("2025-01-01T00:00:0٠Z", "only ASCII digits 0–9 are allowed, not '٠'"),
    RejectedText("2025-01-01T00:00:00+0٥:00", "only ASCII digits 0–9 are allowed, not '٥'"),
    RejectedText("@١٧٣٥٦٨٩٦٠٠", "only ASCII digits 0–9 are allowed, not '١'"),
    RejectedText("@", "expected Unix seconds after '@', like @1735689600"),
    RejectedText("@-", "expected Unix seconds after '@', like @1735689600"),
    RejectedText("@.5", "expected Unix seconds after '@', like @1735689600"),
    RejectedText("@1e9", "unexpected 'e9' after the date"),
    RejectedText("@1.", "expected digits after '.'"),
    RejectedText("@1.1234567891", "at most 9 digits after '.' (nanoseconds)"),
    RejectedText("@-62135596800.5", "date is outside years 0001–9999"),
    RejectedText("@-62135596801", "date is outside years 0001–9999"),
    RejectedText("@253402300800", "date is outside years 0001–9999"),
    RejectedText("@99999999999999999999999999", "date is outside years 0001–9999"),
    RejectedText("now ", "unexpected ' ' after the date"),
    RejectedText("NOW", "expected a date like 2025-01-01T00:00:00Z, @<Unix seconds> or now"),
    RejectedText("tomorrow", "expected a date like 2025-01-01T00:00:00Z, @<Unix seconds> or now"),
    RejectedText(
      " 2025-01-01T00:00:00Z", "expected a date like 2025-01-01T00:00:00Z, @<Unix seconds> or now"),
  ]

  @Test(arguments: refusedTexts)
  fileprivate func refusesWithAReason(_ row: RejectedText) {
    var reader = reader()
    #expect(
      reader.read(row.input) == .failure(DateReadError(reason: row.expected)),
      sourceLocation: row.location)
  }

  @Test func readsWallTimesThatAZoneTakesJustOutsideTheYearsInUTC() throws {
    // Paris was 9 min 21 s ahead of UTC in year 1, an hour ahead in 9999: tlsched
    // prints such wall times, so it reads them (docs/cli.md, "Dates").
    var reader = reader("Europe/Paris")
    #expect(try reader.read("0001-01-01T00:00:00").get() == -63_113_904_000 - 561)
    #expect(try reader.read("0001-01-01T00:09:20").get() == -63_113_904_000 - 1)
    #expect(try reader.read("0001-01-01T00:09:21").get() == -63_113_904_000)
    #expect(try reader.read("9999-12-31T23:59:59").get() == 252_423_993_599 - 3600)
  }

  @Test func readsOnlyTheBytesItIsGiven() {
    var reader = reader()
    let bytes = Array("xx2001-01-01T00:00:00Zyy".utf8)
    let t = bytes.withUnsafeBufferPointer { reader.read(UnsafeBufferPointer(rebasing: $0[2..<22])) }
    #expect(t == .success(0))
  }

  @Test func asksForNowOnlyWhenTheTextIsNow() {
    var calls = 0
    var reader = DateReader(
      zone: .utc,
      now: {
        calls += 1
        return 7
      })
    _ = reader.read("2001-01-01T00:00:00Z")
    _ = reader.read("nowhere")
    #expect(calls == 0)
    #expect(reader.read("now") == .success(7))
    #expect(calls == 1)
  }

  @Test(arguments: ["UTC", "+05:45", "-00:30", "-18:00"])
  func matchesTheReferenceOnRandomText(_ zoneName: String) {
    let zone = choice(zoneName)
    var reader = DateReader(zone: zone, now: { 0 })
    var random = SplitMix64(seed: 0x5EED_0003)
    let pattern = ReferenceDates.isoPattern()
    let zones = ["", "Z", "z", "+05:30", "-08:00", "+0545", "-03", "+00:44:30", "-18:00", "+14:00"]
    for _ in 0..<2000 {
      let date = RandomISODate(using: &random, zones: zones)
      let text = date.text
      let expected = ReferenceDates.parse(
        text, with: pattern, offsetForLocal: { _ in zone.fixedOffset! })
      let read = try? reader.read(text).get()
      // Both give nil only at the ends of the range, where an offset pushes the
      // instant outside years 1–9999.
      #expect(read?.bitPattern == expected?.bitPattern, "\(text)")
    }
  }

  @Test func readsRandomUnixTimesLikeTheReference() {
    var reader = reader()
    var random = SplitMix64(seed: 0x5EED_0004)
    for _ in 0..<3000 {
      // A little past the range at both ends.
      let magnitude = Int.random(in: 0...253_402_400_000, using: &random)
      let negative = Int.random(in: 0..<4, using: &random) == 0
      let digits = Int.random(in: 0...9, using: &random)
      let fraction = String((0..<digits).map { _ in "0123456789".randomElement(using: &random)! })
      let text = "@\(negative ? "-" : "")\(magnitude)" + (fraction.isEmpty ? "" : ".\(fraction)")
      let nanoseconds =
        fraction.isEmpty ? 0 : Int(fraction.padding(toLength: 9, withPad: "0", startingAt: 0))!
      // The value is ±(magnitude + fraction): as whole seconds and nanoseconds,
      // a negative one borrows a second.
      let expected =
        negative && nanoseconds > 0
        ? ReferenceDates.readInstant(
          seconds: -magnitude - 1 - 978_307_200, nanoseconds: 1_000_000_000 - nanoseconds)
        : ReferenceDates.readInstant(
          seconds: (negative ? -magnitude : magnitude) - 978_307_200, nanoseconds: nanoseconds)
      #expect((try? reader.read(text).get())?.bitPattern == expected?.bitPattern, "\(text)")
    }
  }

  @Test(arguments: [
    "Europe/Paris", "America/New_York", "Australia/Lord_Howe", "Pacific/Apia", "Africa/Monrovia",
  ])
  func resolvesWallTimesNearTransitionsLikeFoundationsCalendar(_ zoneName: String) throws {
    let zone = choice(zoneName)
    var reader = DateReader(zone: zone, now: { 0 })
    var random = SplitMix64(seed: 0x5EED_0005)
    var probe = Date(timeIntervalSinceReferenceDate: -3_000_000_000)  // 1905
    let end = Date(timeIntervalSinceReferenceDate: 1_600_000_000)  // 2051
    var checked = 0
    while let transition = zone.timeZone.nextDaylightSavingTimeTransition(after: probe),
      transition < end
    {
      probe = transition
      let t = transition.timeIntervalSinceReferenceDate
      let offsets = [
        zone.timeZone.secondsFromGMT(for: transition.addingTimeInterval(-1)),
        zone.timeZone.secondsFromGMT(for: transition),
      ]
      for _ in 0..<6 {
        // A wall time within three hours of the transition as either side sees it.
        let wall =
          Int(t) + offsets.randomElement(using: &random)!
          + Int.random(in: -10_800...10_800, using: &random)
        let days = Int((Double(wall) / 86_400).rounded(.down))
        let date = ReferenceDates.civilDate(daysSince2001: days)
        let secondOfDay = wall - days * 86_400
        let p = ReferenceDates.padded
        let text =
          "\(p(date.year, 4))-\(p(date.month, 2))-\(p(date.day, 2))T"
          + "\(p(secondOfDay / 3600, 2)):\(p(secondOfDay / 60 % 60, 2)):\(p(secondOfDay % 60, 2))"
        let expected = ReferenceDates.foundationInstant(
          year: date.year, month: date.month, day: date.day, hour: secondOfDay / 3600,
          minute: secondOfDay / 60 % 60, second: secondOfDay % 60, in: zone.timeZone)
        #expect(try reader.read(text).get() == expected, "\(text) in \(zoneName)")
        checked += 1
      }
    }
    #expect(checked > 0)
  }

  @Test(arguments: ["Europe/Paris", "America/New_York"])
  func resolvesRandomWallTimesLikeFoundationsCalendar(_ zoneName: String) {
    let zone = choice(zoneName)
    var reader = DateReader(zone: zone, now: { 0 })
    var random = SplitMix64(seed: 0x5EED_0006)
    for _ in 0..<1000 {
      // From 1600 on: before 1582-10-15 Foundation's Gregorian calendar is Julian.
      let date = RandomISODate(using: &random, years: 1600...9999, zones: [""])
      let expected = ReferenceDates.foundationInstant(
        year: date.year, month: date.month, day: date.day, hour: date.hour, minute: date.minute,
        second: date.second, in: zone.timeZone)
      let read = try? reader.read(date.text).get()
      #expect(read.map { $0.rounded(.down) } == expected, "\(date.text) in \(zoneName)")
    }
  }

  @Test(arguments: ["UTC", "+05:45", "-00:30"])
  func writingWhatWasReadGivesCanonicalTextBack(_ zoneName: String) {
    let zone = choice(zoneName)
    var reader = DateReader(zone: zone, now: { 0 })
    var writer = DateWriter(zone: zone)
    let suffix = zone.isAlwaysUTC ? "Z" : zone.name
    var random = SplitMix64(seed: 0x5EED_0007)
    for round in 0..<3000 {
      // Canonical text is the shortest that reads as its Double. Whole seconds
      // and milliseconds are, at any date (Doubles are at most 30 µs apart);
      // microseconds where Doubles are under 1 µs apart (|t| < 2^33 s, about
      // 1729–2273); nanoseconds where they are under 1 ns apart (|t| < 2^23 s,
      // about 97 days either side of 2001).
      let digits = [0, 3, 6, 9][round % 4]
      var date = RandomISODate(
        using: &random, years: digits == 6 ? 1800...2200 : 2...9998, zones: [suffix])
      if digits == 9 {
        (date.year, date.month, date.day) =
          Bool.random(using: &random) ? (2001, 2, 10) : (2000, 11, 20)
      }
      date.omitsSeconds = false
      var fraction = ""
      if digits > 0 {
        let units = Int.random(in: 1..<Int(pow(10, Double(digits))), using: &random)
        fraction = ReferenceDates.padded(units, digits)
        while fraction.hasSuffix("000") { fraction.removeLast(3) }
      }
      date.fraction = fraction
      let text = date.text
      #expect((try? reader.read(text).get()).flatMap { writer.string($0) } == text)
    }
  }
}

/// A reader whose `now()` is 1000 and whose bare relative dates count from `base`.
private func relativeReader(base: Double?) -> DateReader {
  DateReader(zone: choice("UTC"), now: { 1000 }, relativeBase: base)
}

@Suite struct RelativeDateTests {
  @Test(arguments: [
    ("now+90s", 1090.0), ("now-1h", -2600), ("now+1m30s", 1090), ("now-PT1M", 940),
    ("now+0.5", 1000.5), ("now+100ms", 1000.1),
  ])
  func countsFromTheClock(_ text: String, _ t: Double) throws {
    var reader = relativeReader(base: 50)
    #expect(try reader.read(text).get() == t)
  }

  @Test(arguments: [("+1h", 3650.0), ("-30s", 20), ("+PT1M30S", 140), ("+0", 50), ("-1.5m", -40)])
  func bareRelativeDatesCountFromTheRelativeBase(_ text: String, _ t: Double) throws {
    var reader = relativeReader(base: 50)
    #expect(try reader.read(text).get() == t)
  }

  @Test func withoutABaseBareRelativeDatesCountFromTheClock() throws {
    // --now itself is read so: `--now +1h` is an hour from the clock.
    var reader = relativeReader(base: nil)
    #expect(try reader.read("+1h").get() == 4600)
  }

  @Test func theDurationIsAddedWithOneDoubleAddition() throws {
    // 0.1 + 0.2 in Double arithmetic is 0.30000000000000004: the base plus the
    // duration's Double, not the exact decimal sum of both.
    var reader = DateReader(zone: choice("UTC"), now: { 0.1 }, relativeBase: nil)
    #expect(try reader.read("now+200ms").get() == 0.1 + 0.2)
  }

  fileprivate static let refusedRelativeTexts: [RejectedText] = [
    RejectedText("now+", "expected a duration after '+' (e.g. now+90s, +1h)"),
    RejectedText("now-", "expected a duration after '-' (e.g. now+90s, +1h)"),
    RejectedText("-", "expected a date like 2025-01-01T00:00:00Z, @<Unix seconds> or now"),
    RejectedText("--now", "expected a date like 2025-01-01T00:00:00Z, @<Unix seconds> or now"),
    RejectedText("now+1x", "unknown unit 'x' (use ms, s, m, h, d or ISO 8601 like PT1M30S)"),
    RejectedText("+1 h", "unexpected ' ' in the duration"),
    RejectedText("now*2", "unexpected '*2' after the date"),
    RejectedText("now+nan", "must be a finite number of seconds"),
    RejectedText("+1e400", "is too large (beyond the range of a Double)"),
    RejectedText("now+300000000000", "date is outside years 0001–9999"),
    RejectedText("-100000000000", "date is outside years 0001–9999"),
    RejectedText("+10000-01-01T00:00:00Z", "year must have 4 digits (0001–9999)"),
  ]

  @Test(arguments: refusedRelativeTexts)
  fileprivate func refusesWithAReason(_ row: RejectedText) {
    var reader = relativeReader(base: 50)
    // The reason only: whether it already carries its own example is another test's concern.
    guard case .failure(let error) = reader.read(row.input) else {
      Issue.record("\(row.input) was accepted", sourceLocation: row.location)
      return
    }
    #expect(error.reason == row.expected, sourceLocation: row.location)
  }
}

@Suite struct DateHintTests {
  fileprivate static let textsWithAHint: [RejectedText] = [
    RejectedText("1735689600", "digits alone are not a date; for Unix seconds, write @1735689600"),
    RejectedText(
      "1735689600.5", "digits alone are not a date; for Unix seconds, write @1735689600.5"),
    RejectedText(
      "20250601",
      "digits alone are not a date; for Unix seconds, write @20250601, and for that day 2025-06-01T00:00"
    ),
    RejectedText("09:00", "a time alone is not a date; write the day too, as in YYYY-MM-DDT09:00"),
    // A one-digit hour gets the hour padded, as a date needs it.
    RejectedText("9:00", "a time alone is not a date; write the day too, as in YYYY-MM-DDT09:00"),
    RejectedText(
      "23:15:30Z", "a time alone is not a date; write the day too, as in YYYY-MM-DDT23:15:30Z"),
    RejectedText(
      "20250601T090000Z",
      "this is ISO 8601's basic format; write the extended one, 2025-06-01T09:00:00Z"),
    RejectedText(
      "20250601t0930+0100",
      "this is ISO 8601's basic format; write the extended one, 2025-06-01T09:30+0100"),
  ]

  @Test(arguments: textsWithAHint)
  fileprivate func saysWhatWasProbablyMeant(_ row: RejectedText) {
    var reader = relativeReader(base: nil)
    #expect(
      throws: DateReadError(reason: row.expected, suggestsSpelling: true),
      sourceLocation: row.location, performing: { try reader.read(row.input).get() })
  }

  fileprivate static let textsWithoutAHint: [RejectedText] = [
    RejectedText("2025", "expected '-' after the year"),
    RejectedText("20251301T090000Z", "year must have 4 digits (0001–9999)"),
    RejectedText("20250601T09Z", "year must have 4 digits (0001–9999)"),
  ]

  @Test(arguments: textsWithoutAHint)
  fileprivate func givesNoHintWhereNoneFits(_ row: RejectedText) {
    var reader = relativeReader(base: nil)
    #expect(
      throws: DateReadError(reason: row.expected), sourceLocation: row.location,
      performing: { try reader.read(row.input).get() })
  }
}
