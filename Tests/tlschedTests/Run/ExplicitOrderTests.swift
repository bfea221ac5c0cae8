import Testing

@testable import TimelineInspector

/// The warning for explicit dates that do not increase names dates, never raw
/// numbers of seconds (docs/cli.md, "explicit").
@Suite struct ExplicitOrderTests {
  /// 2025-01-01T00:00:00Z: 24 years of 365 days plus 6 leap days after 2001, × 86 400 s.
  static let newYear2025: Double = 757_382_400
  /// 9999-12-31T23:00:00Z: Unix 253402297200 (= 253402300800, year 10000's
  /// start, less an hour), less 978307200, the Unix time of 2001.
  static let lastHourOf9999: Double = 252_423_990_000

  @Test func datesAreShownInTheZone() {
    #expect(
      ExplicitOrder.warning(
        number: 2, date: Self.newYear2025, previous: Self.newYear2025 + 1, zone: .utc)
        == "Warning: the dates do not increase (date 2, 2025-01-01T00:00:00Z, is not after 2025-01-01T00:00:01Z); SwiftUI expects increasing dates. They are printed as given.\n"
    )
  }

  @Test func aDatePastYear9999InTheZoneIsShownInUTCNotAsANumber() {
    // At +14:00 the last hour of 9999 in UTC is already year 10000.
    let zone = TimeZoneChoice.fixed(secondsFromGMT: 14 * 3600)
    let warning = ExplicitOrder.warning(
      number: 2, date: Self.newYear2025, previous: Self.lastHourOf9999, zone: zone)
    #expect(
      warning
        == "Warning: the dates do not increase (date 2, 2025-01-01T14:00:00+14:00, is not after 9999-12-31T23:00:00Z (UTC)); SwiftUI expects increasing dates. They are printed as given.\n"
    )
  }
}
