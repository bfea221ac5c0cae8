/// A position in the UTF-8 bytes of a date or offset, with the steps the
/// grammar is made of; each failing step throws its own reason.
struct DateTextScanner {
  /// The bytes being read.
  let bytes: UnsafeBufferPointer<UInt8>

  /// The index of the next byte to read.
  private(set) var index = 0

  /// Creates a scanner at the start of `bytes`.
  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// Whether every byte has been read.
  var isAtEnd: Bool { index >= bytes.count }

  /// The next byte, or nil at the end.
  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Whether `byte` is an ASCII digit 0–9.
  static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  /// Moves past the next byte.
  mutating func advance() { index += 1 }

  /// Moves past the next `count` bytes.
  mutating func advance(by count: Int) { index += count }

  /// The number of ASCII digits from the current position on.
  func asciiDigitRun() -> Int {
    var end = index
    while end < bytes.count && Self.isDigit(bytes[end]) { end += 1 }
    return end - index
  }

  /// Reads the digit at the current position (which must be one).
  mutating func takeDigit() -> Int {
    defer { index += 1 }
    return Int(bytes[index] &- UInt8(ascii: "0"))
  }

  /// Reads a field of exactly `digits` ASCII digits, or throws `reason` (or the
  /// non-ASCII-digit reason, when that is what stopped the run).
  ///
  /// With `followedByDigits`, the field may be the start of a longer run of
  /// digits, as the hour is in a basic-format offset (`+0530`).
  mutating func readField(
    digits: Int, followedByDigits: Bool = false, else reason: String
  ) throws(DateReadError) -> Int {
    let run = asciiDigitRun()
    guard run == digits || (followedByDigits && run > digits) else {
      if let nonASCII = nonASCIIDigitReason(at: index + run) {
        throw DateReadError(reason: nonASCII)
      }
      throw DateReadError(reason: reason)
    }
    var value = 0
    for _ in 0..<digits { value = value * 10 + takeDigit() }
    return value
  }

  /// Reads the 1–9 digits after a decimal point, as nanoseconds.
  mutating func readFraction() throws(DateReadError) -> Int {
    let run = asciiDigitRun()
    guard run > 0 else {
      if let nonASCII = nonASCIIDigitReason(at: index) { throw DateReadError(reason: nonASCII) }
      throw DateReadError(reason: "expected digits after '.'")
    }
    guard run <= 9 else { throw DateReadError(reason: "at most 9 digits after '.' (nanoseconds)") }
    var value = 0
    for _ in 0..<run { value = value * 10 + takeDigit() }
    for _ in run..<9 { value *= 10 }
    return value
  }

  /// Moves past `byte`, or throws `reason` if the next byte is something else.
  mutating func expect(_ byte: UInt8, else reason: String) throws(DateReadError) {
    guard current == byte else { throw DateReadError(reason: reason) }
    index += 1
  }

  /// Reads an offset from UTC at a `+` or `-`: `±HH`, `±HHMM`, `±HH:MM` or
  /// `±HH:MM:SS`, at most ±18:00:00, and returns it in seconds east of UTC.
  mutating func readOffset() throws(DateReadError) -> Int {
    let negative = current == UInt8(ascii: "-")
    index += 1
    let hours = try readField(
      digits: 2, followedByDigits: true, else: "offset hour must have 2 digits")
    guard hours <= 18 else { throw DateReadError(reason: "offset hour \(hours) is out of range") }
    var minutes = 0
    var seconds = 0
    if current == UInt8(ascii: ":") {
      index += 1
      minutes = try readField(digits: 2, else: "offset minute must have 2 digits")
      if current == UInt8(ascii: ":") {
        index += 1
        seconds = try readField(digits: 2, else: "offset second must have 2 digits")
      }
    } else if asciiDigitRun() > 0 || nonASCIIDigitReason(at: index) != nil {
      minutes = try readField(digits: 2, else: "offset minute must have 2 digits")
    }
    guard minutes <= 59 else {
      throw DateReadError(reason: "offset minute \(minutes) is out of range")
    }
    guard seconds <= 59 else {
      throw DateReadError(reason: "offset second \(seconds) is out of range")
    }
    let total = hours * 3600 + minutes * 60 + seconds
    guard total <= 18 * 3600 else {
      throw DateReadError(reason: "offset out of range (at most ±18:00)")
    }
    return negative ? -total : total
  }

  /// The reason to give when the character at byte `position` is a decimal
  /// digit of another script (Arabic-Indic ٣, fullwidth ３, …), or nil.
  ///
  /// Such digits look right on screen, so naming them saves users a puzzle.
  func nonASCIIDigitReason(at position: Int) -> String? {
    guard position < bytes.count && bytes[position] >= 0x80 else { return nil }
    var iterator = UnsafeBufferPointer(rebasing: bytes[position...]).makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator),
      scalar.properties.numericType == .decimal
    else { return nil }
    return "only ASCII digits 0–9 are allowed, not '\(scalar)'"
  }

  /// The unread text in single quotes, escaped and cut as every message quotes
  /// user text (``Quoted``), for naming it in a message.
  func quotedRest() -> String {
    "'\(Quoted(bytes: UnsafeBufferPointer(rebasing: bytes[index...]), limit: 16))'"
  }

}
