/// A command-line tool that inspects schedules: tlsched, or one of your own.
///
/// Hand it your commands and call ``main()`` from your executable; it parses
/// the command line, checks every value, prints help, version and shell
/// completions, and prints the schedule's dates, a view's updates or its
/// Always-On frames in any of its formats (text, JSON, NDJSON, CSV, TSV, a table),
/// optionally live:
///
/// ```swift
/// import TimelineInspector
///
/// let from = ScheduleOption.date("from", default: .now, help: "A date on the grid.")
/// let command = ScheduleCommand(
///   "metrics-schedule", abstract: "The workout face's schedule.", options: [from]
/// ) { arguments in
///   MetricsSchedule(anchor: arguments[from])
/// }
/// ScheduleInspector(command, version: "1.0.0").main()
/// ```
///
/// A tool of several commands selects one with its first word, as tlsched
/// does (`tlsched periodic …`), and gains `help` and `completions` commands; a
/// tool of one command takes its options directly and prints completions with
/// `--generate-completion-script <shell>`.
///
/// Exit statuses: 0 for success, help and version; 64 for a bad command line;
/// 65 for bad data in a dates file; 66 for a file that cannot be read; 1 for a
/// failure at run time; 130, 143 or 129 when a live or JSON run is stopped by
/// SIGINT, SIGTERM or SIGHUP; 141 when the reader of the output goes away.
public struct ScheduleInspector: Sendable {
  /// The program's name as users type it.
  package let name: String
  /// One sentence for the top of the help page.
  package let abstract: String
  /// What `--version` prints after the name, or `nil` when unknown.
  package let version: String?
  /// The commands, in the order help lists them, each built only when needed.
  package let entries: [CommandEntry]
  /// Whether the tool is one command, taking its options without a command word.
  package let isSingleCommand: Bool

  /// Creates a tool of several commands, selected by the first word.
  public init(
    _ name: String, abstract: String, version: String? = nil, commands: [ScheduleCommand]
  ) {
    self.init(name, abstract: abstract, version: version, entries: commands.map(CommandEntry.init))
  }

  /// Creates tlsched itself, whose commands are built only when run or asked about.
  init(_ name: String, abstract: String, version: String?, entries: [CommandEntry]) {
    self.name = name
    self.abstract = abstract
    self.version = version
    self.entries = entries
    self.isSingleCommand = false
  }

  /// Creates a tool that is one command: its name is the command's name.
  public init(_ command: ScheduleCommand, version: String? = nil) {
    self.name = command.name
    self.abstract = command.abstract
    self.version = version
    self.entries = [CommandEntry(command)]
    self.isSingleCommand = true
  }

  /// Runs the tool with the process's arguments and ends the process as the
  /// run ended: with its status, or by the signal that stopped it.
  ///
  /// The one place the process ends.
  public func main() -> Never {
    Self.prepareProcess()
    switch outcome(of: ProcessArguments.afterProgramName, areProcessArguments: true, clock: .real) {
    case .finished: ProcessEnd.exit(0)
    case .failed(let status): ProcessEnd.exit(status)
    case .readerGone: ProcessEnd.die(of: ProcessEnd.brokenPipe)
    case .stopped(let signal): ProcessEnd.die(of: signal)
    }
  }

  /// Runs the tool with `arguments` (without the program's name) and returns
  /// the status a shell would see, without ending the process. Output goes to
  /// file descriptor 1, messages to 2.
  public func run(_ arguments: [String]) -> Int32 {
    outcome(of: arguments).status
  }

  /// Runs the tool with `arguments` (without the program's name) and returns
  /// how the run ended, without ending the process. Output goes to file
  /// descriptor 1, messages to 2.
  public func outcome(of arguments: [String]) -> RunOutcome {
    Self.prepareProcess()
    return outcome(of: arguments, clock: .real)
  }

  /// Runs the tool in this process as ``outcome(of:)`` does, but keeps what it
  /// writes instead of writing it: standard output's bytes in `output`, and each
  /// message for standard error, whole, passed to `messages`. The process's
  /// streams, environment and signal handlers are left as they are; `clock`
  /// paces a live run and reports stop signals. The tests run the command so.
  func outcome(
    of arguments: [String], keepingOutputIn output: OutputCapture,
    messages: @escaping @Sendable (String) -> Void, clock: any LiveClock
  ) -> RunOutcome {
    StandardError.$redirect.withValue(messages) {
      outcome(of: arguments, clock: clock, output: .memory(output))
    }
  }

  /// What a run needs of the process first: standard streams that are open
  /// (``StandardStreams/reserve()``) and none of the environment variables it
  /// must not follow (``ProcessEnvironment/removeIgnored()``).
  private static func prepareProcess() {
    StandardStreams.reserve()
    ProcessEnvironment.removeIgnored()
  }

