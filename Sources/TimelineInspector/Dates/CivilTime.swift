/// A day of the proleptic Gregorian calendar: the calendar of ISO 8601, with its
/// leap-year rule carried back before 1582.
struct CivilDate: Equatable, Sendable {
  /// The year, astronomical numbering (year 0 is 1 BC).
  var year: Int64

  /// The month, 1 through 12.
  var month: Int

  /// The day of the month, 1 through 31.
  var day: Int
}

/// Converts between day numbers and civil dates in integer arithmetic, with
/// Howard Hinnant's algorithms (http://howardhinnant.github.io/date_algorithms.html).
///
/// Day numbers count days since 2001-01-01, Foundation's reference date, so that
/// `days * 86_400` is a `Date`'s `timeIntervalSinceReferenceDate` at midnight UTC.
/// The algorithms shift the year to start on March 1, so the leap day falls at
/// the end of the shifted year, and count in 400-year eras of 146 097 days; they
/// need no tables and no loops, and hold for any year an `Int64` can reach here.
enum CivilTime {
  /// Seconds in a civil day (no leap seconds).
  static let secondsPerDay: Int64 = 86_400

  /// The first instant the product prints or reads, 0001-01-01T00:00:00Z, in
  /// seconds since 2001.
  static let earliestSecond: Int64 = -63_113_904_000

  /// The instant just past the last one the product prints or reads,
  /// 10000-01-01T00:00:00Z, in seconds since 2001.
  static let endSecond: Int64 = 252_423_993_600

  /// The whole seconds of `t` (seconds since 2001), rounded down; `t` must be
  /// finite and within Int64's range (every instant within a day of years
  /// 0001–9999 is).
  ///
  /// Truncation, then one step down for a negative fraction: the same as
  /// `Int64(t.rounded(.down))`, which on the baseline x86-64 this is built
  /// for is a call to libm's `floor` on every date printed.
  static func floorSeconds(_ t: Double) -> Int64 {
    let truncated = Int64(t)
    return Double(truncated) > t ? truncated - 1 : truncated
  }

  /// Days from 1970-01-01 (the epoch of Hinnant's formulas) to 2001-01-01.
  private static let daysFrom1970To2001: Int64 = 11_323

  /// The three-letter English names of the months, for messages.
  static let monthAbbreviations = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// Whether `year` has a February 29 in the proleptic Gregorian calendar.
  static func isLeapYear(_ year: Int64) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// The number of days in `month` (1–12) of `year`.
  static func daysInMonth(_ month: Int, year: Int64) -> Int {
    if month == 2 { return isLeapYear(year) ? 29 : 28 }
    // Months 4, 6, 9 and 11 have 30 days; the others 31.
    return month == 4 || month == 6 || month == 9 || month == 11 ? 30 : 31
  }

  /// The day number (days since 2001-01-01) of a civil date.
  ///
  /// The date must be valid: `month` in 1...12 and `day` in 1...31; a day past the
  /// end of its month counts on into the next month.
  static func days(year: Int64, month: Int, day: Int) -> Int64 {
    // Treat January and February as months 11 and 12 of the year before.
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let m = Int64(month)
    let dayOfYear = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + Int64(day) - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468 - daysFrom1970To2001
  }

  /// The civil date of a day number (days since 2001-01-01).
  static func date(days: Int64) -> CivilDate {
    let z = days + daysFrom1970To2001 + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return CivilDate(year: year, month: Int(month), day: Int(day))
  }

  /// `a` divided by `b` (> 0), rounded toward minus infinity.
  static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
    let q = a / b
    return a % b < 0 ? q - 1 : q
  }
}
