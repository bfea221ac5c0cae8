import Foundation
import Testing
import TimelineCore
import TimelineTestSupport

/// SwiftUI's `Text` schedules, put to Foundation's `Calendar` word for word as
/// docs/semantics.md states them ("The schedules behind Text date styles").
/// Written here, apart from the library, so that the library's arithmetic fast
/// paths are held to Foundation and not to themselves.
enum TextCalendarReference {
  /// `date`'s second and nanosecond, as SwiftUI reads them.
  static func secondOfMinute(_ date: Date, _ calendar: Calendar) -> DateComponents {
    calendar.dateComponents([.second, .nanosecond], from: date)
  }

  static func next(_ date: Date, _ components: DateComponents, _ calendar: Calendar) -> Date? {
    calendar.nextDate(after: date, matching: components, matchingPolicy: .nextTime)
  }

  /// `Text(alignment, style: .timer)`, low-frequency mode.
  static func timer(alignment: Date, from start: Date, _ calendar: Calendar, count: Int) -> [Date] {
    let target = secondOfMinute(alignment, calendar)
    var entries: [Date] = []
    var entry = next(start, target, calendar)
    while let date = entry, entries.count < count {
      entries.append(date)
      entry = next(date, target, calendar)
    }
    return entries
  }

  /// `Text(timerInterval: …, countsDown: true)`, low-frequency mode.
  static func countdown(end: Date, from start: Date, _ calendar: Calendar, count: Int) -> [Date] {
    let target = secondOfMinute(end, calendar)
    let lastMinute = calendar.date(byAdding: .minute, value: -1, to: end) ?? end
    var entry =
      start >= lastMinute || calendar.date(start, matchesComponents: target)
      ? start : next(start, target, calendar)
    var entries: [Date] = []
    while let date = entry, entries.count < count {
      entries.append(date)
      if date >= lastMinute {
        entry = date >= end ? nil : date.addingTimeInterval(1)
      } else {
        let candidate = next(date, target, calendar)
        entry = candidate.map { $0 > lastMinute ? lastMinute : $0 }
      }
    }
    return entries
  }

  /// `Text(timerInterval: …, countsDown: false)`, low-frequency mode.
  static func countUp(
    interval: ClosedRange<Date>, from start: Date, _ calendar: Calendar, count: Int
  )
    -> [Date]
  {
    let firstMinute =
      calendar.date(byAdding: .minute, value: 1, to: interval.lowerBound) ?? interval.lowerBound
    func after(_ date: Date) -> Date? {
      if date < firstMinute { return date.addingTimeInterval(1) }
      guard let candidate = next(date, secondOfMinute(interval.lowerBound, calendar), calendar),
        candidate <= interval.upperBound
      else { return nil }
      return candidate
    }
    var entries: [Date] = []
    var entry = after(start)
    while let date = entry, entries.count < count {
      entries.append(date)
      entry = after(date)
    }
    return entries
  }

  /// The components an aligned schedule matches: those smaller than the unit, zeroed.
  static func zeroed(below unit: TextWallClockTimelineSchedule.Unit) -> DateComponents {
    let order: [TextWallClockTimelineSchedule.Unit] = [
      .year, .month, .day, .hour, .minute, .second,
    ]
    // OpenSwiftUI's AlignedTimelineSchedule finds the unit in year…nanosecond; a unit
    // outside that list has no smaller units, so nothing is zeroed.
    guard order.contains(unit) else { return DateComponents() }
    let smaller = order.drop { $0 != unit }.dropFirst()
    var parts = DateComponents(nanosecond: 0)
    for unit in smaller {
      switch unit {
      case .year: break
      case .month: parts.month = 0
      case .day: parts.day = 0
      case .hour: parts.hour = 0
      case .minute: parts.minute = 0
      case .second: parts.second = 0
      case .weekday, .week, .quarter, .era: break
      }
    }
    return parts
  }

  /// The wall-clock aligned schedule.
  static func wallClock(
    _ unit: TextWallClockTimelineSchedule.Unit, from start: Date, _ calendar: Calendar, count: Int
  ) -> [Date] {
    let parts = zeroed(below: unit)
    var entry: Date? =
      calendar.date(start, matchesComponents: parts)
      ? start
      : calendar.nextDate(
        after: start, matching: parts, matchingPolicy: .nextTime, direction: .backward)
        ?? start
    var entries: [Date] = []
    while let date = entry, entries.count < count {
      entries.append(date)
      entry = next(date, parts, calendar)
    }
    return entries
  }
}

/// A zone and the stretches of time to compare the library with Foundation in.
struct TextDifferentialScenario: Sendable, CustomTestStringConvertible {
  let name: String
  let calendar: Calendar
  /// Random dates are drawn from here (seconds since 2001).
  let range: Range<Double>
  /// Transitions the walks must cross (seconds since 2001).
  let transitions: [Double]
  let seed: UInt64

