/// Picks the closest known word to a mistyped one, for "Did you mean" hints.
enum Suggestions {
  /// The candidate nearest to `word` by edit distance, if it is close enough to
  /// be a plausible typo (at most a third of the word's length, and at most 3).
  static func closest(to word: String, among candidates: [String]) -> String? {
    // No name is long; a long word is no typo of one, and comparing it would cost its length squared.
    guard word.utf8.count <= 64 else { return nil }
    let limit = min(3, max(1, word.count / 3))
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(word, candidate)
      if distance <= limit, distance < best?.distance ?? .max { best = (candidate, distance) }
    }
    return best?.candidate
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
