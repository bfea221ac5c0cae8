import Testing
import TimelineCore
import TimelineTestSupport

@testable import TimelineInspector

/// In-process tests of the parser's stages: words matched to a command
/// (`ArgumentParser`), then values checked and typed (`RunRequest`).
///
/// The exact text of each message, as users see it, is checked end to end in
/// ErrorTests; here the errors are checked as values.
@Suite struct ArgumentParserTests {
  /// 2025-01-01T00:00:00Z in seconds since 2001: 24 years of 365 days plus 6 leap days (2004 … 2024).
  static let newYear2025: Double = (24 * 365 + 6) * 86_400

  private static let tool = ScheduleInspector.tlsched(version: nil)

  private func parse(_ words: [String]) throws(CommandLineError) -> Request {
    try ArgumentParser(tool: Self.tool).parse(words)
  }

  /// The JSON `"schedule"` members the plan describes its schedule with, as `key: json`.
  private func schedule(_ run: RunRequest) -> [String: String] {
    // Each member is rendered `"key": value`; keys are plain words.
    Dictionary(
      uniqueKeysWithValues: run.scheduleDescription.map { member in
        let parts = member.split(separator: ": ", maxSplits: 1)
        return (String(parts[0].dropFirst().dropLast()), String(parts[1]))
      })
  }

  private func parsed(_ words: [String]) throws -> ParsedArguments {
    guard case .schedule(let parsed) = try parse(words) else {
      Issue.record("\(words) is not a schedule request")
      throw CommandLineError(.usage, "not a schedule", command: nil)
    }
    return parsed
  }

  /// The text the parser matched to the option `name` of the command `words` start with.
  private func value(_ name: String, in words: [String]) throws -> String? {
    let arguments = try parsed(words)
    let command = arguments.command
    let option = try #require(command.options.first { $0.name == name })
    return arguments.value(of: option)
  }

  private func invocation(_ words: [String], currentTime: Double = newYear2025) throws -> RunRequest
  {
    let parsed = try parsed(words)
    return try RunRequest(
      parsed, of: parsed.command, currentTime: currentTime)
  }

  /// The error `RunRequest` raises for `words`, which must parse.
  private func validationError(_ words: [String], sourceLocation: SourceLocation = #_sourceLocation)
    throws
    -> CommandLineError?
  {
    let parsed = try parsed(words)
    do {
      _ = try RunRequest(
        parsed, of: parsed.command, currentTime: Self.newYear2025)
      Issue.record("\(words) was accepted", sourceLocation: sourceLocation)
      return nil
    } catch {
      return error
    }
  }

  // MARK: - Option values

  /// Every spelling of every common choice option, and what it stands for, as
  /// `docs/cli.md` lists them; the defaults are the documented ones.
  @Test func everyChoiceSpellingReadsAsItsValue() throws {
    let base = ["periodic", "--by", "1", "--now", "@0"]
    #expect(try invocation(base).mode == .normal)
    #expect(try invocation(base).format == .text)
    for (word, mode) in [
      ("normal", TimelineScheduleMode.normal), ("low-frequency", .lowFrequency),
      ("lowFrequency", .lowFrequency),
    ] {
      #expect(try invocation(base + ["--mode", word]).mode == mode)
    }
    for (word, format) in [
      ("text", OutputFormat.text), ("json", .json), ("ndjson", .ndjson), ("csv", .csv),
      ("tsv", .tsv),
    ] {
      #expect(try invocation(base + ["--format", word]).format == format)
    }
    let view = base + ["--view"]
    #expect(try invocation(view).view?.model == .swiftui)
    #expect(try invocation(view).view?.cadence == nil)
    for (word, model) in [
      ("swiftui", RunRequest.ViewModel.swiftui), ("documented", .documented), ("both", .both),
    ] {
      #expect(try invocation(view + ["--model", word]).view?.model == model)
    }
    for (word, cadence) in [
      ("live", TimelineViewDefaultContext.Cadence.live), ("seconds", .seconds),
      ("minutes", .minutes),
    ] {
      #expect(try invocation(view + ["--cadence", word]).view?.cadence == cadence)
    }
    let alwaysOn = view + ["--mode", "low-frequency"]
    #expect(try invocation(alwaysOn).view?.session == AlwaysOnSession.none)
    for (word, session) in [("none", AlwaysOnSession.none), ("active", .active)] {
      #expect(try invocation(alwaysOn + ["--session", word]).view?.session == session)
    }
  }

  @Test func optionValueMayBeTheNextWordOrFollowAnEqualsSign() throws {
    let periodic = try #require(Self.tool.command(named: "periodic"))
    let expected = ParsedArguments(command: periodic, values: ["by": "5", "now": "@0"])
    #expect(try parse(["periodic", "--by", "5", "--now", "@0"]) == .schedule(expected))
    #expect(try parse(["periodic", "--by=5", "--now=@0"]) == .schedule(expected))
    #expect(try parse(["periodic", "--now=@0", "--by", "5"]) == .schedule(expected))
  }

  @Test func equalsSignSplitsAtTheFirstEqualsOnly() throws {
    #expect(try value("file", in: ["explicit", "--file=a=b"]) == "a=b")
    #expect(try value("file", in: ["explicit", "--file="]) == "")
  }

  @Test func valueMayBeAnythingThatIsNotAnOption() throws {
    // A lone dash, and words that merely contain dashes, are values.
    #expect(try value("file", in: ["explicit", "--file", "-"]) == "-")
    #expect(
      try value("tz", in: ["periodic", "--by", "1", "--tz", "America/Port-au-Prince"])
        == "America/Port-au-Prince")
  }

