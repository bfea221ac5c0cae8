/// The help pages, rendered from a tool's commands and their options in
/// swift-argument-parser's layout.
enum HelpText {
  /// Width of the left column of option lists.
  private static let labelWidth = 30

  /// The page `--help` prints: the program's for `nil`, else the named command's.
  static func page(for name: String?, in tool: ScheduleInspector) -> String {
    if let name, let command = tool.command(named: name) { return self.command(command, in: tool) }
    switch name {
    case ArgumentParser.helpCommand?: return helpCommandPage(tool)
    case ArgumentParser.completionsCommand?: return completionsCommandPage(tool)
    case DatesHelp.topic?: return DatesHelp.page(in: tool)
    default: return program(tool)
    }
  }

  /// The program's usage line.
  static func programUsage(_ tool: ScheduleInspector) -> String {
    tool.isSingleCommand
      ? usage(of: tool.firstCommand, in: tool) : "\(tool.name) <command> [<options>]"
  }

  /// `tlsched periodic --by <seconds> [--from <date>] [<options>]`.
  static func usage(of command: ScheduleCommand, in tool: ScheduleInspector) -> String {
    "\(invocationName(of: command, in: tool)) \(command.usage)"
  }

  /// The usage line of the command named `name` (the program's for `nil`),
  /// including the built-in `help` and `completions`.
  static func usage(ofCommandNamed name: String?, in tool: ScheduleInspector) -> String {
    if tool.isSingleCommand { return programUsage(tool) }
    if let name, let command = tool.command(named: name) { return usage(of: command, in: tool) }
    switch name {
    case ArgumentParser.helpCommand?: return "\(tool.name) help [<command>]"
    case ArgumentParser.completionsCommand?: return "\(tool.name) completions <shell>"
    default: return programUsage(tool)
    }
  }

  /// `tlsched periodic`, or just the tool's name for a tool of one command.
  private static func invocationName(of command: ScheduleCommand, in tool: ScheduleInspector)
    -> String
  {
    tool.isSingleCommand ? tool.name : "\(tool.name) \(command.name)"
  }

  /// The page for `tlsched --help`.
  static func program(_ tool: ScheduleInspector) -> String {
    if tool.isSingleCommand { return command(tool.firstCommand, in: tool) }
    var page = """
      OVERVIEW: \(tool.abstract)

      USAGE: \(programUsage(tool))

      COMMANDS:

      """
    for entry in tool.entries {
      page += row(entry.heading.name, entry.heading.abstract)
    }
    page += row(ArgumentParser.helpCommand, helpAbstract)
    page += row(ArgumentParser.completionsCommand, completionsAbstract)
    page += """

      OPTIONS:
      \(row("--version", "Show the version."))\(row("-h, --help", CommonOptions.help.definition.spec.help))
      See '\(tool.name) help <command>' for detailed help, and '\(tool.name) help \(DatesHelp.topic)'
      for how dates and durations are written.

      """
    return page
  }

  /// The page for `tlsched COMMAND --help`.
  static func command(_ command: ScheduleCommand, in tool: ScheduleInspector) -> String {
    var page = "OVERVIEW: \(command.abstract)\n"
    if !command.discussion.isEmpty { page += "\n" + wrap(command.discussion, indent: 0) }
    page += "\nUSAGE: \(usage(of: command, in: tool))\n"
    if let positional = command.positional {
      page += "\nARGUMENTS:\n" + row("<\(positional.name)>", positional.help)
    }
    page += "\nOPTIONS:\n"
    for option in command.options {
      let label = option.shortName.map { "-\($0), \(option.synopsis)" } ?? option.synopsis
      page += row(label, option.helpWithDefault)
    }
    if tool.isSingleCommand {
      page += row("--version", "Show the version.")
      page += row(
        "\(ArgumentParser.completionOption) <shell>",
        "Print a completion script for \(ArgumentParser.shellsInWords).")
    }
    if !command.examples.isEmpty {
      page += "\nEXAMPLES:\n" + command.examples.map { "  \($0)\n" }.joinedText()
    }
    // A tool of one command has no help command to show the topic with.
    if !tool.isSingleCommand {
      page +=
        "\nSee '\(tool.name) help \(DatesHelp.topic)' for how dates and durations are written.\n"
    }
    return page
  }

  private static let helpAbstract = "Show help for the program or one of its commands."
  private static let completionsAbstract =
    "Print a shell completion script for \(ArgumentParser.shellsInWords)."

  private static func helpCommandPage(_ tool: ScheduleInspector) -> String {
    """
    OVERVIEW: \(helpAbstract)

    USAGE: \(tool.name) help [<command>]

    ARGUMENTS:
    \(row("<command>", "The command to show help for, or '\(DatesHelp.topic)' for how dates and durations are written."))
    OPTIONS:
    \(row("-h, --help", CommonOptions.help.definition.spec.help))
    EXAMPLES:
      \(tool.name) help \(tool.firstCommand.name)

    """
  }

  private static func completionsCommandPage(_ tool: ScheduleInspector) -> String {
    """
    OVERVIEW: \(completionsAbstract)

    USAGE: \(tool.name) completions <shell>

    ARGUMENTS:
    \(row("<shell>", ArgumentParser.shellsInWords + "."))
    OPTIONS:
    \(row("-h, --help", CommonOptions.help.definition.spec.help))
    EXAMPLES:
      source <(\(tool.name) completions bash)

    """
  }

  /// An indented label and its wrapped help, one option or command.
  static func row(_ label: String, _ help: String) -> String {
    let left = "  " + label
    if left.count >= labelWidth {
      return left + "\n" + wrap(help, indent: labelWidth)
    }
    let wrapped = wrap(help, indent: labelWidth)
    return left + String(repeating: " ", count: labelWidth - left.count)
      + String(wrapped.dropFirst(labelWidth))
  }

  /// Wraps `text` at 80 columns, indenting every line by `indent` spaces.
  static func wrap(_ text: String, indent: Int, width: Int = 80) -> String {
    let pad = String(repeating: " ", count: indent)
    var wrapped = ""
    var line = ""
    // The line's length in characters, kept as words are added: counting the
    // whole line again for each word made a help page's wrapping quadratic.
    var lineLength = 0
    for word in text.split(separator: " ") {
      let wordLength = word.count
      if lineLength > 0, indent + lineLength + 1 + wordLength > width {
        wrapped += pad + line + "\n"
        line = ""
        lineLength = 0
      }
      if lineLength > 0 {
        line += " "
        lineLength += 1
      }
      line += word
      lineLength += wordLength
    }
    if lineLength > 0 { wrapped += pad + line + "\n" }
    return wrapped
  }
}
