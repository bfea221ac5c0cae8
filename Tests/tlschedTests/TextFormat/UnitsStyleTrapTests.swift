import Foundation
import Testing
import TimelineTestSupport

/// The `Duration.UnitsFormatStyle`s the toolchain's Foundation stops the program on are
/// refused (64, one line, nothing on standard output) before any entry is planned, one
/// row per family measured (docs/semantics.md, "Styles Foundation traps on"); the
/// styles just inside each family's edge are read, and match Foundation formatting the
/// same style in this test process, which would stop here if they trapped.
@Suite struct UnitsStyleTrapTests {
  typealias Refusal = TestRow<String, String>

  static let stops =
    ": Foundation stops the program on this style (measured on the toolchain's Foundation), so SwiftUI would too"

  static let refusals = [
    // Family 1: no unit at all.
    Refusal(
      ".units(allowed: [], width: .wide)",
      "'allowed:' is empty, and Foundation has no unit to fall back to" + stops),
    // Family 2: a count below one.
    Refusal(
      ".units(allowed: [.hours, .minutes], width: .wide, maximumUnitCount: 0)",
      "'maximumUnitCount: 0' leaves no unit to show a duration in" + stops),
    Refusal(
      ".units(allowed: [.minutes], width: .wide, maximumUnitCount: -1)",
      "'maximumUnitCount: -1' leaves no unit to show a duration in" + stops),
    // Family 3: zero padding above the value length (issue 40's style): valueLength 1
    // is Foundation's 1..<2, and 3 > 2.
    Refusal(
      ".units(allowed: [.days, .nanoseconds], width: .narrow, zeroValueUnits: .show(length: 3), valueLength: 1, fractionalPart: .show(length: 1, rounded: .down))",
      "'zeroValueUnits: .show(length: 3)' asks for more digits than the value length allows (at most 2 once Foundation has read it)"
        + stops),
    // ...1 is Foundation's 0..<1.
    Refusal(
      "Duration.UnitsFormatStyle(allowedUnits: [.minutes], width: .wide, zeroValueUnits: .show(length: 2), valueLengthLimits: ...1)",
      "'zeroValueUnits: .show(length: 2)' asks for more digits than the value length allows (at most 1 once Foundation has read it)"
        + stops),
    // Family 4: a negative count of digits of a second that is not a multiple of 3,
    // for the smallest unit shown.
    Refusal(
      ".units(allowed: [.minutes], width: .wide, fractionalPart: .show(length: -1))",
      "'fractionalPart: .show(length: -1)' on .minutes asks for -1 digits of a second, and Foundation's rounding has no step for a negative count that is not a multiple of 3"
        + stops),
    Refusal(
      ".units(allowed: [.milliseconds], width: .wide, fractionalPart: .show(length: -4))",
      "'fractionalPart: .show(length: -4)' on .milliseconds asks for -1 digits of a second, and Foundation's rounding has no step for a negative count that is not a multiple of 3"
        + stops),
    // With one unit kept, 1 s shows in seconds, so seconds count as well as milliseconds.
    Refusal(
      ".units(allowed: [.seconds, .milliseconds], width: .wide, maximumUnitCount: 1, fractionalPart: .show(length: -2))",
      "'fractionalPart: .show(length: -2)' on .seconds asks for -2 digits of a second, and Foundation's rounding has no step for a negative count that is not a multiple of 3"
        + stops),
    // Family 5: a rounding increment of 2^63 / 3 seconds or more on the smallest unit.
    Refusal(
      ".units(allowed: [.weeks], width: .wide, fractionalPart: .show(length: 0, increment: 5100000000000))",
      "'increment: 5100000000000.0' .weeks is 2^63 / 3 seconds or more, past what Foundation's rounding can hold"
        + stops),
    // Family 6: a range Swift itself refuses to make.
    Refusal(
      ".units(allowed: [.minutes], width: .wide, valueLengthLimits: 3...2)",
      "'valueLengthLimits:' has its lower bound above its upper bound, which stops a Swift program as the range is made"
    ),
  ]

