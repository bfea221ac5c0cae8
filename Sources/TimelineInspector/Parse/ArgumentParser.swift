/// What a command line asks for, once its words are matched to a command.
package enum Request: Equatable {
  /// Show help for a command, or for the program when `nil`.
  case help(command: String?)
  /// Show the version.
  case version
  /// Print a completion script for a shell.
  case completions(shell: CompletionShell)
  /// Print a schedule.
  case schedule(ParsedArguments)
}

/// The words of a schedule command matched to its options, before any value is interpreted.
///
/// Values and flags are kept in short lists rather than a dictionary and a
/// set: a command line gives a few at most.
package struct ParsedArguments: Equatable {
  /// One option given with a value.
  private struct GivenValue: Equatable {
    /// The option's name.
    let name: String
    /// The text given.
    let text: String
    /// Where the process received the text, when the words were its
    /// arguments: its bytes are read from there (a path need not be UTF-8).
    let source: ArgumentSource?
  }

  /// The command the words were matched to, kept so that nothing after the
  /// parser looks it up again by name.
  package let command: ScheduleCommand
  /// The options given with a value, in the order given.
  private var givenValues: [GivenValue] = []
  /// The flags given.
  private var flagNames: [String] = []
  /// The positional arguments, in order.
  package var positionals: [String] = []

  package init(command: ScheduleCommand) {
    self.command = command
  }

  /// Words already matched, for tests.
  package init(
    command: ScheduleCommand, values: [String: String], flags: Set<String> = [],
    positionals: [String] = []
  ) {
    self.command = command
    for (name, value) in values.sorted(by: { $0.key < $1.key }) {
      givenValues.append(GivenValue(name: name, text: value, source: nil))
    }
    self.flagNames = flags.sorted()
    self.positionals = positionals
  }

  /// The text given for `option`, if it was given with a value.
  ///
  /// Looked up by the option's spec, never by a name spelled again: the spec
  /// is what the parser matched the word to.
  package func value(of option: OptionSpec) -> String? {
    given(option.name)?.text
  }

  /// The bytes the value of `option` was decoded from: the word as the
  /// process received it, so that a path that is not UTF-8 opens the file it
  /// names. The text's UTF-8 when the words were not the process's.
  package func bytes(of option: OptionSpec) -> [UInt8]? {
    given(option.name).map { given in
      given.source.map(RawArguments.bytes(at:)) ?? Array(given.text.utf8)
    }
  }

  /// Whether the flag `option` was given.
  package func has(_ option: OptionSpec) -> Bool { flagNames.contains(option.name) }

  /// Whether the option was given at all, with a value or as a flag.
  package func isGiven(_ option: OptionSpec) -> Bool {
    value(of: option) != nil || has(option)
  }

  /// Records `value` for `option`, received as the process's argument at `source` if it was.
  mutating func set(_ value: String, for option: OptionSpec, source: ArgumentSource? = nil) {
    givenValues.append(GivenValue(name: option.name, text: value, source: source))
  }

  /// Records the flag `option`.
  mutating func setFlag(_ option: OptionSpec) {
    flagNames.append(option.name)
  }

  /// The first value given under `name`.
  private func given(_ name: String) -> GivenValue? {
    givenValues.first { $0.name == name }
  }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.command.name == rhs.command.name && lhs.positionals == rhs.positionals
      && lhs.flagNames.sorted() == rhs.flagNames.sorted()
      && lhs.givenValues.map(\.name).sorted() == rhs.givenValues.map(\.name).sorted()
      && lhs.givenValues.allSatisfy { lhs.given($0.name)?.text == rhs.given($0.name)?.text }
  }
}

