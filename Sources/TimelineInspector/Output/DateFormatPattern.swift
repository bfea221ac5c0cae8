/// A `date(1)`-style pattern, the text after `+` in `--date-format +FORMAT`,
/// compiled once and then written straight into an output buffer.
///
///     let pattern = try DateFormatPattern.parse("%a %d %b %Y %H:%M:%S %Z").get()
///     // 2025-06-01T09:00:00Z in UTC: "Sun 01 Jun 2025 09:00:00 UTC"
///
/// Conversions (English names only, whatever the locale):
///
/// | | | | |
/// |---|---|---|---|
/// | `%Y` year, 4 digits | `%y` last 2 digits | `%m` month 01–12 | `%d` day 01–31 |
/// | `%H` hour 00–23 | `%I` hour 01–12 | `%p` `AM`/`PM` | `%M` minute |
/// | `%S` second | `%N` nanoseconds, 9 digits | `%3N`, `%6N` (1–9) the first digits | `%s` Unix seconds |
/// | `%j` day of year 001–366 | `%u` weekday 1 (Mon)–7 | `%a` `Mon` | `%A` `Monday` |
/// | `%b` `Jan` | `%B` `January` | `%F` `%Y-%m-%d` | `%T` `%H:%M:%S` |
/// | `%z` `+0100` (`-004430`) | `%Z` `UTC`, else `+01:00` | `%%` `%` | |
///
/// `%Z` is not an abbreviation such as `CET`: those depend on the time-zone
/// data and locale, and many are ambiguous. It is `UTC` in a zone that is
/// always UTC and the offset at that date otherwise, so output is the same on
/// every machine. `%s` is the whole Unix second at or before the date.
/// Fields are those of the instant as ``DateWriter`` rounds it, so `%N` shows
/// the ISO output's fraction, padded to 9 digits.
struct DateFormatPattern: Equatable, Sendable {
  /// One conversion, or a run of literal bytes.
  private enum Piece: Equatable, Sendable {
    case literal(start: Int, count: Int)
    case year, shortYear, month, day, hour, hour12, amPM, minute, second
    case fraction(digits: Int)
    case unixSeconds, dayOfYear, weekday, weekdayName, fullWeekdayName, monthName, fullMonthName
    case offset, zone
  }

  /// The most bytes one date may take; longer patterns are refused.
  static let longestOutput = 256

  /// The pattern's literal bytes, referred to by ``Piece/literal(start:count:)``.
  private let literals: [UInt8]

  private let pieces: [Piece]

  /// The most bytes one date takes with this pattern.
  let maximumLength: Int

  /// Whether a date may contain a comma, so that CSV must quote it.
  let mayContainComma: Bool

  private init(literals: [UInt8], pieces: [Piece]) {
    self.literals = literals
    self.pieces = pieces
    maximumLength = pieces.reduce(0) { $0 + Self.maximumLength(of: $1) }
    mayContainComma = literals.contains(UInt8(ascii: ","))
  }

