import Testing
import TimelineTestSupport

/// Style forms `text-format` cannot follow, refused with a reason that holds: one
/// error line, status 64, nothing on standard output.
@Suite struct TextFormatStyleFormsRefusalTests {
  typealias Refusal = TestRow<String, String>

  static let refusals = [
    // Date.AttributedStyle is no DiscreteFormatStyle in the toolchain's Foundation.
    Refusal(
      ".dateTime.attributed",
      "'.attributed' gives Date.AttributedStyle, which the toolchain's Foundation does not make a DiscreteFormatStyle, so no schedule follows from it; write '.attributedStyle', which changes when the plain style does"
    ),
    Refusal(
      ".time(pattern: .minuteSecond).attributedStyle",
      "a duration style's attributed form is '.attributed'"),
    Refusal(
      "Date.AnchoredRelativeFormatStyle(anchor: end).attributed",
      "Date.AnchoredRelativeFormatStyle has no attributed form"),
    // A range the reader has no syntax for: still explained as SystemFormatStyle.
    Refusal(
      ".timer(countingDownIn: start..<end)",
      "SystemFormatStyle (.timer) is SwiftUI's own: neither Apple's documentation nor OpenSwiftUI shows when it changes, so tlsched does not model it (text-timer and text-timer-interval show Text(date, style: .timer))"
    ),
    // Blanks before it, as before any style.
    Refusal(
      " \t.timer(countingDownIn: start..<end)",
      "SystemFormatStyle (.timer) is SwiftUI's own: neither Apple's documentation nor OpenSwiftUI shows when it changes, so tlsched does not model it (text-timer and text-timer-interval show Text(date, style: .timer))"
    ),
    // An attributed form alone is no style.
    Refusal(
      ".attributedStyle",
      "unknown style 'attributedStyle' (expected Date.FormatStyle(date:time:), .dateTime…, Date.VerbatimFormatStyle(format:…), Date.AnchoredRelativeFormatStyle(anchor:), .time(pattern:) or .units(allowed:width:))"
    ),
    Refusal(
      #".verbatim(format: "\(hour: .twoDigits(clock: .twelveHour, hourCycle: .oneBased))")"#,
      ".verbatim needs its format string first, with no label"),
    Refusal(
      ".time(pattern: .hourMinute(roundSeconds: .down))",
      ".hourMinute(…) takes padHourToLength: roundSeconds: in that order, the first one required"),
    // A label the factory does not have.
    Refusal(
      ".time(pattern: .hourMinute(padHourToLength: 2, roundMinutes: .down))",
      ".hourMinute(…) takes padHourToLength: roundSeconds: in that order, the first one required"),
    // .show takes length: first, then only rounded: and increment:.
    Refusal(
      ".units(allowed: [.seconds], width: .wide, fractionalPart: .show(length: 2, digits: 1))",
      "'fractionalPart:' is .hide, .hide(rounded:) or .show(length:rounded:increment:)"),
    Refusal(
      ".dateTime.hour().timeZone(.specificName(.medium))",
      "'.timeZone(.specificName(…))' takes .short or .long"),
    // Date.RelativeFormatStyle names no boundary: SwiftUI does not schedule it.
    Refusal(
      ".relative(presentation: .numeric)",
      "Date.RelativeFormatStyle (.relative) is not a DiscreteFormatStyle: it names no date its text changes at, so SwiftUI does not schedule it; write Date.AnchoredRelativeFormatStyle(anchor: end, presentation: …) with '--anchor <date>', or see text-timer for Text(date, style: .timer)"
    ),
    Refusal(
      ".units(allowed: [.minutes], width: .wide, valueLengthLimits: 2)",
      "'valueLengthLimits:' is a range of whole numbers: 2...3, 2..<4, 2..., ...3 or ..<4"),
    Refusal(
      ".units(allowed: [.minutes], width: .wide, valueLength: 2, valueLengthLimits: 2...3)",
      "write one of 'valueLength:' and 'valueLengthLimits:', not both"),
  ]

  @Test(arguments: refusals)
  func aStyleFormThatCannotBeFollowedIsRefusedWithItsReason(_ refusal: Refusal) async throws {
    let run = try await Binary.run([
      "text-format", "--style", refusal.input, "--anchor", "2025-01-01T00:00:00Z", "--now",
      "2025-01-01T00:00:00Z", "--count", "2",
    ])
    #expect(run.exited(64), sourceLocation: refusal.location)
    #expect(run.output == "", sourceLocation: refusal.location)
    #expect(
      run.stderrLines.first?.hasSuffix("is invalid for '--style <style>': " + refusal.expected)
        == true, "\(run.stderr)", sourceLocation: refusal.location)
  }
}
