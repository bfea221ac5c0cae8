import Foundation
import Testing
import TimelineCore
import TimelineTesting

/// Stepping a headless view through time. Worked out by hand for a schedule
/// every 60 s from 2025-01-01T00:00:00Z, the view created at 00:00:30.
@Suite struct TimelineViewClockTests {
  let view = TimelineView(PeriodicTimelineSchedule(from: newYear2025, by: 60)) { $0.date }

  @Test func atCreationTheViewShowsTheLatestEntry() {
    let clock = TimelineViewClock(view, createdAt: newYear2025 + 30)
    #expect(clock.now == newYear2025 + 30)
    #expect(clock.context?.date == newYear2025)
    #expect(clock.context?.cadence == .live)
    #expect(clock.content == newYear2025)
    #expect(clock.nextDate == newYear2025 + 60)
  }

  @Test func advancingShortOfTheNextEntryChangesNothing() {
    var clock = TimelineViewClock(view, createdAt: newYear2025 + 30)
    #expect(clock.advance(by: 29.5).isEmpty)
    #expect(clock.now == newYear2025 + 59.5)
    #expect(clock.content == newYear2025)
  }

  @Test func advancingByNothingAppliesNothing() {
    var clock = TimelineViewClock(view, createdAt: newYear2025 + 60)
    #expect(clock.advance(by: 0).isEmpty)
    #expect(clock.now == newYear2025 + 60)
    #expect(clock.content == newYear2025 + 60)
  }

  @Test func advancingToAnEntryAppliesItsUpdate() {
    var clock = TimelineViewClock(view, createdAt: newYear2025 + 30)
    let applied = clock.advance(to: newYear2025 + 60)
    #expect(applied.map(\.time) == [newYear2025 + 60])
    #expect(clock.content == newYear2025 + 60)
    #expect(clock.nextDate == newYear2025 + 120)
  }

  @Test func advancingPastSeveralEntriesAppliesEachInOrder() {
    var clock = TimelineViewClock(view, createdAt: newYear2025 + 30)
    // 00:00:30 + 120 s = 00:02:30: the updates at 00:01:00 and 00:02:00.
    let applied = clock.advance(by: 120)
    #expect(applied.map(\.time) == [newYear2025 + 60, newYear2025 + 120])
    #expect(clock.context?.date == newYear2025 + 120)
  }

  @Test func pendingDatesAreTheNextUpdatesAndDoNotMoveTheClock() {
    let clock = TimelineViewClock(view, createdAt: newYear2025 + 30)
    #expect(clock.pendingDates(count: 3) == [60, 120, 180].map { newYear2025 + $0 })
    #expect(clock.pendingDates(count: 1) == [newYear2025 + 60])
    #expect(clock.pendingDates(count: 0).isEmpty)
    #expect(clock.nextDate == newYear2025 + 60)
  }

  @Test func aFiniteScheduleEndsItsPendingDates() {
    // Apple's account: created before the first entry, the view shows its
    // creation time, then updates at each entry.
    let dates = [newYear2025 + 10, newYear2025 + 20]
    var clock = TimelineViewClock(
      TimelineView(.explicit(dates)) { $0.date }, createdAt: newYear2025, model: .documented)
    #expect(clock.content == newYear2025)
    #expect(clock.pendingDates(count: 5) == dates)
    clock.advance(to: newYear2025 + 20)
    #expect(clock.nextDate == nil)
    #expect(clock.pendingDates(count: 5).isEmpty)
    #expect(clock.content == newYear2025 + 20)
  }

  @Test func eachModelIsFollowedWhenAsked() {
    // Created at 00:00:05, before the first entry (00:00:10): in Apple's
    // account the view shows its creation time; in SwiftUI's code it starts
    // from the first entry, even a future one (TimelineUpdateModel).
    let dates = [newYear2025 + 10, newYear2025 + 20]
    let explicit = TimelineView(.explicit(dates)) { $0.date }
    let documented = TimelineViewClock(explicit, createdAt: newYear2025 + 5, model: .documented)
    #expect(documented.content == newYear2025 + 5)
    #expect(documented.nextDate == newYear2025 + 10)
    let swiftui = TimelineViewClock(explicit, createdAt: newYear2025 + 5, model: .swiftui)
    #expect(swiftui.content == newYear2025 + 10)
  }

  @Test func movingBackIsAFailureAtTheCallersLineAndTheClockStays() {
    var clock = TimelineViewClock(view, createdAt: newYear2025 + 90)
    var lines: [Int] = []
    let issues = recordedIssues {
      lines.append(#line + 1)
      #expect(clock.advance(by: -1).isEmpty)
      lines.append(#line + 1)
      #expect(clock.advance(to: newYear2025).isEmpty)
    }
    #expect(issues.map { $0.sourceLocation?.line } == lines)
    #expect(
      issues.first?.message
        == "TimelineViewClock cannot go back: it is at 2025-01-01T00:01:30Z, asked for 2025-01-01T00:01:29Z; it stays where it was."
    )
    // Nothing moved: the time, what the view shows, and its next update.
    #expect(clock.now == newYear2025 + 90)
    #expect(clock.content == newYear2025 + 60)
    #expect(clock.nextDate == newYear2025 + 120)
  }
}