/// Splits a command line into a ``Request``, swift-argument-parser style:
/// `--opt value` and `--opt=value`, `--` ends the options, `-h`/`--help`
/// anywhere asks for help.
package struct ArgumentParser {
  /// The tool whose commands the words are matched to.
  package let tool: ScheduleInspector

  /// The built-in commands a tool of several commands has besides its own.
  package static let helpCommand = "help"
  package static let completionsCommand = "completions"
  /// The option a tool of one command prints completions with, as swift-argument-parser names it.
  package static let completionOption = "--generate-completion-script"
  /// The shells as help and messages name them: "bash, zsh or fish".
  package static let shellsInWords =
    CompletionShell.names.dropLast().joinedText(separator: ", ") + " or "
    + CompletionShell.names[CompletionShell.names.count - 1]

  /// Whether the words are the process's own arguments (after the program's
  /// name), so that a value's bytes can be read where the process received
  /// them (``ParsedArguments/bytes(of:)``); a library caller's words are only text.
  let wordsAreProcessArguments: Bool

  /// A parser for `tool`, of the process's own arguments or of a caller's words.
  package init(tool: ScheduleInspector, wordsAreProcessArguments: Bool = false) {
    self.tool = tool
    self.wordsAreProcessArguments = wordsAreProcessArguments
  }

  /// Matches `words` (the arguments after the program name).
  package func parse(_ words: [String]) throws(CommandLineError) -> Request {
    if tool.isSingleCommand { return try parseSingle(words) }
    // Alone, the program shows what it can do, as git and swift do.
    guard let first = words.first else { return .help(command: nil) }
    // A slice, so that each word keeps its index among the arguments.
    let rest = words.dropFirst()
    // As swift-argument-parser does: `--version` anywhere before `--`
    // (`tlsched --version periodic`, `tlsched help --version`) shows the
    // version, unless help is asked for too, which comes first.
    if asksForVersion(words[...]), !asksForHelp(words[...]) { return .version }
    switch first {
    case "-h", "--help":
      return .help(command: nil)
    case "--version":
      // Help is asked for later on the line (`--version periodic --help`): the rest says for
      // what. Only help comes of it, so the words may lose their positions.
      return try parse(Array(rest))
    case Self.helpCommand:
      return try parseHelp(Array(rest))
    case Self.completionsCommand:
      return try parseCompletions(Array(rest), command: Self.completionsCommand)
    case Self.completionOption:
      // swift-argument-parser's spelling, which scripts written for other tools use.
      return try parseCompletions(Array(rest), command: Self.completionsCommand)
    default: break
    }
    if first.hasPrefix("-") { throw optionBeforeCommand(first, Array(rest)) }
    // The entry, then the command: an optional command is a large value whose
    // destruction makes the runtime build its type's metadata.
    guard let entry = tool.entry(named: first) else {
      // `.periodic(from:by:)`, as in Swift, maybe split into several words by the shell.
      if let call = SwiftCall(words.joinedText(separator: " ")) ?? SwiftCall(first) {
        if let line = SwiftSpelling.commandLine(for: call, in: tool) {
          throw .swiftSpelling(first, commandLine: line)
        }
        if let reason = SwiftSpelling.unsupportedReason(for: call) {
          throw .unknownCommand(first, reason: reason)
        }
      }
      throw .unknownCommand(first, among: commandNames)
    }
    let command = entry.build()
    if asksForHelp(rest) { return .help(command: command.name) }
    return .schedule(try match(rest, to: command))
  }

  /// Every word that selects a command, as help and completions list them.
  package var commandNames: [String] {
    tool.entries.map { $0.heading.name }
      + (tool.isSingleCommand ? [] : [Self.helpCommand, Self.completionsCommand])
  }

  private func parseSingle(_ words: [String]) throws(CommandLineError) -> Request {
    let command = tool.firstCommand
    if asksForVersion(words[...]), !asksForHelp(words[...]) { return .version }
    if words.first == Self.completionOption {
      return try parseCompletions(Array(words.dropFirst()), command: command.name)
    }
    if asksForHelp(words[...]) { return .help(command: command.name) }
    return .schedule(try match(words[...], to: command))
  }

  /// The error for an option given before any command: when a command takes
  /// it, the hint to put the command first (`tlsched --by 3 periodic`).
  private func optionBeforeCommand(_ word: String, _ rest: [String]) -> CommandLineError {
    let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
    // The command named later on the line, else the first one that takes the option.
    let named = rest.lazy.compactMap { tool.command(named: $0) }.first
    let candidates = named.map { [$0] } ?? tool.commands
    guard name.hasPrefix("--"),
      let command = candidates.first(where: { $0.options.contains { $0.flag == name } })
    else { return .unknownOption(word, known: ["--help", "--version"], in: nil) }
    return .optionBeforeCommand(name, command: command.name, tool: tool.name)
  }

  /// `--version` before any `--`: `tlsched periodic --version` and
  /// `tlsched --version periodic` show the version, as `--help` shows help.
  private func asksForVersion(_ words: ArraySlice<String>) -> Bool {
    for word in words {
      if word == "--" { return false }
      if word == "--version" { return true }
    }
    return false
  }

  /// `-h` or `--help` before any `--`.
  private func asksForHelp(_ words: ArraySlice<String>) -> Bool {
    for word in words {
      if word == "--" { return false }
      if word == "-h" || word == "--help" { return true }
    }
    return false
  }

  private func parseHelp(_ words: [String]) throws(CommandLineError) -> Request {
    // `--version` reaches here only with help asked for too, which wins.
    let names = words.filter { $0 != "-h" && $0 != "--help" && $0 != "--version" }
    guard let name = names.first else {
      // `tlsched help --help` is the help command's own page, like any `X --help`.
      return .help(command: asksForHelp(words[...]) ? Self.helpCommand : nil)
    }
    if names.count > 1 { throw .unexpectedArgument(names[1], in: Self.helpCommand) }
    // The built-in commands have help pages too: `tlsched help help`.
    if name == Self.helpCommand || name == Self.completionsCommand { return .help(command: name) }
    guard let command = tool.command(named: name) else {
      // A topic, after the commands: a tool's own command may take its name.
      if name == DatesHelp.topic { return .help(command: name) }
      throw .unknownCommand(name, among: commandNames + [DatesHelp.topic])
    }
    return .help(command: command.name)
  }

  private func parseCompletions(_ words: [String], command: String) throws(CommandLineError)
    -> Request
  {
    if asksForHelp(words[...]) {
      return .help(command: tool.isSingleCommand ? command : Self.completionsCommand)
    }
    guard let shell = words.first else {
      throw .missingShell(in: command)
    }
    if words.count > 1 { throw .unexpectedArgument(words[1], in: command) }
    guard let known = CompletionShell(rawValue: shell) else {
      throw .unknownShell(shell, expected: Self.shellsInWords, in: command)
    }
    return .completions(shell: known)
  }

  /// Matches a command's words to its options and positionals.
  ///
  /// A word's index in `words` is its index among the words `parse` was given.
  package func match(_ words: ArraySlice<String>, to command: ScheduleCommand)
    throws(CommandLineError) -> ParsedArguments
  {
    let options = command.options
    var parsed = ParsedArguments(command: command)
    /// Where the process received the word at `index`, and whether the value follows its `=`.
    func source(_ index: Int, afterEquals: Bool = false) -> ArgumentSource? {
      wordsAreProcessArguments ? ArgumentSource(index: index, afterEquals: afterEquals) : nil
    }
    var index = words.startIndex
    var optionsEnded = false
    while index < words.endIndex {
      let word = words[index]
      index += 1
      if optionsEnded || !Self.looksLikeOption(word) {
        guard command.positional != nil else {
          throw .unexpectedArgument(
            word, in: command.name,
            hint: StrayWord.hint(for: word, in: command, commands: commandNames, words: words))
        }
        parsed.positionals.append(word)
        continue
      }
      if word == "--" {
        optionsEnded = true
        continue
      }
      let (name, inlineValue) = Self.split(word)
      guard name.hasPrefix("--"),
        let option = options.first(where: { $0.name == name.dropFirst(2) })
      else {
        throw unknownOption(word, name: String(name), in: command)
      }
      if parsed.isGiven(option) { throw .repeated(option, in: command.name) }
      if option.isFlag {
        if inlineValue != nil { throw .flagWithValue(option, in: command.name) }
        parsed.setFlag(option)
        continue
      }
      if let inlineValue {
        parsed.set(inlineValue, for: option, source: source(index - 1, afterEquals: true))
        continue
      }
      guard index < words.endIndex, !Self.looksLikeOption(words[index]) else {
        throw .missingValue(option, in: command.name)
      }
      parsed.set(words[index], for: option, source: source(index))
      index += 1
    }
    // A lone `-` in place of the positionals means standard input, as `--file -` does.
    if parsed.positionals == ["-"], let file = command.positional?.standardInputOption,
      parsed.value(of: file) == nil
    {
      parsed.positionals = []
      parsed.set("-", for: file)
    }
    return parsed
  }

  /// The error for `word` (the option `name`), which `command` does not take:
  /// the hint for a name Swift gives it (`--countsDown`), else the commands that
  /// do take it (`explicit --render`), else the nearest option's name.
  private func unknownOption(_ word: String, name: String, in command: ScheduleCommand)
    -> CommandLineError
  {
    if let leftOut = command.leftOut, let option = leftOut.options.first(where: { $0.flag == name })
    {
      return .notTaken(option, leftOut.reason, in: command.name)
    }
    let bare = String(name.drop { $0 == "-" })
    for option in command.options {
      if let slip = option.nameSlips.first(where: { $0.typed == bare }) {
        return .unknownOption(name, slip: slip, in: command.name)
      }
    }
    if name.hasPrefix("--") {
      let takers = tool.commands.filter { other in
        other.name != command.name && other.options.contains { $0.flag == name }
      }
      if !takers.isEmpty {
        return .optionOfOtherCommands(name, commands: takers.map(\.name), in: command.name)
      }
    }
    return .unknownOption(word, known: command.options.map { $0.flag }, in: command.name)
  }

  /// The one required option of `command` that `words` do not give, which a
  /// stray word was probably meant for (`periodic 3` → `--by 3`).
  /// `--name=value` split at the first `=`.
  private static func split(_ word: String) -> (name: Substring, value: String?) {
    guard let equals = word.firstIndex(of: "=") else { return (word[...], nil) }
    return (word[..<equals], String(word[word.index(after: equals)...]))
  }

  /// Whether a word is an option (or `--`) rather than a value. A dash
  /// followed by a digit, a point, an ISO 8601 duration (`-PT30S`), `nan` or
  /// `inf` is a negative number, a relative date or a duration, so `--by -5`
  /// and `--now -30s` reach the validation that explains them.
  package static func looksLikeOption(_ word: String) -> Bool {
    let bytes = word.utf8
    guard bytes.first == UInt8(ascii: "-"), let second = bytes.dropFirst().first else {
      return false
    }
    // Numbers and durations: -5, -.5, -PT1M.
    if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(second) || second == UInt8(ascii: ".")
      || second == UInt8(ascii: "P") || second == UInt8(ascii: "p")
    {
      return false
    }
    // `-nan` and `-inf`, in any case, are numbers too.
    let afterDash = bytes.dropFirst()
    return
      !(startsCaseInsensitively(afterDash, with: "nan")
      || startsCaseInsensitively(afterDash, with: "inf"))
  }

  /// Whether `bytes` begin with the lower-case ASCII `prefix`, ignoring the case
  /// of ASCII letters; read in place, as every word is at start-up.
  private static func startsCaseInsensitively(
    _ bytes: Substring.UTF8View, with prefix: String
  ) -> Bool {
    var rest = bytes.makeIterator()
    for expected in prefix.utf8 {
      guard let byte = rest.next() else { return false }
      let lower = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
      if lower != expected { return false }
    }
    return true
  }

}
