import Testing

@testable import TimelineInspector

// 2025-01-01T00:00:00Z is 8766 days after 2001-01-01 (24 years, 6 of them leap).
private let newYear2025 = 8766.0 * 86_400

/// Prints a time as minutes and seconds after 2025-01-01T00:00:00Z, so the
/// expectations below read as the docs' examples do.
private func clock(_ t: Double) -> String {
  let seconds = Int(t - newYear2025)
  return
    "00:\(seconds / 60 < 10 ? "0" : "")\(seconds / 60):\(seconds % 60 < 10 ? "0" : "")\(seconds % 60)"
}

@Suite struct SummaryTests {
  /// The wrist-down countdown of docs/cli.md: `text-timer-interval` from 00:00
  /// to 00:05 in low-frequency mode, whose seven dates are 00:00 … 00:04,
  /// then 00:04:01 and 00:04:02 (the last minute in seconds).
  static let wristDownCountdown = [0.0, 60, 120, 180, 240, 241, 242].map { newYear2025 + $0 }

  @Test func wristDownCountdownIsSummarisedByHand() {
    var summary = TimelineSummary()
    for t in Self.wristDownCountdown { summary.add(t) }
    // Gaps 60, 60, 60, 60, 1, 1: sorted 1 1 60 | 60 60 60, median (60 + 60) / 2.
    // Six gaps over 242 s: 6 × 60 / 242 = 1.4876 per minute, 89.256 per hour.
    // The first of the four one-minute stretches is the longest frozen one.
    let text = SummaryText(noun: "dates", summary: summary, pitfalls: []).text(date: clock)
    #expect(
      text == """
        dates: 7
        first: 00:00:00
        last: 00:04:02
        gaps: min 1s, median 1m, max 1m
        per minute: 1.49
        per hour: 89.26
        longest frozen: 1m from 00:00:00 to 00:01:00

        """)
  }

  @Test func theMedianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
    var summary = TimelineSummary()
    for t in [0.0, 1, 3, 7, 15] { summary.add(t) }  // gaps 1 2 4 8
    #expect(summary.gaps == .init(minimum: 1, median: 3, maximum: 8))
  }

  @Test func aSingleTimeHasNoGapsAndNoRate() {
    var summary = TimelineSummary()
    summary.add(newYear2025)
    let text = SummaryText(noun: "updates", summary: summary, pitfalls: []).text(date: clock)
    #expect(
      text == """
        updates: 1
        first: 00:00:00
        last: 00:00:00
        gaps: -
        per minute: -
        per hour: -
        longest frozen: -

        """)
  }

  @Test func theStretchUpToTheEndOfTheRunCountsAsFrozen() {
    // A view frozen in Always On: the display enters at 00:00 and wakes at 00:10.
    var summary = TimelineSummary()
    summary.add(newYear2025)
    summary.close(at: newYear2025 + 600)
    #expect(summary.longestFrozen == .init(start: newYear2025, end: newYear2025 + 600))
  }

  @Test func theMedianPastTheLimitIsOfTheFirstGapsAndSaysSo() {
    var summary = TimelineSummary(gapLimit: 3)
    for t in [0.0, 1, 2, 3, 100, 200] { summary.add(t) }  // gaps 1 1 1 | 97 100
    #expect(summary.gaps == .init(minimum: 1, median: 1, maximum: 100))
    #expect(summary.medianIsOfPrefix)
  }

  @Test func jsonHoldsSecondsAndNamesEachPitfall() {
    var summary = TimelineSummary()
    for t in [0.0, 60, 120, 3_720] { summary.add(newYear2025 + t) }
    let facts = SummaryFacts(timerEnd: newYear2025 + 300)
    let json = SummaryText(
      noun: "updates", summary: summary, pitfalls: facts.pitfalls(last: summary.last)
    )
    .json(date: clock)
    // Three gaps over 3 720 s: 3 × 60 / 3720 = 0.04838709677419355 per minute.
    #expect(
      json == """
        {
          "updates": 4,
          "first": "00:00:00",
          "last": "00:62:00",
          "gaps": {"min": 60.0, "median": 60.0, "max": 3600.0, "medianOfPrefix": false},
          "perMinute": 0.04838709677419355,
          "perHour": 2.903225806451613,
          "longestFrozen": {"start": "00:02:00", "end": "00:62:00", "seconds": 3600.0},
          "warnings": [{"pitfall": "timer-counts-up-past-end", "message": "\(SummaryPitfall.timerCountsUpPastEnd.message)"}]
        }

        """)
  }

  @Test(arguments: [
    (SummaryFacts(frozenInAlwaysOn: true), [SummaryPitfall.freezesInAlwaysOn]),
    (SummaryFacts(animationWithMinimumInterval: true), [.animationAsClock]),
    (SummaryFacts(timerEnd: 10), [.timerCountsUpPastEnd]),
    (SummaryFacts(timerEnd: 20), []),
    (SummaryFacts(timerRangeReversed: true), [.timerRangeReversed]),
    (SummaryFacts(gridAnchorHasNanoseconds: true), [.gridAnchoredAtLaunch]),
    (SummaryFacts(identicalInBothModes: true), [.identicalInBothModes]),
  ])
  func eachFactWarnsOfItsPitfall(_ facts: SummaryFacts, _ expected: [SummaryPitfall]) {
    #expect(facts.pitfalls(last: 15) == expected)
  }

  @Test func everyWarningNamesItsFix() {
    for pitfall in SummaryPitfall.allCases { #expect(pitfall.message.contains("; fix: ")) }
  }

  @Test(arguments: [
    (0.0, "0s"), (0.0004, "0s"), (0.25, "250ms"), (1, "1s"), (90, "1m30s"), (3_660, "1h1m"),
    (90_061.5, "1d1h1m1s500ms"),
  ])
  func durationsAreWrittenAsTheyAreTyped(_ seconds: Double, _ text: String) {
    #expect(CompactDuration.string(seconds) == text)
    // What is written reads back as the same length (to the millisecond).
    if seconds >= 0.001 {
      #expect(DurationText.parse(text) == .success((seconds * 1000).rounded() / 1000))
    }
  }

  @Test(arguments: [
    (1.4876, "1.49"), (89.256, "89.26"), (0.004, "0.00"), (5, "5.00"), (60.05, "60.05"),
  ])
  func ratesHaveTwoDecimals(_ value: Double, _ text: String) {
    #expect(SummaryText.twoDecimals(value) == text)
  }
}
