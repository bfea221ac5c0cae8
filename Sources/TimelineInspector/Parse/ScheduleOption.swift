#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An option of a schedule command, declared once: what it is called, the kind
/// of value it takes, its help and its default.
///
/// The same value is handed to ``ScheduleCommand`` to declare the option and
/// used as the key that finds its parsed value in ``ScheduleArguments``, so a
/// value is read with its type and without spelling the option's name again:
///
/// ```swift
/// let from = ScheduleOption.date("from", default: .now, help: "The date the grid goes through.")
/// let by = ScheduleOption.requiredSeconds("by", help: "The time between dates.")
/// let command = ScheduleCommand("grid", abstract: "Dates on a grid.", options: [from, by]) {
///   .periodic(from: $0[from], by: $0[by])
/// }
/// ```
///
/// The parser checks every value before a schedule is built: dates in the
/// command's `--tz` zone (relative ones such as `+90s` from `--now`), durations
/// finite and greater than 0, choices among their spellings, and a value of
/// your own grammar by its parse hook (``parsed(_:value:help:_:)``); a wrong
/// value gets the same one-line message and exit status 64 as tlsched's own options.
public struct ScheduleOption<Value: Sendable>: CommandOption {
  /// What the parser knows of the option.
  @_spi(OptionDefinition) public let definition: OptionDefinition
  /// Turns the checked value, and what the parse hook made of it, into the option's type.
  private let convert: @Sendable (OptionValue, (any Sendable)?) -> Value

  package init(
    _ spec: OptionSpec, default fallback: OptionDefault = .absent,
    convert: @escaping @Sendable (OptionValue) -> Value
  ) {
    self.definition = OptionDefinition(spec: spec, fallback: fallback, parse: nil)
    self.convert = { value, _ in convert(value) }
  }

  /// An option whose word `parse` turns into its value; `convert` gets what
  /// it made, or nil when the option is not given.
  private init<Parsed: Sendable>(
    _ spec: OptionSpec, default fallback: OptionDefault = .absent,
    parse: @escaping @Sendable (String, OptionValueContext) throws(OptionValueError) -> Parsed,
    convert: @escaping @Sendable (Parsed?) -> Value
  ) {
    self.definition = OptionDefinition(
      spec: spec, fallback: fallback,
      parse: { text, context throws(OptionValueError) in try parse(text, context) })
    self.convert = { _, parsed in convert(parsed as? Parsed) }
  }

  /// The option's value among `values`, default applied.
  package func value(in values: [NamedOptionValue]) -> Value {
    let read = values.first { $0.name == name }
    return convert(read?.value ?? .absent, read?.parsed)
  }

  /// The option's value from its checked value alone: an option without a parse hook.
  package func value(of checked: OptionValue) -> Value { convert(checked, nil) }

  /// The option's long name, without the dashes.
  public var name: String { definition.spec.name }
}

/// A declared option of any value type, as ``ScheduleCommand`` takes its list.
///
/// Only ``ScheduleOption`` conforms; make options with its static methods.
public protocol CommandOption: Sendable {
  /// What the parser knows of the option.
  ///
  /// A requirement of a public protocol must be public; as SPI it stays out
  /// of the API a client sees (and of the documentation) unless the client
  /// imports it by name, so no caller can depend on it.
  @_spi(OptionDefinition) var definition: OptionDefinition { get }
}

/// What the parser knows of an option: its spec, what it means when absent,
/// and the hook that turns its word into its value, if it has one.
@_spi(OptionDefinition) public struct OptionDefinition: Sendable {
  package let spec: OptionSpec
  package let fallback: OptionDefault
  package let parse:
    (@Sendable (String, OptionValueContext) throws(OptionValueError) -> any Sendable)?
}

/// A checked option value, before it takes the option's own type.
package enum OptionValue: Sendable, Equatable {
  /// Not given, and no default.
  case absent
  /// A flag: given or not.
  case flag(Bool)
  /// A date, in seconds since 2001-01-01T00:00:00Z.
  case date(Double)
  /// A positive, finite number of seconds.
  case seconds(Double)
  /// A count, or `nil` for `all`.
  case count(Int?)
  /// The index of the chosen spelling among the option's choices.
  case choice(Int)
  /// A time zone, read from `--tz`'s text.
  case zone(TimeZoneChoice)
  /// How dates are printed, read from `--date-format`'s text.
  case dateFormat(DateFormat)
  /// Text kept as given: a path, or the word a parse hook reads.
  case text(String)

  var date: Double? { if case .date(let t) = self { t } else { nil } }
  var seconds: Double? { if case .seconds(let s) = self { s } else { nil } }
  var text: String? { if case .text(let s) = self { s } else { nil } }
  var choice: Int? { if case .choice(let i) = self { i } else { nil } }
  var zone: TimeZoneChoice? { if case .zone(let z) = self { z } else { nil } }
  var dateFormat: DateFormat? { if case .dateFormat(let f) = self { f } else { nil } }
}

