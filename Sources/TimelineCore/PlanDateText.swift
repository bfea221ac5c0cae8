#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `date` for a plan's messages when the caller does not say how to write it: ISO 8601 in UTC, to the second (rounded down), in the
/// proleptic Gregorian calendar the command prints dates in (Foundation's formatter
/// switches to the Julian calendar before 1582); outside years 1–9999, which ISO 8601's
/// four-digit years cannot write, its seconds since 2001-01-01T00:00:00Z.
func planDateText(_ date: Date) -> String {
  let seconds = date.timeIntervalSinceReferenceDate
  // 0001-01-01T00:00:00Z and 10000-01-01T00:00:00Z, in seconds since 2001.
  guard seconds >= -63_113_904_000, seconds < 252_423_993_600 else {
    return "\(seconds) s since 2001-01-01T00:00:00Z"
  }
  let whole = Int64(seconds.rounded(.down))
  let day = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
  let second = whole - day * 86_400
  let (year, month, dayOfMonth) = civilDate(daysSince2001: day)
  return "\(digits(year, 4))-\(digits(month, 2))-\(digits(dayOfMonth, 2))T"
    + "\(digits(second / 3600, 2)):\(digits(second / 60 % 60, 2)):\(digits(second % 60, 2))Z"
}

/// The year, month and day of a day number (days since 2001-01-01), by Howard Hinnant's
/// `civil_from_days` (http://howardhinnant.github.io/date_algorithms.html), which counts
/// 400-year eras of years starting on March 1.
private func civilDate(daysSince2001 days: Int64) -> (Int64, Int64, Int64) {
  // Days since 0000-03-01: 2001-01-01 is 11,323 days after 1970-01-01, itself 719,468
  // days after 0000-03-01.
  let z = days + 11_323 + 719_468
  let era = (z >= 0 ? z : z - 146_096) / 146_097
  let dayOfEra = z - era * 146_097
  let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
  let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
  let shiftedMonth = (5 * dayOfYear + 2) / 153
  let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
  let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
  return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
}

/// `value` with leading zeros to `width` digits.
private func digits(_ value: Int64, _ width: Int) -> String {
  let text = String(value)
  return String(repeating: "0", count: max(0, width - text.count)) + text
}
