extension GoldenDiff {
  /// A stretch where the sides differ: lines `expected` of the golden were
  /// replaced by lines `actual` of the output (either may be empty).
  struct Change: Equatable {
    var expected: Range<Int>
    var actual: Range<Int>
  }

  /// A hunk of the unified diff: changes close enough to share their context,
  /// and the lines around them, as ranges of each side.
  struct Hunk: Equatable {
    var expected: Range<Int>
    var actual: Range<Int>
    var changes: [Change]
  }

  /// How far past a difference the sides are searched for a line where they
  /// agree again: a change of more lines than this on each side is shown as
  /// lines this many at a time replaced.
  static let resyncWindow = 64

  /// For each number of lines skipped on both sides together (up to twice
  /// ``resyncWindow``), the lines skipped on the golden's side, the most even
  /// split first: a line replaced is tried before one added and one removed.
  private static let splits: [[Int]] = (0...(2 * resyncWindow)).map { skipped in
    (0...skipped).sorted { abs(2 * $0 - skipped) < abs(2 * $1 - skipped) }
  }

  /// The changes that turn `expected` into `actual`, in order.
  ///
  /// Where the sides differ, the nearest place where they agree again (the
  /// fewest lines skipped on both sides together, within ``resyncWindow``
  /// each) is taken: two lines alike on both sides, or one at the end of
  /// either, or both ends. This is linear in the sides' lengths, unlike a
  /// shortest edit script, so a long output cannot make the check slow, and
  /// finds the single changed, added or removed lines a golden mismatch
  /// usually is.
  static func changes(_ expected: [Line], _ actual: [Line]) -> [Change] {
    var changes: [Change] = []
    var index = (expected: 0, actual: 0)
    func agree(_ e: Int, _ a: Int) -> Bool {
      if e == expected.count || a == actual.count {
        return e == expected.count && a == actual.count
      }
      guard expected[e] == actual[a] else { return false }
      let next = (e + 1, a + 1)
      return next.0 == expected.count || next.1 == actual.count
        || expected[next.0] == actual[next.1]
    }
    while index.expected < expected.count || index.actual < actual.count {
      if index.expected < expected.count, index.actual < actual.count,
        expected[index.expected] == actual[index.actual]
      {
        index.expected += 1
        index.actual += 1
        continue
      }
      let left = (expected.count - index.expected, actual.count - index.actual)
      var found: (Int, Int)?
      search: for skipped in 1...(2 * resyncWindow) {
        for fromExpected in splits[skipped] {
          let fromActual = skipped - fromExpected
          guard (0...min(left.0, resyncWindow)).contains(fromExpected),
            (0...min(left.1, resyncWindow)).contains(fromActual)
          else { continue }
          if agree(index.expected + fromExpected, index.actual + fromActual) {
            found = (fromExpected, fromActual)
            break search
          }
        }
      }
      let skip = found ?? (min(left.0, resyncWindow), min(left.1, resyncWindow))
      let change = Change(
        expected: index.expected..<index.expected + skip.0,
        actual: index.actual..<index.actual + skip.1)
      if let last = changes.last, last.expected.upperBound == change.expected.lowerBound,
        last.actual.upperBound == change.actual.lowerBound
      {
        changes[changes.count - 1] = Change(
          expected: last.expected.lowerBound..<change.expected.upperBound,
          actual: last.actual.lowerBound..<change.actual.upperBound)
      } else {
        changes.append(change)
      }
      index = (change.expected.upperBound, change.actual.upperBound)
    }
    return changes
  }

  /// `changes` grouped into hunks with up to `context` alike lines before and
  /// after each, as diff -u groups them: changes whose contexts would meet
  /// share one hunk. The sides have `lengths` lines.
  static func hunks(_ changes: [Change], context: Int, lengths: (Int, Int)) -> [Hunk] {
    var hunks: [Hunk] = []
    for change in changes {
      let before = min(context, change.expected.lowerBound, change.actual.lowerBound)
      let start = (change.expected.lowerBound - before, change.actual.lowerBound - before)
      let after = min(
        context, lengths.0 - change.expected.upperBound, lengths.1 - change.actual.upperBound)
      let end = (change.expected.upperBound + after, change.actual.upperBound + after)
      if let last = hunks.last, start.0 <= last.expected.upperBound {
        hunks[hunks.count - 1] = Hunk(
          expected: last.expected.lowerBound..<end.0, actual: last.actual.lowerBound..<end.1,
          changes: last.changes + [change])
      } else {
        hunks.append(Hunk(expected: start.0..<end.0, actual: start.1..<end.1, changes: [change]))
      }
    }
    return hunks
  }
}
