import Foundation
import Synchronization
import Testing
import TimelineTestSupport

@testable import TimelineInspector

/// One instant and the text it must print as, worked out by hand.
private typealias WrittenDate = TestRow<(t: Double, zone: String), String?>

/// A zone to compare the writer with the reference in, and the instants to try.
private struct WriterScenario: Sendable, CustomTestStringConvertible {
  let zone: String
  let seconds: ClosedRange<Int>

  var testDescription: String { zone }
}

/// The zone a valid `--tz` value names.
private func choice(_ text: String) -> TimeZoneChoice {
  try! TimeZoneChoice.parse(text).get()
}

/// The zone's offset at a whole second, asked of Foundation directly.
private func foundationOffset(_ zone: TimeZoneChoice) -> (Int) -> Int {
  { zone.timeZone.secondsFromGMT(for: Date(timeIntervalSinceReferenceDate: Double($0))) }
}

/// Instants in order around three years' midnights and a zone's transitions:
/// quarters and sixtieths of a second for three seconds either side,
/// thousandths for one (which still crosses the midnight or transition and the
/// whole second each side of it: the six thousand reference texts of three
/// seconds took most of the suite's time), and instants a hair before and after
/// whole seconds (see the test that walks them).
private func orderedInstantsAroundMidnightsAndTransitions(in zone: TimeZoneChoice) -> [Double] {
  let offset = foundationOffset(zone)
  var instants: [Double] = []
  for start in [-915_235_200.0, 757_209_600, -172_800] {
    var probe = Date(timeIntervalSinceReferenceDate: start)
    // 2001-01-01, UTC and local midnight, for the start near it.
    var moments: [Double] = start == -172_800 ? [0, -Double(offset(0))] : [start + 86_400 * 3]
    for _ in 0..<8 {
      guard let next = zone.timeZone.nextDaylightSavingTimeTransition(after: probe) else { break }
      moments.append(next.timeIntervalSinceReferenceDate)
      probe = next
    }
    // Local midnights too: for a zone without transitions the UTC one
    // above is not one.
    let local = Double(offset(Int(start)))
    moments.append(start - local + 86_400 * 5)
    for moment in moments {
      let around = moment.rounded(.down)
      for (step, reach) in [(0.25, 3.0), (1.0 / 60, 3), (0.001, 1)] {
        instants += stride(from: around - reach, through: around + reach, by: step)
      }
      for whole in stride(from: around - 2, through: around + 2, by: 1) {
        instants += [whole - 1e-10, whole - 4e-10, whole.nextDown, whole, whole + 1e-10]
      }
    }
  }
  return instants
}

/// The walk of ``orderedInstantsAroundMidnightsAndTransitions(in:)`` in one zone, each
/// instant with the reference's text of it. Two tests walk the same instants (the ISO
/// writer and a date pattern) and most of their time went to the reference: each zone's
/// walk is worked out once, by whichever test asks first, while the other waits.
private final class ReferenceWalk: Sendable {
  private let zoneName: String
  private let walk = Mutex<[(t: Double, text: String?)]?>(nil)

  init(_ zoneName: String) { self.zoneName = zoneName }

  /// The instants in order and the reference's text of each.
  var instants: [(t: Double, text: String?)] {
    walk.withLock { walk in
      if let walk { return walk }
      let zone = choice(zoneName)
      let offset = foundationOffset(zone)
      let computed = orderedInstantsAroundMidnightsAndTransitions(in: zone).map {
        (t: $0, text: ReferenceDates.format($0, printsZ: zone.isAlwaysUTC, offset: offset))
      }
      walk = computed
      return computed
    }
  }

  /// One walk for each zone the walking tests take.
  static let zones = ["UTC", "Europe/Paris", "Africa/Monrovia", "Australia/Lord_Howe", "+05:45"]
  static let byZone = Dictionary(uniqueKeysWithValues: zones.map { ($0, ReferenceWalk($0)) })
}

