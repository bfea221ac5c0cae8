import Foundation
import Testing
import TimelineCore
import TimelineTestSupport

/// The library's Always-On frames against `AlwaysOnReference`, over seeded
/// random schedules, windows and sessions.
@Suite struct AlwaysOnDifferentialTests {
  /// Intervals that sit on, and either side of, the fidelity thresholds.
  static let intervals: [Double] = [
    0.5, 15, 0.25, 0.499_999, 0.500_001, 14.999_999, 15.000_001, 1, 1.0 / 30, 2, 10, 20, 60, 90,
  ]

  /// Window lengths: empty, under the read limit's 15 s, and up to ten minutes.
  static let durations: [Double] = [0, 0.3, 0.5, 10, 14.5, 15, 15.25, 59.5, 60, 300, 600]

  /// A random start date: on a quarter second (so sums of the intervals above
  /// stay exact), or anywhere.
  static func randomStart(_ rng: inout SplitMix64) -> Double {
    let t = Double.random(in: -1e6...1e6, using: &rng)
    return Bool.random(using: &rng) ? (t * 4).rounded() / 4 : t
  }

  /// Compares one schedule in one random window under both sessions and a
  /// random cadence override, and its start fidelity.
  static func compare<Schedule: TimelineSchedule>(
    _ name: String, _ schedule: Schedule, start: Double, end: Double,
    _ rng: inout SplitMix64, into mismatches: inout [String]
  ) {
    for session in AlwaysOnSession.allCases {
      let overrides: [TimelineViewDefaultContext.Cadence?] = [nil, .live, .seconds, .minutes]
      let cadence = overrides.randomElement(using: &rng)!
      let expected = AlwaysOnReference.swiftUIFrames(
        schedule, start: start, end: end, session: session, cadence: cadence)
      let actual = alwaysOnFrames(
        schedule, from: start, until: end, session: session, cadence: cadence)
      if actual != expected {
        let common = min(actual.count, expected.count)
        let index = (0..<common).first { actual[$0] != expected[$0] } ?? common
        let got = index < actual.count ? "\(actual[index])" : "missing"
        let want = index < expected.count ? "\(expected[index])" : "none"
        mismatches.append(
          "\(name) [\(start), \(end)) \(session): frame \(index) is \(got), reference \(want)")
      }
    }
    let startFidelity = TimelineView(schedule) { $0 }
      .alwaysOnFrames(from: d(start), until: d(end)).startFidelity.rawValue
    let expectedStart = AlwaysOnReference.startFidelity(schedule, start: start)
    if startFidelity != expectedStart {
      mismatches.append("\(name) from \(start): start \(startFidelity), reference \(expectedStart)")
    }
  }

  @Test func periodicSchedulesGiveTheReferenceFrames() {
    var rng = SplitMix64(seed: 0xA1_0001)
    var mismatches: [String] = []
    for _ in 0..<400 {
      let interval = Self.intervals.randomElement(using: &rng)!
      let anchor = Self.randomStart(&rng)
      let start =
        Bool.random(using: &rng) ? anchor + Double.random(in: -100...100, using: &rng) : anchor
      let end = start + Self.durations.randomElement(using: &rng)!
      Self.compare(
        "periodic(\(anchor), \(interval))", PeriodicTimelineSchedule(from: d(anchor), by: interval),
        start: start, end: end, &rng, into: &mismatches)
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) differ: \(mismatches.prefix(5))")
  }

