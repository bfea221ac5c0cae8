import Foundation
import Testing
import TimelineCore

/// The examples of the TimelineCore documentation catalog (Sources/TimelineCore/TimelineCore.docc),
/// copied here so that each one is compiled and its printed values checked.
@Suite struct ArticleExampleTests {
  @Test func landingPageGridIsEveryFiveSecondsFromTen() {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    let schedule: PeriodicTimelineSchedule = .periodic(from: start, by: 5)
    let dates = schedule.entries(from: start.addingTimeInterval(12), mode: .normal).prefix(3)
    #expect(seconds(dates) == [10, 15, 20])
  }

  @Test func gridStartsAtTheStepBeforeTheStartDateOnEitherSideOfItsAnchor() {
    let anchor = Date(timeIntervalSinceReferenceDate: 100)
    let grid = PeriodicTimelineSchedule(from: anchor, by: 60)
    #expect(seconds(grid.entries(from: d(230), mode: .normal).prefix(3)) == [220, 280, 340])
    #expect(seconds(grid.entries(from: d(10), mode: .normal).prefix(3)) == [40, 100, 160])
  }

  struct SecondsOrMinutes: TimelineSchedule {
    func entries(from startDate: Date, mode: Mode) -> PeriodicTimelineSchedule.Entries {
      PeriodicTimelineSchedule(from: startDate, by: mode == .lowFrequency ? 60 : 1)
        .entries(from: startDate, mode: mode)
    }
  }

  @Test func customScheduleSlowsToMinutesInLowFrequencyMode() {
    #expect(seconds(SecondsOrMinutes().entries(from: d(0), mode: .normal).prefix(3)) == [0, 1, 2])
    #expect(
      seconds(SecondsOrMinutes().entries(from: d(0), mode: .lowFrequency).prefix(3)) == [
        0, 60, 120,
      ])
  }

  struct AnalogTimerView {
    var date: Date
    var showSeconds: Bool
  }

  @Test func applesExampleShowsTheSecondHandEverySecond() {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    let view = TimelineView(.periodic(from: start, by: 1)) { context in
      AnalogTimerView(date: context.date, showSeconds: context.cadence <= .seconds)
    }
    let updates = Array(view.updates(createdAt: start).prefix(3))
    #expect(seconds(updates.map(\.time)) == [0, 1, 2])
    #expect(updates.map(\.content.showSeconds) == [true, true, true])
  }

  @Test func theTwoModelsDisagreeAboutTheLastExplicitDate() {
    let dates = [80, 90, 110, 120].map(Date.init(timeIntervalSinceReferenceDate:))
    let explicitView = TimelineView(.explicit(dates)) { $0.date }
    let createdAt = Date(timeIntervalSinceReferenceDate: 100)
    let swiftUI = Array(explicitView.updates(createdAt: createdAt))
    #expect(seconds(swiftUI.map(\.content)) == [90, 110])
    #expect(seconds(swiftUI.map(\.time)) == [100, 110])
    let documented = Array(explicitView.updates(createdAt: createdAt, model: .documented))
    #expect(seconds(documented.map(\.content)) == [90, 110, 120])
    #expect(seconds(documented.map(\.time)) == [100, 110, 120])
  }

  @Test func aRunOfUpdatesCanBeGivenASlowerCadence() {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    let view = TimelineView(.periodic(from: start, by: 1)) { context in
      AnalogTimerView(date: context.date, showSeconds: context.cadence <= .seconds)
    }
    let slow = view.updates(createdAt: start, cadence: .minutes)
    #expect(slow.cadence == .minutes)
    #expect(slow.prefix(1).map(\.content.showSeconds) == [false])
  }

  // Always On: the values are docs/semantics.md's worked examples (section 7).

  @Test func everySecondWristDownIsOneFrameAMinuteWithoutASession() {
    let start = Date(timeIntervalSinceReferenceDate: 30)
    let everySecond = TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 1))
    {
      context in context.cadence <= .seconds ? "with a second hand" : "without a second hand"
    }
    let frames = everySecond.alwaysOnFrames(from: start, until: start + 300)
    #expect(seconds(frames.map(\.time)) == [30, 90, 150, 210, 270])
    #expect(frames.map(\.content) == Array(repeating: "without a second hand", count: 5))
    #expect(frames.startFidelity == .seconds)
    let workout = everySecond.alwaysOnFrames(from: start, until: start + 300, session: .active)
    #expect(seconds(workout.map(\.time)) == (30..<330).map(Double.init))
    #expect(workout.allSatisfy { $0.content == "with a second hand" })
  }

  @Test func anAnimationFreezesTheScreenWristDown() {
    let start = Date(timeIntervalSinceReferenceDate: 30)
    let animation = TimelineView(.animation) { $0.date }
    #expect(animation.alwaysOnFrames(from: start, until: start + 300).isFrozen)
  }

  // The Text schedules: docs/semantics.md's examples ("The schedules behind Text date styles").

  @Test func textSchedulesGiveTheArticlesDates() {
    let utc = TimeZone(identifier: "UTC")!
    let timer: TextTimerTimelineSchedule = .textTimer(
      alignment: Date(timeIntervalSinceReferenceDate: 330), in: utc)
    #expect(
      seconds(
        timer.entries(from: Date(timeIntervalSinceReferenceDate: 10), mode: .lowFrequency).prefix(3)
      )
        == [30, 90, 150])
    let countdown: TextTimerIntervalTimelineSchedule = .textTimerInterval(
      Date(timeIntervalSinceReferenceDate: 0)...Date(timeIntervalSinceReferenceDate: 300), in: utc)
    let entries = seconds(
      countdown.entries(from: Date(timeIntervalSinceReferenceDate: 0), mode: .lowFrequency)
        .prefix(100))
    #expect(entries == [0, 60, 120, 180] + (240...300).map(Double.init))
    #expect(entries.count == 65)
    let wallClock: TextWallClockTimelineSchedule = .textWallClock(.second, in: utc)
    #expect(
      seconds(
        wallClock.entries(from: Date(timeIntervalSinceReferenceDate: 10.5), mode: .normal).prefix(3)
      )
        == [10, 11, 12])
  }

  // Custom schedules.

  struct SmoothSecondHand: TimelineSchedule {
    func entries(from startDate: Date, mode: Mode) -> PeriodicTimelineSchedule.Entries {
      PeriodicTimelineSchedule(
        from: Date(timeIntervalSinceReferenceDate: 0), by: mode == .lowFrequency ? 1 : 1.0 / 30
      )
      .entries(from: startDate, mode: mode)
    }
  }

  @Test func aSmoothSecondHandTicksThirtyTimesASecondUpAndOnceAMinuteDown() {
    let face = TimelineView(SmoothSecondHand()) { context in context.date }
    let createdAt = Date(timeIntervalSinceReferenceDate: 0)
    let times = seconds(face.updates(createdAt: createdAt).prefix(3).map(\.time))
    #expect(times == [0, 1.0 / 30, 2.0 / 30])
    let wristDown = Date(timeIntervalSinceReferenceDate: 30)
    #expect(
      seconds(face.alwaysOnFrames(from: wristDown, until: wristDown + 300).map(\.time)) == [
        30, 90, 150, 210, 270,
      ])
    #expect(
      Array(face.alwaysOnFrames(from: wristDown, until: wristDown + 300, session: .active)).count
        == 300)
  }
}
