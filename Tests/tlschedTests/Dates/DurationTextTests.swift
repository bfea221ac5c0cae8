import Testing
import TimelineTestSupport

@testable import TimelineInspector

/// One duration text and the seconds it must read as.
private typealias ReadDuration = TestRow<String, Double>

@Suite struct DurationTextTests {
  // Each expected value is a literal: Swift reads a literal as the Double
  // nearest its exact decimal value, which is what a duration must be.
  fileprivate static let durations: [ReadDuration] = [
    ReadDuration("90", 90),
    ReadDuration("0.25", 0.25),
    ReadDuration("1e-3", 0.001),
    ReadDuration("+2", 2),
    ReadDuration("90s", 90),
    ReadDuration("1m30s", 90),
    ReadDuration("1h", 3600),
    ReadDuration("2d", 172_800),
    ReadDuration("250ms", 0.25),
    ReadDuration("1.5m", 90),
    ReadDuration(".5s", 0.5),
    ReadDuration("1d2h3m4s5ms", 93_784.005),
    ReadDuration("1.5h30m", 7200),
    ReadDuration("PT1M30S", 90),
    ReadDuration("P1DT2H", 93_600),
    ReadDuration("P2W", 1_209_600),
    ReadDuration("PT1.5S", 1.5),
    ReadDuration("PT0,5S", 0.5),
    ReadDuration("pt2m", 120),
    ReadDuration("PT1H0.5M", 3630),
    ReadDuration("P0.5D", 43_200),
    ReadDuration("-1m", -60),
    ReadDuration("-PT30S", -30),
    ReadDuration("0s", 0),
  ]

  @Test(arguments: durations)
  fileprivate func readsDurations(_ row: ReadDuration) throws {
    let seconds = try DurationText.parse(row.input).get()
    #expect(seconds == row.expected, sourceLocation: row.location)
  }

  // In Double arithmetic 0.12 * 60 is 7.199999999999999, 9 * 0.001 is
  // 0.009000000000000001 and 0.1 + 0.2 is 0.30000000000000004: the exact
  // decimal totals are 7.2, 0.009 and 0.3, rounded once.
  fileprivate static let exactDecimalTotals: [ReadDuration] = [
    ReadDuration("100ms", 0.1),
    ReadDuration("1.1s", 1.1),
    ReadDuration("0.1m", 6),
    ReadDuration("0.12m", 7.2),
    ReadDuration("PT0.12M", 7.2),
    ReadDuration("9ms", 0.009),
    ReadDuration("0.1s200ms", 0.3),
    ReadDuration("1.1d", 95_040),
    ReadDuration("0.000000000000000000000000001ms", 1e-30),
  ]

  @Test(arguments: exactDecimalTotals)
  fileprivate func roundsTheExactDecimalTotalOnce(_ row: ReadDuration) throws {
    let seconds = try DurationText.parse(row.input).get()
    #expect(seconds == row.expected, sourceLocation: row.location)
  }

  fileprivate static let refusedDurations: [RejectedText] = [
    RejectedText("", "expected a number of seconds (e.g. 2.5)"),
    RejectedText("nan", "must be a finite number of seconds"),
    RejectedText("-nan", "must be a finite number of seconds"),
    RejectedText("-inf", "must be a finite number of seconds"),
    RejectedText("Infinity", "must be a finite number of seconds"),
    RejectedText("1e400", "is too large (beyond the range of a Double)"),
    RejectedText(
      String(repeating: "9", count: 400) + "d", "is too large (beyond the range of a Double)"),
    RejectedText("ten", "not a duration (e.g. 90, 1m30s or PT1M30S)"),
    RejectedText("-", "not a duration (e.g. 90, 1m30s or PT1M30S)"),
    RejectedText("0x10", "unknown unit 'x' (use ms, s, m, h, d or ISO 8601 like PT1M30S)"),
    RejectedText("5x", "unknown unit 'x' (use ms, s, m, h, d or ISO 8601 like PT1M30S)"),
    RejectedText("1H", "unknown unit 'H' (use ms, s, m, h, d or ISO 8601 like PT1M30S)"),
    RejectedText("3µs", "unknown unit 'µs' (use ms, s, m, h, d or ISO 8601 like PT1M30S)"),
    RejectedText("1m30", "expected a unit after '30' (ms, s, m, h or d)"),
    RejectedText("30s1m", "units must go from largest to smallest, each once (e.g. 1h30m)"),
    RejectedText("1s1s", "units must go from largest to smallest, each once (e.g. 1h30m)"),
    RejectedText("1m 30s", "unexpected ' ' in the duration"),
    RejectedText("1:30", "unexpected ':' in the duration (write 1m30s, not 1:30)"),
    RejectedText(".m", "expected digits around '.' in the duration"),
    RejectedText("1..5s", "unexpected '.' in the duration"),
    RejectedText("P", "expected a number and a designator after 'P' (e.g. PT1M30S)"),
    RejectedText("PT", "expected a time after 'T' (e.g. PT1M30S)"),
    RejectedText(
      "P1Y",
      "years and months have no fixed length in seconds (for minutes write PT1M; for days, P30D)"),
    RejectedText(
      "P1M",
      "years and months have no fixed length in seconds (for minutes write PT1M; for days, P30D)"),
    RejectedText("P1H", "hours, minutes and seconds go after 'T' (e.g. PT1H)"),
    RejectedText("PT1D", "hours, minutes and seconds go after 'T' (e.g. PT1H)"),
    RejectedText("PT1S1M", "components must go from largest to smallest, each once (e.g. P1DT2H)"),
    RejectedText("PT1.5M30S", "only the last component may have a fraction"),
    RejectedText("PT1X", "unknown designator 'X' (use W, D, H, M or S, e.g. PT1M30S)"),
    RejectedText("PT5", "expected a designator after '5' (W, D, H, M or S)"),
    RejectedText("PTS", "expected a number before 'S' (e.g. PT1M30S)"),
    RejectedText("P1DTT1H", "'T' given twice in the duration"),
  ]

  @Test(arguments: refusedDurations)
  fileprivate func refusesWithAReason(_ row: RejectedText) {
    #expect(
      throws: DecimalNumber.Failure(reason: row.expected), sourceLocation: row.location,
      performing: { try DurationText.parse(row.input).get() })
  }
}

@Suite struct ExactDecimalTests {
  private func decimal(_ integer: String, _ fraction: String = "") -> ExactDecimal {
    ExactDecimal(integer: Substring(integer).utf8, fraction: Substring(fraction).utf8)!
  }

  @Test func writesPlainDecimalTextWithoutSpareZeros() {
    #expect(decimal("007", "500").text == "7.5")
    #expect(decimal("0", "045").text == "0.045")
    #expect(decimal("").text == "0")
    #expect(decimal("250").shifted(by: 3).text == "0.25")
    #expect(decimal("5").shifted(by: 4).text == "0.0005")
  }

  @Test func multipliesAndAddsExactly() {
    // 0.12 × 60 = 7.2; 7.2 + 0.25 = 7.45; 99.99 × 86 400 = 8 639 136.
    #expect(decimal("0", "12").multiplied(by: 60).text == "7.2")
    #expect(decimal("0", "12").multiplied(by: 60).adding(decimal("0", "25")).text == "7.45")
    #expect(decimal("99", "99").multiplied(by: 86_400).text == "8639136")
    #expect(decimal("9", "9").adding(decimal("0", "1")).text == "10")
  }

  @Test func refusesNonDigits() {
    #expect(ExactDecimal(integer: Substring("1a").utf8, fraction: Substring("").utf8) == nil)
  }
}
