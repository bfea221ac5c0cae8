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
    // The grid of x's binade: |x| in [2^e, 2^(e+1)) holds the multiples of u = 2^(e-52).
    guard x.isNormal, limit > 0 else { return (x, 0) }
    let u = x.ulp
    let steps = interval / u  // exact: a division by a power of two
    // An interval as large as x itself leaves the binade at once.
    guard steps < 0x1p52 else { return (x, 0) }
    let whole = steps.rounded(.down)
    let rest = steps - whole
    let a = Int64(x / u)  // |a| < 2^53, exact
    var d = Int64(whole)
    if rest > 0.5 {
      d += 1
    } else if rest == 0.5 {
      // A tie rounds to the even multiple; from an even one, every step then adds
      // the same even amount. From an odd one, let the next addition fix that.
      guard a % 2 == 0 else { return (x, 0) }
      if d % 2 != 0 { d += 1 }
    }
    guard d > 0 else { return (x, 0) }
    // Each exact sum a_n + steps must stay on this grid: up to 2^(e+1) = 2^53 u
    // going up; down to 2^e = 2^52 u in magnitude coming up from below zero.
    let limitUnits: Int64 = x > 0 ? 1 << 53 : -(1 << 52)
    let room = limitUnits - Int64(steps.rounded(.up)) - a
    guard room >= 0 else { return (x, 0) }
    var n = min(room / d, Int64(clamping: limit))
    let horizonUnits = (horizon / u).rounded(.down)
    if horizonUnits < 0x1p62 {
      n = min(n, (Int64(horizonUnits) - a) / d)
    }
    guard n > 0 else { return (x, 0) }
    return (Double(a + n * d) * u, UInt(n))
  }
}
