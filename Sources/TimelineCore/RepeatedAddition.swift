/// Where adding an interval again and again leads, found without doing every
/// addition.
///
/// Periodic and animation schedules produce each entry as the previous one plus
/// the interval, rounded to a `Double` each time, so after many additions the
/// dates drift from the ideal grid by their accumulated rounding. A live run
/// that starts far in the past must still show exactly the date the schedule
/// would reach, bit for bit, yet cannot afford billions of additions (year 1 to
/// now is 6 × 10¹⁰ one-second steps). The arithmetic of IEEE 754 allows a jump:
/// while the sums stay between two powers of two, every one is rounded to the
/// same grid of multiples of `u` (the spacing of `Double`s there), so each
/// addition adds the same whole number of `u`, and `n` additions add `n` times
/// that, exactly. Only where a sum leaves that range, or where the interval is
/// exactly half-way between two multiples of `u` (a tie, rounded to even, so
/// the step depends on the parity), are additions done one by one.
package enum RepeatedAddition {
  /// The last date at or before `horizon` that adding `interval` to `start`
  /// again and again reaches, exactly as those additions would (`start` itself
  /// if the first sum is after `horizon`); or the date where the sum stops
  /// changing, if that comes first.
  ///
  /// - Precondition: `start <= horizon`, `interval > 0`, both finite.
  /// - Complexity: O(number of powers of two crossed), about 2 × 64 steps at most.
  package static func latest(
    from start: Double, adding interval: Double, atOrBefore horizon: Double
  )
    -> Double
  {
    advance(from: start, adding: interval, atOrBefore: horizon, atMost: .max).date
  }

  /// Adds `interval` to `start` again and again, as long as the sum stays at or
  /// before `horizon`, at most `limit` times, exactly as those additions would.
  ///
  /// Returns where the additions lead, how many were made, and whether they
  /// stopped because the sum no longer changes (`stalled`): every further
  /// addition gives `date` again. A stalled run counts only the additions that
  /// moved the date.
  ///
  /// - Precondition: `start <= horizon`, `interval > 0`, both finite.
  /// - Complexity: O(number of powers of two crossed), about 2 × 64 steps at most.
  package static func advance(
    from start: Double, adding interval: Double, atOrBefore horizon: Double, atMost limit: UInt
  ) -> (date: Double, additions: UInt, stalled: Bool) {
    var x = start
    var additions: UInt = 0
    while additions < limit {
      let next = x + interval
      if next > horizon { break }
      if next == x { return (x, additions, true) }
      x = next
      additions += 1
      let (jumped, more) = jump(
        from: x, adding: interval, atOrBefore: horizon, atMost: limit - additions)
      x = jumped
      additions += more
    }
    return (x, additions, false)
  }

  /// `x` moved on by as many whole additions as stay on one grid, at or
  /// before `horizon`, and number at most `limit`; with that number (0 when no
  /// whole run applies).
  private static func jump(
    from x: Double, adding interval: Double, atOrBefore horizon: Double, atMost limit: UInt
  ) -> (Double, UInt) {
    guard limit > 0, let run = UniformRun(from: x, adding: interval) else { return (x, 0) }
    var n = min(run.count, limit)
    if let reach = run.additions(toReach: horizon) { n = min(n, reach) }
    guard n > 0 else { return (x, 0) }
    return (run.sum(after: n), n)
  }
}

/// The additions of one interval to a date that all add the same whole number
/// of units of its binade, found from the date and the interval alone.
///
/// Within the binade of `x` (|x| in [2^e, 2^(e+1))) the `Double`s are the
/// multiples of `u = 2^(e-52)`; adding `interval` rounds to one of them. Away
/// from a tie, every sum is rounded by the same amount, so each addition adds
/// the same number of units, until a sum leaves the binade. At a tie the sum
/// rounds to the even multiple: from an even one, each addition then adds the
/// same even number; from an odd one the next addition decides.
package struct UniformRun {
  /// The spacing of `Double`s in the binade: one unit.
  package let unit: Double
  /// The date the run starts from, in units.
  package let start: Int64
  /// The units each addition adds.
  package let step: Int64
  /// How many additions stay in the binade.
  package let count: UInt

  /// The run of additions of `interval` from `x`; nil where none applies (a
  /// subnormal or zero `x`, an interval as large as `x`, a tie from an odd
  /// multiple, or a sum already at the edge of the binade).
  package init?(from x: Double, adding interval: Double) {
    guard x.isNormal else { return nil }
    let u = x.ulp
    let steps = interval / u  // exact: a division by a power of two
    // An interval as large as x itself leaves the binade at once.
    guard steps < 0x1p52 else { return nil }
    let whole = steps.roundedDown
    let rest = steps - whole
    let a = Int64(x / u)  // |a| < 2^53, exact
    var d = Int64(whole)
    if rest > 0.5 {
      d += 1
    } else if rest == 0.5 {
      // A tie rounds to the even multiple; from an even one, every step then adds
      // the same even amount. From an odd one, let the next addition fix that.
      guard a % 2 == 0 else { return nil }
      if d % 2 != 0 { d += 1 }
    }
    guard d > 0 else { return nil }
    // Each exact sum a_n + steps must stay on this grid: up to 2^(e+1) = 2^53 u
    // going up; down to 2^e = 2^52 u in magnitude coming up from below zero.
    let limitUnits: Int64 = x > 0 ? 1 << 53 : -(1 << 52)
    let room = limitUnits - Int64(steps.rounded(.up)) - a
    guard room >= 0 else { return nil }
    unit = u
    start = a
    step = d
    count = UInt(room / d)
  }

  /// The sum after `n` additions, `n` at most ``count``: exact.
  package func sum(after n: UInt) -> Double {
    Double(start + Int64(n) * step) * unit
  }

  /// The most additions whose sum stays at or before `horizon`; nil when
  /// `horizon` is too far for that to bound them (``count`` does).
  package func additions(toReach horizon: Double) -> UInt? {
    let horizonUnits = (horizon / unit).roundedDown
    guard horizonUnits < 0x1p62 else { return nil }
    return UInt(max(0, (Int64(horizonUnits) - start) / step))
  }
}
