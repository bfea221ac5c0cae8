import Foundation
import TimelineCore

/// A pomodoro timer's schedule: work, then a break, again and again from `start`.
///
/// Written as for SwiftUI: only `import TimelineCore` differs. A view of it
/// updates at each change of phase, in both modes.
public struct PomodoroSchedule: TimelineSchedule {
  /// When the first work phase begins.
  public var start: Date
  /// How long a work phase lasts.
  public var work: TimeInterval
  /// How long a break lasts.
  public var rest: TimeInterval

  /// A schedule of `work` then `rest` from `start`: 25 and 5 minutes by default.
  public init(start: Date, work: TimeInterval = 25 * 60, rest: TimeInterval = 5 * 60) {
    self.start = start
    self.work = work
    self.rest = rest
  }

  /// The phase changes from the one in progress at `startDate` on.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    let cycle = work + rest
    let cycles = max(0, ((startDate.timeIntervalSince(start)) / cycle).rounded(.down))
    let cycleStart = start + cycles * cycle
    let inBreak = startDate >= cycleStart + work
    return Entries(
      schedule: self, upcoming: inBreak ? cycleStart + work : cycleStart, upcomingIsBreak: inBreak)
  }

  /// Whether `date` falls in a break.
  public func isBreak(at date: Date) -> Bool {
    let cycle = work + rest
    let offset = date.timeIntervalSince(start)
    guard offset >= 0 else { return false }
    return offset - (offset / cycle).rounded(.down) * cycle >= work
  }

  /// The phase changes, endless.
  public struct Entries: Sequence, IteratorProtocol {
    let schedule: PomodoroSchedule
    var upcoming: Date
    var upcomingIsBreak: Bool

    /// The next change of phase.
    public mutating func next() -> Date? {
      defer {
        upcoming += upcomingIsBreak ? schedule.rest : schedule.work
        upcomingIsBreak.toggle()
      }
      return upcoming
    }
  }
}
