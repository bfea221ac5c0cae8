/// Formats instants (seconds since 2001) as Unix seconds, without allocating.
///
///     var writer = UnixSecondsWriter()
///     writer.string(757_382_400)       // "1735689600"
///     writer.string(757_382_400.25)    // "1735689600.25"
///     writer.string(-978_393_600.5)    // "-86400.5"
///
/// A whole second prints as a plain integer. Otherwise the fraction has the
/// fewest digits (1 to 9) whose text, read back with the `@` form of
/// ``DateReader``, gives the same `Double`; where no text of 9 digits does
/// (within about 97 days of 2001, where a `Double` is finer than a nanosecond),
/// the instant is rounded to the nearest nanosecond as ``DateWriter`` rounds it.
/// A negative value is written as `@` reads it: `-86400.5` is half a second
/// before -86400.
struct UnixSecondsWriter: FixedWidthDateWriter {
  /// The most bytes one date takes: `-62135596800.123456789`.
  static let maximumLength = 22

  var maximumLength: Int { Self.maximumLength }

  /// The leading digits of the last whole number written (all but its last
  /// two), kept as two words, and the number they stand for (`.max` for none).
  ///
  /// A run's dates mostly share them with the date before, which is then
  /// copied and finished with two digits. Writing all ten digits of each
  /// date, five divisions each waiting for the one before, made
  /// `--date-format unix` the slowest of the plain formats.
  ///
  /// A struct, not a tuple: the runtime builds a tuple's type at start-up.
  private var keptLeading = KeptLeading()

  private struct KeptLeading {
    /// The number the digits stand for: the last whole number over 100.
    var hundreds = UInt64.max
    /// The digits, and what followed them in the room, in two words.
    var first: UInt64 = 0
    var second: UInt64 = 0
    /// How many digits there are.
    var count = 0
  }

  /// Writes `t` into `out`, which has room for ``maximumLength`` bytes, and
  /// returns the number of bytes written; nil, writing nothing, when `t` is
  /// not an instant of years 0001–9999 UTC (the instants ``DateReader`` reads).
  @inline(__always)
  mutating func write(_ t: Double, into room: UnsafeMutableBufferPointer<UInt8>) -> Int? {
    assert(room.count >= Self.maximumLength, "room for a date is smaller than its longest text")
    let out = room.baseAddress!
    guard t >= Double(CivilTime.earliestSecond) && t < Double(CivilTime.endSecond) else {
      return nil
    }
    var seconds = CivilTime.floorSeconds(t)
    var digits = 0
    var fraction = 0
    let rest = t - Double(seconds)
    if rest != 0 {
      (digits, fraction) = Self.shortestFraction(of: t, seconds: seconds, rest: rest)
      // No digits: the instant rounds to a whole second, this one or the next.
      if digits == 0 { seconds += Int64(fraction) }
    }
    var unix = seconds + ReferenceSeconds.unixTimeOfReferenceDate
    var count = 0
    if unix < 0 {
      out[0] = UInt8(ascii: "-")
      count = 1
      // `@-86400.5` is -86400 - 0.5: the whole part counts up from the floor.
      if digits > 0 {
        unix += 1
        fraction = Self.power(digits) - fraction
      }
    }
    count += writeInteger(UInt64(unix.magnitude), to: out + count)
    guard digits > 0 else { return count }
    out[count] = UInt8(ascii: ".")
    // Plain `while` loops here and below: a `stride` iterator is not inlined
    // into this code and took a third of the time of `--date-format unix`.
    var value = fraction
    var index = count + digits
    while index > count {
      out[index] = UInt8(truncatingIfNeeded: value % 10) &+ UInt8(ascii: "0")
      value /= 10
      index -= 1
    }
    return count + 1 + digits
  }

