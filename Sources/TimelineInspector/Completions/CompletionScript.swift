#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// Shell completion scripts for `tlsched`, generated from ``Commands`` so they
/// always offer exactly the commands, options and values the parser accepts.
enum CompletionScript {
  /// The script for `shell` (`bash`, `zsh` or `fish`).
  static func render(for shell: String) -> String {
    switch shell {
    case "zsh": zsh()
    case "fish": fish()
    default: bash()
    }
  }

  /// The values an option's argument completes to, if it has a known set.
  static func values(for option: OptionSpec) -> [String]? {
    if !option.choices.isEmpty { return option.choices }
    if option.name == "tz" { return zoneNames }
    return nil
  }

  /// `UTC` and every IANA zone name Foundation knows, sorted.
  static var zoneNames: [String] {
    ["UTC"] + TimeZone.knownTimeZoneIdentifiers.filter { $0 != "UTC" }.sorted()
  }

  private static var commandNames: String { Commands.all.map(\.name).joined(separator: " ") }

  // MARK: - bash

  private static func bash() -> String {
    var script = """
      # bash completion for tlsched. Load it with: source <(tlsched completions bash)
      _tlsched() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
        # With --opt=value, bash splits at '=': the option is two words back.
        if [[ "$cur" == "=" ]]; then cur=""; prev="${COMP_WORDS[COMP_CWORD-1]}";
        elif [[ "$prev" == "=" ]]; then prev="${COMP_WORDS[COMP_CWORD-2]}"; fi
        if [[ $COMP_CWORD -eq 1 ]]; then
          COMPREPLY=($(compgen -W "\(commandNames) --help --version" -- "$cur"))
          return
        fi
        case "$prev" in

      """
    var valueCases: [String: [String]] = [:]
    var freeValues: [String] = []
    for option in Commands.schedules.flatMap(\.options) where !option.isFlag {
      if let values = values(for: option) {
        valueCases[option.flag] = values
      } else if option.name != "file", !freeValues.contains(option.flag) {
        freeValues.append(option.flag)
      }
    }
    for (flag, values) in valueCases.sorted(by: { $0.key < $1.key }) {
      script +=
        "    \(flag)) COMPREPLY=($(compgen -W \"\(values.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
    }
    script += "    --file) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n"
    script += "    \(freeValues.joined(separator: "|"))) return ;;\n"
    script += "  esac\n  case \"${COMP_WORDS[1]}\" in\n"
    for command in Commands.all {
      let options = command.options.flatMap { option in
        [option.flag] + (option.shortName.map { ["-\($0)"] } ?? [])
      }
      switch command.name {
      case Commands.helpCommand.name:
        script += "    help) COMPREPLY=($(compgen -W \"\(commandNames)\" -- \"$cur\")) ;;\n"
      case Commands.completions.name:
        script +=
          "    completions) COMPREPLY=($(compgen -W \"bash zsh fish --help -h\" -- \"$cur\")) ;;\n"
      default:
        script +=
          "    \(command.name)) COMPREPLY=($(compgen -W \"\(options.joined(separator: " "))\" -- \"$cur\")) ;;\n"
      }
    }
    script += "  esac\n}\ncomplete -F _tlsched tlsched\n"
    return script
  }

  // MARK: - zsh

  private static func zsh() -> String {
    var script = """
      #compdef tlsched
      # zsh completion for tlsched. Save as _tlsched in a directory on $fpath, or: source <(tlsched completions zsh)

      _tlsched() {
        local -a commands
        commands=(

      """
    for command in Commands.all {
      script += "    '\(command.name):\(zshEscaped(command.abstract))'\n"
    }
    script += """
        )
        if (( CURRENT == 2 )); then
          _describe -t commands 'tlsched command' commands
          _arguments '--version[Show the version.]' '(-h --help)'{-h,--help}'[Show help information.]'
          return
        fi
        local command=$words[2]
        shift words; (( CURRENT-- ))
        case $command in

      """
    for command in Commands.all {
      script += "    \(command.name))\n      _arguments -s \\\n"
      for option in command.options {
        let help = zshEscaped(option.help)
        if option.isFlag {
          let names =
            option.shortName.map { "'(-\($0) \(option.flag))'{-\($0),\(option.flag)}" }
            ?? "'\(option.flag)"
          script +=
            option.shortName == nil
            ? "        \(names)[\(help)]' \\\n" : "        \(names)'[\(help)]' \\\n"
        } else {
          script +=
            "        '\(option.flag)=[\(help)]:\(option.valueName!):\(zshAction(option))' \\\n"
        }
      }
      if command.name == Commands.helpCommand.name {
        script += "        '1:command:(\(commandNames))'\n"
      } else if command.name == Commands.completions.name {
        script += "        '1:shell:(bash zsh fish)'\n"
      } else if let positional = command.positional {
        script += "        '*:\(positional.name):'\n"
      } else {
        script += "        \n"
      }
      script += "      ;;\n"
    }
    script +=
      "  esac\n}\n\nif [[ $zsh_eval_context[-1] == loadautofunc ]]; then _tlsched \"$@\"; else compdef _tlsched tlsched; fi\n"
    return script
  }

  private static func zshAction(_ option: OptionSpec) -> String {
    if option.name == "file" { return "_files" }
    guard let values = values(for: option) else { return " " }
    return "(\(values.joined(separator: " ")))"
  }

  private static func zshEscaped(_ text: String) -> String {
    text.replacing("'", with: "'\\''").replacing("[", with: "\\[")
      .replacing("]", with: "\\]").replacing(":", with: "\\:")
  }

  // MARK: - fish

  private static func fish() -> String {
    var script = """
      # fish completion for tlsched. Load it with: tlsched completions fish | source
      complete -c tlsched -f
      complete -c tlsched -n __fish_use_subcommand -l version -d 'Show the version.'
      complete -c tlsched -n __fish_use_subcommand -s h -l help -d 'Show help information.'

      """
    for command in Commands.all {
      script +=
        "complete -c tlsched -n __fish_use_subcommand -a \(command.name) -d '\(fishEscaped(command.abstract))'\n"
    }
    for command in Commands.all {
      let condition = "'__fish_seen_subcommand_from \(command.name)'"
      for option in command.options {
        var line = "complete -c tlsched -n \(condition) -l \(option.name)"
        if let short = option.shortName { line += " -s \(short)" }
        if !option.isFlag {
          // Only --file completes to paths; other values are dates, numbers or names.
          line += option.name == "file" ? " -r -F" : " -r -f"
          if let values = values(for: option) {
            line += " -a '\(values.joined(separator: " "))'"
          }
        }
        script += line + " -d '\(fishEscaped(option.help))'\n"
      }
    }
    script += "complete -c tlsched -n '__fish_seen_subcommand_from help' -a '\(commandNames)'\n"
    script +=
      "complete -c tlsched -n '__fish_seen_subcommand_from completions' -a 'bash zsh fish'\n"
    return script
  }

  private static func fishEscaped(_ text: String) -> String {
    text.replacing("\\", with: "\\\\").replacing("'", with: "\\'")
  }
}
