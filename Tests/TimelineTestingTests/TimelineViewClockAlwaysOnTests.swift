import Foundation
import Testing
import TimelineCore
import TimelineTesting

/// Stepping a headless view with the wrist down. Each expectation is worked out
/// by hand from docs/semantics.md, section 7 ("Always On: the view with the
/// wrist down"), from 2025-01-01T00:00:00Z (`S`), the wrist going down at S+30.
@Suite struct TimelineViewClockAlwaysOnTests {
  let secondHand = TimelineView(PeriodicTimelineSchedule(from: newYear2025, by: 1)) { $0.date }

  /// Without a session the system keeps one frame a minute (section 7,
  /// "Sessions"): every entry asks for `seconds`, the system grants `minutes`.
  @Test func withoutASessionASecondHandShowsAFrameAMinute() {
    var clock = TimelineViewClock(secondHand, createdAt: newYear2025 + 30)
    let entering = clock.enterAlwaysOn(until: newYear2025 + 330)
    // The view as it enters (the first low-frequency entry from S+30 is S+30),
    // then the first frame, presented at once.
    #expect(entering.map(\.time) == [newYear2025 + 30, newYear2025 + 30])
    #expect(entering.map(\.context.date) == [newYear2025 + 30, newYear2025 + 30])
    #expect(clock.isAlwaysOn)
    #expect(clock.context?.cadence == .minutes)
    #expect(clock.frame?.requestedFidelity == .seconds)
    #expect(clock.fidelity == .minutes)
    // S+330 ends the frames: 90, 150, 210, 270 are left.
    #expect(clock.pendingDates(count: 5) == [90, 150, 210, 270].map { newYear2025 + $0 })
    let applied = clock.advance(by: 300)
    #expect(applied.map(\.time) == [90, 150, 210, 270].map { newYear2025 + $0 })
    #expect(applied.map(\.context.date) == applied.map(\.time))
    #expect(clock.content == newYear2025 + 270)
    #expect(clock.nextDate == nil)
  }

  /// A workout session: every second is a frame, at `seconds` (section 7,
  /// "Sessions"); the last, at S+329, asks for the second to S+330.
  @Test func aSessionShowsEverySecondAtSecondsFidelity() {
    var clock = TimelineViewClock(secondHand, createdAt: newYear2025 + 30)
    clock.enterAlwaysOn(until: newYear2025 + 330, session: .active)
    #expect(clock.pendingDates(count: 3) == [31, 32, 33].map { newYear2025 + $0 })
    #expect(clock.context?.cadence == .seconds)
    let applied = clock.advance(to: newYear2025 + 330)
    #expect(applied.count == 299)
    #expect(applied.last?.time == newYear2025 + 329)
    #expect(clock.frame?.requestedFidelity == .seconds)
    #expect(clock.frame?.fidelity == .seconds)
    #expect(clock.fidelity == .seconds)
  }

