/// A command of `tlsched`: its name, what it does, and the options it takes.
struct CommandSpec: Sendable {
  /// The word that selects the command, e.g. `every-minute`.
  let name: String
  /// One sentence: what the command prints.
  let abstract: String
  /// More detail for the help page, or empty.
  let discussion: String
  /// The usage line after `tlsched NAME`.
  let usage: String
  /// The placeholder and help of the positional arguments, if the command takes any.
  let positional: (name: String, help: String)?
  /// The options, in the order help lists them.
  let options: [OptionSpec]
  /// Command lines worth copying, for the help page.
  let examples: [String]

  /// Looks up an option by its long name.
  func option(named name: String) -> OptionSpec? { options.first { $0.name == name } }

}
