#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the dates of an explicit schedule from a file or standard input.
///
/// The rules, documented in docs/cli.md: one date per line; a UTF-8 byte order
/// mark at the start is skipped; `\r\n` line ends are accepted; spaces and tabs
/// around a date are ignored; blank lines and lines whose first non-blank
/// character is `#` are skipped. Any other line must be a date, or the whole
/// input is rejected (nothing is printed) with the line's number.
enum DatesFile {
  /// Reads every date from `path` (`-` for standard input).
  static func dates(from path: String, reader: inout DateReader, command: String)
    throws(CommandLineError) -> [Double]
  {
    let name = path == "-" ? "standard input" : path
    let bytes = try load(path, name: name, command: command)
    return try parse(bytes, name: name, reader: &reader, command: command)
  }

  /// Reads the whole file (or standard input) into memory.
  static func load(_ path: String, name: String, command: String) throws(CommandLineError)
    -> [UInt8]
  {
    let fd: Int32
    if path == "-" {
      fd = 0
    } else {
      fd = open(path, O_RDONLY | O_CLOEXEC)
      guard fd >= 0 else { throw unreadable(name, errno, command) }
    }
    defer { if fd != 0 { close(fd) } }
    var info = stat()
    if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
      throw unreadable(name, EISDIR, command)
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let result = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if result > 0 {
        bytes.append(contentsOf: chunk[..<result])
      } else if result == 0 {
        return bytes
      } else if errno != EINTR {
        throw unreadable(name, errno, command)
      }
    }
  }

  /// Parses the loaded bytes, line by line.
  static func parse(_ bytes: [UInt8], name: String, reader: inout DateReader, command: String)
    throws(CommandLineError)
    -> [Double]
  {
    var dates: [Double] = []
    dates.reserveCapacity(bytes.count / 21)
    try bytes.withUnsafeBufferPointer { (all) throws(CommandLineError) in
      var start = 0
      if all.count >= 3, all[0] == 0xEF, all[1] == 0xBB, all[2] == 0xBF { start = 3 }
      var lineNumber = 0
      while start < all.count {
        lineNumber += 1
        var end = start
        while end < all.count, all[end] != UInt8(ascii: "\n") { end += 1 }
        let next = end + 1
        while end > start, isBlank(all[end - 1]) { end -= 1 }
        var first = start
        while first < end, isBlank(all[first]) { first += 1 }
        defer { start = next }
        if first == end || all[first] == UInt8(ascii: "#") { continue }
        let line = UnsafeBufferPointer(rebasing: all[first..<end])
        switch reader.read(line) {
        case .success(let t): dates.append(t)
        case .failure(let error):
          throw CommandLineError(
            .data,
            "Line \(lineNumber) of \(Quoted(name, limit: .max)): '\(Quoted(bytes: line))' is not a date: \(DateReader.explain(error))",
            command: command)
        }
      }
    }
    guard !dates.isEmpty else {
      let source =
        name == "standard input" ? "on standard input" : "in '\(Quoted(name, limit: .max))'"
      throw CommandLineError(.data, "No dates \(source)", command: command)
    }
    return dates
  }

  /// Spaces, tabs and the `\r` of a `\r\n` line end.
  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
  }

  private static func unreadable(_ name: String, _ code: Int32, _ command: String)
    -> CommandLineError
  {
    CommandLineError(
      .noInput, "Cannot read '\(Quoted(name, limit: .max))': \(String(cString: strerror(code)))",
      command: command)
  }
}
