/// An iterator that can pass over many elements at once, landing exactly where
/// reading them one by one would.
///
/// Reading a fine grid one entry at a time between two moments far apart (a
/// live run created in year 1, an Always-On frame a minute after the last one
/// of a microsecond grid) costs time in proportion to that distance rather than
/// to the output. A schedule whose next entries can be worked out directly
/// conforms, and the readers that would otherwise pass entries one by one
/// (``TimelineView/AlwaysOnFrames``, the command's live catch-up) skip instead.
package protocol SkippingIterator: IteratorProtocol {
  /// If the next element falls at or before `horizon` (seconds since 2001),
  /// passes over elements so that the next call to `next()` returns the latest
  /// one at or before `horizon`, passing over at most `limit`; returns how many
  /// it passed over.
  ///
  /// Returns 0, changing nothing, when the next element is after `horizon`,
  /// when it is the latest one at or before it, or when this iterator cannot
  /// tell where its elements go without reading them (then the caller reads
  /// them one by one, which gives the same result).
  mutating func skip(toLatestAtOrBefore horizon: Double, atMost limit: UInt) -> UInt

  /// If the next element falls at or before `horizon`, passes over elements so
  /// that the next call to `next()` returns the latest one at or before it,
  /// without counting them; returns whether anything moved.
  ///
  /// A calendar's chain of boundaries can be picked up again far ahead (see
  /// `CalendarChainAnchor`) but cannot say how many entries that passes
  /// without reading them; it implements only this.
  mutating func skip(toLatestAtOrBefore horizon: Double) -> Bool

  /// The interval each next element adds to the one before, rounded as `+`
  /// rounds, when the elements are such a grid; nil otherwise.
  ///
  /// A grid's elements follow from any one of them alone, so the frames kept
  /// in Always On from one of them on can be worked out (`AlwaysOnKeptFrames`).
  var gridInterval: Double? { get }

  /// Whether each element comes at least a second after the one before, but
  /// for one pair at most, so that an interval's length bounds how many it
  /// holds (`AlwaysOnReadBound`): a calendar's skip that cannot count then
  /// still respects a read limit it provably cannot reach.
  var elementsRiseBySeconds: Bool { get }
}

extension SkippingIterator {
  /// By default an iterator cannot count what it would pass over: nothing moves.
  package mutating func skip(toLatestAtOrBefore horizon: Double, atMost limit: UInt) -> UInt {
    0
  }

  /// By default a skip without a count is the counted one without a limit.
  package mutating func skip(toLatestAtOrBefore horizon: Double) -> Bool {
    skip(toLatestAtOrBefore: horizon, atMost: .max) > 0
  }

  /// By default the elements are not a grid.
  package var gridInterval: Double? { nil }

  /// By default nothing is known of how far apart the elements are.
  package var elementsRiseBySeconds: Bool { false }
}

/// The grid skip shared by schedules that add one interval again and again.
enum GridSkip {
  /// Where `upcoming`, the next entry of a grid adding `interval`, moves to in a
  /// skip to `horizon` of at most `limit` entries, and how many entries that
  /// passes over; `nil` when nothing moves.
  ///
  /// A grid whose sum has stopped changing repeats `upcoming` for ever: every
  /// one of its entries is at or before `horizon`, so `limit` of them are passed.
  static func skip(
    upcoming: Double, interval: Double, toLatestAtOrBefore horizon: Double, atMost limit: UInt
  ) -> (upcoming: Double, passed: UInt)? {
    guard interval > 0, interval.isFinite, upcoming.isFinite, upcoming <= horizon, limit > 0
    else { return nil }
    let run = RepeatedAddition.advance(
      from: upcoming, adding: interval, atOrBefore: horizon, atMost: limit)
    let passed = run.stalled ? limit : run.additions
    return passed > 0 ? (run.date, passed) : nil
  }
}
