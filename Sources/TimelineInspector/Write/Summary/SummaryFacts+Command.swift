import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension SummaryFacts {
  /// The facts a command line shows: an animation given a minimum interval, a
  /// timer's end, a grid anchored at a `--now` with nanoseconds because
  /// `--from` was not given. (A reversed timer range never runs: the command
  /// refuses it, as SwiftUI would trap.)
  ///
  /// - Parameter isGiven: Whether the option was on the command line.
  init(
    command: String, values: [NamedOptionValue], now: Double, isGiven: (OptionSpec) -> Bool
  ) {
    self.init()
    func value<Value>(of option: ScheduleOption<Value>) -> OptionValue? {
      values.first { $0.name == option.name }?.value
    }
    switch command {
    case CommandHeading.animation.name:
      animationWithMinimumInterval =
        isGiven(AnimationOptions.minimumInterval.definition.spec)
        && value(of: AnimationOptions.paused) != .flag(true)
    case CommandHeading.textTimer.name:
      timerEnd = value(of: TextTimerOptions.to)?.date
    case CommandHeading.periodic.name:
      gridAnchorHasNanoseconds =
        !isGiven(PeriodicOptions.from.definition.spec) && now != now.rounded(.down)
    default: break
    }
  }

  /// The commands whose schedule is one a developer hands a `TimelineView`,
  /// and so whose low-frequency entries the developer chooses: a text's
  /// schedule is SwiftUI's own, which no one can change (SwiftUI coarsens
  /// and redacts it wrist down, docs/semantics.md, section 5).
  static let timelineViewCommands: Set<String> = [
    CommandHeading.periodic.name, CommandHeading.explicit.name,
    CommandHeading.everyMinute.name, CommandHeading.animation.name,
  ]

  /// Whether `schedule` gives the same first dates from `now` in both modes,
  /// less than a minute apart: wrist down the system then presents fewer of
  /// them than the awake screen (at most one a minute without a session),
  /// so content that changes faster reads stale values in between. A
  /// schedule of a minute or more apart is left alone: that suits Always On.
  static func isIdenticalInBothModes<Schedule: TimelineSchedule>(
    _ schedule: Schedule, from now: Double
  ) -> Bool {
    let start = Date(timeIntervalSinceReferenceDate: now)
    var normal = schedule.entries(from: start, mode: .normal).makeIterator()
    var low = schedule.entries(from: start, mode: .lowFrequency).makeIterator()
    var previous: Date?
    var shortest = Double.infinity
    // A prefix is enough to tell: schedules that differ do so from the start.
    for _ in 0..<32 {
      let a = normal.next()
      guard a == low.next() else { return false }
      guard let a else { break }
      if let previous { shortest = min(shortest, a.timeIntervalSince(previous)) }
      previous = a
    }
    return shortest < 60
  }
}
