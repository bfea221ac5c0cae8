import Foundation
import Testing

@testable import TimelineInspector

/// `--tz local` with `TZ` set to what Foundation alone would silently read as
/// UTC: followed exactly where it is a zone or a fixed offset, refused with a
/// message naming TZ otherwise (docs/cli.md, "Time zones").
@Suite struct LocalTZTests {
  static func local(_ tz: String) -> Result<TimeZoneChoice, TimeZoneChoiceError> {
    TimeZoneChoice.parse("local", environmentTZ: { tz })
  }

  @Test(arguments: [
    // POSIX counts hours west of UTC: -3:30 is 3 h 30 min east.
    ("<+0330>-3:30", "+03:30"),
    ("EST5", "-05:00"),
    ("<-02>2", "-02:00"),
    ("UTC0", "UTC"),
    ("<+0545>-5:45", "+05:45"),
    (":Europe/Paris", "Europe/Paris"),
    ("/usr/share/zoneinfo/Asia/Tokyo", "Asia/Tokyo"),
    ("EST5EDT", "EST5EDT"),
    // POSIX's sign, as date(1) reads it, where ICU has names of its own for the
    // opposite offset; a database name that is such a rule keeps its name.
    ("UTC+9", "-09:00"),
    ("GMT+9", "-09:00"),
    ("UTC-3", "+03:00"),
    ("GMT-5:30", "+05:30"),
    ("GMT0", "UTC"),
  ])
  func aTZThatNamesAZoneOrAFixedOffsetIsFollowed(_ tz: String, _ name: String) throws {
    #expect(try Self.local(tz).get().name == name)
  }

  @Test(arguments: ["EST5EDT,M3.2.0,M11.1.0", "<+0330>-3:30<+0430>,J79/24,J263/24"])
  func aPOSIXRuleWithDaylightSavingIsRefusedNamingTZ(_ tz: String) {
    guard case .failure(let error) = Self.local(tz) else {
      Issue.record("accepted \(tz)")
      return
    }
    #expect(
      error.reason
        == "'local' follows TZ, and TZ='\(tz)' is a POSIX rule with daylight saving time, which tlsched does not follow; set TZ to an IANA name such as America/New_York, or give --tz the zone"
    )
  }

  @Test(arguments: ["Mars/Base", "europe/paris", "<+0330>-25", "E5"])
  func aTZThatNamesNoZoneIsRefusedNamingTZ(_ tz: String) {
    guard case .failure(let error) = Self.local(tz) else {
      Issue.record("accepted \(tz)")
      return
    }
    #expect(error.reason.hasPrefix("'local' follows TZ, and TZ='\(tz)' is not a time zone"))
  }

  @Test func aPOSIXOffsetInTheEnvironmentIsHonouredEndToEnd() async throws {
    // 2025-01-01T00:00:00Z at +03:30 is 03:30 local.
    let run = try await tlsched(
      "explicit", "2025-01-01T00:00:00Z", "--tz", "local",
      environment: ["TZ": "<+0330>-3:30"])
    #expect(run.exited(0))
    #expect(run.lines == ["2025-01-01T03:30:00+03:30"])
  }

  @Test func aPOSIXOffsetICUAlsoNamesIsReadAsPOSIXEndToEnd() async throws {
    // TZ=UTC+9 is nine hours west of UTC (POSIX; `TZ=UTC+9 date` prints -0900):
    // 2025-01-01T00:00:00Z is 15:00 the day before.
    let run = try await tlsched(
      "explicit", "2025-01-01T00:00:00Z", "--tz", "local", environment: ["TZ": "UTC+9"])
    #expect(run.exited(0))
    #expect(run.lines == ["2024-12-31T15:00:00-09:00"])
  }

  @Test func aPOSIXRuleWithDaylightSavingInTheEnvironmentIsRefusedEndToEnd() async throws {
    let run = try await tlsched(
      "explicit", "2025-01-01T00:00:00Z", "--tz", "local",
      environment: ["TZ": "EST5EDT,M3.2.0,M11.1.0"])
    #expect(run.exited(64))
    #expect(run.stdout.isEmpty)
    #expect(run.stderrLines.first?.contains("TZ='EST5EDT,M3.2.0,M11.1.0' is a POSIX rule") == true)
  }
}
