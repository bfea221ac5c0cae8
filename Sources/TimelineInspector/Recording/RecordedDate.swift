#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A date as the TimelineTesting library writes it in a message: as `tlsched`
/// prints it in UTC, by the one ISO 8601 writer.
package enum RecordedDate {
  /// `date` in ISO 8601 in UTC (`2025-01-01T09:00:00Z`), or its seconds since
  /// 2001 when no year from 0001 to 9999 holds it.
  package static func text(_ date: Date) -> String {
    var writer = DateWriter(zone: .utc)
    let t = date.timeIntervalSinceReferenceDate
    return writer.string(t) ?? "\(t) s since 2001"
  }
}
