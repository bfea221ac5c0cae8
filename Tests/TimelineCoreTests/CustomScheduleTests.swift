import Foundation
import Testing
import TimelineCore

/// A schedule of your own: it ticks every second, but only once a minute when
/// the system asks for low-frequency updates (on a watch with the wrist down).
struct SecondsOrMinutesSchedule: TimelineSchedule {
  func entries(from startDate: Date, mode: Mode) -> PeriodicTimelineSchedule.Entries {
    let interval: TimeInterval = mode == .lowFrequency ? 60 : 1
    return PeriodicTimelineSchedule(from: startDate, by: interval)
      .entries(from: startDate, mode: mode)
  }
}

@Suite(.timeLimit(.minutes(1))) struct CustomScheduleTests {
  @Test func inNormalModeEntriesAreOneSecondApart() {
    #expect(firstEntries(SecondsOrMinutesSchedule(), from: 100, count: 4) == [100, 101, 102, 103])
  }

  @Test func inLowFrequencyModeEntriesAreOneMinuteApart() {
    #expect(
      firstEntries(SecondsOrMinutesSchedule(), from: 100, mode: .lowFrequency, count: 3)
        == [100, 160, 220])
  }

  /// In normal mode the view is live and shows every second.
  @Test func inNormalModeTheViewUpdatesLiveEverySecond() {
    let view = TimelineView(SecondsOrMinutesSchedule()) { context in
      AnalogTimerView(date: context.date, showSeconds: context.cadence <= .seconds)
    }
    let updates = view.updates(createdAt: d(100))
    #expect(updates.cadence == .live)
    #expect(
      updates.prefix(3).map(\.content) == [
        AnalogTimerView(date: d(100), showSeconds: true),
        AnalogTimerView(date: d(101), showSeconds: true),
        AnalogTimerView(date: d(102), showSeconds: true),
      ])
  }

  /// In low-frequency mode the entries are a minute apart, so the system picks
  /// the minutes cadence and the second hand is hidden.
  @Test func inLowFrequencyModeTheViewDropsToTheMinutesCadence() {
    let view = TimelineView(SecondsOrMinutesSchedule()) { context in
      AnalogTimerView(date: context.date, showSeconds: context.cadence <= .seconds)
    }
    let updates = view.updates(createdAt: d(100), mode: .lowFrequency)
    #expect(updates.cadence == .minutes)
    #expect(seconds(updates.prefix(3).map(\.time)) == [100, 160, 220])
    #expect(
      updates.prefix(3).map(\.content) == [
        AnalogTimerView(date: d(100), showSeconds: false),
        AnalogTimerView(date: d(160), showSeconds: false),
        AnalogTimerView(date: d(220), showSeconds: false),
      ])
  }

  /// Had the schedule kept its one-second pace in low-frequency mode, the system
  /// would have kept the seconds cadence: the estimate follows the entries.
  @Test func theCadenceEstimateFollowsTheEntriesOfEachMode() {
    typealias Cadence = TimelineViewDefaultContext.Cadence
    let schedule = SecondsOrMinutesSchedule()
    let normal = Array(schedule.entries(from: d(100), mode: .normal).prefix(2))
    let lowFrequency = Array(schedule.entries(from: d(100), mode: .lowFrequency).prefix(2))
    #expect(Cadence.estimated(first: normal[0], second: normal[1]) == .seconds)
    #expect(Cadence.estimated(first: lowFrequency[0], second: lowFrequency[1]) == .minutes)
  }

  /// A custom schedule is used exactly like a built-in one, including through
  /// `some TimelineSchedule`.
  @Test func aCustomScheduleWorksWhereverABuiltInOneDoes() {
    func ticks(_ schedule: some TimelineSchedule, mode: TimelineScheduleMode) -> [Double] {
      seconds(schedule.entries(from: d(30), mode: mode).prefix(3))
    }
    #expect(ticks(SecondsOrMinutesSchedule(), mode: .normal) == [30, 31, 32])
    #expect(ticks(SecondsOrMinutesSchedule(), mode: .lowFrequency) == [30, 90, 150])
  }
}
