/// Picks the closest known words to a mistyped one, for "Did you mean" hints.
///
/// A candidate is close when at most a third of the longer word's letters
/// need an edit (at least 1, at most 3), not counting the leading dashes of
/// options: `--bye` is one edit from `--by` (of 3 letters) and is suggested,
/// but `--zone` is two from `--mode` (of 4) and is not. swift-argument-parser
/// allows any 3 edits, which suggests `--mode` for `--zone`.
enum Suggestions {
  /// The candidate nearest to `word`, if it is close enough to be a plausible
  /// typo; among equally near ones, the first.
  ///
  ///     Suggestions.closest(to: "--bye", among: ["--by", "--count"])  // "--by"
  ///     Suggestions.closest(to: "--zone", among: ["--mode", "--tz"])  // nil
  static func closest(to word: String, among candidates: [String]) -> String? {
    nearest(to: word, among: candidates, limit: 1).first
  }

  /// Up to `limit` candidates close to `word`, nearest first (ties in the
  /// candidates' order).
  ///
  /// With `ignoringCase`, letters are compared in lowercase, so `europe/paris`
  /// is no edit at all from `Europe/Paris`.
  static func nearest(
    to word: String, among candidates: some Sequence<String>, limit: Int,
    ignoringCase: Bool = false
  ) -> [String] {
    // No name is long; a long word is no typo of one, and comparing it would cost its length squared.
    guard word.utf8.count <= 64 else { return [] }
    let typed = comparable(word, ignoringCase: ignoringCase)
    var close: [(candidate: String, distance: Int)] = []
    for candidate in candidates {
      let known = comparable(candidate, ignoringCase: ignoringCase)
      let distance = editDistance(typed, known)
      if distance <= allowedEdits(max(typed.count, known.count)) {
        close.append((candidate, distance))
      }
    }
    // Among equally near candidates, the earlier one comes first.
    return close.enumerated().sorted {
      ($0.element.distance, $0.offset) < ($1.element.distance, $1.offset)
    }
    .prefix(limit).map { $0.element.candidate }
  }

  /// The most edits a word of `length` letters may need to count as a typo.
  static func allowedEdits(_ length: Int) -> Int { min(3, max(1, length / 3)) }

  /// `word` without an option's leading dashes, lowercased if asked.
  private static func comparable(_ word: String, ignoringCase: Bool) -> String {
    let name = String(word.drop(while: { $0 == "-" }))
    return ignoringCase ? name.lowercased() : name
  }

  /// Levenshtein distance, counting a swap of neighbours as one edit.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
