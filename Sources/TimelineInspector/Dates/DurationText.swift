/// Reads the durations users type wherever seconds are asked for: a plain
/// number of seconds, numbers with units, or ISO 8601.
///
///     DurationText.parse("90")       // .success(90)
///     DurationText.parse("1m30s")    // .success(90)
///     DurationText.parse("250ms")    // .success(0.25)
///     DurationText.parse("1.5m")     // .success(90)
///     DurationText.parse("PT1M30S")  // .success(90)
///     DurationText.parse("P1DT2H")   // .success(93_600)
///
/// Three forms are accepted, each after an optional `+` or `-`:
/// - a plain decimal, as ``DecimalNumber/parse(_:)`` reads it (`0.25`, `1e-3`);
/// - numbers with units, largest first and each unit at most once: `d` (86 400 s),
///   `h`, `m`, `s` and `ms`; each number is `digits[.digits]`, so `1.5h30m` is allowed;
/// - ISO 8601 `P[nW][nD][T[nH][nM][nS]]` (`p` and `t` in lowercase too); only the
///   last component may have a fraction, written with `.` or `,`. Years and
///   months are refused: they have no fixed length.
///
/// The value is the `Double` nearest the exact decimal total: the components
/// are summed as exact decimals (``ExactDecimal``) and rounded once, so `100ms`
/// is exactly the `Double` `0.1` and `0.12m` is `7.2`.
enum DurationText {
  /// The compact units, largest first, with their length in seconds as a
  /// power-of-ten shift and a factor (`ms` is 1 shifted by 3 places).
  static let units: [(name: String, factor: Int, shift: Int)] = [
    ("d", 86_400, 0), ("h", 3600, 0), ("m", 60, 0), ("s", 1, 0), ("ms", 1, 3),
  ]

  /// The ISO 8601 designators this reader accepts, in the order they must come,
  /// with their length in seconds; `T` separates the date part from the time part.
  static let designators: [(letter: UInt8, seconds: Int, isTime: Bool)] = [
    (UInt8(ascii: "W"), 604_800, false), (UInt8(ascii: "D"), 86_400, false),
    (UInt8(ascii: "H"), 3600, true), (UInt8(ascii: "M"), 60, true), (UInt8(ascii: "S"), 1, true),
  ]

  /// How a duration is written, for messages.
  static let examples = "e.g. 90, 1m30s or PT1M30S"

