extension Double {
  /// The value rounded toward minus infinity: `rounded(.down)`, bit for bit
  /// (minus zero, NaN and the infinities included), without its call.
  ///
  /// On the baseline x86-64 that release builds target there is no
  /// instruction for it, and `rounded(.down)` is a call to libm's `floor`;
  /// the schedules' arithmetic fast paths make one or more for every entry.
  @inlinable
  package var roundedDown: Double {
    // From 2^52 up every Double is a whole number, and NaN and the
    // infinities are their own floor.
    guard magnitude < 0x1p52 else { return self }
    let truncated = Double(Int64(self))
    // Truncation went up for a negative fraction; the sign keeps -0.0 and
    // -1.0 < self < -0.0 right (the latter already stepped down).
    return truncated > self ? truncated - 1 : Double(signOf: self, magnitudeOf: truncated)
  }
}
