import Foundation
import Testing

/// The crash of a row written past the output buffer, end to end: an Always-On view's frames in JSON, with
/// dates of 9 fraction digits, made rows longer than the room the writer
/// reserved; once a row straddled the 64 KiB buffer's end the process aborted
/// with a double free (exit by SIGABRT, a half-written document).
@Suite struct OutputOverrunTests {
  @Test func alwaysOnFramesInJSONWithNineDigitDatesAreWrittenWhole() async throws {
    let run = try await Binary.run([
      "periodic", "--by", "1", "--now", "2025-01-01T00:00:00.123456789Z", "--until", "+15m",
      "--view", "--mode", "low-frequency", "--session", "active", "--format", "json",
    ])
    #expect(run.exited(0), "\(run.stderr)")
    #expect(run.stderr.isEmpty)
    // More than one buffer's worth, so rows did cross its end.
    #expect(run.stdout.count > 65_536)
    let object = try jsonObject(run)
    let frames = try #require(object["frames"] as? [[String: Any]])
    // --now is read as the nearest Double: 2025 is 788 918 400 s after 2001, where
    // a Double's step is 2^-23 s, and .123456789 × 2^23 = 1 035 630.6…, so the
    // fraction is 1 035 631 / 2^23 = .1234568357…, printed to the nanosecond as
    // .123456836. Whole seconds later keep it: every frame's `at` ends so.
    let times = frames.compactMap { $0["at"] as? String }
    #expect(times.count == frames.count)
    #expect(times.allSatisfy { $0.hasSuffix(".123456836Z") }, "\(times.prefix(3))")
    #expect(times.first == "2025-01-01T00:00:00.123456836Z")
    #expect(times.last == "2025-01-01T00:14:59.123456836Z")
  }
}
