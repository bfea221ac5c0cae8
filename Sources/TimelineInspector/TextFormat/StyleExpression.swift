/// A format style as a developer writes it after `format:`, parsed into a small
/// expression tree: member chains, calls with labelled arguments, string and
/// number literals and array literals. What the names mean is decided later
/// (``TextFormatStyle``); this file only knows Swift's punctuation.
///
/// A member chain is kept flat, as a list of links, so that the tree is only as
/// deep as brackets and parentheses nest, which ``maximumDepth`` bounds: walking,
/// comparing or freeing it can never run out of stack, whatever the style.
enum StyleExpression: Equatable {
  /// A member chain from its leftmost name: `Date.FormatStyle(…).hour()` is
  /// `[Date, FormatStyle(…), hour()]`; a leading dot (`.dateTime`) gives an empty first name.
  case links([StyleLink])
  /// A string literal's contents, escapes and interpolations as written.
  case string(String)
  /// A number literal.
  case number(Double)
  /// `[a, b, …]`.
  case array([StyleExpression])
  /// A range of numbers: `2...3`, `2..<4`, `2...`, `...3` or `..<4`.
  case range(StyleRange)
}

/// A range literal's bounds as written; which `RangeExpression` it is follows
/// from which bounds are there and from `closed`.
struct StyleRange: Equatable {
  let lower: Double?
  let upper: Double?
  /// `...` rather than `..<`.
  let closed: Bool
}

/// One link of a member chain: a name and, when it is called, its arguments.
struct StyleLink: Equatable {
  let name: String
  let arguments: [StyleArgument]?
}

/// One argument of a call: its label, if any, and its value.
struct StyleArgument: Equatable {
  let label: String?
  let value: StyleExpression
}

/// Why a style could not be read: the reason the one error template gives for `--style`.
struct StyleError: Error, Equatable {
  let reason: String
  init(_ reason: String) { self.reason = reason }
}

extension StyleExpression {
  /// The most bytes a style may hold: many times the longest style a view would write.
  static let maximumLength = 4096
  /// How deep brackets and parentheses may nest: real styles nest two or three deep.
  static let maximumDepth = 64

  /// Parses `text` as one Swift expression.
  static func parse(_ text: String) throws(StyleError) -> StyleExpression {
    var parser = try StyleParser(text)
    let expression = try parser.expression()
    try parser.expectEnd(after: "the style")
    return expression
  }

  /// Parses `text` as the inside of a call's parentheses, such as an
  /// interpolation's `hour: .twoDigits(…)`: arguments separated by commas, perhaps none.
  static func parseArguments(_ text: String) throws(StyleError) -> [StyleArgument] {
    var parser = try StyleParser(text)
    return try parser.argumentsToEnd()
  }

  /// The chain of names and calls, or nothing for a literal.
  var chain: [StyleLink] {
    if case .links(let links) = self { return links }
    return []
  }

  /// `.name` with no base and no call: an enum case or static member as written.
  var dotName: String? {
    guard case .links(let links) = self, links.count == 2, links[0].name.isEmpty,
      links[1].arguments == nil
    else { return nil }
    return links[1].name
  }
}

/// A recursive-descent reader of the expression grammar above. It recurses only
/// into brackets and parentheses, at most ``StyleExpression/maximumDepth`` deep.
private struct StyleParser {
  private let scalars: [Unicode.Scalar]
  private var index = 0
  /// Brackets and parentheses open around the current position.
  private var depth = 0

  /// A parser of `text`, refused when it is longer than ``StyleExpression/maximumLength``.
  init(_ text: String) throws(StyleError) {
    guard text.utf8.count <= StyleExpression.maximumLength else {
      throw StyleError(
        "it is longer than \(StyleExpression.maximumLength) bytes, the most a style may hold")
    }
    scalars = Array(text.unicodeScalars)
  }

