import Foundation
import Testing

/// A `--check` golden file that opens but cannot be read is an input that
/// cannot be read (exit status 66, one line naming it and why), not an output
/// that differs from it.
@Suite struct CheckUnreadableTests {
  static let command =
    #""$TLSCHED" periodic --from 2025-01-01T00:00:00Z --by 60 --now 2025-01-01T00:00:00Z --count 3"#

  /// Standard input closed: `-` and `/dev/stdin` name a stream that cannot be read.
  @Test(arguments: ["-", "/dev/stdin"])
  func aClosedStandardInputCannotBeRead(_ name: String) async throws {
    let run = try await Binary.shell("\(Self.command) --check \(name) <&-")
    #expect(run.exited(66))
    #expect(run.stdout.isEmpty)
    #expect(run.stderrLines == ["Error: Cannot read '\(name)' for --check: Bad file descriptor"])
  }

  /// `/proc/self/mem` opens, but reading its first byte fails (the process
  /// has nothing mapped at address 0).
  @Test func aFileWhoseReadFailsIsNamedWithTheReason() async throws {
    guard FileManager.default.fileExists(atPath: "/proc/self/mem") else { return }
    let run = try await Binary.shell("\(Self.command) --check /proc/self/mem")
    #expect(run.exited(66))
    #expect(run.stdout.isEmpty)
    #expect(run.stderrLines.count == 1)
    let prefix = "Error: Cannot read '/proc/self/mem' for --check: "
    #expect(run.stderr.hasPrefix(prefix))
    #expect(run.stderr.count > prefix.count + 1)
    #expect(!run.stderr.contains("differs"))
  }
}
