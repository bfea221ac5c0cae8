/// Writes a length of time as `--by` reads it (`1h1m`, `1m30s`, `250ms`), for
/// the summary and the picture's labels.
///
///     CompactDuration.string(3_660)  // "1h1m"
///     CompactDuration.string(90)     // "1m30s"
///     CompactDuration.string(0.25)   // "250ms"
///     CompactDuration.string(0)      // "0s"
///
/// The length is rounded to the nearest millisecond first: a person reads the
/// gap, and the exact dates are in the list. Every string it writes is read back
/// by ``DurationText`` as the rounded length.
enum CompactDuration {
  /// `seconds` as ``string(_:)`` writes its magnitude, with `-` before a
  /// negative length (a gap where dates go backwards): `-5s`.
  static func signedString(_ seconds: Double) -> String {
    let magnitude = string(abs(seconds))
    return seconds < 0 && magnitude != "0s" ? "-" + magnitude : magnitude
  }

  /// `seconds` (finite, not negative) in days, hours, minutes, seconds and milliseconds.
  static func string(_ seconds: Double) -> String {
    guard seconds.isFinite, seconds > 0 else { return "0s" }
    // Beyond 2^53 ms (285 000 years) a Double has no milliseconds to round.
    let total = seconds * 1000 < 9e15 ? Int64((seconds * 1000).rounded()) : 9_000_000_000_000_000
    if total == 0 { return "0s" }
    let units: [(Int64, String)] = [
      (86_400_000, "d"), (3_600_000, "h"), (60_000, "m"), (1000, "s"), (1, "ms"),
    ]
    var rest = total
    var text = ""
    for (length, name) in units where rest >= length {
      text += "\(rest / length)\(name)"
      rest %= length
    }
    return text
  }
}
