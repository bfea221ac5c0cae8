/// `--check FILE`: compares the output with a golden file as it is written,
/// instead of printing it.
///
/// The comparison streams: the golden file is read a chunk at a time beside
/// the output, so memory stays bounded however long both are. It keeps the
/// three lines before the current one for context; from the first difference
/// on it keeps each side's lines, up to ``readLimitPastDifference`` bytes of
/// each, so that the diff shows every hunk and both line counts; past that it
/// says it is decided, so the run can stop instead of producing the rest.
///
///     let check = try GoldenCheck(path: "golden.txt", format: .text, creating: "…")
///     check.compare(bytes)   // as the output buffer flushes
///     try check.finish()     // 0 if identical; 1, with a diff on stderr, if not
final class GoldenCheck {
  /// The most bytes of one line the diff shows.
  static let lineLimit = 4096
  /// The most bytes of each side read from the first differing byte on: room
  /// for every hunk of a golden file of some thousand lines, so that a file
  /// without line ends after the difference (`/dev/zero`, a huge last line)
  /// is not read to its end, or for ever, and an endless output (`--count
  /// all`) stops. The diff and the line counts cover what was read within them.
  static let readLimitPastDifference = 1 << 20

  /// The golden file's name, as given (a path need not be UTF-8).
  private let nameBytes: [UInt8]
  /// The name as messages show it.
  private let quotedName: Quoted
  private let format: OutputFormat
  /// The golden file's descriptor; nil when its bytes were given in memory.
  private let fd: Int32?
  /// Whose words the diff speaks: the command line's or a test's.
  private let wording: GoldenDiff.Wording
  private var chunk = [UInt8](repeating: 0, count: 1 << 16)
  private var chunkCount = 0
  private var chunkIndex = 0
  private var expectedEnded = false
  /// The `errno` of a read of the golden file that failed: the check ends
  /// there, with that error instead of a verdict.
  private var readFailure: Int32?
  /// A byte of the golden file read ahead, to be read again.
  private var pushedBack: UInt8?

  /// The line being compared, 1-based, and its bytes so far (the same on both sides).
  private var line = 1
  private var current: [UInt8] = []
  /// The last identical complete lines, oldest first.
  private var context: [[UInt8]] = []
  /// How rows are named: for JSON, once its list opens (`"updates": [`).
  private var rows = GoldenDiff.Rows.none
  /// Once the sides differ: the golden file's lines from the differing one on.
  private var expectedLines: (lines: [GoldenDiff.Line], isComplete: Bool)?
  /// Once the sides differ: the output's lines from the differing one on, as they come.
  private var actualLines: GoldenDiff.LineCollector?
  /// The output's bytes taken from its first differing byte on.
  private var actualRead = 0

  /// Opens `path`, as the bytes `pathBytes` when given (a path need not be UTF-8);
  /// `creating` is the command line that would write it, for the message when
  /// it does not exist. A golden file that would read the standard input
  /// `dates` reads is refused (``sharesStandardInput(golden:goldenIsStandardInput:dates:)``).
  init(
    path: String, pathBytes: [UInt8]? = nil, format: OutputFormat, creating: String,
    dates: DatesOption? = nil
  ) throws(CommandLineError) {
    let bytes = pathBytes ?? Array(path.utf8)
    nameBytes = bytes
    self.format = format
    rows = format == .ndjson ? .ndjson : .none
    wording = .commandLine
    let quoted = Quoted(bytes: bytes, limit: .max)
    quotedName = quoted
    if path == "-" {
      fd = 0
    } else {
      switch SystemIO.openForReading(bytes) {
      case .success(let fd):
        guard !SystemIO.isDirectory(fd) else {
          SystemIO.close(fd)
          throw .goldenUnreadable(quoted, SystemIO.describe(SystemIO.isDirectoryError))
        }
        self.fd = fd
      case .failure(let error):
        let hint =
          error.errno == SystemIO.noSuchFileError ? "; create it with: \(creating)" : ""
        throw .goldenUnreadable(quoted, SystemIO.describe(error.errno), hint: hint)
      }
    }
    // Thrown once every property is set, so that `deinit` closes the file.
    if let dates,
      Self.sharesStandardInput(
        golden: fd ?? 0, goldenIsStandardInput: path == "-", dates: dates.path)
    {
      throw .standardInputShared(
        check: bytes, dates.flag, dates: dates.path, in: dates.command)
    }
  }

