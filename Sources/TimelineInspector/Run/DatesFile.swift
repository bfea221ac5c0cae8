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

  /// How one call to the byte source ended: the bytes read (none at the end), or `errno`.
  enum Chunk {
    case bytes([UInt8])
    case failed(errno: Int32)
  }

  /// A source of bytes: given the most it may deliver, it delivers some
  /// (none at the end of the input) or fails.
  typealias Source = (_ maximumCount: Int) -> Chunk

  /// How taking in one chunk ended: how many bytes came (0 at the end), or `errno`.
  enum Fill {
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
    let source = try Self.source(path, pathBytes: pathBytes, name: name, command: command)
    return DatesStream(
      name: name, isStandardInput: isStandardInput, reader: reader, zone: zone,
      command: command, read: source.read, close: source.close)
  }

  /// Opens `path` (`-` for standard input) for reading in chunks; `close` closes it.
  ///
  /// - Parameter name: The source as messages name it.
  static func source(_ path: String, pathBytes: [UInt8], name: [UInt8], command: String)
    throws(CommandLineError) -> (read: Source, close: () -> Void)
  {
    let isStandardInput = path == "-"
    let fd = isStandardInput ? 0 : try openFile(pathBytes, name: name, command: command)
    if SystemIO.isDirectory(fd) {
      if !isStandardInput { SystemIO.close(fd) }
      throw unreadable(name, SystemIO.isDirectoryError, command)
    }
    return ({ readChunk(fd, upTo: $0) }, { if !isStandardInput { SystemIO.close(fd) } })
  }

  /// Parses the lines that `read` delivers into the buffers it is given, in
  /// order, until it reports the end, and returns every date.
  ///
  /// - Parameters:
  ///   - name: The source as messages name it (raw bytes: a path need not be UTF-8).
  ///   - zone: The output zone; a date whose local year in it is outside
  ///     0001–9999 is refused with its line, as the output could not show it.
  ///   - read: The source of the bytes.
  static func parse(
    name: [UInt8], reader: inout DateReader, zone: TimeZoneChoice, command: String,
    read: @escaping Source
  ) throws(CommandLineError) -> [Double] {
    let stream = DatesStream(
      name: name, isStandardInput: false, reader: reader, zone: zone, command: command,
      read: read, close: {})
    var dates: [Double] = []
    while let date = try stream.next() { dates.append(date) }
    return dates
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

  /// One read of at most `count` bytes of `fd`.
  private static func readChunk(_ fd: Int32, upTo count: Int) -> Chunk {
    var buffer = [UInt8](repeating: 0, count: count)
    switch SystemIO.read(fd, into: &buffer) {
    case .bytes(let read):
      buffer.removeLast(count - read)
      return .bytes(buffer)
    case .failed(let code):
      return .failed(errno: code)
    }
  }

  static func unreadable(_ name: [UInt8], _ code: Int32, _ command: String)
    -> CommandLineError
  {
    .unreadable(name, SystemIO.describe(code), in: command)
  }
}
