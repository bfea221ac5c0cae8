import TimelineCore

/// Reads the dates users type and the lines of dates files, as seconds since
/// 2001-01-01T00:00:00Z.
///
/// These forms are accepted:
///
///     now                          // the reader's `now()`
///     @1735689600.25               // Unix seconds: sign, digits, up to 9 decimals
///     2025-01-01T09:30:00.5+01:00  // ISO 8601, extended format
///     now+90s, now-1h              // `now()` plus or minus a duration
///     +1h, -30s, +PT1M30S          // ``relativeBase`` plus or minus a duration
///
/// Durations are read by ``DurationText`` (`90`, `1m30s`, `250ms`, `PT1M30S`),
/// and added to their base with one `Double` addition.
///
/// The ISO form is `YYYY-MM-DDTHH:MM[:SS[.f]]` with an exactly 4-digit year
/// (0001–9999), `T` or `t` between date and time, at most 9 fraction digits,
/// and an optional zone: `Z`, `z`, `±HH:MM`, `±HHMM`, `±HH` or `±HH:MM:SS`.
/// Dates are proleptic Gregorian, as in ISO 8601 (Foundation's own Gregorian
/// calendar switches to Julian before 1582-10-15; this reader does not).
/// Leap seconds, hour 24 and non-ASCII digits are refused. An ISO date's wall
/// time lies in years 0001–9999, so every date a ``DateWriter`` prints reads
/// back; its offset may put the instant up to 18 hours outside those years in
/// UTC. A Unix time must lie in [0001-01-01T00:00:00Z, 10000-01-01T00:00:00Z).
/// The result is the `Double` nearest to the exact value (see
/// ``ReferenceSeconds/instant(seconds:nanoseconds:)``), except that a fraction never rounds a
/// date up into year 10000.
///
/// A time without a zone is a wall time in the reader's zone; see
/// ``offset(forLocal:)`` for wall times a named zone skips or repeats.
///
/// The byte path allocates nothing and asks Foundation only near a named zone's
/// transitions; errors build their message when they are thrown.
struct DateReader {
  /// Half-width of the window searched for transitions around a wall time: more
  /// than any UTC offset (Foundation's limit is 18 hours), so every transition
  /// that could make a wall time ambiguous lies within it.
  private static let transitionWindow: Double = 86_400

  /// The current time, asked only when the text is `now` or a relative date.
  private let now: () -> Double

  /// What a bare relative date (`+1h`, `-30s`) counts from, in seconds since
  /// 2001; nil counts from `now()`.
  ///
  /// The CLI reads `--now` with no base, so that `--now +1h` is an hour from
  /// the clock, and every other date with `--now` as the base.
  var relativeBase: Double?

  /// The offset of a zone without transitions.
  private let fixedOffset: Int

  /// The offsets of a named zone with transitions, or nil for a fixed zone.
  private var cursor: ZoneOffsetCursor?

  /// Creates a reader whose zone-less wall times are in `zone`, and whose
  /// `now` is `now()` (seconds since 2001).
  init(zone: TimeZoneChoice, now: @escaping () -> Double, relativeBase: Double? = nil) {
    self.now = now
    self.relativeBase = relativeBase
    fixedOffset = zone.fixedOffset ?? 0
    cursor = zone.offsetCursor()
  }

  /// Reads the date in the UTF-8 bytes `text`, all of them.
  ///
  ///     reader.read("2025-01-01T00:00:00Z")  // .success(757_382_400)
  ///     reader.read("2025-13-01T00:00:00Z")  // .failure("month 13 is out of range")
  mutating func read(_ text: UnsafeBufferPointer<UInt8>) -> Result<Double, DateReadError> {
    do {
      return .success(try parse(text))
    } catch {
      return .failure(error)
    }
  }

  /// Reads the date in `text`, all of it.
  mutating func read(_ text: String) -> Result<Double, DateReadError> {
    var text = text
    return text.withUTF8 { read($0) }
  }

  /// Reads the date in the UTF-8 bytes `text`, all of them.
  mutating func read(_ text: [UInt8]) -> Result<Double, DateReadError> {
    text.withUnsafeBufferPointer { read($0) }
  }

