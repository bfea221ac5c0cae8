/// Why a command could not do what it was asked, and which exit status says so.
///
/// Errors are raised as values that remember what went wrong and in which
/// command; ``ErrorMessage`` renders every one of them the same way, and every
/// sentence a user can read is worded here.
package struct CommandLineError: Error, Equatable {
  /// The exit statuses the command documents (from BSD's sysexits where one fits).
  package enum Status: Int32, Sendable {
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
  package let status: Status
  /// The sentence after `Error: `.
  package let message: String
  /// The command the error belongs to, for the usage hint; `nil` for the program itself.
  package let command: String?

  package init(_ status: Status, _ message: String, command: String?) {
    self.status = status
    self.message = message
    self.command = command
  }
}

extension CommandLineError {
  static func unknownCommand(_ word: String, among names: [String]) -> Self {
    Self(.usage, "Unknown command '\(Quoted(word))'\(didYouMean(word, among: names))", command: nil)
  }

  /// A word where the command goes that no command stands for, and why.
  static func unknownCommand(_ word: String, reason: String) -> Self {
    Self(.usage, "Unknown command '\(Quoted(word))': \(reason)", command: nil)
  }

  /// A schedule or `Text` written as in Swift where the command goes, and the
  /// command line that does the same (``SwiftSpelling``).
  static func swiftSpelling(_ word: String, commandLine: String) -> Self {
    Self(.usage, "Unknown command '\(Quoted(word))'. Did you mean '\(commandLine)'?", command: nil)
  }

  static func unknownOption(_ word: String, known: [String], in command: String?) -> Self {
    let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
    var hint = name.hasPrefix("--") ? didYouMean(name, among: known) : ""
    // `-by`: a long option written with one dash, as some tools (find, java) spell theirs.
    if !name.hasPrefix("--"), name.count > 2, known.contains("-" + name) {
      hint = ". Did you mean '-\(name)'?"
    }
    return Self(.usage, "Unknown option '\(Quoted(name))'\(hint)", command: command)
  }

  /// An option named as Swift names the argument it stands for (`--countsDown`).
  static func unknownOption(_ name: String, slip: Slip, in command: String) -> Self {
    Self(
      .usage, "Unknown option '\(Quoted(name))'. Did you mean \(slip.suggestion)?", command: command
    )
  }

  /// An option `command` does not take but other commands (`commands`) do:
  /// `explicit --render`, where the nearest option of explicit's own is no help.
  static func optionOfOtherCommands(_ name: String, commands: [String], in command: String) -> Self
  {
    let takers =
      commands.count == 1
      ? commands[0]
      : commands.dropLast().joinedText(separator: ", ") + " and " + commands[commands.count - 1]
    return Self(
      .usage,
      "Unknown option '\(Quoted(name))' for \(command); \(takers) \(commands.count == 1 ? "takes" : "take") it",
      command: command)
  }

  /// An option every other command takes that `command` leaves out, and why.
  static func notTaken(_ option: OptionSpec, _ reason: String, in command: String) -> Self {
    Self(
      .usage, "The option '\(option.flag)' does not apply to '\(command)': \(reason)",
      command: command)
  }

  static func missingValue(_ option: OptionSpec, in command: String) -> Self {
    Self(.usage, "Missing value for '\(option.synopsis)'", command: command)
  }

  static func missingArgument(_ option: OptionSpec, in command: String) -> Self {
    Self(.usage, "Missing expected argument '\(option.synopsis)'", command: command)
  }

  static func flagWithValue(_ option: OptionSpec, in command: String) -> Self {
    Self(.usage, "The flag '\(option.flag)' does not take a value", command: command)
  }

  static func repeated(_ option: OptionSpec, in command: String) -> Self {
    Self(.usage, "The option '\(option.flag)' was given more than once", command: command)
  }

  static func invalidValue(
    _ value: String, for option: OptionSpec, in command: String, _ reason: String
  ) -> Self {
    invalidValue(value, for: option.synopsis, in: command, reason)
  }

  /// The one message for a value that cannot be used, whatever found it wrong
  /// (a value's kind, a parse hook, a positional's reader): `synopsis` is
  /// `--by <seconds>` for an option, `<date>` for a positional.
  static func invalidValue(
    _ value: String, for synopsis: String, in command: String, _ reason: String
  ) -> Self {
    Self(
      .usage, "The value '\(Quoted(value))' is invalid for '\(synopsis)': \(reason)",
      command: command)
  }

  /// A word the command has no place for, with what it was probably meant as
  /// (``StrayWord``), quoted.
  static func unexpectedArgument(_ word: String, in command: String?, hint: String? = nil)
    -> Self
  {
    let hint = hint.map { ". Did you mean \($0)?" } ?? ""
    return Self(.usage, "Unexpected argument '\(Quoted(word))'\(hint)", command: command)
  }

  /// An option of `command` given before it: options follow the command's name.
  static func optionBeforeCommand(_ name: String, command: String, tool: String) -> Self {
    Self(
      .usage,
      "The option '\(Quoted(name))' comes before the command; put the command first: '\(tool) \(command) \(name) …'",
      command: nil)
  }

  /// Two options that cannot be given together.
  static func conflict(_ option: OptionSpec, _ other: String, in command: String) -> Self {
    Self(.usage, "The option '\(option.flag)' cannot be used with '\(other)'", command: command)
  }

  /// A summary or picture of a run that never ends would never be written.
  static func endless(_ what: String, in command: String) -> Self {
    Self(
      .usage,
      "\(what) is written when the run ends, and this one never does; add --count or --until",
      command: command)
  }

  static func requires(_ option: OptionSpec, _ other: String, in command: String) -> Self {
    Self(.usage, "The option '\(option.flag)' needs '\(other)'", command: command)
  }

  /// `. Did you mean 'X'?` when a known word is a plausible typo of `word`, else nothing.
  private static func didYouMean(_ word: String, among known: [String]) -> String {
    Suggestions.closest(to: word, among: known).map { ". Did you mean '\($0)'?" } ?? ""
  }
}
