#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// What `--tz` says about zone names it cannot take: abbreviations, and names
/// it does not know, with the IANA names that were probably meant.
enum TimeZoneAbbreviations {
  /// Common abbreviations and the IANA zones they usually stand for, most
  /// likely first. ICU reads some as old Java IDs instead (`BST` as
  /// Asia/Dhaka, `IST` as Asia/Kolkata, `EST` as a fixed −05:00), which is why
  /// they are refused rather than looked up.
  static let meanings: [String: [String]] = [
    "BST": ["Europe/London"], "GB": ["Europe/London"],
    "IST": ["Asia/Kolkata", "Europe/Dublin", "Asia/Jerusalem"],
    "EST": ["America/New_York"], "EDT": ["America/New_York"],
    "CST": ["America/Chicago", "Asia/Shanghai"], "CDT": ["America/Chicago"],
    "MST": ["America/Denver", "America/Phoenix"], "MDT": ["America/Denver"],
    "PST": ["America/Los_Angeles"], "PDT": ["America/Los_Angeles"],
    "AKST": ["America/Anchorage"], "AKDT": ["America/Anchorage"], "HST": ["Pacific/Honolulu"],
    "AST": ["America/Halifax"], "ADT": ["America/Halifax"], "NST": ["America/St_Johns"],
    "WEST": ["Europe/Lisbon"], "CEST": ["Europe/Paris", "Europe/Berlin"],
    "EEST": ["Europe/Athens", "Europe/Helsinki"],
    "MSK": ["Europe/Moscow"],
    "SAST": ["Africa/Johannesburg"], "CAT": ["Africa/Maputo"], "EAT": ["Africa/Nairobi"],
    "WAT": ["Africa/Lagos"],
    "PKT": ["Asia/Karachi"], "HKT": ["Asia/Hong_Kong"], "SGT": ["Asia/Singapore"],
    "PRC": ["Asia/Shanghai"], "ROC": ["Asia/Taipei"], "ROK": ["Asia/Seoul"],
    "KST": ["Asia/Seoul"], "JST": ["Asia/Tokyo"],
    "AWST": ["Australia/Perth"], "ACST": ["Australia/Adelaide"], "ACDT": ["Australia/Adelaide"],
    "AEST": ["Australia/Sydney"], "AEDT": ["Australia/Sydney"],
    "NZ": ["Pacific/Auckland"], "NZST": ["Pacific/Auckland"], "NZDT": ["Pacific/Auckland"],
    "UTC0": ["UTC"],
  ]

  /// Names in capitals that the tz database itself defines, so they name one
  /// zone and are taken as names: the POSIX-style zones with US or EU rules
  /// (in its files northamerica and europe) and the links to UTC (in backward).
  /// `EST`, `MST` and `HST` are tz names too, but fixed offsets that people
  /// typing them rarely mean, so they stay refused with the zone meant.
  static let databaseNames: Set<String> = [
    "EST5EDT", "CST6CDT", "MST7MDT", "PST8PDT", "CET", "MET", "EET", "WET", "UCT", "GMT0",
  ]

  /// The error for `text` when it is an abbreviation (capital letters and
  /// digits, such as `BST` or `UTC0`), or nil for any other text.
  ///
  /// `UTC`, `GMT` and the tz database's own names (``databaseNames``) are not
  /// refused: they are unambiguous.
  static func refusal(of text: String) -> TimeZoneChoiceError? {
    // `LOCAL` is `local` in capitals, which ``unknown(_:)`` suggests.
    guard text != "GMT", text != "LOCAL", !databaseNames.contains(text), text.utf8.count <= 8,
      let first = text.utf8.first,
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first),
      text.utf8.allSatisfy({
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) || DateTextScanner.isDigit($0)
      })
    else { return nil }
    guard let zones = meanings[text] else {
      return TimeZoneChoiceError(
        reason:
          "abbreviations are ambiguous; use an IANA name (e.g. Europe/Paris) or an offset (e.g. +05:30)",
        suggestsSpelling: true)
    }
    return TimeZoneChoiceError(
      reason: "abbreviations are ambiguous; use an IANA name such as \(list(zones, or: true))",
      suggestsSpelling: true)
  }

  /// The error for a name Foundation does not know, with the names closest to
  /// it: the same name in the right case, else up to three near names (by the
  /// whole name, or by the city alone when no `/` was typed).
  static func unknown(_ text: String) -> TimeZoneChoiceError {
    let suggestions = closestNames(to: text)
    guard !suggestions.isEmpty else { return TimeZoneChoiceError(reason: "unknown time zone") }
    let quoted = suggestions.map { "'\($0)'" }
    return TimeZoneChoiceError(
      reason: "unknown time zone; did you mean \(list(quoted, or: true))?", suggestsSpelling: true)
  }

  /// The known names closest to `text`, nearest first.
  static func closestNames(to text: String) -> [String] {
    let recased = capitalized(text)
    if recased != text, TimeZone(identifier: recased) != nil { return [recased] }
    let names = ["UTC", "local"] + TimeZone.knownTimeZoneIdentifiers
    let near = Suggestions.nearest(to: text, among: names, limit: 3, ignoringCase: true)
    guard near.isEmpty, !text.contains("/") else { return near }
    // A city alone: compare it with the last part of each name.
    var zoneOfCity: [String: String] = [:]
    var cities: [String] = []
    for name in names {
      let city = String(name.split(separator: "/").last ?? Substring(name))
      if zoneOfCity[city] == nil {
        zoneOfCity[city] = name
        cities.append(city)
      }
    }
    let typed = String(text.map { $0 == " " ? "_" : $0 })
    return Suggestions.nearest(to: typed, among: cities, limit: 3, ignoringCase: true).map {
      zoneOfCity[$0]!
    }
  }

  /// `text` with the first letter of each word capitalised and the others
  /// lowercased, as most IANA names are written: `america/new_york` → `America/New_York`.
  private static func capitalized(_ text: String) -> String {
    var result = ""
    var startsWord = true
    for character in text {
      result += startsWord ? character.uppercased() : character.lowercased()
      startsWord = character == "/" || character == "_" || character == "-"
    }
    return result
  }

  /// `a`, `a or b`, `a, b or c`.
  private static func list(_ items: [String], or: Bool) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return Array(items.dropLast()).joinedText(separator: ", ") + " or " + items.last!
  }
}
