import Testing
import TimelineTestSupport

@testable import TimelineInspector

/// One mistyped word and the suggestion it must get, or nil for none.
private typealias Typo = TestRow<String, String?>

/// The options every schedule command has, as the help lists them.
private let options = [
  "--now", "--count", "--until", "--mode", "--format", "--tz", "--view", "--model", "--cadence",
  "--live", "--help", "--by", "--from",
]

@Suite struct SuggestionsTests {
  // Edits counted by hand, on the names without their dashes; the allowance
  // is a third of the longer name's letters, at least 1 and at most 3.
  fileprivate static let typos: [Typo] = [
    Typo("--bye", "--by"),  // 1 edit of 3 letters
    Typo("--cuont", "--count"),  // 1 swap of neighbours of 5
    Typo("--fromat", "--format"),  // 1 swap of 6
    Typo("--untill", "--until"),  // 1 of 6
    Typo("--tx", "--tz"),  // 1 of 2
    Typo("--nw", "--now"),  // 1 of 3
    Typo("--modle", "--mode"),  // 1 (delete l) before --model's 1 swap: the first wins
    Typo("--zone", nil),  // 2 edits from --mode, of 4 letters
    Typo("--time", nil),  // 2 from --live, --mode
    Typo("--x", nil),  // 2 from --tz, --by
    Typo("--frmt", "--format"),  // 2 inserts, of 6 letters
    Typo("--fmt", nil),  // 3 edits from --from (of 4 letters) and from --format (of 6)
    Typo("--cadance", "--cadence"),  // 1 of 7
    Typo("--cadnc", "--cadence"),  // 2 of 7
    Typo("--formatting", nil),  // 4 from --format
  ]

  @Test(arguments: typos)
  fileprivate func suggestsOnlyCloseMatches(_ row: Typo) {
    #expect(
      Suggestions.closest(to: row.input, among: options) == row.expected,
      sourceLocation: row.location)
  }

  @Test(arguments: [(0, 1), (2, 1), (3, 1), (5, 1), (6, 2), (8, 2), (9, 3), (30, 3)])
  func allowsAThirdOfTheLettersAtLeastOneAtMostThree(_ length: Int, _ edits: Int) {
    #expect(Suggestions.allowedEdits(length) == edits)
  }

  @Test func listsTheNearestFirstAndCanIgnoreCase() {
    let zones = ["Europe/Paris", "America/Lima"]
    // 10 letters differ in case, far beyond the 3 edits allowed for 12 letters.
    #expect(Suggestions.nearest(to: "EUROPE/PARIS", among: zones, limit: 3).isEmpty)
    #expect(
      Suggestions.nearest(to: "EUROPE/PARIS", among: zones, limit: 3, ignoringCase: true) == [
        "Europe/Paris"
      ])
    // 9 letters allow 3 edits: abcdefghx is 1 away, abcdefgxy 2, abcdexyzw 4.
    let words = ["abcdexyzw", "abcdefgxy", "abcdefghx"]
    #expect(
      Suggestions.nearest(to: "abcdefghi", among: words, limit: 3) == ["abcdefghx", "abcdefgxy"])
    #expect(Suggestions.nearest(to: "abcdefghi", among: words, limit: 1) == ["abcdefghx"])
  }

  @Test(arguments: [
    ("kitten", "sitting", 3), ("", "abc", 3), ("abc", "abc", 0), ("ab", "ba", 1), ("abc", "acb", 1),
  ])
  func countsEditsWithASwapOfNeighboursAsOne(_ a: String, _ b: String, _ distance: Int) {
    #expect(Suggestions.editDistance(a, b) == distance)
  }
}
