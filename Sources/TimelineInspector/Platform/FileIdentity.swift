#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which file a descriptor or a name reaches: its device and inode numbers,
/// the same whatever name or descriptor leads to it (`/dev/stdin` and
/// descriptor 0 are one file).
struct FileIdentity: Equatable {
  /// The device the file is on.
  let device: UInt64
  /// The file's number on that device.
  let inode: UInt64
  /// Whether the file is a pipe or a socket: a stream whose bytes go to
  /// whichever of its readers reads first, however each opened it.
  let isStream: Bool

  /// The file open as `fd`, or nil if it cannot be looked at.
  init?(descriptor fd: Int32) {
    var info = stat()
    guard fstat(fd, &info) == 0 else { return nil }
    self.init(info)
  }

  /// The file the bytes `path` name (which need not be UTF-8), after symbolic
  /// links, or nil if there is none.
  init?(path: [UInt8]) {
    var info = stat()
    let name = path.map { CChar(bitPattern: $0) } + [0]
    guard stat(name, &info) == 0 else { return nil }
    self.init(info)
  }

  private init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    let type = info.st_mode & S_IFMT
    isStream = type == S_IFIFO || type == S_IFSOCK
  }
}
