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
}
