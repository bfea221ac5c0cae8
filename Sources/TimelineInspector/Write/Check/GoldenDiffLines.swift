extension GoldenDiff {
  /// Collects one side's lines from the first differing one on, as bytes
  /// arrive: each line's first ``GoldenCheck/lineLimit`` bytes to show, and a
  /// hash of all of them, so that two lines that differ only past the part
  /// shown still differ.
  struct LineCollector {
    private(set) var lines: [Line] = []
    private var bytes: [UInt8]
    private var hasher = Hasher()
    /// Whether a byte of the current line was taken.
    private var started: Bool

    /// Starts with `prefix`, the bytes of the differing line both sides share.
    init(prefix: [UInt8]) {
      bytes = prefix
      started = !prefix.isEmpty
      for byte in prefix { hasher.combine(byte) }
    }

    /// Takes the side's next byte.
    mutating func take(_ byte: UInt8) {
      guard byte != UInt8(ascii: "\n") else {
        lines.append(Line(bytes: bytes, end: .newline, digest: hasher.finalize()))
        bytes = []
        hasher = Hasher()
        started = false
        return
      }
      started = true
      hasher.combine(byte)
      if bytes.count < GoldenCheck.lineLimit { bytes.append(byte) }
    }

    /// The lines taken: a last line without a newline ends as `lastEnd` says
    /// (at the side's end, or where reading stopped).
    func finished(lastEnd: Line.End) -> [Line] {
      guard started else { return lines }
      return lines + [Line(bytes: bytes, end: lastEnd, digest: hasher.finalize())]
    }
  }

  /// How many lines a side has, and whether all of them were read.
  struct LineCount: Equatable {
    var lines: Int
    /// False when reading stopped before the side's end: it has more.
    var isComplete: Bool

    /// `7`, or `at least 7` when the side was not read to its end.
    var text: String { isComplete ? "\(lines)" : "at least \(lines)" }
  }
}
