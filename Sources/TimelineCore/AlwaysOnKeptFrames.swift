#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Which frames the system keeps in Always On, and where the chain of kept
/// frames of a grid leads, found without reading every frame.
///
/// The system keeps the first frame, then each frame at least the session's
/// spacing after the last one kept. So the next kept frame depends on the last
/// one kept, and a kept frame at least the spacing after the frame before it
/// is kept whatever came earlier: there the chain forgets its past.
///
/// A grid finer than the spacing has no such frame, yet its chain still
/// repeats: while the grid adds the same number of units to each sum (a
/// ``UniformRun``), the differences between its sums are exact, so every kept
/// frame is the same number of additions after the one before.
@usableFromInline
enum AlwaysOnKeptFrames {
  /// The latest time `t` for which `t.timeIntervalSince(kept) < spacing`:
  /// every frame up to it is dropped. That difference never decreases as `t`
  /// grows, so the times that pass form a range, whose end lies next to
  /// `kept + spacing`: a step or two from it, or, where `Double`s are dense
  /// (near 2001, where `kept + spacing` may be many of them away from the
  /// end), a bisection over the doubles between a time that passes and one
  /// that does not.
  @usableFromInline
  static func latestTooSoon(after kept: Date, spacing: Double) -> Double {
    let k = kept.timeIntervalSinceReferenceDate
    guard k.isFinite, spacing.isFinite, spacing > 0 else { return -.infinity }
    func tooSoon(_ t: Double) -> Bool {
      Date(timeIntervalSinceReferenceDate: t).timeIntervalSince(kept) < spacing
    }
    let guess = k + spacing
    if !guess.isFinite { return -.infinity }
    if tooSoon(guess) {
      if !tooSoon(guess.nextUp) { return guess }
    } else if tooSoon(guess.nextDown) {
      return guess.nextDown
    }
    // `kept` itself is too soon (a difference of 0); find a time that is not.
    var passing = k
    var failing = guess
    var reach = spacing
    while tooSoon(failing) {
      passing = failing
      reach *= 2
      failing = k + reach
      if !failing.isFinite {
        failing = .greatestFiniteMagnitude
        break
      }
    }
    if tooSoon(failing) { return failing }
    return OrderedDoubles.lastPassing(from: passing, before: failing, tooSoon)
  }

  /// The latest kept frame at or before `horizon` in the chain of a grid that
  /// adds `interval`, from the kept frame `kept`, whose entries go on by
  /// adding `interval` to it, reading at most `limit` entries after it; with
  /// how many entries after `kept` that is (0 for `kept` itself).
  ///
  /// - Complexity: O(number of binades crossed): one frame at a time only
  ///   where the grid leaves a ``UniformRun``.
  static func latestOnGrid(
    after kept: Double, adding interval: Double, spacing: Double, atOrBefore horizon: Double,
    atMost limit: UInt
  ) -> (date: Double, additions: UInt) {
    var k = kept
    var additions: UInt = 0
    while let step = nextOnGrid(
      after: k, adding: interval, spacing: spacing, atMost: limit - additions),
      step.date <= horizon
    {
      // Inside one run, the frame `n` additions on from `k` is the first at
      // least the spacing after it (its difference from `k` is exact), and so
      // from every later kept frame of the run: the kept frames are every
      // `n` additions, passed over at once.
      if let run = UniformRun(from: k, adding: interval), step.additions <= run.count,
        run.sum(after: step.additions) == step.date
      {
        let n = step.additions
        var frames = min(run.count, limit - additions) / n
        if let reach = run.additions(toReach: horizon) { frames = min(frames, reach / n) }
        if frames > 0 {
          k = run.sum(after: frames * n)
          additions += frames * n
          continue
        }
      }
      k = step.date
      additions += step.additions
    }
    return (k, additions)
  }

  /// The kept frame after `kept` on a grid adding `interval`, and how many
  /// additions from `kept` it is; nil when it comes after `limit` of them, or
  /// the grid stops advancing first.
  static func nextOnGrid(
    after kept: Double, adding interval: Double, spacing: Double, atMost limit: UInt
  )
    -> (date: Double, additions: UInt)?
  {
    let tooSoon = latestTooSoon(
      after: Date(timeIntervalSinceReferenceDate: kept), spacing: spacing)
    guard interval > 0, interval.isFinite, tooSoon >= kept, limit > 0 else { return nil }
    let run = RepeatedAddition.advance(
      from: kept, adding: interval, atOrBefore: tooSoon, atMost: limit - 1)
    let date = run.date + interval
    // Every addition up to the last one allowed stayed too soon: the kept
    // frame is past the limit.
    guard !run.stalled, date > tooSoon, date > run.date else { return nil }
    return (date, run.additions + 1)
  }
}
