/// A small file read whole: `widget --file`'s entries, which are all planned before
/// anything is printed.
enum WholeFile {
  /// Why a file could not be read whole.
  enum Failure: Error, Equatable {
    /// It cannot be opened or read: `errno`.
    case system(errno: Int32)
    /// It holds more than the limit.
    case tooLarge(limit: Int)
  }

  /// The bytes of the file `path` names (`-`: standard input), at most `limit` of them.
  static func read(_ path: [UInt8], limit: Int) -> Result<[UInt8], Failure> {
    let fd: Int32
    if path == Array("-".utf8) {
      fd = 0
    } else {
      switch SystemIO.openForReading(path) {
      case .success(let opened):
        if SystemIO.isDirectory(opened) {
          SystemIO.close(opened)
          return .failure(.system(errno: SystemIO.isDirectoryError))
        }
        fd = opened
      case .failure(let error): return .failure(.system(errno: error.errno))
      }
    }
    defer { if fd != 0 { SystemIO.close(fd) } }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let outcome = chunk.withUnsafeMutableBufferPointer { SystemIO.read(fd, into: $0) }
      switch outcome {
      case .failed(let code): return .failure(.system(errno: code))
      case .bytes(0): return .success(bytes)
      case .bytes(let count):
        guard bytes.count + count <= limit else { return .failure(.tooLarge(limit: limit)) }
        bytes += chunk[..<count]
      }
    }
  }
}
