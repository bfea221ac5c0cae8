import Foundation
import Testing
import TimelineTestSupport

@testable import TimelineInspector

/// One `--tz` value that names a zone, and what the choice must be: its name, whether
/// it is UTC at every instant, and the offset of a zone that never changes (nil for
/// zones with transitions).
private typealias ZoneText = TestRow<
  String, (name: String, isAlwaysUTC: Bool, fixedOffset: Int?)
>

@Suite struct TimeZoneChoiceTests {
  fileprivate static let zoneTexts: [ZoneText] = [
    ZoneText("UTC", (name: "UTC", isAlwaysUTC: true, fixedOffset: 0)),
    ZoneText("Z", (name: "UTC", isAlwaysUTC: true, fixedOffset: 0)),
    ZoneText("Etc/UTC", (name: "UTC", isAlwaysUTC: true, fixedOffset: 0)),
    ZoneText("GMT", (name: "UTC", isAlwaysUTC: true, fixedOffset: 0)),
    ZoneText("+00:00", (name: "UTC", isAlwaysUTC: true, fixedOffset: 0)),
    ZoneText("-00:00", (name: "UTC", isAlwaysUTC: true, fixedOffset: 0)),
    ZoneText("+05:30", (name: "+05:30", isAlwaysUTC: false, fixedOffset: 19_800)),
    ZoneText("-08:00", (name: "-08:00", isAlwaysUTC: false, fixedOffset: -28_800)),
    ZoneText("+0530", (name: "+05:30", isAlwaysUTC: false, fixedOffset: 19_800)),
    ZoneText("+05", (name: "+05:00", isAlwaysUTC: false, fixedOffset: 18_000)),
    ZoneText("+01", (name: "+01:00", isAlwaysUTC: false, fixedOffset: 3600)),
    ZoneText("+10", (name: "+10:00", isAlwaysUTC: false, fixedOffset: 36_000)),
    ZoneText("-10:10:10", (name: "-10:10:10", isAlwaysUTC: false, fixedOffset: -36_610)),
    ZoneText("+09:09:09", (name: "+09:09:09", isAlwaysUTC: false, fixedOffset: 32_949)),
    ZoneText("+05:30:15", (name: "+05:30:15", isAlwaysUTC: false, fixedOffset: 19_815)),
    ZoneText("+05:30:00", (name: "+05:30", isAlwaysUTC: false, fixedOffset: 19_800)),
    ZoneText("-00:44:30", (name: "-00:44:30", isAlwaysUTC: false, fixedOffset: -2670)),
    ZoneText("+18:00", (name: "+18:00", isAlwaysUTC: false, fixedOffset: 64_800)),
    ZoneText("-18:00", (name: "-18:00", isAlwaysUTC: false, fixedOffset: -64_800)),
    // POSIX-style names count west as positive: Etc/GMT+5 is five hours behind.
    ZoneText("Etc/GMT+5", (name: "-05:00", isAlwaysUTC: false, fixedOffset: -18_000)),
    ZoneText("Europe/Paris", (name: "Europe/Paris", isAlwaysUTC: false, fixedOffset: nil)),
    ZoneText("America/New_York", (name: "America/New_York", isAlwaysUTC: false, fixedOffset: nil)),
    // At offset 0 today, but with a history: printed as +00:00, not Z.
    ZoneText("Europe/London", (name: "Europe/London", isAlwaysUTC: false, fixedOffset: nil)),
    ZoneText("Africa/Abidjan", (name: "Africa/Abidjan", isAlwaysUTC: false, fixedOffset: nil)),
  ]

