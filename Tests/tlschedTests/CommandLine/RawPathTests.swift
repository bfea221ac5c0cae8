import Foundation
import Testing

/// A path that is not UTF-8 opens the file its bytes name, even when another
/// argument's bytes decode to the same text (docs/cli.md, "explicit").
@Suite struct RawPathTests {
  /// In a fresh directory: `a\xFF.txt`, a dates file, and `a\xFE.txt`, a golden
  /// NDJSON file, which is no dates file. Both names decode to `a\u{FFFD}.txt`.
  static let setUp = #"""
    d=$(mktemp -d) && cd "$d" || exit 99
    printf '2025-01-01T00:00:00Z\n' > $'a\xff.txt'
    printf '{"date":"2025-01-01T00:00:00Z"}\n' > $'a\xfe.txt'
    """#

  @Test(arguments: [
    #"--check $'a\xfe.txt' --file $'a\xff.txt'"#,
    #"--check=$'a\xfe.txt' --file=$'a\xff.txt'"#,
    #"--file $'a\xff.txt' --check $'a\xfe.txt'"#,
  ])
  func fileOpensTheFileItsBytesNameNotAnotherArgumentsThatDecodesAlike(_ words: String)
    async throws
  {
    // Had --file opened a\xFE.txt, the golden file, its JSON line would be no date (65).
    let run = try await Binary.shell(
      Self.setUp + "\n\"$TLSCHED\" explicit --format ndjson \(words); echo \"status $?\"",
      shell: "/bin/bash")
    #expect(run.lines == ["status 0"], "\(run.stderr)")
  }
}
