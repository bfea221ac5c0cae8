import Foundation

/// Slow, plainly correct date arithmetic and text, to check ``DateWriter`` and
/// ``DateReader`` against.
///
/// Nothing here shares code or method with the product: days are counted one
/// year and one month at a time, a `Double` is expanded to its exact decimal
/// digits and rounded by looking at the tenth digit, and text is taken apart with
/// a regular expression and turned into a `Double` by the standard library's
/// correctly rounded `Double(String)`.
package enum ReferenceDates {
  /// Seconds from 2001-01-01 back to 0001-01-01T00:00:00Z (negative).
  package static let earliestSecond = secondsSince2001(year: 1, month: 1, day: 1)

  /// Seconds from 2001-01-01 to 10000-01-01T00:00:00Z.
  package static let endSecond = secondsSince2001(year: 10000, month: 1, day: 1)

  /// The Gregorian rule, tested from the rarest case down.
  package static func isLeapYear(_ year: Int) -> Bool {
    if year % 400 == 0 { return true }
    if year % 100 == 0 { return false }
    return year % 4 == 0
  }

  /// The days of each month in a common year.
  private static let monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

  /// The days in `month` (1–12), from a table, February one more in a leap year.
  package static func daysInMonth(_ month: Int, of year: Int) -> Int {
    month == 2 && isLeapYear(year) ? 29 : monthLengths[month - 1]
  }

  /// 366 in a leap year, else 365.
  package static func daysInYear(_ year: Int) -> Int { isLeapYear(year) ? 366 : 365 }

  /// Days from 2001-01-01 to the date, counted a year, then a month, at a time.
  package static func daysSince2001(year: Int, month: Int, day: Int) -> Int {
    var days = 0
    if year >= 2001 {
      for y in 2001..<year { days += daysInYear(y) }
    } else {
      for y in year..<2001 { days -= daysInYear(y) }
    }
    for m in 1..<month { days += daysInMonth(m, of: year) }
    return days + day - 1
  }

  /// Seconds from 2001-01-01T00:00:00 to the wall time, as if in UTC.
  package static func secondsSince2001(
    year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0
  )
    -> Int
  {
    daysSince2001(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
  }

  /// The date of a day number, found by stepping whole years, then months.
  package static func civilDate(daysSince2001 days: Int) -> (year: Int, month: Int, day: Int) {
    var year = 2001
    var rest = days
    while rest < 0 {
      year -= 1
      rest += daysInYear(year)
    }
    while rest >= daysInYear(year) {
      rest -= daysInYear(year)
      year += 1
    }
    var month = 1
    while rest >= daysInMonth(month, of: year) {
      rest -= daysInMonth(month, of: year)
      month += 1
    }
    return (year, month, rest + 1)
  }

  /// The exact decimal value of a finite `Double`: sign, integer part, and
  /// every digit after the point (a binary fraction always ends in decimal).
  package static func exactDecimal(_ x: Double) -> (negative: Bool, integer: Int, fraction: [Int]) {
    let magnitude = x.magnitude
    precondition(magnitude < 0x1p62)
    let significand: UInt64 =
      magnitude.exponentBitPattern == 0
      ? magnitude.significandBitPattern : magnitude.significandBitPattern | (1 << 52)
    let exponent =
      magnitude.exponentBitPattern == 0 ? -1074 : Int(magnitude.exponentBitPattern) - 1075
    if exponent >= 0 { return (x < 0, Int(significand << UInt64(exponent)), []) }
    let shift = -exponent
    let integer = shift >= 64 ? 0 : Int(significand >> UInt64(shift))
    let remainder = shift >= 64 ? significand : significand - (UInt64(integer) << UInt64(shift))
    // remainder / 2^shift == remainder * 5^shift / 10^shift: multiply out in
    // limbs of nine decimal digits (least significant first), by up to 13 fives
    // at a time (a limb times 5^13 plus a carry stays below 2^63), then read the
    // `shift` digits, zeros in front: the product is below 10^shift.
    let base: UInt64 = 1_000_000_000
    var limbs = [remainder % base, remainder / base % base, remainder / base / base]
    var fives = shift
    while fives > 0 {
      let step = min(fives, 13)
      var factor: UInt64 = 1
      for _ in 0..<step { factor *= 5 }
      var carry: UInt64 = 0
      for i in limbs.indices {
        let product = limbs[i] * factor + carry
        limbs[i] = product % base
        carry = product / base
      }
      while carry > 0 {
        limbs.append(carry % base)
        carry /= base
      }
      fives -= step
    }
    var digits = [Int](repeating: 0, count: shift)
    var position = shift - 1
    for limb in limbs {
      var rest = limb
      for _ in 0..<9 where position >= 0 {
        digits[position] = Int(rest % 10)
        rest /= 10
        position -= 1
      }
    }
    return (x < 0, integer, digits)
  }

  /// `t` rounded to `digits` decimals, ties away from zero, as whole seconds
  /// (rounded down) and a count of 10^-digits s in 0..<10^digits.
  package static func rounded(_ t: Double, toDigits digits: Int) -> (seconds: Int, units: Int) {
    rounded(exactDecimal(t), toDigits: digits)
  }

  /// An exact decimal (``exactDecimal(_:)``) rounded as ``rounded(_:toDigits:)`` says.
  package static func rounded(
    _ decimal: (negative: Bool, integer: Int, fraction: [Int]), toDigits digits: Int
  ) -> (seconds: Int, units: Int) {
    let (negative, integer, fraction) = decimal
    let padded = fraction + Array(repeating: 0, count: max(0, digits + 1 - fraction.count))
    let scale = Int(pow(10, Double(digits)))
    var seconds = integer
    var units = padded[0..<digits].reduce(0) { $0 * 10 + $1 }
    // Rounding the magnitude half up is rounding the value half away from zero.
    if padded[digits] >= 5 { units += 1 }
    if units == scale {
      seconds += 1
      units = 0
    }
    if negative && units > 0 { return (-seconds - 1, scale - units) }
    return (negative ? -seconds : seconds, units)
  }

  /// `value` (not negative) in decimal, with zeros in front up to `width`.
  package static func padded(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }

  /// The text ``DateWriter`` should print for `t`, or nil; `offset` gives the
  /// zone's offset at a whole second, and `printsZ` whether the zone is UTC.
  ///
  /// The fraction is the first of: t's nearest milliseconds, then microseconds,
  /// whose decimal text converts back to exactly t; else t's nearest nanoseconds.
  package static func format(_ t: Double, printsZ: Bool, offset: (Int) -> Int) -> String? {
    guard t.isFinite, t.magnitude < 1e12 else { return nil }
    let decimal = exactDecimal(t)
    var (seconds, nanoseconds) = rounded(decimal, toDigits: 9)
    // Milliseconds or microseconds instead, if their text reads back as t.
    if nanoseconds % 1_000_000 != 0 {
      for digits in [3, 6] {
        let (shortSeconds, units) = rounded(decimal, toDigits: digits)
        let short = units * Int(pow(10, Double(9 - digits)))
        if units > 0 && instant(seconds: shortSeconds, nanoseconds: short) == t {
          (seconds, nanoseconds) = (shortSeconds, short)
          break
        }
      }
    }
    let zoneOffset = offset(seconds)
    let local = seconds + zoneOffset
    let days = local >= 0 ? local / 86_400 : -((-local + 86_399) / 86_400)
    let secondOfDay = local - days * 86_400
    let date = civilDate(daysSince2001: days)
    guard date.year >= 1 && date.year <= 9999 else { return nil }
    var text =
      "\(padded(date.year, 4))-\(padded(date.month, 2))-\(padded(date.day, 2))T"
      + "\(padded(secondOfDay / 3600, 2)):\(padded(secondOfDay / 60 % 60, 2)):\(padded(secondOfDay % 60, 2))"
    if nanoseconds != 0 {
      var digits = padded(nanoseconds, 9)
      while digits.hasSuffix("000") { digits.removeLast(3) }
      text += "." + digits
    }
    if printsZ { return text + "Z" }
    let magnitude = abs(zoneOffset)
    text +=
      (zoneOffset < 0 ? "-" : "+") + padded(magnitude / 3600, 2) + ":"
      + padded(magnitude / 60 % 60, 2)
    if magnitude % 60 != 0 { text += ":" + padded(magnitude % 60, 2) }
    return text
  }

  /// `seconds + nanoseconds / 1e9`, correctly rounded, by way of decimal text.
  package static func instant(seconds: Int, nanoseconds: Int) -> Double {
    if seconds < 0 && nanoseconds > 0 {
      return Double("-\(-seconds - 1).\(padded(1_000_000_000 - nanoseconds, 9))")!
    }
    return Double("\(seconds).\(padded(nanoseconds, 9))")!
  }

  /// The ISO form a ``DateReader`` reads, as a regular expression; compiling
  /// one takes a while, so a test makes it once and passes it to ``parse``.
  package static func isoPattern() -> Regex<AnyRegexOutput> {
    try! Regex(
      "^([0-9]{4})-([0-9]{2})-([0-9]{2})[Tt]([0-9]{2}):([0-9]{2})(?::([0-9]{2})(?:\\.([0-9]{1,9}))?)?"
        + "([Zz]|[+-][0-9]{2}(?::?[0-9]{2})?|[+-][0-9]{2}:[0-9]{2}:[0-9]{2})?$")
  }

  /// Parses the ISO form a ``DateReader`` reads, or returns nil for any text
  /// outside the grammar; `offsetForLocal` resolves zone-less wall times.
  package static func parse(
    _ text: String, with pattern: Regex<AnyRegexOutput>, offsetForLocal: (Int) -> Int
  ) -> Double? {
    guard let match = try? pattern.wholeMatch(in: text) else { return nil }
    func field(_ i: Int) -> String? { match.output[i].substring.map(String.init) }
    let year = Int(field(1)!)!
    let month = Int(field(2)!)!
    let day = Int(field(3)!)!
    let hour = Int(field(4)!)!
    let minute = Int(field(5)!)!
    let second = field(6).map { Int($0)! } ?? 0
    guard year >= 1, (1...12).contains(month), day >= 1, day <= daysInMonth(month, of: year),
      hour <= 23,
      minute <= 59, second <= 59
    else { return nil }
    let fraction = field(7) ?? ""
    let nanoseconds = Int(fraction + String(repeating: "0", count: 9 - fraction.count))!
    let local = secondsSince2001(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    let offset: Int
    switch field(8) {
    case nil: offset = offsetForLocal(local)
    case "Z", "z": offset = 0
    case let zone?:
      let digits = zone.dropFirst().filter { $0 != ":" }.map { Int(String($0))! }
      let h = digits[0] * 10 + digits[1]
      let m = digits.count >= 4 ? digits[2] * 10 + digits[3] : 0
      let s = digits.count == 6 ? digits[4] * 10 + digits[5] : 0
      guard h <= 18, m <= 59, s <= 59, h * 3600 + m * 60 + s <= 64_800 else { return nil }
      offset = (zone.first == "-" ? -1 : 1) * (h * 3600 + m * 60 + s)
    }
    return readInstant(seconds: local - offset, nanoseconds: nanoseconds)
  }

  /// What reading `seconds + nanoseconds / 1e9` should give: nil outside years
  /// 1–9999, else the nearest `Double`, or the last one before year 10000 when
  /// the nearest is 10000-01-01 itself.
  package static func readInstant(seconds: Int, nanoseconds: Int) -> Double? {
    guard seconds >= earliestSecond && seconds < endSecond else { return nil }
    let nearest = instant(seconds: seconds, nanoseconds: nanoseconds)
    return nearest < Double(endSecond) ? nearest : Double(endSecond).nextDown
  }

  /// What Foundation's Gregorian `Calendar` makes of a wall time in `zone`,
  /// in seconds since 2001 (meaningful from 1582-10-15 on, where Foundation's
  /// calendar stops being Julian).
  package static func foundationInstant(
    year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, in zone: TimeZone
  ) -> Double {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let components = DateComponents(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    return calendar.date(from: components)!.timeIntervalSinceReferenceDate
  }
}
