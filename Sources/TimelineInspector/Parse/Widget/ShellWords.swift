/// Splits a command written in one string into its words, as a POSIX shell would for
/// the simple cases: blanks separate words; single quotes keep everything up to the
/// next one; double quotes keep everything but a backslash-escaped `"` or `\`; a
/// backslash outside quotes keeps the next character. No expansion of any kind.
///
///     ShellWords.split("text-format --style '.dateTime.hour()'")
///     // ["text-format", "--style", ".dateTime.hour()"]
enum ShellWords {
  static func split(_ text: String) -> Result<[String], OptionValueError> {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in text {
      if escaped {
        word.append(character)
        escaped = false
        continue
      }
      switch (quote, character) {
      case ("'", "'"), ("\"", "\""):
        quote = nil
      case ("'", _):
        word.append(character)
      case ("\"", "\\"), (nil, "\\"):
        escaped = true
        inWord = true
      case ("\"", _):
        word.append(character)
      case (nil, "'"), (nil, "\""):
        quote = character
        inWord = true
      case (nil, " "), (nil, "\t"):
        if inWord { words.append(word) }
        word = ""
        inWord = false
      default:
        word.append(character)
        inWord = true
      }
    }
    guard quote == nil, !escaped else {
      return .failure(OptionValueError("the text has an unclosed quote or a trailing backslash"))
    }
    if inWord { words.append(word) }
    return .success(words)
  }
}