  /// Reads `text` by its first byte: a digit starts an ISO date, `@` Unix time.
  private mutating func parse(_ text: UnsafeBufferPointer<UInt8>) throws(DateReadError) -> Double {
    var scanner = DateTextScanner(text)
    guard let first = scanner.current else { throw DateReadError(reason: "empty date") }
    if DateTextScanner.isDigit(first) {
      do { return try parseISO(&scanner) } catch { throw Self.hint(for: text) ?? error }
    }
    if first == UInt8(ascii: "@") { return try parseUnix(&scanner) }
    if text.starts(with: "now".utf8) {
      scanner.advance(by: 3)
      guard let sign = scanner.current else { return now() }
      guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else {
        throw DateReadError(reason: "unexpected \(scanner.quotedRest()) after the date")
      }
      return try Self.relative(UnsafeBufferPointer(rebasing: text[3...]), to: now())
    }
    if let reason = scanner.nonASCIIDigitReason(at: 0) { throw DateReadError(reason: reason) }
    if first == UInt8(ascii: "+") || first == UInt8(ascii: "-"), text.count > 1,
      DateTextScanner.isDigit(text[1]) || text[1] == UInt8(ascii: ".")
        || text[1] | 0x20 == UInt8(ascii: "p")
    {
      if Self.isExpandedYear(text) {
        // ISO 8601's expanded years (+10000, -0001) are not part of the grammar.
        throw DateReadError(reason: "year must have 4 digits (0001–9999)")
      }
      return try Self.relative(text, to: relativeBase ?? now())
    }
    throw DateReadError(reason: "expected a date like 2025-01-01T00:00:00Z, @<Unix seconds> or now")
  }

  /// Reads a signed duration (`+90s`, `-PT1H`) and adds it to `base`.
  private static func relative(_ text: UnsafeBufferPointer<UInt8>, to base: Double)
    throws(DateReadError) -> Double
  {
    guard text.count > 1 else {
      throw DateReadError(
        reason:
          "expected a duration after '\(Character(Unicode.Scalar(text[0])))' (e.g. now+90s, +1h)",
        suggestsSpelling: true)
    }
    switch DurationText.parse(String(decoding: text, as: UTF8.self)) {
    case .success(let duration):
      let t = base + duration
      // Also false for an infinite sum.
      guard t >= Double(CivilTime.earliestSecond) && t < Double(CivilTime.endSecond) else {
        throw DateReader.outOfRange
      }
      return t
    case .failure(let failure):
      // The duration's own reason says what a duration looks like; a date example would not help.
      throw DateReadError(reason: failure.reason, suggestsSpelling: true)
    }
  }

  /// Whether `text` starts like an ISO 8601 expanded year: a sign, four or
  /// more digits, then `-` (`+10000-01-01`, `-0001-01-01`), rather than a relative date.
  private static func isExpandedYear(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 1
    while index < text.count && DateTextScanner.isDigit(text[index]) { index += 1 }
    return index >= 5 && index < text.count && text[index] == UInt8(ascii: "-")
  }

