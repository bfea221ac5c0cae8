/// The finite `Double`s numbered in order, so that a search can halve the
/// count of doubles between two values instead of the distance between them.
///
/// Near zero the doubles are far denser than elsewhere: between -60 and 0
/// lie about as many of them as between 0 and the largest one. Halving the
/// distance takes over a thousand steps to reach adjacent doubles there;
/// halving the count takes at most 64.
enum OrderedDoubles {
  /// The position of `x` among the doubles: larger doubles have larger
  /// positions, adjacent ones adjacent positions, and both zeros are 0.
  static func position(of x: Double) -> Int64 {
    let magnitude = Int64(bitPattern: x.magnitude.bitPattern)
    return x.sign == .minus ? -magnitude : magnitude
  }

  /// The double at `position` (the inverse of ``position(of:)``).
  static func double(at position: Int64) -> Double {
    let magnitude = Double(bitPattern: UInt64(position.magnitude))
    return position < 0 ? -magnitude : magnitude
  }

  /// The last double `t` from `passing` on, before `failing`, for which
  /// `passes(t)` holds.
  ///
  /// - Precondition: `passing < failing`, `passes(passing)` holds,
  ///   `passes(failing)` does not, and `passes` never holds again once it has
  ///   failed as `t` grows.
  /// - Complexity: O(64) calls of `passes`.
  static func lastPassing(
    from passing: Double, before failing: Double, _ passes: (Double) -> Bool
  ) -> Double {
    var low = position(of: passing)
    var high = position(of: failing)
    // The distance between two positions may not fit in an `Int64` (from a
    // negative double to a positive one), but always fits in a `UInt64`.
    while UInt64(bitPattern: high &- low) > 1 {
      let middle = low &+ Int64(bitPattern: UInt64(bitPattern: high &- low) / 2)
      if passes(double(at: middle)) { low = middle } else { high = middle }
    }
    return double(at: low)
  }
}
