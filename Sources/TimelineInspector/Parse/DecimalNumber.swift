/// Reads the numbers users type for intervals and counts: plain decimals only,
/// so that hex, `inf`, `nan` and stray words are rejected with a reason.
enum DecimalNumber {
  /// Why a number was rejected.
  struct Failure: Error, Equatable {
    let reason: String

    /// `nan`, `inf` or `infinity`, which no reader of seconds takes.
    static let notFinite = Failure(reason: "must be a finite number of seconds")
  }

  /// Reads `[+|-]digits[.digits][e[+|-]digits]` (at least one digit) as a finite `Double`.
  static func parse(_ text: String) -> Result<Double, Failure> {
    if text.isEmpty { return .failure(Failure(reason: "expected a number of seconds (e.g. 2.5)")) }
    var word = Substring(text.lowercased())
    while word.hasPrefix("+") || word.hasPrefix("-") { word = word.dropFirst() }
    // Compared one by one: a list of them is an array of `Substring`, a
    // generic class the runtime would build on every run.
    if word == "nan" || word == "inf" || word == "infinity" {
      return .failure(.notFinite)
    }
    guard isDecimal(text), let value = Double(text) else {
      return .failure(Failure(reason: "not a decimal number (e.g. 2.5)"))
    }
    guard value.isFinite else {
      return .failure(Failure(reason: "is too large (beyond the range of a Double)"))
    }
    return .success(value)
  }

  /// Reads a count: a whole number from 0 to `Int.max`.
  static func parseCount(_ text: String) -> Result<Int, Failure> {
    if text.isEmpty { return .failure(Failure(reason: "expected a whole number or 'all'")) }
    let digits = text.hasPrefix("+") ? text.dropFirst() : text[...]
    if text.hasPrefix("-"), isDecimal(text) {
      return .failure(Failure(reason: "must be 0 or more"))
    }
    guard !digits.isEmpty, digits.utf8.allSatisfy({ (48...57).contains($0) }) else {
      let reason =
        isDecimal(text) ? "must be a whole number, in digits" : "expected a whole number or 'all'"
      return .failure(Failure(reason: reason))
    }
    guard let count = Int(digits) else {
      return .failure(Failure(reason: "is too large (at most \(Int.max))"))
    }
    return .success(count)
  }

  /// Whether `text` is a plain decimal number, with no hex, no words, no spaces.
  static func isDecimal(_ text: String) -> Bool {
    var bytes = text.utf8[...]
    if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
      bytes = bytes.dropFirst()
    }
    let isDigit = { (byte: UInt8) in (48...57).contains(byte) }
    let integer = bytes.prefix(while: isDigit)
    bytes = bytes.dropFirst(integer.count)
    var fraction = bytes.prefix(0)
    if bytes.first == UInt8(ascii: ".") {
      bytes = bytes.dropFirst()
      fraction = bytes.prefix(while: isDigit)
      bytes = bytes.dropFirst(fraction.count)
    }
    guard !integer.isEmpty || !fraction.isEmpty else { return false }
    if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        bytes = bytes.dropFirst()
      }
      let exponent = bytes.prefix(while: isDigit)
      guard !exponent.isEmpty else { return false }
      bytes = bytes.dropFirst(exponent.count)
    }
    return bytes.isEmpty
  }
}
