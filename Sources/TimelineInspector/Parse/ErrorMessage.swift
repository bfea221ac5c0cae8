/// Renders a ``CommandLineError`` as swift-argument-parser does: the error,
/// then, for a bad command line only, the usage line and where to find help.
enum ErrorMessage {
  /// The whole message for stderr, ending in a newline.
  ///
  /// ```
  /// Error: Missing value for '--by <seconds>'
  /// Usage: tlsched periodic --by <seconds> [--from <date>] [<options>]
  ///   See 'tlsched periodic --help' for more information.
  /// ```
  ///
  /// Errors about data and files (statuses 65, 66) and failures at run time
  /// are one line, as coreutils prints them: the command line was fine.
  static func render(_ error: CommandLineError, in tool: ScheduleInspector) -> String {
    guard error.status == .usage else { return "Error: \(error.message)\n" }
    let usage = HelpText.usage(ofCommandNamed: error.command, in: tool)
    let help =
      tool.isSingleCommand
      ? "\(tool.name) --help"
      : error.command.map { "\(tool.name) \($0) --help" } ?? "\(tool.name) --help"
    return "Error: \(error.message)\nUsage: \(usage)\n  See '\(help)' for more information.\n"
  }
}
