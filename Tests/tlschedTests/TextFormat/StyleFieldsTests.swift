import Foundation
import Testing

/// What `Date.FormatStyle`'s initializer, its fields and a verbatim format string
/// read from `--style` show (docs/cli.md, text-format), with `--render`, from
/// 2025-01-01T00:00:10Z in UTC and en_US: each change is presented 1/30 s late.
@Suite struct StyleFieldsTests {
  /// The lines `text-format --style style --render` prints from 2025-01-01T00:00:10Z.
  func lines(_ style: String, count: Int = 2, now: String = "2025-01-01T00:00:10Z") async throws
    -> [String]
  {
    let run = try await Binary.run([
      "text-format", "--style", style, "--now", now, "--count", "\(count)", "--render",
    ])
    #expect(run.exited(0), "\(style): \(run.stderr)")
    return run.lines
  }

  @Test func anInitializerWithADateAloneChangesAtMidnight() async throws {
    #expect(
      try await lines("Date.FormatStyle(date: .long)") == [
        "2025-01-01T00:00:10Z\tJanuary 1, 2025", "2025-01-02T00:00:00.033333302Z\tJanuary 2, 2025",
      ])
  }

  @Test func anInitializerWithATimeAloneShowsNoDate() async throws {
    // .standard shows seconds: the next change is at 00:00:11. CLDR puts a narrow
    // no-break space (U+202F) before AM.
    #expect(
      try await lines("Date.FormatStyle(time: .standard)") == [
        "2025-01-01T00:00:10Z\t12:00:10\u{202F}AM",
        "2025-01-01T00:00:11.033333302Z\t12:00:11\u{202F}AM",
      ])
  }

  @Test func fieldsWithoutAnArgumentAreRead() async throws {
    // January is in the first quarter, the first week and on the first day of the year.
    #expect(
      try await lines(".dateTime.quarter()") == [
        "2025-01-01T00:00:10Z\tQ1", "2025-04-01T00:00:00.033333302Z\tQ2",
      ])
    #expect(
      try await lines(".dateTime.year().era()") == [
        "2025-01-01T00:00:10Z\t2025 AD", "2026-01-01T00:00:00.033333302Z\t2026 AD",
      ])
    // en_US weeks start on Sunday: 2025-01-05.
    #expect(
      try await lines(".dateTime.week()") == [
        "2025-01-01T00:00:10Z\t1", "2025-01-05T00:00:00.033333302Z\t2",
      ])
    #expect(try await lines(".dateTime.dayOfYear()", count: 1) == ["2025-01-01T00:00:10Z\t1"])
    #expect(try await lines(".dateTime.timeZone()", count: 1) == ["2025-01-01T00:00:10Z\tGMT"])
  }

  @Test func minuteAndSecondAloneChangeEachMinuteAndEachSecond() async throws {
    #expect(
      try await lines(".dateTime.minute()") == [
        "2025-01-01T00:00:10Z\t0", "2025-01-01T00:01:00.033333302Z\t1",
      ])
    #expect(
      try await lines(".dateTime.second()") == [
        "2025-01-01T00:00:10Z\t10", "2025-01-01T00:00:11.033333302Z\t11",
      ])
  }

  @Test func secondFractionsTakeOneToNineDigits() async throws {
    // Hundredths change 1/100 s apart, less than 1/30 s: not presented late.
    #expect(
      try await lines(".dateTime.second().secondFraction(.fractional(2))") == [
        "2025-01-01T00:00:10Z\t10.00", "2025-01-01T00:00:10.010Z\t10.01",
      ])
    #expect(
      try await lines(".dateTime.secondFraction(.fractional(1))", count: 1) == [
        "2025-01-01T00:00:10Z\t0"
      ])
    #expect(
      try await lines(".dateTime.secondFraction(.fractional(9))", count: 1) == [
        "2025-01-01T00:00:10Z\t000000000"
      ])
    // Foundation clamps the count (swift-foundation DateFieldSymbol.swift): 0 digits
    // read as 1, 10 as 9.
    #expect(
      try await lines(".dateTime.secondFraction(.fractional(0))", count: 1) == [
        "2025-01-01T00:00:10Z\t0"
      ])
    #expect(
      try await lines(".dateTime.secondFraction(.fractional(10))", count: 1) == [
        "2025-01-01T00:00:10Z\t000000000"
      ])
  }

  @Test func anUnknownOptionIsNamedWithTheFieldsOptions() async throws {
    let run = try await tlsched("text-format", "--style", ".dateTime.quarter(.bogus)")
    #expect(run.exited(64))
    #expect(
      run.stderrLines.first?.hasSuffix(
        "unknown option '.bogus' for '.quarter(…)' (options: .oneDigit, .twoDigits, .abbreviated, .wide, .narrow, .omitted)"
      ) == true)
    let padded = try await tlsched("text-format", "--style", ".dateTime.year(.padded(1.5))")
    #expect(padded.exited(64))
    #expect(
      padded.stderrLines.first?.hasSuffix("'.year(.padded(_:))' takes a whole number") == true)
    let bare = try await tlsched("text-format", "--style", ".dateTime.secondFraction()")
    #expect(bare.exited(64))
    #expect(
      bare.stderrLines.first?.hasSuffix(
        "'.secondFraction(…)' needs an option: .omitted, .fractional(_:) or .milliseconds(_:)")
        == true)
  }

  @Test func aFieldTakesAtMostOneArgument() async throws {
    let run = try await tlsched(
      "text-format", "--style", ".dateTime.hour(.defaultDigits(amPM: .wide), .wide)")
    #expect(run.exited(64))
    #expect(
      run.stderrLines.first?.hasSuffix("'.hour(…)' takes at most one unlabelled argument") == true)
  }

  @Test func aVerbatimFormatShowsItsTextBetweenAndAfterItsFields() async throws {
    let style =
      #"Date.VerbatimFormatStyle(format: "\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits) h", timeZone: .gmt, calendar: Calendar(identifier: .gregorian))"#
    #expect(
      try await lines(style, now: "2025-01-01T13:05:10Z") == [
        "2025-01-01T13:05:10Z\t13:05 h", "2025-01-01T13:06:00.033333302Z\t13:06 h",
      ])
  }
}