  /// Explicit dates: increasing with gaps from the threshold list, some before
  /// the window, some out of order or not a number.
  @Test func explicitSchedulesGiveTheReferenceFrames() {
    var rng = SplitMix64(seed: 0xA1_0002)
    var mismatches: [String] = []
    for _ in 0..<600 {
      let start = Self.randomStart(&rng)
      var date = start - Double(Int.random(in: 0...40, using: &rng)) * 0.25
      var dates: [Double] = []
      for _ in 0..<Int.random(in: 0...150, using: &rng) {
        dates.append(date)
        date += Self.intervals.randomElement(using: &rng)!
      }
      if !dates.isEmpty, Int.random(in: 0..<4, using: &rng) == 0 {
        let i = Int.random(in: 0..<dates.count, using: &rng)
        dates[i] = [Double.nan, .infinity, -.infinity, start - 1].randomElement(using: &rng)!
      }
      if dates.count > 1, Int.random(in: 0..<4, using: &rng) == 0 {
        dates.swapAt(
          Int.random(in: 0..<dates.count, using: &rng), Int.random(in: 0..<dates.count, using: &rng)
        )
      }
      let end = start + Self.durations.randomElement(using: &rng)!
      Self.compare(
        "explicit \(dates.prefix(6))…", ExplicitTimelineSchedule(dates.map(d)), start: start,
        end: end, &rng, into: &mismatches)
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) differ: \(mismatches.prefix(5))")
  }

  /// Every-minute, animation (no low-frequency entries) and a schedule that
  /// slows down in low-frequency mode.
  @Test func otherSchedulesGiveTheReferenceFrames() {
    var rng = SplitMix64(seed: 0xA1_0003)
    var mismatches: [String] = []
    for _ in 0..<200 {
      let start = Self.randomStart(&rng)
      let end = start + Self.durations.randomElement(using: &rng)!
      Self.compare(
        "everyMinute", EveryMinuteTimelineSchedule(timeZone: zone("Africa/Monrovia")),
        start: start, end: end, &rng, into: &mismatches)
      Self.compare(
        "animation", AnimationTimelineSchedule(), start: start, end: end, &rng, into: &mismatches)
      Self.compare(
        "smooth second hand", SmoothSecondHand(), start: start, end: end, &rng, into: &mismatches)
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) differ: \(mismatches.prefix(5))")
  }

  /// Apple's documented account, over increasing schedules (the order of
  /// dates that do not increase is a rule of the library's own).
  @Test func theDocumentedModelGivesTheReferenceFrames() {
    var rng = SplitMix64(seed: 0xA1_0004)
    var mismatches: [String] = []
    for _ in 0..<300 {
      let start = Self.randomStart(&rng)
      let end = start + Self.durations.randomElement(using: &rng)!
      let interval = Self.intervals.randomElement(using: &rng)!
      let anchor = start - Double.random(in: 0...30, using: &rng)
      let session = AlwaysOnSession.allCases.randomElement(using: &rng)!
      // Enough entries to pass the end of the window.
      let count = Int((end - anchor) / interval) + 10
      let dates = Set([anchor, anchor + interval, start + 15, end]).sorted().map(d)
      for (name, expected, actual) in [
        (
          "periodic(\(anchor), \(interval))",
          AlwaysOnReference.documentedFrames(
            PeriodicTimelineSchedule(from: d(anchor), by: interval), start: start, end: end,
            session: session, count: count),
          alwaysOnFrames(
            PeriodicTimelineSchedule(from: d(anchor), by: interval), from: start, until: end,
            session: session, model: .documented, limit: 100_000)
        ),
        (
          "explicit",
          AlwaysOnReference.documentedFrames(
            ExplicitTimelineSchedule(dates),
            start: start, end: end, session: session, count: count),
          alwaysOnFrames(
            ExplicitTimelineSchedule(dates),
            from: start, until: end, session: session, model: .documented)
        ),
      ] where actual != expected {
        mismatches.append("\(name) [\(start), \(end)) \(session): \(actual) vs \(expected)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) differ: \(mismatches.prefix(3))")
  }
}

/// A schedule that ticks every 1/30 s, but only every second in low-frequency
/// mode, on the grid through the reference date.
struct SmoothSecondHand: TimelineSchedule {
  func entries(from startDate: Date, mode: Mode) -> PeriodicTimelineSchedule.Entries {
    PeriodicTimelineSchedule(
      from: Date(timeIntervalSinceReferenceDate: 0), by: mode == .lowFrequency ? 1 : 1.0 / 30
    )
    .entries(from: startDate, mode: mode)
  }
}
