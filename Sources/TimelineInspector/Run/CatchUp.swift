import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// The catch-up rule of a live run, for loops that cannot use ``LiveCatchUp``.
enum CatchUp {
  /// Whether a line followed by one due at `following` has been overtaken: that
  /// one is already due on the real clock (and not past `until`), so a view
  /// would never show this one.
  ///
  /// - Throws: ``RunStop/stopSignal`` once a stop signal has arrived, so that
  ///   a long catch-up still stops at once.
  static func isOvertaken(
    followedAt following: Double, until: Double = .infinity, clock: any LiveClock
  ) throws(RunStop) -> Bool {
    guard following <= min(clock.now(), until) else { return false }
    if clock.stopRequested { throw .stopSignal }
    return true
  }
}

/// What a live run prints of a sequence of dates or updates: like a view
/// catching up, an element whose successor is already due on the real clock
/// has been overtaken and is skipped, so of the elements already past only the
/// latest is printed.
///
/// A long catch-up (a grid anchored in year 1) watches for a stop signal as it
/// goes, and jumps where the iterator can skip (``SkippingIterator``).
struct LiveCatchUp<Base: IteratorProtocol> {
  private var base: Base
  private var upcoming: Base.Element?
  private let time: (Base.Element) -> Double
  private let until: Double
  /// Whether `base` can skip entries. Asked only once a catch-up happens: a
  /// cast to a protocol searches every conformance in the binary, a cost
  /// every run's start-up would pay if it were asked when the catch-up is made.
  private lazy var canSkip: Bool = Base.self is any SkippingIterator.Type
  private let catchesUp: Bool
  private let clock: any LiveClock
  /// The elements passed over since ``takePassedOver()`` last asked, and when
  /// the first of them was due.
  private var passedOver: (count: UInt, first: Double)?
  /// Whether an element has been returned: from then on every skip is counted.
  private var returnedAny = false

  /// Follows `base`, whose elements fall due at `time(element)`, ending after
  /// the last one at or before `until`; with `catchesUp` false, every element
  /// is kept (a run that is not live). "Already due" is on `clock`.
  ///
  /// Pass `time` as a closure, not a key path: it runs for every line, and
  /// projecting a key path there made `--view` several times slower.
  init(
    _ base: Base, time: @escaping (Base.Element) -> Double, until: Double = .infinity,
    catchesUp: Bool = true, clock: any LiveClock
  ) {
    self.clock = clock
    self.base = base
    self.time = time
    self.until = until
    self.catchesUp = catchesUp
    upcoming = self.base.next()
  }

  /// The next element to print, or nil at the end.
  ///
  /// - Throws: ``RunStop/stopSignal`` when a stop signal arrives during a catch-up.
  mutating func next() throws(RunStop) -> Base.Element? {
    while let element = upcoming {
      upcoming = base.next()
      if time(element) > until { return nil }
      guard catchesUp, let following = upcoming else {
        returnedAny = true
        return element
      }
      guard try CatchUp.isOvertaken(followedAt: time(following), until: until, clock: clock)
      else {
        returnedAny = true
        return element
      }
      passedOver = ((passedOver?.count ?? 0) + 1, passedOver?.first ?? time(element))
      if canSkip, case let moved = skip(toLatestAtOrBefore: min(clock.now(), until)), moved > 0 {
        // `following` is passed over too, then the `moved` after it (saturating:
        // a grid stuck on one date passes over as many as it is allowed).
        let (sum, overflow) = passedOver!.count.addingReportingOverflow(moved)
        passedOver!.count = overflow || sum == .max ? .max : sum + 1
        upcoming = base.next()
      }
    }
    return nil
  }

  /// How many elements were passed over, overtaken, since the last call, and
  /// when the first of them was due; nil if none was.
  mutating func takePassedOver() -> (count: UInt, first: Double)? {
    defer { passedOver = nil }
    return passedOver
  }

  /// Skips `base` to `horizon`, returning how many elements that passed over.
  /// Before the first element is returned nothing is reported, so an
  /// iterator that cannot count (a calendar chain picked up again far ahead)
  /// may skip too, counted as one: the catch-up of a run created long ago.
  private mutating func skip(toLatestAtOrBefore horizon: Double) -> UInt {
    guard var skipping = base as? any SkippingIterator else { return 0 }
    defer { base = skipping as! Base }
    let moved = skipping.skip(toLatestAtOrBefore: horizon, atMost: .max)
    if moved > 0 || returnedAny { return moved }
    return skipping.skip(toLatestAtOrBefore: horizon) ? 1 : 0
  }
}
