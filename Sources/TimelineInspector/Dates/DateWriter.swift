import TimelineCore

/// Formats instants (seconds since 2001) as ISO 8601 text in a zone, without
/// Foundation's formatters and without allocating.
///
///     var writer = DateWriter(zone: .utc)
///     writer.string(0)       // "2001-01-01T00:00:00Z"
///     writer.string(0.25)    // "2001-01-01T00:00:00.250Z"
///     writer.string(1 / 120) // "2001-01-01T00:00:00.008333333Z"
///
/// The text is `YYYY-MM-DDTHH:MM:SS`, a fraction, then the zone:
/// - The fraction has 3, 6 or 9 digits: the fewest whose text reads back as
///   the same `Double` (``DateReader`` gives the nearest one), so reading what
///   was printed gives the instant back. Where no such text exists (a `Double`
///   finer than a nanosecond, within about 97 days of 2001), the instant is
///   rounded to the nearest nanosecond, ties away from zero, carrying into the
///   seconds, and printed with the fewest of 3, 6 or 9 digits that show it.
///   A whole second has no fraction.
/// - The zone is `Z` when it is always UTC, else the offset at that instant:
///   `±HH:MM`, or `±HH:MM:SS` for historic offsets with seconds
///   (Africa/Monrovia in 1960: `-00:44:30`); offset 0 prints `+00:00`.
/// - Years are always 4 digits, proleptic Gregorian; instants whose local year
///   is outside 1...9999 are not written.
///
/// A named zone's offset comes from a ``ZoneOffsetCursor``, so Foundation is
/// asked only when a date crosses a transition.
struct DateWriter: FixedWidthDateWriter {
  /// The most bytes one date takes: `9999-12-31T23:59:59.123456789-00:44:30`.
  static let maximumLength = 38

  var maximumLength: Int { Self.maximumLength }

  /// Whether dates end in `Z`.
  private let printsZ: Bool

  /// Splits instants into wall-clock fields in the zone (one place for the
  /// rounding and the offsets, shared with date patterns).
  private var splitter: LocalTimeSplitter

  /// The text of the last day a whole second was written on.
  private var day = WrittenDay()

  /// Creates a writer that prints dates in `zone`.
  init(zone: TimeZoneChoice) {
    printsZ = zone.isAlwaysUTC
    splitter = LocalTimeSplitter(zone: zone)
  }

  /// Writes `t` at the start of `room` (at least ``maximumLength`` bytes) and
  /// returns the number of bytes written.
  ///
  /// Returns nil, writing nothing useful, if `t` is not finite or its local
  /// year in the zone is outside 1...9999.
  ///
  /// - Complexity: O(1); a named zone asks Foundation once per transition crossed.
  @inline(__always)
  mutating func write(_ t: Double, into room: UnsafeMutableBufferPointer<UInt8>) -> Int? {
    assert(room.count >= Self.maximumLength, "room for a date is smaller than its longest text")
    let out = room.baseAddress!
    if day.covers(t), let count = day.write(t, to: out) { return count }
    return writeInFull(t, to: out)
  }

  /// ``write(_:into:)`` for a date on another day than the last, or one whose
  /// fraction rounds up to the next second.
  ///
  /// Never inlined: kept out of line, it leaves ``write(_:into:)`` small enough
  /// to be inlined into every writer's row, where most dates take the fast path.
  @inline(never)
  private mutating func writeInFull(_ t: Double, to out: UnsafeMutablePointer<UInt8>) -> Int? {
    guard let time = splitter.split(t) else { return nil }
    let count = writeFields(time, to: out)
    day.keep(
      time, offsetSpan: splitter.offsetSpan, written: out,
      suffixStart: 19 + Self.fractionLength(time.nanoseconds), count: count)
    return count
  }

