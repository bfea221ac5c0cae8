/// Why `tlsched` could not do what it was asked, and which exit status says so.
///
/// Errors are raised as values that remember what went wrong and in which
/// command; ``ErrorMessage`` renders every one of them the same way.
struct CommandLineError: Error, Equatable {
  /// The exit statuses `tlsched` documents (from BSD's sysexits where one fits).
  enum Status: Int32, Sendable {
    /// A bad command line (EX_USAGE).
    case usage = 64
    /// Bad data in a dates file or standard input (EX_DATAERR).
    case data = 65
    /// A dates file that cannot be read (EX_NOINPUT).
    case noInput = 66
    /// Any other failure, such as a failed write.
    case failure = 1
  }

  /// The exit status.
  let status: Status
  /// The sentence after `Error: `.
  let message: String
  /// The command the error belongs to, for the usage hint; `nil` for the program itself.
  let command: String?

  init(_ status: Status, _ message: String, command: String?) {
    self.status = status
    self.message = message
    self.command = command
  }
}

extension CommandLineError {
  static func unknownCommand(_ word: String) -> Self {
    let hint =
      Suggestions.closest(to: word, among: Commands.all.map(\.name)).map {
        ". Did you mean '\($0)'?"
      } ?? ""
    return Self(.usage, "Unknown command '\(Quoted(word))'\(hint)", command: nil)
  }

  static func unknownOption(_ word: String, in command: CommandSpec?) -> Self {
    let known =
      (command?.options ?? [Commands.help]).map(\.flag) + (command == nil ? ["--version"] : [])
    let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
    let hint =
      name.hasPrefix("--")
      ? Suggestions.closest(to: name, among: known).map { ". Did you mean '\($0)'?" } ?? "" : ""
    return Self(.usage, "Unknown option '\(Quoted(name))'\(hint)", command: command?.name)
  }

  static func missingValue(_ option: OptionSpec, in command: CommandSpec) -> Self {
    Self(.usage, "Missing value for '\(option.synopsis)'", command: command.name)
  }

  static func missingArgument(_ option: OptionSpec, in command: CommandSpec) -> Self {
    Self(.usage, "Missing expected argument '\(option.synopsis)'", command: command.name)
  }

  static func flagWithValue(_ option: OptionSpec, in command: CommandSpec) -> Self {
    Self(.usage, "The flag '\(option.flag)' does not take a value", command: command.name)
  }

  static func repeated(_ option: OptionSpec, in command: CommandSpec) -> Self {
    Self(.usage, "The option '\(option.flag)' was given more than once", command: command.name)
  }

  static func invalidValue(
    _ value: String, for option: OptionSpec, in command: CommandSpec, _ reason: String
  ) -> Self {
    Self(
      .usage, "The value '\(Quoted(value))' is invalid for '\(option.synopsis)': \(reason)",
      command: command.name)
  }

  static func unexpectedArgument(_ word: String, in command: CommandSpec?) -> Self {
    Self(.usage, "Unexpected argument '\(Quoted(word))'", command: command?.name)
  }

  static func requires(_ option: OptionSpec, _ other: String, in command: CommandSpec) -> Self {
    Self(.usage, "The option '\(option.flag)' needs '\(other)'", command: command.name)
  }

  static func conflict(_ first: String, _ second: String, in command: CommandSpec) -> Self {
    Self(
      .usage, "The options '\(first)' and '\(second)' cannot be used together",
      command: command.name)
  }
}

/// A user's word as an error message may show it: control characters and
/// invalid UTF-8 escaped, and long words shortened, so that a message is always
/// one readable line.
struct Quoted: CustomStringConvertible {
  /// Words longer than this are cut, with an ellipsis and their full length.
  static let maximumLength = 60

  let bytes: [UInt8]
  let limit: Int

  /// Quotes `word`, cut after `limit` bytes (paths are given in full: a cut one names no file).
  init(_ word: String, limit: Int = Quoted.maximumLength) {
    self.bytes = Array(word.utf8)
    self.limit = limit
  }

  init(bytes: some Collection<UInt8>) {
    self.bytes = Array(bytes)
    self.limit = Self.maximumLength
  }

  var description: String {
    let shown = Array(bytes.prefix(limit))
    var text = ""
    var index = 0
    while index < shown.count {
      let byte = shown[index]
      if byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "'"), byte != UInt8(ascii: "\\") {
        // Printable ASCII, by far the most common, needs no checks.
        text.unicodeScalars.append(Unicode.Scalar(byte))
        index += 1
        continue
      }
      let width = Self.sequenceLength(lead: byte)
      if width > 0, index + width <= shown.count,
        let character = String(validating: shown[index..<index + width], as: UTF8.self),
        let scalar = character.unicodeScalars.first
      {
        text += Self.escaped(scalar)
        index += width
      } else {
        // Invalid UTF-8 is shown byte by byte rather than repaired, so the user sees what was there.
        text += Self.hex(shown[index])
        index += 1
      }
    }
    if bytes.count > limit { text += "… (\(bytes.count) bytes)" }
    return text
  }

  private static func sequenceLength(lead: UInt8) -> Int {
    switch lead {
    case 0..<0x80: 1
    case 0xC2..<0xE0: 2
    case 0xE0..<0xF0: 3
    case 0xF0..<0xF5: 4
    default: 0
    }
  }

  private static func escaped(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "'": return "\\'"
    case "\\": return "\\\\"
    default: break
    }
    let category = scalar.properties.generalCategory
    if category == .control || category == .format || category == .lineSeparator
      || category == .paragraphSeparator
    {
      return scalar.value < 0x80
        ? hex(UInt8(scalar.value)) : "\\u{\(String(scalar.value, radix: 16))}"
    }
    return String(scalar)
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return "\\x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
  }
}
