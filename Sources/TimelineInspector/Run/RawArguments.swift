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
  /// The argument may be the value itself, follow `--option=`, be the
  /// option's name before `=`, or be the end of an argument.
  static func bytes(of text: String) -> [UInt8] {
    let utf8 = Array(text.utf8)
    guard text.unicodeScalars.contains("\u{FFFD}") else { return utf8 }
    for raw in ProcessArguments.rawAfterProgramName {
      var candidates = [raw[...]]
      if let equals = raw.firstIndex(of: UInt8(ascii: "=")) {
        candidates.append(raw[(equals + 1)...])
        candidates.append(raw[..<equals])
      }
      for candidate in candidates where String(decoding: candidate, as: UTF8.self) == text {
        return Array(candidate)
      }
      // A reason may quote the end of an argument (`unknown unit '\xFF'` in `1\xFF`);
      // short arguments only, as each end is decoded once.
      guard raw.count <= 4096, raw.contains(where: { $0 >= 0x80 }) else { continue }
      for start in raw.indices.dropFirst()
      where String(decoding: raw[start...], as: UTF8.self) == text {
        return Array(raw[start...])
      }
    }
    return utf8
  }
}
