#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// The frames of Always On as Apple's documentation tells it: on entering
/// Always On at `start` the view shows the latest entry at or before it (or
/// `start` itself), then updates at each later entry, until `end` (exclusive).
@usableFromInline
struct DocumentedAlwaysOn<Entries: IteratorProtocol> where Entries.Element == Date {
  @usableFromInline var timeline: UpdateTimeline<Entries>
  @usableFromInline let end: Double
  @usableFromInline var upcoming: (time: Date, date: Date)?
  /// Whether the entries can skip, asked once (a cast to a protocol is slow).
  private lazy var canSkip: Bool = Entries.self is any SkippingIterator.Type

  @inlinable
  init(entries: Entries, start: Date, end: Date?) {
    timeline = UpdateTimeline(entries: entries, createdAt: start, model: .documented)
    self.end = end?.timeIntervalSinceReferenceDate ?? .infinity
    upcoming = timeline.next()
    if let first = upcoming, !isInWindow(first.time) { upcoming = nil }
  }

  @inlinable
  mutating func next() -> AlwaysOnPresentation? {
    guard let frame = upcoming else { return nil }
    let after = timeline.next()
    upcoming = after.flatMap { isInWindow($0.time) ? $0 : nil }
    return AlwaysOnPresentation(time: frame.time, date: frame.date, following: after?.time)
  }

  /// Passes over the frames that would come before the latest one at or before
  /// `horizon`, as ``next()`` would one by one, where the entries can skip
  /// (``SkippingIterator``); each of these frames is one entry.
  @inlinable
  mutating func skip(toLatestAtOrBefore horizon: Double) {
    // Inlined up to here: most frames have nothing to pass over, and a call
    // into this generic code from a client looks the timeline's type up.
    guard let frame = upcoming, frame.time.timeIntervalSinceReferenceDate <= horizon,
      let pending = timeline.pending, pending.timeIntervalSinceReferenceDate <= horizon
    else { return }
    skipReached(toLatestAtOrBefore: horizon)
  }

  /// ``skip(toLatestAtOrBefore:)`` once the next frame and entry are at or before `horizon`.
  @usableFromInline
  mutating func skipReached(toLatestAtOrBefore horizon: Double) {
    guard canSkip else { return }
    // The frame in hand and the pending entry are both passed or due by
    // `horizon`: the entries after them can move on to the latest at or before it.
    timeline.skipEntries(toLatestAtOrBefore: min(horizon, end.nextDown))
  }

  /// Moves on so that the next frame is the latest at or before `horizon`, as
  /// ``next()`` would reach it one by one, where the entries can skip; returns
  /// whether it moved.
  mutating func skipAll(toLatestAtOrBefore horizon: Double) -> Bool {
    guard canSkip, let frame = upcoming, frame.time.timeIntervalSinceReferenceDate <= horizon,
      let pending = timeline.pending, pending.timeIntervalSinceReferenceDate <= horizon,
      timeline.skipEntries(toLatestAtOrBefore: min(horizon, end.nextDown))
    else { return false }
    // The frame in hand and the pending entry are passed over; the entry the
    // skip lands on is the next frame.
    _ = timeline.next()
    upcoming = timeline.next().flatMap { isInWindow($0.time) ? $0 : nil }
    return true
  }

  /// When the next frame comes, if one does.
  var upcomingTime: Double? { upcoming?.time.timeIntervalSinceReferenceDate }

  /// The interval the entries add to each one to get the next, when they are a grid.
  var gridInterval: Double? { (timeline.entries as? any SkippingIterator)?.gridInterval }

  /// The latest time a frame can have: frames end before the end.
  var latestFrameTime: Double { end.nextDown }

  @inlinable
  func isInWindow(_ time: Date) -> Bool {
    time.timeIntervalSinceReferenceDate < end
  }
}