  @Test func negativeNumbersAreValuesThatReachValidation() throws {
    #expect(try value("by", in: ["periodic", "--by", "-5"]) == "-5")
    #expect(try value("by", in: ["periodic", "--by", "-.5"]) == "-.5")
    #expect(try value("count", in: ["periodic", "--by", "1", "--count", "-1"]) == "-1")

    let by = try validationError(["periodic", "--by", "-5"])
    #expect(
      by
        == CommandLineError(
          .usage, "The value '-5' is invalid for '--by <seconds>': must be greater than 0",
          command: "periodic"))
    let half = try validationError(["periodic", "--by", "-.5"])
    #expect(
      half?.message == "The value '-.5' is invalid for '--by <seconds>': must be greater than 0")
    let count = try validationError(["periodic", "--by", "1", "--count", "-1"])
    #expect(count?.message == "The value '-1' is invalid for '--count <n>': must be 0 or more")
    let interval = try validationError(["animation", "--minimum-interval", "-0.001"])
    #expect(
      interval?.message
        == "The value '-0.001' is invalid for '--minimum-interval <seconds>': must be greater than 0"
    )
  }

  @Test func unixTimeMayBeNegative() throws {
    let run = try invocation(["every-minute", "--now", "@-1"])
    // Unix time -1 is 1969-12-31T23:59:59Z: 978 307 200 s before 2001, less one.
    #expect(run.now == -978_307_201)
  }

  @Test func valueThatLooksLikeAnOptionIsAMissingValue() {
    #expect(
      throws: CommandLineError(.usage, "Missing value for '--by <seconds>'", command: "periodic")
    ) {
      try parse(["periodic", "--by", "--count", "3"])
    }
    #expect(
      throws: CommandLineError(.usage, "Missing value for '--by <seconds>'", command: "periodic")
    ) {
      try parse(["periodic", "--by"])
    }
    #expect(
      throws: CommandLineError(.usage, "Missing value for '--now <date>'", command: "explicit")
    ) {
      try parse(["explicit", "@0", "--now", "--", "@1"])
    }
  }

  // MARK: - `--` and help

  @Test func doubleDashEndsTheOptions() throws {
    let words = ["explicit", "--now", "@0", "--", "2025-01-01T00:00:00Z", "--now", "-h"]
    let arguments = try parsed(words)
    #expect(arguments.positionals == ["2025-01-01T00:00:00Z", "--now", "-h"])
    #expect(
      arguments
        == ParsedArguments(
          command: arguments.command, values: ["now": "@0"], positionals: arguments.positionals))
    #expect(arguments.command.name == "explicit")
  }

  @Test func wordsAfterDoubleDashAreStillCheckedAsDates() throws {
    let error = try validationError(["explicit", "--", "2025-01-01T00:00:00Z", "--now"])
    #expect(error?.message.hasPrefix("The value '--now' is invalid for '<date>': ") == true)
  }

  @Test func doubleDashGivesNoPositionalsToCommandsWithoutThem() {
    #expect(throws: CommandLineError(.usage, "Unexpected argument 'x'", command: "periodic")) {
      try parse(["periodic", "--by", "1", "--", "x"])
    }
  }

  /// `tlsched` alone shows what it can do, as git and swift do, rather than an error.
  @Test(arguments: [
    [], ["-h"], ["--help"], ["help"],
  ])
  func helpWithoutACommandShowsTheProgramsHelp(_ words: [String]) throws {
    #expect(try parse(words) == .help(command: nil))
  }

  /// Like any `tlsched X --help`, `tlsched help --help` shows the page of the help command itself.
  @Test(arguments: [["help", "--help"], ["help", "-h"], ["help", "help"]])
  func helpAskedOfTheHelpCommandShowsItsOwnPage(_ words: [String]) throws {
    #expect(try parse(words) == .help(command: "help"))
  }

  @Test(arguments: [
    ["periodic", "-h"], ["periodic", "--help"], ["periodic", "--by", "0", "--help"],
    ["periodic", "--bogus", "-h"], ["periodic", "--by", "-h"], ["periodic", "--view=1", "--help"],
    ["help", "periodic"], ["help", "-h", "periodic"],
  ])
  func helpAnywhereOnACommandLineShowsTheCommandsHelp(_ words: [String]) throws {
    #expect(try parse(words) == .help(command: "periodic"))
  }

  @Test func helpAfterDoubleDashIsAnArgument() throws {
    #expect(try parsed(["explicit", "--", "-h", "--help"]).positionals == ["-h", "--help"])
  }

  @Test func helpForAnUnknownCommandIsAnError() {
    #expect(
      throws: CommandLineError(
        .usage, "Unknown command 'periodc'. Did you mean 'periodic'?", command: nil)
    ) {
      try parse(["help", "periodc"])
    }
    #expect(throws: CommandLineError(.usage, "Unexpected argument 'animation'", command: "help")) {
      try parse(["help", "periodic", "animation"])
    }
  }

  @Test func versionFlagAsksForTheVersion() throws {
    #expect(try parse(["--version"]) == .version)
  }

  /// `--help` works after a command, and so does `--version`, as in swift-argument-parser.
  @Test(arguments: [["periodic", "--version"], ["periodic", "--by", "3", "--version"]])
  func versionFlagAfterACommandAsksForTheVersion(_ words: [String]) throws {
    #expect(try parse(words) == .version)
  }

  /// Wherever docs/cli.md says `--version` works: before a command, after
  /// `help` and `completions`, as swift-argument-parser finds it anywhere before `--`.
  @Test(arguments: [
    ["--version", "periodic"], ["--version", "periodic", "--by", "3"], ["help", "--version"],
    ["help", "periodic", "--version"], ["completions", "--version"],
    ["completions", "bash", "--version"], ["--generate-completion-script", "--version"],
    ["bogus", "--version"],
  ])
  func versionFlagAnywhereBeforeDoubleDashAsksForTheVersion(_ words: [String]) throws {
    #expect(try parse(words) == .version)
  }

  /// Help asked for in the same line wins, as in swift-argument-parser.
  @Test(arguments: [
    (["--version", "--help"], Request.help(command: nil)),
    (["periodic", "--version", "-h"], .help(command: "periodic")),
    (["--version", "periodic", "--help"], .help(command: "periodic")),
    (["help", "periodic", "--version", "--help"], .help(command: "periodic")),
  ])
  func helpWinsOverVersion(_ words: [String], _ expected: Request) throws {
    #expect(try parse(words) == expected)
  }

  @Test func versionAfterDoubleDashIsAnArgument() throws {
    #expect(try parsed(["explicit", "--", "--version"]).positionals == ["--version"])
  }

  @Test func helpForTheCompletionsCommandShowsItsPage() throws {
    #expect(try parse(["help", "completions"]) == .help(command: "completions"))
  }

  /// swift-argument-parser's spelling works for a tool of several commands too.
  @Test(arguments: [("bash", CompletionShell.bash), ("zsh", .zsh), ("fish", .fish)])
  func generateCompletionScriptIsCompletions(_ name: String, _ shell: CompletionShell) throws {
    #expect(try parse(["--generate-completion-script", name]) == .completions(shell: shell))
  }

  // MARK: - Mistakes

  @Test func repeatedOptionsAreRejected() {
    let by = CommandLineError(
      .usage, "The option '--by' was given more than once", command: "periodic")
    #expect(throws: by) { try parse(["periodic", "--by", "1", "--by", "2"]) }
    #expect(throws: by) { try parse(["periodic", "--by=1", "--by", "1"]) }
    #expect(
      throws: CommandLineError(
        .usage, "The option '--view' was given more than once", command: "every-minute")
    ) {
      try parse(["every-minute", "--view", "--view"])
    }
  }

  @Test func flagsTakeNoValue() {
    #expect(
      throws: CommandLineError(
        .usage, "The flag '--view' does not take a value", command: "every-minute")
    ) {
      try parse(["every-minute", "--view=yes"])
    }
    #expect(
      throws: CommandLineError(
        .usage, "The flag '--paused' does not take a value", command: "animation")
    ) {
      try parse(["animation", "--paused="])
    }
  }

  @Test func flagFollowedByAWordTakesTheWordAsAPositional() throws {
    #expect(try parsed(["explicit", "--view", "@0"]).positionals == ["@0"])
    #expect(throws: CommandLineError(.usage, "Unexpected argument 'true'", command: "animation")) {
      try parse(["animation", "--paused", "true"])
    }
  }

  /// Words that must fail to parse, the message, and the command whose usage follows
  /// (nil for the program's).
  typealias Misspelling = TestRow<[String], (message: String, command: String?)>

  static let misspellings = [
    Misspelling(
      ["periodic", "--bye", "3"],
      ("Unknown option '--bye'. Did you mean '--by'?", command: "periodic")),
    Misspelling(
      ["periodic", "--bye=3"], ("Unknown option '--bye'. Did you mean '--by'?", command: "periodic")
    ),
    Misspelling(
      ["periodic", "--cuont", "3"],
      ("Unknown option '--cuont'. Did you mean '--count'?", command: "periodic")),
    Misspelling(
      ["every-minute", "--fromat", "json"],
      ("Unknown option '--fromat'. Did you mean '--format'?", command: "every-minute")),
    Misspelling(
      ["every-minute", "--untill", "@0"],
      ("Unknown option '--untill'. Did you mean '--until'?", command: "every-minute")),
    Misspelling(
      ["animation", "--minimum-intervall", "1"],
      (
        "Unknown option '--minimum-intervall'. Did you mean '--minimum-interval'?",
        command: "animation"
      )),
    Misspelling(
      ["animation", "--pause"],
      ("Unknown option '--pause'. Did you mean '--paused'?", command: "animation")),
    // An option of other commands is unknown here: the message names the commands that take it.
    Misspelling(
      ["every-minute", "--from", "@0"],
      (
        "Unknown option '--from' for every-minute; periodic and text-timer-interval take it",
        command: "every-minute"
      )),
    Misspelling(
      ["every-minute", "--by", "3"],
      ("Unknown option '--by' for every-minute; periodic takes it", command: "every-minute")),
    Misspelling(
      ["every-minute", "--xyzzy"], ("Unknown option '--xyzzy'", command: "every-minute")),
    Misspelling(["every-minute", "-n", "3"], ("Unknown option '-n'", command: "every-minute")),
    Misspelling(
      ["--verison"], ("Unknown option '--verison'. Did you mean '--version'?", command: nil)),
    Misspelling(["--bogus"], ("Unknown option '--bogus'", command: nil)),
    Misspelling(["peridic"], ("Unknown command 'peridic'. Did you mean 'periodic'?", command: nil)),
    Misspelling(
      ["everyminute"], ("Unknown command 'everyminute'. Did you mean 'every-minute'?", command: nil)
    ),
    Misspelling(["explict"], ("Unknown command 'explict'. Did you mean 'explicit'?", command: nil)),
    Misspelling(
      ["animations"], ("Unknown command 'animations'. Did you mean 'animation'?", command: nil)),
    Misspelling(["schedule"], ("Unknown command 'schedule'", command: nil)),
  ]

  @Test(arguments: misspellings)
  func mistypedWordsAreRejectedWithTheNearestKnownWord(_ misspelling: Misspelling) {
    let expected = CommandLineError(
      .usage, misspelling.expected.message, command: misspelling.expected.command)
    #expect(throws: expected, sourceLocation: misspelling.location) {
      try parse(misspelling.input)
    }
  }

  // MARK: - RunRequest

  @Test func periodicDefaultsFromToNowAndCountToTen() throws {
    let run = try invocation(["periodic", "--by", "2.5"], currentTime: 1234.5)
    #expect(
      schedule(run)
        == ["kind": "\"periodic\"", "from": "\"2001-01-01T00:20:34.500Z\"", "by": "2.5"])
    #expect(run.now == 1234.5)
    #expect(run.count == 10)
    #expect(run.until == nil)
    #expect(run.mode == .normal)
    #expect(run.format == .text)
    #expect(run.zone.name == "UTC")
    #expect(run.view == nil)
    #expect(run.live == false)
  }

  @Test func periodicFromDefaultsToTheGivenNow() throws {
    let run = try invocation(
      ["periodic", "--by", "3", "--now", "2025-01-01T00:00:00Z"], currentTime: 0)
    #expect(schedule(run)["from"] == "\"2025-01-01T00:00:00Z\"")
  }

  @Test func explicitPrintsAllItsDatesByDefault() throws {
    let run = try invocation(["explicit", "@978307200", "@978307201"])
    #expect(run.count == nil)
  }

  @Test func untilAndLiveLiftTheDefaultCount() throws {
    #expect(try invocation(["every-minute", "--until", "2025-01-01T01:00:00Z"]).count == nil)
    #expect(try invocation(["every-minute", "--live"]).count == nil)
    #expect(try invocation(["every-minute", "--count", "all"]).count == nil)
    #expect(try invocation(["every-minute", "--count", "0"]).count == 0)
    #expect(try invocation(["every-minute", "--count", "+7"]).count == 7)
    #expect(try invocation(["explicit", "@0", "--count", "1"]).count == 1)
  }

  @Test func bothSpellingsOfLowFrequencyAreAccepted() throws {
    #expect(try invocation(["every-minute", "--mode", "low-frequency"]).mode == .lowFrequency)
    #expect(try invocation(["every-minute", "--mode", "lowFrequency"]).mode == .lowFrequency)
    #expect(try invocation(["every-minute", "--mode", "normal"]).mode == .normal)
  }

  @Test func viewDefaultsToSwiftUIsModelWithTheModesCadence() throws {
    #expect(
      try invocation(["every-minute", "--view"]).view
        == RunRequest.View(model: .swiftui, cadence: nil))
    let both = try invocation(["every-minute", "--view", "--model", "both", "--cadence", "minutes"])
    #expect(both.view == RunRequest.View(model: .both, cadence: .minutes))
  }

  @Test func animationIntervalDefaultsToNoneAndPausedIsAFlag() throws {
    #expect(
      schedule(try invocation(["animation"]))
        == ["kind": "\"animation\"", "minimumInterval": "null", "paused": "false"])
    #expect(
      schedule(try invocation(["animation", "--minimum-interval", "1e-3", "--paused"]))
        == ["kind": "\"animation\"", "minimumInterval": "0.001", "paused": "true"])
  }

  @Test func dateWithoutAnOffsetIsReadInTheChosenZone() throws {
    let paris = try invocation([
      "every-minute", "--tz", "Europe/Paris", "--now", "2025-01-01T01:00:00",
    ])
    #expect(paris.now == Self.newYear2025)  // Paris is at +01:00 in January
    let india = try invocation(["every-minute", "--tz", "+05:30", "--now", "2025-01-01T05:30:00"])
    #expect(india.now == Self.newYear2025)
  }

  @Test func explicitFileIsReadBeforeAnythingRuns() throws {
    // The plan is complete once made: a file that cannot be read fails it.
    #expect(
      try validationError(["explicit", "--file", "/no/such/file"])
        == CommandLineError(
          .noInput, "Cannot read '/no/such/file': No such file or directory", command: "explicit"))
  }

  @Test func untilBeforeNowIsRejected() throws {
    let error = try validationError([
      "every-minute", "--now", "2025-01-01T00:00:00Z", "--until", "2024-12-31T23:59:59Z",
    ])
    #expect(
      error
        == CommandLineError(
          .usage,
          "The value '2024-12-31T23:59:59Z' is invalid for '--until <date>': it is before --now (2025-01-01T00:00:00Z)",
          command: "every-minute"))
    // --until equal to --now is allowed: the first date may still be printed.
    #expect(try invocation(["every-minute", "--now", "@0", "--until", "@0"]).until == -978_307_200)
  }

  @Test func viewOptionsNeedView() throws {
    #expect(
      try validationError(["every-minute", "--model", "documented"])
        == CommandLineError(
          .usage, "The option '--model' needs '--view'", command: "every-minute"))
    #expect(
      try validationError(["every-minute", "--cadence", "live"])?.message
        == "The option '--cadence' needs '--view'")
  }

  @Test func explicitNeedsDatesFromExactlyOneSource() throws {
    #expect(
      try validationError(["explicit"])?.message
        == "Missing expected argument '<date> ...': give at least one date, or '--file <path>'")
    #expect(
      try validationError(["explicit", "@0", "--file", "x"])?.message
        == "Dates cannot be given both as arguments ('@0') and with '--file'")
    #expect(
      try validationError(["explicit", "--file", ""])?.message
        == "The value '' is invalid for '--file <path>': expected a path, or - for standard input")
  }

  @Test func periodicNeedsAnInterval() throws {
    #expect(
      try validationError(["periodic", "--from", "@0"])
        == CommandLineError(
          .usage, "Missing expected argument '--by <seconds>'", command: "periodic"))
  }

  // MARK: - Messages

  @Test func errorMessageHasTheErrorTheUsageAndWhereToFindHelp() {
    let error = CommandLineError(.usage, "Missing value for '--by <seconds>'", command: "periodic")
    #expect(
      ErrorMessage.render(error, in: Self.tool) == """
        Error: Missing value for '--by <seconds>'
        Usage: tlsched periodic --by <seconds> [--from <date>] [<options>]
          See 'tlsched periodic --help' for more information.

        """)
  }

  @Test func failureAtRunTimeHasNoUsage() {
    let error = CommandLineError(
      .failure, "Cannot write to standard output: No space left on device", command: nil)
    #expect(
      ErrorMessage.render(error, in: Self.tool)
        == "Error: Cannot write to standard output: No space left on device\n")
  }

  @Test func quotedWordsAreOneReadableLine() {
    #expect("\(Quoted("a\nb"))" == "a\\x0Ab")
    #expect("\(Quoted("it's"))" == "it\\'s")
    #expect("\(Quoted(bytes: [0x61, 0xFF]))" == "a\\xFF")
    let long = String(repeating: "x", count: 100)
    #expect("\(Quoted(long))" == String(repeating: "x", count: 60) + "… (100 bytes)")
  }
}
