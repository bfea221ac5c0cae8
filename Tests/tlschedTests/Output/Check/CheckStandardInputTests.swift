import Foundation
import Testing

/// Standard input can be read once: the dates and the `--check` golden file
/// cannot both be it, under whatever name (`-`, `/dev/stdin`) each reaches it.
@Suite struct CheckStandardInputTests {
  /// Each way of naming standard input twice on a pipe, and the refusal it gets.
  @Test(arguments: [
    (["explicit", "-", "--check", "/dev/stdin"], "'--check /dev/stdin' and '--file -'"),
    (["explicit", "--file", "-", "--check", "/dev/fd/0"], "'--check /dev/fd/0' and '--file -'"),
    (["explicit", "--file", "/dev/stdin", "--check", "-"], "'--check -' and '--file /dev/stdin'"),
    (
      ["explicit", "--file", "/dev/stdin", "--check", "/dev/stdin"],
      "'--check /dev/stdin' and '--file /dev/stdin'"
    ),
  ])
  func aGoldenFileThatIsTheStandardInputOfTheDatesIsRefused(
    _ arguments: [String], _ named: String
  ) async throws {
    guard FileManager.default.fileExists(atPath: "/dev/fd/0") else { return }
    let run = try await Binary.run(arguments, stdin: Array("@0\n".utf8))
    #expect(run.exited(64))
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderrLines.first == "Error: \(named) both read standard input; give one of them a file")
  }

  /// Dates read from standard input, a regular file, and a golden file that
  /// is that file under its own name: standard input is read by the dates, so
  /// the golden file may not be it.
  @Test func aGoldenFileThatIsTheRegularFileOnStandardInputIsRefused() async throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tlsched-dates-\(UUID().uuidString).txt"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try "2025-01-01T00:00:00Z\n".write(toFile: path, atomically: true, encoding: .utf8)
    let run = try await Binary.shell(
      "set -- '\(path)'\n" + #""$TLSCHED" explicit - --check "$1" < "$1""#)
    #expect(run.exited(64))
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderrLines.first
        == "Error: '--check \(path)' and '--file -' both read standard input; give one of them a file"
    )
  }

  /// A file that is standard input but opened by name on both sides is read
  /// twice from its start, not shared: the check compares as for any file.
  @Test func aRegularFileNamedTwiceIsStillChecked() async throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tlsched-dates-\(UUID().uuidString).txt"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try "2025-01-01T00:00:00Z\n".write(toFile: path, atomically: true, encoding: .utf8)
    let run = try await Binary.shell(
      "set -- '\(path)'\n" + #""$TLSCHED" explicit --file "$1" --check "$1" < "$1""#)
    #expect(run.exited(0))
    #expect(run.stderr.isEmpty)
  }

  /// Dates given as arguments leave standard input to the golden file.
  @Test func datesAsArgumentsLeaveStandardInputToTheGoldenFile() async throws {
    let run = try await Binary.run(
      ["explicit", "2025-01-01T00:00:00Z", "--check", "/dev/stdin"],
      stdin: Array("2025-01-01T00:00:00Z\n".utf8))
    #expect(run.exited(0))
    #expect(run.stderr.isEmpty)
  }
}
