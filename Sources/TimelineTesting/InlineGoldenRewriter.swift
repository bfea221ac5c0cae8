import Foundation
import Synchronization

/// Rewrites an inline golden in the test's source file, as swift-snapshot-testing's
/// `assertInlineSnapshot` does, without swift-syntax (the package has no
/// dependencies): a small reader finds the call at the caller's line and column,
/// its `matches:` argument, and the string literal there.
///
/// It rewrites only what it is sure of: a `matches:` argument that is one string
/// literal (`"…"` or `"""…"""`, or either inside `.inline(…)`) without
/// interpolation, raw delimiters or a custom escape. Anything else is refused
/// with the reason, and the failure shows the lines to paste instead.
///
/// Several goldens of one file are rewritten in one run: each rewrite's change in
/// line count is kept, so a later call's line (as the compiler gave it, before
/// any rewrite) is found where it now is.
enum InlineGoldenRewriter {
  /// Why a literal was not rewritten.
  struct Refusal: Error, Equatable {
    let reason: String
  }

  /// Replaces the golden literal of the call at `line` and `column` of the file at
  /// `path` with `lines` (each ending in a newline).
  static func rewrite(path: String, line: Int, column: Int, with lines: String) throws(Refusal) {
    try shifts.withLock { (shifts: inout [String: [(line: Int, delta: Int)]]) throws(Refusal) in
      guard let data = FileManager.default.contents(atPath: path),
        let source = String(data: data, encoding: .utf8)
      else { throw Refusal(reason: "the test's source file '\(path)' cannot be read") }
      let moved = line + (shifts[path] ?? []).filter { $0.line < line }.map(\.delta).reduce(0, +)
      var scanner = SourceScanner(Array(source.unicodeScalars))
      let literal = try scanner.goldenLiteral(line: moved, column: column)
      let indent = scanner.indentation(ofLineAt: literal.lowerBound)
      let replacement = multilineLiteral(lines, indent: indent + "  ")
      var scalars = Array(source.unicodeScalars)
      let old = scalars[literal].filter { $0 == "\n" }.count
      scalars.replaceSubrange(literal, with: replacement.unicodeScalars)
      var text = String.UnicodeScalarView()
      text.append(contentsOf: scalars)
      do {
        try Data(String(text).utf8).write(to: URL(fileURLWithPath: path))
      } catch {
        throw Refusal(reason: "the test's source file '\(path)' cannot be written")
      }
      let delta = replacement.filter { $0 == "\n" }.count - old
      shifts[path, default: []].append((line: line, delta: delta))
    }
  }

  /// `lines` as a multi-line string literal whose lines are indented by `indent`.
  static func multilineLiteral(_ lines: String, indent: String) -> String {
    var text = "\"\"\"\n"
    for line in lines.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      let escaped = line.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"\"\"", with: "\\\"\"\"")
      text += escaped.isEmpty ? "\n" : indent + escaped + "\n"
    }
    return text + indent + "\"\"\""
  }

  /// For each file rewritten this run: the original line of each rewritten call
  /// and how many lines its rewrite added.
  private static let shifts = Mutex<[String: [(line: Int, delta: Int)]]>([:])
}

/// Reads just enough Swift to find a call's golden literal: strings, comments and
/// brackets.
struct SourceScanner {
  let text: [Unicode.Scalar]
  var index = 0

  init(_ text: [Unicode.Scalar]) { self.text = text }

  /// The range of the string literal given as `matches:` to the call starting at
  /// `line` and `column` (1-based).
  mutating func goldenLiteral(line: Int, column: Int) throws(InlineGoldenRewriter.Refusal)
    -> Range<Int>
  {
    guard let start = offset(line: line, column: column) else {
      throw .init(reason: "line \(line) is not in the test's source file")
    }
    index = start
    // The call's name, then its opening parenthesis.
    while index < text.count, text[index] != "(" {
      guard text[index] != "\n" || index == start else { break }
      index += 1
    }
    guard index < text.count, text[index] == "(" else {
      throw .init(reason: "no call starts at line \(line), column \(column)")
    }
    index += 1
    var depth = 1
    while index < text.count, depth > 0 {
      if depth == 1, startsWith("matches:") {
        index += "matches:".count
        return try literalAfterLabel()
      }
      switch text[index] {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case "\"":
        try skipString()
        continue
      case "/" where next == "/":
        skipLine()
        continue
      case "/" where next == "*":
        skipBlockComment()
        continue
      default: break
      }
      index += 1
    }
    throw .init(reason: "the call at line \(line) has no 'matches:' argument")
  }

  /// The literal after `matches:`, directly or inside `.inline(…)`.
  private mutating func literalAfterLabel() throws(InlineGoldenRewriter.Refusal) -> Range<Int> {
    skipSpace()
    if startsWith(".inline(") {
      index += ".inline(".count
      skipSpace()
    }
    guard index < text.count, text[index] == "\"" else {
      throw .init(reason: "its golden is not a string literal")
    }
    let start = index
    try skipString()
    let end = index
    let literal = text[start..<end]
    if zip(literal, literal.dropFirst()).contains(where: { $0 == "\\" && $1 == "(" }) {
      throw .init(reason: "its golden literal has an interpolation")
    }
    skipSpace()
    guard index < text.count, [",", ")"].contains(text[index]) else {
      throw .init(reason: "its golden is more than one string literal")
    }
    return start..<end
  }

  /// Moves past the string literal starting at ``index``.
  private mutating func skipString() throws(InlineGoldenRewriter.Refusal) {
    if startsWith("\"\"\"") {
      index += 3
      while index < text.count, !startsWith("\"\"\"") {
        index += text[index] == "\\" ? 2 : 1
      }
      guard index < text.count else { throw .init(reason: "a string literal does not end") }
      index += 3
    } else {
      index += 1
      while index < text.count, text[index] != "\"" {
        guard text[index] != "\n" else { throw .init(reason: "a string literal does not end") }
        index += text[index] == "\\" ? 2 : 1
      }
      index += 1
    }
    if index < text.count, text[index] == "#" { throw .init(reason: "a raw string literal") }
  }

  private mutating func skipLine() {
    while index < text.count, text[index] != "\n" { index += 1 }
  }

  private mutating func skipBlockComment() {
    index += 2
    while index < text.count, !startsWith("*/") { index += 1 }
    index += 2
  }

  private mutating func skipSpace() {
    while index < text.count, [" ", "\n", "\t"].contains(text[index]) { index += 1 }
  }

  private var next: Unicode.Scalar? { index + 1 < text.count ? text[index + 1] : nil }

  private func startsWith(_ word: String) -> Bool {
    let scalars = Array(word.unicodeScalars)
    return index + scalars.count <= text.count
      && Array(text[index..<index + scalars.count]) == scalars
  }

  /// The offset of `line` and `column`, both 1-based.
  private func offset(line: Int, column: Int) -> Int? {
    var current = 1
    var offset = 0
    while current < line {
      guard let newline = text[offset...].firstIndex(of: "\n") else { return nil }
      offset = newline + 1
      current += 1
    }
    let target = offset + column - 1
    return target < text.count ? target : nil
  }

  /// The spaces that start the line holding `offset`.
  func indentation(ofLineAt offset: Int) -> String {
    var start = offset
    while start > 0, text[start - 1] != "\n" { start -= 1 }
    var indent = ""
    while start < text.count, text[start] == " " {
      indent += " "
      start += 1
    }
    return indent
  }
}
