#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `date` in ISO 8601 in UTC when its year is 1 to 9999, for the plan's messages;
/// otherwise its seconds since 2001-01-01T00:00:00Z, since a formatter cannot write
/// years outside that range.
func widgetDateText(_ date: Date) -> String {
  let seconds = date.timeIntervalSinceReferenceDate
  // 0001-01-01T00:00:00Z and 10000-01-01T00:00:00Z, in seconds since 2001.
  guard seconds >= -63_113_904_000, seconds < 252_423_993_600 else {
    return "\(seconds) s since 2001-01-01T00:00:00Z"
  }
  return date.formatted(.iso8601)
}
