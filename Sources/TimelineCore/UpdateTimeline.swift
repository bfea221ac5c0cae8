#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// The state machine behind ``TimelineView/Updates``: when a view updates and
/// which date it shows, under either ``TimelineUpdateModel``.
///
/// Kept apart from the view so that it is generic only over the entries'
/// iterator, not over the view's content. It is inlinable so that clients
/// specialise it for their schedule: generic code run unspecialised across the
/// module boundary is several times slower.
@usableFromInline
struct UpdateTimeline<Entries: IteratorProtocol> where Entries.Element == Date {
  @usableFromInline internal var entries: Entries
  @usableFromInline internal var exhausted = false
  @usableFromInline internal let createdAt: Date
  @usableFromInline internal let model: TimelineUpdateModel

  @usableFromInline internal var started = false
  @usableFromInline internal var finished = false
  /// The date on screen.
  @usableFromInline internal var shown = Date.distantPast
  /// The entry the view waits for next.
  @usableFromInline internal var pending: Date?

  @inlinable
  init(entries: Entries, createdAt: Date, model: TimelineUpdateModel) {
    self.entries = entries
    self.createdAt = createdAt
    self.model = model
  }

  /// Ends the timeline: no more updates.
  @inlinable
  mutating func finish() { finished = true }

  /// The next update's time and the date it shows.
  @inlinable
  mutating func next() -> (time: Date, date: Date)? {
    guard !finished else { return nil }
    if !started {
      started = true
      return firstUpdate()
    }
    while let time = pending, time.timeIntervalSinceReferenceDate.isFinite {
      let before = shown
      switch model {
      case .swiftui:
        catchUpAsSwiftUI(to: time)
      case .documented:
        shown = time
        pending = nextEntry()
        catchUpAsDocumented(to: time)
      }
      if exhausted && model == .swiftui { pending = nil }
      // SwiftUI redraws only when the date to show changed; the documented model
      // promises an update at every entry.
      if shown != before || model == .documented {
        return (time, shown)
      }
    }
    finished = true
    return nil
  }

  @inlinable
  internal mutating func firstUpdate() -> (Date, Date) {
    switch model {
    case .swiftui:
      // SwiftUI shows the first entry, even a future one, then catches up.
      shown = nextEntry() ?? Date(timeIntervalSinceReferenceDate: -.infinity)
      pending = nextEntry()
      catchUpAsSwiftUI(to: createdAt)
      if exhausted { pending = nil }
    case .documented:
      pending = nextEntry()
      shown = createdAt
      catchUpAsDocumented(to: createdAt)
    }
    return (createdAt, shown)
  }

  /// SwiftUI's loop: while the awaited entry is due and another follows it, show it.
  /// The last entry of a finite schedule is therefore never shown. After every
  /// catch-up a date that is not finite gives way to the time of the update.
  @inlinable
  internal mutating func catchUpAsSwiftUI(to time: Date) {
    while let due = pending, isDue(due, by: time), let following = nextEntry() {
      shown = due
      pending = following
    }
    if !shown.timeIntervalSinceReferenceDate.isFinite { shown = time }
  }

  /// The documented rule: every entry due by `time` has been reached; show the latest.
  @inlinable
  internal mutating func catchUpAsDocumented(to time: Date) {
    while let due = pending, isDue(due, by: time) {
      shown = due
      pending = nextEntry()
    }
  }

  /// Whether `entry` has fallen due by `time`. Compared as numbers: `Date`'s
  /// `<=` is `!(>)`, which holds for NaN and would catch up on NaN entries forever.
  @inlinable
  internal func isDue(_ entry: Date, by time: Date) -> Bool {
    entry.timeIntervalSinceReferenceDate <= time.timeIntervalSinceReferenceDate
  }

  /// Moves the entries not yet read on to the latest at or before `horizon`,
  /// when they can skip (``SkippingIterator``), as reading them would;
  /// returns whether they moved.
  @discardableResult
  mutating func skipEntries(toLatestAtOrBefore horizon: Double) -> Bool {
    guard !exhausted, var skipping = entries as? any SkippingIterator else { return false }
    let moved = skipping.skip(toLatestAtOrBefore: horizon)
    entries = skipping as! Entries
    return moved
  }

  @inlinable
  internal mutating func nextEntry() -> Date? {
    guard !exhausted else { return nil }
    if let date = entries.next() { return date }
    exhausted = true
    return nil
  }
}
