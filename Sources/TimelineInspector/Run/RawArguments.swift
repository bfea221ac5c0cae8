/// The process's arguments as the bytes the kernel passed in, for file names
/// that are not UTF-8.
///
/// Paths are bytes, but `CommandLine.arguments` repairs invalid UTF-8 into
/// U+FFFD, so `--file $'bad\xffname.txt'` would name a file that does not
/// exist. The parser works on the repaired strings; the bytes are recovered
/// here, from the raw arguments (``ProcessArguments``), where a path is opened or named.
enum RawArguments {
  /// The bytes of the argument that `text` was decoded from, or `text`'s own
  /// UTF-8 when it was not repaired (or comes from elsewhere).
  ///
  /// The argument may be the value itself or follow `--option=`.
  static func bytes(of text: String) -> [UInt8] {
    let utf8 = Array(text.utf8)
    guard text.unicodeScalars.contains("\u{FFFD}") else { return utf8 }
    for raw in ProcessArguments.rawAfterProgramName {
      var candidates = [raw[...]]
      if let equals = raw.firstIndex(of: UInt8(ascii: "=")) {
        candidates.append(raw[(equals + 1)...])
      }
      for candidate in candidates where String(decoding: candidate, as: UTF8.self) == text {
        return Array(candidate)
      }
    }
    return utf8
  }
}
