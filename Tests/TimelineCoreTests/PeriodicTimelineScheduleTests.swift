import Foundation
import Testing
import TimelineCore
import TimelineTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One row of docs/semantics.md's periodic vectors (section 2): the schedule's start S and
/// interval I, the date F it is asked from, and its first entries (seconds since 2001).
typealias PeriodicVector = TestRow<(start: Double, interval: Double, from: Double), [Double]>

@Suite struct PeriodicTimelineScheduleTests {
  /// Observed on real SwiftUI (docs/semantics.md, section 2).
  static let observedVectors: [PeriodicVector] = [
    PeriodicVector((start: 0, interval: 5, from: 12), [10, 15, 20]),
    PeriodicVector((start: 0, interval: 10, from: 25), [20, 30]),
    PeriodicVector((start: 0, interval: 5, from: 15), [15, 20]),
  ]

  /// Asked from before the start date, the grid extends backwards (docs/semantics.md, section 2).
  static let beforeStartVectors: [PeriodicVector] = [
    PeriodicVector((start: 100, interval: 60, from: 10), [40, 100, 160])
  ]

  @Test(arguments: observedVectors)
  func entriesStartAtTheLatestBoundaryAtOrBeforeTheQueryDate(_ row: PeriodicVector) {
    let schedule = PeriodicTimelineSchedule(from: d(row.input.start), by: row.input.interval)
    let entries = seconds(
      schedule.entries(from: d(row.input.from), mode: .normal).prefix(row.expected.count))
    #expect(entries == row.expected, sourceLocation: row.location)
  }

  @Test(arguments: beforeStartVectors)
  func askedFromBeforeTheStartTheGridExtendsBackwards(_ row: PeriodicVector) {
    let schedule = PeriodicTimelineSchedule(from: d(row.input.start), by: row.input.interval)
    let entries = seconds(
      schedule.entries(from: d(row.input.from), mode: .normal).prefix(row.expected.count))
    #expect(entries == row.expected, sourceLocation: row.location)
  }

  @Test(arguments: observedVectors + beforeStartVectors)
  func lowFrequencyModeGivesTheSameDates(_ row: PeriodicVector) {
    let schedule = PeriodicTimelineSchedule(from: d(row.input.start), by: row.input.interval)
    let entries = seconds(
      schedule.entries(from: d(row.input.from), mode: .lowFrequency).prefix(row.expected.count))
    #expect(entries == row.expected, sourceLocation: row.location)
  }

  @Test(arguments: observedVectors + beforeStartVectors)
  func staticMemberPeriodicBehavesLikeTheInitializer(_ row: PeriodicVector) {
    let entries = firstEntries(
      .periodic(from: d(row.input.start), by: row.input.interval), from: row.input.from,
      count: row.expected.count)
    #expect(entries == row.expected, sourceLocation: row.location)
    let member: PeriodicTimelineSchedule = .periodic(
      from: d(row.input.start), by: row.input.interval)
    #expect(member == PeriodicTimelineSchedule(from: d(row.input.start), by: row.input.interval))
    #expect(member.startDate == d(row.input.start))
    #expect(member.interval == row.input.interval)
  }

  /// Apple's documentation: a schedule from 10:09:30 by 60 s asked at 10:34:45.
  @Test func documentedExampleStartsAtTheMinuteBoundaryBeforeTheQuery() {
    let schedule = PeriodicTimelineSchedule(from: wallClock(2024, 6, 14, 10, 9, 30), by: 60)
    let entries = Array(
      schedule.entries(from: wallClock(2024, 6, 14, 10, 34, 45), mode: .normal).prefix(2))
    #expect(entries == [wallClock(2024, 6, 14, 10, 34, 30), wallClock(2024, 6, 14, 10, 35, 30)])
  }

  @Test func askedFromItsStartDateTheFirstEntryIsTheStartDate() throws {
    var rng = SplitMix64(seed: 0x5EED_0001)
    for _ in 0..<2_000 {
      let start = Double.random(in: -1e10...1e10, using: &rng)
      let interval = Double.random(in: 1e-3...1e6, using: &rng)
      let first = firstEntries(.periodic(from: d(start), by: interval), from: start, count: 1)
      // fmod(0, I) is 0, so F − 0 is F exactly.
      try #require(first == [start], "S=\(start) I=\(interval)")
    }
  }

  @Test(arguments: [0.0, .nan])
  func zeroOrNaNIntervalGivesNaNDates(_ interval: Double) {
    let entries = firstEntries(.periodic(from: d(0), by: interval), from: 12, count: 3)
    #expect(entries.count == 3)
    #expect(entries.allSatisfy { $0.isNaN }, "\(entries)")
  }

