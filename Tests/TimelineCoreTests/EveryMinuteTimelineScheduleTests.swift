import Foundation
import Testing
import TimelineCore
import TimelineTestSupport

@Suite struct EveryMinuteTimelineScheduleTests {
  /// Zones of every kind: UTC, a half-hour and a quarter-hour offset, two with
  /// daylight saving time, one with a half-hour DST shift.
  static let zones = [
    "UTC", "Asia/Kolkata", "Asia/Kathmandu", "America/New_York", "Europe/Paris",
    "Australia/Lord_Howe",
  ]

  /// Apple's documentation: created at 10:09:38, the entries are 10:09:00,
  /// 10:10:00, 10:11:00, … on the zone's wall clock.
  @Test(arguments: zones)
  func entriesStartAtTheBeginningOfTheCreationMinute(_ identifier: String) {
    let timeZone = zone(identifier)
    let schedule = EveryMinuteTimelineSchedule(timeZone: timeZone)
    let entries = Array(
      schedule.entries(from: wallClock(2024, 6, 14, 10, 9, 38, in: timeZone), mode: .normal)
        .prefix(3))
    #expect(
      entries == [
        wallClock(2024, 6, 14, 10, 9, 0, in: timeZone),
        wallClock(2024, 6, 14, 10, 10, 0, in: timeZone),
        wallClock(2024, 6, 14, 10, 11, 0, in: timeZone),
      ])
  }

  @Test(arguments: zones)
  func aStartDateOnAMinuteIsTheFirstEntry(_ identifier: String) {
    let timeZone = zone(identifier)
    let start = wallClock(2024, 6, 14, 10, 9, 0, in: timeZone)
    let entries = Array(
      EveryMinuteTimelineSchedule(timeZone: timeZone).entries(from: start, mode: .normal).prefix(2))
    #expect(entries == [start, wallClock(2024, 6, 14, 10, 10, 0, in: timeZone)])
  }

  /// A hair past a minute is not on it: the first entry is that minute's start.
  @Test func aStartDateJustPastAMinuteStartsAtThatMinute() {
    let minute = wallClock(2024, 6, 14, 10, 9, 0)
    let start = minute.addingTimeInterval(1e-6)
    let entries = Array(
      EveryMinuteTimelineSchedule(timeZone: zone("UTC")).entries(from: start, mode: .normal)
        .prefix(2))
    #expect(entries == [minute, minute.addingTimeInterval(60)])
  }

  @Test(arguments: zones)
  func lowFrequencyModeGivesTheSameDates(_ identifier: String) {
    let schedule = EveryMinuteTimelineSchedule(timeZone: zone(identifier))
    let start = wallClock(2024, 6, 14, 10, 9, 38, in: zone(identifier))
    #expect(
      Array(schedule.entries(from: start, mode: .lowFrequency).prefix(5))
        == Array(schedule.entries(from: start, mode: .normal).prefix(5)))
  }

  /// Liberia kept Monrovia Mean Time, −00:44:30, until 1972: its wall-clock
  /// minutes begin 30 s into a UTC minute.
  @Test func inMonrovia1960MinutesBeginAtHalfPastAUTCMinute() {
    let monrovia = zone("Africa/Monrovia")
    let entries = Array(
      EveryMinuteTimelineSchedule(timeZone: monrovia)
        .entries(from: wallClock(1960, 6, 14, 10, 9, 38, in: monrovia), mode: .normal).prefix(3))
    #expect(
      entries == [
        wallClock(1960, 6, 14, 10, 9, 0, in: monrovia),
        wallClock(1960, 6, 14, 10, 10, 0, in: monrovia),
        wallClock(1960, 6, 14, 10, 11, 0, in: monrovia),
      ])
    for entry in entries {
      let secondOfUTCMinute =
        entry.timeIntervalSince1970 - 60 * (entry.timeIntervalSince1970 / 60).rounded(.down)
      #expect(secondOfUTCMinute == 30, "\(entry)")
    }
  }

  /// On 2024-11-03 New York's clocks went back from 02:00 EDT (06:00Z) to 01:00
  /// EST. Foundation's `nextDate` skips the repeated hour, so after 01:59 EDT
  /// (05:59Z) comes 02:00 EST (07:00Z); SwiftUI asks Foundation, so it does too.
  @Test func whenClocksGoBackTheRepeatedHourIsSkippedAsFoundationDoes() {
    let entries = Array(
      EveryMinuteTimelineSchedule(timeZone: zone("America/New_York"))
        .entries(from: wallClock(2024, 11, 3, 5, 58, 30), mode: .normal).prefix(4))
    #expect(
      entries == [
        wallClock(2024, 11, 3, 5, 58), wallClock(2024, 11, 3, 5, 59),
        wallClock(2024, 11, 3, 7, 0), wallClock(2024, 11, 3, 7, 1),
      ])
  }

  /// On 2024-03-10 New York's clocks jumped from 02:00 EST (07:00Z) to 03:00 EDT:
  /// no UTC minute is lost.
  @Test func whenClocksGoForwardNoMinuteIsSkipped() {
    let entries = Array(
      EveryMinuteTimelineSchedule(timeZone: zone("America/New_York"))
        .entries(from: wallClock(2024, 3, 10, 6, 58, 30), mode: .normal).prefix(4))
    #expect(
      entries == [
        wallClock(2024, 3, 10, 6, 58), wallClock(2024, 3, 10, 6, 59),
        wallClock(2024, 3, 10, 7, 0), wallClock(2024, 3, 10, 7, 1),
      ])
  }

  @Test(arguments: zones)
  func staticMemberEveryMinuteInAZoneMatchesTheInitializers(_ identifier: String) {
    let timeZone = zone(identifier)
    let start = wallClock(2024, 6, 14, 10, 9, 38, in: timeZone).timeIntervalSinceReferenceDate
    let expected = seconds(
      [(9, 0), (10, 0), (11, 0)].map { wallClock(2024, 6, 14, 10, $0.0, $0.1, in: timeZone) })
    #expect(firstEntries(.everyMinute(in: timeZone), from: start, count: 3) == expected)
    #expect(
      firstEntries(EveryMinuteTimelineSchedule(timeZone: timeZone), from: start, count: 3)
        == expected)
    #expect(
      firstEntries(
        EveryMinuteTimelineSchedule(calendar: gregorian(in: timeZone)), from: start, count: 3)
        == expected)
  }

  /// Fixed-offset zones, some with odd offsets (+05:45, −00:44:30, +14:00): every
  /// entry is on second 0 of the zone's clock (asked of Foundation), the first
  /// brackets the start date, and the rest are exactly 60 s apart.
  @Test(arguments: [0, 19_800, 20_700, -2_670, -12_600, 50_400])
  func inAFixedOffsetZoneEntriesAreMinuteStartsSixtySecondsApart(_ offset: Int) throws {
    let timeZone = try #require(TimeZone(secondsFromGMT: offset))
    let calendar = gregorian(in: timeZone)
    let schedule = EveryMinuteTimelineSchedule(calendar: calendar)
    var rng = SplitMix64(seed: 0x5EED_0100 &+ UInt64(bitPattern: Int64(offset)))
    // 1900 to 2100.
    let range = -3_155_673_600.0...3_155_673_600.0
    for _ in 0..<1_000 {
      let start = Double.random(in: range, using: &rng).rounded(
        toMultipleOf: [1, 1e-3, 1e-6].randomElement(using: &rng)!)
      let entries = firstEntries(schedule, from: start, count: 5)
      let context = Comment(rawValue: "offset \(offset) from \(start)")
      try #require(entries.count == 5, context)
      try #require(entries[0] <= start && start < entries[0] + 60, context)
      try #require(entries.allSatisfy { isMinuteStart(d($0), in: calendar) }, context)
      try #require(zip(entries, entries.dropFirst()).allSatisfy { $1 == $0 + 60 }, context)
    }
  }

  /// In a zone with daylight saving time: every entry is on second 0 of the
  /// zone's clock, and two entries are 60 s apart unless the zone's offset
  /// changed between them.
  @Test(arguments: ["America/New_York", "Europe/Paris", "Australia/Lord_Howe"])
  func inADaylightSavingZoneEntriesAreMinuteStarts(_ identifier: String) throws {
    let timeZone = zone(identifier)
    let calendar = gregorian(in: timeZone)
    let schedule = EveryMinuteTimelineSchedule(calendar: calendar)
    var rng = SplitMix64(seed: 0x5EED_0200 &+ UInt64(identifier.utf8.count))
    // 1980 to 2040.
    let range = -662_688_000.0...1_230_768_000.0
    for _ in 0..<500 {
      let start = Double.random(in: range, using: &rng)
      let entries = firstEntries(schedule, from: start, count: 8)
      let context = Comment(rawValue: "\(identifier) from \(start)")
      try #require(entries.count == 8, context)
      try #require(entries[0] <= start && start < entries[0] + 60, context)
      try #require(entries.allSatisfy { isMinuteStart(d($0), in: calendar) }, context)
      for (previous, next) in zip(entries, entries.dropFirst()) {
        let offsetChanged =
          timeZone.secondsFromGMT(for: d(previous)) != timeZone.secondsFromGMT(for: d(next))
        try #require(next == previous + 60 || (next > previous && offsetChanged), context)
      }
    }
  }
}

