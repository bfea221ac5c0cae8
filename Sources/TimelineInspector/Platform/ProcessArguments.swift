#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The words the process was started with, found in a way that works without `/proc`.
///
/// A static Linux binary cannot rely on the Swift runtime for two things when `/proc` is
/// not mounted (a chroot, a minimal container or sandbox): `CommandLine.arguments` is
/// empty, because the runtime finds them through `/proc/self/maps`, and before `main`
/// the runtime aborts with "Unable to obtain Swift runtime path", because it looks for its
/// crash reporter next to `/proc/self/exe`. glibc hands every `.init_array` function
/// `argc` and `argv`, and one with a priority runs before the runtime's own
/// initializers: ``captureArguments`` keeps the words, and without `/proc` it sets
/// `SWIFT_ROOT` so that the runtime looks for its crash reporter there instead (it
/// finds none, as a static binary never does, and carries on).
package enum ProcessArguments {
  /// The arguments after the program's name.
  static var afterProgramName: [String] {
    words { String(decoding: $0, as: UTF8.self) }
  }

  /// The arguments after the program's name as the bytes the kernel passed in:
  /// paths are bytes, and need not be UTF-8.
  static var rawAfterProgramName: [[UInt8]] {
    words { Array($0) }
  }

  /// Each argument after the program's name, made from its bytes by `make`:
  /// text is decoded straight from them, without a copy of every word's bytes.
  private static func words<Word>(_ make: (UnsafeBufferPointer<UInt8>) -> Word) -> [Word] {
    var count = Int(CommandLine.argc)
    var words = CommandLine.unsafeArgv
    if let captured {
      count = Int(captured.count)
      words = captured.words
    }
    return (1..<max(count, 1)).compactMap { index in
      words[index].map { word in
        let length = strlen(word)
        return UnsafeRawPointer(word).withMemoryRebound(to: UInt8.self, capacity: length) {
          make(UnsafeBufferPointer(start: $0, count: length))
        }
      }
    }
  }

  /// The `argc` and `argv` glibc handed ``captureArguments``, or `nil` if it did not run.
  package static var captured:
    (count: Int32, words: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>)?
  {
    #if os(Linux) && canImport(Glibc)
      if capturedCount > 0,
        let words = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>(bitPattern: capturedWords)
      {
        return (capturedCount, words)
      }
    #endif
    return nil
  }
}

// glibc passes `argc`, `argv` and `envp` to `.init_array` functions; musl calls them
// with no arguments and Darwin has no `.init_array`, so there the runtime's own
// `CommandLine` is used.
#if os(Linux) && canImport(Glibc)
  // Placed in .data with constant initial values, so that they are ordinary memory
  // before any Swift code runs (a lazily initialized global would be reset on first use).
  @section(".data") nonisolated(unsafe) private var capturedCount: Int32 = 0
  @section(".data") nonisolated(unsafe) private var capturedWords: UInt = 0

  /// Called by glibc with the process's `argc`, `argv` and `envp` before the Swift
  /// runtime starts (priority 101, the first one free for programs).
  @used @section(".init_array.00101")
  private let captureArguments:
    @convention(c) (
      Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
      UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    ) -> Void = { count, words, _ in
      capturedCount = count
      capturedWords = UInt(bitPattern: words)
      if access("/proc/self/exe", F_OK) != 0 {
        setenv("SWIFT_ROOT", "/nonexistent", 0)
      }
    }
#endif