  /// Writes the fields of `time`.
  private func writeFields(_ time: LocalTime, to out: UnsafeMutablePointer<UInt8>) -> Int {
    let date = time.date
    let secondOfDay = time.secondOfDay
    let nanoseconds = time.nanoseconds
    let year = Int(date.year)
    Self.writeTwoDigits(year / 100, to: out)
    Self.writeTwoDigits(year % 100, to: out + 2)
    out[4] = UInt8(ascii: "-")
    Self.writeTwoDigits(date.month, to: out + 5)
    out[7] = UInt8(ascii: "-")
    Self.writeTwoDigits(date.day, to: out + 8)
    out[10] = UInt8(ascii: "T")
    Self.writeTwoDigits(secondOfDay / 3600, to: out + 11)
    out[13] = UInt8(ascii: ":")
    Self.writeTwoDigits(secondOfDay / 60 % 60, to: out + 14)
    out[16] = UInt8(ascii: ":")
    Self.writeTwoDigits(secondOfDay % 60, to: out + 17)
    let count = 19 + Self.writeFraction(nanoseconds, to: out + 19)
    if printsZ {
      out[count] = UInt8(ascii: "Z")
      return count + 1
    }
    return count + Self.writeOffset(time.offset, to: out + count)
  }

  /// Whether ``write(_:into:)`` can write `t`: it is finite and its local year in
  /// the zone is within 1...9999. Input checks ask this so that a date is
  /// refused when it is read, not found unprintable in the middle of the output.
  mutating func canWrite(_ t: Double) -> Bool {
    // Most dates are a day inside the years: no need to split them.
    Self.surelyWritable.contains(t) || splitter.split(t) != nil
  }

  /// The instants every format prints in every zone: from 0001-01-02 to
  /// 9999-12-31 UTC, a day inside years 0001–9999 at each end, more than any
  /// zone's offset.
  static let surelyWritable: ClosedRange<Double> = {
    let first = CivilTime.earliestSecond + CivilTime.secondsPerDay
    let last = CivilTime.endSecond - CivilTime.secondsPerDay
    return Double(first)...Double(last)
  }()

  /// The nanoseconds to print for `t`, whose whole `seconds` and nonzero
  /// `fraction` are given; the result may be 1e9, a carry into the seconds.
  ///
  /// The fewest digits that read back as `t` win: a whole number of milliseconds
  /// or microseconds if its text reads back (by ``DateReader``'s rounding) as
  /// exactly `t`. So the Double nearest 2025-01-01T00:00:00.001Z prints as
  /// `.001`, not as its nearest nanosecond `.001000047`, and printing is the
  /// inverse of reading. Otherwise, as within about 97 days of 2001 where a
  /// Double is finer than a nanosecond, it is `t` rounded to the nearest
  /// nanosecond.
  @inline(__always)
  static func nanoseconds(of t: Double, seconds: Int64, fraction: Double) -> Int {
    let negative = t < 0
    let nearest = rounded(fraction, toUnitsOf: 1e9, instantIsNegative: negative)
    if nearest % 1_000_000 == 0 { return nearest }
    let milliseconds = rounded(fraction, toUnitsOf: 1e3, instantIsNegative: negative)
    if milliseconds > 0 && milliseconds < 1000
      && ReferenceSeconds.instant(seconds: seconds, nanoseconds: milliseconds * 1_000_000) == t
    {
      return milliseconds * 1_000_000
    }
    if nearest % 1000 == 0 { return nearest }
    let microseconds = rounded(fraction, toUnitsOf: 1e6, instantIsNegative: negative)
    if microseconds > 0 && microseconds < 1_000_000
      && ReferenceSeconds.instant(seconds: seconds, nanoseconds: microseconds * 1000) == t
    {
      return microseconds * 1000
    }
    return nearest
  }

