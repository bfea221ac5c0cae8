/// How tlsched counts instants: seconds since 2001-01-01T00:00:00Z (`Date`'s
/// reference date) in a `Double`, and the two facts the readers and writers of
/// dates share about that count.
enum ReferenceSeconds {
  /// Seconds from 1970-01-01T00:00:00Z (Unix time 0) to 2001-01-01T00:00:00Z.
  static let unixTimeOfReferenceDate: Int64 = 978_307_200

  /// The `Double` nearest to `seconds + nanoseconds / 1e9` (nanoseconds in
  /// 0..<1e9), rounded once, so that reading the text a ``DateWriter`` printed
  /// gives back the instant it printed: the reader builds instants with it, and
  /// the writers check with it that a shorter fraction reads back exactly.
  ///
  /// Adding a rounded fraction would round twice and could miss the nearest
  /// value by one ulp near 1970–2030, where the fraction has few spare bits.
  /// Instead the sum is carried in two parts: the division's exact remainder
  /// (from a fused multiply-add) and the addition's exact error (TwoSum) are
  /// folded into one final rounding.
  static func instant(seconds: Int64, nanoseconds: Int) -> Double {
    let whole = Double(seconds)
    if nanoseconds == 0 { return whole }
    let n = Double(nanoseconds)
    let fraction = n / 1e9
    let remainder = n.addingProduct(-fraction, 1e9)
    let sum = whole + fraction
    let fractionPart = sum - whole
    let error = (whole - (sum - fractionPart)) + (fraction - fractionPart)
    return sum + (error + remainder / 1e9)
  }
}