  /// Reads `text`, all of it, as a finite number of seconds (which may be
  /// negative or zero: callers decide what they accept).
  static func parse(_ text: String) -> Result<Double, DecimalNumber.Failure> {
    // Plain numbers, and the empty text, nan and inf, keep the plain reader's answer.
    let plain = DecimalNumber.parse(text)
    if text.isEmpty || DecimalNumber.isDecimal(text) { return plain }
    if case .failure(.notFinite) = plain { return plain }
    let utf8 = text.utf8
    var rest = utf8[...]
    var negative = false
    if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
      negative = sign == UInt8(ascii: "-")
      rest = rest.dropFirst()
    }
    guard let first = rest.first,
      DateTextScanner.isDigit(first) || first == UInt8(ascii: ".") || isISOStart(first)
    else {
      return .failure(DecimalNumber.Failure(reason: "not a duration (\(examples))"))
    }
    let total: ExactDecimal
    do throws(DecimalNumber.Failure) {
      total =
        isISOStart(first)
        ? try readISO(Substring(text).utf8[rest.startIndex...].dropFirst())
        : try readUnits(Substring(text).utf8[rest.startIndex...])
    } catch {
      return .failure(error)
    }
    let magnitude = total.nearestDouble
    guard magnitude.isFinite else {
      return .failure(DecimalNumber.Failure(reason: "is too large (beyond the range of a Double)"))
    }
    return .success(negative ? -magnitude : magnitude)
  }

  private static func isISOStart(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "P") || byte == UInt8(ascii: "p")
  }

  /// Reads `1h30m`-style text: numbers, each followed by a unit.
  private static func readUnits(_ text: Substring.UTF8View) throws(DecimalNumber.Failure)
    -> ExactDecimal
  {
    var rest = text
    var total = ExactDecimal.zero
    var nextUnit = 0
    while let byte = rest.first {
      guard DateTextScanner.isDigit(byte) || byte == UInt8(ascii: ".") else {
        throw unexpected(rest)
      }
      let (number, afterNumber) = try readNumber(rest, allowsComma: false)
      rest = afterNumber
      // A unit is the run of letters after the number (non-ASCII bytes count,
      // so that `µs` is named whole in the message).
      let unitEnd =
        rest.firstIndex(where: { !(isASCIILetter($0) || $0 >= 0x80) }) ?? rest.endIndex
      let unitText = String(Substring(rest[..<unitEnd]))
      guard !unitText.isEmpty else {
        if !rest.isEmpty { throw unexpected(rest) }
        throw DecimalNumber.Failure(
          reason: "expected a unit after '\(number.value.text)' (ms, s, m, h or d)")
      }
      guard let index = units.firstIndex(where: { $0.name == unitText }) else {
        throw DecimalNumber.Failure(
          reason: "unknown unit '\(Quoted(unitText))' (use ms, s, m, h, d or ISO 8601 like PT1M30S)"
        )
      }
      guard index >= nextUnit else {
        throw DecimalNumber.Failure(
          reason: "units must go from largest to smallest, each once (e.g. 1h30m)")
      }
      nextUnit = index + 1
      total = total.adding(
        number.value.multiplied(by: units[index].factor).shifted(by: units[index].shift))
      rest = rest[unitEnd...]
    }
    return total
  }

  /// Reads the ISO 8601 text after its `P`.
  private static func readISO(_ text: Substring.UTF8View) throws(DecimalNumber.Failure)
    -> ExactDecimal
  {
    var rest = text
    var total = ExactDecimal.zero
    var nextDesignator = 0
    var inTime = false
    var components = 0
    var hadFraction = false
    while let byte = rest.first {
      if byte == UInt8(ascii: "T") || byte == UInt8(ascii: "t") {
        guard !inTime else {
          throw DecimalNumber.Failure(reason: "'T' given twice in the duration")
        }
        inTime = true
        rest = rest.dropFirst()
        guard !rest.isEmpty else {
          throw DecimalNumber.Failure(reason: "expected a time after 'T' (e.g. PT1M30S)")
        }
        continue
      }
      guard DateTextScanner.isDigit(byte) || byte == UInt8(ascii: ".") else {
        throw DecimalNumber.Failure(
          reason:
            "expected a number before '\(Quoted(firstCharacter(rest)))' (e.g. PT1M30S)")
      }
      guard !hadFraction else {
        throw DecimalNumber.Failure(reason: "only the last component may have a fraction")
      }
      let (number, afterNumber) = try readNumber(rest, allowsComma: true)
      hadFraction = number.hasFraction
      rest = afterNumber
      guard let letter = rest.first else {
        throw DecimalNumber.Failure(
          reason: "expected a designator after '\(number.value.text)' (W, D, H, M or S)")
      }
      let upper = isASCIILetter(letter) ? letter & ~0x20 : letter
      if !inTime && (upper == UInt8(ascii: "Y") || upper == UInt8(ascii: "M")) {
        throw DecimalNumber.Failure(
          reason:
            "years and months have no fixed length in seconds (for minutes write PT1M; for days, P30D)"
        )
      }
      guard let index = designators.firstIndex(where: { $0.letter == upper }) else {
        throw DecimalNumber.Failure(
          reason:
            "unknown designator '\(Quoted(firstCharacter(rest)))' (use W, D, H, M or S, e.g. PT1M30S)"
        )
      }
      guard designators[index].isTime == inTime else {
        throw DecimalNumber.Failure(
          reason: "hours, minutes and seconds go after 'T' (e.g. PT1H)")
      }
      guard index >= nextDesignator else {
        throw DecimalNumber.Failure(
          reason: "components must go from largest to smallest, each once (e.g. P1DT2H)")
      }
      nextDesignator = index + 1
      total = total.adding(number.value.multiplied(by: designators[index].seconds))
      components += 1
      rest = rest.dropFirst()
    }
    guard components > 0 else {
      throw DecimalNumber.Failure(
        reason: "expected a number and a designator after 'P' (e.g. PT1M30S)")
    }
    return total
  }

  /// Reads `digits[.digits]` (or `,` for the point, in ISO 8601) at the start of `text`.
  private static func readNumber(_ text: Substring.UTF8View, allowsComma: Bool)
    throws(DecimalNumber.Failure) -> (value: DurationNumber, rest: Substring.UTF8View)
  {
    let integerEnd = text.firstIndex(where: { !DateTextScanner.isDigit($0) }) ?? text.endIndex
    let integer = text[..<integerEnd]
    var rest = text[integerEnd...]
    var fraction = rest.prefix(0)
    var hasPoint = false
    if let point = rest.first,
      point == UInt8(ascii: ".") || (allowsComma && point == UInt8(ascii: ","))
    {
      hasPoint = true
      rest = rest.dropFirst()
      let fractionEnd = rest.firstIndex(where: { !DateTextScanner.isDigit($0) }) ?? rest.endIndex
      fraction = rest[..<fractionEnd]
      rest = rest[fractionEnd...]
    }
    guard !integer.isEmpty || !fraction.isEmpty else {
      throw DecimalNumber.Failure(reason: "expected digits around '.' in the duration")
    }
    let value = ExactDecimal(
      integer: Substring(integer).utf8, fraction: Substring(fraction).utf8)!
    return (DurationNumber(value: value, hasFraction: hasPoint), rest)
  }

  /// The error for a character that has no place in a duration: the first of `rest`.
  private static func unexpected(_ rest: Substring.UTF8View) -> DecimalNumber.Failure {
    let character = firstCharacter(rest)
    let hint = character == ":" ? " (write 1m30s, not 1:30)" : ""
    return DecimalNumber.Failure(reason: "unexpected '\(Quoted(character))' in the duration\(hint)")
  }

  private static func firstCharacter(_ rest: Substring.UTF8View) -> String {
    Substring(rest).first.map(String.init) ?? ""
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }
}

/// A number read from a duration, and whether it was written with a point.
private struct DurationNumber {
  var value: ExactDecimal
  var hasFraction: Bool
}