  /// fmod(12, -5) is 2 (the sign of the dividend), so the first entry is 10 and
  /// each next one is 5 s earlier.
  @Test func negativeIntervalGivesDescendingDates() {
    #expect(firstEntries(.periodic(from: d(0), by: -5), from: 12, count: 4) == [10, 5, 0, -5])
  }

  /// Start, query and interval are whole multiples of 2⁻¹⁰ s below 2⁵³ units, so
  /// every Double operation involved is exact and the expected grid index can be
  /// worked out with integers, independently of floating-point remainders.
  @Test func onAnExactGridEntriesAreTheBoundariesAroundTheQueryDate() throws {
    let unit = 1.0 / 1024
    var rng = SplitMix64(seed: 0x5EED_0002)
    for _ in 0..<5_000 {
      let s = Int64.random(in: -(1 << 40)...(1 << 40), using: &rng)
      let f = Int64.random(in: -(1 << 40)...(1 << 40), using: &rng)
      // Intervals from a millisecond-ish to twelve days, favouring small ones.
      let i = Int64.random(in: 1...(1 << Int64.random(in: 1...30, using: &rng)), using: &rng)
      // k: the latest boundary at or before F when F ≥ S, else the earliest at or after F.
      let k = f >= s ? floorDivide(f - s, i) : ceilDivide(f - s, i)
      let expected = (0..<6).map { n in Double(s + (k + Int64(n)) * i) * unit }
      let schedule = PeriodicTimelineSchedule(from: d(Double(s) * unit), by: Double(i) * unit)
      let entries = seconds(schedule.entries(from: d(Double(f) * unit), mode: .normal).prefix(6))
      try #require(entries == expected, "S=\(s)u I=\(i)u F=\(f)u (u = 2⁻¹⁰ s)")
    }
  }

  /// Arbitrary doubles: the first entry is bit for bit F − fmod(F − S, I) (C's fmod,
  /// not the library's call), it lies on the grid and brackets F, and every next
  /// entry is the previous one plus I, added in Double.
  @Test func withArbitraryDoublesEntriesLieOnTheGridAndBracketTheQueryDate() throws {
    var rng = SplitMix64(seed: 0x5EED_0003)
    for _ in 0..<5_000 {
      let start = Double.random(in: -1e10...1e10, using: &rng)
      let from =
        Bool.random(using: &rng)
        ? start + Double.random(in: -1e5...1e5, using: &rng)
        : Double.random(in: -1e10...1e10, using: &rng)
      let interval = pow(10, Double.random(in: -3...6, using: &rng))
      let schedule = PeriodicTimelineSchedule(from: d(start), by: interval)
      let entries = seconds(schedule.entries(from: d(from), mode: .normal).prefix(8))
      let context = Comment(rawValue: "S=\(start) I=\(interval) F=\(from)")
      try #require(entries.count == 8, context)
      let first = entries[0]

      try #require(first == from - fmod(from - start, interval), context)

      // Rounding F − S, then F − r, then measuring against the grid each move a
      // value by at most half an ulp of the largest magnitude involved; eight ulps
      // bound their sum and stay far below half the smallest interval tried.
      let magnitude = max(abs(start), abs(from), abs(first), abs(from - start))
      let slack = 8 * magnitude.ulp
      let k = ((first - start) / interval).rounded()
      try #require(abs((first - start) - k * interval) <= slack, "off the grid; \(context)")
      if from >= start {
        // F − r with r ≥ 0 rounds to at most F: exact.
        try #require(first <= from, context)
        try #require(from - first < interval + slack, context)
      } else {
        // F − r with r ≤ 0 rounds to at least F: exact.
        try #require(first >= from, context)
        try #require(first - from < interval + slack, context)
      }
      for (previous, next) in zip(entries, entries.dropFirst()) {
        try #require(next == previous + interval, context)
      }
      let lowFrequency = seconds(schedule.entries(from: d(from), mode: .lowFrequency).prefix(8))
      try #require(lowFrequency == entries, context)
    }
  }
}

/// ⌊a / b⌋ for b > 0.
private func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
  let q = a / b
  return a % b != 0 && a < 0 ? q - 1 : q
}

/// ⌈a / b⌉ for b > 0.
private func ceilDivide(_ a: Int64, _ b: Int64) -> Int64 {
  let q = a / b
  return a % b != 0 && a > 0 ? q + 1 : q
}