extension Double {
  /// The value rounded down to a multiple of `step`.
  fileprivate func rounded(toMultipleOf step: Double) -> Double {
    (self / step).rounded(.down) * step
  }
}

/// The tests that read or change the process's time zone, one at a time.
@Suite(.serialized) struct CurrentCalendarTests {
  @Test func staticMemberEveryMinuteFollowsTheCurrentCalendar() {
    let start = 740_000_000.25
    let member = firstEntries(.everyMinute, from: start, count: 5)
    #expect(
      member == firstEntries(EveryMinuteTimelineSchedule(calendar: .current), from: start, count: 5)
    )
    #expect(member.allSatisfy { isMinuteStart(d($0), in: .current) }, "\(member)")
    #expect(member.first.map { $0 <= start && start - $0 < 60 } == true, "\(member)")
    #expect(EveryMinuteTimelineSchedule.everyMinute.calendar == nil)
  }

  /// SwiftUI reads `Calendar.current` again for every entry: after the
  /// process's zone changes from UTC to Monrovia (−00:44:30 in 1960), the entries
  /// that follow are Monrovia's minutes, 30 s into each UTC minute. Worked by
  /// hand from docs/semantics.md, section 3: each entry is worked out when the
  /// one before it is returned, so 12:02:00Z was found before the change, and
  /// the entry after it, found after the change, is 12:02:30Z.
  @Test func theDefaultCalendarIsReadAgainForEveryEntry() {
    let start = wallClock(1960, 6, 1, 12, 0, 10)
    withProcessTimeZone("UTC") {
      var entries = EveryMinuteTimelineSchedule.everyMinute.entries(from: start, mode: .normal)
      var seen = [entries.next(), entries.next()]
      withProcessTimeZone("Africa/Monrovia") {
        seen += [entries.next(), entries.next()]
      }
      #expect(
        seen == [
          wallClock(1960, 6, 1, 12, 0), wallClock(1960, 6, 1, 12, 1),
          wallClock(1960, 6, 1, 12, 2), wallClock(1960, 6, 1, 12, 2, 30),
        ])
    }
  }

  /// A schedule given a calendar or a zone keeps it whatever the process's zone.
  @Test func aScheduleGivenAZoneKeepsIt() {
    let start = wallClock(1960, 6, 1, 12, 0, 10)
    withProcessTimeZone("UTC") {
      var entries = EveryMinuteTimelineSchedule(timeZone: zone("UTC")).entries(
        from: start, mode: .normal)
      var seen = [entries.next(), entries.next()]
      withProcessTimeZone("Africa/Monrovia") {
        seen += [entries.next(), entries.next()]
      }
      #expect(seen == (0..<4).map { wallClock(1960, 6, 1, 12, $0) })
    }
  }

  /// Runs `body` with the process's time zone set to `identifier`, then puts
  /// the previous one back.
  private func withProcessTimeZone(_ identifier: String, _ body: () -> Void) {
    let previous = getenv("TZ").map { String(cString: $0) }
    setenv("TZ", identifier, 1)
    NSTimeZone.resetSystemTimeZone()
    defer {
      if let previous { setenv("TZ", previous, 1) } else { unsetenv("TZ") }
      NSTimeZone.resetSystemTimeZone()
    }
    body()
  }
}
