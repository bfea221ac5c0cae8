/// The dates in a stream of bytes, a line at a time: the byte-level half of a
/// dates file (``DatesFile`` has the rules; ``DatesStream`` hands the dates out).
///
/// The lines come from ``ByteLines``, each read in place, so a line costs no
/// allocation.
struct DateLines: ~Copyable {
  /// The source as messages name it.
  private let name: [UInt8]
  private let zone: TimeZoneChoice
  private let command: String
  private var reader: DateReader
  private var writer: DateWriter
  private var lines: ByteLines

  /// The dates in the bytes `read` delivers, read with `reader` and refused
  /// when the `zone` cannot print them.
  init(
    name: [UInt8], reader: DateReader, zone: TimeZoneChoice, command: String,
    read: @escaping DatesFile.Source
  ) {
    self.name = name
    self.zone = zone
    self.command = command
    self.reader = reader
    self.writer = DateWriter(zone: zone)
    self.lines = ByteLines(name: name, command: command, read: read)
  }

  /// The number of the last line taken.
  private var lineNumber: Int { lines.lineNumber }

  /// The next date, or nil at the end of the input.
  mutating func next() throws(CommandLineError) -> Double? {
    while let line = try lines.next() {
      if let date = try parseLine(line) { return date }
    }
    return nil
  }

  /// The date on one line (without its `\n`), nil for a blank or comment line.
  private mutating func parseLine(_ line: UnsafeBufferPointer<UInt8>) throws(CommandLineError)
    -> Double?
  {
    var end = line.count
    while end > 0, Self.isBlank(line[end - 1]) { end -= 1 }
    var first = 0
    while first < end, Self.isBlank(line[first]) { first += 1 }
    if first == end || line[first] == UInt8(ascii: "#") { return nil }
    let text = UnsafeBufferPointer(rebasing: line[first..<end])
    switch reader.read(text) {
    case .success(let t) where writer.canWrite(t): return t
    case .success:
      throw .lineOutsideYears(lineNumber, of: name, text: text, zone: zone.name, in: command)
    case .failure(let error):
      throw .lineNotADate(lineNumber, of: name, text: text, DateReader.explain(error), in: command)
    }
  }

  /// Spaces, tabs and the `\r` of a `\r\n` line end.
  static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
  }
}

/// The lines of a stream of bytes, each read in place in one buffer of fixed
/// size (``LineSplitter``), so memory stays bounded whatever comes in: a UTF-8
/// byte order mark at the start is skipped, and a line longer than
/// ``DatesFile/maximumLineLength`` is refused as soon as that many bytes have
/// arrived without a line end. The dates file's lines (``DateLines``) and
/// `widget --file`'s (``WidgetEntriesFile``) are read with it.
struct ByteLines: ~Copyable {
  /// The source as messages name it.
  private let name: [UInt8]
  private let command: String
  private let read: DatesFile.Source
  private var lines = LineSplitter()
  /// The number of the last line taken.
  private(set) var lineNumber = 0
  private var atStart = true
  private var atEnd = false

  /// The lines of the bytes `read` delivers, from the source messages call `name`.
  init(name: [UInt8], command: String, read: @escaping DatesFile.Source) {
    self.name = name
    self.command = command
    self.read = read
  }

  deinit { lines.deallocate() }

  /// The next line, without its `\n`, valid until the next call; nil at the end
  /// of the input.
  @inline(__always)
  mutating func next() throws(CommandLineError) -> UnsafeBufferPointer<UInt8>? {
    while true {
      if !atStart, let line = lines.nextLine(atEnd: atEnd) {
        lineNumber += 1
        guard line.count <= DatesFile.maximumLineLength else {
          throw tooLong(line, number: lineNumber)
        }
        return line
      }
      if atEnd { return nil }
      if lines.pendingCount > DatesFile.maximumLineLength {
        throw tooLong(lines.pending, number: lineNumber + 1)
      }
      switch lines.fill(from: read) {
      case .bytes(let count): atEnd = count == 0
      case .failed(let code): throw DatesFile.unreadable(name, code, command)
      }
      if atStart {
        // A byte order mark counts only at the very start: wait for its 3 bytes.
        if lines.pendingCount < 3 && !atEnd { continue }
        lines.skipByteOrderMark()
        atStart = false
      }
    }
  }

  /// The error for a line over ``DatesFile/maximumLineLength``, showing its start.
  private func tooLong(_ line: UnsafeBufferPointer<UInt8>, number: Int) -> CommandLineError {
    .lineTooLong(
      number, of: name, start: line.prefix(Quoted.maximumLength),
      limit: DatesFile.maximumLineLength, in: command)
  }
}

/// Cuts a stream of bytes into lines, in one buffer of fixed size.
///
/// The buffer holds at most one unfinished line plus one chunk, so it never
/// grows: a line that does not fit is for the caller to reject.
struct LineSplitter {
  private let storage: UnsafeMutableBufferPointer<UInt8>
  /// Where the unfinished line starts.
  private var start = 0
  /// How far the bytes read go.
  private var end = 0
  /// How far the search for a `\n` has already looked.
  private var searched = 0

  init() {
    storage = .allocate(capacity: DatesFile.maximumLineLength + 1 + DatesFile.chunkSize)
  }

  func deallocate() { storage.deallocate() }

  /// The bytes read that belong to no complete line yet.
  var pending: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: storage[start..<end])
  }

  /// How many bytes read belong to no complete line yet.
  var pendingCount: Int { end - start }

  /// Takes in one chunk from `read`, after the pending bytes; says how many
  /// bytes came (0 at the end of the input).
  mutating func fill(from read: DatesFile.Source) -> DatesFile.Fill {
    let room = freeSpace()
    switch read(room.count) {
    case .bytes(let bytes):
      // A source that delivers more than it was asked for would overrun the buffer.
      precondition(bytes.count <= room.count, "a dates source delivered more than asked")
      _ = room.initialize(fromContentsOf: bytes)
      end += bytes.count
      return .bytes(bytes.count)
    case .failed(let code):
      return .failed(errno: code)
    }
  }

  /// Room to read into, after the pending bytes (moved to the front first).
  private mutating func freeSpace() -> UnsafeMutableBufferPointer<UInt8> {
    if start > 0 {
      let count = end - start
      if count > 0 {
        UnsafeMutableRawPointer(storage.baseAddress!).copyMemory(
          from: storage.baseAddress! + start, byteCount: count)
      }
      searched -= start
      start = 0
      end = count
    }
    return UnsafeMutableBufferPointer(rebasing: storage[end...])
  }

  /// Drops a UTF-8 byte order mark at the front.
  mutating func skipByteOrderMark() {
    let bytes = pending
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start += 3 }
    searched = max(searched, start)
  }

  /// The next complete line, without its `\n`; at the end of the input, the
  /// last line even without one.
  mutating func nextLine(atEnd: Bool) -> UnsafeBufferPointer<UInt8>? {
    if searched < end {
      let rest = UnsafeBufferPointer(rebasing: storage[searched..<end])
      searched = SystemIO.firstIndex(of: UInt8(ascii: "\n"), in: rest).map { searched + $0 } ?? end
    }
    let lineStart = start
    if searched < end {
      start = searched + 1
      searched = start
      return UnsafeBufferPointer(rebasing: storage[lineStart..<start - 1])
    }
    guard atEnd, start < end else { return nil }
    start = end
    return UnsafeBufferPointer(rebasing: storage[lineStart..<end])
  }
}