  /// Reads `@SECONDS`: an optional sign, digits, then optionally `.` and 1–9
  /// digits; no exponent.
  private func parseUnix(_ scanner: inout DateTextScanner) throws(DateReadError) -> Double {
    scanner.advance()
    var negative = false
    if let sign = scanner.current, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
      negative = sign == UInt8(ascii: "-")
      scanner.advance()
    }
    let run = scanner.asciiDigitRun()
    guard run > 0 else {
      if let reason = scanner.nonASCIIDigitReason(at: scanner.index) {
        throw DateReadError(reason: reason)
      }
      throw DateReadError(reason: "expected Unix seconds after '@', like @1735689600")
    }
    // Any magnitude past 10^15 is out of range; stop growing there so that
    // long inputs cannot overflow, but still read them to the end.
    var whole: Int64 = 0
    var tooLarge = false
    for _ in 0..<run {
      whole = whole * 10 + Int64(scanner.takeDigit())
      if whole > 1_000_000_000_000_000 {
        tooLarge = true
        whole = 0
      }
    }
    var nanoseconds = 0
    if scanner.current == UInt8(ascii: ".") {
      scanner.advance()
      nanoseconds = try scanner.readFraction()
    }
    guard scanner.isAtEnd else {
      throw DateReadError(reason: "unexpected \(scanner.quotedRest()) after the date")
    }
    guard !tooLarge else { throw DateReader.outOfRange }
    // Keep the value as whole seconds plus nanoseconds in [0, 1e9) so that the
    // range check and the final rounding both see it exactly.
    var seconds = (negative ? -whole : whole) - ReferenceSeconds.unixTimeOfReferenceDate
    if negative && nanoseconds > 0 {
      seconds -= 1
      nanoseconds = 1_000_000_000 - nanoseconds
    }
    guard seconds >= CivilTime.earliestSecond && seconds < CivilTime.endSecond else {
      throw DateReader.outOfRange
    }
    return min(
      ReferenceSeconds.instant(seconds: seconds, nanoseconds: nanoseconds),
      Self.latestInstant(offset: 0))
  }

  /// Reads `YYYY-MM-DDTHH:MM[:SS[.f]][zone]`, checking each field as it goes so
  /// that the first mistake from the left is the one reported.
  private mutating func parseISO(_ scanner: inout DateTextScanner) throws(DateReadError) -> Double {
    let year = Int64(try scanner.readField(digits: 4, else: "year must have 4 digits (0001–9999)"))
    guard year >= 1 else { throw DateReadError(reason: "year 0000 is out of range (0001–9999)") }
    try scanner.expect(UInt8(ascii: "-"), else: "expected '-' after the year")
    let month = try scanner.readField(digits: 2, else: "month must have 2 digits")
    guard month >= 1 && month <= 12 else {
      throw DateReadError(reason: "month \(month) is out of range")
    }
    try scanner.expect(UInt8(ascii: "-"), else: "expected '-' after the month")
    let day = try scanner.readField(digits: 2, else: "day must have 2 digits")
    guard day >= 1 && day <= 31 else { throw DateReadError(reason: "day \(day) is out of range") }
    guard day <= CivilTime.daysInMonth(month, year: year) else {
      throw DateReadError(
        reason: "\(CivilTime.monthAbbreviations[month - 1]) \(day) does not exist in \(year)")
    }
    guard let separator = scanner.current else {
      throw DateReadError(reason: "expected 'T' and a time after the date")
    }
    guard separator == UInt8(ascii: "T") || separator == UInt8(ascii: "t") else {
      throw DateReadError(reason: "expected 'T' between the date and the time")
    }
    scanner.advance()
    let hour = try scanner.readField(digits: 2, else: "hour must have 2 digits")
    guard hour <= 23 else { throw DateReadError(reason: "hour \(hour) is out of range") }
    try scanner.expect(UInt8(ascii: ":"), else: "expected ':' after the hour")
    let minute = try scanner.readField(digits: 2, else: "minute must have 2 digits")
    guard minute <= 59 else { throw DateReadError(reason: "minute \(minute) is out of range") }
    var second = 0
    var nanoseconds = 0
    if scanner.current == UInt8(ascii: ":") {
      scanner.advance()
      second = try scanner.readField(digits: 2, else: "second must have 2 digits")
      guard second <= 59 else {
        throw DateReadError(
          reason: second == 60
            ? "second 60 is not supported (no leap seconds)" : "second \(second) is out of range")
      }
      if scanner.current == UInt8(ascii: ".") {
        scanner.advance()
        nanoseconds = try scanner.readFraction()
      }
    }
    var explicitOffset: Int?
    if let byte = scanner.current {
      if byte == UInt8(ascii: "Z") || byte == UInt8(ascii: "z") {
        scanner.advance()
        explicitOffset = 0
      } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
        explicitOffset = try scanner.readOffset()
      }
    }
    let local =
      CivilTime.days(year: year, month: month, day: day) * CivilTime.secondsPerDay
      + Int64(hour * 3600 + minute * 60 + second)
    guard scanner.isAtEnd else {
      if explicitOffset == nil,
        let reason = Self.zoneNameReason(
          date: String(decoding: scanner.bytes[..<scanner.index], as: UTF8.self),
          rest: String(decoding: scanner.bytes[scanner.index...], as: UTF8.self), local: local)
      {
        throw reason
      }
      throw DateReadError(reason: "unexpected \(scanner.quotedRest()) after the date")
    }
    let offset = explicitOffset ?? self.offset(forLocal: local)
    // No range check: the wall time is in years 0001–9999 by its digits, which is
    // all a DateWriter asks of a date it prints, so whatever tlsched prints reads
    // back, even where the offset puts the instant just outside those years in UTC.
    return min(
      ReferenceSeconds.instant(seconds: local - Int64(offset), nanoseconds: nanoseconds),
      Self.latestInstant(offset: offset))
  }

  /// The UTC offset that turns the wall time `local` (seconds since 2001 as if
  /// the zone were UTC) into an instant, resolved as Foundation's
  /// `Calendar.date(from:)` resolves it with a Gregorian calendar in the zone.
  ///
  /// Foundation (through ICU, with its "former" options for both cases) reads a
  /// wall time that a transition skips or repeats with the offset in force
  /// *before* that transition:
  /// - In a gap the wall time moves forward by the gap: Europe/Paris
  ///   2025-03-30T02:30 (skipped) is 01:30Z, which prints as 03:30+02:00.
  /// - In an overlap the earlier of the two instants wins: Europe/Paris
  ///   2025-10-26T02:30 (repeated) is 00:30Z, i.e. 02:30+02:00.
  ///
  /// Put as a rule: a transition at instant T from offset `before` to `after`
  /// applies to wall times from T + max(before, after) on; the wall time takes
  /// the offset after the latest transition that applies to it, or the zone's
  /// first offset if none does.
  ///
  /// Far from transitions the cursor's current span answers with two
  /// comparisons; near one, the transitions within a day are walked.
  private mutating func offset(forLocal local: Int64) -> Int {
    guard cursor != nil else { return fixedOffset }
    let wallTime = Double(local)
    let span = cursor!.span
    if span.start <= wallTime - Self.transitionWindow && wallTime + Self.transitionWindow < span.end
    {
      return span.offset
    }
    // Any transition at or before wallTime - window applies (no offset exceeds
    // the window), and none after wallTime + window does, so only the ones in
    // between need checking, in order, keeping the latest that applies.
    var current = cursor!.span(containing: wallTime - Self.transitionWindow)
    var offset = current.offset
    while current.end <= wallTime + Self.transitionWindow {
      let before = current.offset
      let after = current.offset + current.changeAtEnd
      if current.end + Double(max(before, after)) <= wallTime { offset = after }
      current = cursor!.span(containing: current.end)
    }
    return offset
  }

  /// The error for instants outside years 0001–9999.
  private static let outOfRange = DateReadError(reason: "date is outside years 0001–9999")

  /// The last `Double` before 10000-01-01T00:00:00 at UTC offset `offset`.
  /// Near year 9999 a `Double` holds about 30 µs, so 9999-12-31T23:59:59.999999999
  /// rounds up to year 10000; it is read as this instant instead, the nearest
  /// one that still prints in year 9999.
  private static func latestInstant(offset: Int) -> Double {
    Double(CivilTime.endSecond - Int64(offset)).nextDown
  }
}

