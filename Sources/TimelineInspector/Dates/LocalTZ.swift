#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// The zone `--tz local` means when the `TZ` environment variable is set.
///
/// Foundation follows `TZ` only when it is a zone name it knows; anything else
/// (`:Europe/Paris`, a path into the zone database, a POSIX rule such as
/// `<+0330>-3:30` or `EST5EDT,M3.2.0,M11.1.0`, a misspelt name) it reads as
/// UTC without a word. tlsched never does:
/// - `:NAME` and `/usr/share/zoneinfo/NAME` are the zone NAME;
/// - a POSIX rule without daylight saving time (`<+0330>-3:30`, `EST5`,
///   `UTC0`, `UTC+9`) is the fixed offset it names (POSIX counts hours west of
///   UTC, so `-3:30` is +03:30 and `UTC+9` is -09:00), read before the zone
///   names, where ICU would take `UTC+9` as +09:00;
/// - a POSIX rule with daylight saving time, or an unknown name, is refused
///   with a message naming `TZ`.
enum LocalTZ {
  /// Directories of the zone database that a `TZ` path may start with.
  static let databaseDirectories = [
    "/usr/share/zoneinfo/", "/usr/lib/zoneinfo/", "/usr/share/lib/zoneinfo/",
  ]

  /// The zone `TZ` (set, not empty) names, or why it cannot be followed.
  static func choice(_ tz: String) -> Result<TimeZoneChoice, TimeZoneChoiceError> {
    var name = Substring(tz)
    if name.first == ":" { name = name.dropFirst() }
    for directory in databaseDirectories where name.hasPrefix(directory) {
      name = name.dropFirst(directory.count)
    }
    // A fixed POSIX rule means what the C library reads: ICU takes `UTC+9` and
    // `GMT+9` as its own names for +09:00, where POSIX and `date(1)` say nine
    // hours west, -09:00. A database name that is such a rule (`GMT0`) keeps
    // its name where the two agree.
    let rule = posixOffset(name)
    if let zone = TimeZone(identifier: String(name)) {
      if case .fixed(let seconds)? = rule, zone.secondsFromGMT() != seconds {
        return .success(.fixed(secondsFromGMT: seconds))
      }
      return .success(.named(zone))
    }
    if case .fixed(let seconds)? = rule { return .success(.fixed(secondsFromGMT: seconds)) }
    guard rule == nil else {
      return .failure(
        refusal(
          tz,
          "a POSIX rule with daylight saving time, which tlsched does not follow; set TZ to an IANA name such as America/New_York, or give --tz the zone"
        ))
    }
    return .failure(
      refusal(
        tz,
        "not a time zone tlsched knows; set TZ to an IANA name such as Europe/Paris, or give --tz the zone"
      ))
  }

  /// What a POSIX `TZ` rule says.
  enum POSIXRule: Equatable {
    /// A standard time only: this many seconds east of UTC, always.
    case fixed(Int)
    /// A standard time and a daylight saving time.
    case withDaylightSaving
  }

  /// Reads `std offset [dst …]` (POSIX.1, "Environment Variables", TZ): `std`
  /// is three or more letters or `<…>`, and `offset` is `[+-]hh[:mm[:ss]]`
  /// west of UTC, hours at most 24. Nil when `text` is not such a rule.
  static func posixOffset(_ text: Substring) -> POSIXRule? {
    var rest = text
    if rest.first == "<" {
      guard let close = rest.firstIndex(of: ">"),
        rest.distance(from: rest.startIndex, to: close) >= 4
      else { return nil }
      rest = rest[rest.index(after: close)...]
    } else {
      let letters = rest.prefix { $0.isASCII && $0.isLetter }
      guard letters.count >= 3 else { return nil }
      rest = rest.dropFirst(letters.count)
    }
    var sign = 1
    if rest.first == "+" || rest.first == "-" {
      sign = rest.first == "-" ? -1 : 1
      rest = rest.dropFirst()
    }
    var fields: [Int] = []
    while fields.count < 3 {
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      guard (1...2).contains(digits.count), let value = Int(digits) else { return nil }
      fields.append(value)
      rest = rest.dropFirst(digits.count)
      guard rest.first == ":" else { break }
      rest = rest.dropFirst()
    }
    guard fields[0] <= 24, fields.dropFirst().allSatisfy({ $0 <= 59 }) else { return nil }
    let west =
      fields[0] * 3600 + (fields.count > 1 ? fields[1] * 60 : 0)
      + (fields.count > 2 ? fields[2] : 0)
    // The zone's offset east of UTC is the opposite of POSIX's westward one;
    // Foundation takes at most 18 hours.
    let east = -sign * west
    guard abs(east) <= 18 * 3600 else { return nil }
    return rest.isEmpty ? .fixed(east) : .withDaylightSaving
  }

  private static func refusal(_ tz: String, _ reason: String) -> TimeZoneChoiceError {
    TimeZoneChoiceError(
      reason: "'local' follows TZ, and TZ='\(Quoted(tz))' is \(reason)", suggestsSpelling: true)
  }
}