  /// Compiles `text` (without its leading `+`).
  ///
  /// Control characters, `"` and `\` are refused, so that a date never needs
  /// escaping in any output format.
  static func parse(_ text: String) -> Result<DateFormatPattern, DateFormatError> {
    let bytes = Array(text.utf8)
    var literals: [UInt8] = []
    var pieces: [Piece] = []
    var index = 0
    func addLiteral(_ byte: UInt8) {
      if case .literal(let start, let count) = pieces.last {
        pieces[pieces.count - 1] = .literal(start: start, count: count + 1)
      } else {
        pieces.append(.literal(start: literals.count, count: 1))
      }
      literals.append(byte)
    }
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        let shown = Quoted(String(decoding: [byte], as: UTF8.self))
        return .failure(
          DateFormatError(reason: "the format cannot contain '\(shown)' (dates are never escaped)"))
      }
      guard byte == UInt8(ascii: "%") else {
        addLiteral(byte)
        continue
      }
      guard index < bytes.count else {
        return .failure(
          DateFormatError(reason: "a lone '%' at the end (write %% for a percent sign)"))
      }
      var width: Int?
      if (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(bytes[index]) {
        width = Int(bytes[index] - UInt8(ascii: "0"))
        index += 1
        guard index < bytes.count, bytes[index] == UInt8(ascii: "N") else {
          return .failure(
            DateFormatError(reason: "a digit after '%' only goes with N, as in %3N"))
        }
      }
      let conversion = bytes[index]
      index += 1
      switch conversion {
      case UInt8(ascii: "%"): addLiteral(UInt8(ascii: "%"))
      case UInt8(ascii: "Y"): pieces.append(.year)
      case UInt8(ascii: "y"): pieces.append(.shortYear)
      case UInt8(ascii: "m"): pieces.append(.month)
      case UInt8(ascii: "d"): pieces.append(.day)
      case UInt8(ascii: "H"): pieces.append(.hour)
      case UInt8(ascii: "I"): pieces.append(.hour12)
      case UInt8(ascii: "p"): pieces.append(.amPM)
      case UInt8(ascii: "M"): pieces.append(.minute)
      case UInt8(ascii: "S"): pieces.append(.second)
      case UInt8(ascii: "N"): pieces.append(.fraction(digits: width ?? 9))
      case UInt8(ascii: "s"): pieces.append(.unixSeconds)
      case UInt8(ascii: "j"): pieces.append(.dayOfYear)
      case UInt8(ascii: "u"): pieces.append(.weekday)
      case UInt8(ascii: "a"): pieces.append(.weekdayName)
      case UInt8(ascii: "A"): pieces.append(.fullWeekdayName)
      case UInt8(ascii: "b"): pieces.append(.monthName)
      case UInt8(ascii: "B"): pieces.append(.fullMonthName)
      case UInt8(ascii: "F"):
        pieces.append(.year)
        addLiteral(UInt8(ascii: "-"))
        pieces.append(.month)
        addLiteral(UInt8(ascii: "-"))
        pieces.append(.day)
      case UInt8(ascii: "T"):
        pieces.append(.hour)
        addLiteral(UInt8(ascii: ":"))
        pieces.append(.minute)
        addLiteral(UInt8(ascii: ":"))
        pieces.append(.second)
      case UInt8(ascii: "z"): pieces.append(.offset)
      case UInt8(ascii: "Z"): pieces.append(.zone)
      default:
        let start = index - 1
        let end = min(bytes.count, start + max(1, utf8Length(lead: conversion)))
        let shown = Quoted(String(decoding: bytes[start..<end], as: UTF8.self))
        return .failure(
          DateFormatError(
            reason:
              "unknown conversion '%\(shown)' (use %Y %m %d %H %M %S %N %z %Z %s %j %a %b %p %I, or %% for '%')"
          ))
      }
    }
    let pattern = DateFormatPattern(literals: literals, pieces: pieces)
    guard pattern.maximumLength <= longestOutput else {
      return .failure(
        DateFormatError(reason: "the format is too long (at most \(longestOutput) bytes per date)"))
    }
    return .success(pattern)
  }

  /// Writes `time` by the pattern into `out` (room for ``maximumLength``
  /// bytes) and returns the number of bytes written.
  ///
  /// - Parameter isAlwaysUTC: Whether the zone is UTC, for `%Z`.
  @inline(__always)
  func write(_ time: LocalTime, isAlwaysUTC: Bool, to out: UnsafeMutablePointer<UInt8>) -> Int {
    var p = out
    let year = Int(time.date.year)
    for piece in pieces {
      switch piece {
      case .literal(let start, let count):
        literals.withUnsafeBufferPointer { p.update(from: $0.baseAddress! + start, count: count) }
        p += count
      case .year:
        DateWriter.writeTwoDigits(year / 100, to: p)
        DateWriter.writeTwoDigits(year % 100, to: p + 2)
        p += 4
      case .shortYear: p = two(year % 100, p)
      case .month: p = two(time.date.month, p)
      case .day: p = two(time.date.day, p)
      case .hour: p = two(time.secondOfDay / 3600, p)
      case .hour12: p = two((time.secondOfDay / 3600 + 11) % 12 + 1, p)
      case .amPM: p = put(time.secondOfDay < 43_200 ? "AM" : "PM", p)
      case .minute: p = two(time.secondOfDay / 60 % 60, p)
      case .second: p = two(time.secondOfDay % 60, p)
      case .fraction(let digits):
        var value = time.nanoseconds
        for _ in digits..<9 { value /= 10 }
        for index in stride(from: digits - 1, through: 0, by: -1) {
          p[index] = UInt8(truncatingIfNeeded: value % 10) &+ UInt8(ascii: "0")
          value /= 10
        }
        p += digits
      case .unixSeconds:
        p += UnixSecondsWriter().write(Double(time.seconds), to: p) ?? 0
      case .dayOfYear:
        let day = time.dayOfYear
        p[0] = UInt8(truncatingIfNeeded: day / 100) &+ UInt8(ascii: "0")
        p = two(day % 100, p + 1)
      case .weekday:
        p[0] = UInt8(truncatingIfNeeded: time.weekday) &+ UInt8(ascii: "0")
        p += 1
      case .weekdayName: p = name(Self.weekdays, time.weekday - 1, 3, p)
      case .fullWeekdayName: p = name(Self.weekdays, time.weekday - 1, nil, p)
      case .monthName: p = name(Self.months, time.date.month - 1, 3, p)
      case .fullMonthName: p = name(Self.months, time.date.month - 1, nil, p)
      case .offset:
        let magnitude = abs(time.offset)
        p[0] = time.offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
        p = two(magnitude / 60 % 60, two(magnitude / 3600, p + 1))
        if magnitude % 60 != 0 { p = two(magnitude % 60, p) }
      case .zone:
        if isAlwaysUTC {
          p = put("UTC", p)
        } else {
          let magnitude = abs(time.offset)
          p[0] = time.offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
          p = two(magnitude / 3600, p + 1)
          p[0] = UInt8(ascii: ":")
          p = two(magnitude / 60 % 60, p + 1)
          if magnitude % 60 != 0 {
            p[0] = UInt8(ascii: ":")
            p = two(magnitude % 60, p + 1)
          }
        }
      }
    }
    return out.distance(to: p)
  }

  /// The English names of the weekdays from Monday, and of the months, in full.
  private static let weekdays: [StaticString] = [
    "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
  ]
  private static let months: [StaticString] = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  @inline(__always)
  private func two(_ value: Int, _ p: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
    DateWriter.writeTwoDigits(value, to: p)
    return p + 2
  }

  @inline(__always)
  private func put(_ text: StaticString, _ p: UnsafeMutablePointer<UInt8>)
    -> UnsafeMutablePointer<UInt8>
  {
    p.update(from: text.utf8Start, count: text.utf8CodeUnitCount)
    return p + text.utf8CodeUnitCount
  }

  /// Writes `names[index]`, cut to `length` bytes when one is given.
  @inline(__always)
  private func name(
    _ names: [StaticString], _ index: Int, _ length: Int?, _ p: UnsafeMutablePointer<UInt8>
  ) -> UnsafeMutablePointer<UInt8> {
    let text = names[index]
    let count = min(length ?? text.utf8CodeUnitCount, text.utf8CodeUnitCount)
    p.update(from: text.utf8Start, count: count)
    return p + count
  }

  private static func maximumLength(of piece: Piece) -> Int {
    switch piece {
    case .literal(_, let count): count
    case .year: 4
    case .shortYear, .month, .day, .hour, .hour12, .amPM, .minute, .second: 2
    case .fraction(let digits): digits
    case .unixSeconds: UnixSecondsWriter.maximumLength
    case .dayOfYear, .weekdayName, .monthName: 3
    case .weekday: 1
    case .fullWeekdayName, .fullMonthName: 9
    case .offset: 7
    case .zone: 9
    }
  }

  private static func utf8Length(lead: UInt8) -> Int {
    switch lead {
    case 0xC0..<0xE0: 2
    case 0xE0..<0xF0: 3
    case 0xF0..<0xF8: 4
    default: 1
    }
  }
}

/// Why the text of `--date-format` names no format.
struct DateFormatError: Error, Equatable {
  /// What is wrong, short and lowercase, for the CLI to put after the value.
  let reason: String
}
