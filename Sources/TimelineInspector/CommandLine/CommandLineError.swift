/// Why `tlsched` could not do what it was asked, and which exit status says so.
///
/// Errors are raised as values that remember what went wrong and in which
/// command; ``ErrorMessage`` renders every one of them the same way.
struct CommandLineError: Error, Equatable {
  /// The exit statuses `tlsched` documents (from BSD's sysexits where one fits).
  enum Status: Int32, Sendable {
    /// A bad command line (EX_USAGE).
    case usage = 64
    /// Bad data in a dates file or standard input (EX_DATAERR).
    case data = 65
    /// A dates file that cannot be read (EX_NOINPUT).
    case noInput = 66
    /// Any other failure, such as a failed write.
    case failure = 1
  }

  /// The exit status.
  let status: Status
  /// The sentence after `Error: `.
  let message: String
  /// The command the error belongs to, for the usage hint; `nil` for the program itself.
  let command: String?

  init(_ status: Status, _ message: String, command: String?) {
    self.status = status
    self.message = message
    self.command = command
  }
}

extension CommandLineError {
  static func unknownCommand(_ word: String) -> Self {
    let hint =
      Suggestions.closest(to: word, among: Commands.all.map(\.name)).map {
        ". Did you mean '\($0)'?"
      } ?? ""
    return Self(.usage, "Unknown command '\(Quoted(word))'\(hint)", command: nil)
  }

  static func unknownOption(_ word: String, in command: CommandSpec?) -> Self {
    let known =
      (command?.options ?? [Commands.help]).map(\.flag) + (command == nil ? ["--version"] : [])
    let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
    let hint =
      name.hasPrefix("--")
      ? Suggestions.closest(to: name, among: known).map { ". Did you mean '\($0)'?" } ?? "" : ""
    return Self(.usage, "Unknown option '\(Quoted(name))'\(hint)", command: command?.name)
  }

  static func missingValue(_ option: OptionSpec, in command: CommandSpec) -> Self {
    Self(.usage, "Missing value for '\(option.synopsis)'", command: command.name)
  }

  static func missingArgument(_ option: OptionSpec, in command: CommandSpec) -> Self {
    Self(.usage, "Missing expected argument '\(option.synopsis)'", command: command.name)
  }

  static func flagWithValue(_ option: OptionSpec, in command: CommandSpec) -> Self {
    Self(.usage, "The flag '\(option.flag)' does not take a value", command: command.name)
  }

  static func repeated(_ option: OptionSpec, in command: CommandSpec) -> Self {
    Self(.usage, "The option '\(option.flag)' was given more than once", command: command.name)
  }

  static func invalidValue(
    _ value: String, for option: OptionSpec, in command: CommandSpec, _ reason: String
  ) -> Self {
    Self(
      .usage, "The value '\(Quoted(value))' is invalid for '\(option.synopsis)': \(reason)",
      command: command.name)
  }

  static func unexpectedArgument(_ word: String, in command: CommandSpec?) -> Self {
    Self(.usage, "Unexpected argument '\(Quoted(word))'", command: command?.name)
  }

  static func requires(_ option: OptionSpec, _ other: String, in command: CommandSpec) -> Self {
    Self(.usage, "The option '\(option.flag)' needs '\(other)'", command: command.name)
  }

  static func conflict(_ first: String, _ second: String, in command: CommandSpec) -> Self {
    Self(
      .usage, "The options '\(first)' and '\(second)' cannot be used together",
      command: command.name)
  }
}
