import Foundation
import Testing
import TimelineCore
import TimelineTestSupport

@_spi(OptionDefinition) @testable import TimelineInspector

/// The public TimelineInspector API, as a developer uses it: options of every
/// kind declared once, read back typed, with defaults, help and messages
/// derived from the declarations.
@Suite struct InspectorLibraryTests {
  enum Style: Equatable, Sendable { case smooth, steady }

  static let from = ScheduleOption.date("from", default: .now, help: "The grid's anchor.")
  static let to = ScheduleOption.date("to", help: "The end.")
  static let step = ScheduleOption.requiredSeconds("step", help: "The time between dates.")
  static let fine = ScheduleOption.flag("fine", help: "Ten times finer.")
  static let style = ScheduleOption.choice(
    "style", ["smooth": Style.smooth, "steady": .steady], default: .steady, help: "The style.")

  /// What the last command line's closure saw.
  final class Seen: @unchecked Sendable {
    var arguments: ScheduleArguments?
  }

  static func tool(_ seen: Seen) -> ScheduleInspector {
    let command = ScheduleCommand(
      "grid", abstract: "Dates on a grid.", options: [from, to, step, fine, style]
    ) { arguments in
      seen.arguments = arguments
      if let end = arguments[to], end < arguments[from] {
        throw ScheduleValidationError("'--to' must not be before '--from'")
      }
      return PeriodicTimelineSchedule(
        from: arguments[from], by: arguments[step] / (arguments[fine] ? 10 : 1))
    }
    return ScheduleInspector(command, version: "2.0")
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

  @Test func valuesAreReadTypedWithDefaultsApplied() throws {
    let (_, seen) = try plan(["--step", "2.5", "--now", "@1735689660"])
    let arguments = try #require(seen.arguments)
    // --from defaults to --now: 1735689660 is 60 s after 2025-01-01T00:00:00Z.
    #expect(arguments[Self.from] == Date(timeIntervalSinceReferenceDate: Self.newYear2025 + 60))
    #expect(arguments[Self.to] == nil)
    #expect(arguments[Self.step] == 2.5)
    #expect(arguments[Self.fine] == false)
    #expect(arguments[Self.style] == .steady)
  }

  /// A choice's default is its value when the option is not given, even one that no
  /// spelling stands for; help then shows no default. The first spelling of a value
  /// stands for it when the default is shown.
  @Test func aChoicesDefaultIsItsValueWhenNotGiven() {
    enum Speed: Equatable, Sendable { case slow, fast, custom }
    let unspelled = ScheduleOption.choice(
      "speed", ["slow": Speed.slow, "fast": .fast], default: .custom, help: "The speed.")
    #expect(unspelled.value(of: .absent) == .custom)
    #expect(unspelled.value(of: .choice(1)) == .fast)
    #expect(unspelled.definition.spec.defaultText == nil)
    let spelled = ScheduleOption.choice(
      "speed", ["slow": Speed.slow, "fast": .fast, "quick": .fast], default: .fast,
      help: "The speed.")
    #expect(spelled.value(of: .absent) == .fast)
    #expect(spelled.definition.spec.defaultText == "fast")
    #expect(spelled.definition.fallback == .value(.choice(1)))
  }

  @Test func givenValuesOfEveryKindAreRead() throws {
    let (_, seen) = try plan([
      "--step", "1", "--from", "2025-01-01T00:00:00Z", "--to", "2025-01-01T00:01:00Z", "--fine",
      "--style", "smooth",
    ])
    let arguments = try #require(seen.arguments)
    #expect(arguments[Self.from] == Date(timeIntervalSinceReferenceDate: Self.newYear2025))
    #expect(arguments[Self.to] == Date(timeIntervalSinceReferenceDate: Self.newYear2025 + 60))
    #expect(arguments[Self.fine])
    #expect(arguments[Self.style] == .smooth)
  }

  @Test func theJSONDescriptionNamesTheCommandAndEachOfItsOptions() throws {
    let (invocation, _) = try plan(["--step", "1", "--now", "2025-01-01T00:00:00Z"])
    #expect(
      invocation.scheduleDescription == [
        #""kind": "grid""#, #""from": "2025-01-01T00:00:00Z""#, #""to": null"#, #""step": 1.0"#,
        #""fine": false"#, #""style": "steady""#,
      ])
  }

  /// Words after `grid` and the message of the usage error they must raise.
  typealias Refusal = TestRow<[String], String>

