import TimelineCore

/// Reads the values of one command line's options by their kinds, applying
/// defaults, and raises the error that names the option when a value is wrong.
struct ValueReader {
  let arguments: ParsedArguments
  let command: ScheduleCommand
  let currentTime: Double
  /// `--tz`, once read (``readCommonOptions()``): dates are read and written in it.
  var zone = TimeZoneChoice.utc
  var dates: DateReader
  var writer: DateWriter
  /// `--now`, once read: the base of relative dates such as `+90s`.
  var now: Double

  init(arguments: ParsedArguments, command: ScheduleCommand, currentTime: Double) {
    self.arguments = arguments
    self.command = command
    self.currentTime = currentTime
    self.now = currentTime
    self.dates = DateReader(zone: .utc, now: { currentTime })
    self.writer = DateWriter(zone: .utc)
  }

  mutating func value<Value>(of option: ScheduleOption<Value>) throws(CommandLineError) -> Value {
    option.value(of: try read(option.definition, printable: option.name == CommonOptions.now.name))
  }

  /// Reads one option's value by its kind, or applies its default.
  ///
  /// - Parameter printable: The date must also be one the output can show in
  ///   the chosen zone (it appears in the JSON document's header).
  mutating func read(_ definition: OptionDefinition, printable: Bool)
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
          throw invalid(spec, text, OptionValueError.outsideYears(zone: zone.name).reason)
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
        // `--format JSON`, `--unit minutes`, `--source .durationOffset(to: end)`: worth a hint.
        let hint = ChoiceHint.hint(for: text, spellings: spellings, slips: spec.valueSlips)
        throw invalid(
          spec, text,
          "expected one of \(spellings.joinedText(separator: ", "))\(hint.map { "; \($0)" } ?? "")")
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
      case .failure(let error):
        // `%H:%M`, as strftime takes it: date(1) wants the `+` that marks a pattern.
        if !text.hasPrefix("+"), text.contains("%"), case .success = DateFormat.parse("+" + text) {
          throw invalid(spec, text, "a date(1) pattern starts with '+': write '+\(text)'")
        }
        throw invalid(spec, text, error.reason)
      }
    case .text:
      return .text(text)
    }
  }

  func invalid<Value>(_ option: ScheduleOption<Value>, _ text: String, _ reason: String)
    -> CommandLineError
  {
    invalid(option.definition.spec, text, reason)
  }

  func invalid(_ spec: OptionSpec, _ text: String, _ reason: String) -> CommandLineError {
    .invalidValue(text, for: spec, in: command.name, reason)
  }
}
