import Foundation
import Testing

@testable import TimelineInspector

/// `--style` reads what a Swift developer may write after `format:` (docs/cli.md,
/// text-format): a style copied from source with its line breaks, a failable
/// initializer's `!`, digit separators, and string literals inside an
/// interpolation each read as the plain style they stand for.
@Suite struct StyleParserSyntaxTests {
  /// `text-format --style style` and further `arguments` at a fixed time, three dates.
  func run(_ style: String, _ arguments: String...) async throws -> Run {
    try await Binary.run(
      ["text-format", "--style", style, "--now", "2025-01-01T00:00:10Z", "--count", "3"]
        + arguments)
  }

  /// Checks `style` runs and prints what `plain`, the same style written plainly, prints.
  func expectSameAs(
    _ plain: String, _ style: String, _ arguments: String...,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let expected = try await Binary.run(
      ["text-format", "--style", plain, "--now", "2025-01-01T00:00:10Z", "--count", "3"]
        + arguments)
    let actual = try await Binary.run(
      ["text-format", "--style", style, "--now", "2025-01-01T00:00:10Z", "--count", "3"]
        + arguments)
    #expect(expected.exited(0), sourceLocation: sourceLocation)
    #expect(expected.lines.count == 3, sourceLocation: sourceLocation)
    #expect(actual.exited(0), sourceLocation: sourceLocation)
    #expect(actual.stderr == "", sourceLocation: sourceLocation)
    #expect(actual.lines == expected.lines, sourceLocation: sourceLocation)
  }

  @Test func aStyleSpreadOverLinesReadsAsOnOneLine() async throws {
    try await expectSameAs(
      "Date.FormatStyle(date: .numeric, time: .shortened)",
      "Date.FormatStyle(\n    date: .numeric,\n    time: .shortened\n)")
    try await expectSameAs(
      ".dateTime.hour().minute()", ".dateTime\n\t.hour()\n\t.minute()\n")
  }

  @Test func aFailableInitializersExclamationMarkIsRead() async throws {
    let format =
      #"format: "\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)""#
    try await expectSameAs(
      "Date.VerbatimFormatStyle(\(format), timeZone: .gmt, calendar: Calendar(identifier: .gregorian))",
      "Date.VerbatimFormatStyle(\(format), timeZone: TimeZone(identifier: \"UTC\")!, calendar: Calendar(identifier: .gregorian))"
    )
  }

  @Test func underscoresBetweenDigitsAreDigitSeparators() async throws {
    try await expectSameAs(
      ".units(allowed: [.minutes, .seconds], width: .wide, maximumUnitCount: 2)",
      ".units(allowed: [.minutes, .seconds], width: .wide, maximumUnitCount: 0_2)",
      "--anchor", "2025-01-01T01:00:00Z")
    // As Swift reads 1_000 and 1_000.000_5.
    let parsed = try StyleExpression.parse("f(1_000, 1_000.000_5)")
    #expect(parsed.chain.first?.arguments?.map(\.value) == [.number(1000), .number(1000.0005)])
  }

  @Test func aStyleOfNothingButBlanksIsEmpty() async throws {
    for style in ["", " \n\t"] {
      let run = try await run(style)
      #expect(run.exited(64))
      #expect(
        run.stderrLines.first
          == "Error: The value '\(style.isEmpty ? "" : #" \x0A\x09"#)' is invalid for '--style <style>': the style is empty"
      )
    }
  }

  @Test func aStringThatIsNeverClosedIsRefused() async throws {
    // Also when its last character is a backslash, which escapes what would follow.
    for style in [#".dateTime.hour("x"#, #"Date.VerbatimFormatStyle(format: "ab\"#] {
      let run = try await run(style)
      #expect(run.exited(64))
      #expect(run.stderrLines.first?.hasSuffix(#": a string is not closed with '"'"#) == true)
    }
  }

  @Test func aQuoteInsideAnInterpolationDoesNotEndTheString() async throws {
    // `"\(x: ")")"` is one string literal: the `")"` inside its interpolation is a string of its own.
    let format = #"format: "\(minute: .twoDigits)""#
    try await expectSameAs(
      "Date.VerbatimFormatStyle(\(format), timeZone: .gmt, calendar: .current)",
      #"Date.VerbatimFormatStyle(\#(format), locale: Locale(identifier: "\(x: ")")"), timeZone: .gmt, calendar: .current)"#
    )
  }

  @Test func aQuoteInsideAFormatsInterpolationIsReadWithIt() async throws {
    // The whole `\(x: ")")` is one interpolation, whose field x: the format has not.
    let run = try await run(#"Date.VerbatimFormatStyle(format: "\(x: ")")")"#)
    #expect(run.exited(64))
    #expect(
      run.stderrLines.first
        == #"Error: The value 'Date.VerbatimFormatStyle(format: "\\(x: ")")")' is invalid for '--style <style>': unknown field 'x:' in the format (fields: year, month, day, weekday, dayPeriod, hour, minute, second)"#
    )
  }
}
