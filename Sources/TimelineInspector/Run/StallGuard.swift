import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// Where a guarded schedule stopped advancing, if it did.
final class StallRecord {
  /// The date that failed to move past the one before it.
  var date: Double?
}

/// Ends an endless schedule whose dates stop advancing.
///
/// A periodic or animation schedule adds its interval again and again; once a
/// date is so large that the interval is below half its last bit, the sum
/// equals the date and every later entry is that same date. SwiftUI would loop
/// forever catching up on them; the command ends the schedule there instead
/// and says why.
struct StallGuard<Base: TimelineSchedule>: TimelineSchedule {
  let base: Base
  let record: StallRecord

  func entries(from startDate: Date, mode: Mode) -> Entries {
    Entries(base: base.entries(from: startDate, mode: mode).makeIterator(), record: record)
  }

  /// The base schedule's entries, up to the first that does not advance.
  struct Entries: Sequence, IteratorProtocol {
    var base: Base.Entries.Iterator
    let record: StallRecord
    var previous = -Double.infinity

    mutating func next() -> Date? {
      guard let date = base.next() else { return nil }
      let t = date.timeIntervalSinceReferenceDate
      guard t > previous else {
        record.date = t
        return nil
      }
      previous = t
      return date
    }
  }
}