  /// Runs the tool paced by `clock`, writing its output to `output`;
  /// `areProcessArguments` when `arguments` are the process's own, whose bytes
  /// paths are then read from.
  func outcome(
    of arguments: [String], areProcessArguments: Bool = false, clock: any LiveClock,
    output: OutputDestination = .descriptor(1)
  ) -> RunOutcome {
    do {
      return try execute(
        arguments, areProcessArguments: areProcessArguments, clock: clock, output: output)
    } catch {
      writeToStandardError(ErrorMessage.render(error, in: self))
      return .failed(status: error.status.rawValue)
    }
  }

  /// Every command, built: for completions, which list every option.
  package var commands: [ScheduleCommand] { entries.map { $0.build() } }

  /// The only command of a tool of one command, or the first of several.
  package var firstCommand: ScheduleCommand { entries[0].build() }

  /// Looks up a command by name, building only that one.
  package func command(named name: String) -> ScheduleCommand? {
    entry(named: name)?.build()
  }

  /// The entry of the command called `name`, not yet built.
  package func entry(named name: String) -> CommandEntry? {
    entries.first { $0.heading.name == name }
  }

  private func execute(
    _ arguments: [String], areProcessArguments: Bool, clock: any LiveClock,
    output: OutputDestination
  ) throws(CommandLineError) -> RunOutcome {
    let currentTime = clock.now()
    let parser = ArgumentParser(tool: self, wordsAreProcessArguments: areProcessArguments)
    switch try parser.parse(arguments) {
    case .help(let name):
      return try printText(HelpText.page(for: name, in: self), to: output, clock: clock)
    case .version:
      return try printText(
        "\(name) \(version ?? "(version unknown)")\n", to: output, clock: clock)
    case .completions(let shell):
      return try printText(
        CompletionScript.render(for: shell, tool: self), to: output, clock: clock)
    case .schedule(let parsed):
      let datesFile = parsed.command.positional?.standardInputOption
      let invocation = try RunRequest(
        parsed, of: parsed.command, currentTime: currentTime, clock: clock, destination: output
      ) { path, format throws(CommandLineError) in
        let pathBytes = parsed.bytes(of: OutputOptions.check.definition.spec)
        let now = Self.fixedNow(for: parsed, at: currentTime)
        let creating = GoldenCheck.command(
          writing: pathBytes ?? Array(path.utf8), tool: name,
          arguments: areProcessArguments
            ? ProcessArguments.rawAfterProgramName : arguments.map { Array($0.utf8) },
          now: now)
        return try GoldenCheck(
          path: path, pathBytes: pathBytes, format: format,
          creating: creating + (now == nil ? "" : GoldenCheck.nowAddedNote),
          dates: datesFile.flatMap { file in
            parsed.bytes(of: file).map {
              GoldenCheck.DatesOption(flag: file.flag, path: $0, command: parsed.command.name)
            }
          })
      }
      var check: GoldenCheck?
      if case .check(let golden) = invocation.destination { check = golden }
      do {
        for note in try invocation.run() {
          writeToStandardError(note + "\n")
        }
      } catch {
        // A check stops the run once the difference is known.
        if check?.isDecided != true { return try Self.outcome(of: error, clock: clock) }
      }
      if let status = try check?.finish(), status != 0 { return .failed(status: status) }
      return .finished
    }
  }

  /// The `--now` a golden file's command needs: the clock's time, to the
  /// second, when the command takes `--now` and was not given one (its output
  /// would hold the clock's time), else nil.
  private static func fixedNow(for parsed: ParsedArguments, at currentTime: Double) -> String? {
    let now = CommonOptions.now.definition.spec
    guard parsed.command.options.contains(where: { $0.name == now.name }), !parsed.isGiven(now)
    else { return nil }
    var writer = DateWriter(zone: .utc)
    return writer.string(currentTime.rounded(.down))
  }

  private func printText(_ text: String, to output: OutputDestination, clock: any LiveClock)
    throws(CommandLineError) -> RunOutcome
  {
    var out = OutputBuffer(to: output)
    do {
      try out.append(text)
      try out.flush()
    } catch {
      return try Self.outcome(of: .write(error), clock: clock)
    }
    return .finished
  }

  /// How a run that stopped early ended: quietly if the reader went away or a
  /// stop signal came, with an error otherwise.
  private static func outcome(of stop: RunStop, clock: any LiveClock) throws(CommandLineError)
    -> RunOutcome
  {
    switch stop {
    case .write(.readerGone):
      return .readerGone
    case .write(.stopped), .stopSignal:
      return .stopped(signal: clock.stopSignal)
    case .write(.failed(let code)):
      throw .writeFailed(SystemIO.describe(code))
    case .badInput(let error):
      throw error
    case .unprintable:
      // A run turns an unprintable date into its note and ends as finished
      // (ScheduleRun.run): none is thrown this far.
      return .finished
    }
  }
}
