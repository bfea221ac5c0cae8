import Foundation
import Testing
import TimelineCore
import TimelineTestSupport

@testable import TimelineInspector

/// The text inside entries, over random timelines (docs/semantics.md, "Widgets", "Text
/// inside entries"): each entry's text updates exactly while the entry is current, and
/// the rows stay in time order. Every entry carries a text on a 7-second grid, whose
/// updates in a span are counted independently: the span's start, then each grid point
/// after it and before the entry is replaced (or at or before the plan's end).
@Suite struct WidgetRowsPropertyTests {
  static let seeds: [UInt64] = [1, 2, 3, 0x5EED, 0xC0FFEE, 42, 7]
  static let step = 7.0

  /// Grid points `anchor + k × step` in `(start, stop)`, counted by division.
  static func gridPoints(after start: Double, before stop: Double) -> Int {
    guard stop > start else { return 0 }
    let first = (start / step).rounded(.down) + 1
    let last = (stop / step).rounded(.up) - 1
    return max(0, Int(last - first) + 1)
  }

  @Test(arguments: seeds)
  func eachEntrysTextUpdatesExactlyWhileTheEntryIsCurrent(_ seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    var dates = [Double(Int.random(in: 0...100, using: &rng))]
    for _ in 0..<Int.random(in: 0...6, using: &rng) {
      dates.append(dates[dates.count - 1] + Double(Int.random(in: 0...60, using: &rng)))
    }
    let providedAt = Double(Int.random(in: 0...Int(dates.last!) + 10, using: &rng))
    let end = dates.last! + Double(Int.random(in: 0...40, using: &rng))
    let grid = PeriodicTimelineSchedule(
      from: Date(timeIntervalSinceReferenceDate: 0), by: Self.step)
    let entries = dates.map {
      WidgetInput.Entry(
        date: Date(timeIntervalSinceReferenceDate: $0),
        text: .updating(
          command: .textFormat, probe: ScheduleProbe(grid, render: nil), timerEnd: nil))
    }
    let timelines = [
      WidgetProvidedTimeline(
        providedAt: Date(timeIntervalSinceReferenceDate: providedAt),
        timeline: Timeline(entries: entries, policy: .never))
    ]
    let plan = try WidgetTimelinePlan(timelines: timelines)
    let rows = Array(
      IteratorSequence(
        WidgetRows(
          try WidgetPlanEvents(timelines: timelines), timelines: timelines, end: end,
          mode: .normal
        ) { "\($0)" })
    ).compactMap { row -> WidgetRow? in
      guard case .widget(let widget) = row.item else { return nil }
      return widget
    }
    #expect(rows.map(\.date) == rows.map(\.date).sorted(), "seed \(seed): in time order")
    // Each eligibility opens a span closed by the next one; the last by the end.
    let eligible = plan.events.compactMap { event -> (entry: Int, date: Double)? in
      guard case .entryEligible(let entry) = event.kind else { return nil }
      return (entry, event.date.timeIntervalSinceReferenceDate)
    }
    let shown = Set(eligible.map(\.entry))
    #expect(
      rows.allSatisfy { $0.event != .text || shown.contains($0.entry ?? -1) },
      "seed \(seed): an entry never eligible never shows its text")
    for (index, span) in eligible.enumerated() {
      let replaced = index + 1 < eligible.count ? eligible[index + 1].date : nil
      let texts = rows.filter { $0.event == .text && $0.entry == span.entry }.map(\.date)
      let expected: Int
      if let replaced {
        expected =
          span.date < replaced ? 1 + Self.gridPoints(after: span.date, before: replaced) : 0
      } else {
        expected = span.date <= end ? 1 + Self.gridPoints(after: span.date, before: end.nextUp) : 0
      }
      #expect(texts.count == expected, "seed \(seed), entry \(span.entry)")
      #expect(texts.allSatisfy { $0 >= span.date && $0 < (replaced ?? end.nextUp) })
      #expect(texts.first.map { $0 == span.date } ?? true, "the first update is the span's start")
    }
  }
}
