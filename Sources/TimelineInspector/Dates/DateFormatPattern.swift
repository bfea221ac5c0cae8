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
package struct DateFormatPattern: Equatable, Sendable {
  /// The most bytes one date may take; longer patterns are refused.
  static let longestOutput = 256

  /// The opcode of a run of literal bytes: its length (1–255), then the bytes.
  /// Every other opcode is its conversion's letter (`N` is followed by its
  /// number of digits), so the program of `%d.%m` is `d`, 0, 1, `.`, `m`.
  private static let literalRun: UInt8 = 0

  /// The compiled pattern, read once per date without allocation.
  private var program: UnsafeBufferPointer<UInt8> { storage.code }

  /// Keeps the compiled pattern alive. The writer reads it through a pointer:
  /// reading an array stored in the struct retained and released it for
  /// every date, a quarter of the time of a patterned run.
  private let storage: ProgramStorage

  /// The compiled bytes, in memory of their own that never changes.
  private final class ProgramStorage: @unchecked Sendable {
    // Unchecked: the bytes are written once, in `init`, and only read after.
    private let start: UnsafeMutablePointer<UInt8>
    private let count: Int

    var code: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

    init(_ bytes: [UInt8]) {
      start = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
      count = bytes.count
      start.initialize(from: bytes, count: count)
    }

    deinit { start.deallocate() }
  }

  /// Whether a date's text is its local day's text with its ``TimeField``s
  /// rewritten, so that ``PatternDayCache`` may reuse the day's text: true
  /// unless the pattern has `%s`, whose width may change within a day.
  let isDayTemplate: Bool

  /// The number of conversions, an upper bound on the ``TimeField``s of a date.
  let conversionCount: Int

  private init(
    program: [UInt8], maximumLength: Int, mayContainComma: Bool, isDayTemplate: Bool = true,
    conversionCount: Int = 0
  ) {
    self.storage = ProgramStorage(program)
    self.maximumLength = maximumLength
    self.mayContainComma = mayContainComma
    self.isDayTemplate = isDayTemplate
    self.conversionCount = conversionCount
  }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.program.elementsEqual(rhs.program) && lhs.maximumLength == rhs.maximumLength
  }

  /// The most bytes one date takes with this pattern.
  let maximumLength: Int

  /// Whether a date may contain a comma, so that CSV must quote it.
  let mayContainComma: Bool

  /// The pattern that writes nothing.
  static let empty = DateFormatPattern(program: [], maximumLength: 0, mayContainComma: false)

  /// Compiles `text` (without its leading `+`).
  ///
  /// Control characters (C0, DEL and C1), `"` and `\` are refused, so that a
  /// date never needs escaping in any output format.
  static func parse(_ text: String) -> Result<DateFormatPattern, DateFormatError> {
    let bytes = Array(text.utf8)
    var program: [UInt8] = []
    var maximumLength = 0
    var conversionCount = 0
    var hasUnixSeconds = false
    var literalStart: Int?
    func addLiteral(_ byte: UInt8) {
      if let start = literalStart, program[start + 1] < 255 {
        program[start + 1] += 1
      } else {
        literalStart = program.count
        program += [literalRun, 1]
      }
      program.append(byte)
      maximumLength += 1
    }
    func add(_ conversion: UInt8, width: Int) {
      program.append(conversion)
      literalStart = nil
      maximumLength += width
      conversionCount += 1
      if conversion == UInt8(ascii: "s") { hasUnixSeconds = true }
    }
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      // C1 controls (U+0080–U+009F, in UTF-8 0xC2 0x80–0x9F) are control characters too.
      let isC1 = byte == 0xC2 && index < bytes.count && (0x80...0x9F).contains(bytes[index])
      if byte < 0x20 || byte == 0x7F || isC1 || byte == UInt8(ascii: "\"")
        || byte == UInt8(ascii: "\\")
      {
        let shown = Quoted(
          String(decoding: isC1 ? [byte, bytes[index]] : [byte], as: UTF8.self))
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
      var digits = 9
      if (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(bytes[index]) {
        digits = Int(bytes[index] - UInt8(ascii: "0"))
        index += 1
        guard index < bytes.count, bytes[index] == UInt8(ascii: "N") else {
          return .failure(
            DateFormatError(reason: "a digit after '%' only goes with N, as in %3N"))
        }
      }
      let conversion = bytes[index]
      index += 1
      switch conversion {
      case UInt8(ascii: "%"): addLiteral(conversion)
      case UInt8(ascii: "Y"): add(conversion, width: 4)
      case UInt8(ascii: "y"), UInt8(ascii: "m"), UInt8(ascii: "d"), UInt8(ascii: "H"),
        UInt8(ascii: "I"), UInt8(ascii: "p"), UInt8(ascii: "M"), UInt8(ascii: "S"):
        add(conversion, width: 2)
      case UInt8(ascii: "N"):
        add(conversion, width: digits)
        program.append(UInt8(digits))
      case UInt8(ascii: "s"): add(conversion, width: UnixSecondsWriter.maximumLength)
      case UInt8(ascii: "j"), UInt8(ascii: "a"), UInt8(ascii: "b"): add(conversion, width: 3)
      case UInt8(ascii: "u"): add(conversion, width: 1)
      case UInt8(ascii: "A"), UInt8(ascii: "B"), UInt8(ascii: "Z"): add(conversion, width: 9)
      case UInt8(ascii: "z"): add(conversion, width: 7)
      case UInt8(ascii: "F"):
        add(UInt8(ascii: "Y"), width: 4)
        addLiteral(UInt8(ascii: "-"))
        add(UInt8(ascii: "m"), width: 2)
        addLiteral(UInt8(ascii: "-"))
        add(UInt8(ascii: "d"), width: 2)
      case UInt8(ascii: "T"):
        add(UInt8(ascii: "H"), width: 2)
        addLiteral(UInt8(ascii: ":"))
        add(UInt8(ascii: "M"), width: 2)
        addLiteral(UInt8(ascii: ":"))
        add(UInt8(ascii: "S"), width: 2)
      default:
        let start = index - 1
        let end = min(bytes.count, start + max(1, utf8Length(lead: conversion)))
        let shown = Quoted(String(decoding: bytes[start..<end], as: UTF8.self))
        return .failure(
          DateFormatError(
            reason:
              "unknown conversion '%\(shown)' (use %Y %y %m %d %H %I %p %M %S %N %3N %z %Z %s %j %a %A %b %B %u %F %T, or %% for '%')"
          ))
      }
    }
    guard maximumLength <= longestOutput else {
      return .failure(
        DateFormatError(reason: "the format is too long (at most \(longestOutput) bytes per date)"))
    }
    return .success(
      DateFormatPattern(
        program: program, maximumLength: maximumLength,
        mayContainComma: bytes.contains(UInt8(ascii: ",")), isDayTemplate: !hasUnixSeconds,
        conversionCount: conversionCount))
  }

  /// Writes `time` by the pattern into `out` (room for ``maximumLength``
  /// bytes) and returns the number of bytes written.
  ///
  /// - Parameter isAlwaysUTC: Whether the zone is UTC, for `%Z`.
  @inline(__always)
  func write(_ time: LocalTime, isAlwaysUTC: Bool, to out: UnsafeMutablePointer<UInt8>) -> Int {
    var fieldCount = 0
    return render(time, isAlwaysUTC: isAlwaysUTC, to: out, fields: nil, fieldCount: &fieldCount)
  }

  /// A conversion whose text changes within a local day (`%H %I %p %M %S %N`),
  /// and where a date's text has it.
  struct TimeField {
    /// The offset of its first byte in the date's text.
    var position: Int
    /// Its conversion letter.
    var conversion: UInt8
    /// Its number of digits, for `%N`.
    var digits: Int
  }

  /// Writes `time` as ``write(_:isAlwaysUTC:to:)`` does and, when `fields` is
  /// given, records there where each ``TimeField`` went.
  @inline(__always)
  func render(
    _ time: LocalTime, isAlwaysUTC: Bool, to out: UnsafeMutablePointer<UInt8>,
    fields: UnsafeMutablePointer<TimeField>?, fieldCount: inout Int
  ) -> Int {
    do {
      let code = program
      var p = out
      var index = 0
      while index < code.count {
        let op = code[index]
        index += 1
        switch op {
        case Self.literalRun:
          // Runs are short (a separator or two): a loop beats a call to memcpy.
          let count = Int(code[index])
          for offset in 0..<count { p[offset] = code[index + 1 + offset] }
          p += count
          index += 1 + count
        case UInt8(ascii: "Y"):
          let year = Int(time.date.year)
          p = Self.twoDigits(year % 100, Self.twoDigits(year / 100, p))
        case UInt8(ascii: "y"): p = Self.twoDigits(Int(time.date.year % 100), p)
        case UInt8(ascii: "m"): p = Self.twoDigits(time.date.month, p)
        case UInt8(ascii: "d"): p = Self.twoDigits(time.date.day, p)
        case UInt8(ascii: "H"), UInt8(ascii: "I"), UInt8(ascii: "p"), UInt8(ascii: "M"),
          UInt8(ascii: "S"), UInt8(ascii: "N"):
          var digits = 0
          if op == UInt8(ascii: "N") {
            digits = Int(code[index])
            index += 1
          }
          let field = TimeField(position: out.distance(to: p), conversion: op, digits: digits)
          if let fields {
            fields[fieldCount] = field
            fieldCount += 1
          }
          p = Self.write(
            field, secondOfDay: time.secondOfDay, nanoseconds: time.nanoseconds, to: p)
        case UInt8(ascii: "s"):
          var unix = UnixSecondsWriter()
          let room = UnsafeMutableBufferPointer(start: p, count: UnixSecondsWriter.maximumLength)
          p += unix.write(Double(time.seconds), into: room) ?? 0
        case UInt8(ascii: "j"):
          let day = time.dayOfYear
          p[0] = UInt8(truncatingIfNeeded: day / 100) &+ UInt8(ascii: "0")
          p = Self.twoDigits(day % 100, p + 1)
        case UInt8(ascii: "u"):
          p[0] = UInt8(truncatingIfNeeded: time.weekday) &+ UInt8(ascii: "0")
          p += 1
        case UInt8(ascii: "a"): p = name(Self.weekdays, time.weekday - 1, full: false, p)
        case UInt8(ascii: "A"): p = name(Self.weekdays, time.weekday - 1, full: true, p)
        case UInt8(ascii: "b"): p = name(Self.months, time.date.month - 1, full: false, p)
        case UInt8(ascii: "B"): p = name(Self.months, time.date.month - 1, full: true, p)
        case UInt8(ascii: "z"):
          p = offset(time.offset, separator: nil, p)
        default:  // Z
          if isAlwaysUTC {
            p[0] = UInt8(ascii: "U")
            p[1] = UInt8(ascii: "T")
            p[2] = UInt8(ascii: "C")
            p += 3
          } else {
            p = offset(time.offset, separator: UInt8(ascii: ":"), p)
          }
        }
      }
      return out.distance(to: p)
    }
  }

  /// Writes a conversion that changes within a day, for the time of day
  /// `secondOfDay` and `nanoseconds`, at `p` and returns the position after
  /// it: the one code for a whole pattern and for a date that reuses its
  /// day's text.
  @inline(__always)
  static func write(
    _ field: TimeField, secondOfDay: Int, nanoseconds: Int, to p: UnsafeMutablePointer<UInt8>
  ) -> UnsafeMutablePointer<UInt8> {
    switch field.conversion {
    case UInt8(ascii: "H"): return twoDigits(secondOfDay / 3600, p)
    case UInt8(ascii: "I"): return twoDigits((secondOfDay / 3600 + 11) % 12 + 1, p)
    case UInt8(ascii: "p"):
      p[0] = secondOfDay < 43_200 ? UInt8(ascii: "A") : UInt8(ascii: "P")
      p[1] = UInt8(ascii: "M")
      return p + 2
    case UInt8(ascii: "M"): return twoDigits(secondOfDay / 60 % 60, p)
    case UInt8(ascii: "S"): return twoDigits(secondOfDay % 60, p)
    default:  // N
      var value = nanoseconds
      for _ in field.digits..<9 { value /= 10 }
      // A `while`, not `stride`: the stride iterator is not inlined here.
      var position = field.digits
      while position > 0 {
        position -= 1
        p[position] = UInt8(truncatingIfNeeded: value % 10) &+ UInt8(ascii: "0")
        value /= 10
      }
      return p + field.digits
    }
  }

  @inline(__always)
  private static func twoDigits(_ value: Int, _ p: UnsafeMutablePointer<UInt8>)
    -> UnsafeMutablePointer<UInt8>
  {
    DateWriter.writeTwoDigits(value, to: p)
    return p + 2
  }

  /// The English names of the weekdays from Monday, and of the months, each
  /// in a slot of 9 bytes padded with dots; the first 3 bytes are the short name.
  private static let weekdays: StaticString =
    "Monday...Tuesday..WednesdayThursday.Friday...Saturday.Sunday..."
  private static let months: StaticString = """
    January..February.March....April....May......June.....July.....August...September\
    October..November.December.
    """

  /// `±HHMM` (no separator) or `±HH:MM`, with seconds when the offset has them.
  @inline(__always)
  private func offset(_ offset: Int, separator: UInt8?, _ p: UnsafeMutablePointer<UInt8>)
    -> UnsafeMutablePointer<UInt8>
  {
    p + DateWriter.writeOffset(offset, separator: separator, to: p)
  }

  /// Writes the name in slot `index` of `names`: in full (up to the dots)
  /// or its first 3 bytes.
  @inline(__always)
  private func name(
    _ names: StaticString, _ index: Int, full: Bool, _ p: UnsafeMutablePointer<UInt8>
  ) -> UnsafeMutablePointer<UInt8> {
    let slot = names.utf8Start + 9 * index
    var count = 3
    if full {
      count = 9
      while slot[count - 1] == UInt8(ascii: ".") { count -= 1 }
    }
    p.update(from: slot, count: count)
    return p + count
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