  private var atEnd: Bool { index >= scalars.count }
  /// What is left to read, quoted for a message.
  private var rest: Quoted {
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars[index...])
    return Quoted(String(text))
  }
  private var current: Unicode.Scalar? { atEnd ? nil : scalars[index] }
  /// Whether a digit follows the current position: a `.` before one is a decimal point,
  /// not the start of a range operator.
  private var digitFollows: Bool {
    index + 1 < scalars.count && ("0"..."9").contains(scalars[index + 1])
  }

  private mutating func skipSpace() {
    while let c = current, c == " " || c == "\t" || c == "\n" { index += 1 }
  }

  /// Refuses anything but blanks after what was read (`what`).
  mutating func expectEnd(after what: String) throws(StyleError) {
    skipSpace()
    guard atEnd else { throw StyleError("unexpected '\(rest)' after \(what)") }
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

  /// Enters a bracket or parenthesis, refusing one more than ``StyleExpression/maximumDepth``.
  private mutating func enterNesting() throws(StyleError) {
    depth += 1
    guard depth <= StyleExpression.maximumDepth else {
      throw StyleError(
        "its brackets and parentheses nest more than \(StyleExpression.maximumDepth) deep, "
          + "the most a style may")
    }
  }

  /// A literal, or a member chain with its calls and `!`s.
  mutating func expression() throws(StyleError) -> StyleExpression {
    skipSpace()
    guard let c = current else {
      let blank = scalars.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\n" }
      throw StyleError(blank ? "the style is empty" : "the style ends too early")
    }
    var links: [StyleLink]
    if c == ".", let range = try prefixRange() {
      return .range(range)
    }
    if c == "." {
      index += 1
      links = [
        StyleLink(name: "", arguments: nil), StyleLink(name: try identifier(), arguments: nil),
      ]
    } else if c.properties.isXIDStart || c == "_" {
      links = [StyleLink(name: try identifier(), arguments: nil)]
    } else if c == "\"" {
      return .string(try stringLiteral())
    } else if c == "[" {
      return .array(try arrayLiteral())
    } else if c == "-" || ("0"..."9").contains(c) {
      let value = try number()
      guard let closed = rangeOperator() else { return .number(value) }
      return .range(try rangeRest(from: value, closed: closed))
    } else {
      throw StyleError("unexpected '\(rest)'")
    }
    while true {
      if accept(".") {
        links.append(StyleLink(name: try identifier(), arguments: nil))
      } else if let last = links.last, last.arguments == nil, accept("(") {
        // A link is called once; a second `(…)` is left for the caller to refuse.
        links[links.count - 1] = StyleLink(name: last.name, arguments: try arguments())
      } else if accept("!") {
        continue
      } else {
        return .links(links)
      }
    }
  }

  private mutating func arrayLiteral() throws(StyleError) -> [StyleExpression] {
    index += 1
    try enterNesting()
    var elements: [StyleExpression] = []
    if !accept("]") {
      repeat { elements.append(try expression()) } while accept(",")
      try expect("]", "to close the array")
    }
    depth -= 1
    return elements
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

  /// `...` or `..<` at the current position, consumed: whether it is closed.
  private mutating func rangeOperator() -> Bool? {
    let save = index
    skipSpace()
    guard index + 3 <= scalars.count, scalars[index] == ".", scalars[index + 1] == "." else {
      index = save
      return nil
    }
    switch scalars[index + 2] {
    case ".":
      index += 3
      return true
    case "<":
      index += 3
      return false
    default:
      index = save
      return nil
    }
  }

  /// `...3` or `..<4`, when the current position starts one.
  private mutating func prefixRange() throws(StyleError) -> StyleRange? {
    guard let closed = rangeOperator() else { return nil }
    skipSpace()
    guard let c = current, c == "-" || ("0"..."9").contains(c) else {
      throw StyleError("expected a number after '\(closed ? "..." : "..<")'")
    }
    return StyleRange(lower: nil, upper: try number(), closed: closed)
  }

  /// What follows `lower` and its operator: the upper bound, or nothing after `...`.
  private mutating func rangeRest(from lower: Double, closed: Bool) throws(StyleError)
    -> StyleRange
  {
    skipSpace()
    if let c = current, c == "-" || ("0"..."9").contains(c) {
      return StyleRange(lower: lower, upper: try number(), closed: closed)
    }
    guard closed else { throw StyleError("expected a number after '..<'") }
    return StyleRange(lower: lower, upper: nil, closed: true)
  }

  private mutating func number() throws(StyleError) -> Double {
    let start = index
    if current == "-" { index += 1 }
    while let c = current, ("0"..."9").contains(c) || c == "_" || (c == "." && digitFollows) {
      index += 1
    }
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars[start..<index].filter { $0 != "_" })
    guard let value = Double(String(text)), value.isFinite else {
      throw StyleError("'\(Quoted(String(text)))' is not a number")
    }
    return value
  }

  /// A string literal's contents, with `\(` … `)` interpolations kept as written.
  private mutating func stringLiteral() throws(StyleError) -> String {
    index += 1
    guard let end = StringLiteralScan.closingQuote(in: scalars, from: index) else {
      throw StyleError("a string is not closed with '\"'")
    }
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars[index..<end])
    index = end + 1
    return String(text)
  }

  /// A call's arguments after its `(`, and the `)` that closes them.
  private mutating func arguments() throws(StyleError) -> [StyleArgument] {
    try enterNesting()
    var arguments: [StyleArgument] = []
    if !accept(")") {
      arguments = try argumentList()
      try expect(")", "to close the call")
    }
    depth -= 1
    return arguments
  }

  /// Arguments up to the end of the text, perhaps none.
  mutating func argumentsToEnd() throws(StyleError) -> [StyleArgument] {
    skipSpace()
    if atEnd { return [] }
    let arguments = try argumentList()
    try expectEnd(after: "the arguments")
    return arguments
  }

  /// One or more arguments separated by commas, each perhaps labelled.
  private mutating func argumentList() throws(StyleError) -> [StyleArgument] {
    var arguments: [StyleArgument] = []
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
    return arguments
  }
}