  /// Compares the output with `expected`, golden bytes already in memory (the
  /// TimelineTesting library's golden file or inline text), named `name` in the
  /// diff, which speaks as `wording` says.
  init(expected: [UInt8], name: String, format: OutputFormat, wording: GoldenDiff.Wording) {
    nameBytes = Array(name.utf8)
    quotedName = Quoted(bytes: nameBytes, limit: .max)
    self.format = format
    rows = format == .ndjson ? .ndjson : .none
    self.wording = wording
    fd = nil
    chunk = expected
    chunkCount = expected.count
    // Every golden byte is in the chunk: none is left to read.
    expectedEnded = true
  }

  deinit { if let fd, fd != 0 { SystemIO.close(fd) } }

  /// The command line that writes the golden file: `arguments` without
  /// `--check`, each quoted for a POSIX shell (``shellQuoted(_:)``), with
  /// `--now` and `now` after the options when given (a golden file written
  /// without `--now` holds the clock's time and fails a second later),
  /// redirected to `path`. Words are bytes: a name need not be UTF-8.
  static func command(
    writing path: [UInt8], tool: String, arguments: [[UInt8]], now: String? = nil
  ) -> String {
    var words = [shellQuoted(Array(tool.utf8))]
    var index = 0
    let check = Array("--check".utf8)
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      if word.elementsEqual("--".utf8) {
        index -= 1
        break
      }
      if word == check {
        index += 1
        continue
      }
      if word.starts(with: check + [UInt8(ascii: "=")]) { continue }
      words.append(shellQuoted(word))
    }
    if let now { words += ["--now", shellQuoted(Array(now.utf8))] }
    words += arguments[index...].map(shellQuoted)
    return words.joinedText(separator: " ") + " > " + shellQuoted(path)
  }

  /// Said after a command to which ``command(writing:tool:arguments:now:)`` added `--now`.
  static let nowAddedNote =
    " (--now added: without it the output holds the clock's time, and a golden file of it fails a second later)"

  /// `word` as a POSIX shell reads it back, on one line: as it is when it
  /// holds only characters no shell treats specially; else in single quotes;
  /// else, when it holds a control character, a line or paragraph separator
  /// or bytes that are not UTF-8, in `$'…'` (POSIX.1-2024, "Dollar-Single-Quotes")
  /// with each such byte as three octal digits (`$'\033[31m'`), which no
  /// following digit can extend as it can a hex escape.
  static func shellQuoted(_ word: [UInt8]) -> String {
    let plain =
      !word.isEmpty
      && word.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"):
          true
        default: "-_./:=+@%,".utf8.contains(byte)
        }
      }
    if plain { return String(decoding: word, as: UTF8.self) }
    guard let text = String(validating: word, as: UTF8.self),
      !text.unicodeScalars.contains(where: needsEscape)
    else { return dollarQuoted(word) }
    var quoted = "'"
    for character in text {
      quoted += character == "'" ? "'\\''" : String(character)
    }
    return quoted + "'"
  }

  /// Whether `scalar` cannot stand as itself in a one-line message: a control
  /// character (C0, DEL, C1) or a line or paragraph separator.
  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
      || scalar == "\u{2029}"
  }

  /// `word` in `$'…'`: `'` and `\` escaped with a backslash, printable
  /// characters as they are, every other byte as `\ooo`.
  private static func dollarQuoted(_ word: [UInt8]) -> String {
    var quoted = "$'"
    var index = 0
    while index < word.count {
      let width = Quoted.sequenceLength(lead: word[index])
      if width > 0, index + width <= word.count,
        let character = String(validating: word[index..<index + width], as: UTF8.self),
        let scalar = character.unicodeScalars.first, !needsEscape(scalar)
      {
        quoted += scalar == "'" || scalar == "\\" ? "\\" + character : character
        index += width
        continue
      }
      let byte = word[index]
      quoted += "\\" + String(byte >> 6) + String(byte >> 3 & 7) + String(byte & 7)
      index += 1
    }
    return quoted + "'"
  }

  /// Whether the first difference and the lines after it are known, or the
  /// golden file could not be read: the rest of the output changes nothing.
  var isDecided: Bool {
    readFailure != nil || actualRead >= Self.readLimitPastDifference
  }

  /// Compares the next bytes of the output.
  func compare(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      if actualLines != nil {
        collectActual(byte)
        if isDecided { return }
        continue
      }
      let expected = nextExpected()
      if readFailure != nil { return }
      guard expected == byte else {
        pushedBack = expected
        differ(actual: byte)
        continue
      }
      take(byte)
    }
  }

  /// Ends the comparison at the end of the output: writes the diff to standard
  /// error and returns 1 if the sides differ, else returns 0; throws if the
  /// golden file could not be read.
  func finish() throws(CommandLineError) -> Int32 {
    guard let diff = try finishedDiff() else { return 0 }
    writeToStandardError(diff)
    return 1
  }

  /// Ends the comparison at the end of the output: the message and diff
  /// ``finish()`` writes, or nil if the sides are identical; throws if the
  /// golden file could not be read.
  func finishedDiff() throws(CommandLineError) -> String? {
    if actualLines == nil, let expected = nextExpected() {
      pushedBack = expected
      differ(actual: nil)
    }
    if let readFailure { throw .goldenUnreadable(quotedName, SystemIO.describe(readFailure)) }
    return report()
  }

  // MARK: - Comparing

  /// Takes a byte both sides have.
  private func take(_ byte: UInt8) {
    guard byte == UInt8(ascii: "\n") else {
      if current.count < Self.lineLimit { current.append(byte) }
      return
    }
    // A JSON document's list opens on a line of its own: `  "updates": [`.
    if case .none = rows, format == .json, current.last == UInt8(ascii: "["),
      current.starts(with: Array("  \"".utf8))
    {
      rows = .json(
        opening: line,
        name: String(
          decoding: current.dropFirst(3).prefix { $0 != UInt8(ascii: "\"") }, as: UTF8.self))
    }
    context.append(current)
    if context.count > GoldenDiff.contextLines { context.removeFirst() }
    current = []
    line += 1
  }

  /// The sides differ on the current line: `actual` is the output's byte
  /// there, nil at its end. The golden file is read on from there, up to
  /// ``readLimitPastDifference`` bytes.
  private func differ(actual: UInt8?) {
    var expected = GoldenDiff.LineCollector(prefix: current)
    var read = 0
    while read < Self.readLimitPastDifference, let byte = nextExpected() {
      read += 1
      expected.take(byte)
    }
    expectedLines = (
      expected.finished(lastEnd: expectedEnded ? .endOfFile : .unread), expectedEnded
    )
    actualLines = GoldenDiff.LineCollector(prefix: current)
    if let actual { collectActual(actual) }
  }

  private func collectActual(_ byte: UInt8) {
    guard actualRead < Self.readLimitPastDifference else { return }
    actualRead += 1
    actualLines?.take(byte)
  }

  /// The golden file's next byte, or nil at its end or when it cannot be read
  /// (``readFailure`` says which).
  private func nextExpected() -> UInt8? {
    if let byte = pushedBack {
      pushedBack = nil
      return byte
    }
    if chunkIndex == chunkCount {
      guard !expectedEnded, let fd else { return nil }
      let outcome = SystemIO.read(fd, into: &chunk)
      switch outcome {
      case .bytes(let count) where count > 0:
        chunkCount = count
      case .bytes:
        expectedEnded = true
        return nil
      case .failed(let code):
        readFailure = code
        expectedEnded = true
        return nil
      }
      chunkIndex = 0
    }
    defer { chunkIndex += 1 }
    return chunk[chunkIndex]
  }

  // MARK: - The report

  /// The message and a unified diff of every difference, or nil when the
  /// sides are identical.
  private func report() -> String? {
    guard let expectedLines, let actualLines else { return nil }
    // The output has ended, or its collection stopped at the limit.
    let isComplete = actualRead < Self.readLimitPastDifference
    let actual = actualLines.finished(lastEnd: isComplete ? .endOfFile : .unread)
    let before = line - 1
    return GoldenDiff(
      wording: wording, name: nameBytes, rows: rows, line: line, context: context,
      expected: expectedLines.lines, actual: actual,
      counts: (
        .init(lines: before + expectedLines.lines.count, isComplete: expectedLines.isComplete),
        .init(lines: before + actual.count, isComplete: isComplete)
      )
    ).text
  }
}
