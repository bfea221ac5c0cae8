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
/// taken at once by `/dev/null`, opened the wrong way round so that it still
/// behaves as closed: reading the placeholder for 0, or writing the ones for 1
/// and 2, fails with `EBADF` ("Cannot write to standard output: Bad file
/// descriptor", exit status 1, as for any failed write).
enum StandardStreams {
  /// Fills whichever of descriptors 0–2 is closed; call before opening anything.
  static func reserve() {
    for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
      let placeholder = open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY)
      // open(2) returns the lowest free number, which is fd since the lower ones are taken.
      if placeholder >= 0 && placeholder != fd {
        dup2(placeholder, fd)
        close(placeholder)
      }
    }
  }
}
