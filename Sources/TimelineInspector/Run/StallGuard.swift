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
  /// The interval `base` adds to each entry to get the next one, when that is
  /// how it works: then a live run can skip entries (``RepeatedAddition``).
  let stride: Double?

  /// Guards any schedule. Periodic and animation schedules, which add one
  /// interval again and again, can be skipped through by a live run; any other
  /// schedule's entries are read one by one.
  init(base: Base, record: StallRecord) {
    // Casts to concrete types: a cast to a protocol searches every conformance
    // the binary holds, which costs a fifth of a millisecond at start-up.
    let stride =
      (base as? PeriodicTimelineSchedule)?.interval
      ?? (base as? AnimationTimelineSchedule)?.minimumInterval
    self.init(base: base, record: record, stride: stride)
  }

  private init(base: Base, record: StallRecord, stride: Double?) {
    self.base = base
    self.record = record
    self.stride = stride
  }

  func entries(from startDate: Date, mode: Mode) -> Entries {
    Entries(
      base: base.entries(from: startDate, mode: mode).makeIterator(), record: record,
      stride: stride)
  }

  /// The base schedule's entries, up to the first that does not advance.
  struct Entries: Sequence, SkippingIterator {
    var base: Base.Entries.Iterator
    let record: StallRecord
    let stride: Double?
    var previous = -Double.infinity
    /// After a skip, the next entry, computed as the base would compute it
    /// (the base is not read any more).
    var resumed: Double?

    init(base: Base.Entries.Iterator, record: StallRecord, stride: Double?) {
      self.base = base
      self.record = record
      self.stride = stride
    }

    mutating func next() -> Date? {
      let t: Double
      if let date = resumed, let stride {
        t = date
        resumed = date + stride
      } else {
        guard let date = base.next() else { return nil }
        t = date.timeIntervalSinceReferenceDate
      }
      guard t > previous else {
        record.date = t
        return nil
      }
      previous = t
      return Date(timeIntervalSinceReferenceDate: t)
    }

    mutating func skip(toLatestAtOrBefore horizon: Double) -> Bool {
      guard let stride, previous.isFinite else { return false }
      let upcoming = resumed ?? previous + stride
      guard upcoming <= horizon, upcoming > previous else { return false }
      resumed = RepeatedAddition.latest(from: upcoming, adding: stride, atOrBefore: horizon)
      return true
    }
  }
}
