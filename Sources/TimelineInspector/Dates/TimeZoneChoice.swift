import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// The zone dates are read and printed in: the value of the CLI's `--tz`.
///
/// A choice is UTC, a fixed offset from UTC, or a named zone of the IANA time
/// zone database as Foundation knows it (ICU's bundled copy, not
/// /usr/share/zoneinfo):
///
///     TimeZoneChoice.parse("Europe/Paris")  // name "Europe/Paris"
///     TimeZoneChoice.parse("+0530")         // name "+05:30"
///     TimeZoneChoice.parse("Z")             // name "UTC", prints dates with "Z"
///     TimeZoneChoice.parse("local")         // the machine's zone, by its IANA name
///
/// Each zone has one spelling in ``name``, whichever way it was given: a zone
/// that is always UTC (`UTC`, `Z`, `GMT`, `Etc/UTC`, `+00:00`) is `UTC`; any
/// other zone whose offset never changes (`+0530`, `GMT+5`, `Etc/GMT-5`) is its
/// offset, `±HH:MM` (or `±HH:MM:SS`); a zone with transitions is its IANA name.
/// Foundation names no canonical zone for an alias, so an alias Foundation keeps
/// (`Asia/Calcutta` for `Asia/Kolkata`) keeps its own name.
package struct TimeZoneChoice: Sendable {
  /// UTC: dates print with a `Z`.
  ///
  /// It holds no Foundation zone until one is asked for: making the first
  /// `TimeZone` sets up Foundation's zone cache, which costs about as much as
  /// the rest of a run's start-up, and a run that prints UTC dates by
  /// arithmetic alone does not need it.
  static let utc = TimeZoneChoice(name: "UTC", zone: nil, isAlwaysUTC: true, fixedOffset: 0)

  /// How JSON output names the zone: "UTC", an IANA name such as "Europe/Paris",
  /// or a normalised offset "±HH:MM" (or "±HH:MM:SS" when it has seconds).
  let name: String

  /// The Foundation zone, for the schedules that step through a `Calendar`.
  var timeZone: TimeZone { zone ?? TimeZone(secondsFromGMT: 0)! }

  /// The Foundation zone, or nil for UTC (made when asked for, see ``utc``).
  private let zone: TimeZone?

  /// Whether the zone's offset is 0 at every instant (UTC, Z, Etc/UTC, GMT,
  /// +00:00), so dates print with `Z` rather than `+00:00`.
  let isAlwaysUTC: Bool

  /// The zone's offset in seconds east of UTC if it never changes, or nil for a
  /// zone with transitions.
  ///
  /// It lets ``DateWriter`` and ``DateReader`` skip the transition lookup for
  /// fixed offsets and for named zones without history, such as "Etc/GMT+5".
  let fixedOffset: Int?

  /// A cursor over the zone's offsets, or nil for a zone whose offset never
  /// changes (``fixedOffset`` then says it all).
  func offsetCursor() -> ZoneOffsetCursor? {
    fixedOffset == nil ? ZoneOffsetCursor(timeZone: timeZone) : nil
  }

  /// Parses the text of `--tz`: "UTC", "Z", "local", an IANA name, or a fixed offset.
  ///
  /// Offsets are written `+05:30`, `-08:00`, `+0530`, `+05` or `+05:30:15`: two
  /// digits each, hours at most 18, minutes and seconds at most 59, and at most
  /// 18:00:00 in all (the range Foundation's `TimeZone(secondsFromGMT:)` takes).
  /// Names are looked up with `TimeZone(identifier:)`, so they are
  /// case-sensitive (a name in the wrong case gets a suggestion), and aliases
  /// Foundation keeps (such as "Asia/Calcutta") work. Abbreviations other than
  /// `UTC`, `GMT` and `Z` are refused: most name several zones, and ICU reads
  /// them as old Java IDs (`BST` is Bangladesh, `IST` India).
  ///
  /// `local` is the machine's own zone (`TimeZone.current`, which follows `TZ`):
  /// the one way to make output depend on the machine. A `TZ` that Foundation
  /// would silently read as UTC is followed or refused instead (``LocalTZ``).
  ///
  ///     TimeZoneChoice.parse("+05:30:00")  // .success, name "+05:30"
  ///     TimeZoneChoice.parse("+19:00")     // .failure("offset hour 19 is out of range")
  ///     TimeZoneChoice.parse("Mars/Base")  // .failure("unknown time zone")
  ///     TimeZoneChoice.parse("BST")        // .failure("… use an IANA name such as Europe/London")
  static func parse(
    _ text: String, localZone: () -> TimeZone = { TimeZone.current },
    environmentTZ: () -> String? = { ProcessEnvironment.value(of: "TZ") }
  ) -> Result<TimeZoneChoice, TimeZoneChoiceError> {
    if text == "UTC" || text == "Z" { return .success(.utc) }
    if text.isEmpty { return .failure(TimeZoneChoiceError(reason: "empty time zone")) }
    if text.utf8.first == UInt8(ascii: "+") || text.utf8.first == UInt8(ascii: "-") {
      return parseOffset(text)
    }
    _ = keepsTimeZoneData
    if text == "local" {
      guard let tz = environmentTZ(), !tz.isEmpty else { return .success(named(localZone())) }
      return LocalTZ.choice(tz)
    }
    if let refusal = TimeZoneAbbreviations.refusal(of: text) { return .failure(refusal) }
    guard let timeZone = TimeZone(identifier: text) else {
      return .failure(TimeZoneAbbreviations.unknown(text))
    }
    return .success(named(timeZone))
  }

  /// Named zones come from ICU's data in FoundationInternationalization. A fully
  /// static link can drop the code that reads it when nothing refers to it, and
  /// then every name is silently unknown; asking for the data's version keeps it.
  private static let keepsTimeZoneData: Void = { _ = TimeZone.timeZoneDataVersion }()

  /// A fixed offset of `seconds` east of UTC, which must be within ±18:00:00.
  static func fixed(secondsFromGMT seconds: Int) -> TimeZoneChoice {
    if seconds == 0 { return .utc }
    return TimeZoneChoice(
      name: offsetName(seconds), zone: TimeZone(secondsFromGMT: seconds)!,
      isAlwaysUTC: false, fixedOffset: seconds)
  }

  /// The choice for a Foundation zone, fixed when the zone has no transitions.
  static func named(_ timeZone: TimeZone) -> TimeZoneChoice {
    // A zone without any transition (GMT, Etc/UTC, Etc/GMT+5, …) has one offset
    // for all time; asking from the distant past finds even pre-1900 history.
    if timeZone.nextDaylightSavingTimeTransition(after: .distantPast) == nil {
      let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSinceReferenceDate: 0))
      // Spelled as the offset, so that GMT+5, Etc/GMT-5 and +05:00 are one zone
      // with one name; the Foundation zone is kept for its calendar.
      return TimeZoneChoice(
        name: offset == 0 ? utc.name : offsetName(offset), zone: timeZone,
        isAlwaysUTC: offset == 0, fixedOffset: offset)
    }
    return TimeZoneChoice(
      name: timeZone.identifier, zone: timeZone, isAlwaysUTC: false, fixedOffset: nil)
  }

  /// Parses a `--tz` value that starts with a sign: a fixed offset, all of it.
  private static func parseOffset(_ text: String) -> Result<TimeZoneChoice, TimeZoneChoiceError> {
    var text = text
    return text.withUTF8 { bytes in
      var scanner = DateTextScanner(bytes)
      do throws(DateReadError) {
        let seconds = try scanner.readOffset()
        guard scanner.isAtEnd else {
          return .failure(
            TimeZoneChoiceError(reason: "unexpected \(scanner.quotedRest()) after the offset"))
        }
        return .success(fixed(secondsFromGMT: seconds))
      } catch {
        return .failure(TimeZoneChoiceError(reason: error.reason))
      }
    }
  }

  /// The normalised text of an offset: "+05:30", "-00:44:30", "+00:00".
  static func offsetName(_ seconds: Int) -> String { DateWriter.offsetText(seconds) }

}

/// Why the text of `--tz` names no zone.
struct TimeZoneChoiceError: Error, Equatable {
  /// What is wrong, short and lowercase, for the CLI to put after the value.
  let reason: String

  /// Whether ``reason`` already names zones to use instead, so that a message
  /// needs no further example.
  var suggestsSpelling = false
}

/// Two choices are the same zone when they have the same ``TimeZoneChoice/name``:
/// each zone has exactly one name, however it was spelled.
extension TimeZoneChoice: Equatable {
  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
}
