import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where a format-driven schedule stopped creeping, if it did, and after how
/// many steps it would.
final class CreepRecord {
  /// Steps of one ulp in a row that end the schedule: ``standardLimit`` in
  /// every run of tlsched.
  let limit: Int
  /// The last date printed before the schedule was ended.
  var date: Double?

  /// A record for one run, whose limit is ``stepLimit``'s current value.
  init() { limit = Self.stepLimit }

  /// Steps of one ulp in a row that end a schedule: far more than any stretch
  /// that ends by itself, few enough to print in seconds.
  static let standardLimit = 100_000

  /// The limit of the records made while it is set: ``standardLimit`` unless a
  /// test sets fewer (`CreepRecord.$stepLimit.withValue(1_000) { … }`) to reach
  /// the end of a stretch without walking 100,000 steps in a debug build.
  @TaskLocal static var stepLimit: Int = standardLimit
}

/// Ends a format-driven schedule that moves one ulp at a time for too long.
///
/// When a style's next boundary is not after its input, SwiftUI's schedule moves
/// on by the smallest step a `Date` has (one ulp) and asks again. Such a stretch
/// usually ends by itself (the style's answer, or the value it is asked about,
/// changes after some steps, sometimes many), and every step is an entry SwiftUI
/// yields, so each one is passed on. Whether a stretch ends at all cannot be known
/// without walking it: Foundation's duration styles near 2001, where one ulp of a
/// date does not change the duration, and a relative style stuck at a day
/// boundary would go on for longer than any run. The record's `limit` steps in a
/// row end the schedule, and the command says why.
struct CreepGuard<Base: TimelineSchedule>: TimelineSchedule {
  let base: Base
  let record: CreepRecord

  func entries(from startDate: Date, mode: Mode) -> Entries {
    Entries(base: base.entries(from: startDate, mode: mode).makeIterator(), record: record)
  }

  /// The base schedule's entries, up to the record's `limit` one-ulp steps in a row.
  struct Entries: Sequence, IteratorProtocol {
    var base: Base.Entries.Iterator
    let record: CreepRecord
    var previous: Double?
    var steps = 0

    mutating func next() -> Date? {
      guard record.date == nil, let date = base.next() else { return nil }
      let t = date.timeIntervalSinceReferenceDate
      if let previous, t == previous.nextUp {
        steps += 1
        if steps >= record.limit { record.date = t }
      } else {
        steps = 0
      }
      previous = t
      return date
    }
  }
}
