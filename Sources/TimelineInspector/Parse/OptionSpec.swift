/// How the parser, help, completions and messages see one option: its names,
/// the kind of value it takes, its help and its default.
///
/// Every option of every command is one of these, so an option exists
/// everywhere (parsing, help, completions, the manual page's test) or nowhere.
package struct OptionSpec: Sendable, Equatable {
  /// The long name without dashes, e.g. `by`.
  package let name: String
  /// A single-letter alias without the dash, e.g. `h`.
  package let shortName: Character?
  /// The kind of value the option takes.
  package let kind: ValueKind
  /// The placeholder of the value (`seconds` in `--by <seconds>`), or `nil` for a flag.
  package let valueName: String?
  /// One line of help, without the default.
  package let help: String
  /// What the option means when it is not given, as help shows it; `nil` when
  /// absence needs no explaining.
  package let defaultText: String?
  /// Whether the command cannot run without it.
  package let isRequired: Bool

  package init(
    _ name: String, short: Character? = nil, kind: ValueKind, value: String? = nil,
    help: String, default defaultText: String? = nil, required: Bool = false
  ) {
    self.name = name
    self.shortName = short
    self.kind = kind
    self.valueName = kind == .flag ? nil : (value ?? Self.placeholder(for: kind, name: name))
    self.help = help
    self.defaultText = defaultText
    self.isRequired = required
  }

  /// Whether the option takes no value.
  package var isFlag: Bool { kind == .flag }

  /// `--by`.
  package var flag: String { "--" + name }

  /// `--by <seconds>`, as usage lines and messages show it.
  package var synopsis: String { valueName.map { "--\(name) <\($0)>" } ?? "--\(name)" }

  /// The help line with its default, as help pages and completions show it.
  package var helpWithDefault: String {
    var notes: [String] = []
    if case .choice(let spellings) = kind { notes.append(spellings.joinedText(separator: ", ")) }
    if let defaultText { notes.append("default: \(defaultText)") }
    return notes.isEmpty ? help : "\(help) (\(notes.joinedText(separator: "; ")))"
  }

  /// The name JSON output gives the option's value: `minimum-interval` → `minimumInterval`.
  package var jsonKey: String { Self.camelCase(name) }

  /// `every-minute` → `everyMinute`.
  package static func camelCase(_ name: String) -> String {
    var key = ""
    var upperNext = false
    for character in name {
      if character == "-" {
        upperNext = !key.isEmpty
      } else {
        key += upperNext ? character.uppercased() : String(character)
        upperNext = false
      }
    }
    return key
  }

  private static func placeholder(for kind: ValueKind, name: String) -> String {
    switch kind {
    case .date: "date"
    case .seconds: "seconds"
    case .count: "n"
    case .zone: "zone"
    case .path: "path"
    case .dateFormat: "format"
    case .choice, .flag, .text: name
    }
  }
}

/// The positional arguments a command takes: a name for help and messages, and
/// their help. Only tlsched's `explicit` (its dates) and `widget` (its entries) take any.
package struct PositionalSpec: Sendable {
  /// The placeholder, `date` in `<date> ...`.
  package let name: String
  /// One line of help.
  package let help: String
  /// The path option a lone `-` stands for (`explicit -` is `explicit --file -`), if any.
  package var standardInputOption: OptionSpec? = nil
  /// Turns each word into its value, as an option's parse hook does; nil when the
  /// command reads the words itself (`explicit` streams its dates).
  package var parse:
    (@Sendable (String, OptionValueContext) throws(OptionValueError) -> any Sendable)? = nil
}
