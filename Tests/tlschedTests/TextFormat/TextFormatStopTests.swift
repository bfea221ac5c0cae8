import Foundation
import Testing

/// A stop signal ends a format-driven schedule in the middle of a long stretch of
/// one-ulp steps, as it ends any run (docs/cli.md).
@Suite(.serialized) struct TextFormatStopTests {
  @Test func aStopEndsARelativeStyleStuckAtADayBoundary() async throws {
    // 100,000 one-ulp steps before the bound: far longer than the half second before the stop.
    // (SIGTERM: a shell without job control starts a background command with SIGINT ignored.)
    let run = try await Binary.shell(
      """
      "$TLSCHED" text-format --style 'Date.AnchoredRelativeFormatStyle(anchor: end)' \
        --anchor 2025-06-12T17:39:25Z --now 2025-05-11T23:59:00Z --count 200000 > /dev/null & pid=$!
      sleep 0.5
      start=$(date +%s%N); kill -TERM $pid; wait $pid; status=$?
      echo "status=$status took=$(( ($(date +%s%N) - start) / 1000000 ))"
      """, shell: "/bin/bash", timeout: 30)
    let report = try #require(run.lines.last, "no report: \(run.output) \(run.stderr)")
    let fields = Dictionary(
      uniqueKeysWithValues: report.split(separator: " ").map {
        let pair = $0.split(separator: "=")
        return (String(pair[0]), Int(pair.last ?? "") ?? -1)
      })
    #expect(fields["status"] == 143, "\(report)")
    #expect((fields["took"] ?? .max) < 2000, "\(report)")
  }
}
