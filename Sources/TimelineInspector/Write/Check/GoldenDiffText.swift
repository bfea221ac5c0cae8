/// The golden file's name and lines as the `--check` diff shows them: as they
/// are, but for what a terminal would hide or act on.
///
/// A carriage return is `\r`, so a line with `\r\n` ends differs visibly from
/// one with `\n`; any other control character (and a Unicode format or line
/// separator character) is `\xNN` or `\u{…}`, and invalid UTF-8 is `\xNN`,
/// byte by byte, as ``Quoted`` shows them in messages. A tab is kept in a line
/// (text and TSV output separate their columns with tabs) but not in the name.
/// A backslash is kept, so JSON lines read as they are written.
enum GoldenDiffText {
  /// A line of either side, without its newline.
  static func line(_ bytes: [UInt8]) -> String { shown(bytes, keepsTabs: true) }

  /// The golden file's name in the `---` line.
  static func name(_ bytes: [UInt8]) -> String { shown(bytes, keepsTabs: false) }

  private static func shown(_ bytes: [UInt8], keepsTabs: Bool) -> String {
    var text = ""
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if (byte >= 0x20 && byte < 0x7F) || (keepsTabs && byte == UInt8(ascii: "\t")) {
        text.unicodeScalars.append(Unicode.Scalar(byte))
        index += 1
        continue
      }
      if byte == UInt8(ascii: "\r") {
        text += "\\r"
        index += 1
        continue
      }
      let width = Quoted.sequenceLength(lead: byte)
      if width > 1, index + width <= bytes.count,
        let character = String(validating: bytes[index..<index + width], as: UTF8.self),
        let scalar = character.unicodeScalars.first
      {
        text += isHidden(scalar) ? "\\u{\(String(scalar.value, radix: 16))}" : character
        index += width
      } else {
        // An ASCII control character, or a byte that is not UTF-8.
        text += hex(byte)
        index += 1
      }
    }
    return text
  }

  /// Whether `scalar` is invisible or moves the text: a control, format or
  /// line or paragraph separator character.
  private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return "\\x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
  }
}
