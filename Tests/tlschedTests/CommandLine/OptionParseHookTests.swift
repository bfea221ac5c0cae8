import Foundation
import Testing
import TimelineCore
import TimelineTestSupport

@_spi(OptionDefinition) @testable import TimelineInspector

/// A library user's own option whose word a parse hook turns into a value
/// (`ScheduleOption.parsed`, as swift-argument-parser's `transform:`): the hook's
/// value reaches the closure typed, and its reason reaches the one message every
/// bad value gets, with the usage line and status 64 (docs/cli.md, "Messages").
@Suite struct OptionParseHookTests {
  /// A retry policy of the user's own: `never` or `after:DATE`.
  enum Retry: Equatable, Sendable {
    case never
    case after(Date)
  }

  static let retry = ScheduleOption.parsed(
    "retry", value: "policy", help: "never, or after:DATE."
  ) { text, context throws(OptionValueError) -> Retry in
    if text == "never" { return .never }
    guard text.hasPrefix("after:") else { throw OptionValueError("expected never or after:DATE") }
    return .after(try context.date(String(text.dropFirst("after:".count))))
  }
  static let rate = ScheduleOption.parsed(
    "rate", value: "fps", default: 30, shownAs: "30", help: "Frames a second, 1 to 120."
  ) { text, _ throws(OptionValueError) -> Int in
    guard let n = Int(text), (1...120).contains(n) else {
      throw OptionValueError("expected a whole number from 1 to 120")
    }
    return n
  }
  static let start = ScheduleOption.date("start", help: "The first date.")
  /// A hook that reads another option's value: the options of a kind are read first.
  static let length = ScheduleOption.requiredParsed(
    "length", value: "until:DATE", help: "The span, up to a date after --start."
  ) { text, context throws(OptionValueError) -> TimeInterval in
    guard text.hasPrefix("until:") else { throw OptionValueError("expected until:DATE") }
    let end = try context.date(String(text.dropFirst("until:".count)))
    let from = context[start] ?? context.now
    guard end > from else { throw OptionValueError("the date is not after --start") }
    return end.timeIntervalSince(from)
  }

  /// What the last command line's closure saw.
  final class Seen: @unchecked Sendable {
    var arguments: ScheduleArguments?
  }

  static func tool(_ seen: Seen) -> ScheduleInspector {
    let command = ScheduleCommand(
      "laps", abstract: "Laps.", options: [retry, rate, start, length]
    ) { arguments in
      seen.arguments = arguments
      return PeriodicTimelineSchedule(from: arguments[start] ?? arguments.now, by: 1)
    }
    return ScheduleInspector(command, version: "1.0")
  }

  /// 2025-01-01T00:00:00Z in seconds since 2001: 24 years of 365 days plus 6 leap days.
  static let newYear2025: Double = (24 * 365 + 6) * 86_400

  func plan(_ words: [String]) throws(CommandLineError) -> (RunRequest, Seen) {
    let seen = Seen()
    let tool = Self.tool(seen)
    guard case .schedule(let parsed) = try ArgumentParser(tool: tool).parse(words) else {
      throw CommandLineError(.usage, "not a schedule", command: nil)
    }
    return (try RunRequest(parsed, of: tool.commands[0], currentTime: Self.newYear2025), seen)
  }

