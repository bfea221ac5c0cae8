/// JSON spellings of the values reports write that are not dates: one escaping
/// serves the header's strings (``string(_:)``) and the rows' (``put(_:into:)``).
enum JSONText {
  /// The most bytes ``put(_:into:)`` writes for `text`: every byte may become `\u00XX`.
  static func maximumLength(of text: String) -> Int { text.utf8.count * 6 + 2 }

  /// Writes `text` as a JSON string literal, escaped as RFC 8259 requires.
  static func put(_ text: String, into row: inout RowBytes) {
    row.put(byte: UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): row.put("\\\"")
      case UInt8(ascii: "\\"): row.put("\\\\")
      case UInt8(ascii: "\n"): row.put("\\n")
      case UInt8(ascii: "\r"): row.put("\\r")
      case UInt8(ascii: "\t"): row.put("\\t")
      case ..<0x20:
        let hex: StaticString = "0123456789abcdef"
        row.put("\\u00")
        row.put(byte: hex.utf8Start[Int(byte >> 4)])
        row.put(byte: hex.utf8Start[Int(byte & 0xF)])
      default: row.put(byte: byte)
      }
    }
    row.put(byte: UInt8(ascii: "\""))
  }

  /// A JSON string literal, escaped as RFC 8259 requires.
  static func string(_ text: String) -> String {
    String(unsafeUninitializedCapacity: maximumLength(of: text)) { buffer in
      var row = RowBytes(start: buffer.baseAddress!, capacity: buffer.count)
      put(text, into: &row)
      return row.count
    }
  }

  /// A JSON number for a finite `Double` (Swift's shortest round-tripping spelling).
  static func number(_ value: Double) -> String { "\(value)" }
}
