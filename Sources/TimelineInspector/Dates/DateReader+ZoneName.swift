#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

extension DateReader {
  /// The reason for a wall time followed by a zone's name instead of an
  /// offset (`2025-01-01T09:00:00CET`, `…09:00 PST`), or nil when what follows
  /// the time is not such a name.
  ///
  /// The date with the zone's offset at that wall time is offered where one
  /// zone is meant, and `--tz`, which reads zone-less dates in its zone:
  ///
  ///     2025-01-01T09:00:00CET → write 2025-01-01T09:00:00+01:00, or leave 'CET' out and give --tz CET
  ///     2025-01-01T09:00:00UTC → write 2025-01-01T09:00:00Z
  ///
  /// - Parameters:
  ///   - date: The text up to the end of the time.
  ///   - rest: The text after it.
  ///   - local: The wall time, in seconds since 2001 as if the zone were UTC.
  static func zoneNameReason(date: String, rest: String, local: Int64) -> DateReadError? {
    let name = rest.first == " " ? String(rest.dropFirst()) : rest
    // Two letters at least: a lone `Z` after a blank is a misplaced offset, not a name.
    guard (2...8).contains(name.utf8.count),
      name.utf8.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
    else { return nil }
    if ["UTC", "GMT", "UT"].contains(name) {
      return DateReadError(reason: "write Z for \(name): \(date)Z", suggestsSpelling: true)
    }
    let zones =
      TimeZoneAbbreviations.databaseNames.contains(name)
      ? [name] : TimeZoneAbbreviations.meanings[name] ?? []
    let leaveOut = "leave '\(name)' out and give the zone with --tz"
    guard zones.count == 1, let zone = TimeZone(identifier: zones[0]) else {
      let meant = zones.isEmpty ? "" : " (\(zones.joinedText(separator: ", ")))"
      return DateReadError(
        reason:
          "a zone's name is not read in a date: write its offset (e.g. +01:00), or \(leaveOut)\(meant)",
        suggestsSpelling: true)
    }
    // The offset in force at the wall time: asked at the wall time read as UTC,
    // then at the instant that offset gives, which is right but within an hour of a change.
    let guess = zone.secondsFromGMT(for: Date(timeIntervalSinceReferenceDate: Double(local)))
    let offset = zone.secondsFromGMT(
      for: Date(timeIntervalSinceReferenceDate: Double(local - Int64(guess))))
    return DateReadError(
      reason:
        "a zone's name is not read in a date: write \(date)\(offsetText(offset)), or leave '\(name)' out and give --tz \(zones[0])",
      suggestsSpelling: true)
  }

  /// `+01:00`, `-08:00`, `+05:45`.
  private static func offsetText(_ seconds: Int) -> String {
    let magnitude = abs(seconds) / 60
    let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
    return (seconds < 0 ? "-" : "+") + two(magnitude / 60) + ":" + two(magnitude % 60)
  }
}