  static let refusals: [Refusal] = [
    Refusal([], "Missing expected argument '--step <seconds>'"),
    Refusal(
      ["--step", "1", "--style", "wavy"],
      "The value 'wavy' is invalid for '--style <style>': expected one of smooth, steady"),
    Refusal(
      ["--step", "0"], "The value '0' is invalid for '--step <seconds>': must be greater than 0"),
    Refusal(["--stpe", "1"], "Unknown option '--stpe'. Did you mean '--step'?"),
    Refusal(["--step", "1", "--fine=yes"], "The flag '--fine' does not take a value"),
    Refusal(
      ["--step", "1", "--from", "2025-01-02T00:00:00Z", "--to", "2025-01-01T00:00:00Z"],
      "'--to' must not be before '--from'"),
  ]

  @Test(arguments: refusals)
  func badCommandLinesAreRefusedWithTheUsualMessages(_ refusal: Refusal) {
    #expect(
      throws: CommandLineError(.usage, refusal.expected, command: "grid"),
      sourceLocation: refusal.location
    ) {
      _ = try plan(refusal.input)
    }
  }

  @Test func aBadCommandLineShowsTheToolsOwnUsageAndHelpHint() {
    let error = CommandLineError(
      .usage, "Missing expected argument '--step <seconds>'", command: "grid")
    #expect(
      ErrorMessage.render(error, in: Self.tool(Seen())) == """
        Error: Missing expected argument '--step <seconds>'
        Usage: grid --step <seconds> [--from <date>] [--to <date>] [--fine] [--style <style>] [<options>]
          See 'grid --help' for more information.

        """)
  }

  @Test func helpListsEachOptionWithItsDefaultAndChoices() {
    let page = HelpText.page(for: "grid", in: Self.tool(Seen()))
    #expect(page.contains("  --from <date>               The grid's anchor. (default: --now)\n"))
    #expect(
      page.contains("  --style <style>             The style. (smooth, steady; default: steady)\n"))
    #expect(page.contains("  --fine                      Ten times finer.\n"))
    #expect(page.contains("  --version                   Show the version.\n"))
  }

  @Test func completionsOfferTheToolsOwnOptionsAndChoices() {
    let script = CompletionScript.render(for: .bash, tool: Self.tool(Seen()))
    #expect(
      script.contains(#"--style) COMPREPLY=($(compgen -W "smooth steady" -- "$cur")); return ;;"#))
    #expect(script.contains("--step"))
    #expect(script.contains("complete -F _grid grid"))
    for shell in [CompletionShell.zsh, .fish] {
      #expect(CompletionScript.render(for: shell, tool: Self.tool(Seen())).contains("style"))
    }
  }

  @Test func aToolOfOneCommandTakesVersionAndCompletionsAsOptions() throws {
    let parser = ArgumentParser(tool: Self.tool(Seen()))
    #expect(try parser.parse(["--version"]) == .version)
    #expect(
      try parser.parse(["--generate-completion-script", "fish"]) == .completions(shell: .fish))
    #expect(try parser.parse(["--step", "1", "-h"]) == .help(command: "grid"))
    // Anywhere before `--`, as swift-argument-parser reads it; after `--` it is a word.
    #expect(try parser.parse(["--version", "extra"]) == .version)
    #expect(try parser.parse(["--step", "1", "--version"]) == .version)
    #expect(throws: CommandLineError.self) { try parser.parse(["--", "--version"]) }
  }

  @Test func tlschedsOwnCommandsAreDeclaredWithTheSameAPI() {
    let tool = ScheduleInspector.tlsched(version: nil)
    #expect(
      tool.commands.map(\.name) == [
        "periodic", "every-minute", "explicit", "animation", "text-timer", "text-timer-interval",
        "wall-clock", "text-format", "widget", "live-activity",
      ])
    #expect(ScheduleCommand.periodic.usage == "--by <seconds> [--from <date>] [<options>]")
    #expect(
      ScheduleCommand.animation.usage == "[--minimum-interval <seconds>] [--paused] [<options>]")
  }

  /// tlsched lists its commands from their headings and builds only the one it
  /// runs, so each heading must be the one its command was built with.
  @Test func tlschedsCommandListMatchesItsCommands() {
    let tool = ScheduleInspector.tlsched(version: nil)
    for entry in tool.entries {
      let command = entry.build()
      #expect(command.heading == entry.heading)
      #expect(tool.command(named: entry.heading.name)?.heading == entry.heading)
    }
    #expect(tool.command(named: "periodic ") == nil)
  }
}
