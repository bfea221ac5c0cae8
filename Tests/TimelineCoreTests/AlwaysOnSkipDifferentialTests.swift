import Foundation
import Testing
import TimelineCore
import TimelineTestSupport

/// Always-On frames of fine periodic grids, which the library passes over
/// arithmetically between two kept frames, against the same rules read one
/// entry at a time (docs/semantics.md, "Always On").
@Suite struct AlwaysOnSkipDifferentialTests {
  /// SwiftUI's frames read one entry at a time, the first `count` of them.
  static func oneByOne<Schedule: TimelineSchedule>(
    _ schedule: Schedule, start: Double, end: Double?, session: AlwaysOnSession, count: Int
  ) -> [AlwaysOnReference.Frame] {
    Array(
      IteratorSequence(
        SwiftUIFramesOneByOne(
          schedule.entries(from: d(start), mode: .lowFrequency).makeIterator(), start: start,
          end: end, session: session)
      ).prefix(count))
  }

  /// Apple's documented account read one entry at a time, the first `count` frames.
  static func documentedOneByOne<Schedule: TimelineSchedule>(
    _ schedule: Schedule, start: Double, end: Double?, session: AlwaysOnSession, count: Int
  ) -> [AlwaysOnReference.Frame] {
    Array(
      IteratorSequence(
        DocumentedFramesOneByOne(
          schedule.entries(from: d(start), mode: .lowFrequency).makeIterator(), start: start,
          end: end, session: session)
      ).prefix(count))
  }

  /// A random grid fine enough for hundreds to thousands of entries between
  /// two kept frames, yet coarse enough to read one by one here: an interval
  /// with a random fraction, an anchor and a start anywhere from year 1900 to
  /// 2100, or near 0 where the spacing of `Double`s is finest.
  static func randomGrid(_ rng: inout SplitMix64, spacing: Double)
    -> (schedule: PeriodicTimelineSchedule, start: Double)
  {
    let perFrame = Double.random(in: 3...3_000, using: &rng)
    let interval = spacing / perFrame * Double.random(in: 0.9...1.1, using: &rng)
    let anchor =
      Bool.random(using: &rng)
      ? Double.random(in: -3.2e9...3.2e9, using: &rng) : Double.random(in: -5...5, using: &rng)
    let start = anchor + Double.random(in: -2...200, using: &rng) * interval
    return (PeriodicTimelineSchedule(from: d(anchor), by: interval), start)
  }

  @Test func skippedFramesAreThoseReadOneByOne() {
    var rng = SplitMix64(seed: 0x5C1F_2001)
    var mismatches: [String] = []
    for _ in 0..<120 {
      for session in AlwaysOnSession.allCases {
        let (schedule, start) = Self.randomGrid(&rng, spacing: session.minimumFrameSpacing)
        // Without an end, and with one where the read limit or the end stops the frames.
        let end: Double? =
          Bool.random(using: &rng)
          ? nil : start + Double.random(in: 0...(8 * session.minimumFrameSpacing), using: &rng)
        let count = 4
        for model in [TimelineUpdateModel.swiftui, .documented] {
          let expected =
            model == .swiftui
            ? Self.oneByOne(schedule, start: start, end: end, session: session, count: count)
            : Self.documentedOneByOne(
              schedule, start: start, end: end, session: session, count: count)
          let actual = alwaysOnFrames(
            schedule, from: start, until: end, session: session, model: model, limit: count)
          let same =
            actual.count == expected.count
            && zip(actual, expected).allSatisfy {
              $0.time.bitPattern == $1.time.bitPattern && $0.date.bitPattern == $1.date.bitPattern
                && $0 == $1
            }
          if !same {
            mismatches.append(
              "\(model) by \(schedule.interval) from \(schedule.startDate.timeIntervalSinceReferenceDate) at \(start) until \(String(describing: end)) \(session): \(actual) vs \(expected)"
            )
          }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) differ: \(mismatches.prefix(2))")
  }

  @Test func aMicrosecondGridGivesAFrameAMinuteWithoutReadingEveryEntry() {
    // Near 2025 (7.57 × 10⁸ s, between 2²⁹ and 2³⁰) Doubles are 2⁻²³ s apart, and
    // 10⁻⁶ s is 8.39 of those: each addition adds 8, exactly 2⁻²⁰ s. 60 s is
    // 62,914,560 such steps, so the frame a minute on lands exactly on the
    // minute; the hang bound fails the test if the 6 × 10⁷ entries between are
    // read one by one.
    let start = 757_382_400.0
    let frames = finished {
      alwaysOnFrames(
        PeriodicTimelineSchedule(from: d(start), by: 1e-6), from: start, until: nil, limit: 3)
    }
    #expect(frames?.map(\.time) == [start, start + 60, start + 120])
  }
}

/// What the view shows as the display enters Always On.
@Suite struct AlwaysOnEnteringTests {
  @Test func theSwiftUIModelShowsTheFirstLowFrequencyEntryWithoutCatchingUp() {
    let view = TimelineView(.explicit([d(10), d(20), d(40)])) { $0 }
    #expect(view.alwaysOnFrames(from: d(30)).dateOnEntering(previouslyShown: d(20)) == d(10))
    // Apple's documented account has no such reset: the view keeps its date.
    #expect(
      view.alwaysOnFrames(from: d(30), model: .documented).dateOnEntering(previouslyShown: d(20))
        == d(20))
  }

  @Test func withoutLowFrequencyEntriesTheViewKeepsWhatItShowed() {
    let view = TimelineView(.animation) { $0 }
    #expect(view.alwaysOnFrames(from: d(30)).dateOnEntering(previouslyShown: d(29.5)) == d(29.5))
  }

  @Test func aFirstEntryThatIsNotFiniteGivesWayToTheStart() {
    let view = TimelineView(.explicit([Date(timeIntervalSinceReferenceDate: .nan), d(40)])) { $0 }
    #expect(view.alwaysOnFrames(from: d(30)).dateOnEntering(previouslyShown: d(20)) == d(30))
  }
}
