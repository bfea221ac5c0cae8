import TimelineInspector

// The Swift runtime's source of `CommandLine.arguments`, defined by tlsched itself so
// that the static binary does not link the runtime's own.
//
// The runtime's version (CommandLine.cpp in libswiftCore) finds the arguments before
// `main` by reading and parsing `/proc/self/maps`: for every run, an open, reads, and
// a long `sscanf`, the largest single cost of tlsched's start-up outside its own code;
// and without `/proc` it finds nothing. tlsched already keeps the
// `argc` and `argv` glibc hands its initializer (`ProcessArguments.captured`), so it
// gives the runtime those. An archive member is linked only for a symbol nothing
// defined yet: with both of its functions defined here, the runtime's is left out.
// If a future toolchain renames them, these are unused and the runtime's own returns.

/// An empty `argv` (a lone null), what the runtime returns when it has none.
nonisolated(unsafe) private let emptyArguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> =
  {
    let words = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: 1)
    words.initialize(to: nil)
    return words
  }()

/// Arguments set through `_swift_stdlib_overrideUnsafeArgvArgc`, which take precedence.
nonisolated(unsafe) private var overridden:
  (count: Int32, words: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>)?

/// `char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen)`: the process's arguments.
@_cdecl("_swift_stdlib_getUnsafeArgvArgc")
func swiftStdlibGetUnsafeArgvArgc(_ count: UnsafeMutablePointer<Int32>)
  -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
{
  if let arguments = overridden ?? ProcessArguments.captured {
    count.pointee = arguments.count
    return arguments.words
  }
  count.pointee = 0
  return emptyArguments
}

/// `void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc)`: replaces them.
@_cdecl("_swift_stdlib_overrideUnsafeArgvArgc")
func swiftStdlibOverrideUnsafeArgvArgc(
  _ words: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ count: Int32
) {
  overridden = (count, words)
}
