/// The text that every instant of one local day, at one offset, shares in
/// ISO 8601: `YYYY-MM-DDT` before the time of day and `Z` or the offset after
/// it.
///
/// ``DateWriter`` keeps the last such day, so that a date on the same day as
/// the one before costs only its time of day and fraction: no calendar
/// arithmetic, no offset lookup. A schedule's dates mostly follow each other
/// within a day.
struct WrittenDay {
  /// The part of the day whose text is kept.
  private var span = LocalDaySpan()
  /// `YYYY-MM-DDT`: 11 bytes, in room for 16.
  private var prefix: (UInt64, UInt64) = (0, 0)
  /// `Z`, `±HH:MM` or `±HH:MM:SS`: at most 9 bytes, in a word and a byte.
  private var suffix: (UInt64, UInt8) = (0, 0)
  private var suffixLength = 0

  /// The bytes of the date and `T` before the time of day.
  private static let prefixLength = 11
  /// Where the time of day ends and the fraction, if any, begins.
  private static let timeEnd = 19

  /// The room ``write(_:to:)`` needs: the time of day, the longest fraction
  /// (`.123456789`) and the 9 bytes the suffix is stored in.
  static let roomNeeded = timeEnd + 10 + 9

  /// Whether `t` is an instant of the day: NaN and other days are not.
  @inline(__always)
  func covers(_ t: Double) -> Bool { span.covers(t) }

  /// Writes `t`, which the day ``covers(_:)``, into `out` (room for
  /// ``roomNeeded`` bytes), returning the number of bytes written; nil, for
  /// the full path, when `t`'s fraction rounds up to the next second (which
  /// may be on another day).
  ///
  /// One path for whole seconds and fractions: a separate one for whole
  /// seconds saved whole seconds less than it cost fractions.
  @inline(__always)
  func write(_ t: Double, to out: UnsafeMutablePointer<UInt8>) -> Int? {
    assert(Self.roomNeeded <= DateWriter.maximumLength, "room for a date is too small")
    guard let (secondOfDay, nanoseconds) = span.timeOfDay(t) else { return nil }
    writeTimeOfDay(secondOfDay, to: out)
    let end = Self.timeEnd + DateWriter.writeFraction(nanoseconds, to: out + Self.timeEnd)
    return writeSuffix(at: end, to: out)
  }

  /// Writes the prefix and `HH:MM:SS` of the day's second `secondOfDay`.
  @inline(__always)
  private func writeTimeOfDay(_ secondOfDay: Int, to out: UnsafeMutablePointer<UInt8>) {
    let hours = secondOfDay / 3600
    let minutes = (secondOfDay - hours * 3600) / 60
    let seconds = secondOfDay - hours * 3600 - minutes * 60
    // `HH:MM:SS` as one word: its bytes in order from the lowest, stored once.
    let colon = UInt64(UInt8(ascii: ":"))
    let time =
      UInt64(DateWriter.twoDigits(hours)) | colon << 16
      | UInt64(DateWriter.twoDigits(minutes)) << 24 | colon << 40
      | UInt64(DateWriter.twoDigits(seconds)) << 48
    // Whole words, not a copy of 11 bytes (the bytes past the prefix are
    // overwritten by the time). Copies by length, tried for issue 31, took
    // every ISO line past its budget in bench/budget.json.
    let raw = UnsafeMutableRawPointer(out)
    raw.storeBytes(of: prefix.0, as: UInt64.self)
    raw.storeBytes(of: prefix.1, toByteOffset: 8, as: UInt64.self)
    raw.storeBytes(of: time.littleEndian, toByteOffset: Self.prefixLength, as: UInt64.self)
  }

  /// Writes the suffix at `end` as a word and a byte (those past its length
  /// lie within the room given and are not counted); returns the date's length.
  @inline(__always)
  private func writeSuffix(at end: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
    UnsafeMutableRawPointer(out).storeBytes(of: suffix.0, toByteOffset: end, as: UInt64.self)
    out[end + 8] = suffix.1
    return end + suffixLength
  }

  /// Keeps the day of `time`, whose text `written` (`count` bytes, the zone's
  /// from `suffixStart`) was just written in full; `offsetSpan` is where the
  /// zone keeps `time`'s offset.
  mutating func keep(
    _ time: LocalTime, offsetSpan: (start: Double, end: Double),
    written: UnsafePointer<UInt8>, suffixStart: Int, count: Int
  ) {
    let length = count - suffixStart
    precondition(length > 0 && length <= 9, "a date's zone is 1 to 9 bytes")
    span = LocalDaySpan(time, offsetSpan: offsetSpan)
    withUnsafeMutableBytes(of: &prefix) { bytes in
      bytes.baseAddress!.copyMemory(from: written, byteCount: Self.prefixLength)
    }
    suffix = (0, 0)
    withUnsafeMutableBytes(of: &suffix.0) { bytes in
      bytes.baseAddress!.copyMemory(from: written + suffixStart, byteCount: min(length, 8))
    }
    if length == 9 { suffix.1 = written[suffixStart + 8] }
    suffixLength = length
  }
}
