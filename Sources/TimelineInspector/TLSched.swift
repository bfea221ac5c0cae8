#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `tlsched` command: parses a command line, runs it, and says how it ended.
public enum TLSched {
  /// Runs `tlsched` with `arguments` (without the program name) and returns the
  /// exit status; `--version` prints `version`. Output goes to file descriptor 1, messages to 2.
  public static func main(_ arguments: [String], version: String) -> Int32 {
    do {
      return try run(arguments, version: version)
    } catch {
      writeToStandardError(ErrorMessage.render(error))
      return error.status.rawValue
    }
  }

  private static func run(_ arguments: [String], version: String) throws(CommandLineError)
    -> Int32
  {
    let currentTime = LiveClock.now()
    switch try ArgumentParser.parse(arguments) {
    case .help(let name):
      return try printText(name.flatMap(Commands.named).map(HelpText.command) ?? HelpText.program())
    case .version:
      return try printText("\(Commands.programName) \(version)\n")
    case .completions(let shell):
      return try printText(CompletionScript.render(for: shell))
    case .schedule(let parsed):
      let invocation = try Invocation(parsed, currentTime: currentTime)
      return try runSchedule(invocation, currentTime: currentTime)
    }
  }

  private static func runSchedule(_ invocation: Invocation, currentTime: Double)
    throws(CommandLineError) -> Int32
  {
    var explicitDates: [Double] = []
    switch invocation.schedule {
    case .explicit(.arguments(let dates)):
      explicitDates = dates
    case .explicit(.file(let path)):
      var reader = DateReader(zone: invocation.zone, now: { currentTime })
      explicitDates = try DatesFile.dates(from: path, reader: &reader, command: invocation.command)
    default:
      break
    }
    if case .explicit = invocation.schedule,
      let warning = ExplicitOrder.warning(explicitDates, zone: invocation.zone)
    {
      writeToStandardError(warning)
    }
    var run = ScheduleRun(invocation, output: OutputBuffer(fileDescriptor: 1))
    do {
      let notes = try run.run(explicitDates: explicitDates)
      for note in notes { writeToStandardError(note + "\n") }
      return 0
    } catch {
      try failed(error)
    }
  }

  private static func printText(_ text: String) throws(CommandLineError) -> Int32 {
    var out = OutputBuffer(fileDescriptor: 1)
    do {
      try out.append(text)
      try out.flush()
    } catch {
      try failed(.write(error))
    }
    return 0
  }

  /// Ends a run that could not finish writing: quietly if the reader went away,
  /// with an error otherwise.
  private static func failed(_ stop: RunStop) throws(CommandLineError) -> Never {
    switch stop {
    case .write(.readerGone):
      // Die of SIGPIPE, as `seq` and other well-behaved filters do: status 141, no message.
      signal(SIGPIPE, SIG_DFL)
      raise(SIGPIPE)
      exit(141)
    case .write(.failed(let code)):
      throw CommandLineError(
        .failure, "Cannot write to standard output: \(String(cString: strerror(code)))",
        command: nil)
    case .unprintable, .stopSignal:
      throw CommandLineError(.failure, "Unexpected stop", command: nil)
    }
  }
}