  @Test func theHooksValueReachesTheClosureTyped() throws {
    let (_, seen) = try plan([
      "--retry", "after:+1h", "--now", "2025-01-01T00:00:00Z", "--length", "until:+90s",
    ])
    let arguments = try #require(seen.arguments)
    // A relative date counts from --now, as every date option's does: an hour after midnight.
    #expect(
      arguments[Self.retry] == .after(Date(timeIntervalSinceReferenceDate: Self.newYear2025 + 3600))
    )
    #expect(arguments[Self.rate] == 30)
    #expect(arguments[Self.length] == 90)
  }

  @Test func anOptionNotGivenIsNilOrItsDefault() throws {
    let (invocation, seen) = try plan(["--length", "until:+1m", "--now", "2025-01-01T00:00:00Z"])
    let arguments = try #require(seen.arguments)
    #expect(arguments[Self.retry] == nil)
    #expect(arguments[Self.rate] == 30)
    // The JSON document names a default as help shows it, as it does a choice's.
    #expect(invocation.scheduleDescription.contains(#""rate": "30""#))
    #expect(invocation.scheduleDescription.contains(#""retry": null"#))
  }

  @Test func aDateWithoutAnOffsetIsAWallTimeInTheTZZone() throws {
    let (_, seen) = try plan([
      "--retry", "after:2025-01-01T09:00:00", "--tz", "+02:00", "--length", "until:+1s",
      "--now", "2025-01-01T00:00:00Z",
    ])
    // 09:00 at +02:00 is 07:00 UTC.
    #expect(
      try #require(seen.arguments)[Self.retry]
        == .after(Date(timeIntervalSinceReferenceDate: Self.newYear2025 + 7 * 3600)))
  }

  @Test func aHookReadsAnOptionOfAKindGivenAfterIt() throws {
    let (_, seen) = try plan([
      "--length", "until:2025-01-01T00:10:00Z", "--start", "2025-01-01T00:04:00Z",
    ])
    #expect(try #require(seen.arguments)[Self.length] == 360)
  }

  /// Words after `laps` and the message of the usage error they must raise.
  typealias Refusal = TestRow<[String], String>

  static let refusals: [Refusal] = [
    Refusal(
      ["--length", "until:+1s", "--retry", "sometimes"],
      "The value 'sometimes' is invalid for '--retry <policy>': expected never or after:DATE"),
    Refusal(
      ["--length", "until:+1s", "--rate", "240"],
      "The value '240' is invalid for '--rate <fps>': expected a whole number from 1 to 120"),
    // The context's dates are refused with the date options' own reasons.
    Refusal(
      ["--length", "until:+1s", "--retry", "after:tomorrow"],
      "The value 'after:tomorrow' is invalid for '--retry <policy>': expected a date like 2025-01-01T00:00:00Z, @<Unix seconds> or now"
    ),
    Refusal(
      ["--length", "until:+1s", "--retry", "after:9999-12-31T23:30:00Z", "--tz", "+01:00"],
      "The value 'after:9999-12-31T23:30:00Z' is invalid for '--retry <policy>': it falls outside years 0001–9999 in the zone +01:00"
    ),
    Refusal(
      ["--start", "2025-01-01T00:04:00Z", "--length", "until:2025-01-01T00:00:00Z"],
      "The value 'until:2025-01-01T00:00:00Z' is invalid for '--length <until:DATE>': the date is not after --start"
    ),
    Refusal([], "Missing expected argument '--length <until:DATE>'"),
  ]

  @Test(arguments: refusals)
  func theHooksReasonReachesTheOneTemplate(_ refusal: Refusal) {
    #expect(
      throws: CommandLineError(.usage, refusal.expected, command: "laps"),
      sourceLocation: refusal.location
    ) {
      _ = try plan(refusal.input)
    }
  }

  @Test func aRefusedValueGetsTheUsageLineAndTheHelpHint() throws {
    let error = try #require(throws: CommandLineError.self) { try plan(["--length", "x"]) }
    #expect(
      ErrorMessage.render(error, in: Self.tool(Seen())) == """
        Error: The value 'x' is invalid for '--length <until:DATE>': expected until:DATE
        Usage: laps --length <until:DATE> [--retry <policy>] [--rate <fps>] [--start <date>] [<options>]
          See 'laps --help' for more information.

        """)
    #expect(error.status == .usage)
  }

  @Test func helpShowsThePlaceholderAndTheDefaultAsDeclared() {
    let page = HelpText.page(for: "laps", in: Self.tool(Seen()))
    #expect(page.contains("  --retry <policy>  "))
    #expect(page.contains("Frames a second, 1 to 120. (default: 30)\n"))
  }

  /// The hook runs once for a given word, and not at all for an option not given:
  /// a value is parsed once, where the command line is read.
  @Test func theHookRunsOnceForAGivenWordAndNeverForADefault() throws {
    let calls = Calls()
    let counted = ScheduleOption.parsed("n", default: 0, shownAs: "0", help: "A number.") {
      text, _ throws(OptionValueError) -> Int in
      calls.count += 1
      return text.count
    }
    let command = ScheduleCommand("c", abstract: "C.", options: [counted]) { arguments in
      PeriodicTimelineSchedule(from: arguments.now, by: Double(arguments[counted] + 1))
    }
    let tool = ScheduleInspector(command, version: "1.0")
    for (words, expected) in [([String](), 0), (["--n", "abc"], 1)] {
      calls.count = 0
      guard case .schedule(let parsed) = try ArgumentParser(tool: tool).parse(words) else {
        Issue.record("not a schedule")
        continue
      }
      _ = try RunRequest(parsed, of: command, currentTime: Self.newYear2025)
      #expect(calls.count == expected)
    }
  }

  final class Calls: @unchecked Sendable {
    var count = 0
  }
}
