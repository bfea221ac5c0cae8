import Foundation
import Testing

/// `--check FILE` reads only so far into a golden file past the first
/// difference: a file without line ends after it is not read to its end.
@Suite struct CheckBoundsTests {
  static let grid = [
    "periodic", "--from", "2025-01-01T00:00:00Z", "--by", "60", "--now", "2025-01-01T00:00:00Z",
    "--count", "3",
  ]

  /// An endless device of NUL bytes differs at the first byte, and the check
  /// ends there instead of reading it for ever.
  @Test(arguments: ["/dev/zero", "/dev/full"])
  func anEndlessDeviceEndsTheCheck(_ device: String) async throws {
    guard FileManager.default.isReadableFile(atPath: device) else { return }
    let run = try await Binary.run(Self.grid + ["--check", device])
    #expect(run.exited(1))
    #expect(run.stdout.isEmpty)
    #expect(run.stderrLines.first == "Error: The output differs from '\(device)' at line 1")
    // The output's three lines, all added where the device has no line.
    #expect(
      run.stderr.hasSuffix(
        "\n+2025-01-01T00:00:00Z\n+2025-01-01T00:01:00Z\n+2025-01-01T00:02:00Z\n"))
  }

  /// A golden file of a terabyte (sparse: it takes no disk) whose second line
  /// differs and never ends: the check reads a bounded stretch of it and
  /// reports the difference, well within the run's time limit.
  @Test func aHugeLastLineWithoutNewlineIsNotReadToItsEnd() async throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tlsched-golden-\(UUID().uuidString).txt"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(
      FileManager.default.createFile(
        atPath: path, contents: Data("2025-01-01T00:00:00Z\n2025-01-01T00:09:00Z".utf8)))
    let file = try #require(FileHandle(forWritingAtPath: path))
    try file.truncate(atOffset: 1 << 40)
    try file.close()
    let run = try await Binary.run(Self.grid + ["--check", path])
    #expect(run.exited(1))
    #expect(run.stdout.isEmpty)
    #expect(run.stderrLines.first == "Error: The output differs from '\(path)' at line 2")
    #expect(run.stderrLines.dropFirst(4).first == "@@ -1,2 +1,3 @@")
    #expect(run.stderrLines.dropFirst(6).first?.hasPrefix("-2025-01-01T00:09:00Z") == true)
    #expect(run.stderr.hasSuffix("\n+2025-01-01T00:01:00Z\n+2025-01-01T00:02:00Z\n"))
  }

  /// Exactly 1 MiB is read from the first differing byte on: a first line
  /// of 1 048 565 bytes and its newline, then the first 10 bytes of the next
  /// line, which the diff shows as far as it was read; the golden file has
  /// at least those 2 lines. A line shows its first 4096 bytes.
  @Test func theDiffShowsTheGoldenFileUpTo1MiBPastTheDifference() async throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tlsched-golden-\(UUID().uuidString).txt"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let long = String(repeating: "x", count: (1 << 20) - 11)
    try (long + "\n2025-01-01T00:01:00Z\n").write(toFile: path, atomically: true, encoding: .utf8)
    let run = try await Binary.run(Self.grid + ["--check", path])
    #expect(run.exited(1))
    #expect(
      Array(run.stderrLines.dropFirst()) == [
        "Lines: at least 2 in the golden file, 3 in the output; 1 hunk differs in the lines read.",
        "--- \(path)",
        "+++ output",
        "@@ -1,2 +1,3 @@",
        "-" + String(repeating: "x", count: 4096),
        "-2025-01-01",
        "+2025-01-01T00:00:00Z",
        "+2025-01-01T00:01:00Z",
        "+2025-01-01T00:02:00Z",
      ])
  }
}
