/// `--check FILE`: compares the output with a golden file as it is written,
/// instead of printing it.
///
/// The comparison streams: the golden file is read a chunk at a time beside
/// the output, so memory stays constant however long both are. It keeps the
/// three lines before the current one for context; at the first difference it
/// keeps that line and a few more from each side (``followingLines``), then
/// says it is decided, so the run can stop instead of producing the rest.
///
///     let check = try GoldenCheck(path: "golden.txt", format: .text, creating: "…")
///     check.compare(bytes)   // as the output buffer flushes
///     try check.finish()     // 0 if identical; 1, with a diff on stderr, if not
final class GoldenCheck {
  /// How many lines before the first difference the diff shows.
  static let contextLines = 3
  /// How many lines after the first differing one each side of the diff shows.
  static let followingLines = 3
  /// The most bytes of one line the diff shows.
  static let lineLimit = 4096
  /// The most bytes of the golden file read from its first differing byte on:
  /// room for the lines the diff shows, so that a file without line ends after
  /// the difference (`/dev/zero`, a huge last line) is not read to its end, or
  /// for ever. The diff shows the lines found within them.
  static let readLimitPastDifference = 1 << 16

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
  /// The line of a JSON document that opens its list (`"updates": [`).
  private var listLine: Int?
  /// Its name: `entries`, `updates` or `frames`.
  private var listName = ""
  /// Once the sides differ: the lines from the differing one on, of each side.
  private var difference: (expected: [GoldenDiff.Line], actual: [[UInt8]])?

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
    if readFailure != nil { return true }
    guard let difference else { return false }
    return difference.actual.count > Self.followingLines
  }

  /// Compares the next bytes of the output.
  func compare(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      if difference != nil {
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
    if difference == nil, let expected = nextExpected() {
      pushedBack = expected
      differ(actual: nil)
    }
    if let readFailure { throw .goldenUnreadable(quotedName, SystemIO.describe(readFailure)) }
    guard difference != nil else { return nil }
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
    if listLine == nil, format == .json, current.last == UInt8(ascii: "["),
      current.starts(with: Array("  \"".utf8))
    {
      listLine = line
      listName = String(
        decoding: current.dropFirst(3).prefix { $0 != UInt8(ascii: "\"") }, as: UTF8.self)
    }
    context.append(current)
    if context.count > Self.contextLines { context.removeFirst() }
    current = []
    line += 1
  }

  /// The sides differ on the current line: `actual` is the output's byte
  /// there, nil at its end.
  private func differ(actual: UInt8?) {
    var expected = [current]
    var read = 0
    while expected.count <= Self.followingLines, read < Self.readLimitPastDifference,
      let byte = nextExpected()
    {
      read += 1
      if byte == UInt8(ascii: "\n") {
        expected.append([])
      } else if expected[expected.count - 1].count < Self.lineLimit {
        expected[expected.count - 1].append(byte)
      }
    }
    difference = (
      GoldenDiff.lines(expected, lastEnd: expectedEnded ? .endOfFile : .unread), [current]
    )
    if let actual { collectActual(actual) }
  }

  private func collectActual(_ byte: UInt8) {
    guard var difference else { return }
    if byte == UInt8(ascii: "\n") {
      difference.actual.append([])
    } else if difference.actual[difference.actual.count - 1].count < Self.lineLimit {
      difference.actual[difference.actual.count - 1].append(byte)
    }
    self.difference = difference
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

  /// The message and a unified diff of the first difference.
  private func report() -> String {
    guard let difference else { return "" }
    var place = "line \(line)"
    if let index = itemIndex { place += " (\(index))" }
    // The output has ended, or the lines after the differing one are known.
    let actual = GoldenDiff.lines(difference.actual, lastEnd: .endOfFile)
    return GoldenDiff(
      wording: wording, name: nameBytes, place: place, line: line, context: context,
      expected: Array(difference.expected.prefix(Self.followingLines + 1)),
      actual: Array(actual.prefix(Self.followingLines + 1))
    ).text
  }

  /// Which row of the list the differing line is, as jq finds it: `.updates[4]`
  /// in a JSON document, `.[4]` of the rows of NDJSON (read with `jq -s`).
  private var itemIndex: String? {
    switch format {
    case .ndjson: return ".[\(line - 1)]"
    case .json:
      guard let listLine, line > listLine else { return nil }
      return ".\(listName)[\(line - listLine - 1)]"
    default: return nil
    }
  }
}
