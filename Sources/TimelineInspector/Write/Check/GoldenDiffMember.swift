extension GoldenDiff {
  /// The member of a JSON row that holds byte `offset` of `line`, as jq
  /// names it from the row: `.date`, `.entry.relevance`, `.frames[2]`; empty
  /// when the offset is not inside a member (a row that is a plain string, the
  /// row's own braces).
  ///
  /// The line is read as far as `offset` only, so a row cut at
  /// ``GoldenCheck/lineLimit`` or a pretty-printed line that holds part of a
  /// row (a trailing comma) are read alike. It is what a long NDJSON line
  /// needs: the diff shows the whole line, this names the field that differs.
  static func member(of line: [UInt8], at offset: Int) -> String {
    enum Step {
      case key(String?)
      case index(Int)
    }
    var path: [Step] = []
    var inString = false
    var escaped = false
    var string: [UInt8] = []
    var lastString: String?
    for byte in line.prefix(offset) {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
          lastString = String(decoding: string, as: UTF8.self)
          continue
        }
        string.append(byte)
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
        string = []
      case UInt8(ascii: ":"):
        if case .key = path.last { path[path.count - 1] = .key(lastString) }
      case UInt8(ascii: "{"): path.append(.key(nil))
      case UInt8(ascii: "["): path.append(.index(0))
      case UInt8(ascii: "}"), UInt8(ascii: "]"): if !path.isEmpty { path.removeLast() }
      case UInt8(ascii: ","):
        switch path.last {
        case .index(let index): path[path.count - 1] = .index(index + 1)
        case .key: path[path.count - 1] = .key(nil)
        case nil: break
        }
      default: break
      }
      // Only a colon, after blanks, makes the string just read a key.
      if byte != UInt8(ascii: "\""), byte != UInt8(ascii: " "), byte != UInt8(ascii: ":") {
        lastString = nil
      }
    }
    var text = ""
    for step in path {
      switch step {
      case .key(let name?): text += Self.isPlainKey(name) ? ".\(name)" : ".[\"\(name)\"]"
      case .key(nil): return text
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }

  /// Whether jq takes `name` after a dot: a letter or `_`, then letters, digits and `_`.
  private static func isPlainKey(_ name: String) -> Bool {
    func isLetter(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
    guard let first = name.utf8.first, isLetter(first) else { return false }
    return name.utf8.allSatisfy {
      isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
    }
  }
}
