/// The unified diff `--check` writes for the first difference between the
/// golden file and the output: the lines of context before it, each side's
/// lines from the differing one on, and the lines after it where the sides
/// agree again.
///
/// Each line is shown by ``GoldenDiffText``, so a difference a terminal would
/// hide (a `\r` before the newline, a control character) is seen; a last line
/// without a newline is followed by `\ No newline at end of file`, as
/// diff(1) writes it.
struct GoldenDiff {
  /// Whose words the diff speaks.
  enum Wording {
    /// `tlsched --check`'s: an error, the sides the golden file and the output.
    case commandLine
    /// A test's (the TimelineTesting library): no `Error:`, the sides the
    /// golden and the actual timeline; `isInline` for a golden in the test's
    /// source rather than a file.
    case test(isInline: Bool)
  }

  /// Whose words the diff speaks.
  var wording = Wording.commandLine
  /// One line of a side: its bytes (cut at ``GoldenCheck/lineLimit``) and how it ends.
  struct Line: Equatable {
    /// How a line ends.
    enum End: Equatable {
      /// With a newline.
      case newline
      /// With the end of its side, without a newline.
      case endOfFile
      /// Where reading stopped (``GoldenCheck/readLimitPastDifference``): what
      /// follows is not known.
      case unread
    }

    var bytes: [UInt8]
    var end = End.newline
  }

  /// The golden file's name, as given.
  var name: [UInt8]
  /// Where the first difference is: `line 5 (.updates[4])`.
  var place: String
  /// The number of the differing line, 1-based.
  var line: Int
  /// The identical complete lines just before it, oldest first.
  var context: [[UInt8]]
  /// The golden file's lines from the differing one on.
  var expected: [Line]
  /// The output's lines from the differing one on.
  var actual: [Line]

  /// `collected` as lines: each ended by a newline but the last, which was
  /// still being read when collecting stopped, for the reason `lastEnd`. An
  /// empty last one is no line: the newline before it ended the side or the
  /// collection.
  static func lines(_ collected: [[UInt8]], lastEnd: Line.End) -> [Line] {
    var lines = collected.map { Line(bytes: $0) }
    guard let last = lines.last else { return [] }
    if last.bytes.isEmpty {
      lines.removeLast()
    } else {
      lines[lines.count - 1].end = lastEnd
    }
    return lines
  }

  /// The message and the diff, each line ending in a newline.
  var text: String {
    var actual = actual
    var expected = expected
    // Where the sides agree again, line for line, the rest is context, not change.
    var after: [Line] = []
    if let agree = (1..<max(1, min(actual.count, expected.count))).first(where: {
      actual[$0] == expected[$0]
    }) {
      var end = agree
      while end < min(actual.count, expected.count), actual[end] == expected[end] { end += 1 }
      after = Array(expected[agree..<end])
      actual = Array(actual[..<agree])
      expected = Array(expected[..<agree])
    }
    let start = line - context.count
    func range(_ count: Int) -> String {
      count == 0 ? "\(start - 1),0" : "\(start),\(count)"
    }
    var text: String
    switch wording {
    case .commandLine:
      text = "Error: The output differs from '\(Quoted(bytes: name, limit: .max))' at \(place)\n"
      text += "--- \(GoldenDiffText.name(name))\n+++ output\n"
    case .test(isInline: true):
      text = "The actual timeline differs from the inline golden at \(place)\n"
      text += "--- golden\n+++ actual\n"
    case .test(isInline: false):
      text =
        "The actual timeline differs from the golden file '\(Quoted(bytes: name, limit: .max))'"
      text += " at \(place)\n--- golden \(GoldenDiffText.name(name))\n+++ actual\n"
    }
    let same = context.count + after.count
    text += "@@ -\(range(same + expected.count)) +\(range(same + actual.count)) @@\n"
    for line in context { text += " " + GoldenDiffText.line(line) + "\n" }
    for line in expected { text += Self.shown(line, marked: "-") }
    for line in actual { text += Self.shown(line, marked: "+") }
    for line in after { text += Self.shown(line, marked: " ") }
    return text
  }

  /// `line` after its mark, then diff(1)'s note if it has no newline.
  private static func shown(_ line: Line, marked mark: String) -> String {
    let text = mark + GoldenDiffText.line(line.bytes) + "\n"
    return line.end == .endOfFile ? text + "\\ No newline at end of file\n" : text
  }
}
