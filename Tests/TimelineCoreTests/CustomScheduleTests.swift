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

@Suite struct CustomScheduleTests {
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

  /// In Always On the frames are the low-frequency entries, a minute apart,
  /// so the timeline requests minutes even with a workout session, and the
  /// second hand is hidden.
  @Test(arguments: AlwaysOnSession.allCases)
  func inAlwaysOnTheViewShowsEachMinuteWithoutTheSecondHand(_ session: AlwaysOnSession) {
    let view = TimelineView(SecondsOrMinutesSchedule()) { context in
      AnalogTimerView(date: context.date, showSeconds: context.cadence <= .seconds)
    }
    let frames = view.alwaysOnFrames(from: d(100), until: d(300), session: session)
    #expect(frames.startFidelity == .minutes)
    #expect(seconds(frames.map(\.time)) == [100, 160, 220, 280])
    #expect(frames.allSatisfy { $0.requestedFidelity == .minutes && $0.fidelity == .minutes })
    #expect(
      frames.map(\.content)
        == [100, 160, 220, 280].map {
          AnalogTimerView(date: d($0), showSeconds: false)
        })
  }

  /// Had the schedule kept its one-second pace in low-frequency mode, the
  /// timeline would have requested seconds: the estimate follows the entries.
  @Test func theFidelityEstimateFollowsTheEntriesOfEachMode() {
    let schedule = SecondsOrMinutesSchedule()
    let normal = Array(schedule.entries(from: d(100), mode: .normal).prefix(2))
    let lowFrequency = Array(schedule.entries(from: d(100), mode: .lowFrequency).prefix(2))
    #expect(
      AlwaysOnFidelity(estimatingUpdateInterval: normal[1].timeIntervalSince(normal[0]))
        == .seconds)
    #expect(
      AlwaysOnFidelity(
        estimatingUpdateInterval: lowFrequency[1].timeIntervalSince(lowFrequency[0])) == .minutes)
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
