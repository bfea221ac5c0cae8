import TimelineCore

/// One command of a schedule inspector: its name, help, options, and how it
/// builds its schedule from them.
///
/// The command gets every option tlsched's own commands have (`--now`,
/// `--count`, `--until`, `--mode`, `--format`, `--tz`, `--view`, `--model`,
/// `--session`, `--live`, `--help`, …) and adds its own. Its closure is called
/// once, after every value is checked and before anything is printed:
///
/// ```swift
/// let from = ScheduleOption.date("from", default: .now, help: "A date on the grid.")
/// let command = ScheduleCommand(
///   "metrics-schedule", abstract: "The workout face's schedule.", options: [from]
/// ) { arguments in
///   MetricsSchedule(anchor: arguments[from])
/// }
/// ```
public struct ScheduleCommand: Sendable {
  /// The command's name and abstract, as the tool's list of commands shows them.
  package let heading: CommandHeading
  /// The word that selects the command (or the tool's name, for a tool of one command).
  package var name: String { heading.name }
  /// One sentence: what the command prints.
  package var abstract: String { heading.abstract }
  /// More detail for the help page, or empty.
  package let discussion: String
  /// The command's own options, in the order help lists them.
  package let ownOptions: [any CommandOption]
  /// The positional arguments, if the command takes any.
  package let positional: PositionalSpec?
  /// Command lines worth copying, for the help page.
  package let examples: [String]
  /// Whether the schedule ends by itself, so printing all of it is the default.
  package let isFinite: Bool
  /// Builds the schedule and returns how to print it.
  let prepare: @Sendable (ScheduleArguments) throws -> PreparedSchedule

  /// Creates a command that inspects the schedule `schedule` builds.
  ///
  /// - Parameters:
  ///   - name: The command's name: the word that selects it in a tool of
  ///     several commands, or the tool's name in a tool of one.
  ///   - abstract: One sentence for help: what the command prints.
  ///   - discussion: More detail for its help page.
  ///   - options: The command's own options, besides the ones every command has.
  ///   - examples: Command lines to show on its help page.
  ///   - schedule: Builds the schedule from the checked values. Throw a
  ///     ``ScheduleValidationError`` to refuse values that do not go together.
  ///     The schedule type's metatype must be sendable (any type not isolated
  ///     to an actor is), since the command may be kept in a `static let`.
  public init<Schedule: TimelineSchedule & SendableMetatype>(
    _ name: String, abstract: String, discussion: String = "",
    options: [any CommandOption] = [], examples: [String] = [],
    schedule: @escaping @Sendable (ScheduleArguments) throws -> Schedule
  ) {
    self.init(
      CommandHeading(name: name, abstract: abstract), discussion: discussion,
      options: options, examples: examples, schedule: schedule)
  }

  /// Creates a command from its heading: tlsched's own, whose headings its
  /// tool lists without building them.
  init<Schedule: TimelineSchedule & SendableMetatype>(
    _ heading: CommandHeading, discussion: String, options: [any CommandOption] = [],
    examples: [String], schedule: @escaping @Sendable (ScheduleArguments) throws -> Schedule
  ) {
    self.init(heading, discussion: discussion, options: options, examples: examples) {
      arguments in
      PreparedSchedule(try schedule(arguments), endsWhenDatesStopAdvancing: true)
    }
  }

  init(
    _ heading: CommandHeading, discussion: String, options: [any CommandOption] = [],
    examples: [String], positional: PositionalSpec? = nil, isFinite: Bool = false,
    leavingOut leftOut: LeftOutOptions? = nil,
    prepare: @escaping @Sendable (ScheduleArguments) throws -> PreparedSchedule
  ) {
    self.heading = heading
    self.discussion = discussion
    self.ownOptions = options
    self.leftOut = leftOut
    let common = leftOut.map { out in CommonOptions.specs.filter { !out.options.contains($0) } }
    self.options = ownOptions.map { $0.definition.spec } + (common ?? CommonOptions.specs)
    self.positional = positional
    self.examples = examples
    self.isFinite = isFinite
    self.prepare = prepare
  }

  /// Every option the command accepts: its own, then the common ones, as help lists them.
  package let options: [OptionSpec]
  /// The common options the command does not take, and why; nil when it takes them all.
  package let leftOut: LeftOutOptions?

  /// The usage line after the command's name.
  package var usage: String {
    var words: [String] = []
    if let positional { words.append("[<\(positional.name)> ...]") }
    // Required options first, as swift-argument-parser lists them.
    let own = ownOptions.map { $0.definition.spec }
    words += own.filter { $0.isRequired }.map { $0.synopsis }
    words += own.filter { !$0.isRequired }.map { "[\($0.synopsis)]" }
    words.append("[<options>]")
    return words.joinedText(separator: " ")
  }
}

/// Common options a command does not take, and the reason the parser gives when one
/// is: help, completions and the manual page list only what the command takes.
package struct LeftOutOptions: Sendable {
  /// The options left out.
  package let options: [OptionSpec]
  /// Why, as the message says it after the command's name.
  package let reason: String
}