  @Test(arguments: zoneTexts)
  fileprivate func parsesZones(_ row: ZoneText) throws {
    let zone = try TimeZoneChoice.parse(row.input).get()
    #expect(zone.name == row.expected.name, sourceLocation: row.location)
    #expect(zone.isAlwaysUTC == row.expected.isAlwaysUTC, sourceLocation: row.location)
    #expect(zone.fixedOffset == row.expected.fixedOffset, sourceLocation: row.location)
    if let offset = row.expected.fixedOffset {
      let sample = Date(timeIntervalSinceReferenceDate: 757_382_400)
      #expect(zone.timeZone.secondsFromGMT(for: sample) == offset, sourceLocation: row.location)
    } else {
      #expect(zone.timeZone.identifier == row.input, sourceLocation: row.location)
    }
    // The name is a --tz spelling of the same zone: reading it gives it back.
    #expect(
      try TimeZoneChoice.parse(zone.name).get().name == zone.name, sourceLocation: row.location)
  }

  fileprivate static let refusedZones: [RejectedText] = [
    RejectedText("", "empty time zone"),
    RejectedText("Mars/Olympus_Mons", "unknown time zone"),
    RejectedText("+19:00", "offset hour 19 is out of range"),
    RejectedText("+18:01", "offset out of range (at most ±18:00)"),
    RejectedText("-18:00:01", "offset out of range (at most ±18:00)"),
    RejectedText("+05:60", "offset minute 60 is out of range"),
    RejectedText("+05:30:60", "offset second 60 is out of range"),
    RejectedText("+5", "offset hour must have 2 digits"),
    RejectedText("+5:30", "offset hour must have 2 digits"),
    RejectedText("+05:3", "offset minute must have 2 digits"),
    RejectedText("+", "offset hour must have 2 digits"),
    RejectedText("+05:30x", "unexpected 'x' after the offset"),
    RejectedText("+05:30 ", "unexpected ' ' after the offset"),
    RejectedText("+٠٥:٣٠", "only ASCII digits 0–9 are allowed, not '٠'"),
  ]

  @Test(arguments: refusedZones)
  fileprivate func refusesWithAReason(_ row: RejectedText) {
    #expect(
      throws: TimeZoneChoiceError(reason: row.expected), sourceLocation: row.location,
      performing: { try TimeZoneChoice.parse(row.input).get() })
  }

  @Test func utcIsAlwaysUTC() {
    #expect(TimeZoneChoice.utc.name == "UTC")
    #expect(TimeZoneChoice.utc.isAlwaysUTC)
    #expect(
      TimeZoneChoice.utc.timeZone.secondsFromGMT(for: Date(timeIntervalSinceReferenceDate: 0)) == 0)
  }

  // One spelling per zone: every way of writing the zone gives the same name.
  @Test(arguments: [
    (["UTC", "Z", "GMT", "Etc/UTC", "Etc/GMT", "Etc/Universal", "+00:00", "-00", "+0000"], "UTC"),
    (["+05:00", "+05", "+0500", "GMT+5", "GMT+05:00", "Etc/GMT-5"], "+05:00"),
    (["-05:00", "Etc/GMT+5"], "-05:00"),
  ])
  func spellsEachZoneOneWay(_ texts: [String], _ name: String) throws {
    for text in texts {
      #expect(try TimeZoneChoice.parse(text).get().name == name, "\(text)")
    }
  }

  /// Names the tz database defines in capitals are names, not abbreviations:
  /// UCT and GMT0 are links to UTC (its file backward); CET and EST5EDT are
  /// zones with the EU and US rules, +01:00/+02:00 and −05:00/−04:00 in 2025.
  @Test(arguments: [
    ("UCT", "UTC", 0, 0), ("GMT0", "UTC", 0, 0),
    ("CET", "CET", 3600, 7200), ("MET", "MET", 3600, 7200), ("EET", "EET", 7200, 10800),
    ("WET", "WET", 0, 3600), ("EST5EDT", "EST5EDT", -18000, -14400),
    ("CST6CDT", "CST6CDT", -21600, -18000), ("MST7MDT", "MST7MDT", -25200, -21600),
    ("PST8PDT", "PST8PDT", -28800, -25200),
  ])
  func takesTheTzDatabasesNamesInCapitals(
    _ text: String, _ name: String, _ january: Int, _ july: Int
  ) throws {
    let zone = try TimeZoneChoice.parse(text).get()
    #expect(zone.name == name)
    // 2025-01-15T12:00:00Z and 2025-07-15T12:00:00Z, in seconds since 2001.
    #expect(
      zone.timeZone.secondsFromGMT(for: Date(timeIntervalSinceReferenceDate: 758_635_200))
        == january)
    #expect(
      zone.timeZone.secondsFromGMT(for: Date(timeIntervalSinceReferenceDate: 774_273_600)) == july)
  }

  @Test func localIsTheMachinesZoneByItsName() throws {
    let paris = try #require(TimeZone(identifier: "Europe/Paris"))
    let zone = try TimeZoneChoice.parse("local", localZone: { paris }).get()
    #expect(zone.name == "Europe/Paris")
    #expect(zone.fixedOffset == nil)
    // Without TZ, the machine's zone is Etc/UTC: spelled UTC, printed with Z.
    let utc = try #require(TimeZone(identifier: "Etc/UTC"))
    let local = try TimeZoneChoice.parse("local", localZone: { utc }).get()
    #expect(local.name == "UTC")
    #expect(local.isAlwaysUTC)
  }

  @Test func theMachinesZoneIsAskedOnlyForLocal() throws {
    var asked = false
    _ = TimeZoneChoice.parse(
      "Europe/Paris",
      localZone: {
        asked = true
        return .gmt
      })
    #expect(!asked)
  }

  fileprivate static let namesWithASuggestion: [RejectedText] = [
    RejectedText("BST", "abbreviations are ambiguous; use an IANA name such as Europe/London"),
    RejectedText(
      "IST",
      "abbreviations are ambiguous; use an IANA name such as Asia/Kolkata, Europe/Dublin or Asia/Jerusalem"
    ),
    RejectedText("EST", "abbreviations are ambiguous; use an IANA name such as America/New_York"),
    RejectedText(
      "CEST", "abbreviations are ambiguous; use an IANA name such as Europe/Paris or Europe/Berlin"),
    RejectedText("UTC0", "abbreviations are ambiguous; use an IANA name such as UTC"),
    RejectedText("LOCAL", "unknown time zone; did you mean 'local'?"),
    RejectedText("Local", "unknown time zone; did you mean 'local'?"),
    RejectedText(
      "XYZ",
      "abbreviations are ambiguous; use an IANA name (e.g. Europe/Paris) or an offset (e.g. +05:30)"
    ),
    RejectedText("europe/paris", "unknown time zone; did you mean 'Europe/Paris'?"),
    RejectedText("EUROPE/PARIS", "unknown time zone; did you mean 'Europe/Paris'?"),
    RejectedText("america/new_york", "unknown time zone; did you mean 'America/New_York'?"),
    RejectedText("utc", "unknown time zone; did you mean 'UTC'?"),
    RejectedText("Europe/Pariss", "unknown time zone; did you mean 'Europe/Paris'?"),
    RejectedText("paris", "unknown time zone; did you mean 'Europe/Paris'?"),
    RejectedText("new york", "unknown time zone; did you mean 'America/New_York'?"),
  ]

  @Test(arguments: namesWithASuggestion)
  fileprivate func suggestsIANANames(_ row: RejectedText) {
    #expect(
      throws: TimeZoneChoiceError(reason: row.expected, suggestsSpelling: true),
      sourceLocation: row.location, performing: { try TimeZoneChoice.parse(row.input).get() })
  }
}
