#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// A frame the system presents in Always On, before any content is built:
/// when it is presented, the date its content shows, and BacklightServices'
/// "next presentation time" after it (from which its fidelity is estimated):
/// the next frame of the request, or, for the last one, the end of the
/// request's date interval; `nil` only for the last frame of a request
/// without end.
@usableFromInline
struct AlwaysOnPresentation {
  @usableFromInline var time: Date
  @usableFromInline var date: Date
  @usableFromInline var following: Date?

  @inlinable
  init(time: Date, date: Date, following: Date?) {
    self.time = time
    self.date = date
    self.following = following
  }
}

/// The frames SwiftUI hands the system for an Always-On interval from `start`
/// to `end`, in SwiftUI's order of operations.
///
/// The schedule is asked for low-frequency entries from `start`; reading stops
/// after `max(60, 4 × seconds of the interval)` entries; the entries that lead
/// the sequence before `start` are dropped; the first entry at or after `end`
/// rounded to a whole second ends the frames. Each remaining entry is a frame
/// presented at its own date and showing it. Without an end nothing limits
/// the reading, and only the schedule's last entry, or an entry that is NaN or
/// +∞, ends the frames.
@usableFromInline
struct AlwaysOnWindow<Entries: IteratorProtocol> where Entries.Element == Date {
  /// The fewest entries SwiftUI lets a schedule yield for one interval.
  @inlinable static var minimumReadLimit: UInt { 60 }

  @usableFromInline var entries: Entries
  /// How many more entries SwiftUI reads; nil without an end.
  @usableFromInline var readsLeft: UInt?
  /// Whether the entries left provably fit in the reads left
  /// (``AlwaysOnReadBound``), so that skips need not count them.
  private var limitUnreachable = false
  @usableFromInline let end: Double
  /// The end of the request's date interval as given (not rounded): the next
  /// presentation time of its last frame.
  @usableFromInline let requestEnd: Date?
  @usableFromInline var upcoming: Date?
  /// Whether the entries can skip: asked once, and only when a skip is wanted,
  /// since a cast to a protocol searches every conformance in the binary.
  private lazy var canSkip: Bool = Entries.self is any SkippingIterator.Type

  @inlinable
  init(entries: Entries, start: Date, end: Date?) {
    self.entries = entries
    self.readsLeft = end.map { Self.readLimit(from: start, to: $0) }
    self.end = end?.timeIntervalSinceReferenceDate.rounded() ?? .infinity
    self.requestEnd = end
    // Only the entries that lead the sequence are dropped, as `drop(while:)` does.
    var first = read()
    while let date = first,
      date.timeIntervalSinceReferenceDate < start.timeIntervalSinceReferenceDate
    {
      first = read()
    }
    upcoming = first.flatMap(inWindow)
  }

  /// How many entries SwiftUI reads at most for the interval: four a second,
  /// and never fewer than ``minimumReadLimit``.
  @inlinable
  static func readLimit(from start: Date, to end: Date) -> UInt {
    let quarterSeconds = 4 * end.timeIntervalSince(start)
    // Converted as SwiftUI does, truncating; out-of-range values are clamped
    // here rather than trapping.
    let reads: UInt =
      quarterSeconds >= 0x1p64 ? .max : quarterSeconds >= 1 ? UInt(quarterSeconds) : 0
    return max(minimumReadLimit, reads)
  }

  @inlinable
  mutating func next() -> AlwaysOnPresentation? {
    guard let date = upcoming else { return nil }
    let counted = read()
    upcoming = counted.flatMap(inWindow)
    // BacklightServices' next presentation time: the next entry of the request,
    // or when there is none the end of the request's date interval
    // (`entryBookkeepersForDateInterval…`; one capture of that block is
    // unresolved in the decompiles, see docs/semantics.md).
    return AlwaysOnPresentation(time: date, date: date, following: upcoming ?? requestEnd)
  }

  @inlinable
  mutating func read() -> Date? {
    if let left = readsLeft {
      guard left > 0 else { return nil }
      readsLeft = left - 1
    }
    return entries.next()
  }

  /// Passes over the frames that would come before the latest one at or before
  /// `horizon`, as ``next()`` would one by one, counting each entry passed
  /// against the read limit; reads nothing where the entries cannot skip
  /// (``SkippingIterator``).
  @inlinable
  mutating func skip(toLatestAtOrBefore horizon: Double) {
    // Inlined up to here: most frames have nothing to pass over, and a call
    // into this generic code from a client looks the window's type up.
    guard let date = upcoming, date.timeIntervalSinceReferenceDate <= horizon else { return }
    skipReached(toLatestAtOrBefore: horizon)
  }

