import TimelineCore

/// A schedule command, fully checked and typed: everything `tlsched` needs to
/// print, and nothing left to interpret.
struct Invocation {
  /// The schedule to print and its parameters.
  enum Schedule: Equatable {
    case periodic(from: Double, by: Double)
    case everyMinute
    case explicit(ExplicitSource)
    case animation(minimumInterval: Double?, paused: Bool)
  }

  /// Where an explicit schedule's dates come from.
  enum ExplicitSource: Equatable {
    /// Dates given as arguments, already read.
    case arguments([Double])
    /// A file to read, or `-` for standard input.
    case file(String)
  }

  /// How the output is laid out.
  enum Format {
    case text, json, ndjson
  }

  /// Which account of a view's updates `--view` prints.
  enum ViewModel: String {
    case swiftui, documented, both
  }

  /// What `--view` asks for.
  struct View: Equatable {
    var model: ViewModel
    var cadence: TimelineViewDefaultContext.Cadence?
  }

  var command: String
  var schedule: Schedule
  /// `--now`, in seconds since 2001.
  var now: Double
  /// At most this many lines; `nil` for no limit.
  var count: Int?
  /// `--until`, in seconds since 2001.
  var until: Double?
  var mode: TimelineScheduleMode
  var format: Format
  var zone: TimeZoneChoice
  /// `nil` unless `--view` was given.
  var view: View?
  var live: Bool
}

extension Invocation {
  /// The count used when `--count` is not given, for endless schedules printed at once.
  static let defaultCount = 10

  /// Checks and types a schedule command's arguments.
  ///
  /// - Parameter currentTime: The real time, read once, for `now` and the defaults.
  init(_ arguments: ParsedArguments, currentTime: Double) throws(CommandLineError) {
    let command = Commands.named(arguments.command)!
    var checker = ArgumentChecker(arguments: arguments, command: command, currentTime: currentTime)
    self.command = command.name
    self.zone = try checker.zone()
    self.now = try checker.date("now", default: currentTime, printable: true)
    self.until = try checker.date("until", default: nil)
    if let until, until < now {
      throw .invalidValue(
        arguments.value("until")!, for: command.option(named: "until")!, in: command,
        "it is before --now (\(checker.text(now)))")
    }
    self.mode =
      try checker.choice("mode", [.normal, .lowFrequency, .lowFrequency]) ?? .normal
    self.format =
      try checker.choice("format", [.text, .json, .ndjson]) ?? .text
    self.live = arguments.has("live")
    self.view = try checker.view()
    switch command.name {
    case Commands.periodic.name:
      guard let by = try checker.interval("by") else {
        throw .missingArgument(command.option(named: "by")!, in: command)
      }
      schedule = .periodic(from: try checker.date("from", default: now, printable: true), by: by)
    case Commands.everyMinute.name:
      schedule = .everyMinute
    case Commands.explicit.name:
      schedule = .explicit(try checker.explicitSource())
    default:
      schedule = .animation(
        minimumInterval: try checker.interval("minimum-interval"), paused: arguments.has("paused"))
    }
    let endless: Bool
    if case .explicit = schedule { endless = false } else { endless = true }
    let unlimitedByDefault = !endless || until != nil || live
    self.count = try checker.count(default: unlimitedByDefault ? nil : Self.defaultCount)
  }
}

/// Reads the values of one command's options, raising the error that names
/// the option when a value is wrong.
private struct ArgumentChecker {
  let arguments: ParsedArguments
  let command: CommandSpec
  let currentTime: Double
  private var reader: DateReader?
  private var writer: DateWriter?

  init(arguments: ParsedArguments, command: CommandSpec, currentTime: Double) {
    self.arguments = arguments
    self.command = command
    self.currentTime = currentTime
  }

  private func option(_ name: String) -> OptionSpec { command.option(named: name)! }

  private func invalid(_ name: String, _ value: String, _ reason: String) -> CommandLineError {
    .invalidValue(value, for: option(name), in: command, reason)
  }

  mutating func zone() throws(CommandLineError) -> TimeZoneChoice {
    guard let text = arguments.value("tz") else { return setZone(.utc) }
    switch TimeZoneChoice.parse(text) {
    case .success(let zone): return setZone(zone)
    case .failure(let error):
      throw invalid("tz", text, error.reason + " (e.g. UTC, Europe/Paris, +05:30)")
    }
  }

