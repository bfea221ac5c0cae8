/// A writer of dates into room of a known size, with no allocation:
/// ``DateWriter`` (ISO 8601), ``UnixSecondsWriter`` and ``DatePrinter`` (any
/// `--date-format`).
///
/// Bulk output writes straight into its buffer; ``string(_:)``, the one
/// conversion to a `String` they share, serves headers, notes and tests.
protocol FixedWidthDateWriter {
  /// The most bytes one date takes: the least room ``write(_:into:)`` is lent.
  var maximumLength: Int { get }

  /// Writes `t` (seconds since 2001) at the start of `room`, which holds at
  /// least ``maximumLength`` bytes, and returns the number of bytes written;
  /// nil when `t` cannot be shown.
  ///
  /// The whole room is the writer's: it may store whole words past the end
  /// of its text (a copy of a kept text as words costs less than one by its
  /// length), as long as they stay within `room`.
  mutating func write(_ t: Double, into room: UnsafeMutableBufferPointer<UInt8>) -> Int?
}

extension FixedWidthDateWriter {
  /// Formats `t` as a `String`, or nil where ``write(_:into:)`` gives nil; for
  /// headers, messages and tests, not for bulk output.
  mutating func string(_ t: Double) -> String? {
    var written: Int?
    let length = maximumLength
    let text = String(unsafeUninitializedCapacity: length) { buffer in
      written = write(t, into: buffer)
      return written ?? 0
    }
    return written == nil ? nil : text
  }
}