  /// `fraction` (in [0, 1), nonzero) times `scale` (1e3, 1e6 or 1e9), rounded
  /// to nearest with ties away from zero for the instant; may equal `scale`.
  ///
  /// The product is rounded, so one that lands on a half is checked against its
  /// exact error (a fused multiply-add) before it counts as a tie. True ties
  /// exist (1/1024 s is 976 562.5 ns). For a negative instant the fraction counts
  /// up from the second below it, so away from zero means down.
  @inline(__always)
  private static func rounded(_ fraction: Double, toUnitsOf scale: Double, instantIsNegative: Bool)
    -> Int
  {
    let product = fraction * scale
    // The product is in [0, scale]: truncation is its floor, without a call
    // to libm's `floor`.
    var whole = Double(Int64(product))
    let rest = product - whole
    if rest > 0.5 {
      whole += 1
    } else if rest == 0.5 {
      let error = (-product).addingProduct(fraction, scale)
      if error > 0 || (error == 0 && !instantIsNegative) { whole += 1 }
    }
    return Int(whole)
  }

  /// ``writeOffset(_:to:)`` as a string: "+05:30", "-00:44:30", "+00:00".
  static func offsetText(_ seconds: Int) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 9) { buffer in
      let count = writeOffset(seconds, to: buffer.baseAddress!)
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
    }
  }

  /// `±HH:MM`, or `±HH:MM:SS` when the offset has seconds; returns the length.
  static func writeOffset(
    _ offset: Int, separator: UInt8? = UInt8(ascii: ":"), to out: UnsafeMutablePointer<UInt8>
  ) -> Int {
    // The one writer of offsets: ISO dates, `--tz` names and date patterns all use it.
    let magnitude = abs(offset)
    out[0] = offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
    writeTwoDigits(magnitude / 3600, to: out + 1)
    var count = 3
    func put(_ part: Int) {
      if let separator {
        out[count] = separator
        count += 1
      }
      writeTwoDigits(part, to: out + count)
      count += 2
    }
    put(magnitude / 60 % 60)
    if magnitude % 60 != 0 { put(magnitude % 60) }
    return count
  }

  /// Writes `.` and the fewest groups of three digits that hold `nanoseconds`
  /// exactly (nothing for 0); returns the length.
  @inline(__always)
  static func writeFraction(_ nanoseconds: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
    guard nanoseconds != 0 else { return 0 }
    out[0] = UInt8(ascii: ".")
    writeThreeDigits(nanoseconds / 1_000_000, to: out + 1)
    if nanoseconds % 1_000_000 == 0 { return 4 }
    writeThreeDigits(nanoseconds / 1000 % 1000, to: out + 4)
    if nanoseconds % 1000 == 0 { return 7 }
    writeThreeDigits(nanoseconds % 1000, to: out + 7)
    return 10
  }

  /// The length ``writeFraction(_:to:)`` gives `nanoseconds`.
  static func fractionLength(_ nanoseconds: Int) -> Int {
    nanoseconds == 0 ? 0 : nanoseconds % 1_000_000 == 0 ? 4 : nanoseconds % 1000 == 0 ? 7 : 10
  }

  /// Writes `value` (0–99) as two ASCII digits from a 200-byte table.
  @inline(__always)
  static func writeTwoDigits(_ value: Int, to out: UnsafeMutablePointer<UInt8>) {
    let source = digitPairs.utf8Start + 2 * value
    out[0] = source[0]
    out[1] = source[1]
  }

  /// The two ASCII digits of `value` (0–99), the first in the low byte.
  @inline(__always)
  static func twoDigits(_ value: Int) -> UInt16 {
    let source = digitPairs.utf8Start + 2 * value
    return UInt16(source[0]) | UInt16(source[1]) << 8
  }

  /// `00` to `99`, one after the other. A StaticString's bytes live in the
  /// binary: no allocation, no lazy global.
  private static var digitPairs: StaticString {
    """
    00010203040506070809101112131415161718192021222324252627282930313233343536373839\
    40414243444546474849505152535455565758596061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899
    """
  }

  /// Writes `value` (0–999) as three ASCII digits.
  @inline(__always)
  private static func writeThreeDigits(_ value: Int, to out: UnsafeMutablePointer<UInt8>) {
    out[0] = UInt8(truncatingIfNeeded: value / 100) &+ UInt8(ascii: "0")
    writeTwoDigits(value % 100, to: out + 1)
  }
}
