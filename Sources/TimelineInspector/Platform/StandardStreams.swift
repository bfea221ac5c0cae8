#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps file descriptors 0, 1 and 2 for standard input, output and error.
///
/// A process started with one of them closed (`tlsched … >&-`) would otherwise
/// get that number back for the next file it opens, such as the live clock's
/// wake-up pipe, and then print its dates into its own pipe. Each closed one is
/// taken at once by one end of a new pipe, the wrong end, so that it still
/// behaves as closed: reading the placeholder for 0 (a write end), or writing the
/// ones for 1 and 2 (read ends), fails with `EBADF` ("Cannot write to standard
/// output: Bad file descriptor", exit status 1, as for any failed write). A pipe
/// needs no file system, so this works in an empty chroot without `/dev/null`,
/// and each placeholder is a file of its own: opening it again by name
/// (`--file /dev/stdin` when 0 was closed) is recognised and fails the same way.
/// The other end of a read end's pipe stays open (close-on-exec), so that the
/// placeholder does not look like a reader that went away.
enum StandardStreams {
  /// The device and inode of each placeholder, to recognise it when reopened.
  nonisolated(unsafe) private static var placeholders: [(dev: UInt64, ino: UInt64)] = []

  /// Fills whichever of descriptors 0–2 is closed; call before opening anything.
  static func reserve() {
    for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
      var ends: [Int32] = [-1, -1]
      guard pipe(&ends) == 0 else { continue }
      // Move both ends above 2, so that fd is free whichever numbers pipe(2) chose.
      let (read, write) = (fcntl(ends[0], F_DUPFD_CLOEXEC, 3), fcntl(ends[1], F_DUPFD_CLOEXEC, 3))
      for end in ends { close(end) }
      guard read >= 0, write >= 0 else { continue }
      _ = dup2(fd == 0 ? write : read, fd)
      if fd == 0 {
        close(read)
        close(write)
      } else {
        // Kept open (and never written) so that polling the placeholder shows no hang-up.
        close(read)
      }
      if let identity = identity(of: fd) { placeholders.append(identity) }
    }
  }

  /// Whether `fd` is one of the placeholders ``reserve()`` put in place of a
  /// closed standard stream, opened again under another number.
  static func isPlaceholder(_ fd: Int32) -> Bool {
    guard !placeholders.isEmpty, let identity = identity(of: fd) else { return false }
    return placeholders.contains { $0 == identity }
  }

  private static func identity(of fd: Int32) -> (dev: UInt64, ino: UInt64)? {
    var info = stat()
    guard fstat(fd, &info) == 0 else { return nil }
    return (UInt64(info.st_dev), UInt64(info.st_ino))
  }
}
