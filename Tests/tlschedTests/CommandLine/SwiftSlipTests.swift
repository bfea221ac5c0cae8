import Foundation
import Testing
import TimelineCore
import TimelineTestSupport

@testable import TimelineInspector

/// A Swift spelling typed as the command, and the command line suggested.
private typealias Spelling = TestRow<String, String>

/// Words after a command, and the message they get (hand-written from docs/cli.md).
private typealias Slipped = TestRow<[String], String>

/// The hints for what users write with Swift in mind (issue 32, §4): each
/// expected message is written by hand from the rule it checks: the Swift
/// spelling (Apple's `TimelineSchedule` and `Text` API, as the README prints it)
/// and tlsched's own spelling of the same thing (docs/cli.md).
@Suite struct SwiftSlipTests {
  private static let tool = ScheduleInspector.tlsched(version: nil)

  /// The message for `words`, whether the parser or the values' check refuses them.
  private func message(_ words: [String]) -> String? {
    do {
      guard case .schedule(let parsed) = try ArgumentParser(tool: Self.tool).parse(words) else {
        return nil
      }
      _ = try RunRequest(parsed, of: parsed.command, currentTime: 0)
      return nil
    } catch {
      return error.message
    }
  }

  // MARK: Schedules written as in Swift, where the command goes

  /// Each schedule spelling README.md and docs/semantics.md print, and more
  /// ways Swift writes them; the command lines from docs/cli.md's synopsis.
  fileprivate static let spellings: [Spelling] = [
    Spelling(".periodic(from:by:)", "tlsched periodic --from <date> --by <seconds>"),
    Spelling(".periodic(from: start, by: 1)", "tlsched periodic --from <date> --by 1"),
    Spelling(".periodic(from: .now, by: 0.5)", "tlsched periodic --from now --by 0.5"),
    Spelling(
      "PeriodicTimelineSchedule(from: Date(), by: 60)", "tlsched periodic --from now --by 60"),
    Spelling(".periodic", "tlsched periodic --by <seconds>"),
    Spelling(".everyMinute", "tlsched every-minute"),
    Spelling("TimelineSchedule.everyMinute", "tlsched every-minute"),
    Spelling("EveryMinuteTimelineSchedule()", "tlsched every-minute"),
    Spelling(".explicit(_:)", "tlsched explicit <date> ..."),
    Spelling(".explicit([start, end])", "tlsched explicit <date> ..."),
    Spelling(".animation", "tlsched animation"),
    Spelling(
      ".animation(minimumInterval:paused:)",
      "tlsched animation --minimum-interval <seconds> --paused"),
    Spelling(
      ".animation(minimumInterval: 0.5, paused: false)", "tlsched animation --minimum-interval 0.5"),
    Spelling("Text(date, style: .timer)", "tlsched text-timer --to <date>"),
    Spelling(
      "Text(timerInterval:countsDown:)", "tlsched text-timer-interval --from <date> --to <date>"),
    Spelling(
      "Text(timerInterval: start...end, countsDown: false)",
      "tlsched text-timer-interval --from <date> --to <date> --count-up"),
    Spelling(
      "Text(.durationOffset(to: end), format: .time(pattern: .minuteSecond))",
      "tlsched text-format --style '.time(pattern: .minuteSecond)' --source duration-offset --anchor <date>"
    ),
    Spelling(
      "Text(.currentDate, format: .dateTime.hour().minute())",
      "tlsched text-format --style '.dateTime.hour().minute()' --source current-date"),
  ]