  /// ``skip(toLatestAtOrBefore:)`` once the next frame is at or before `horizon`.
  @usableFromInline
  mutating func skipReached(toLatestAtOrBefore horizon: Double) {
    guard canSkip, var skipping = entries as? any SkippingIterator else { return }
    // Entries at or after the rounded end end the frames: none is passed over.
    let last = min(horizon, end.nextDown)
    if let left = readsLeft {
      readsLeft = left - skipping.skip(toLatestAtOrBefore: last, atMost: left)
    } else {
      _ = skipping.skip(toLatestAtOrBefore: last)
    }
    entries = skipping as! Entries
  }

  /// Moves on so that the next frame is the latest at or before `horizon`, as
  /// ``next()`` would reach it one by one, counting each entry passed against
  /// the read limit; returns whether it moved. Entries that cannot count what
  /// they pass (a calendar's chain) move too without a read limit, or where
  /// it provably cannot be reached (``AlwaysOnReadBound``).
  mutating func skipAll(toLatestAtOrBefore horizon: Double) -> Bool {
    guard let date = upcoming, date.timeIntervalSinceReferenceDate <= horizon, canSkip,
      var skipping = entries as? any SkippingIterator
    else { return false }
    // Entries at or after the rounded end end the frames: none is passed over.
    let last = min(horizon, end.nextDown)
    let moved: Bool
    if let left = readsLeft, !limitUnreachable {
      let passed = skipping.skip(toLatestAtOrBefore: last, atMost: left)
      readsLeft = left - passed
      if passed > 0 {
        moved = true
      } else if skipping.elementsRiseBySeconds,
        AlwaysOnReadBound.cannotReachLimit(
          left: left, upcoming: date.timeIntervalSinceReferenceDate, end: end)
      {
        // Every read left fits under the limit: reading one by one would
        // never stop on it, so the skip need not count what it passes. The
        // reads after it are still counted; they cannot reach it either.
        limitUnreachable = true
        moved = skipping.skip(toLatestAtOrBefore: last)
      } else {
        moved = false
      }
    } else {
      moved = skipping.skip(toLatestAtOrBefore: last)
    }
    entries = skipping as! Entries
    // The entry the skip lands on is the next frame; the one in hand is passed over.
    if moved { upcoming = read().flatMap(inWindow) }
    return moved
  }

  /// When the next frame comes, if one does.
  var upcomingTime: Double? { upcoming?.timeIntervalSinceReferenceDate }

  /// The interval the entries add to each one to get the next, when they are a grid.
  var gridInterval: Double? { (entries as? any SkippingIterator)?.gridInterval }

  /// The latest time a frame can have: frames end at the rounded end.
  var latestFrameTime: Double { end.nextDown }

  /// `date` if it comes before the rounded end; not-a-number never does.
  @inlinable
  func inWindow(_ date: Date) -> Date? {
    date.timeIntervalSinceReferenceDate < end ? date : nil
  }
}

/// SwiftUI's estimate of the fidelity to request when Always On begins at
/// `start` with no frame before it.
///
/// It reads at most 60 low-frequency entries from `start`, drops those that
/// lead the sequence before `start`, stops at the first one not before
/// `Date.distantFuture`, and estimates from the first two left; with fewer than
/// two it requests nothing (``AlwaysOnFidelity/unspecified``).
func alwaysOnStartFidelity<Entries: IteratorProtocol>(_ entries: Entries, start: Date)
  -> AlwaysOnFidelity
where Entries.Element == Date {
  var entries = entries
  var reads: UInt = 0
  var first: Date?
  while reads < AlwaysOnWindow<Entries>.minimumReadLimit, let date = entries.next() {
    reads += 1
    let t = date.timeIntervalSinceReferenceDate
    if first == nil && t < start.timeIntervalSinceReferenceDate { continue }
    guard t < Date.distantFuture.timeIntervalSinceReferenceDate else { break }
    guard let earlier = first else {
      first = date
      continue
    }
    return AlwaysOnFidelity(estimatingUpdateInterval: date.timeIntervalSince(earlier))
  }
  return .unspecified
}
