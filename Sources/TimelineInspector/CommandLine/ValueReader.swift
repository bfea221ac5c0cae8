import TimelineCore

/// Reads the values of one command line's options by their kinds, applying
/// defaults, and raises the error that names the option when a value is wrong.
struct ValueReader {
  let arguments: ParsedArguments
  let command: ScheduleCommand
  let currentTime: Double
  private(set) var zone = TimeZoneChoice.utc
  private var dates: DateReader
  private var writer: DateWriter
  /// `--now`, once read: the base of relative dates such as `+90s`.
  private var now: Double

  init(arguments: ParsedArguments, command: ScheduleCommand, currentTime: Double) {
    self.arguments = arguments
    self.command = command
    self.currentTime = currentTime
    self.now = currentTime
    self.dates = DateReader(zone: .utc, now: { currentTime })
    self.writer = DateWriter(zone: .utc)
  }

  /// The options every command has, checked against each other.
  struct Common {
    var now: Double
    var count: Int??
    var until: Double?
    var mode: TimelineScheduleMode
    var format: OutputFormat
    var dateFormat: DateFormat
    var view: Invocation.View?
    var live: Bool
  }

  mutating func readCommonOptions() throws(CommandLineError) -> Common {
    // The zone first: every date after it is read in it.
    zone = try value(of: CommonOptions.tz)
    dates = DateReader(zone: zone, now: { [currentTime] in currentTime })
    writer = DateWriter(zone: zone)
    now = try value(of: CommonOptions.now)
    // Every later date may be relative to --now: `+90s`.
    dates.relativeBase = now
    let until = try value(of: CommonOptions.until)
    if let until, until < now {
      throw invalid(
        CommonOptions.until, arguments.value(of: CommonOptions.until._definition.spec) ?? "",
        "it is before --now (\(writer.string(now) ?? "\(now)"))")
    }
    let viewOptions = [
      CommonOptions.model._definition.spec, CommonOptions.cadence._definition.spec,
      CommonOptions.session._definition.spec,
    ]
    let view = try value(of: CommonOptions.view)
    if !view, let given = viewOptions.first(where: { arguments.isGiven($0) }) {
      throw .requires(given, CommonOptions.view._definition.spec.flag, in: command.name)
    }
    let mode = try value(of: CommonOptions.mode)
    let session = CommonOptions.session._definition.spec
    if mode == .normal, arguments.isGiven(session) {
      throw .requires(session, "--mode low-frequency", in: command.name)
    }
    return Common(
      now: now, count: try value(of: CommonOptions.count), until: until, mode: mode,
      format: try value(of: CommonOptions.format),
      dateFormat: try value(of: CommonOptions.dateFormat),
      view: view
        ? Invocation.View(
          model: try value(of: CommonOptions.model),
          cadence: try value(of: CommonOptions.cadence)?.cadence,
          session: try value(of: CommonOptions.session))
        : nil,
      live: try value(of: CommonOptions.live))
  }

  /// The command's own options' values, by name, defaults applied.
  mutating func readOwnOptions() throws(CommandLineError) -> [NamedOptionValue] {
    var values: [NamedOptionValue] = []
    for definition in command.ownOptions {
      values.append(
        NamedOptionValue(name: definition.spec.name, value: try read(definition, printable: true)))
    }
    return values
  }

  // MARK: - One value

  mutating func value<Value>(of option: ScheduleOption<Value>) throws(CommandLineError) -> Value {
    option.convert(try read(option._definition, printable: option.name == CommonOptions.now.name))
  }

  /// Reads one option's value by its kind, or applies its default.
  ///
  /// - Parameter printable: The date must also be one the output can show in
  ///   the chosen zone (it appears in the JSON document's header).
  private mutating func read(_ definition: _OptionDefinition, printable: Bool)
    throws(CommandLineError) -> OptionValue
  {
    let spec = definition.spec
    if spec.isFlag { return .flag(arguments.has(spec)) }
    guard let text = arguments.value(of: spec) else {
      switch definition.fallback {
      case .absent:
        if spec.isRequired { throw .missingArgument(spec, in: command.name) }
        return .absent
      case .now: return .date(now)
      case .currentTime: return .date(currentTime)
      case .value(let value): return value
      }
    }
    switch spec.kind {
    case .flag:
      return .flag(true)
    case .date:
      switch dates.read(text) {
      case .success(let t):
        if printable, writer.string(t) == nil {
          throw invalid(
            spec, text,
            "it falls outside years 0001–9999 in the zone \(zone.name)"
          )
        }
        return .date(t)
      case .failure(let error):
        throw invalid(spec, text, DateReader.explain(error))
      }
    case .seconds:
      switch DurationText.parse(text) {
      case .success(let seconds) where seconds > 0: return .seconds(seconds)
      case .success: throw invalid(spec, text, "must be greater than 0")
      case .failure(let error): throw invalid(spec, text, error.reason)
      }
    case .count:
      if text == "all" { return .count(nil) }
      switch DecimalNumber.parseCount(text) {
      case .success(let count): return .count(count)
      case .failure(let error): throw invalid(spec, text, error.reason)
      }
    case .choice(let spellings):
      guard let index = spellings.firstIndex(of: text) else {
        // `--format JSON`: the spelling differs only in case, which is worth saying.
        let lowered = text.lowercased()
        let hint = spellings.first { $0.lowercased() == lowered }.map { "; did you mean '\($0)'?" }
        throw invalid(
          spec, text, "expected one of \(spellings.joined(separator: ", "))\(hint ?? "")")
      }
      return .choice(index)
    case .path:
      if text.isEmpty { throw invalid(spec, text, "expected a path, or - for standard input") }
      return .text(text)
    case .zone:
      switch TimeZoneChoice.parse(text) {
      case .success(let choice): return .zone(choice)
      case .failure(let error):
        let example = error.suggestsSpelling ? "" : " (e.g. UTC, Europe/Paris, +05:30)"
        throw invalid(spec, text, error.reason + example)
      }
    case .dateFormat:
      switch DateFormat.parse(text) {
      case .success(let format): return .dateFormat(format)
      case .failure(let error): throw invalid(spec, text, error.reason)
      }
    case .text:
      return .text(text)
    }
  }

  private func invalid<Value>(_ option: ScheduleOption<Value>, _ text: String, _ reason: String)
    -> CommandLineError
  {
    invalid(option._definition.spec, text, reason)
  }

  private func invalid(_ spec: OptionSpec, _ text: String, _ reason: String) -> CommandLineError {
    .invalidValue(text, for: spec, in: command.name, reason)
  }
}

extension DateReader {
  /// The date error messages offer as an example of what is accepted.
  static let example = "2025-01-01T00:00:00Z"

  /// Why a date was rejected, with an example of an accepted one unless the reason already gives it.
  static func explain(_ error: DateReadError) -> String {
    error.suggestsSpelling || error.reason.contains(example)
      ? error.reason : "\(error.reason) (e.g. \(example))"
  }
}
