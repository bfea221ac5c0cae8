#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// Shell completion scripts for a tool, generated from its commands and the
/// kinds of their options, so they always offer exactly the commands, options
/// and values the parser accepts.
enum CompletionScript {
  /// The script for `shell` (`bash`, `zsh` or `fish`).
  static func render(for shell: String, tool: ScheduleInspector) -> String {
    let context = Context(tool: tool)
    switch shell {
    case "zsh": return zsh(context)
    case "fish": return fish(context)
    default: return bash(context)
    }
  }

  /// The values an option's argument completes to, if it has a known set.
  static func values(for option: OptionSpec) -> [String]? {
    option.kind == .zone ? zoneNames : option.kind.completionWords
  }

  /// `UTC`, `local` and every IANA zone name Foundation knows, sorted, with
  /// the current names ICU keeps only as aliases.
  static var zoneNames: [String] {
    let known = TimeZone.knownTimeZoneIdentifiers
    let aliases = currentNames.filter { !known.contains($0) && TimeZone(identifier: $0) != nil }
    return ["UTC", "local"] + (known + aliases).filter { $0 != "UTC" }.sorted()
  }

  /// Zone names people type today that ICU lists under their older spelling
  /// (`Asia/Calcutta`): tlsched accepts both, so completion offers both.
  static let currentNames = [
    "Asia/Kolkata", "Europe/Kyiv", "Asia/Kathmandu", "Asia/Yangon", "Asia/Ho_Chi_Minh",
    "America/Nuuk", "Pacific/Kanton", "Atlantic/Faroe", "Pacific/Chuuk", "Pacific/Pohnpei",
  ]

  /// What every script needs of the tool.
  private struct Context {
    let tool: ScheduleInspector
    /// The shell function's name: `_tlsched`.
    var function: String {
      "_"
        + String(
          tool.name.unicodeScalars.map {
            $0.properties.isAlphabetic || ("0"..."9").contains($0) ? Character($0) : "_"
          })
    }
    var commandWords: [String] { ArgumentParser(tool: tool).commandNames }
    /// Options a tool of one command takes besides the command's.
    var toolOptions: [String] {
      tool.isSingleCommand ? ["--version", ArgumentParser.completionOption] : []
    }
    var allOptions: [OptionSpec] {
      var seen: Set<String> = []
      return tool.commands.flatMap(\.options).filter { seen.insert($0.name).inserted }
    }
  }

  // MARK: - bash

