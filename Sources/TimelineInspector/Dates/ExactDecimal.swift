/// A non-negative decimal number held digit by digit, so that sums and
/// products by whole numbers are exact and the result is rounded only once.
///
/// `1.5m` is 1.5 × 60 = 90 exactly, and `0.12m` is 7.2 exactly, though
/// `0.12 * 60` in `Double` arithmetic gives 7.199999999999999.
///
///     var total = ExactDecimal(integer: "0", fraction: "12")!.multiplied(by: 60)
///     total = total.adding(ExactDecimal(integer: "250", fraction: "")!.shifted(by: 3))
///     total.nearestDouble  // 7.45
struct ExactDecimal: Equatable {
  /// Decimal digits, least significant first.
  private var digits: [UInt8]

  /// How many of ``digits`` are after the decimal point.
  private var scale: Int

  /// Zero.
  static let zero = ExactDecimal(digits: [], scale: 0)

  private init(digits: [UInt8], scale: Int) {
    self.digits = digits
    self.scale = scale
  }

  /// The number whose ASCII digits before and after the point are given, or
  /// nil if either holds anything but ASCII digits.
  init?(integer: Substring.UTF8View, fraction: Substring.UTF8View) {
    var digits: [UInt8] = []
    digits.reserveCapacity(integer.count + fraction.count)
    for byte in fraction.reversed() + integer.reversed() {
      guard DateTextScanner.isDigit(byte) else { return nil }
      digits.append(byte &- UInt8(ascii: "0"))
    }
    self.init(digits: digits, scale: fraction.count)
  }

  /// The number divided by 10 to the power `places`: exact, by moving the point.
  func shifted(by places: Int) -> ExactDecimal {
    ExactDecimal(digits: digits, scale: scale + places)
  }

  /// The number times `factor` (0 or more).
  func multiplied(by factor: Int) -> ExactDecimal {
    var result: [UInt8] = []
    result.reserveCapacity(digits.count + 20)
    var carry = 0
    for digit in digits {
      let product = Int(digit) * factor + carry
      result.append(UInt8(product % 10))
      carry = product / 10
    }
    while carry > 0 {
      result.append(UInt8(carry % 10))
      carry /= 10
    }
    return ExactDecimal(digits: result, scale: scale)
  }

  /// The sum of the number and `other`.
  func adding(_ other: ExactDecimal) -> ExactDecimal {
    // Give both the same scale by padding the shorter fraction with zeros.
    let scale = max(self.scale, other.scale)
    let a = [UInt8](repeating: 0, count: scale - self.scale) + digits
    let b = [UInt8](repeating: 0, count: scale - other.scale) + other.digits
    var result: [UInt8] = []
    result.reserveCapacity(max(a.count, b.count) + 1)
    var carry: UInt8 = 0
    for index in 0..<max(a.count, b.count) {
      let sum = (index < a.count ? a[index] : 0) + (index < b.count ? b[index] : 0) + carry
      result.append(sum % 10)
      carry = sum / 10
    }
    if carry > 0 { result.append(carry) }
    return ExactDecimal(digits: result, scale: scale)
  }

  /// The plain decimal text of the number, such as `0.045` or `90`.
  var text: String {
    var whole = digits.count > scale ? Array(digits[scale...].reversed()) : []
    while whole.count > 1, whole.first == 0 { whole.removeFirst() }
    if whole.isEmpty { whole = [0] }
    let stored = Array(digits.prefix(scale).reversed())
    // Fraction digits beyond those stored are leading zeros (0.045 has scale 3, digits 5, 4).
    var fraction = [UInt8](repeating: 0, count: scale - stored.count) + stored
    let lead = fraction.reversed().drop(while: { $0 == 0 }).count
    fraction = Array(fraction.prefix(lead))
    let ascii = { (digit: UInt8) in digit + UInt8(ascii: "0") }
    var bytes = whole.map(ascii)
    if !fraction.isEmpty { bytes += [UInt8(ascii: ".")] + fraction.map(ascii) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The `Double` nearest the number (infinity when it is beyond the range of
  /// a `Double`): Swift reads decimal text with correct rounding.
  var nearestDouble: Double { Double(text)! }
}
