/// The unified diff `--check` writes between the golden file and the output:
/// where they first differ, how many lines each has, then every hunk where
/// they differ (the first ``hunkLimit``), each with up to three lines of
/// context, as diff -u groups them.
///
/// Each line is shown by ``GoldenDiffText``, so a difference a terminal would
/// hide (a `\r` before the newline, a control character) is seen; a last line
/// without a newline is followed by `\ No newline at end of file`, as
/// diff(1) writes it. For JSON and NDJSON, the place and each hunk's heading
/// name the row as jq finds it and the member that differs in it
/// (`.[4].date`), so a difference inside a long line is found without
/// comparing it by eye.
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

  /// How the rows of the output are named, as jq finds them.
  enum Rows {
    /// Not at all: text, TSV, CSV.
    case none
    /// Line N is `.[N-1]` of the rows read with `jq -s`.
    case ndjson
    /// A JSON document whose list `name` opens on line `opening`: the line
    /// after it is `.name[0]`.
    case json(opening: Int, name: String)

    /// The row line `line` (1-based) is, or nil when it is none.
    func name(ofLine line: Int) -> String? {
      switch self {
      case .none: return nil
      case .ndjson: return ".[\(line - 1)]"
      case .json(let opening, let name):
        return line > opening ? ".\(name)[\(line - opening - 1)]" : nil
      }
    }
  }

  /// How many lines of context each hunk shows before and after its changes.
  static let contextLines = 3
  /// The most hunks shown; the message says how many more there are.
  static let hunkLimit = 10

  /// One line of a side: its bytes (cut at ``GoldenCheck/lineLimit``), how it
  /// ends, and a digest of all its bytes (two lines alike in the part shown
  /// may differ past it).
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
    var digest = 0

    /// Alike: the digests first, which tell most lines apart at once.
    static func == (left: Line, right: Line) -> Bool {
      left.digest == right.digest && left.end == right.end && left.bytes == right.bytes
    }
  }

  /// The most lines of each side of a change shown; a `\` line says how
  /// many more there are, as diff(1) notes a missing newline.
  static let changeLineLimit = 100

  /// Whose words the diff speaks.
  var wording = Wording.commandLine
  /// The golden file's name, as given.
  var name: [UInt8]
  /// How rows are named.
  var rows = Rows.none
  /// The number of the first differing line, 1-based.
  var line: Int
  /// The identical complete lines just before it, oldest first.
  var context: [[UInt8]]
  /// The golden file's lines from the first differing one on.
  var expected: [Line]
  /// The output's lines from the first differing one on.
  var actual: [Line]
  /// How many lines each side has.
  var counts: (expected: LineCount, actual: LineCount)

  /// Where the first difference is: `line 5 (.updates[4])`, `line 2 (.[1].date)`.
  var place: String {
    guard let row = rows.name(ofLine: line) else { return "line \(line)" }
    let member = expected.first.flatMap { first in
      actual.first.map { Self.member(between: first, and: $0) }
    }
    return "line \(line) (\(row)\(member ?? ""))"
  }

  /// The message and the diff, each line ending in a newline.
  var text: String {
    let before = context.map { Line(bytes: $0) }
    let sides = (before + expected, before + actual)
    let changes = Self.changes(expected, actual).map {
      Change(
        expected: $0.expected.lowerBound + before.count..<$0.expected.upperBound + before.count,
        actual: $0.actual.lowerBound + before.count..<$0.actual.upperBound + before.count)
    }
    let hunks = Self.hunks(
      changes, context: Self.contextLines, lengths: (sides.0.count, sides.1.count))
    // The file's line number of index 0 of either side.
    let base = line - before.count
    var text: String
    let sideNames: (String, String)
    switch wording {
    case .commandLine:
      text = "Error: The output differs from '\(Quoted(bytes: name, limit: .max))' at \(place)\n"
      sideNames = ("the golden file", "the output")
    case .test(let isInline):
      text =
        isInline
        ? "The actual timeline differs from the inline golden at \(place)\n"
        : "The actual timeline differs from the golden file '\(Quoted(bytes: name, limit: .max))' at \(place)\n"
      sideNames = ("the golden", "the actual timeline")
    }
    text +=
      "Lines: \(counts.expected.text) in \(sideNames.0), \(counts.actual.text) in \(sideNames.1); "
    text += hunks.count == 1 ? "1 hunk differs" : "\(hunks.count) hunks differ"
    if !counts.expected.isComplete || !counts.actual.isComplete { text += " in the lines read" }
    if hunks.count > Self.hunkLimit { text += ", the first \(Self.hunkLimit) shown" }
    text += ".\n"
    switch wording {
    case .commandLine: text += "--- \(GoldenDiffText.name(name))\n+++ output\n"
    case .test(isInline: true): text += "--- golden\n+++ actual\n"
    case .test(isInline: false): text += "--- golden \(GoldenDiffText.name(name))\n+++ actual\n"
    }
    for hunk in hunks.prefix(Self.hunkLimit) {
      text += header(hunk, base: base, sides: sides)
      var index = (hunk.expected.lowerBound, hunk.actual.lowerBound)
      for change in hunk.changes {
        for line in sides.0[index.0..<change.expected.lowerBound] {
          text += Self.shown(line, marked: " ")
        }
        text += Self.shown(sides.0[change.expected], marked: "-")
        text += Self.shown(sides.1[change.actual], marked: "+")
        index = (change.expected.upperBound, change.actual.upperBound)
      }
      for line in sides.0[index.0..<hunk.expected.upperBound] {
        text += Self.shown(line, marked: " ")
      }
    }
    return text
  }

  /// `@@ -2,6 +2,6 @@`, then the row and member of the hunk's first change
  /// when rows are named, as diff -p names a function.
  private func header(_ hunk: Hunk, base: Int, sides: ([Line], [Line])) -> String {
    func range(_ lines: Range<Int>) -> String {
      lines.isEmpty
        ? "\(base + lines.lowerBound - 1),0" : "\(base + lines.lowerBound),\(lines.count)"
    }
    var text = "@@ -\(range(hunk.expected)) +\(range(hunk.actual)) @@"
    if let change = hunk.changes.first {
      let line = change.actual.isEmpty ? change.expected.lowerBound : change.actual.lowerBound
      if let row = rows.name(ofLine: base + line) {
        text += " " + row
        if let first = sides.0[change.expected].first, let other = sides.1[change.actual].first {
          text += Self.member(between: first, and: other)
        }
      }
    }
    return text + "\n"
  }

  /// The member of the row where `expected` and `actual` first differ, or
  /// empty when they agree in the part shown.
  private static func member(between expected: Line, and actual: Line) -> String {
    let offset =
      zip(expected.bytes, actual.bytes).enumerated().first { $0.element.0 != $0.element.1 }?
      .offset ?? min(expected.bytes.count, actual.bytes.count)
    guard offset < max(expected.bytes.count, actual.bytes.count) else { return "" }
    return member(of: expected.bytes.count > offset ? expected.bytes : actual.bytes, at: offset)
  }

  /// The first ``changeLineLimit`` of `lines` after `mark`, then how many
  /// more there are.
  private static func shown(_ lines: ArraySlice<Line>, marked mark: String) -> String {
    var text = ""
    for line in lines.prefix(changeLineLimit) { text += shown(line, marked: mark) }
    let more = lines.count - changeLineLimit
    guard more > 0 else { return text }
    let kind = mark == "-" ? "removed" : "added"
    return text + "\\ \(more) more \(kind) \(more == 1 ? "line" : "lines") left out\n"
    return text
  }

  /// `line` after its mark, then diff(1)'s note if it has no newline.
  private static func shown(_ line: Line, marked mark: String) -> String {
    let text = mark + GoldenDiffText.line(line.bytes) + "\n"
    return line.end == .endOfFile ? text + "\\ No newline at end of file\n" : text
  }
}