  var testDescription: String { name }

  init(
    _ name: String, _ identifier: String, from: Date, to: Date, seed: UInt64,
    transitionsIn years: [Int] = [], calendar: Calendar.Identifier = .gregorian
  ) {
    self.name = name
    var calendar = Calendar(identifier: calendar)
    calendar.timeZone = zone(identifier)
    self.calendar = calendar
    self.range = from.timeIntervalSinceReferenceDate..<to.timeIntervalSinceReferenceDate
    self.seed = seed
    var transitions: [Double] = []
    for year in years {
      var cursor = wallClock(year, 1, 1)
      while let transition = calendar.timeZone.nextDaylightSavingTimeTransition(after: cursor),
        transition < wallClock(year + 1, 1, 1)
      {
        transitions.append(transition.timeIntervalSinceReferenceDate)
        cursor = transition
      }
    }
    self.transitions = transitions
  }
}

@Suite struct TextScheduleDifferentialTests {
  static let scenarios: [TextDifferentialScenario] = [
    .init(
      "UTC, 1600 to 9999", "UTC", from: wallClock(1600, 1, 1), to: wallClock(9999, 1, 1), seed: 1),
    .init(
      "UTC, years 1 to 1600", "UTC", from: wallClock(1, 1, 2), to: wallClock(1600, 1, 1), seed: 2),
    .init("UTC, around the reference date", "UTC", from: d(-400_000), to: d(400_000), seed: 3),
    .init(
      "America/New_York DST", "America/New_York", from: wallClock(1900, 1, 1),
      to: wallClock(2100, 1, 1), seed: 4, transitionsIn: [1883, 1974, 2007, 2024, 2025, 2038]),
    .init(
      "Europe/Paris DST", "Europe/Paris", from: wallClock(1900, 1, 1), to: wallClock(2100, 1, 1),
      seed: 5, transitionsIn: [1911, 1976, 1996, 2024, 2025, 2040]),
    .init(
      "Africa/Monrovia, −00:44:30 until 1972", "Africa/Monrovia", from: wallClock(1950, 1, 1),
      to: wallClock(1972, 1, 1), seed: 6, transitionsIn: [1972]),
    .init(
      "Europe/Amsterdam 1930s as Foundation sees it", "Europe/Amsterdam",
      from: wallClock(1930, 1, 1),
      to: wallClock(1940, 1, 1), seed: 7, transitionsIn: [1937]),
    .init(
      "Australia/Lord_Howe half-hour DST", "Australia/Lord_Howe", from: wallClock(1990, 1, 1),
      to: wallClock(2050, 1, 1), seed: 8, transitionsIn: [2024]),
    .init(
      "Pacific/Apia skipped day", "Pacific/Apia", from: wallClock(2000, 1, 1),
      to: wallClock(2030, 1, 1), seed: 9, transitionsIn: [2011]),
    .init(
      "Europe/Paris, ISO 8601 calendar", "Europe/Paris", from: wallClock(2000, 1, 1),
      to: wallClock(2030, 1, 1), seed: 10, transitionsIn: [2024], calendar: .iso8601),
    .init(
      "America/New_York, Hebrew calendar", "America/New_York", from: wallClock(2000, 1, 1),
      to: wallClock(2030, 1, 1), seed: 11, transitionsIn: [2024], calendar: .hebrew),
  ]

  /// A fraction of a second that is often on an edge: whole, a hair past or before one.
  static func fraction(_ rng: inout SplitMix64) -> Double {
    switch Int.random(in: 0..<6, using: &rng) {
    case 0: 0
    case 1: 1e-7
    case 2: 0.999_999_9
    case 3: Double.random(in: 0..<1e-6, using: &rng)
    case 4: 1 - Double.random(in: 0..<1e-6, using: &rng)
    default: Double.random(in: 0..<1, using: &rng)
    }
  }

  /// A start date on, or a hair either side of, `t`.
  static func near(_ t: Double, _ rng: inout SplitMix64) -> Double {
    let offsets = [0, 1e-9, -1e-9, 1e-7, -1e-7, 4e-7, 6e-7, -6e-7, 1e-3, -1e-3, 0.5]
    let base = [t, t.nextUp, t.nextDown].randomElement(using: &rng)!
    return base + offsets.randomElement(using: &rng)!
  }

  /// Start dates: random ones, walks from a few hours before each transition, and
  /// starts `neighbours` × 61.7 s from each transition (1.7 s further into the
  /// minute each time: 36 of them meet every second of a minute).
  static func starts(
    _ scenario: TextDifferentialScenario, _ rng: inout SplitMix64, random: Int,
    neighbours: ClosedRange<Int> = -60...60
  )
    -> [(start: Double, count: Int)]
  {
    var starts: [(Double, Int)] = []
    for _ in 0..<random {
      starts.append(
        (Double.random(in: scenario.range, using: &rng).rounded(.down) + fraction(&rng), 3))
    }
    for transition in scenario.transitions {
      for _ in 0..<3 {
        starts.append((transition - 10_800 + Double.random(in: 0..<3_600, using: &rng), 240))
      }
      for k in neighbours { starts.append((transition + 61.7 * Double(k), 3)) }
    }
    return starts
  }