  private static func bash(_ context: Context) -> String {
    let name = context.tool.name
    var script = """
      # bash completion for \(name). Load it with: source <(\(completionCommand(context.tool, "bash")))
      \(context.function)() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
        # With --opt=value, bash splits at '=': the option is two words back.
        if [[ "$cur" == "=" ]]; then cur=""; prev="${COMP_WORDS[COMP_CWORD-1]}";
        elif [[ "$prev" == "=" ]]; then prev="${COMP_WORDS[COMP_CWORD-2]}"; fi

      """
    if !context.tool.isSingleCommand {
      script += """
          if [[ $COMP_CWORD -eq 1 ]]; then
            COMPREPLY=($(compgen -W "\(context.commandWords.joinedText(separator: " ")) --help --version" -- "$cur"))
            return
          fi

        """
    }
    script += "  case \"$prev\" in\n"
    var free: [String] = []
    var paths: [String] = []
    for option in context.allOptions where !option.isFlag {
      if option.kind == .path {
        paths.append(option.flag)
      } else if let values = values(for: option) {
        script +=
          "    \(option.flag)) COMPREPLY=($(compgen -W \"\(values.joinedText(separator: " "))\" -- \"$cur\")); return ;;\n"
      } else {
        free.append(option.flag)
      }
    }
    if !paths.isEmpty {
      // Names are quoted here (spaces and all) and directories end in '/' with no
      // space after them, so the user can go on typing the path.
      script +=
        "    \(paths.joinedText(separator: "|"))) \(context.function)_paths; return ;;\n"
    }
    if !free.isEmpty { script += "    \(free.joinedText(separator: "|"))) return ;;\n" }
    script += "  esac\n"
    if context.tool.isSingleCommand {
      let command = context.tool.firstCommand
      script +=
        "  COMPREPLY=($(compgen -W \"\((optionWords(command) + context.toolOptions).joinedText(separator: " "))\" -- \"$cur\"))\n"
    } else {
      script += "  case \"${COMP_WORDS[1]}\" in\n"
      for command in context.tool.commands {
        script +=
          "    \(command.name)) COMPREPLY=($(compgen -W \"\(optionWords(command).joinedText(separator: " "))\" -- \"$cur\")) ;;\n"
      }
      script +=
        "    \(ArgumentParser.helpCommand)) COMPREPLY=($(compgen -W \"\(context.tool.commands.map(\.name).joinedText(separator: " "))\" -- \"$cur\")) ;;\n"
      script +=
        "    \(ArgumentParser.completionsCommand)) COMPREPLY=($(compgen -W \"\(ArgumentParser.shells.joinedText(separator: " ")) --help -h\" -- \"$cur\")) ;;\n"
      script += "  esac\n"
    }
    script += "}\n"
    script += """
      \(context.function)_paths() {
        local path word="${cur//\\\\/}" paths=()
        COMPREPLY=()
        # Read the names as lines, not from an unquoted $(…), which would expand
        # '*', '?' and '[' in a name as patterns (duplicates, other files).
        mapfile -t paths < <(compgen -f -- "$word")
        for path in "${paths[@]}"; do
          if [[ -d "$path" ]]; then COMPREPLY+=("$(printf '%q/' "$path")")
          else COMPREPLY+=("$(printf '%q ' "$path")"); fi
        done
        compopt -o nospace 2>/dev/null
      }

      """
    script += "complete -F \(context.function) \(name)\n"
    return script
  }

  private static func optionWords(_ command: ScheduleCommand) -> [String] {
    command.options.flatMap { option in
      [option.flag] + (option.shortName.map { ["-\($0)"] } ?? [])
    }
  }

  private static func completionCommand(_ tool: ScheduleInspector, _ shell: String) -> String {
    tool.isSingleCommand
      ? "\(tool.name) \(ArgumentParser.completionOption) \(shell)"
      : "\(tool.name) completions \(shell)"
  }

  // MARK: - zsh

  private static func zsh(_ context: Context) -> String {
    let tool = context.tool
    var script = """
      #compdef \(tool.name)
      # zsh completion for \(tool.name). Save as \(context.function) in a directory on $fpath, or: source <(\(completionCommand(tool, "zsh")))

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
        "    \(ArgumentParser.helpCommand)) _arguments '1:command:(\(tool.commands.map(\.name).joinedText(separator: " ")))' ;;\n"
      script +=
        "    \(ArgumentParser.completionsCommand)) _arguments '1:shell:(\(ArgumentParser.shells.joinedText(separator: " ")))' ;;\n"
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

  // MARK: - fish

  private static func fish(_ context: Context) -> String {
    let tool = context.tool
    let name = tool.name
    var script = """
      # fish completion for \(name). Load it with: \(completionCommand(tool, "fish")) | source
      complete -c \(name) -f

      """
    if tool.isSingleCommand {
      script += fishOptions(tool.firstCommand, name: name, condition: nil)
      script += "complete -c \(name) -l version -d 'Show the version.'\n"
      script +=
        "complete -c \(name) -l \(ArgumentParser.completionOption.dropFirst(2)) -r -f -a '\(ArgumentParser.shells.joinedText(separator: " "))' -d 'Print a completion script.'\n"
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
      "complete -c \(name) -n '__fish_seen_subcommand_from \(ArgumentParser.helpCommand)' -a '\(tool.commands.map(\.name).joinedText(separator: " "))'\n"
    script +=
      "complete -c \(name) -n '__fish_seen_subcommand_from \(ArgumentParser.completionsCommand)' -a '\(ArgumentParser.shells.joinedText(separator: " "))'\n"
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