  @Test(arguments: spellings)
  fileprivate func aScheduleWrittenAsInSwiftGetsItsCommandLine(_ row: Spelling) {
    #expect(
      // The word is echoed as every message echoes one (``Quoted``: cut past 60 bytes).
      message([row.input])
        == "Unknown command '\(Quoted(row.input))'. Did you mean '\(row.expected)'?",
      sourceLocation: row.location)
  }

  /// Every suggestion is a command line tlsched takes, once its placeholders
  /// are filled in: the hints cannot name an option that does not exist.
  @Test(arguments: spellings)
  fileprivate func everySuggestedCommandLineParses(_ row: Spelling) throws {
    let filled = row.expected
      .replacingOccurrences(of: "<date> ...", with: "2025-01-01T00:00:00Z")
      .replacingOccurrences(of: "<date>", with: "2025-01-01T00:00:00Z")
      .replacingOccurrences(of: "<seconds>", with: "1")
      .replacingOccurrences(of: "<unit>", with: "minute")
      .replacingOccurrences(of: "'", with: "")
    // Words split at blanks, but a style keeps its own: it is one quoted word.
    var words = filled.split(separator: " ").map(String.init).dropFirst()
    if let style = row.expected.range(of: "'") {
      let quoted = row.expected[style.upperBound...].prefix { $0 != "'" }
      let styleWords = quoted.split(separator: " ").count
      let at = try #require(words.firstIndex(of: "--style")) + 1
      words.replaceSubrange(at..<(at + styleWords), with: [String(quoted)])
    }
    #expect(message(Array(words)) == nil, sourceLocation: row.location)
  }

  @Test func wordsThatAreNoScheduleKeepTheUsualHint() {
    #expect(message(["peroidic"]) == "Unknown command 'peroidic'. Did you mean 'periodic'?")
    #expect(message([".bogus(from: x)"]) == "Unknown command '.bogus(from: x)'")
  }

  /// `.relative` and `.offset` have no command (docs/cli.md says why): the message says so.
  @Test(arguments: [".relative", ".offset"])
  func aTextStyleTlschedDoesNotShowIsSaidToBeSo(_ style: String) {
    #expect(
      message(["Text(date, style: \(style))"])
        == "Unknown command 'Text(date, style: \(style))': tlsched does not show Text's \(style) style: its update interval is chosen by a private Foundation class and is not known (docs/cli.md)"
    )
  }

  /// `.time` and `.date` are fixed (Apple's "Displaying dynamic dates in widgets"
  /// lists them apart from the styles that update): no command, and the message
  /// says there is nothing to print, rather than naming `wall-clock`.
  @Test(arguments: [".time", ".date"])
  func aFixedTextStyleIsSaidToHaveNoUpdates(_ style: String) {
    let reason =
      "tlsched does not show Text's \(style) style: its date does not change, so it has no updates to print (docs/cli.md); for a clock that updates, text-format --source current-date"
    #expect(
      message(["Text(date, style: \(style))"])
        == "Unknown command 'Text(date, style: \(style))': \(reason)")
    #expect(
      message(["text-format", "--style", "Text(date, style: \(style))"])
        == "The value 'Text(date, style: \(style))' is invalid for '--style <style>': this is a Text with no format: style: \(reason)"
    )
  }

  /// Every schedule and `Text` spelling README.md, docs/cli.md and docs/semantics.md print
  /// in code gets a hint: a command line, or why there is none.
  @Test func everySpellingTheDocumentationPrintsGetsAHint() throws {
    let prefixes = [
      ".periodic", ".everyMinute", ".explicit", ".animation", "Text(", "PeriodicTimelineSchedule",
      "EveryMinuteTimelineSchedule", "ExplicitTimelineSchedule", "AnimationTimelineSchedule",
    ]
    var spellings: Set<String> = []
    for name in ["README.md", "docs/cli.md", "docs/semantics.md"] {
      let text = try String(
        contentsOf: Binary.packageRoot.appendingPathComponent(name), encoding: .utf8)
      // Code spans are the odd pieces between backticks.
      for (index, span) in text.split(separator: "`", omittingEmptySubsequences: false)
        .enumerated() where index % 2 == 1
      {
        // A member of a schedule's type is no spelling of the schedule.
        if prefixes.contains(where: span.hasPrefix), !span.contains(".Entries") {
          spellings.insert(String(span))
        }
      }
    }
    #expect(spellings.count >= 20)
    for spelling in spellings.sorted() {
      let hint = message([spelling]) ?? ""
      #expect(
        hint.contains("Did you mean 'tlsched ") || hint.contains("tlsched does not show"),
        "\(spelling): \(hint)")
    }
  }

  @Test func aSwiftSpellingSplitIntoWordsByTheShellIsReadWhole() {
    #expect(
      message([".periodic(from:", "start,", "by:", "1)"])
        == "Unknown command '.periodic(from:'. Did you mean 'tlsched periodic --from <date> --by 1'?"
    )
  }

  // MARK: Values and options written as in Swift

  fileprivate static let slips: [Slipped] = [
    Slipped(
      [
        "text-format", "--style",
        "Text(.durationOffset(to: end), format: .time(pattern: .minuteSecond))",
      ],
      "The value '\(Quoted("Text(.durationOffset(to: end), format: .time(pattern: .minuteSecond))"))' is invalid for '--style <style>': this is the whole Text: the format goes to --style, the source to --source and its date to --anchor: --style '.time(pattern: .minuteSecond)' --source duration-offset --anchor <date>"
    ),
    Slipped(
      ["text-format", "--style", ".durationOffset(to: end)"],
      "The value '.durationOffset(to: end)' is invalid for '--style <style>': this is the source, not a style: write --source duration-offset --anchor <date>, and the format alone in --style"
    ),
    Slipped(
      ["text-format", "--style", ".currentDate"],
      "The value '.currentDate' is invalid for '--style <style>': this is the source, not a style: write --source current-date, and the format alone in --style"
    ),
    Slipped(
      ["text-format", "--style", "Text(date, style: .timer)"],
      "The value 'Text(date, style: .timer)' is invalid for '--style <style>': this is a Text with no format: style; write 'tlsched text-timer --to <date>'"
    ),
    Slipped(
      [
        "text-format", "--style", ".time(pattern: .minuteSecond)", "--source",
        ".durationOffset(to: end)",
      ],
      "The value '.durationOffset(to: end)' is invalid for '--source <source>': expected one of current-date, currentDate, duration-offset, durationOffset, date-range-starting-at, dateRangeStartingAt, date-range-ending-at, dateRangeEndingAt; did you mean 'duration-offset' (its date goes to --anchor)?"
    ),
    Slipped(
      ["text-format", "--style", ".dateTime", "--source", ".currentDate"],
      "The value '.currentDate' is invalid for '--source <source>': expected one of current-date, currentDate, duration-offset, durationOffset, date-range-starting-at, dateRangeStartingAt, date-range-ending-at, dateRangeEndingAt; did you mean 'current-date'?"
    ),
    Slipped(
      ["text-timer-interval", "--to", "@0", "--countsDown"],
      "Unknown option '--countsDown'. Did you mean '--count-up' (countsDown: false; without it the timer counts down)?"
    ),
    Slipped(
      ["text-timer-interval", "--to", "@0", "--countsDown=false"],
      "Unknown option '--countsDown'. Did you mean '--count-up' (countsDown: false; without it the timer counts down)?"
    ),
    Slipped(
      ["wall-clock", "--unit", "minutes"],
      "The value 'minutes' is invalid for '--unit <unit>': expected one of second, minute, hour, day, month, year, weekday, week, quarter, era; did you mean 'minute'?"
    ),
    Slipped(
      ["wall-clock", "--unit", ".hour"],
      "The value '.hour' is invalid for '--unit <unit>': expected one of second, minute, hour, day, month, year, weekday, week, quarter, era; did you mean 'hour'?"
    ),
    Slipped(
      ["every-minute", "--view", "--cadence", "minute"],
      "The value 'minute' is invalid for '--cadence <cadence>': expected one of live, seconds, minutes; did you mean 'minutes'?"
    ),
    Slipped(
      ["every-minute", "--mode", ".lowFrequency"],
      "The value '.lowFrequency' is invalid for '--mode <mode>': expected one of normal, low-frequency, lowFrequency; did you mean 'low-frequency'?"
    ),
    Slipped(
      ["every-minute", "--view", "--mode", "low-frequency", "--session", "workout"],
      "The value 'workout' is invalid for '--session <session>': expected one of none, active; did you mean 'active' (an app holding a workout or audio session)?"
    ),
    Slipped(
      ["every-minute", "--date-format", "%H:%M"],
      "The value '%H:%M' is invalid for '--date-format <format>': a date(1) pattern starts with '+': write '+%H:%M'"
    ),
    Slipped(
      ["explicit", "@0", "--render"],
      "Unknown option '--render' for explicit; text-timer, text-timer-interval, wall-clock, text-format, widget and live-activity take it"
    ),
    Slipped(
      ["text-timer", "--to", "@0", "--count-up"],
      "Unknown option '--count-up' for text-timer; text-timer-interval takes it"),
    Slipped(
      ["every-minute", "--now", "2025-01-01T09:00:00CET"],
      "The value '2025-01-01T09:00:00CET' is invalid for '--now <date>': a zone's name is not read in a date: write 2025-01-01T09:00:00+01:00, or leave 'CET' out and give --tz CET"
    ),
    // Summer time: the offset is the zone's at that wall time (PDT, -07:00).
    Slipped(
      ["every-minute", "--now", "2025-07-01T09:00PST"],
      "The value '2025-07-01T09:00PST' is invalid for '--now <date>': a zone's name is not read in a date: write 2025-07-01T09:00-07:00, or leave 'PST' out and give --tz America/Los_Angeles"
    ),
    Slipped(
      ["every-minute", "--now", "2025-01-01T09:00:00UTC"],
      "The value '2025-01-01T09:00:00UTC' is invalid for '--now <date>': write Z for UTC: 2025-01-01T09:00:00Z"
    ),
    Slipped(
      ["every-minute", "--now", "2025-01-01T09:00:00IST"],
      "The value '2025-01-01T09:00:00IST' is invalid for '--now <date>': a zone's name is not read in a date: write its offset (e.g. +01:00), or leave 'IST' out and give the zone with --tz (Asia/Kolkata, Europe/Dublin, Asia/Jerusalem)"
    ),
    // Lowercase letters after a date are no zone's name: the plain message.
    Slipped(
      ["every-minute", "--now", "2025-01-01T09:00:00cet"],
      "The value '2025-01-01T09:00:00cet' is invalid for '--now <date>': unexpected 'cet' after the date (e.g. 2025-01-01T00:00:00Z)"
    ),
  ]

  @Test(arguments: slips)
  fileprivate func aSlipGetsTheRightSpelling(_ row: Slipped) {
    #expect(message(row.input) == row.expected, sourceLocation: row.location)
  }

  /// The hints change nothing that was accepted: the right spellings still run.
  @Test(arguments: [
    ["wall-clock", "--unit", "minute"], ["every-minute", "--date-format", "+%H:%M"],
    ["text-timer-interval", "--to", "+5m", "--count-up"],
    ["every-minute", "--view", "--mode", "low-frequency", "--session", "active"],
    ["every-minute", "--now", "2025-01-01T09:00:00+01:00"],
  ])
  func theRightSpellingsAreAccepted(_ words: [String]) {
    #expect(message(words) == nil)
  }
}
