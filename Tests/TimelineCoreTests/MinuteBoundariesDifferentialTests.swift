import Foundation
import Testing
import TimelineCore
import TimelineTestSupport

/// SwiftUI's every-minute query, put to Foundation's `Calendar` word for word as
/// docs/semantics.md (section 3) states it: the very calls SwiftUI makes,
/// `date(_:matchesComponents:)` included. Written here, apart from the library,
/// so that the library's arithmetic fast path is held to Foundation and not to
/// itself.
enum CalendarReference {
  static let minuteStart = DateComponents(second: 0, nanosecond: 0)

  /// The first `count` entries of an every-minute schedule asked from `start`.
  static func entries(from start: Date, calendar: Calendar, count: Int) -> [Date] {
    var entries: [Date] = []
    var entry: Date? =
      calendar.date(start, matchesComponents: minuteStart)
      ? start : minuteStart(from: start, calendar, .backward) ?? start
    while let current = entry, entries.count < count {
      entries.append(current)
      entry = minuteStart(from: current, calendar, .forward)
    }
    return entries
  }

  /// The nearest date before or after `date` whose second and nanosecond are 0.
  static func minuteStart(
    from date: Date, _ calendar: Calendar, _ direction: Calendar.SearchDirection
  ) -> Date? {
    calendar.nextDate(
      after: date, matching: minuteStart, matchingPolicy: .nextTime,
      repeatedTimePolicy: .first, direction: direction)
  }
}

/// A place in time to compare the library with Foundation: a zone, and the
/// start dates to ask from, with how many consecutive entries to compare.
struct DifferentialScenario: Sendable, CustomTestStringConvertible {
  struct Probe: Sendable {
    let start: Double
    let count: Int
  }

  let name: String
  let calendar: Calendar
  /// Transitions the probes must walk across, so that the scenario cannot
  /// quietly miss what it is about (seconds since 2001).
  let mustCross: [Double]
  let probes: [Probe]

  var testDescription: String { name }
}

@Suite struct MinuteBoundariesDifferentialTests {
  /// The number of consecutive entries compared on a walk.
  static let walkLength = 240

  static let scenarios: [DifferentialScenario] = [
    // Years 1 to 9999, including negative reference times, fractional seconds and
    // dates a hair away from a minute.
    randomScenario(
      "UTC, years 1 to 9999", zone("UTC"),
      from: wallClock(1, 1, 2), to: wallClock(9999, 12, 30), seed: 1),
    randomScenario(
      "UTC, around the reference date", zone("UTC"), from: d(-1e6), to: d(1e6), seed: 2),
    randomScenario(
      "UTC+05:30 fixed offset, years 1 to 9999", TimeZone(secondsFromGMT: 19_800)!,
      from: wallClock(1, 1, 2), to: wallClock(9999, 12, 30), seed: 3),
    randomScenario(
      "UTC−00:44:30 fixed offset", TimeZone(secondsFromGMT: -2_670)!,
      from: wallClock(1900, 1, 1), to: wallClock(2100, 1, 1), seed: 4),
    transitionScenario(
      "America/New_York DST, 1970–2040", zone("America/New_York"),
      years: [1970, 1974, 1975, 1987, 2006, 2007, 2023, 2024, 2025, 2026, 2037, 2038, 2040],
      mustCross: [wallClock(2024, 3, 10, 7), wallClock(2024, 11, 3, 6)], seed: 5),
    transitionScenario(
      "America/New_York local mean time ends, 1883", zone("America/New_York"),
      years: [1883], mustCross: [wallClock(1883, 11, 18, 17)], seed: 6),
    randomScenario(
      "America/New_York, 1800–2100", zone("America/New_York"),
      from: wallClock(1800, 1, 1), to: wallClock(2100, 1, 1), seed: 7),
    transitionScenario(
      "Europe/Paris DST, 1976–2040", zone("Europe/Paris"),
      years: [1976, 1977, 1995, 1996, 2023, 2024, 2025, 2026, 2037, 2040],
      mustCross: [wallClock(2024, 3, 31, 1), wallClock(2024, 10, 27, 1)], seed: 8),
    transitionScenario(
      "Europe/Paris mean time ends, 1911", zone("Europe/Paris"), years: [1911],
      mustCross: [wallClock(1911, 3, 10, 23, 50, 39)], seed: 9),
    randomScenario(
      "Africa/Monrovia, 1960", zone("Africa/Monrovia"),
      from: wallClock(1960, 1, 1), to: wallClock(1961, 1, 1), seed: 10),
    transitionScenario(
      "Africa/Monrovia, 1972 transition to GMT", zone("Africa/Monrovia"), years: [1972],
      mustCross: [wallClock(1972, 1, 7, 0, 44, 30)], seed: 11),
    transitionScenario(
      "Pacific/Apia, 2011 skipped day", zone("Pacific/Apia"), years: [2011, 2012],
      mustCross: [wallClock(2011, 12, 30, 10)], seed: 12),
    transitionScenario(
      "Pacific/Apia, 1892 repeated day", zone("Pacific/Apia"), years: [1892],
      mustCross: [wallClock(1892, 7, 4, 11, 26, 56)], seed: 13),
    transitionScenario(
      "Australia/Lord_Howe half-hour DST", zone("Australia/Lord_Howe"),
      years: [1981, 2023, 2024, 2025],
      mustCross: [wallClock(2024, 4, 6, 15), wallClock(2024, 10, 5, 15, 30)], seed: 14),
    transitionScenario(
      "Europe/Paris, ISO 8601 calendar", zone("Europe/Paris"), years: [2024],
      mustCross: [wallClock(2024, 3, 31, 1), wallClock(2024, 10, 27, 1)], seed: 15,
      calendar: .iso8601),
    transitionScenario(
      "America/New_York, Hebrew calendar", zone("America/New_York"), years: [2024],
      mustCross: [wallClock(2024, 11, 3, 6)], seed: 16, calendar: .hebrew),
  ]