/// An instant with one of the fractions the writer treats differently.
private func randomInstant(in seconds: ClosedRange<Int>, using random: inout SplitMix64)
  -> Double
{
  let whole = Double(Int.random(in: seconds, using: &random))
  switch Int.random(in: 0..<6, using: &random) {
  case 0: return whole
  case 1: return whole + Double(Int.random(in: 0..<1000, using: &random)) / 1000
  case 2: return whole + Double(Int.random(in: 0..<1_000_000, using: &random)) / 1_000_000
  case 3: return whole + Double(Int.random(in: 0..<1024, using: &random)) / 1024
  case 4: return whole + Double.random(in: 0..<1, using: &random)
  default: return whole - Double.random(in: 0..<1e-9, using: &random)
  }
}

@Suite struct DateWriterTests {
  // 2001-01-01T00:00:00Z is t = 0; Unix time u is t = u - 978_307_200. The other
  // instants were counted by hand (2024-02-29 is 8459 days after 2001-01-01) and
  // checked with Python's datetime.
  fileprivate static let handWorkedInstants: [WrittenDate] = [
    WrittenDate((0, zone: "UTC"), "2001-01-01T00:00:00Z"),
    WrittenDate((-978_307_200, zone: "UTC"), "1970-01-01T00:00:00Z"),
    WrittenDate((0.25, zone: "UTC"), "2001-01-01T00:00:00.250Z"),
    WrittenDate((0.000001, zone: "UTC"), "2001-01-01T00:00:00.000001Z"),
    WrittenDate((1.0 / 120, zone: "UTC"), "2001-01-01T00:00:00.008333333Z"),
    // 5e-7 is stored as 499.99999999999997 ns: nearest is 500.
    WrittenDate((0.0000005, zone: "UTC"), "2001-01-01T00:00:00.000000500Z"),
    // 5e-10 is stored as 0.50000000000000003 ns, just above the half.
    WrittenDate((0.0000000005, zone: "UTC"), "2001-01-01T00:00:00.000000001Z"),
    // 1/1024 s is exactly 976 562.5 ns: ties go away from zero, both ways.
    WrittenDate((1.0 / 1024, zone: "UTC"), "2001-01-01T00:00:00.000976563Z"),
    WrittenDate((-1.0 / 1024, zone: "UTC"), "2000-12-31T23:59:59.999023437Z"),
    WrittenDate((-0.001, zone: "UTC"), "2000-12-31T23:59:59.999Z"),
    // 0.9999999999 s rounds to a whole second, which carries.
    WrittenDate((0.9999999999, zone: "UTC"), "2001-01-01T00:00:01Z"),
    WrittenDate((-0.0000000001, zone: "UTC"), "2001-01-01T00:00:00Z"),
    WrittenDate((730_900_800, zone: "UTC"), "2024-02-29T12:00:00Z"),
    // These Doubles are 757382400.00100004673…, 770474096.78900003433… and
    // 757382400.00012302398… (Python's Decimal): their nearest nanoseconds
    // are .001000047, .789000034 and .000123024, but the shorter text reads
    // back as the same Double, so it is printed.
    WrittenDate((757_382_400.001, zone: "UTC"), "2025-01-01T00:00:00.001Z"),
    WrittenDate((770_474_096.789, zone: "UTC"), "2025-06-01T12:34:56.789Z"),
    WrittenDate((757_382_400.000123, zone: "UTC"), "2025-01-01T00:00:00.000123Z"),
    // Near year 9999 Doubles are 30 µs apart: .999 and .999001 are one Double.
    WrittenDate((252_423_993_599.999_001, zone: "UTC"), "9999-12-31T23:59:59.999Z"),
    WrittenDate((-63_113_904_000, zone: "UTC"), "0001-01-01T00:00:00Z"),
    WrittenDate((252_423_993_599, zone: "UTC"), "9999-12-31T23:59:59Z"),
    WrittenDate((252_423_993_600, zone: "UTC"), nil),
    WrittenDate((-63_113_904_001, zone: "UTC"), nil),
    WrittenDate((.nan, zone: "UTC"), nil),
    WrittenDate((.infinity, zone: "UTC"), nil),
    WrittenDate((-.infinity, zone: "UTC"), nil),
    WrittenDate((1e300, zone: "UTC"), nil),
    WrittenDate((757_382_400, zone: "Europe/Paris"), "2025-01-01T01:00:00+01:00"),
    WrittenDate((773_064_000, zone: "Europe/Paris"), "2025-07-01T14:00:00+02:00"),
    WrittenDate((757_382_400, zone: "America/New_York"), "2024-12-31T19:00:00-05:00"),
    WrittenDate((757_382_400, zone: "Asia/Kolkata"), "2025-01-01T05:30:00+05:30"),
    WrittenDate((757_382_400, zone: "+05:45"), "2025-01-01T05:45:00+05:45"),
    WrittenDate((757_382_400, zone: "-00:30"), "2024-12-31T23:30:00-00:30"),
    WrittenDate((757_382_400, zone: "+00:00"), "2025-01-01T00:00:00Z"),
    WrittenDate((757_382_400, zone: "Etc/UTC"), "2025-01-01T00:00:00Z"),
    WrittenDate((757_382_400, zone: "Etc/GMT+5"), "2024-12-31T19:00:00-05:00"),
    // London's winter offset is 0, but the zone is not UTC.
    WrittenDate((757_382_400, zone: "Europe/London"), "2025-01-01T00:00:00+00:00"),
    // Liberia kept -00:44:30 until 1972.
    WrittenDate((-1_293_926_400, zone: "Africa/Monrovia"), "1959-12-31T23:15:30-00:44:30"),
    // Paris's local year 10000 begins an hour before UTC's.
    WrittenDate((252_423_993_599 - 3600, zone: "Europe/Paris"), "9999-12-31T23:59:59+01:00"),
    WrittenDate((252_423_993_600 - 3600, zone: "Europe/Paris"), nil),
    WrittenDate((252_423_993_599, zone: "-00:30"), "9999-12-31T23:29:59-00:30"),
  ]

