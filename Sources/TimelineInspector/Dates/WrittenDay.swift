/// The text that every whole second of one local day, at one offset, shares
/// in ISO 8601: `YYYY-MM-DDT` before the time of day and `Z` or the offset
/// after it.
///
/// ``DateWriter`` keeps the last such day, so that a date on the same day as
/// the one before costs only its time of day: no calendar arithmetic, no
/// offset lookup. A schedule's dates mostly follow each other within a day.
struct WrittenDay {
  /// The first instant (seconds since 2001) the day covers: its local midnight,
  /// or the zone transition after it.
  private var low = Double.infinity
  /// The instant just past the day: the next local midnight, or the zone
  /// transition before it.
  private var high = -Double.infinity
  /// The instant of the day's local midnight, in whole seconds since 2001.
  private var midnight: Int64 = 0
  /// `YYYY-MM-DDT`: 11 bytes, in room for 16.
  private var prefix: (UInt64, UInt64) = (0, 0)
  /// `Z`, `±HH:MM` or `±HH:MM:SS`: at most 9 bytes, in room for 16.
  private var suffix: (UInt64, UInt64) = (0, 0)
  private var suffixLength = 0

  /// The bytes of the date and `T` before the time of day.
  private static let prefixLength = 11
  /// Where the time of day ends and the suffix begins.
  private static let timeEnd = 19

  /// The most bytes ``write(_:to:)`` writes.
  static let maximumLength = timeEnd + 9

  /// Whether `t` is a whole second of the day: NaN and other days are not.
  @inline(__always)
  func covers(_ t: Double) -> Bool {
    t >= low && t < high && t.rounded(.down) == t
  }

  /// Writes `t`, which the day ``covers(_:)``, into `out` (room for
  /// ``maximumLength`` bytes), returning the number of bytes written.
  @inline(__always)
  func write(_ t: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
    let secondOfDay = Int(Int64(t) - midnight)
    withUnsafeBytes(of: prefix) { bytes in
      UnsafeMutableRawPointer(out).copyMemory(
        from: bytes.baseAddress!, byteCount: Self.prefixLength)
    }
    DateWriter.writeTwoDigits(secondOfDay / 3600, to: out + 11)
    out[13] = UInt8(ascii: ":")
    DateWriter.writeTwoDigits(secondOfDay / 60 % 60, to: out + 14)
    out[16] = UInt8(ascii: ":")
    DateWriter.writeTwoDigits(secondOfDay % 60, to: out + 17)
    withUnsafeBytes(of: suffix) { bytes in
      UnsafeMutableRawPointer(out + Self.timeEnd).copyMemory(
        from: bytes.baseAddress!, byteCount: suffixLength)
    }
    return Self.timeEnd + suffixLength
  }

  /// Keeps the day of `time`, whose text `written` (`count` bytes, a whole
  /// second: no fraction) was just written in full; `offsetSpan` is where the
  /// zone keeps `time`'s offset.
  mutating func keep(
    _ time: LocalTime, offsetSpan: (start: Double, end: Double),
    written: UnsafePointer<UInt8>, count: Int
  ) {
    let length = count - Self.timeEnd
    precondition(time.nanoseconds == 0 && length > 0 && length <= 16, "not a whole-second date")
    midnight = time.days * CivilTime.secondsPerDay - Int64(time.offset)
    low = max(Double(midnight), offsetSpan.start)
    high = min(Double(midnight + CivilTime.secondsPerDay), offsetSpan.end)
    withUnsafeMutableBytes(of: &prefix) { bytes in
      bytes.baseAddress!.copyMemory(from: written, byteCount: Self.prefixLength)
    }
    withUnsafeMutableBytes(of: &suffix) { bytes in
      bytes.baseAddress!.copyMemory(from: written + Self.timeEnd, byteCount: length)
    }
    suffixLength = length
  }
}
