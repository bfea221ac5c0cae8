/// A Swift call or member as users paste it where tlsched wants its own words:
/// `.periodic(from: start, by: 1)`, `.everyMinute`, `Text(.durationOffset(to: end), format: …)`.
///
/// Only what hints need is read: the name after any type prefix and leading
/// dot, and the top-level arguments with their labels, kept as written. It is
/// no Swift parser: a text it cannot split is not a call, and gets no hint.
///
///     SwiftCall("TimelineSchedule.periodic(from: .now, by: 60)")
///     // name "periodic", arguments [("from", ".now"), ("by", "60")]
struct SwiftCall: Equatable {
  /// One argument: its label (nil for an unlabelled one) and its value as written, trimmed.
  struct Argument: Equatable {
    let label: String?
    let value: String
  }

  /// The member's name, without a type prefix or leading dot: `periodic`, `Text`.
  let name: String
  /// The arguments in parentheses; nil for a member without parentheses (`.everyMinute`).
  let arguments: [Argument]?

  /// Reads `text`, or returns nil when it is not an identifier path, optionally
  /// with one argument list at its end.
  init?(_ text: String) {
    var rest = Substring(text.trimmingBlanks)
    // Not every dotted word is Swift: `.periodic` is, and so is `TimelineSchedule.periodic`,
    // but a name must start with a letter after its dots.
    if rest.hasPrefix(".") { rest = rest.dropFirst() }
    let pathEnd = rest.firstIndex { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
    let path = rest[..<(pathEnd ?? rest.endIndex)]
    guard let last = path.split(separator: ".").last, let first = last.first, first.isLetter
    else { return nil }
    self.name = String(last)
    rest = rest[(pathEnd ?? rest.endIndex)...]
    guard !rest.isEmpty else {
      self.arguments = nil
      return
    }
    guard rest.first == "(", rest.last == ")" else { return nil }
    let inside = rest.dropFirst().dropLast()
    if let selector = Self.selectorLabels(inside) {
      self.arguments = selector.map { Argument(label: $0 == "_" ? nil : $0, value: "") }
      return
    }
    guard let parts = Self.splitTopLevel(inside) else { return nil }
    self.arguments = parts.map(Self.argument)
  }

  /// The labels of a name as documentation writes it, `from:by:` in
  /// `periodic(from:by:)` (`_` for an unlabelled argument), or nil for other text.
  private static func selectorLabels(_ text: Substring) -> [String]? {
    guard text.last == ":", !text.contains(" ") else { return nil }
    let labels = text.dropLast().split(separator: ":", omittingEmptySubsequences: false)
    guard
      labels.allSatisfy({ label in
        !label.isEmpty && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
      })
    else { return nil }
    return labels.map(String.init)
  }

  /// The labels, `_` for an unlabelled argument: `periodic(from:by:)` has `from`, `by`.
  var labels: [String] { arguments?.map { $0.label ?? "_" } ?? [] }

  /// The value of the argument labelled `label`.
  func value(of label: String) -> String? {
    arguments?.first { $0.label == label }?.value
  }

  /// The first unlabelled argument.
  var firstUnlabelled: String? { arguments?.first { $0.label == nil }?.value }

  /// `minimumInterval` → `minimum-interval`, as tlsched names what Swift names in camel case.
  static func kebabCase(_ name: String) -> String {
    var words = ""
    for character in name {
      if character.isUppercase, !words.isEmpty { words += "-" }
      words += character.lowercased()
    }
    return words
  }

  /// The parts of `text` separated by commas outside brackets and strings,
  /// or nil when its brackets do not balance.
  private static func splitTopLevel(_ text: Substring) -> [Substring]? {
    var parts: [Substring] = []
    var depth = 0
    var inString = false
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if inString {
        if character == "\\" {
          index = text.index(after: index)
          if index == text.endIndex { return nil }
        } else if character == "\"" {
          inString = false
        }
      } else {
        switch character {
        case "\"": inString = true
        case "(", "[": depth += 1
        case ")", "]":
          depth -= 1
          if depth < 0 { return nil }
        case "," where depth == 0:
          parts.append(text[start..<index])
          start = text.index(after: index)
        default: break
        }
      }
      index = text.index(after: index)
    }
    guard depth == 0, !inString else { return nil }
    let last = text[start...]
    // `()` has no arguments; `(a, )` has an empty one, which is no Swift.
    if parts.isEmpty && last.trimmingBlanks.isEmpty { return [] }
    parts.append(last)
    return parts
  }

  /// `label: value`, or a value alone; `from:` with no value keeps an empty one.
  private static func argument(_ part: Substring) -> Argument {
    let trimmed = Substring(part.trimmingBlanks)
    if let colon = trimmed.firstIndex(of: ":") {
      let label = trimmed[..<colon]
      if !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
        label.first?.isLetter == true || label.first == "_"
      {
        return Argument(
          label: String(label),
          value: String(trimmed[trimmed.index(after: colon)...]).trimmingBlanks)
      }
    }
    return Argument(label: nil, value: String(trimmed))
  }
}

extension StringProtocol {
  /// The text without blanks, tabs and newlines at either end.
  fileprivate var trimmingBlanks: String {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = firstIndex(where: { !isBlank($0) }),
      let last = lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(self[first...last])
  }
}
