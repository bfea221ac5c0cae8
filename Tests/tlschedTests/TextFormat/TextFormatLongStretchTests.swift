import Foundation
import Testing
import TimelineTestSupport

@testable import TimelineInspector

/// `tlsched text-format` through long stretches where the style names no boundary
/// after its input: every entry SwiftUI's schedule yields is printed, one ulp apart,
/// however many there are, and only a stretch past the stated bound is ended.
@Suite struct TextFormatLongStretchTests {
  /// The first `count` entries of `Text(source, format:)` from `start`, written out
  /// against Foundation's `discreteInput(after:)`: from each boundary the next (the
  /// date's nextUp when not later), presented 1/30 s late after a gap over 1/30 s.
  static func reference(
    from start: Date, count: Int, next: (Date) -> Date?
  ) -> [Date] {
    var expected = [start]
    var previous = start
    while expected.count < count, let found = next(previous) {
      let boundary =
        found > previous
        ? found
        : Date(timeIntervalSinceReferenceDate: previous.timeIntervalSinceReferenceDate.nextUp)
      let gap = boundary.timeIntervalSince(previous)
      expected.append(gap > 1.0 / 30 ? boundary.addingTimeInterval(1.0 / 30) : boundary)
      previous = boundary
    }
    return expected
  }

  /// Reference seconds of a printed Unix date, read digit by digit so that a
  /// nanosecond fraction survives (a `Double` of Unix seconds near 2001 does not
  /// hold it).
  static func referenceSeconds(_ line: Substring) -> Double? {
    let parts = line.split(separator: ".", maxSplits: 1)
    guard let whole = Int(parts[0]) else { return nil }
    let digits = parts.count > 1 ? String(parts[1]) : ""
    let nanoseconds = Double((digits + String(repeating: "0", count: 9 - digits.count)).prefix(9))!
    let sign = whole < 0 || parts[0].hasPrefix("-") ? -1.0 : 1.0
    return Double(whole - 978_307_200) + sign * nanoseconds / 1e9
  }

  /// Runs text-format with `arguments` and checks it prints `expected`, to the nanosecond.
  func expectEntries(_ arguments: [String], _ expected: [Date]) async throws {
    let run = try await Binary.run(["text-format"] + arguments + ["--date-format", "unix"])
    #expect(run.exited(0), "\(run.stderr)")
    #expect(run.stderr == "")
    let printed = run.lines.compactMap { Self.referenceSeconds(Substring($0)) }
    #expect(printed.count == expected.count)
    for (line, date) in zip(printed, expected) {
      #expect(abs(line - date.timeIntervalSinceReferenceDate) <= 1e-9, "\(line) vs \(date)")
    }
  }

  @Test func aUnitsCountdownNear2001GoesOnThroughItsStuckStretch() async throws {
    let anchor = Date(timeIntervalSince1970: 965_402_203.51171875)
    let start = Date(timeIntervalSince1970: 977_903_479.580078125)
    let style = Duration.UnitsFormatStyle(
      allowedUnits: [.weeks, .days, .hours], width: .wide, maximumUnitCount: 2
    ).locale(Locale(identifier: "en_US"))
    let expected = Self.reference(from: start, count: 40) { date in
      style.discreteInput(after: .seconds(date.timeIntervalSince(anchor))).map {
        let (seconds, attoseconds) = $0.components
        return anchor.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
      }
    }
    // The stuck stretch ends inside the 40 entries: some step moves by more than one ulp.
    let steps = zip(expected, expected.dropFirst()).filter {
      $1.timeIntervalSinceReferenceDate != $0.timeIntervalSinceReferenceDate.nextUp
    }
    #expect(steps.count > 1)
    try await expectEntries(
      [
        "--style",
        "Duration.UnitsFormatStyle(allowedUnits: [.weeks, .days, .hours], width: .wide, maximumUnitCount: 2)",
        "--tz", "America/New_York", "--anchor", "@965402203.51171875", "--now",
        "@977903479.580078125", "--count", "40",
      ], expected)
  }

  /// `Date.AnchoredRelativeFormatStyle(anchor: end)` for an end on 2025-06-12T17:39:25Z, in
  /// en_US and UTC as `text-format` formats it, and the moment it sticks at: the day
  /// boundary of 2025-05-11T23:59:00Z.
  private static func relativeStyleStuckAtADayBoundary() throws
    -> (style: Date.AnchoredRelativeFormatStyle, start: Date)
  {
    let anchor = try Date("2025-06-12T17:39:25Z", strategy: .iso8601)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    var style = Date.AnchoredRelativeFormatStyle(anchor: anchor)
    style.locale = Locale(identifier: "en_US")
    style.calendar = calendar
    return (style, try Date("2025-05-11T23:59:00Z", strategy: .iso8601))
  }