  @Test(arguments: scenarios)
  func everyMinuteEntriesEqualFoundationsCalendarExactly(_ scenario: DifferentialScenario) {
    var mismatches: [String] = []
    for probe in scenario.probes {
      let start = d(probe.start)
      let expected = CalendarReference.entries(
        from: start, calendar: scenario.calendar, count: probe.count)
      let actual = Array(
        EveryMinuteTimelineSchedule(calendar: scenario.calendar).entries(from: start, mode: .normal)
          .prefix(probe.count))
      guard actual != expected else { continue }
      let common = min(actual.count, expected.count)
      let index = (0..<common).first { actual[$0] != expected[$0] } ?? common
      mismatches.append(
        "from \(probe.start) (\(start)): entry \(index) is "
          + "\(index < actual.count ? "\(seconds([actual[index]])[0])" : "missing"), Calendar gives "
          + "\(index < expected.count ? "\(seconds([expected[index]])[0])" : "nothing")")
    }
    #expect(
      mismatches.isEmpty,
      "\(mismatches.count) of \(scenario.probes.count) probes differ; first: \(mismatches.prefix(5))"
    )
  }

  /// A start date a few hundred nanoseconds from a minute start (a zone, the minute
  /// start, how many nanoseconds from it the start date is), and whether Foundation
  /// counts the start date as on the minute.
  typealias NearMinuteStart = TestRow<(zone: String, minute: Date, nanoseconds: Double), Bool>

  /// Each row ends with whether the start date counts as on the minute (true) or
  /// falls in the minute before or after it (false).
  static let nearMinuteStarts: [NearMinuteStart] = [
    // docs/semantics.md's example: 00:01:00Z.
    .init(("UTC", minute: d(60), nanoseconds: 200), true),
    .init(("UTC", minute: d(60), nanoseconds: 600), false),
    .init(("UTC", minute: d(60), nanoseconds: -200), false),
    .init(("UTC", minute: d(885_840), nanoseconds: 200), true),
    .init(("UTC", minute: d(885_840), nanoseconds: 400), true),
    .init(("UTC", minute: d(885_840), nanoseconds: 600), false),
    .init(("UTC", minute: d(885_840), nanoseconds: -200), false),
    .init(("UTC", minute: d(885_840), nanoseconds: 0.1), true),
    .init(("UTC", minute: d(-999_720), nanoseconds: 200), true),
    .init(("UTC", minute: wallClock(2024, 6, 14, 10, 9), nanoseconds: 300), true),
    .init(("UTC", minute: wallClock(2024, 6, 14, 10, 9), nanoseconds: 800), false),
    .init(("Asia/Kolkata", minute: wallClock(2024, 6, 14, 10, 9), nanoseconds: 200), true),
    // Monrovia's −00:44:30: local 11:16:00 is 12:00:30Z.
    .init(("Africa/Monrovia", minute: wallClock(1960, 6, 1, 12, 0, 30), nanoseconds: 200), true),
    .init(("Africa/Monrovia", minute: wallClock(1960, 6, 1, 12, 0, 30), nanoseconds: 900), false),
    .init(("Africa/Monrovia", minute: wallClock(1960, 6, 1, 12, 0, 30), nanoseconds: -200), false),
    // New York's clocks jump from 02:00 EST to 03:00 EDT at 07:00Z.
    .init(("America/New_York", minute: wallClock(2024, 3, 10, 7), nanoseconds: 200), true),
    .init(("America/New_York", minute: wallClock(2024, 3, 10, 7), nanoseconds: -200), false),
  ]

  /// SwiftUI takes a start date Foundation counts as on the minute as the
  /// first entry itself, fraction and all.
  @Test(arguments: nearMinuteStarts)
  func aStartDateAFewHundredNanosecondsFromAMinuteStartsAsFoundationSays(_ row: NearMinuteStart) {
    let m = row.input.minute.timeIntervalSinceReferenceDate
    let start = m + row.input.nanoseconds * 1e-9
    // Worked out by hand from docs/semantics.md, section 3: up to 500 ns past
    // a minute start, Foundation counts the start date as on the minute and it
    // is the first entry itself; otherwise the first entry is the start of the
    // minute it falls in. The next entries are the exact starts that follow.
    let minuteStart = row.input.nanoseconds < 0 ? m - 60 : m
    let expected =
      row.expected ? [start, m + 60, m + 120] : [minuteStart, minuteStart + 60, minuteStart + 120]
    let calendar = gregorian(in: zone(row.input.zone))
    #expect(
      seconds(CalendarReference.entries(from: d(start), calendar: calendar, count: 3))
        == expected,
      "the reference itself", sourceLocation: row.location)
    #expect(
      firstEntries(EveryMinuteTimelineSchedule(calendar: calendar), from: start, count: 3)
        == expected,
      sourceLocation: row.location)
  }

  /// Guards the scenarios themselves: each walks across the transitions it is
  /// about, and compares at least a walk's length of entries.
  @Test(arguments: scenarios)
  func scenariosCoverWhatTheyClaimTo(_ scenario: DifferentialScenario) {
    for transition in scenario.mustCross {
      let crossed = scenario.probes.contains {
        $0.count >= Self.walkLength && $0.start < transition
          && transition < $0.start + 60 * Double($0.count) - 1_800
      }
      #expect(crossed, "\(scenario.name) does not walk across \(transition)")
    }
    #expect(scenario.probes.contains { $0.count >= Self.walkLength })
  }

  /// The reference agrees with the library's own (package) calendar path, so the
  /// two names for "what Foundation says" cannot drift apart.
  @Test func theReferenceMatchesTheLibrarysCalendarPath() throws {
    var rng = SplitMix64(seed: 0xD1FF_0000)
    for identifier in ["UTC", "America/New_York", "Africa/Monrovia"] {
      let calendar = gregorian(in: zone(identifier))
      for _ in 0..<200 {
        let start = d(Double.random(in: -2e9...2e9, using: &rng))
        var expected = [CalendarMinutes.firstBoundary(from: start, calendar: calendar)]
        for _ in 1..<3 {
          expected.append(CalendarMinutes.boundary(after: expected.last!, calendar: calendar)!)
        }
        try #require(
          CalendarReference.entries(from: start, calendar: calendar, count: 3) == expected)
      }
    }
  }

  // MARK: Building the scenarios

  /// Random start dates in `from..<to`: some anywhere, some near a minute start
  /// of the zone (found by the reference), with short runs and full walks.
  static func randomScenario(
    _ name: String, _ timeZone: TimeZone, from: Date, to: Date, seed: UInt64
  ) -> DifferentialScenario {
    var rng = SplitMix64(seed: seed)
    let calendar = gregorian(in: timeZone)
    let range = from.timeIntervalSinceReferenceDate..<to.timeIntervalSinceReferenceDate
    var probes: [DifferentialScenario.Probe] = []
    for _ in 0..<1_500 {
      probes.append(.init(start: Double.random(in: range, using: &rng), count: 3))
    }
    for _ in 0..<20 {
      probes.append(.init(start: Double.random(in: range, using: &rng), count: walkLength))
    }
    for _ in 0..<150 {
      let somewhere = d(Double.random(in: range, using: &rng))
      let minute = CalendarReference.entries(from: somewhere, calendar: calendar, count: 1)[0]
      probes += nearMinute(minute.timeIntervalSinceReferenceDate)
    }
    return DifferentialScenario(name: name, calendar: calendar, mustCross: [], probes: probes)
  }

  /// For each transition of `timeZone` during `years`: a walk from a few hours
  /// before it to a few hours after, start dates every 37.3 s for an hour and a
  /// half either side, and start dates a hair from the minutes closest to it.
  /// Three entries from a start cross the transition only from the minutes just
  /// before it, and a repeated hour lies within the hour after it: the probes
  /// that were three hours either side read ordinary minutes, as the random
  /// probes do, and took half of this test's time.
  static func transitionScenario(
    _ name: String, _ timeZone: TimeZone, years: [Int], mustCross: [Date], seed: UInt64,
    calendar identifier: Calendar.Identifier = .gregorian
  ) -> DifferentialScenario {
    var rng = SplitMix64(seed: seed)
    var calendar = Calendar(identifier: identifier)
    calendar.timeZone = timeZone
    var probes: [DifferentialScenario.Probe] = []
    for year in years {
      var cursor = wallClock(year, 1, 1)
      let end = wallClock(year + 1, 1, 1)
      while let transition = timeZone.nextDaylightSavingTimeTransition(after: cursor),
        transition < end
      {
        cursor = transition
        let t = transition.timeIntervalSinceReferenceDate
        // From 3 to 2 hours before, so that the walk ends over an hour after it
        // even when a whole hour is skipped.
        let walkStart = t - 10_800 + Double.random(in: 0..<3_600, using: &rng)
        probes.append(.init(start: walkStart, count: walkLength))
        probes.append(.init(start: (walkStart / 60).rounded(.down) * 60, count: walkLength))
        for k in -145...145 {
          probes.append(.init(start: t + 37.3 * Double(k), count: 3))
        }
        probes.append(.init(start: t, count: 3))
        let minutes = CalendarReference.entries(from: d(t - 180), calendar: calendar, count: 8)
        for minute in minutes { probes += nearMinute(minute.timeIntervalSinceReferenceDate) }
      }
    }
    return DifferentialScenario(
      name: name, calendar: calendar, mustCross: mustCross.map(\.timeIntervalSinceReferenceDate),
      probes: probes)
  }

  /// Start dates on, and a hair either side of, the minute start `t`: one ulp,
  /// a few hundred nanoseconds (either side of Foundation's 500 ns tolerance),
  /// 1 µs, and around a millisecond.
  static func nearMinute(_ t: Double) -> [DifferentialScenario.Probe] {
    let offsets = [
      1e-7, 2e-7, 4e-7, 4.9e-7, 5e-7, 5.1e-7, 6e-7, 1e-6, 0.000_999, 0.001, 0.001_001, 0.5,
    ]
    let starts = [t, t.nextUp, t.nextDown] + offsets.flatMap { [t + $0, t - $0] }
    return starts.map { .init(start: $0, count: 3) }
  }
}
