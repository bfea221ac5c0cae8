/// What a word a command has no place for was probably meant as, for the
/// message that refuses it (`periodic 5` → `--by 5`).
///
/// A word of tlsched's own vocabulary is not a value: `periodic help` asks for
/// help, not for `--by help`; `periodic now` names the option `--now`; and
/// `periodic every-minute` is a second command, not a duration.
///
///     StrayWord.hint(for: "5", in: periodic, commands: names)    // "'--by 5'"
///     StrayWord.hint(for: "help", in: periodic, commands: names) // "'--help'"
///     StrayWord.hint(for: "now", in: periodic, commands: names)  // "'--now <date>'"
enum StrayWord {
  /// The suggestion, quoted, for `word` given to `command` where it takes no
  /// positional, or nil when none fits. `commands` are the tool's command
  /// names, `help` and `completions` included; `words` are the command's
  /// words, to see whether its one required option was given.
  static func hint(
    for word: String, in command: ScheduleCommand, commands: [String],
    words: ArraySlice<String>
  ) -> String? {
    if word == ArgumentParser.helpCommand { return "'--help'" }
    if let option = command.options.first(where: { $0.name == word }) {
      return "'\(option.synopsis)'"
    }
    if commands.contains(word) { return nil }
    let required = command.options.filter(\.isRequired)
    guard required.count == 1, let option = required.first,
      !words.contains(where: { $0 == option.flag || $0.hasPrefix(option.flag + "=") })
    else { return nil }
    return "'\(option.flag) \(Quoted(word))'"
  }
}
