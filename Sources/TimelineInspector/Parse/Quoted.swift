/// A user's word as an error message may show it: control characters and
/// invalid UTF-8 escaped, and long words shortened, so that a message is always
/// one readable line.
struct Quoted: CustomStringConvertible {
  /// Words longer than this are cut, with an ellipsis and their full length.
  static let maximumLength = 60

  let bytes: [UInt8]
  let limit: Int

  /// Quotes `word`, cut after `limit` bytes (paths are given in full: a cut one names no file).
  ///
  /// A word from the command line that was not UTF-8 reached the parser
  /// repaired, with U+FFFD in place of each bad byte; it is shown as the bytes
  /// the user typed (`\xFF`), found again in the process's raw arguments.
  init(_ word: String, limit: Int = Quoted.maximumLength) {
    self.bytes = RawArguments.bytes(of: word)
    self.limit = limit
  }

  /// Quotes raw bytes (a path need not be UTF-8), cut after `limit` bytes.
  init(bytes: some Collection<UInt8>, limit: Int = Quoted.maximumLength) {
    let bytes = Array(bytes)
    // U+FFFD (EF BF BD) may be a repaired argument's: show the bytes typed instead.
    let repaired = bytes.indices.contains {
      $0 + 2 < bytes.count && bytes[$0] == 0xEF && bytes[$0 + 1] == 0xBF && bytes[$0 + 2] == 0xBD
    }
    self.bytes =
      repaired ? RawArguments.bytes(of: String(decoding: bytes, as: UTF8.self)) : bytes
    self.limit = limit
  }

  var description: String {
    let shown = Array(bytes.prefix(limit))
    var text = ""
    var index = 0
    while index < shown.count {
      let byte = shown[index]
      if byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "'"), byte != UInt8(ascii: "\\") {
        // Printable ASCII, by far the most common, needs no checks.
        text.unicodeScalars.append(Unicode.Scalar(byte))
        index += 1
        continue
      }
      let width = Self.sequenceLength(lead: byte)
      if width > 0, index + width <= shown.count,
        let character = String(validating: shown[index..<index + width], as: UTF8.self),
        let scalar = character.unicodeScalars.first
      {
        text += Self.escaped(scalar)
        index += width
      } else {
        // Invalid UTF-8 is shown byte by byte rather than repaired, so the user sees what was there.
        text += Self.hex(shown[index])
        index += 1
      }
    }
    if bytes.count > limit { text += "… (\(bytes.count) bytes)" }
    return text
  }

  /// How many bytes a UTF-8 sequence starting with `lead` has; 0 if none does.
  static func sequenceLength(lead: UInt8) -> Int {
    switch lead {
    case 0..<0x80: 1
    case 0xC2..<0xE0: 2
    case 0xE0..<0xF0: 3
    case 0xF0..<0xF5: 4
    default: 0
    }
  }

  private static func escaped(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "'": return "\\'"
    case "\\": return "\\\\"
    default: break
    }
    let category = scalar.properties.generalCategory
    if category == .control || category == .format || category == .lineSeparator
      || category == .paragraphSeparator
    {
      return scalar.value < 0x80
        ? hex(UInt8(scalar.value)) : "\\u{\(String(scalar.value, radix: 16))}"
    }
    return String(scalar)
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return "\\x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
  }
}