  /// Every minute in UTC: entering at S+30 shows the first low-frequency entry,
  /// S, which also leads before S+30 and is no frame; the first frame is at
  /// S+60. Gaps of 60 s ask for `minutes` from the start.
  @Test func anEveryMinuteClockKeepsItsMinuteUntilTheNextFrame() throws {
    let utc = try #require(TimeZone(identifier: "UTC"))
    let view = TimelineView(EveryMinuteTimelineSchedule(timeZone: utc)) { $0.date }
    var clock = TimelineViewClock(view, createdAt: newYear2025 + 30)
    let entering = clock.enterAlwaysOn(until: newYear2025 + 330)
    #expect(entering.map(\.time) == [newYear2025 + 30])
    #expect(clock.context?.date == newYear2025)
    #expect(clock.context?.cadence == .minutes)
    #expect(clock.fidelity == .minutes)
    #expect(clock.frame == nil)
    #expect(clock.advance(by: 29).isEmpty)
    #expect(clock.content == newYear2025)
    #expect(
      clock.advance(to: newYear2025 + 330).map(\.time)
        == [60, 120, 180, 240, 300].map {
          newYear2025 + $0
        })
  }

  /// Section 7, "The line entering Always On": SwiftUI's view asks for the
  /// low-frequency entries afresh and shows the first, with no catch-up: for
  /// `explicit 10 20 40` entering at 30, 10, not the 20 on screen. The
  /// documented model keeps 20, and its first frame, at 30, shows 20 too.
  @Test func enteringShowsTheFirstEntryUnderSwiftUIAndKeepsTheDateUnderTheDocumentedModel() {
    let dates = [10, 20, 40].map { newYear2025 + $0 }
    let view = TimelineView(ExplicitTimelineSchedule(dates)) { $0.date }

    var swiftui = TimelineViewClock(view, createdAt: newYear2025, model: .swiftui)
    swiftui.advance(to: newYear2025 + 30)
    #expect(swiftui.content == newYear2025 + 20)
    swiftui.enterAlwaysOn(session: .active)
    #expect(swiftui.content == newYear2025 + 10)
    // 10 and 20 lead before 30 and are dropped: one frame, at 40; nothing
    // follows it and no end was given, so it requests nothing, granted `minutes`.
    #expect(swiftui.frame == nil)
    #expect(swiftui.advance(by: 60).map(\.time) == [newYear2025 + 40])
    #expect(swiftui.frame?.requestedFidelity == .unspecified)
    #expect(swiftui.frame?.fidelity == .minutes)
    #expect(swiftui.context?.cadence == .minutes)

    var documented = TimelineViewClock(view, createdAt: newYear2025, model: .documented)
    documented.advance(to: newYear2025 + 30)
    let entering = documented.enterAlwaysOn(session: .active)
    // The line entering, then the frame at 30 showing the latest entry at or before it.
    #expect(entering.map(\.context.date) == [newYear2025 + 20, newYear2025 + 20])
    // 10 s to the entry at 40: `seconds`, granted with a session.
    #expect(documented.frame?.requestedFidelity == .seconds)
    #expect(documented.fidelity == .seconds)
    #expect(documented.advance(by: 60).map(\.time) == [newYear2025 + 40])
  }

  /// Section 7, "A schedule with no low-frequency entries freezes the screen":
  /// an animation keeps the date it showed on entering, at `minutes`, with no frame.
  @Test func anAnimationFreezesOnWhatItShowedOnEntering() {
    let view = TimelineView(AnimationTimelineSchedule(minimumInterval: 1)) { $0.date }
    var clock = TimelineViewClock(view, createdAt: newYear2025)
    clock.advance(to: newYear2025 + 30.25)
    #expect(clock.content == newYear2025 + 30)
    #expect(clock.enterAlwaysOn(until: newYear2025 + 330).map(\.context.date) == [newYear2025 + 30])
    #expect(clock.context?.cadence == .minutes)
    #expect(clock.fidelity == .minutes)
    #expect(clock.nextDate == nil)
    #expect(clock.advance(by: 300).isEmpty)
    #expect(clock.content == newYear2025 + 30)
    #expect(clock.frame == nil)
  }

  /// The clock's cadence replaces the one the fidelity gives, as `--cadence` does.
  @Test func theClocksCadenceIsTheContentsInAlwaysOnToo() {
    var clock = TimelineViewClock(secondHand, createdAt: newYear2025 + 30, cadence: .live)
    clock.enterAlwaysOn(until: newYear2025 + 330)
    #expect(clock.context?.cadence == .live)
    #expect(clock.frame?.fidelity == .minutes)
  }

  @Test func withTheWristUpThereIsNoFrameNorFidelity() {
    let clock = TimelineViewClock(secondHand, createdAt: newYear2025 + 30)
    #expect(!clock.isAlwaysOn)
    #expect(clock.frame == nil)
    #expect(clock.fidelity == nil)
  }

  @Test func enteringTwiceOrUntilAnEarlierDateFailsAtTheCallersLineAndChangesNothing() {
    var clock = TimelineViewClock(secondHand, createdAt: newYear2025 + 30)
    var lines: [Int] = []
    var applied: [[Date]] = []
    var wasAlwaysOn = true
    let issues = recordedIssues {
      lines.append(#line + 1)
      applied.append(clock.enterAlwaysOn(until: newYear2025 + 29).map(\.time))
      wasAlwaysOn = clock.isAlwaysOn
      clock.enterAlwaysOn(until: newYear2025 + 330)
      lines.append(#line + 1)
      applied.append(clock.enterAlwaysOn(session: .active).map(\.time))
    }
    #expect(issues.map { $0.sourceLocation?.line } == lines)
    #expect(applied == [[], []])
    #expect(!wasAlwaysOn)
    #expect(
      issues.first?.message
        == "TimelineViewClock cannot stay in Always On until 2025-01-01T00:00:29Z: it is at 2025-01-01T00:00:30Z already; it stays as it was."
    )
    // Still the first entering's frames: one a minute, without a session.
    #expect(clock.fidelity == .minutes)
    #expect(clock.nextDate == newYear2025 + 90)
  }
}