  /// The fewest fraction digits, and their value, for the instant `t` whose
  /// whole `seconds` and nonzero `rest` are given; 0 digits means that `t`
  /// rounds to a whole second, and the value (0 or 1) is the one to add.
  ///
  /// For each length, the two values either side of `rest` are tried: only
  /// they can read back as `t`. Out of line: it leaves ``write(_:into:)``
  /// small enough to be inlined where whole seconds are written.
  @inline(never)
  private static func shortestFraction(of t: Double, seconds: Int64, rest: Double)
    -> (digits: Int, value: Int)
  {
    for digits in 1...9 {
      let scale = power(digits)
      // `rest` is in (0, 1): truncation is the floor.
      let below = Int(rest * Double(scale))
      for value in below...below + 1 where value > 0 && value < scale {
        let nanoseconds = value * power(9 - digits)
        if ReferenceSeconds.instant(seconds: seconds, nanoseconds: nanoseconds) == t {
          return (digits, value)
        }
      }
    }
    var nanoseconds = DateWriter.nanoseconds(of: t, seconds: seconds, fraction: rest)
    if nanoseconds == 0 || nanoseconds == 1_000_000_000 { return (0, nanoseconds / 1_000_000_000) }
    var digits = 9
    while nanoseconds % 10 == 0 {
      nanoseconds /= 10
      digits -= 1
    }
    return (digits, nanoseconds)
  }

  /// 10^0 through 10^19, every power of ten a UInt64 holds. Literals, so
  /// that the array is laid out when the program is built: one computed on
  /// first use is checked for (`swift_once`) at every date.
  private static let powersOfTen: [UInt64] = [
    1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
    10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000,
    100_000_000_000_000, 1_000_000_000_000_000, 10_000_000_000_000_000,
    100_000_000_000_000_000, 1_000_000_000_000_000_000, 10_000_000_000_000_000_000,
  ]

  /// 10^`exponent`, for the fraction's digits (`exponent` at most 9).
  @inline(__always)
  private static func power(_ exponent: Int) -> Int {
    Int(truncatingIfNeeded: powersOfTen[exponent])
  }

  /// Writes `value` in decimal into `out` and returns the number of digits,
  /// from the kept leading digits when `value` shares them.
  ///
  /// `out` has room for 21 bytes (the room past a sign), more than the 16
  /// bytes of the words and the 18 digits of the longest number kept.
  @inline(__always)
  private mutating func writeInteger(_ value: UInt64, to out: UnsafeMutablePointer<UInt8>) -> Int {
    let hundreds = value / 100
    let raw = UnsafeMutableRawPointer(out)
    if hundreds == keptLeading.hundreds {
      // Two words, within the room: the bytes past the leading digits are
      // overwritten or not counted. Writing every digit pair instead, tried
      // for issue 31, took a Unix-seconds line past its budget.
      raw.storeBytes(of: keptLeading.first, toByteOffset: 0, as: UInt64.self)
      raw.storeBytes(of: keptLeading.second, toByteOffset: 8, as: UInt64.self)
      DateWriter.writeTwoDigits(
        Int(truncatingIfNeeded: value &- hundreds &* 100), to: out + keptLeading.count)
      return keptLeading.count + 2
    }
    let length = Self.writeAllDigits(value, to: out)
    // From 100 on the number has leading digits; past 18 digits they are not
    // two words (a date has at most 12).
    if hundreds > 0 && length <= 18 {
      keptLeading = KeptLeading(
        hundreds: hundreds, first: raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self),
        second: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self), count: length - 2)
    }
    return length
  }

  /// Writes all the digits of `value` and returns how many there are.
  @inline(__always)
  private static func writeAllDigits(_ value: UInt64, to out: UnsafeMutablePointer<UInt8>) -> Int {
    // The number of digits without dividing (the bit-twiddling classic):
    // 1233 / 4096 is log10(2) to four digits, so the bit width times it is
    // the digits of `value` or one short, which one comparison settles.
    let bits = 64 - (value | 1).leadingZeroBitCount
    let guess = (bits * 1233) >> 12
    let length = max(1, value >= powersOfTen[guess] ? guess + 1 : guess)
    // Two digits at a time, as DateWriter writes its fields: half the divisions.
    var rest = value
    var index = length
    while index >= 2 {
      index -= 2
      DateWriter.writeTwoDigits(Int(truncatingIfNeeded: rest % 100), to: out + index)
      rest /= 100
    }
    if index == 1 { out[0] = UInt8(truncatingIfNeeded: rest) &+ UInt8(ascii: "0") }
    return length
  }
}