/// Why a date's text could not be read.
struct DateReadError: Error, Equatable {
  /// What is wrong: short, lowercase, no trailing period, for the CLI to put
  /// after the value (`Invalid value '<input>' for '--now <date>': <reason>`).
  let reason: String

  /// Whether ``reason`` already shows how to write what was probably meant,
  /// so that a message needs no further example.
  var suggestsSpelling = false
}

extension DateReader {
  /// A reason that says what was probably meant, for three common mistakes
  /// with digits, or nil for any other text:
  ///
  ///     1735689600        // digits alone: write @1735689600 for Unix seconds
  ///     09:00             // a time alone: write YYYY-MM-DDT09:00
  ///     20250601T090000Z  // basic format: write 2025-06-01T09:00:00Z
  ///
  /// A time alone is not completed with today's date: messages depend only on
  /// the arguments, never on the clock.
  static func hint(for text: UnsafeBufferPointer<UInt8>) -> DateReadError? {
    // Only short printable ASCII is echoed back in a suggestion.
    guard text.count <= 64, text.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
    let typed = String(decoding: text, as: UTF8.self)
    let digits = text.prefix(while: DateTextScanner.isDigit).count
    if digits != 4 && isUnsignedDecimal(text) {
      var reason = "digits alone are not a date; for Unix seconds, write @\(typed)"
      if text.count == 8, let day = basicDay(text) { reason += ", and for that day \(day)T00:00" }
      return DateReadError(reason: reason, suggestsSpelling: true)
    }
    if (1...2).contains(digits) && text.count > digits && text[digits] == UInt8(ascii: ":") {
      return DateReadError(
        reason:
          "a time alone is not a date; write the day too, as in YYYY-MM-DDT\(digits == 1 ? "0" : "")\(typed)",
        suggestsSpelling: true)
    }
    if digits > 0, digits < text.count, !isDigitOrPoint(text[digits]),
      case .success = DurationText.parse(typed)
    {
      return DateReadError(
        reason: "a duration alone is not a date; for a date \(typed) later, write +\(typed)",
        suggestsSpelling: true)
    }
    if let reason = slashedDayReason(typed) {
      return DateReadError(reason: reason, suggestsSpelling: true)
    }
    guard digits == 8, text.count > 9, text[8] == UInt8(ascii: "T") || text[8] == UInt8(ascii: "t"),
      let day = basicDay(text)
    else { return nil }
    let time = text[9...]
    let timeDigits = time.prefix(while: DateTextScanner.isDigit).count
    guard timeDigits == 4 || timeDigits == 6 else { return nil }
    var extended = "\(day)T"
    for (index, byte) in time.prefix(timeDigits).enumerated() {
      if index == 2 || index == 4 { extended += ":" }
      extended.unicodeScalars.append(Unicode.Scalar(byte))
    }
    extended += String(decoding: time.dropFirst(timeDigits), as: UTF8.self)
    return DateReadError(
      reason: "this is ISO 8601's basic format; write the extended one, \(extended)",
      suggestsSpelling: true)
  }

