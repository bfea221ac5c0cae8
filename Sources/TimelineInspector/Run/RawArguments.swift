/// The process's arguments as the bytes the kernel passed in: the one place
/// a word's bytes are read, for file names that are not UTF-8.
///
/// Paths are bytes, but the parser works on text, in which invalid UTF-8 is
/// repaired into U+FFFD, so `--file $'bad\xffname.txt'` would name a file that
/// does not exist. A value remembers where the process received it
/// (``ArgumentSource``), and its bytes are read from there; a message quoting a
/// word finds the argument it was decoded from.
enum RawArguments {
  /// The bytes of the value received at `source`: the whole argument, or
  /// what follows its first `=`, as the text follows its first "=".
  static func bytes(at source: ArgumentSource) -> [UInt8] {
    let arguments = ProcessArguments.rawAfterProgramName
    guard arguments.indices.contains(source.index) else { return [] }
    let word = arguments[source.index]
    guard source.afterEquals else { return word }
    return word.firstIndex(of: UInt8(ascii: "=")).map { Array(word[($0 + 1)...]) } ?? []
  }

  /// The bytes of the argument that `text` was decoded from, or `text`'s own
  /// UTF-8 when it was not repaired (or comes from elsewhere): for messages,
  /// which quote a word without knowing where it came from.
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

/// Where the process received a value: the index of its argument after the
/// program's name, and whether the value is what follows that argument's `=`.
struct ArgumentSource: Equatable {
  /// The argument's index, 0 for the first after the program's name.
  let index: Int
  /// Whether the value follows the argument's first `=` (`--file=name`).
  let afterEquals: Bool
}