  @Test(arguments: handWorkedInstants)
  fileprivate func writesHandWorkedExamples(_ row: WrittenDate) {
    var writer = DateWriter(zone: choice(row.input.zone))
    #expect(writer.string(row.input.t) == row.expected, sourceLocation: row.location)
  }

  @Test func theLongestDateFillsMaximumLength() {
    var writer = DateWriter(zone: choice("Africa/Monrovia"))
    let text = writer.string(-1_293_926_400 + 0.123_456_7)
    #expect(text?.utf8.count == DateWriter.maximumLength)
    #expect(text?.hasSuffix("-00:44:30") == true)
  }

  @Test func writesIntoABufferOfExactlyMaximumLength() {
    var writer = DateWriter(zone: choice("Africa/Monrovia"))
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: DateWriter.maximumLength)
    defer { buffer.deallocate() }
    let count = writer.write(-1_293_926_400 + 0.123_456_7, into: buffer)
    #expect(count == DateWriter.maximumLength)
    let text = String(decoding: buffer.prefix(count ?? 0), as: UTF8.self)
    #expect(text.hasPrefix("1959-12-31T23:15:30.1234"))
  }

  @Test(arguments: [
    WriterScenario(zone: "UTC", seconds: -63_114_000_000...252_424_100_000),
    WriterScenario(zone: "Europe/Paris", seconds: -63_114_000_000...252_424_100_000),
    WriterScenario(zone: "America/New_York", seconds: -3_000_000_000...1_500_000_000),
    WriterScenario(zone: "Asia/Kolkata", seconds: -63_114_000_000...252_424_100_000),
    WriterScenario(zone: "+05:45", seconds: -63_114_000_000...252_424_100_000),
    WriterScenario(zone: "-00:30", seconds: -63_114_000_000...252_424_100_000),
    // 1940–1975: Liberia's -00:44:30 and its end in 1972.
    WriterScenario(zone: "Africa/Monrovia", seconds: (-1_924_992_000)...(-820_000_000)),
  ])
  fileprivate func matchesTheReferenceOnRandomInstants(_ scenario: WriterScenario) {
    let zone = choice(scenario.zone)
    var writer = DateWriter(zone: zone)
    var random = SplitMix64(seed: 0x5EED_0001)
    let offset = foundationOffset(zone)
    for _ in 0..<1000 {
      let t = randomInstant(in: scenario.seconds, using: &random)
      let expected = ReferenceDates.format(t, printsZ: zone.isAlwaysUTC, offset: offset)
      let written = writer.string(t)
      #expect(written == expected, "t = \(t)")
      #expect((written?.utf8.count ?? 0) <= DateWriter.maximumLength)
    }
  }

  @Test func matchesTheReferenceNextToEveryParisTransitionOfAYear() {
    let zone = choice("Europe/Paris")
    var writer = DateWriter(zone: zone)
    let offset = foundationOffset(zone)
    var probe = Date(timeIntervalSinceReferenceDate: 757_382_400)
    for _ in 0..<4 {
      probe = zone.timeZone.nextDaylightSavingTimeTransition(after: probe)!
      let transition = probe.timeIntervalSinceReferenceDate
      for delta in [-3600, -1, -0.000_000_000_1, 0, 0.5, 1, 3600] {
        let t = transition + delta
        #expect(
          writer.string(t) == ReferenceDates.format(t, printsZ: false, offset: offset), "t = \(t)")
      }
    }
  }

  /// One writer walks whole seconds in order, the common case it keeps the
  /// day's text for, across midnights and transitions (Monrovia's -00:44:30
  /// ends in 1972; Lord Howe moves by half an hour).
  @Test(arguments: ["UTC", "Europe/Paris", "Africa/Monrovia", "Australia/Lord_Howe", "+05:45"])
  func consecutiveSecondsMatchTheReferenceAcrossMidnightsAndTransitions(_ zoneName: String) {
    let zone = choice(zoneName)
    var writer = DateWriter(zone: zone)
    let offset = foundationOffset(zone)
    // From 1971-12-30 and 2024-12-30: a year of seconds 3037 s apart (a prime
    // stride, so the times of day vary and local midnights are crossed), then
    // every second of the ten minutes each side of the transitions on the way
    // and of a UTC midnight.
    for start in [-915_235_200.0, 757_209_600] {
      var probe = Date(timeIntervalSinceReferenceDate: start)
      var moments: [Double] = []
      for _ in 0..<8 {
        guard let next = zone.timeZone.nextDaylightSavingTimeTransition(after: probe) else { break }
        moments.append(next.timeIntervalSinceReferenceDate)
        probe = next
      }
      moments.append(start + 86_400 * 3)
      for t in stride(from: start, to: start + 365 * 86_400, by: 3037) {
        #expect(
          writer.string(t) == ReferenceDates.format(t, printsZ: zone.isAlwaysUTC, offset: offset),
          "t = \(t)")
      }
      for moment in moments {
        for t in stride(from: moment.rounded(.down) - 600, through: moment + 600, by: 1) {
          let expected = ReferenceDates.format(t, printsZ: zone.isAlwaysUTC, offset: offset)
          if writer.string(t) != expected {
            Issue.record("t = \(t): \(writer.string(t) ?? "nil"), expected \(expected ?? "nil")")
            break
          }
        }
      }
    }
  }

  /// One writer walks instants with fractions in order, as animation and
  /// sub-second schedules print them, so that each is written from the day
  /// kept by the date before: quarters, sixtieths and thousandths of a second
  /// around midnights and transitions, and instants a hair before a whole
  /// second, whose fraction rounds up into it. A Double is finer than half
  /// a nanosecond only within about 48 days of 2001, so that is where such a
  /// fraction carries into the next second, and, just before midnight
  /// 2001-01-01, into the next day.
  @Test(arguments: ReferenceWalk.zones)
  func consecutiveFractionsMatchTheReferenceAcrossMidnightsAndTransitions(_ zoneName: String) {
    var writer = DateWriter(zone: choice(zoneName))
    for (t, expected) in ReferenceWalk.byZone[zoneName]!.instants {
      let written = writer.string(t)
      if written != expected {
        Issue.record("t = \(t): \(written ?? "nil"), expected \(expected ?? "nil")")
        break
      }
    }
  }

  /// The same walk through a date pattern, whose printer keeps its day's text
  /// as the ISO writer does: the pattern spells the reference's text with the
  /// fraction padded to nine digits and UTC named `UTC`.
  @Test(arguments: ReferenceWalk.zones)
  func consecutivePatternDatesMatchTheReferenceAcrossMidnightsAndTransitions(_ zoneName: String) {
    let zone = choice(zoneName)
    let pattern = try! DateFormat.parse("+%Y-%m-%dT%H:%M:%S.%N%Z").get()
    var printer = DatePrinter(format: pattern, zone: zone)
    for (t, reference) in ReferenceWalk.byZone[zoneName]!.instants {
      let iso = reference!
      // `…T12:34:56[.fff]` and then `Z` or the offset.
      let zoneStart = iso.lastIndex(where: { $0 == "Z" || $0 == "+" || $0 == "-" })!
      var time = String(iso[..<zoneStart])
      let fraction = time.count > 19 ? String(time.dropFirst(20)) : ""
      time =
        String(time.prefix(19)) + "." + fraction + String(repeating: "0", count: 9 - fraction.count)
      let expected = time + (zone.isAlwaysUTC ? "UTC" : String(iso[zoneStart...]))
      let written = printer.string(t)
      if written != expected {
        Issue.record("t = \(t): \(written ?? "nil"), expected \(expected)")
        break
      }
    }
  }

  @Test func tinyInstantsRoundLikeTheReference() {
    var writer = DateWriter(zone: .utc)
    let offset: (Int) -> Int = { _ in 0 }
    for t in [
      Double.leastNonzeroMagnitude, -Double.leastNonzeroMagnitude, 1e-300, -1e-300, 4.9e-10,
      5.1e-10, -5e-10,
    ] {
      #expect(
        writer.string(t) == ReferenceDates.format(t, printsZ: true, offset: offset), "t = \(t)")
    }
  }

  @Test(arguments: ["UTC", "Europe/Paris", "+05:45", "Africa/Monrovia"])
  func readingWhatWasWrittenGivesTheInstantBack(_ zoneName: String) {
    let zone = choice(zoneName)
    var writer = DateWriter(zone: zone)
    var reader = DateReader(zone: zone, now: { 0 })
    var random = SplitMix64(seed: 0x5EED_0002)
    for round in 0..<3000 {
      // A third of the instants lie within 2^23 s of 2001, where a Double is
      // finer than a nanosecond and printing to 9 digits loses information.
      let t =
        round % 3 == 0
        ? Double.random(in: -0x1p23...0x1p23, using: &random)
        : randomInstant(in: -63_113_000_000...252_423_000_000, using: &random)
      guard let text = writer.string(t) else {
        Issue.record("\(t) was not written")
        continue
      }
      let back = try? reader.read(text).get()
      if t.magnitude >= 0x1p23 {
        // A nanosecond is below half an ulp here: the nearest Double is t.
        #expect(back == t, "\(t) → \(text)")
      } else {
        #expect(back.map { ($0 - t).magnitude <= 0.5e-9 + t.ulp } == true, "\(t) → \(text)")
      }
    }
  }
}
