import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The checked values of one command line, handed to a ``ScheduleCommand``'s
/// closure to build its schedule.
///
/// Read a value with the ``ScheduleOption`` that declared it: `arguments[from]`.
/// Defaults are already applied, so an option declared with a default always
/// has a value, and a required one was checked to be there.
public struct ScheduleArguments: Sendable {
  /// The moment the schedule is asked from: `--now`, or the current time.
  public let now: Date
  /// The zone of `--tz`, for schedules that follow a calendar.
  public var timeZone: TimeZone { zone.timeZone }
  /// The mode the schedule is asked in: `--mode`.
  public let mode: TimelineScheduleMode

  /// The command's own options' values, with their names (a list, for the
  /// reason ``ParsedArguments`` keeps one).
  package let values: [NamedOptionValue]
  /// The positional arguments, in order, as given.
  package var positionals: [String] { parsed.positionals }
  /// `--tz` as chosen, for reading and printing dates.
  let zone: TimeZoneChoice
  /// The real time, read once when the command started.
  let currentTime: Double
  /// The words as matched: the positionals, and the bytes of a path (``bytes(of:)``).
  let parsed: ParsedArguments

  /// What the command's positional parse hook made of each positional, in
  /// order; empty when the command has none (``PositionalSpec/parse``).
  let positionalValues: [any Sendable]

  init(
    now: Date, zone: TimeZoneChoice, currentTime: Double, mode: TimelineScheduleMode,
    values: [NamedOptionValue], positionalValues: [any Sendable] = [], parsed: ParsedArguments
  ) {
    self.parsed = parsed
    self.positionalValues = positionalValues
    self.now = now
    self.zone = zone
    self.currentTime = currentTime
    self.mode = mode
    self.values = values
  }

  /// The value of `option`, with its default applied.
  public subscript<Value>(option: ScheduleOption<Value>) -> Value {
    option.value(in: values)
  }

  /// What the command's parse hooks read their words against, for a value the
  /// command reads later with the same grammar (a line of `widget --file`).
  var valueContext: OptionValueContext {
    let now = now.timeIntervalSinceReferenceDate
    return OptionValueContext(
      now: now, zone: zone,
      dates: DateReader(zone: zone, now: { [currentTime] in currentTime }, relativeBase: now),
      values: values)
  }

  /// The bytes the value of `option` was typed as: for a path, which need
  /// not be UTF-8 (its text shows invalid bytes as U+FFFD). Nil when not given.
  func bytes<Value>(of option: ScheduleOption<Value>) -> [UInt8]? {
    parsed.bytes(of: option.definition.spec)
  }
}

/// One of a command's own options' checked values, with the option's name.
///
/// A struct, not a tuple: an array of tuples makes the runtime build the
/// tuple's metadata as well as the array's on every run.
package struct NamedOptionValue: Sendable {
  /// The option's long name.
  package let name: String
  /// Its checked value, default applied: for an option with a parse hook, its word.
  package let value: OptionValue
  /// What the option's parse hook made of its word; nil without a hook or a word.
  package var parsed: (any Sendable)? = nil
}

/// A message for a command line that is well-formed but cannot be used; the
/// command stops with it as with any bad command line (status 64, usage, help hint).
///
/// Throw it from a ``ScheduleCommand``'s closure:
///
/// ```swift
/// guard arguments[to] > arguments[from] else {
///   throw ScheduleValidationError("'--to' must be after '--from'")
/// }
/// ```
public struct ScheduleValidationError: Error, Sendable, CustomStringConvertible {
  /// The sentence after `Error: `.
  public let message: String

  /// Creates an error that prints `message`.
  public init(_ message: String) { self.message = message }

  /// The message, as the error prints it after `Error: `.
  public var description: String { message }
}
