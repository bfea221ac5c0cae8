/// The zsh completion script: a `#compdef` function built on `_arguments`.
extension CompletionScript {
  /// The zsh script for the tool `context` describes.
  static func zsh(_ context: Context) -> String {
    let tool = context.tool
    var script = """
      #compdef \(tool.name)
      # zsh completion for \(tool.name). Save as \(context.function) in a directory on $fpath, or: source <(\(completionCommand(tool, .zsh)))

      \(context.function)() {

      """
    if tool.isSingleCommand {
      script += "  _arguments -s \\\n" + zshArguments(tool.firstCommand, extra: context.toolOptions)
    } else {
      script += "  local -a commands\n  commands=(\n"
      for command in tool.commands {
        script += "    '\(command.name):\(zshEscaped(command.abstract))'\n"
      }
      script +=
        "    '\(ArgumentParser.helpCommand):Show help for the program or one of its commands.'\n"
      script += "    '\(ArgumentParser.completionsCommand):Print a shell completion script.'\n"
      script += """
          )
          if (( CURRENT == 2 )); then
            _describe -t commands '\(tool.name) command' commands
            _arguments '--version[Show the version.]' '(-h --help)'{-h,--help}'[Show help information.]'
            return
          fi
          local command=$words[2]
          shift words; (( CURRENT-- ))
          case $command in

        """
      for command in tool.commands {
        script +=
          "    \(command.name))\n      _arguments -s \\\n" + zshArguments(command, extra: [])
        script += "      ;;\n"
      }
      script +=
        "    \(ArgumentParser.helpCommand)) _arguments '1:command:(\((tool.commands.map(\.name) + [DatesHelp.topic]).joinedText(separator: " ")))' ;;\n"
      script +=
        "    \(ArgumentParser.completionsCommand)) _arguments '1:shell:(\(CompletionShell.names.joinedText(separator: " ")))' ;;\n"
      script += "  esac\n"
    }
    script +=
      "}\n\nif [[ $zsh_eval_context[-1] == loadautofunc ]]; then \(context.function) \"$@\"; else compdef \(context.function) \(tool.name); fi\n"
    return script
  }

  private static func zshArguments(_ command: ScheduleCommand, extra: [String]) -> String {
    var lines = ""
    for option in command.options {
      let help = zshEscaped(option.helpWithDefault)
      if option.isFlag {
        if let short = option.shortName {
          lines += "        '(-\(short) \(option.flag))'{-\(short),\(option.flag)}'[\(help)]' \\\n"
        } else {
          lines += "        '\(option.flag)[\(help)]' \\\n"
        }
      } else {
        lines +=
          "        '\(option.flag)=[\(help)]:\(option.valueName!):\(zshAction(option))' \\\n"
      }
    }
    for word in extra {
      lines +=
        word == ArgumentParser.completionOption
        ? "        '\(word)=[Print a completion script.]:shell:(bash zsh fish)' \\\n"
        : "        '\(word)[Show the version.]' \\\n"
    }
    if let positional = command.positional {
      lines += "        '*:\(positional.name):'\n"
    } else {
      lines += "        \n"
    }
    return lines
  }

  private static func zshAction(_ option: OptionSpec) -> String {
    if option.kind == .path { return "_files" }
    guard let values = values(for: option) else { return " " }
    return "(\(values.joinedText(separator: " ")))"
  }

  private static func zshEscaped(_ text: String) -> String {
    text.replacing("'", with: "'\\''").replacing("[", with: "\\[")
      .replacing("]", with: "\\]").replacing(":", with: "\\:")
  }
}