/// What an option means when it is not given.
package enum OptionDefault: Sendable, Equatable {
  /// Nothing: the value is `nil` (or the command requires the option).
  case absent
  /// The command's `--now`.
  case now
  /// The real time, read once when the command starts (only `--now` itself).
  case currentTime
  /// A fixed value.
  case value(OptionValue)
}

/// The default of a date option.
public enum DateDefault: Sendable, Equatable {
  /// The command's `--now`: the moment the schedule is asked from.
  case now
  /// A fixed date.
  case date(Date)
}

extension ScheduleOption where Value == Date? {
  /// An optional date: `nil` when the option is not given.
  public static func date(_ name: String, help: String) -> Self {
    Self(OptionSpec(name, kind: .date, help: help)) {
      $0.date.map(Date.init(timeIntervalSinceReferenceDate:))
    }
  }
}

extension ScheduleOption where Value == Date {
  /// A date with a default: `--now` or a fixed date.
  public static func date(_ name: String, default fallback: DateDefault, help: String) -> Self {
    let spec: OptionSpec
    let value: OptionDefault
    switch fallback {
    case .now:
      spec = OptionSpec(name, kind: .date, help: help, default: "--now")
      value = .now
    case .date(let date):
      spec = OptionSpec(name, kind: .date, help: help, default: "@\(date.timeIntervalSince1970)")
      value = .value(.date(date.timeIntervalSinceReferenceDate))
    }
    return Self(spec, default: value) { Date(timeIntervalSinceReferenceDate: $0.date!) }
  }

  /// A date the command cannot run without.
  public static func requiredDate(_ name: String, help: String) -> Self {
    Self(OptionSpec(name, kind: .date, help: help, required: true)) {
      Date(timeIntervalSinceReferenceDate: $0.date!)
    }
  }
}

extension ScheduleOption where Value == TimeInterval? {
  /// An optional duration in seconds, finite and greater than 0: `nil` when not given.
  public static func seconds(_ name: String, help: String) -> Self {
    seconds(name, help: help, defaultText: nil)
  }

  package static func seconds(_ name: String, help: String, defaultText: String?) -> Self {
    Self(OptionSpec(name, kind: .seconds, help: help, default: defaultText)) { $0.seconds }
  }
}

extension ScheduleOption where Value == TimeInterval {
  /// A duration in seconds, finite and greater than 0, with a default.
  public static func seconds(_ name: String, default fallback: TimeInterval, help: String) -> Self {
    Self(
      OptionSpec(name, kind: .seconds, help: help, default: secondsText(fallback)),
      default: .value(.seconds(fallback))
    ) { $0.seconds! }
  }

  /// A duration in seconds, finite and greater than 0, that the command cannot run without.
  public static func requiredSeconds(_ name: String, help: String) -> Self {
    Self(OptionSpec(name, kind: .seconds, help: help, required: true)) { $0.seconds! }
  }
}

extension ScheduleOption where Value == Bool {
  /// A flag: `true` when given.
  public static func flag(_ name: String, help: String) -> Self {
    Self(OptionSpec(name, kind: .flag, help: help)) { $0 == .flag(true) }
  }
}

extension ScheduleOption {
  /// One of a fixed set of spellings, each standing for a value, with a default.
  ///
  /// Several spellings may stand for one value (`low-frequency` and `lowFrequency`).
  /// Help shows the default by the first spelling that stands for it, if one does;
  /// one that none stands for is still the value when the option is not given.
  public static func choice(
    _ name: String, _ choices: KeyValuePairs<String, Value>, default fallback: Value,
    help: String
  ) -> Self where Value: Equatable {
    let spellings = choices.map { $0.key }
    let defaultIndex = choices.firstIndex { $0.value == fallback }
    return Self(
      OptionSpec(
        name, kind: .choice(spellings), help: help, default: defaultIndex.map { spellings[$0] }),
      default: defaultIndex.map { .value(.choice($0)) } ?? .absent
    ) { $0.choice.map { choices[$0].value } ?? fallback }
  }