  static func describe(_ actual: [Date], _ expected: [Date]) -> String? {
    guard actual != expected else { return nil }
    let common = min(actual.count, expected.count)
    let index = (0..<common).first { actual[$0] != expected[$0] } ?? common
    let got = index < actual.count ? "\(actual[index].timeIntervalSinceReferenceDate)" : "nothing"
    let want =
      index < expected.count ? "\(expected[index].timeIntervalSinceReferenceDate)" : "nothing"
    return "entry \(index): \(got), Calendar gives \(want)"
  }

  @Test(arguments: scenarios)
  func timerEntriesEqualFoundationsCalendarExactly(_ scenario: TextDifferentialScenario) {
    var rng = SplitMix64(seed: scenario.seed)
    var mismatches: [String] = []
    for (start, count) in Self.starts(scenario, &rng, random: 800) {
      // The alignment is within a day of the start; a third of the starts sit a
      // hair from the alignment's second of the minute.
      var alignment = (start + Double.random(in: -86_400...86_400, using: &rng)).rounded(.down)
      alignment += Self.fraction(&rng)
      var from = start
      if Int.random(in: 0..<3, using: &rng) == 0 {
        from = Self.near(
          alignment + 60 * Double(Int.random(in: -30...30, using: &rng)), &rng)
      }
      let expected = TextCalendarReference.timer(
        alignment: d(alignment), from: d(from), scenario.calendar, count: count)
      let actual = Array(
        TextTimerTimelineSchedule(alignment: d(alignment), calendar: scenario.calendar)
          .entries(from: d(from), mode: .lowFrequency).prefix(count))
      if let message = Self.describe(actual, expected) {
        mismatches.append("D = \(alignment), from \(from): \(message)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) differ; first: \(mismatches.prefix(5))")
  }

  /// How many entries a short walk reads: 70 (a minute of seconds and more) when it
  /// can reach where the countdown's or count-up's minute entries and its second
  /// entries meet, else 20, which still walks on from entry to entry. The reference
  /// asks Foundation for each minute entry, and the minutes a 70-entry walk read past
  /// those 20 held no other rule (most of the suite's time went to them).
  static func shortWalk(reachesTheSeconds: Bool) -> Int { reachesTheSeconds ? 70 : 20 }

  @Test(arguments: scenarios)
  func countdownEntriesEqualFoundationsCalendarExactly(_ scenario: TextDifferentialScenario) {
    var rng = SplitMix64(seed: scenario.seed &+ 100)
    var mismatches: [String] = []
    // Each short walk is up to 70 entries, not 3 (a minute of seconds and more):
    // half as many random starts, and the neighbours of a transition that meet
    // every second of a minute once, cover what the timer's walks cover.
    for (start, count) in Self.starts(scenario, &rng, random: 250, neighbours: -30...30) {
      // Ends from just before the start to four hours after it, so that walks
      // from before a transition end after it.
      var end = (start + Double.random(in: -90...14_400, using: &rng)).rounded(.down)
      end += Self.fraction(&rng)
      var from = start
      if Int.random(in: 0..<3, using: &rng) == 0 {
        from = Self.near(end - 60 * Double(Int.random(in: 0...30, using: &rng)), &rng)
      }
      // 70 entries reach the last minute's seconds from up to 70 minutes before it.
      let n =
        count == 3 ? Self.shortWalk(reachesTheSeconds: from >= end - 60 - 70 * 60) : 400
      let expected = TextCalendarReference.countdown(
        end: d(end), from: d(from), scenario.calendar, count: n)
      let actual = Array(
        TextTimerIntervalTimelineSchedule(
          interval: d(min(from, end))...d(end), countsDown: true, calendar: scenario.calendar
        ).entries(from: d(from), mode: .lowFrequency).prefix(n))
      if let message = Self.describe(actual, expected) {
        mismatches.append("B = \(end), from \(from): \(message)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) differ; first: \(mismatches.prefix(5))")
  }

  @Test(arguments: scenarios)
  func countUpEntriesEqualFoundationsCalendarExactly(_ scenario: TextDifferentialScenario) {
    var rng = SplitMix64(seed: scenario.seed &+ 200)
    var mismatches: [String] = []
    // Up to 70 entries a short walk: as for the countdown, fewer starts cover as much.
    for (start, count) in Self.starts(scenario, &rng, random: 250, neighbours: -30...30) {
      var lower = (start - Double.random(in: -90...3_600, using: &rng)).rounded(.down)
      lower += Self.fraction(&rng)
      let upper = lower + Double.random(in: 0...28_800, using: &rng)
      var from = start
      if Int.random(in: 0..<3, using: &rng) == 0 {
        from = Self.near(lower + 60 * Double(Int.random(in: 0...30, using: &rng)), &rng)
      }
      // The first minute's seconds come first: a walk from before its end meets them.
      let n = count == 3 ? Self.shortWalk(reachesTheSeconds: from < lower + 60) : 400
      let expected = TextCalendarReference.countUp(
        interval: d(lower)...d(upper), from: d(from), scenario.calendar, count: n)
      let actual = Array(
        TextTimerIntervalTimelineSchedule(
          interval: d(lower)...d(upper), countsDown: false, calendar: scenario.calendar
        ).entries(from: d(from), mode: .lowFrequency).prefix(n))
      if let message = Self.describe(actual, expected) {
        mismatches.append("A = \(lower), B = \(upper), from \(from): \(message)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) differ; first: \(mismatches.prefix(5))")
  }

  /// Foundation rebuilds a date on a given nanosecond from its local components,
  /// rounding twice: the second of the day plus the fraction, then the day's start
  /// plus that. Found by a search: with D = −13646101643.443857 (second 36,
  /// nanosecond 556142807 in UTC) and a start at 24530933434.781975, the match is
  /// the whole second S = 24530933436 plus the fraction, and the two roundings give
  /// one ulp more than `S + 0.556142807` would.
  @Test func timerDatesRoundTwiceLikeFoundation() {
    let calendar = gregorian(in: zone("UTC"))
    let alignment = d(-13_646_101_643.443_857)
    let from = d(24_530_933_434.781_975)
    let foundation = TextCalendarReference.timer(
      alignment: alignment, from: from, calendar, count: 2)
    let roundedOnce = 24_530_933_436 + 556_142_807 / 1e9
    #expect(
      foundation[0].timeIntervalSinceReferenceDate == roundedOnce.nextUp, "the reference itself")
    #expect(
      Array(
        TextTimerTimelineSchedule(alignment: alignment, calendar: calendar)
          .entries(from: from, mode: .lowFrequency).prefix(2)) == foundation)
  }

  /// How far before a transition a walk of 240 entries of each unit starts, so
  /// that it crosses the transition.
  static func walkLead(_ unit: TextWallClockTimelineSchedule.Unit) -> Double {
    switch unit {
    case .second: 120
    case .minute: 10_800
    case .hour: 5 * 86_400
    case .day, .month, .year, .weekday, .week, .quarter, .era: 120 * 86_400
    }
  }

  @Test(arguments: scenarios)
  func wallClockEntriesEqualFoundationsCalendarExactly(_ scenario: TextDifferentialScenario) {
    var rng = SplitMix64(seed: scenario.seed &+ 300)
    var mismatches: [String] = []
    for unit in TextWallClockTimelineSchedule.Unit.allCases {
      // A month or a year never matches, and Foundation searches long before it
      // gives up: a few starts show that the library gives up the same way.
      let random = [.month, .year, .weekday, .week, .quarter, .era].contains(unit) ? 10 : 400
      var starts: [(Double, Int)] = []
      for _ in 0..<random {
        starts.append((Double.random(in: scenario.range, using: &rng), 3))
      }
      for _ in 0..<random / 3 {
        // A hair from a boundary the reference finds.
        let somewhere = d(Double.random(in: scenario.range, using: &rng))
        let boundary = TextCalendarReference.wallClock(
          unit, from: somewhere, scenario.calendar, count: 1)
        starts.append((Self.near(boundary[0].timeIntervalSinceReferenceDate, &rng), 3))
      }
      for transition in scenario.transitions {
        let lead = Self.walkLead(unit)
        starts.append((transition - lead + Double.random(in: 0..<lead / 3, using: &rng), 240))
        for k in -30...30 { starts.append((transition + 37.3 * Double(k), 3)) }
      }
      for (start, count) in starts {
        let expected = TextCalendarReference.wallClock(
          unit, from: d(start), scenario.calendar, count: count)
        let actual = Array(
          TextWallClockTimelineSchedule(unit: unit, calendar: scenario.calendar)
            .entries(from: d(start), mode: .normal).prefix(count))
        if let message = Self.describe(actual, expected) {
          mismatches.append("\(unit) from \(start): \(message)")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) differ; first: \(mismatches.prefix(5))")
  }

  /// Guards the scenarios: each named transition year has transitions to cross.
  @Test(arguments: scenarios)
  func scenariosHaveTheTransitionsTheyClaim(_ scenario: TextDifferentialScenario) {
    #expect(scenario.name.contains("UTC") || !scenario.transitions.isEmpty)
  }
}
