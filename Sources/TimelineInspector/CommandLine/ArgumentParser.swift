/// What a command line asks for, once its words are matched to a command.
enum Request: Equatable {
  /// Show help for a command, or for the program when `nil`.
  case help(command: String?)
  /// Show the version.
  case version
  /// Print a completion script for a shell.
  case completions(shell: String)
  /// Print a schedule.
  case schedule(ParsedArguments)
}

/// The words of a schedule command matched to its options, before any value is interpreted.
struct ParsedArguments: Equatable {
  /// The command's name.
  let command: String
  /// The values of the options that take one, by option name.
  var values: [String: String] = [:]
  /// The flags given, by name.
  var flags: Set<String> = []
  /// The positional arguments, in order.
  var positionals: [String] = []

  /// The value given for the option `name`, if any.
  func value(_ name: String) -> String? { values[name] }

  /// Whether the flag `name` was given.
  func has(_ name: String) -> Bool { flags.contains(name) }
}

/// Splits a command line into a ``Request``, swift-argument-parser style:
/// `--opt value` and `--opt=value`, `--` ends the options, `-h`/`--help`
/// anywhere asks for help.
enum ArgumentParser {
  /// Matches `words` (the arguments after the program name).
  static func parse(_ words: [String]) throws(CommandLineError) -> Request {
    guard let first = words.first else {
      throw CommandLineError(.usage, "Missing expected command", command: nil)
    }
    let rest = Array(words.dropFirst())
    switch first {
    case "-h", "--help": return .help(command: nil)
    case "--version": return .version
    case "help": return try parseHelp(rest)
    default: break
    }
    if first.hasPrefix("-") { throw .unknownOption(first, in: nil) }
    guard let command = Commands.named(first) else { throw .unknownCommand(first) }
    if asksForHelp(rest) { return .help(command: command.name) }
    let parsed = try match(rest, to: command)
    if command.name == Commands.completions.name {
      return try completionsRequest(parsed, command)
    }
    return .schedule(parsed)
  }

  /// `-h` or `--help` before any `--`.
  private static func asksForHelp(_ words: [String]) -> Bool {
    for word in words {
      if word == "--" { return false }
      if word == "-h" || word == "--help" { return true }
    }
    return false
  }

  private static func parseHelp(_ words: [String]) throws(CommandLineError) -> Request {
    let names = words.filter { $0 != "-h" && $0 != "--help" }
    guard let name = names.first else {
      // `tlsched help --help` is the help command's own page, like any `X --help`.
      return .help(command: names.count < words.count ? Commands.helpCommand.name : nil)
    }
    if names.count > 1 { throw .unexpectedArgument(names[1], in: Commands.helpCommand) }
    guard let command = Commands.named(name) else { throw .unknownCommand(name) }
    return .help(command: command.name)
  }

  private static func completionsRequest(_ parsed: ParsedArguments, _ command: CommandSpec)
    throws(CommandLineError)
    -> Request
  {
    let shells = ["bash", "zsh", "fish"]
    guard let shell = parsed.positionals.first else {
      throw CommandLineError(.usage, "Missing expected argument '<shell>'", command: command.name)
    }
    if parsed.positionals.count > 1 {
      throw .unexpectedArgument(parsed.positionals[1], in: command)
    }
    guard shells.contains(shell) else {
      throw CommandLineError(
        .usage, "The value '\(Quoted(shell))' is invalid for '<shell>': expected bash, zsh or fish",
        command: command.name)
    }
    return .completions(shell: shell)
  }

  /// Matches a command's words to its options and positionals.
  static func match(_ words: [String], to command: CommandSpec) throws(CommandLineError)
    -> ParsedArguments
  {
    var parsed = ParsedArguments(command: command.name)
    var index = 0
    var optionsEnded = false
    while index < words.count {
      let word = words[index]
      index += 1
      if optionsEnded || !looksLikeOption(word) {
        guard command.positional != nil else { throw .unexpectedArgument(word, in: command) }
        parsed.positionals.append(word)
        continue
      }
      if word == "--" {
        optionsEnded = true
        continue
      }
      let (name, inlineValue) = split(word)
      guard name.hasPrefix("--"), let option = command.option(named: String(name.dropFirst(2)))
      else {
        throw .unknownOption(word, in: command)
      }
      if parsed.values[option.name] != nil || parsed.flags.contains(option.name) {
        throw .repeated(option, in: command)
      }
      if option.isFlag {
        if inlineValue != nil { throw .flagWithValue(option, in: command) }
        parsed.flags.insert(option.name)
        continue
      }
      if let inlineValue {
        parsed.values[option.name] = inlineValue
        continue
      }
      guard index < words.count, !looksLikeOption(words[index]) else {
        throw .missingValue(option, in: command)
      }
      parsed.values[option.name] = words[index]
      index += 1
    }
    return parsed
  }

  /// `--name=value` split at the first `=`.
  private static func split(_ word: String) -> (name: Substring, value: String?) {
    guard let equals = word.firstIndex(of: "=") else { return (word[...], nil) }
    return (word[..<equals], String(word[word.index(after: equals)...]))
  }

  /// Whether a word is an option (or `--`) rather than a value. A dash followed
  /// by a digit or a point is a negative number, so `--by -5` reaches the
  /// validation that explains what is wrong with it.
  static func looksLikeOption(_ word: String) -> Bool {
    guard word.hasPrefix("-"), word.count > 1 else { return false }
    let second = word.utf8.dropFirst().first!
    return !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(second) && second != UInt8(ascii: ".")
  }
}
