extension Sequence where Element == String {
  /// The strings one after another, with `separator` between each two: what
  /// `joined(separator:)` gives.
  ///
  /// The standard library's `joined(separator:)` is not specialized in this
  /// module. Its first call looks `[String]`'s collection conformances up at
  /// run time, a search through every conformance in the binary, which a CSV
  /// or JSON run or an error message would pay at start-up. This one is
  /// specialized where it is called.
  func joinedText(separator: String = "") -> String {
    var text = ""
    var isFirst = true
    for part in self {
      if !isFirst { text += separator }
      text += part
      isFirst = false
    }
    return text
  }
}
