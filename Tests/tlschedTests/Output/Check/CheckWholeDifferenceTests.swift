import Foundation
import Testing

/// `--check` shows the whole difference: both line counts, every hunk (up to
/// ten, saying how many more), and a change's lines up to a hundred a side.
@Suite struct CheckWholeDifferenceTests {
  /// Minute `minute` of 2025-01-01 in UTC, as `periodic --by 60` prints it.
  static func minute(_ minute: Int) -> String {
    let hours = minute / 60
    let minutes = minute % 60
    return "2025-01-01T\(hours < 10 ? "0" : "")\(hours):\(minutes < 10 ? "0" : "")\(minutes):00Z"
  }

  static let grid = [
    "periodic", "--from", "2025-01-01T00:00:00Z", "--by", "60", "--now", "2025-01-01T00:00:00Z",
  ]

  /// Checks `count` minutes of the grid against `lines`; returns the run and the file.
  static func check(_ lines: [String], count: Int) async throws -> (Run, String) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tlsched-golden-\(UUID().uuidString).txt"
    ).path
    try lines.map { $0 + "\n" }.joined().write(toFile: path, atomically: true, encoding: .utf8)
    let run = try await Binary.run(grid + ["--count", "\(count)", "--check", path])
    try? FileManager.default.removeItem(atPath: path)
    #expect(run.stdout.isEmpty)
    return (run, path)
  }

  /// Lines 2 and 15 of 20 differ: two hunks, each with three lines of context
  /// around it (one before line 2, the file's first).
  @Test func twoDifferencesFarApartAreTwoHunks() async throws {
    var golden = (0..<20).map(Self.minute)
    golden[1] = Self.minute(59)
    golden[14] = Self.minute(58)
    let (run, path) = try await Self.check(golden, count: 20)
    #expect(run.exited(1))
    let context: (Int...) -> [String] = { $0.map { " " + Self.minute($0) } }
    var expected = [
      "Error: The output differs from '\(path)' at line 2",
      "Lines: 20 in the golden file, 20 in the output; 2 hunks differ.",
      "--- \(path)", "+++ output", "@@ -1,5 +1,5 @@",
    ]
    expected += context(0) + ["-" + Self.minute(59), "+" + Self.minute(1)] + context(2, 3, 4)
    expected += ["@@ -12,7 +12,7 @@"] + context(11, 12, 13)
    expected += ["-" + Self.minute(58), "+" + Self.minute(14)] + context(15, 16, 17)
    #expect(run.stderrLines == expected)
  }

  /// A line removed from the middle of the golden file and one added to it
  /// are shown as such, and the lines after them are context again.
  @Test func aLineAddedAndALineRemovedAreEachOneHunk() async throws {
    var golden = (0..<20).map(Self.minute)
    golden.remove(at: 4)
    golden.insert("extra", at: 14)
    let (run, _) = try await Self.check(golden, count: 20)
    #expect(run.exited(1))
    let lines = run.stderrLines
    #expect(
      lines.dropFirst().first == "Lines: 20 in the golden file, 20 in the output; 2 hunks differ.")
    #expect(lines.filter { $0.hasPrefix("-") && !$0.hasPrefix("---") } == ["-extra"])
    #expect(lines.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") } == ["+" + Self.minute(4)])
    #expect(lines.filter { $0.hasPrefix("@@") } == ["@@ -2,6 +2,7 @@", "@@ -12,7 +13,6 @@"])
  }

  /// Every tenth of 120 lines differs: 12 hunks (nine alike lines between two
  /// changes are more than the six two contexts would share), ten shown.
  @Test func moreThanTenHunksShowTheFirstTenAndSaySo() async throws {
    let golden = (0..<120).map { $0 % 10 == 0 ? "changed \($0)" : Self.minute($0) }
    let (run, _) = try await Self.check(golden, count: 120)
    #expect(run.exited(1))
    #expect(
      run.stderrLines.dropFirst().first
        == "Lines: 120 in the golden file, 120 in the output; 12 hunks differ, the first 10 shown.")
    #expect(run.stderrLines.filter { $0.hasPrefix("@@") }.count == 10)
    #expect(run.stderrLines.last == " " + Self.minute(93))
  }

  /// 150 lines all different: one change, a hundred lines shown of each side,
  /// then a `\` line (as diff(1) writes its notes) saying how many more.
  @Test func aLongChangeShowsAHundredLinesOfEachSide() async throws {
    let golden = (0..<150).map { "golden \($0)" }
    let (run, _) = try await Self.check(golden, count: 150)
    #expect(run.exited(1))
    let lines = Array(run.stderrLines.dropFirst(4))
    #expect(lines.first == "@@ -1,150 +1,150 @@")
    #expect(lines.count == 203)  // the header, 100 and a note each side
    #expect(lines[100] == "-golden 99")
    #expect(lines[101] == #"\ 50 more removed lines left out"#)
    #expect(lines[102] == "+" + Self.minute(0))
    #expect(lines.last == #"\ 50 more added lines left out"#)
  }
}
