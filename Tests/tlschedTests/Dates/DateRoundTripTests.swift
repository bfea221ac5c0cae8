import Foundation
import Testing
import TimelineTestSupport

@testable import TimelineInspector

/// What tlsched prints, tlsched reads (docs/cli.md, "Output"): every date a
/// `DateWriter` prints in a zone reads back with a `DateReader` in that zone as
/// the same instant, exactly, or within half a nanosecond in the 97 days after
/// 2001-01-01 where a `Double` is finer than a nanosecond.
@Suite struct DateRoundTripTests {
  /// Fixed offsets on both sides and with seconds, and named zones whose history
  /// has odd offsets (Paris +00:09:21 in year 1, Monrovia −00:44:30, Kiritimati +14).
  static let zones = [
    "UTC", "+05:30", "-12:00", "+14:00", "-00:44:30", "+00:09:21", "Europe/Paris",
    "Africa/Monrovia", "Pacific/Kiritimati", "America/St_Johns", "America/Anchorage",
  ]

  /// Instants at the edges of years 0001–9999 (up to a day outside them in UTC,
  /// where a zone's offset brings them back in), then random ones.
  static func instants() -> [Double] {
    let earliest = Double(CivilTime.earliestSecond)
    let end = Double(CivilTime.endSecond)
    var instants: [Double] = []
    for hours in -26...26 {
      for base in [earliest, end] {
        let t = base + Double(hours) * 3600
        instants += [t, t + 0.5, t.nextUp, t.nextDown, t + 59.999_999]
      }
    }
    var random = SplitMix64(seed: 20_251_114)
    for _ in 0..<3000 {
      instants.append(Double.random(in: (earliest - 86_400)...(end + 86_400), using: &random))
    }
    for _ in 0..<500 {
      instants.append(Double.random(in: -1e7...1e7, using: &random))
    }
    return instants
  }

  @Test(arguments: zones)
  func everyPrintedDateReadsBackAsTheSameInstant(_ zoneText: String) throws {
    let zone = try TimeZoneChoice.parse(zoneText).get()
    var writer = DateWriter(zone: zone)
    var reader = DateReader(zone: zone, now: { 0 })
    var printed = 0
    for t in Self.instants() {
      guard let text = writer.string(t) else { continue }
      printed += 1
      guard case .success(let back) = reader.read(text) else {
        Issue.record(
          "\(text) (\(t)) printed in \(zoneText) does not read back: \(reader.read(text))")
        continue
      }
      let exact = abs(t) > 97 * 86_400
      // The difference is itself rounded: allow for its last bit.
      #expect(
        exact ? back == t : abs(back - t) <= 0.5e-9 + t.ulp,
        "\(text) read back as \(back), not \(t)")
    }
    #expect(printed > 3000, "the edges and the random instants are mostly printable")
  }

  @Test(arguments: [0, 3600, -43_200, 50_400, -2670, 561])
  func aDatePrintsExactlyWhenItsWallTimeIsInYears0001To9999(_ offset: Int) throws {
    // The writer's only limit is the local year (docs/cli.md, "Output"): with
    // a fixed offset, the instant prints if and only if instant + offset lies
    // in [0001-01-01T00:00:00, 10000-01-01T00:00:00).
    let p = ReferenceDates.padded
    let magnitude = abs(offset)
    let text =
      (offset < 0 ? "-" : "+")
      + "\(p(magnitude / 3600, 2)):\(p(magnitude / 60 % 60, 2)):\(p(magnitude % 60, 2))"
    let zone = try TimeZoneChoice.parse(text).get()
    var writer = DateWriter(zone: zone)
    let earliest = Double(ReferenceDates.earliestSecond)
    let end = Double(ReferenceDates.endSecond)
    for base in [earliest, end] {
      for shift in [-86_400.0, -50_400, -43_200, -3600, -1, -0.5, 0, 0.5, 1, 3600, 43_200, 86_400] {
        let t = base - Double(offset) + shift
        let local = t + Double(offset)
        #expect(
          (writer.string(t) != nil) == (local >= earliest && local < end),
          "\(t) at offset \(offset): \(writer.string(t) ?? "not printed")")
      }
    }
  }

  @Test func theLastHoursOfYear9999PrintAndReadBackInANegativeOffset() throws {
    let zone = try TimeZoneChoice.parse("-12:00").get()
    var writer = DateWriter(zone: zone)
    var reader = DateReader(zone: zone, now: { 0 })
    // 10000-01-01T11:00:00Z is 9999-12-31T23:00:00 twelve hours behind UTC.
    let t = Double(CivilTime.endSecond) + 11 * 3600
    #expect(writer.string(t) == "9999-12-31T23:00:00-12:00")
    #expect(try reader.read("9999-12-31T23:00:00-12:00").get() == t)
    #expect(try reader.read("9999-12-31T23:00:00").get() == t)
    #expect(writer.string(t + 3600) == nil, "the next hour is in year 10000 there")
  }
}
