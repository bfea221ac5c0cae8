/// A format style as a developer writes it after `format:`, parsed into a small
/// expression tree: member chains, calls with labelled arguments, string and
/// number literals and array literals. What the names mean is decided later
/// (``TextFormatStyle``); this file only knows Swift's punctuation.
indirect enum StyleExpression: Equatable {
  /// A bare name: a type (`Date`) or a variable (`end`).
  case name(String)
  /// `.name` (no base) or `base.name`.
  case member(base: StyleExpression?, name: String)
  /// `callee(label: value, …)`.
  case call(callee: StyleExpression, arguments: [StyleArgument])
  /// A string literal's contents, escapes and interpolations as written.
  case string(String)
  /// A number literal.
  case number(Double)
  /// `[a, b, …]`.
  case array([StyleExpression])
}

/// One argument of a call: its label, if any, and its value.
struct StyleArgument: Equatable {
  let label: String?
  let value: StyleExpression
}

/// Why a style could not be read: the sentence after "The value … is invalid for '--style'".
struct StyleError: Error, Equatable {
  let reason: String
  init(_ reason: String) { self.reason = reason }
}

extension StyleExpression {
  /// Parses `text` as one Swift expression.
  static func parse(_ text: String) throws(StyleError) -> StyleExpression {
    var parser = StyleParser(Array(text.unicodeScalars))
    let expression = try parser.expression()
    parser.skipSpace()
    guard parser.atEnd else {
      throw StyleError("unexpected '\(parser.rest)' after the style")
    }
    return expression
  }

  /// The chain of names and calls from the leftmost name: `Date.FormatStyle(…).hour()`
  /// reads `[Date, FormatStyle(…), hour()]`; a leading dot gives an empty first name.
  var chain: [StyleLink] {
    switch self {
    case .name(let name):
      return [StyleLink(name: name, arguments: nil)]
    case .member(let base, let name):
      return (base?.chain ?? [StyleLink(name: "", arguments: nil)]) + [
        StyleLink(name: name, arguments: nil)
      ]
    case .call(let callee, let arguments):
      var links = callee.chain
      if let last = links.popLast() {
        links.append(StyleLink(name: last.name, arguments: arguments))
      }
      return links
    default:
      return []
    }
  }

  /// `.name` with no base and no call: an enum case or static member as written.
  var dotName: String? {
    if case .member(nil, let name) = self { return name }
    return nil
  }
}

/// One link of a member chain: a name and, when it is called, its arguments.
struct StyleLink: Equatable {
  let name: String
  let arguments: [StyleArgument]?
}

/// A recursive-descent reader of the expression grammar above.
private struct StyleParser {
  private let scalars: [Unicode.Scalar]
  private var index = 0

  init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

  var atEnd: Bool { index >= scalars.count }
  var rest: String {
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars[index...])
    return String(text)
  }
  private var current: Unicode.Scalar? { atEnd ? nil : scalars[index] }

  mutating func skipSpace() {
    while let c = current, c == " " || c == "\t" || c == "\n" { index += 1 }
  }

  private mutating func accept(_ c: Unicode.Scalar) -> Bool {
    skipSpace()
    guard current == c else { return false }
    index += 1
    return true
  }

  private mutating func expect(_ c: Unicode.Scalar, _ context: String) throws(StyleError) {
    guard accept(c) else {
      throw StyleError(
        atEnd ? "missing '\(c)' \(context)" : "expected '\(c)' \(context), found '\(rest)'")
    }
  }

  mutating func expression() throws(StyleError) -> StyleExpression {
    var expression = try primary()
    while true {
      if accept(".") {
        expression = .member(base: expression, name: try identifier())
      } else if accept("(") {
        expression = .call(callee: expression, arguments: try arguments())
      } else if accept("!") {
        continue
      } else {
        return expression
      }
    }
  }

  private mutating func primary() throws(StyleError) -> StyleExpression {
    skipSpace()
    guard let c = current else {
      throw StyleError(index == 0 ? "the style is empty" : "the style ends too early")
    }
    if c == "." {
      index += 1
      return .member(base: nil, name: try identifier())
    }
    if c == "\"" { return .string(try stringLiteral()) }
    if c == "[" {
      index += 1
      var elements: [StyleExpression] = []
      if accept("]") { return .array([]) }
      repeat { elements.append(try expression()) } while accept(",")
      try expect("]", "to close the array")
      return .array(elements)
    }
    if c == "-" || ("0"..."9").contains(c) { return .number(try number()) }
    if c.properties.isXIDStart || c == "_" {
      return .name(try identifier())
    }
    throw StyleError("unexpected '\(rest)'")
  }

  private mutating func identifier() throws(StyleError) -> String {
    skipSpace()
    let start = index
    while let c = current, c.properties.isXIDContinue || c == "_" { index += 1 }
    guard index > start else {
      throw StyleError(atEnd ? "missing a name after '.'" : "expected a name, found '\(rest)'")
    }
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars[start..<index])
    return String(text)
  }

  private mutating func number() throws(StyleError) -> Double {
    let start = index
    if current == "-" { index += 1 }
    while let c = current, ("0"..."9").contains(c) || c == "." || c == "_" { index += 1 }
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars[start..<index].filter { $0 != "_" })
    guard let value = Double(String(text)), value.isFinite else {
      throw StyleError("'\(String(text))' is not a number")
    }
    return value
  }

  /// A string literal's contents, with `\(` … `)` interpolations kept as written.
  private mutating func stringLiteral() throws(StyleError) -> String {
    index += 1
    var text = String.UnicodeScalarView()
    var depth = 0
    while let c = current {
      index += 1
      if depth == 0 && c == "\"" { return String(text) }
      text.append(c)
      if c == "\\", let next = current {
        index += 1
        text.append(next)
        if next == "(" { depth += 1 }
        continue
      }
      if depth > 0 && c == "(" { depth += 1 }
      if depth > 0 && c == ")" { depth -= 1 }
    }
    throw StyleError("a string is not closed with '\"'")
  }

  private mutating func arguments() throws(StyleError) -> [StyleArgument] {
    var arguments: [StyleArgument] = []
    if accept(")") { return [] }
    repeat {
      skipSpace()
      let save = index
      var label: String?
      if let c = current, c.properties.isXIDStart || c == "_",
        let name = try? identifier(), accept(":")
      {
        label = name
      } else {
        index = save
      }
      arguments.append(StyleArgument(label: label, value: try expression()))
    } while accept(",")
    try expect(")", "to close the call")
    return arguments
  }
}
