/// What a tool's list of commands shows of one command: its name and abstract.
package struct CommandHeading: Sendable, Equatable {
  /// The word that selects the command (or the tool's name, for a tool of one command).
  package let name: String
  /// One sentence: what the command prints.
  package let abstract: String
}

/// A command as its tool keeps it: the heading, known at once, and the command
/// itself, built only when it runs or its help is shown.
///
/// Building a command builds its options and their tables. tlsched runs one
/// command at a time, and building all eight at every start would be work
/// thrown away on every run.
package struct CommandEntry: Sendable {
  /// The command's name and abstract.
  package let heading: CommandHeading
  /// Builds the command (for tlsched's own, reads a `static let`, built once).
  package let build: @Sendable () -> ScheduleCommand

  init(_ heading: CommandHeading, build: @escaping @Sendable () -> ScheduleCommand) {
    self.heading = heading
    self.build = build
  }

  /// The entry of a command already built (a tool made from its commands).
  init(_ command: ScheduleCommand) {
    self.init(command.heading) { command }
  }
}
