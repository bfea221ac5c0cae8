import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where a format-driven schedule stopped creeping, if it did.
final class CreepRecord {
  /// The last date printed before the schedule was ended.
  var date: Double?
}

/// Ends a format-driven schedule whose style stops naming later boundaries.
///
/// When a style's next boundary is not after its input, SwiftUI's schedule moves
/// on by the smallest step a `Date` has (one ulp) and asks again: Foundation's
/// duration styles do that for every negative duration, so the schedule would take
/// billions of entries to cross a second. A few such steps in a row are normal (a
/// relative style takes some at each boundary); `limit` of them end the schedule,
/// and the command says why.
struct CreepGuard<Base: TimelineSchedule>: TimelineSchedule {
  /// Steps of one ulp in a row that end the schedule.
  static var limit: Int { 16 }

  let base: Base
  let record: CreepRecord

  func entries(from startDate: Date, mode: Mode) -> Entries {
    Entries(base: base.entries(from: startDate, mode: mode).makeIterator(), record: record)
  }

  /// The base schedule's entries, up to `limit` one-ulp steps in a row.
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
        if steps >= CreepGuard.limit { record.date = t }
      } else {
        steps = 0
      }
      previous = t
      return date
    }
  }
}
