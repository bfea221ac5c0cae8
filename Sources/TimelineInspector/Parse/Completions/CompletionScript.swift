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
  /// The script for `shell`.
  static func render(for shell: CompletionShell, tool: ScheduleInspector) -> String {
    let context = Context(tool: tool)
    switch shell {
    case .bash: return bash(context)
    case .zsh: return zsh(context)
    case .fish: return fish(context)
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

  /// What every shell's script needs of the tool.
  struct Context {
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

  /// The words that name `command`'s options: each long flag and short name.
  static func optionWords(_ command: ScheduleCommand) -> [String] {
    command.options.flatMap { option in
      [option.flag] + (option.shortName.map { ["-\($0)"] } ?? [])
    }
  }

  /// The command that prints `tool`'s script for `shell`, as a script's
  /// comment tells its reader to load it.
  static func completionCommand(_ tool: ScheduleInspector, _ shell: CompletionShell) -> String {
    tool.isSingleCommand
      ? "\(tool.name) \(ArgumentParser.completionOption) \(shell)"
      : "\(tool.name) completions \(shell)"
  }
}