  private static func isDigitOrPoint(_ byte: UInt8) -> Bool {
    DateTextScanner.isDigit(byte) || byte == UInt8(ascii: ".")
  }

  /// For `01/02/2025`, which reads as January 2 in the US and February 1
  /// elsewhere, the ISO spellings of the readings that are days.
  private static func slashedDayReason(_ typed: String) -> String? {
    let parts = typed.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[2].count == 4, let year = Int(parts[2]),
      parts[0].count <= 2, parts[1].count <= 2,
      let first = Int(parts[0]), let second = Int(parts[1])
    else { return nil }
    func iso(month: Int, day: Int) -> String? {
      guard (1...12).contains(month), (1...31).contains(day), year > 0 else { return nil }
      let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
      return "\(parts[2])-\(two(month))-\(two(day))T00:00"
    }
    let readings = [iso(month: first, day: second), iso(month: second, day: first)]
    let distinct = readings.compactMap { $0 }.reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    guard !distinct.isEmpty else { return nil }
    return "write the day as YYYY-MM-DD, as in \(distinct.joinedText(separator: " or "))"
  }

  /// Whether `text` is digits, optionally with a fraction: `1735689600.5`.
  private static func isUnsignedDecimal(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    let whole = text.prefix(while: DateTextScanner.isDigit).count
    guard whole > 0 else { return false }
    guard whole < text.count else { return true }
    let fraction = text[(whole + 1)...].prefix(while: DateTextScanner.isDigit).count
    return text[whole] == UInt8(ascii: ".") && fraction > 0 && whole + 1 + fraction == text.count
  }

  /// `YYYY-MM-DD` for the first eight digits of `text` read as `YYYYMMDD`, or
  /// nil when they name no month and day.
  private static func basicDay(_ text: UnsafeBufferPointer<UInt8>) -> String? {
    let typed = String(decoding: text.prefix(8), as: UTF8.self)
    guard let month = Int(typed.dropFirst(4).prefix(2)), let day = Int(typed.dropFirst(6)),
      (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    return "\(typed.prefix(4))-\(typed.dropFirst(4).prefix(2))-\(typed.dropFirst(6))"
  }
}
