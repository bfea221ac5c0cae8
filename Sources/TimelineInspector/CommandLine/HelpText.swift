/// The help pages, rendered from ``Commands`` in swift-argument-parser's layout.
enum HelpText {
  /// The program's usage line.
  static let programUsage = "\(Commands.programName) <command> [<options>]"

  /// Width of the left column of option lists.
  private static let labelWidth = 30

  /// The page for `tlsched --help`.
  static func program() -> String {
    var page = """
      OVERVIEW: Print the dates SwiftUI's timeline schedules fire at, and how a TimelineView updates from them.

      USAGE: \(programUsage)

      COMMANDS:

      """
    for command in Commands.all {
      page += row(command.name, command.abstract)
    }
    page += """

      OPTIONS:
      \(row("--version", "Show the version."))\(row("-h, --help", Commands.help.help))
      See '\(Commands.programName) help <command>' for detailed help.

      """
    return page
  }

  /// The page for `tlsched COMMAND --help`.
  static func command(_ command: CommandSpec) -> String {
    var page = "OVERVIEW: \(command.abstract)\n"
    if !command.discussion.isEmpty { page += "\n" + wrap(command.discussion, indent: 0) }
    page += "\nUSAGE: \(Commands.programName) \(command.name) \(command.usage)\n"
    if let positional = command.positional {
      page += "\nARGUMENTS:\n" + row("<\(positional.name)>", positional.help)
    }
    page += "\nOPTIONS:\n"
    for option in command.options {
      let label = option.shortName.map { "-\($0), \(option.synopsis)" } ?? option.synopsis
      page += row(label, option.help)
    }
    if !command.examples.isEmpty {
      page += "\nEXAMPLES:\n" + command.examples.map { "  \($0)\n" }.joined()
    }
    return page
  }

  /// An indented label and its wrapped help, one option or command.
  private static func row(_ label: String, _ help: String) -> String {
    let left = "  " + label
    if left.count >= labelWidth {
      return left + "\n" + wrap(help, indent: labelWidth)
    }
    let wrapped = wrap(help, indent: labelWidth)
    return left + String(repeating: " ", count: labelWidth - left.count)
      + wrapped.dropFirst(labelWidth)
  }

  /// Wraps `text` at 80 columns, indenting every line by `indent` spaces.
  private static func wrap(_ text: String, indent: Int, width: Int = 80) -> String {
    let pad = String(repeating: " ", count: indent)
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, pad.count + line.count + 1 + word.count > width {
        lines.append(pad + line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " " + word
    }
    if !line.isEmpty { lines.append(pad + line) }
    return lines.map { $0 + "\n" }.joined()
  }
}
