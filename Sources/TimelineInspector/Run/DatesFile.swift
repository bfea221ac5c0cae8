/// Reads the dates of an explicit schedule from a file or standard input.
///
/// The rules, documented in docs/cli.md: one date per line; a UTF-8 byte order
/// mark at the start is skipped; `\r\n` line ends are accepted; spaces and tabs
/// around a date are ignored; blank lines and lines whose first non-blank
/// character is `#` are skipped. Any other line must be a date that can be
/// printed in the `--tz` zone (local year 0001–9999), or it is refused with
/// the line's number.
///
/// The input is read in chunks through one fixed buffer, so memory stays
/// bounded whatever comes in (`/dev/zero`, an endless pipe): a line longer than
/// ``maximumLineLength`` is rejected as soon as that many bytes have arrived
/// without a line end. A ``DatesStream`` hands the dates out one at a time, as
/// the output needs them, so endless valid input runs in constant memory too.
enum DatesFile {
  /// The most bytes a line may hold before its `\n`: ample for a date (at most
  /// 38 bytes) with blanks around it, or for a comment.
  static let maximumLineLength = 4096

  /// Bytes asked of `read(2)` at a time.
  static let chunkSize = 1 << 16

  /// How one call to the byte source ended: bytes read (0 at the end), or `errno`.
  enum Chunk {
    case bytes(Int)
    case failed(errno: Int32)
  }

  /// Opens `path` (`-` for standard input) as a stream of dates; nothing is read yet.
  ///
  /// - Parameter pathBytes: The path exactly as the command line gave it (a
  ///   path need not be UTF-8); ignored for `-`.
  static func open(
    _ path: String, pathBytes: [UInt8], reader: DateReader, zone: TimeZoneChoice,
    command: String
  ) throws(CommandLineError) -> DatesStream {
    let isStandardInput = path == "-"
    let name = isStandardInput ? Array("standard input".utf8) : pathBytes
    let fd = isStandardInput ? 0 : try openFile(pathBytes, name: name, command: command)
    if SystemIO.isDirectory(fd) {
      if !isStandardInput { SystemIO.close(fd) }
      throw unreadable(name, SystemIO.isDirectoryError, command)
    }
    return DatesStream(
      name: name, isStandardInput: isStandardInput, reader: reader, zone: zone,
      command: command, read: { readChunk(fd, into: $0) },
      close: { if !isStandardInput { SystemIO.close(fd) } })
  }

  /// Parses the lines that `read` delivers into the buffers it is given, in
  /// order, until it reports the end, and returns every date.
  ///
  /// - Parameters:
  ///   - name: The source as messages name it (raw bytes: a path need not be UTF-8).
  ///   - zone: The output zone; a date whose local year in it is outside
  ///     0001–9999 is refused with its line, as the output could not show it.
  ///   - read: Fills the start of the buffer and says how many bytes it wrote,
  ///     0 at the end of the input.
  static func parse(
    name: [UInt8], reader: inout DateReader, zone: TimeZoneChoice, command: String,
    read: @escaping (UnsafeMutableBufferPointer<UInt8>) -> Chunk
  ) throws(CommandLineError) -> [Double] {
    let stream = DatesStream(
      name: name, isStandardInput: false, reader: reader, zone: zone, command: command,
      read: read, close: {})
    var dates: [Double] = []
    while let date = try stream.next() { dates.append(date) }
    return dates
  }

  /// The date on one line (without its `\n`), nil for a blank or comment line.
  static func parseLine(
    _ line: UnsafeBufferPointer<UInt8>, number: Int, name: [UInt8], reader: inout DateReader,
    writer: inout DateWriter, zone: TimeZoneChoice, _ command: String
  ) throws(CommandLineError) -> Double? {
    var end = line.count
    while end > 0, isBlank(line[end - 1]) { end -= 1 }
    var first = 0
    while first < end, isBlank(line[first]) { first += 1 }
    if first == end || line[first] == UInt8(ascii: "#") { return nil }
    let text = UnsafeBufferPointer(rebasing: line[first..<end])
    switch reader.read(text) {
    case .success(let t) where writer.canWrite(t): return t
    case .success:
      throw .lineOutsideYears(number, of: name, text: text, zone: zone.name, in: command)
    case .failure(let error):
      throw .lineNotADate(number, of: name, text: text, DateReader.explain(error), in: command)
    }
  }

  /// The error for a line over ``maximumLineLength``, showing its start.
  static func tooLong(
    _ line: UnsafeBufferPointer<UInt8>, number: Int, name: [UInt8], _ command: String
  ) -> CommandLineError {
    .lineTooLong(
      number, of: name, start: line.prefix(Quoted.maximumLength), limit: maximumLineLength,
      in: command)
  }

  /// Spaces, tabs and the `\r` of a `\r\n` line end.
  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
  }

  /// Opens the file named by the bytes `path`, which need not be UTF-8.
  private static func openFile(_ path: [UInt8], name: [UInt8], command: String)
    throws(CommandLineError) -> Int32
  {
    switch SystemIO.openForReading(path) {
    case .success(let fd): return fd
    case .failure(let error): throw unreadable(name, error.errno, command)
    }
  }

  /// One read of `fd` (see ``SystemIO/read(_:into:)``).
  private static func readChunk(_ fd: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>)
    -> Chunk
  {
    switch SystemIO.read(fd, into: buffer) {
    case .bytes(let count): .bytes(count)
    case .failed(let code): .failed(errno: code)
    }
  }

  static func unreadable(_ name: [UInt8], _ code: Int32, _ command: String)
    -> CommandLineError
  {
    .unreadable(name, SystemIO.describe(code), in: command)
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

  /// Room to read into, after the pending bytes (moved to the front first).
  mutating func freeSpace() -> UnsafeMutableBufferPointer<UInt8> {
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

  /// Takes in `count` bytes just read into ``freeSpace()``.
  mutating func didFill(_ count: Int) { end += count }

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
