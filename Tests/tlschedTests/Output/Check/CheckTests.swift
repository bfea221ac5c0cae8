import Foundation
import Testing

/// A temporary golden file holding `text`, removed by the caller.
private func golden(_ text: String) throws -> String {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent(
    "tlsched-golden-\(UUID().uuidString).txt"
  ).path
  try text.write(toFile: path, atomically: true, encoding: .utf8)
  return path
}

/// `--check FILE`, end to end: exit 0 when the output is the file's bytes, 1
/// with a unified diff on stderr when not, and never anything on stdout.
@Suite struct CheckTests {
  /// A minute grid from 2025-01-01T00:00:00Z, as docs/cli.md prints it.
  static func minutes(_ range: Range<Int>) -> String {
    range.map { "2025-01-01T00:0\($0):00Z\n" }.joined()
  }

  static let grid = [
    "periodic", "--from", "2025-01-01T00:00:00Z", "--by", "60", "--now", "2025-01-01T00:00:00Z",
  ]

  @Test func identicalOutputExitsZeroAndPrintsNothing() async throws {
    let path = try golden(Self.minutes(0..<5))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try await Binary.run(Self.grid + ["--count", "5", "--check", path])
    #expect(run.exited(0))
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.isEmpty)
  }

  @Test func aDifferentLineIsNamedAndShownAsAUnifiedDiff() async throws {
    // The golden file's fifth line says 00:05 where the grid has 00:04: three lines of
    // context before it, the two versions, then the two lines after, where they agree again.
    var lines = Self.minutes(0..<7).split(separator: "\n").map(String.init)
    lines[4] = "2025-01-01T00:05:00Z"
    let path = try golden(lines.map { $0 + "\n" }.joined())
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try await Binary.run(Self.grid + ["--count", "7", "--check", path])
    #expect(run.exited(1))
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderrLines == [
        "Error: The output differs from '\(path)' at line 5",
        "Lines: 7 in the golden file, 7 in the output; 1 hunk differs.",
        "--- \(path)",
        "+++ output",
        "@@ -2,6 +2,6 @@",
        " 2025-01-01T00:01:00Z",
        " 2025-01-01T00:02:00Z",
        " 2025-01-01T00:03:00Z",
        "-2025-01-01T00:05:00Z",
        "+2025-01-01T00:04:00Z",
        " 2025-01-01T00:05:00Z",
        " 2025-01-01T00:06:00Z",
      ])
  }

  @Test func outputLongerThanTheGoldenFileShowsTheLinesAdded() async throws {
    let path = try golden(Self.minutes(0..<3))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try await Binary.run(Self.grid + ["--count", "5", "--check", path])
    #expect(run.exited(1))
    #expect(
      Array(run.stderrLines.dropFirst(4)) == [
        "@@ -1,3 +1,5 @@",
        " 2025-01-01T00:00:00Z",
        " 2025-01-01T00:01:00Z",
        " 2025-01-01T00:02:00Z",
        "+2025-01-01T00:03:00Z",
        "+2025-01-01T00:04:00Z",
      ])
    #expect(
      Array(run.stderrLines.prefix(2)) == [
        "Error: The output differs from '\(path)' at line 4",
        "Lines: 3 in the golden file, 5 in the output; 1 hunk differs.",
      ])
  }

  @Test func outputShorterThanTheGoldenFileShowsTheLinesMissing() async throws {
    let path = try golden(Self.minutes(0..<3))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try await Binary.run(Self.grid + ["--count", "2", "--check", path])
    #expect(run.exited(1))
    #expect(
      Array(run.stderrLines.dropFirst(4)) == [
        "@@ -1,3 +1,2 @@",
        " 2025-01-01T00:00:00Z",
        " 2025-01-01T00:01:00Z",
        "-2025-01-01T00:02:00Z",
      ])
  }

  @Test func jsonAndNDJSONNameTheRowAsJqFindsIt() async throws {
    // JSON: the list opens on line 6 ("entries": [), so line 9 is .entries[2].
    // NDJSON: line 2 is .[1], and what differs in it is its member "date".
    let json = try golden(
      """
      {
        "schedule": {"kind": "periodic", "from": "2025-01-01T00:00:00Z", "by": 60.0},
        "now": "2025-01-01T00:00:00Z",
        "mode": "normal",
        "timeZone": "UTC",
        "entries": [
          "2025-01-01T00:00:00Z",
          "2025-01-01T00:01:00Z",
          "2025-01-01T00:09:00Z"
        ]
      }

      """)
    let ndjson = try golden(
      #"{"date":"2025-01-01T00:00:00Z"}"# + "\n" + #"{"date":"2025-01-01T00:09:00Z"}"# + "\n")
    defer {
      try? FileManager.default.removeItem(atPath: json)
      try? FileManager.default.removeItem(atPath: ndjson)
    }
    let first = try await Binary.run(
      Self.grid + ["--count", "3", "--format", "json", "--check", json])
    #expect(first.exited(1))
    #expect(
      first.stderrLines.first == "Error: The output differs from '\(json)' at line 9 (.entries[2])")
    let second = try await Binary.run(
      Self.grid + ["--count", "2", "--format", "ndjson", "--check", ndjson])
    #expect(second.exited(1))
    #expect(
      second.stderrLines.first == "Error: The output differs from '\(ndjson)' at line 2 (.[1].date)"
    )
    #expect(second.stderrLines.dropFirst(4).first == "@@ -1,2 +1,2 @@ .[1].date")
  }

  @Test func aMissingGoldenFileSaysHowToWriteIt() async throws {
    let run = try await tlsched(
      "periodic", "--by", "60", "--now", "2025-01-01T00:00:00Z", "--check",
      "/nonexistent/my golden.txt")
    #expect(run.exited(66))
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderrLines == [
        "Error: Cannot read '/nonexistent/my golden.txt' for --check: No such file or directory; create it with: tlsched periodic --by 60 --now 2025-01-01T00:00:00Z > '/nonexistent/my golden.txt'"
      ])
  }

  /// `--check=FILE` is left out of the command line that writes the file, as `--check FILE` is.
  @Test func aMissingGoldenFileGivenWithAnEqualsSignSaysHowToWriteIt() async throws {
    let run = try await tlsched(
      "periodic", "--by", "60", "--check=/nonexistent/my golden.txt", "--now",
      "2025-01-01T00:00:00Z")
    #expect(run.exited(66))
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderrLines == [
        "Error: Cannot read '/nonexistent/my golden.txt' for --check: No such file or directory; create it with: tlsched periodic --by 60 --now 2025-01-01T00:00:00Z > '/nonexistent/my golden.txt'"
      ])
  }

  @Test func aDifferenceFarIntoALongOutputIsFoundAndTheRunStopsThere() async throws {
    // 200 000 seconds from 00:00: line 150 001 is 150 000 s later, 1d17h40m: 2025-01-02T17:40:00Z.
    // Its golden file says 17:40:01; the output would go on to 200 000 lines (and
    // with --count all for ever), but the check reads each side 1 MiB past the
    // difference and stops: by hand, from the differing digit, "1Z\n" (3 bytes)
    // then (1 048 576 - 3) / 21 = 49 932 whole lines of 21 bytes and part of one
    // more, so each side has at least 150 001 + 49 932 + 1 = 199 934 lines.
    let script = """
      "$TLSCHED" periodic --from 2025-01-01T00:00:00Z --by 1 --now 2025-01-01T00:00:00Z --count 200000 \
        | sed '150001s/17:40:00Z/17:40:01Z/' > "$1"
      "$TLSCHED" periodic --from 2025-01-01T00:00:00Z --by 1 --now 2025-01-01T00:00:00Z --count all --check "$1"
      echo "status $?"
      """
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tlsched-golden-\(UUID().uuidString).txt"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = try await Binary.shell("set -- '\(path)'\n" + script)
    #expect(run.lines == ["status 1"])
    #expect(
      run.stderr.hasPrefix(
        "Error: The output differs from '\(path)' at line 150001\n"
          + "Lines: at least 199934 in the golden file, at least 199934 in the output; 1 hunk differs in the lines read.\n"
          + "--- \(path)\n+++ output\n@@ -149998,7 +149998,7 @@\n"
      ))
    #expect(run.stderr.contains("\n-2025-01-02T17:40:01Z\n+2025-01-02T17:40:00Z\n"))
  }

  /// Every kind of run compares instead of printing: the plans that build their
  /// own run (text-format, explicit dates read from a file) once printed their
  /// output under `--check` and compared nothing.
  @Test(arguments: [
    ["text-format", "--style", ".dateTime.hour().minute()", "--now", "2025-01-01T00:00:00Z"],
    ["explicit", "--file", "DATES"],
    ["explicit", "2025-01-01T00:00:00Z", "2025-01-01T00:01:00Z"],
    ["text-timer", "--to", "2025-01-01T00:00:05Z", "--now", "2025-01-01T00:00:00Z"],
    ["every-minute", "--now", "2025-01-01T00:00:00Z", "--view"],
  ])
  func everyKindOfRunComparesInsteadOfPrinting(_ command: [String]) async throws {
    let dates = try golden("2025-01-01T00:00:00Z\n2025-01-01T00:01:00Z\n")
    defer { try? FileManager.default.removeItem(atPath: dates) }
    let arguments = command.map { $0 == "DATES" ? dates : $0 } + ["--count", "3"]
    let plain = try await Binary.run(arguments)
    #expect(plain.exited(0))
    #expect(!plain.stdout.isEmpty)

    let same = try golden(String(decoding: plain.stdout, as: UTF8.self))
    defer { try? FileManager.default.removeItem(atPath: same) }
    let agreeing = try await Binary.run(arguments + ["--check", same])
    #expect(agreeing.exited(0))
    #expect(agreeing.stdout.isEmpty)

    let other = try golden("not what the command prints\n")
    defer { try? FileManager.default.removeItem(atPath: other) }
    let differing = try await Binary.run(arguments + ["--check", other])
    #expect(differing.exited(1))
    #expect(differing.stdout.isEmpty)
    #expect(differing.stderr.hasPrefix("Error: The output differs from '\(other)' at line 1\n"))
  }

  /// Standard input can be read once: the dates and the golden file cannot both be it.
  @Test(arguments: [
    ["explicit", "-", "--check", "-"], ["explicit", "--file", "-", "--check", "-"],
  ])
  func datesAndGoldenFileCannotBothBeStandardInput(_ arguments: [String]) async throws {
    let run = try await Binary.run(arguments, stdin: Array("@0\n".utf8))
    #expect(run.exited(64))
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderrLines.first
        == "Error: '--check -' and '--file -' both read standard input; give one of them a file")
  }
}
