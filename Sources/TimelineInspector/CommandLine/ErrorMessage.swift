/// Renders a ``CommandLineError`` as swift-argument-parser does: the error,
/// the usage line, and where to find help.
enum ErrorMessage {
  /// The whole message for stderr, ending in a newline.
  ///
  /// ```
  /// Error: Missing value for '--by <seconds>'
  /// Usage: tlsched periodic --by <seconds> [--from <date>] [<options>]
  ///   See 'tlsched periodic --help' for more information.
  /// ```
  static func render(_ error: CommandLineError) -> String {
    let command = error.command.flatMap(Commands.named)
    let usage =
      command.map { "\(Commands.programName) \($0.name) \($0.usage)" } ?? HelpText.programUsage
    let help =
      command.map { "\(Commands.programName) \($0.name) --help" }
      ?? "\(Commands.programName) --help"
    guard error.status != .failure else { return "Error: \(error.message)\n" }
    return "Error: \(error.message)\nUsage: \(usage)\n  See '\(help)' for more information.\n"
  }
}