  private mutating func setZone(_ zone: TimeZoneChoice) -> TimeZoneChoice {
    let now = currentTime
    reader = DateReader(zone: zone, now: { now })
    writer = DateWriter(zone: zone)
    return zone
  }

  /// A date as the output shows it, for messages.
  mutating func text(_ t: Double) -> String { writer?.string(t) ?? "\(t)" }

  /// Reads the date option `name`. With `printable`, the date must also be one
  /// the output can show in the chosen zone (it appears in JSON headers).
  mutating func date(_ name: String, default value: Double?, printable: Bool = false)
    throws(CommandLineError)
    -> Double?
  {
    guard let text = arguments.value(name) else { return value }
    switch reader!.read(text) {
    case .success(let t):
      if printable, writer!.string(t) == nil {
        throw invalid(
          name, text,
          "it falls outside years 0001–9999 in the zone \(arguments.value("tz") ?? "UTC")")
      }
      return t
    case .failure(let error):
      throw invalid(name, text, DateReader.explain(error))
    }
  }

  mutating func date(_ name: String, default value: Double, printable: Bool = false)
    throws(CommandLineError) -> Double
  {
    try date(name, default: Optional(value), printable: printable)!
  }

  /// Reads an option whose value must be one of its ``OptionSpec/choices``;
  /// `meanings` says what each choice stands for, in the same order, so the
  /// spellings live in the one table of ``Commands``.
  func choice<Value>(_ name: String, _ meanings: [Value]) throws(CommandLineError) -> Value? {
    guard let text = arguments.value(name) else { return nil }
    let choices = option(name).choices
    guard let index = choices.firstIndex(of: text), index < meanings.count else {
      throw invalid(name, text, "expected one of \(choices.joined(separator: ", "))")
    }
    return meanings[index]
  }

  /// Reads a positive, finite number of seconds.
  func interval(_ name: String) throws(CommandLineError) -> Double? {
    guard let text = arguments.value(name) else { return nil }
    switch DecimalNumber.parse(text) {
    case .success(let seconds) where seconds > 0: return seconds
    case .success: throw invalid(name, text, "must be greater than 0")
    case .failure(let error): throw invalid(name, text, error.reason)
    }
  }

  func count(default value: Int?) throws(CommandLineError) -> Int? {
    guard let text = arguments.value("count") else { return value }
    if text == "all" { return nil }
    switch DecimalNumber.parseCount(text) {
    case .success(let count): return count
    case .failure(let error): throw invalid("count", text, error.reason)
    }
  }

  func view() throws(CommandLineError) -> Invocation.View? {
    let model = try choice("model", [Invocation.ViewModel.swiftui, .documented, .both])
    let cadence = try choice(
      "cadence", [TimelineViewDefaultContext.Cadence.live, .seconds, .minutes])
    guard arguments.has("view") else {
      if model != nil { throw .requires(option("model"), "--view", in: command) }
      if cadence != nil { throw .requires(option("cadence"), "--view", in: command) }
      return nil
    }
    return Invocation.View(model: model ?? .swiftui, cadence: cadence)
  }

  mutating func explicitSource() throws(CommandLineError) -> Invocation.ExplicitSource {
    if let path = arguments.value("file") {
      if let first = arguments.positionals.first {
        throw CommandLineError(
          .usage, "Dates cannot be given both as arguments ('\(Quoted(first))') and with '--file'",
          command: command.name)
      }
      if path.isEmpty { throw invalid("file", path, "expected a path, or - for standard input") }
      return .file(path)
    }
    guard !arguments.positionals.isEmpty else {
      throw CommandLineError(
        .usage,
        "Missing expected argument '<date> ...': give at least one date, or '--file <path>'",
        command: command.name)
    }
    var dates: [Double] = []
    dates.reserveCapacity(arguments.positionals.count)
    for text in arguments.positionals {
      switch reader!.read(text) {
      case .success(let t): dates.append(t)
      case .failure(let error):
        throw CommandLineError(
          .usage,
          "The value '\(Quoted(text))' is invalid for '<date>': \(DateReader.explain(error))",
          command: command.name)
      }
    }
    return .arguments(dates)
  }
}

extension DateReader {
  /// The date error messages offer as an example of what is accepted.
  static let example = "2025-01-01T00:00:00Z"

  /// Why a date was rejected, with an example of an accepted one unless the reason already gives it.
  static func explain(_ error: DateReadError) -> String {
    error.reason.contains(example) ? error.reason : "\(error.reason) (e.g. \(example))"
  }
}