  /// One of a fixed set of spellings, each standing for a value: `nil` when not given.
  public static func choice<Choice: Sendable>(
    _ name: String, _ choices: KeyValuePairs<String, Choice>, help: String
  ) -> Self where Value == Choice? {
    Self(OptionSpec(name, kind: .choice(choices.map { $0.key }), help: help)) {
      $0.choice.map { choices[$0].value }
    }
  }
}

extension ScheduleOption {
  /// An option whose word a parse hook turns into a value of your own type,
  /// `nil` when the option is not given.
  ///
  /// The hook is called once, with the word as typed and an
  /// ``OptionValueContext`` (`--now`, `--tz`, dates read as tlsched reads
  /// them). It returns the value or throws an ``OptionValueError``; the
  /// command then stops with status 64 and the message every bad value gets,
  /// naming the option:
  ///
  /// ```swift
  /// enum Retry: Sendable { case never, after(Date) }
  /// let retry = ScheduleOption.parsed(
  ///   "retry", value: "policy", help: "never, or after:DATE."
  /// ) { text, context throws(OptionValueError) -> Retry in
  ///   if text == "never" { return .never }
  ///   guard text.hasPrefix("after:") else { throw OptionValueError("expected never or after:DATE") }
  ///   return .after(try context.date(String(text.dropFirst("after:".count))))
  /// }
  /// // arguments[retry]: nil without --retry; --retry after:+1h: .after(an hour after --now)
  /// // --retry sometimes: status 64, the message ends "…'--retry <policy>': expected never or after:DATE"
  /// ```
  ///
  /// - Parameters:
  ///   - name: The long name, without the dashes.
  ///   - value: The placeholder help shows (`--retry <policy>`); the name when nil.
  ///   - help: One line of help.
  ///   - parse: Turns the word into the value, or throws the reason it cannot.
  public static func parsed<Parsed: Sendable>(
    _ name: String, value: String? = nil, help: String,
    _ parse: @escaping @Sendable (String, OptionValueContext) throws(OptionValueError) -> Parsed
  ) -> Self where Value == Parsed? {
    Self(OptionSpec(name, kind: .text, value: value, help: help), parse: parse) { $0 }
  }

  /// An option whose word a parse hook turns into a value of your own type,
  /// with a default: `fallback` when the option is not given.
  ///
  /// - Parameters:
  ///   - name: The long name, without the dashes.
  ///   - value: The placeholder help shows; the name when nil.
  ///   - fallback: The value when the option is not given.
  ///   - shownAs: The default as help shows it (`default: at-end`).
  ///   - help: One line of help.
  ///   - parse: As in ``parsed(_:value:help:_:)``.
  public static func parsed(
    _ name: String, value: String? = nil, default fallback: Value, shownAs: String,
    help: String,
    _ parse: @escaping @Sendable (String, OptionValueContext) throws(OptionValueError) -> Value
  ) -> Self {
    // Absent, the option's word is the default as shown: a JSON document's
    // `"schedule"` object names it, as it names a choice's default.
    Self(
      OptionSpec(name, kind: .text, value: value, help: help, default: shownAs),
      default: .value(.text(shownAs)), parse: parse
    ) { $0 ?? fallback }
  }

  /// An option whose word a parse hook turns into a value of your own type,
  /// which the command cannot run without.
  ///
  /// - Parameters:
  ///   - name: The long name, without the dashes.
  ///   - value: The placeholder help shows; the name when nil.
  ///   - help: One line of help.
  ///   - parse: As in ``parsed(_:value:help:_:)``.
  public static func requiredParsed(
    _ name: String, value: String? = nil, help: String,
    _ parse: @escaping @Sendable (String, OptionValueContext) throws(OptionValueError) -> Value
  ) -> Self {
    Self(OptionSpec(name, kind: .text, value: value, help: help, required: true), parse: parse) {
      $0!
    }
  }
}

extension ScheduleOption where Value == String? {
  /// A file path as given (`-` meaning standard input), `nil` when not given.
  ///
  /// - Parameter value: The placeholder help shows (`--check <file>`); `path` when nil.
  package static func path(_ name: String, value: String? = nil, help: String) -> Self {
    Self(OptionSpec(name, kind: .path, value: value, help: help)) { $0.text }
  }
}

/// `1` rather than `1.0` for a whole number of seconds, as help shows a default.
private func secondsText(_ seconds: TimeInterval) -> String {
  seconds.rounded() == seconds && abs(seconds) < 1e15 ? "\(Int(seconds))" : "\(seconds)"
}
