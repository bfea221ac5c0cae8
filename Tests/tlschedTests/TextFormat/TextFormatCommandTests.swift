import Foundation
import Testing
import TimelineTestSupport

/// `tlsched text-format`: styles read as a developer writes them, sources, the
/// environment's locale and zone, and what it refuses.
@Suite struct TextFormatCommandTests {
  /// Arguments after `text-format` and the first line of standard error they must give.
  typealias Refusal = TestRow<[String], String>

  static let refusals = [
    Refusal([], "Error: Missing expected argument '--style <style>'"),
    Refusal(
      ["--style", ".dateTime.hour("],
      "Error: The value '.dateTime.hour(' is invalid for '--style <style>': the style ends too early"
    ),
    Refusal(
      ["--style", ".dateTime.hour().fortnight()"],
      "Error: The value '.dateTime.hour().fortnight()' is invalid for '--style <style>': unknown field '.fortnight(…)' (fields: era, year, quarter, month, week, day, dayOfYear, weekday, hour, minute, second, secondFraction, timeZone)"
    ),
    Refusal(
      ["--style", ".time(pattern: .minuteSecond)"],
      "Error: Missing expected argument '--anchor <date>': '--source duration-offset' counts from it"
    ),
    Refusal(
      ["--style", ".dateTime.hour()", "--source", "duration-offset"],
      "Error: '--style' formats a Date, but '--source duration-offset' gives a Duration"),
    Refusal(
      ["--style", ".dateTime.hour()", "--locale", "xx_YY"],
      "Error: The value 'xx_YY' is invalid for '--locale <locale>': not a locale Foundation knows (e.g. en_US, de_DE)"
    ),
  ]

  @Test(arguments: refusals)
  func aBadCommandLineIsRefusedWithOneErrorLineAndStatus64(_ refusal: Refusal) async throws {
    let run = try await Binary.run(["text-format"] + refusal.input)
    #expect(run.exited(64), sourceLocation: refusal.location)
    #expect(run.output == "", sourceLocation: refusal.location)
    #expect(run.stderrLines.first == refusal.expected, sourceLocation: refusal.location)
  }

  @Test func systemFormatStylesAreRefusedSayingWhy() async throws {
    let run = try await tlsched("text-format", "--style", ".timer(countingDownIn: range)")
    #expect(run.exited(64))
    #expect(run.stderrLines.first?.contains("SystemFormatStyle (.timer) is SwiftUI's own") == true)
  }

  @Test func dateRangeSourcesAreRefusedSayingThatNoStyleFormatsThemHere() async throws {
    let run = try await tlsched(
      "text-format", "--style", ".dateTime.hour()", "--source", "dateRangeEndingAt")
    #expect(run.exited(64))
    #expect(run.stderrLines.first?.contains("gives a Range<Date>") == true)
  }

  @Test func aNumericDateAndShortenedTimeChangesEachMinute() async throws {
    // Date.FormatStyle(date: .numeric, time: .shortened) shows minutes: from 00:00:30 the
    // next changes are 00:01:00 and 00:02:00, each presented 1/30 s late.
    let run = try await tlsched(
      "text-format", "--style", "Date.FormatStyle(date: .numeric, time: .shortened)", "--now",
      "2025-01-01T00:00:30Z", "--count", "3", "--date-format", "unix")
    #expect(run.exited(0))
    let late = 1.0 / 30
    #expect(
      run.lines.compactMap(Double.init)
        == [1_735_689_630, 1_735_689_660 + late, 1_735_689_720 + late]
        .map { ($0 * 1e9).rounded() / 1e9 })
  }

  @Test func theVerbatimStyleReadsItsFormatStringAndFollowsTzNotItsOwnZone() async throws {
    // Hours and minutes in 24-hour digits: from 00:00:10Z the text changes at 00:01:00Z.
    // The style's own timeZone: .gmt is replaced by --tz, as SwiftUI's environment does;
    // Kolkata's offset (+05:30) does not move minute boundaries.
    let run = try await tlsched(
      "text-format", "--style",
      #"Date.VerbatimFormatStyle(format: "\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)", timeZone: .gmt, calendar: Calendar(identifier: .gregorian))"#,
      "--now", "2025-01-01T00:00:10Z", "--count", "2", "--tz", "Asia/Kolkata")
    #expect(run.exited(0))
    #expect(run.lines == ["2025-01-01T05:30:10+05:30", "2025-01-01T05:31:00.033333302+05:30"])
  }

  @Test func aDayStyleInBerlinChangesAtBerlinMidnight() async throws {
    let run = try await tlsched(
      "text-format", "--style", ".dateTime.day().month(.wide).year().weekday(.wide)", "--locale",
      "de_DE", "--tz", "Europe/Berlin", "--now", "2025-01-01T00:00:00Z", "--count", "2")
    #expect(run.exited(0))
    #expect(run.lines == ["2025-01-01T01:00:00+01:00", "2025-01-02T00:00:00.033333302+01:00"])
  }

  @Test func unitsStylesAndCamelCaseSourcesAreAccepted() async throws {
    // Hours and minutes of the time since 00:00:00: the text changes when the rounded
    // minute does, at 00:00:30 (0 min → 1 min), then at 00:01:30. Asked from 00:00:30
    // itself, Foundation's duration styles name 30 s again (measured), so one ulp step
    // (2^-23 s near 2025) comes between.
    let run = try await tlsched(
      "text-format", "--style", ".units(allowed: [.hours, .minutes], width: .abbreviated)",
      "--source", "durationOffset", "--anchor", "2025-01-01T00:00:00Z", "--now",
      "2025-01-01T00:00:10Z", "--count", "4")
    #expect(run.exited(0))
    #expect(
      run.lines == [
        "2025-01-01T00:00:10Z", "2025-01-01T00:00:30.033333302Z", "2025-01-01T00:00:30.000000119Z",
        "2025-01-01T00:01:30.033333302Z",
      ])
  }

  @Test func theOutputDoesNotDependOnTheMachinesLocale() async throws {
    let arguments = [
      "text-format", "--style", ".dateTime.day().month().year()", "--now", "2025-01-01T00:00:00Z",
      "--count", "3",
    ]
    let plain = try await Binary.run(arguments)
    let german = try await Binary.run(
      arguments, environment: ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8"])
    #expect(plain.exited(0))
    #expect(plain.output == german.output)
  }
}
