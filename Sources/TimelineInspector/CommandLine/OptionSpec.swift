/// One option a command accepts: its name, the kind of value it takes, and its help.
///
/// The same table drives parsing, help, completions and the manual page's test,
/// so an option exists everywhere or nowhere.
struct OptionSpec: Sendable, Equatable {
  /// The long name without dashes, e.g. `by`.
  let name: String
  /// A single-letter alias without the dash, e.g. `h`.
  let shortName: Character?
  /// The placeholder of the value (`seconds` in `--by <seconds>`), or `nil` for a flag.
  let valueName: String?
  /// One line of help.
  let help: String
  /// The values the option accepts, when there is a fixed set (for help and completions).
  let choices: [String]

  init(
    _ name: String, short: Character? = nil, value: String? = nil, choices: [String] = [],
    help: String
  ) {
    self.name = name
    self.shortName = short
    self.valueName = value
    self.help = help
    self.choices = choices
  }

  /// Whether the option takes no value.
  var isFlag: Bool { valueName == nil }

  /// `--by`.
  var flag: String { "--" + name }

  /// `--by <seconds>`, as usage lines and messages show it.
  var synopsis: String { valueName.map { "--\(name) <\($0)>" } ?? "--\(name)" }
}
