import Foundation
import Testing

/// One row of the bad-input table in docs/cli.md.
struct BadInputRow: CustomTestStringConvertible, Sendable {
  /// The arguments after `tlsched`, as shell words.
  let arguments: String
  let status: Int32
  /// The first line on stderr, or `nil` when nothing may be written there.
  let firstErrorLine: String?

  var testDescription: String { "tlsched \(arguments)" }
}

/// The table in docs/cli.md between its `bad-inputs` markers: the documentation
/// and this test share one list, so neither can drift from the other.
enum BadInputTable {
  static let documentation = Binary.packageRoot.appendingPathComponent("docs/cli.md")

  static let rows: [BadInputRow] = {
    guard let text = try? String(contentsOf: documentation, encoding: .utf8),
      let start = text.range(of: "<!-- bad-inputs:begin -->"),
      let end = text.range(of: "<!-- bad-inputs:end -->")
    else { return [] }
    return text[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
      // | `arguments` | status | `message` or (nothing) |
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count == 5, cells[1].hasPrefix("`"), let status = Int32(cells[2]) else {
        return nil
      }
      let message = cells[3].hasPrefix("`") ? String(cells[3].dropFirst().dropLast()) : nil
      return BadInputRow(
        arguments: String(cells[1].dropFirst().dropLast()), status: status, firstErrorLine: message)
    }
  }()

  /// The files the table's rows name, in a fresh directory: links to one copy of
  /// each, written once, so that a row costs a directory and not a megabyte of
  /// writes (a row that replaced a file would replace its own link only).
  static func makeFixtures() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tlsched-bad-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("dir"), withIntermediateDirectories: true)
    guard let originals = fixtureCopies else {
      throw BinaryError(description: "no fixture files: the suite needs the .fixtureCopies trait")
    }
    for name in fixtureFiles.keys {
      try FileManager.default.linkItem(
        at: originals.appendingPathComponent(name), to: directory.appendingPathComponent(name))
    }
    return directory
  }

  /// A row run in this process (``InProcess``): the shell splits the row's words,
  /// and a row whose words are not UTF-8, name a fixture or a path (read from the
  /// row's own directory), or need a process of their own is left to the
  /// launched binary.
  static func runInProcess(_ row: BadInputRow, in fixtures: URL) async throws -> Run? {
    let split = try await Binary.shell(
      "cd '\(fixtures.path)' && printf '%s\\0' tlsched \(row.arguments)", shell: "/bin/bash")
    guard split.exited(0) else { return nil }
    var words: [String] = []
    // The program's name first, so that a row of no words still prints one.
    let printed = split.stdout.split(separator: 0, omittingEmptySubsequences: false).dropLast()
    for word in printed.dropFirst() {
      guard let text = String(validating: word, as: UTF8.self) else { return nil }
      words.append(text)
    }
    let named = Set(fixtureFiles.keys).union(["dir"])
    guard !words.contains(where: { named.contains($0) || $0.contains("/") }) else { return nil }
    return try InProcess.run(words)
  }

  /// The one copy of the fixture files that each row's directory links to, while
  /// the suite that holds them runs (``FixtureCopies``).
  @TaskLocal static var fixtureCopies: URL?

  /// The files' names and bytes, made once: a megabyte array is slow to build in a
  /// debug build, and each of the table's rows gets a fresh copy of the files.
  static let fixtureFiles: [String: Data] = {
    let files: [String: [UInt8]] = [
      "blank-lines.txt": Array("\n2025-01-01T00:00:00Z\n\n   \n2025-01-01T00:00:01Z\n\n".utf8),
      "crlf.txt": Array("2025-01-01T00:00:00Z\r\n2025-01-01T00:00:01Z\r\n".utf8),
      "bom.txt": [0xEF, 0xBB, 0xBF] + Array("2025-01-01T00:00:00Z\n2025-01-01T00:00:01Z\n".utf8),
      "comments.txt": Array(
        "# start\n2025-01-01T00:00:00Z\n  # indented\n2025-01-01T00:00:01Z\n".utf8),
      "empty.txt": Array("# nothing here\n\n".utf8),
      "invalid-utf8.txt": Array("2025-01-01T00:00:00Z\n2025-01-01T00:00:0".utf8) + [0xFF] + [0x0A],
      "long-line.txt": Array("2025-01-01T00:00:00Z\n".utf8)
        + [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
        + [0x0A],
      "limit-line.txt": Array("2025-01-01T00:00:00Z\n#".utf8)
        + [UInt8](repeating: UInt8(ascii: "x"), count: 4095) + [0x0A],
      "widget-bad-line.jsonl": Array("{\"date\": \"2025-01-01T09:00:00Z\"}\n{\"when\": 1}\n".utf8),
      "widget-bad-text.jsonl": Array(
        "{\"date\": \"2025-01-01T09:00:00Z\", \"text\": \"text-timer --now 2025-01-01T09:00:00Z\"}\n"
          .utf8),
    ]
    return files.mapValues { Data($0) }
  }()
}

/// Writes one copy of the fixture files before the suite's tests and removes it
/// after them, so that a run leaves nothing in the temporary directory.
struct FixtureCopies: SuiteTrait, TestScoping {
  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tlsched-bad-files-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, bytes) in BadInputTable.fixtureFiles {
      try bytes.write(to: directory.appendingPathComponent(name))
    }
    try await BadInputTable.$fixtureCopies.withValue(directory) { try await function() }
  }
}

extension Trait where Self == FixtureCopies {
  /// The fixture files the bad-input table's rows name, written once for the suite.
  static var fixtureCopies: Self { Self() }
}

@Suite(.fixtureCopies) struct BadInputTableTests {
  @Test func theDocumentedTableCoversEveryKindOfBadInputTheIssueLists() {
    // The parser must find the whole table, not silently fall back to nothing.
    #expect(BadInputTable.rows.count >= 60)
  }

  @Test(arguments: BadInputTable.rows)
  func eachDocumentedBadInputGetsItsMessageAndStatus(_ row: BadInputRow) async throws {
    let fixtures = try BadInputTable.makeFixtures()
    defer { try? FileManager.default.removeItem(at: fixtures) }
    var result = try await BadInputTable.runInProcess(row, in: fixtures)
    if result == nil {
      result = try await Binary.shell("cd '\(fixtures.path)' && exec \"$TLSCHED\" \(row.arguments)")
    }
    let run = try #require(result)
    #expect(run.exited(row.status), "status \(run.status), stderr: \(run.stderr)")
    if let expected = row.firstErrorLine {
      #expect(run.stderrLines.first == expected)
    } else {
      #expect(run.stderr.isEmpty)
    }
    if row.status != 0 {
      #expect(run.stdout.isEmpty, "nothing on stdout when the input is rejected")
    }
    if row.status == 65 || row.status == 66 {
      // Errors about data and files are one line: the command line itself was fine.
      #expect(run.stderrLines.count == 1)
    }
    if row.status == 64 {
      // swift-argument-parser's shape: the error, the usage, and where to find help.
      #expect(run.stderrLines.count == 3)
      #expect(run.stderrLines.dropFirst().first?.hasPrefix("Usage: tlsched ") == true)
      #expect(run.stderrLines.last?.hasPrefix("  See 'tlsched ") == true)
      #expect(run.stderrLines.last?.hasSuffix(" for more information.") == true)
    }
  }
}
