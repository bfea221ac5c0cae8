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

  /// The room ``write(_:to:)`` needs: it stores whole 16-byte words, of
  /// which it counts 20 to 28.
  static let roomNeeded = timeEnd + 16

  /// Whether `t` is a whole second of the day: NaN and other days are not.
  @inline(__always)
  func covers(_ t: Double) -> Bool {
    t >= low && t < high && t.rounded(.down) == t
  }

  /// Writes `t`, which the day ``covers(_:)``, into `out` (room for
  /// ``roomNeeded`` bytes), returning the number of bytes written.
  @inline(__always)
  func write(_ t: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
    assert(Self.roomNeeded <= DateWriter.maximumLength, "room for a date is too small")
    let secondOfDay = Int(Int64(t) - midnight)
    // Whole words, not a copy of 11 and of 1 to 9 bytes: two stores each (the
    // bytes past the prefix are overwritten by the time, those past the suffix
    // lie within the room given and are not counted).
    let raw = UnsafeMutableRawPointer(out)
    raw.storeBytes(of: prefix.0, as: UInt64.self)
    raw.storeBytes(of: prefix.1, toByteOffset: 8, as: UInt64.self)
    DateWriter.writeTwoDigits(secondOfDay / 3600, to: out + 11)
    out[13] = UInt8(ascii: ":")
    DateWriter.writeTwoDigits(secondOfDay / 60 % 60, to: out + 14)
    out[16] = UInt8(ascii: ":")
    DateWriter.writeTwoDigits(secondOfDay % 60, to: out + 17)
    raw.storeBytes(of: suffix.0, toByteOffset: Self.timeEnd, as: UInt64.self)
    raw.storeBytes(of: suffix.1, toByteOffset: Self.timeEnd + 8, as: UInt64.self)
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
