/// The bash completion script: a function that `complete -F` calls with the words typed.
extension CompletionScript {
  /// The bash script for the tool `context` describes.
  static func bash(_ context: Context) -> String {
    let name = context.tool.name
    var script = """
      # bash completion for \(name). Load it with: source <(\(completionCommand(context.tool, .bash)))
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
        "    \(ArgumentParser.helpCommand)) COMPREPLY=($(compgen -W \"\((context.tool.commands.map(\.name) + [DatesHelp.topic]).joinedText(separator: " "))\" -- \"$cur\")) ;;\n"
      script +=
        "    \(ArgumentParser.completionsCommand)) COMPREPLY=($(compgen -W \"\(CompletionShell.names.joinedText(separator: " ")) --help -h\" -- \"$cur\")) ;;\n"
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
}
