import Foundation
import Testing

@testable import TimelineInspector

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A stop signal ends a format-driven schedule in the middle of a long stretch of
/// one-ulp steps, as it ends any run (docs/cli.md).
@Suite struct TextFormatStopTests {
  /// The stuck relative style's run: 100,000 one-ulp steps before the bound ends it.
  static let stuckRelativeStyle = [
    "text-format", "--style", "Date.AnchoredRelativeFormatStyle(anchor: end)", "--anchor",
    "2025-06-12T17:39:25Z", "--now", "2025-05-11T23:59:00Z", "--count", "200000",
  ]

  @Test func aStopEndsARelativeStyleStuckAtADayBoundaryWhereItArrives() throws {
    // The stop arrives about 500 entries into the stretch: the run ends there, long
    // before the 100,000 steps the bound allows, and with no note of the bound.
    let run = try runOnTestClock(Self.stuckRelativeStyle, clock: StopAfterChecks(checks: 501))
    #expect(run.stop == .stopSignal)
    #expect((400...500).contains(run.lines.count), "\(run.lines.count) lines")
    #expect(run.notes.isEmpty && run.messages.isEmpty)
  }

  @Test func aStopSignalEndsTheCommandWithStatus143() async throws {
    // End to end, the signal itself: 143 is what the shell sees for a run stopped
    // by SIGTERM. The stretch takes seconds of CPU in a debug build, far more than
    // the half second before the stop; when the stop lands is the test above's.
    // (SIGTERM: a shell without job control starts a background command with SIGINT ignored.)
    let run = try await Binary.shell(
      """
      "$TLSCHED" \(Self.stuckRelativeStyle.map { "'\($0)'" }.joined(separator: " ")) > /dev/null & pid=$!
      sleep 0.5
      kill -TERM $pid; wait $pid; echo "status=$?"
      """, shell: "/bin/bash")
    #expect(run.lines.last == "status=143", "\(run.output) \(run.stderr)")
  }
}
