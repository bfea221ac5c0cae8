import Foundation
import Testing

/// The `--check` diff shows what differs even when a terminal would hide it:
/// `\r` line ends, a missing last newline (as diff(1) says it), control
/// characters in a line or in the golden file's name.
@Suite struct CheckDiffDisplayTests {
  /// Three minutes from 2025-01-01T00:00:00Z: 00:00, 00:01, 00:02.
  static let grid = [
    "periodic", "--from", "2025-01-01T00:00:00Z", "--by", "60", "--now", "2025-01-01T00:00:00Z",
  ]

  /// Runs the grid for `count` lines against a golden file of `bytes` named
  /// `name` in a directory of its own, and returns the run and the file's path.
  static func check(_ bytes: [UInt8], count: Int, name: String = "golden.txt") async throws
    -> (Run, String)
  {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tlsched-check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent(name).path
    #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    let run = try await Binary.run(Self.grid + ["--count", "\(count)", "--check", path])
    #expect(run.stdout.isEmpty)
    return (run, path)
  }

  @Test func crlfLineEndsShowTheirCarriageReturn() async throws {
    let (run, path) = try await Self.check(
      Array("2025-01-01T00:00:00Z\r\n2025-01-01T00:01:00Z\r\n".utf8), count: 2)
    #expect(run.exited(1))
    #expect(
      run.stderrLines == [
        "Error: The output differs from '\(path)' at line 1",
        "Lines: 2 in the golden file, 2 in the output; 1 hunk differs.",
        "--- \(path)",
        "+++ output",
        "@@ -1,2 +1,2 @@",
        #"-2025-01-01T00:00:00Z\r"#,
        #"-2025-01-01T00:01:00Z\r"#,
        "+2025-01-01T00:00:00Z",
        "+2025-01-01T00:01:00Z",
      ])
  }

  @Test func aMissingLastNewlineIsSaidAsDiffSaysIt() async throws {
    let (run, path) = try await Self.check(
      Array("2025-01-01T00:00:00Z\n2025-01-01T00:01:00Z".utf8), count: 2)
    #expect(run.exited(1))
    #expect(
      run.stderrLines == [
        "Error: The output differs from '\(path)' at line 2",
        "Lines: 2 in the golden file, 2 in the output; 1 hunk differs.",
        "--- \(path)",
        "+++ output",
        "@@ -1,2 +1,2 @@",
        " 2025-01-01T00:00:00Z",
        "-2025-01-01T00:01:00Z",
        #"\ No newline at end of file"#,
        "+2025-01-01T00:01:00Z",
      ])
  }

  /// A line that agrees but for its missing newline does not agree: it is
  /// removed and added, as diff -u shows it, not context.
  @Test func aLastLineWithoutNewlineIsNotContext() async throws {
    let (run, _) = try await Self.check(
      Array("2025-01-01T00:00:00Z\n2025-01-01T00:09:00Z\n2025-01-01T00:02:00Z".utf8), count: 3)
    #expect(run.exited(1))
    #expect(
      Array(run.stderrLines.dropFirst(4)) == [
        "@@ -1,3 +1,3 @@",
        " 2025-01-01T00:00:00Z",
        "-2025-01-01T00:09:00Z",
        "-2025-01-01T00:02:00Z",
        #"\ No newline at end of file"#,
        "+2025-01-01T00:01:00Z",
        "+2025-01-01T00:02:00Z",
      ])
  }

  /// An escape character and a byte that is not UTF-8 in a golden line.
  @Test func controlCharactersAndInvalidUTF8InALineAreEscaped() async throws {
    let (run, _) = try await Self.check(
      Array("2025-01-01T00:00:00Z\n2025-01-01T\u{1B}:01:00Z".utf8) + [0xFF, 0x0A], count: 2)
    #expect(run.exited(1))
    #expect(
      Array(run.stderrLines.dropFirst(5)) == [
        " 2025-01-01T00:00:00Z",
        #"-2025-01-01T\x1B:01:00Z\xFF"#,
        "+2025-01-01T00:01:00Z",
      ])
  }

  /// A name with an escape sequence and a tab: the `---` line shows them escaped.
  @Test func controlCharactersInTheNameAreEscaped() async throws {
    let (run, path) = try await Self.check(
      Array("2025-01-01T00:00:00Z\n".utf8), count: 2, name: "a\u{1B}[31mb\tc")
    let directory = String(path.dropLast("a\u{1B}[31mb\tc".count))
    #expect(run.exited(1))
    #expect(run.stderrLines.dropFirst(2).first == #"--- \#(directory)a\x1B[31mb\x09c"#)
    #expect(!run.stderr.contains("\u{1B}"))
  }

  /// Each kind of character in a golden line, shown by the rule: printable
  /// text as it is (`é`, `→`, an emoji), a carriage return inside a line as
  /// `\r`, DEL as `\x7F`, a C1 control (NEL), a format character (LRM) and a
  /// line separator as `\u{…}`, a UTF-8 sequence cut short byte by byte.
  @Test func eachKindOfCharacterIsShownOrEscapedByTheRule() async throws {
    let line: [UInt8] =
      Array("a\rb".utf8) + [0x7F] + Array("é\u{85}→\u{200E}\u{2028}😀".utf8) + [0xE2, 0x86]
    let (run, _) = try await Self.check(line + [0x0A], count: 1)
    #expect(run.exited(1))
    #expect(
      Array(run.stderrLines.dropFirst(4)) == [
        "@@ -1,1 +1,1 @@",
        #"-a\rb\x7Fé\u{85}→\u{200e}\u{2028}😀\xE2\x86"#,
        "+2025-01-01T00:00:00Z",
      ])
  }

  /// An empty golden file: every output line is added after line 0.
  @Test func anEmptyGoldenFileAddsEveryLine() async throws {
    let (run, _) = try await Self.check([], count: 2)
    #expect(run.exited(1))
    #expect(
      Array(run.stderrLines.dropFirst(4)) == [
        "@@ -0,0 +1,2 @@", "+2025-01-01T00:00:00Z", "+2025-01-01T00:01:00Z",
      ])
  }

  /// The sides agree again after the differing line, and the golden file
  /// has one line more at its end: that is a second change, shown in the same
  /// hunk, since the one line they agree on is its context.
  @Test func aLaterDifferenceCloseBySharesTheHunk() async throws {
    let golden = [0, 9, 2, 3].map { "2025-01-01T00:0\($0):00Z\n" }.joined()
    let (run, path) = try await Self.check(Array(golden.utf8), count: 3)
    #expect(run.exited(1))
    #expect(
      Array(run.stderrLines.dropFirst()) == [
        "Lines: 4 in the golden file, 3 in the output; 1 hunk differs.",
        "--- \(path)",
        "+++ output",
        "@@ -1,4 +1,3 @@",
        " 2025-01-01T00:00:00Z",
        "-2025-01-01T00:09:00Z",
        "+2025-01-01T00:01:00Z",
        " 2025-01-01T00:02:00Z",
        "-2025-01-01T00:03:00Z",
      ])
  }
}
