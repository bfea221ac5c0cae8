import Foundation
import Testing
import TimelineTestSupport

@testable import TimelineCore

/// Always On around 2001-01-01T00:00:00Z, the reference date, where `Double`s
/// crowd together near zero: the frames there follow the same rule as on any
/// other minute (issue 30: they were computed forever).
@Suite struct AlwaysOnAcross2001Tests {
  /// Windows that start before the reference date and end after it.
  static let windows: [(start: Double, end: Double)] = [
    (-60, 120), (-120, 60), (-30, 90), (-59.75, 0.5), (-1, 61), (-0.25, 3),
  ]

  /// Schedules whose entries land on, next to, or either side of zero.
  static let schedules: [(name: String, schedule: any TimelineSchedule & Sendable)] = [
    ("periodic by 1 s", PeriodicTimelineSchedule(from: d(-3600), by: 1)),
    ("periodic by 0.25 s", PeriodicTimelineSchedule(from: d(-3600), by: 0.25)),
    ("periodic by 60 s", PeriodicTimelineSchedule(from: d(-60), by: 60)),
    ("every minute", EveryMinuteTimelineSchedule()),
    ("explicit", ExplicitTimelineSchedule([-90, -60, -30, -1e-300, 0, 1e-300, 30, 60, 70].map(d))),
  ]

  @Test(arguments: 0..<schedules.count)
  func framesAcrossTheReferenceDateFollowTheRuleOfAnyOtherMinute(_ index: Int) {
    let (name, schedule) = Self.schedules[index]
    for window in Self.windows {
      for session in AlwaysOnSession.allCases {
        #expect(
          frames(schedule, window, session)
            == reference(schedule, window, session),
          "\(name) from \(window.start) until \(window.end), session \(session)")
      }
    }
  }

  /// By hand: a grid of seconds from 23:59:00 seen without a session keeps one
  /// frame a minute, 23:59:00, 00:00:00, 00:01:00; each asks for seconds (the
  /// entries are 1 s apart) and is granted minutes.
  @Test func aGridOfSecondsKeepsOneFrameAMinuteAcrossTheReferenceDate() {
    let frames = alwaysOnFrames(
      PeriodicTimelineSchedule(from: d(-60), by: 1), from: -60, until: 120, session: .none)
    #expect(frames.map(\.time) == [-60, 0, 60])
    #expect(frames.allSatisfy { $0.requested == 2 && $0.granted == 1 })
  }

  /// The last time dropped after a kept frame, checked against its definition:
  /// it is too soon (less than the spacing after the kept frame, as `Date`
  /// measures it), and the next double is not.
  @Test(arguments: [
    -60, -30, -59.999_999, -1, -1e-300, -0.0, 0, 1e-300, 1, -3600, 0x1p-20, -0x1p-20,
    8e11, -6.3e10, 1e15,
  ])
  func theLastDroppedTimeIsTheLastTooSoonOfAllDoubles(_ kept: Double) {
    for spacing in [60.0, 1, 0.25, 1e-9] {
      let keptDate = d(kept)
      func tooSoon(_ t: Double) -> Bool { d(t).timeIntervalSince(keptDate) < spacing }
      let last = AlwaysOnKeptFrames.latestTooSoon(after: keptDate, spacing: spacing)
      #expect(tooSoon(last), "kept \(kept), spacing \(spacing): \(last) is not too soon")
      #expect(!tooSoon(last.nextUp), "kept \(kept), spacing \(spacing): \(last.nextUp) is too soon")
    }
  }

  private func frames(
    _ schedule: some TimelineSchedule, _ window: (start: Double, end: Double),
    _ session: AlwaysOnSession
  ) -> [AlwaysOnReference.Frame] {
    alwaysOnFrames(schedule, from: window.start, until: window.end, session: session)
  }

  private func reference(
    _ schedule: some TimelineSchedule, _ window: (start: Double, end: Double),
    _ session: AlwaysOnSession
  ) -> [AlwaysOnReference.Frame] {
    AlwaysOnReference.swiftUIFrames(
      schedule, start: window.start, end: window.end, session: session)
  }
}
