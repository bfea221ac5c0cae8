/// The fish completion script: one `complete` line for each command, option and value list.
extension CompletionScript {
  /// The fish script for the tool `context` describes.
  static func fish(_ context: Context) -> String {
    let tool = context.tool
    let name = tool.name
    var script = """
      # fish completion for \(name). Load it with: \(completionCommand(tool, .fish)) | source
      complete -c \(name) -f

      """
    if tool.isSingleCommand {
      script += fishOptions(tool.firstCommand, name: name, condition: nil)
      script += "complete -c \(name) -l version -d 'Show the version.'\n"
      script +=
        "complete -c \(name) -l \(ArgumentParser.completionOption.dropFirst(2)) -r -f -a '\(CompletionShell.names.joinedText(separator: " "))' -d 'Print a completion script.'\n"
      return script
    }
    script += "complete -c \(name) -n __fish_use_subcommand -l version -d 'Show the version.'\n"
    script +=
      "complete -c \(name) -n __fish_use_subcommand -s h -l help -d 'Show help information.'\n"
    for command in tool.commands {
      script +=
        "complete -c \(name) -n __fish_use_subcommand -a \(command.name) -d '\(fishEscaped(command.abstract))'\n"
    }
    script +=
      "complete -c \(name) -n __fish_use_subcommand -a \(ArgumentParser.helpCommand) -d 'Show help for the program or one of its commands.'\n"
    script +=
      "complete -c \(name) -n __fish_use_subcommand -a \(ArgumentParser.completionsCommand) -d 'Print a shell completion script.'\n"
    for command in tool.commands {
      script += fishOptions(
        command, name: name, condition: "'__fish_seen_subcommand_from \(command.name)'")
    }
    script +=
      "complete -c \(name) -n '__fish_seen_subcommand_from \(ArgumentParser.helpCommand)' -a '\((tool.commands.map(\.name) + [DatesHelp.topic]).joinedText(separator: " "))'\n"
    script +=
      "complete -c \(name) -n '__fish_seen_subcommand_from \(ArgumentParser.completionsCommand)' -a '\(CompletionShell.names.joinedText(separator: " "))'\n"
    return script
  }

  private static func fishOptions(_ command: ScheduleCommand, name: String, condition: String?)
    -> String
  {
    var script = ""
    for option in command.options {
      var line = "complete -c \(name)"
      if let condition { line += " -n \(condition)" }
      line += " -l \(option.name)"
      if let short = option.shortName { line += " -s \(short)" }
      if !option.isFlag {
        // Only paths complete to files; other values are dates, numbers or names.
        line += option.kind == .path ? " -r -F" : " -r -f"
        // The values on a line of their own, without the option's help: fish
        // shows a line's description beside each of its values.
        if let values = values(for: option) {
          script += line + " -a '\(values.joinedText(separator: " "))'\n"
        }
      }
      script += line + " -d '\(fishEscaped(option.helpWithDefault))'\n"
    }
    return script
  }

  private static func fishEscaped(_ text: String) -> String {
    text.replacing("\\", with: "\\\\").replacing("'", with: "\\'")
  }
}
