extension Array where Element == String {
  /// The strings one after another, with `separator` between each two, as
  /// `joined(separator:)` gives them.
  ///
  /// The standard library's `joined(separator:)` is not specialised outside
  /// it: its first call looks up `[String]`'s collection conformances at run
  /// time, a search of every conformance in the binary that costs a tenth of a
  /// millisecond, in a run whose whole start-up is about a millisecond.
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