  @Test func aRelativeStyleStuckAtADayBoundaryIsFollowedStepByStep() async throws {
    let (style, start) = try Self.relativeStyleStuckAtADayBoundary()
    let expected = Self.reference(from: start, count: 30) { style.discreteInput(after: $0) }
    try await expectEntries(
      [
        "--style", "Date.AnchoredRelativeFormatStyle(anchor: end)", "--anchor",
        "2025-06-12T17:39:25Z", "--now", "2025-05-11T23:59:00Z", "--count", "30",
      ], expected)
  }

  @Test func aCountdownNear2001IsFollowedThroughEveryStepToUntil() async throws {
    // Near 2001 one ulp of a date is far below one ulp of the duration: the countdown's
    // boundary stays put for hundreds of steps at each change, then moves on.
    let anchor = try Date("2001-01-01T00:10:00Z", strategy: .iso8601)
    let start = try Date("2001-01-01T00:00:00Z", strategy: .iso8601)
    let until = start.addingTimeInterval(600)
    let style = Duration.TimeFormatStyle(
      pattern: .minuteSecond, locale: Locale(identifier: "en_US"))
    let expected = Self.reference(from: start, count: 100_000) { date in
      style.discreteInput(after: .seconds(date.timeIntervalSince(anchor))).map {
        let (seconds, attoseconds) = $0.components
        return anchor.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
      }
    }.filter { $0 <= until }
    try await expectEntries(
      [
        "--style", ".time(pattern: .minuteSecond)", "--anchor", "2001-01-01T00:10:00Z", "--now",
        "2001-01-01T00:00:00Z", "--until", "+10m",
      ], expected)
  }

  /// Foundation's answer for the stuck relative style, followed until `limit`
  /// steps of one ulp in a row, and the date of the last step.
  private static func stuckStretch(limit: Int) throws -> (expected: [Date], last: Date) {
    let (style, start) = try relativeStyleStuckAtADayBoundary()
    var expected = [start]
    var previous = start
    var steps = 0
    while steps < limit, let found = style.discreteInput(after: previous) {
      let next =
        found > previous
        ? found
        : Date(timeIntervalSinceReferenceDate: previous.timeIntervalSinceReferenceDate.nextUp)
      let oneUlp = found <= previous
      steps = oneUlp ? steps + 1 : 0
      expected.append(next.timeIntervalSince(previous) > 1.0 / 30 ? next + 1.0 / 30 : next)
      previous = next
    }
    #expect(steps == limit)
    return (expected, previous)
  }

  @Test func aStretchPastTheBoundEndsWithANoteNamingTheStylesAnswer() throws {
    // The rule does not depend on the bound's size, so the run is in this process
    // with a bound of 1,000 steps (the product's 100,000 took 10 s of CPU in a debug
    // build); `theProductsBoundIs100000Steps` pins the product's.
    let limit = 1_000
    let (style, _) = try Self.relativeStyleStuckAtADayBoundary()
    let (expected, last) = try Self.stuckStretch(limit: limit)
    #expect(style.discreteInput(after: last).map { $0 <= last } == true)
    let run = try CreepRecord.$stepLimit.withValue(limit) {
      try runOnTestClock(
        [
          "text-format", "--style", "Date.AnchoredRelativeFormatStyle(anchor: end)", "--anchor",
          "2025-06-12T17:39:25Z", "--now", "2025-05-11T23:59:00Z", "--count", "200000",
        ], clock: TestClock(now: 0))
    }
    #expect(run.stop == nil)
    let printed = run.lines.compactMap(secondsSince2001)
    #expect(printed.count == run.lines.count)
    #expect(printed.count == expected.count)
    for (line, date) in zip(printed, expected) {
      #expect(abs(line - date.timeIntervalSinceReferenceDate) <= 1e-9, "\(line) vs \(date)")
    }
    let note = run.notes.first ?? ""
    #expect(
      note.hasPrefix(
        "Note: stopped at \(run.lines.last ?? ""): the style named no boundary after its input \(limit) times in a row"
      ), "\(note)")
    let said =
      "Foundation's style names a boundary at or before its input: after this date it names "
    let named = note.range(of: said).map { String(note[$0.upperBound...].prefix(30)) } ?? ""
    // An ISO 8601 date with nine fraction digits, in UTC: whole seconds, then the fraction.
    let whole = try Date(String(named.prefix(19)) + "Z", strategy: .iso8601)
    let fraction = Double("0" + named.dropFirst(19).prefix(10)) ?? -1
    let answer = try #require(style.discreteInput(after: last))
    #expect(
      abs(whole.timeIntervalSinceReferenceDate + fraction - answer.timeIntervalSinceReferenceDate)
        <= 1e-9, "\(note)")
  }

  @Test func theProductsBoundIs100000Steps() {
    // docs/cli.md, "text-format": after 100,000 one-ulp steps in a row the
    // schedule ends; every run of tlsched makes its record outside any override.
    #expect(CreepRecord.standardLimit == 100_000)
    #expect(CreepRecord().limit == 100_000)
    #expect(CreepRecord.$stepLimit.withValue(7) { CreepRecord().limit } == 7)
  }
}