  @Test(arguments: refusals)
  func aStyleFoundationTrapsOnIsRefusedWithTheReason(_ refusal: Refusal) async throws {
    // --count 0 plans nothing: the refusal comes from reading the style.
    let run = try await Binary.run([
      "text-format", "--style", refusal.input, "--anchor", "2025-01-01T00:00:00Z", "--now",
      "2025-01-01T00:00:00Z", "--count", "2", "--render",
    ])
    #expect(run.exited(64), sourceLocation: refusal.location)
    #expect(run.output == "", sourceLocation: refusal.location)
    #expect(
      run.stderrLines.first?.hasSuffix(refusal.expected) == true, "\(run.stderr)",
      sourceLocation: refusal.location)
  }

  /// A style just inside a family's edge, and the same style built in Swift.
  struct Edge: Sendable, CustomTestStringConvertible {
    let text: String
    let style: Duration.UnitsFormatStyle
    var testDescription: String { text }
  }

  static let edges = [
    Edge(
      text: ".units(allowed: [.hours, .minutes], width: .wide, maximumUnitCount: 1)",
      style: .init(allowedUnits: [.hours, .minutes], width: .wide, maximumUnitCount: 1)),
    Edge(
      text:
        ".units(allowed: [.minutes, .seconds], width: .wide, zeroValueUnits: .show(length: 2), valueLength: 1)",
      style: .init(
        allowedUnits: [.minutes, .seconds], width: .wide, zeroValueUnits: .show(length: 2),
        valueLength: 1)),
    Edge(
      text:
        "Duration.UnitsFormatStyle(allowedUnits: [.minutes, .seconds], width: .wide, zeroValueUnits: .show(length: 3), valueLengthLimits: 2...3)",
      style: .init(
        allowedUnits: [.minutes, .seconds], width: .wide, zeroValueUnits: .show(length: 3),
        valueLengthLimits: 2...3)),
    // Hidden zero units ask for no digits, however short the value length: ...0 is
    // Foundation's 0..<0, below any `.show(length:)` but not a trap.
    Edge(
      text:
        "Duration.UnitsFormatStyle(allowedUnits: [.seconds], width: .wide, zeroValueUnits: .hide, valueLengthLimits: ...0)",
      style: .init(
        allowedUnits: [.seconds], width: .wide, zeroValueUnits: .hide, valueLengthLimits: ...0)),
    Edge(
      text: ".units(allowed: [.seconds], width: .wide, fractionalPart: .show(length: 18))",
      style: .init(allowedUnits: [.seconds], width: .wide, fractionalPart: .show(length: 18))),
    Edge(
      text: ".units(allowed: [.nanoseconds], width: .wide, fractionalPart: .show(length: 9))",
      style: .init(allowedUnits: [.nanoseconds], width: .wide, fractionalPart: .show(length: 9))),
    Edge(
      text: ".units(allowed: [.milliseconds], width: .wide, fractionalPart: .show(length: -3))",
      style: .init(allowedUnits: [.milliseconds], width: .wide, fractionalPart: .show(length: -3))
    ),
    Edge(
      text:
        ".units(allowed: [.weeks], width: .wide, fractionalPart: .show(length: 0, increment: 5000000000000))",
      style: .init(
        allowedUnits: [.weeks], width: .wide,
        fractionalPart: .show(length: 0, increment: 5_000_000_000_000))),
    // Without maximumUnitCount only the smallest unit rounds: milliseconds with -2 is
    // 1 digit of a second, although seconds with -2 would trap.
    Edge(
      text:
        ".units(allowed: [.seconds, .milliseconds], width: .wide, fractionalPart: .show(length: -2))",
      style: .init(
        allowedUnits: [.seconds, .milliseconds], width: .wide,
        fractionalPart: .show(length: -2))),
    Edge(
      text: ".units(allowed: [.minutes], width: .wide, fractionalPart: .show(length: -3))",
      style: .init(allowedUnits: [.minutes], width: .wide, fractionalPart: .show(length: -3))),
  ]

  @Test(arguments: edges)
  func aStyleJustInsideAnEdgeIsReadAsFoundationFormatsIt(_ edge: Edge) async throws {
    let anchor = Date(timeIntervalSinceReferenceDate: 757_382_400)  // 2025-01-01T00:00:00Z
    let now = anchor.addingTimeInterval(-1_234.5)
    let style = edge.style.locale(Locale(identifier: "en_US"))
    let expected = TextFormatLongStretchTests.reference(from: now, count: 3) { date in
      style.discreteInput(after: .seconds(date.timeIntervalSince(anchor))).map {
        let (seconds, attoseconds) = $0.components
        return anchor.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
      }
    }
    let run = try await Binary.run([
      "text-format", "--style", edge.text, "--anchor", "2025-01-01T00:00:00Z", "--now",
      "2024-12-31T23:39:25.5Z", "--count", "3", "--render", "--date-format", "unix",
    ])
    #expect(run.exited(0), "\(run.stderr)")
    // The command stops, with a note, before a date after year 9999 (docs/cli.md).
    let printable = expected.prefix { $0 < Date(timeIntervalSinceReferenceDate: 252_423_993_600) }
    #expect(run.lines.count == printable.count)
    for (line, date) in zip(run.lines, printable) {
      let columns = line.split(separator: "\t", maxSplits: 1)
      let seconds = TextFormatLongStretchTests.referenceSeconds(columns[0])!
      #expect(abs(seconds - date.timeIntervalSinceReferenceDate) <= 1e-9, "\(line)")
      #expect(String(columns.last!) == style.format(.seconds(date.timeIntervalSince(anchor))))
    }
  }
}
