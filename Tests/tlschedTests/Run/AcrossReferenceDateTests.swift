import Foundation
import Testing

/// Views whose Always-On frames pass 2001-01-01T00:00:00Z, the reference date
/// near which `Double`s crowd together (issue 30: they were computed forever,
/// and the stop signals caught meanwhile were never acted on).
@Suite struct AcrossReferenceDateTests {
  static let now = "2000-12-31T23:59:00Z"

  /// By hand: entries a second apart, seen without a session, keep one frame a
  /// minute (the spacing), each asking for seconds and granted minutes, as on
  /// any other minute.
  @Test(arguments: [["periodic", "--by", "1"], ["wall-clock", "--unit", "second"]])
  func aViewOfSecondsShowsOneFrameAMinuteAcrossTheReferenceDate(_ command: [String]) async throws {
    let run = try await Binary.run(
      command + ["--now", Self.now, "--view", "--mode", "low-frequency", "--count", "3"])
    #expect(run.exited(0), "\(run.stderr)")
    #expect(
      run.lines.filter { $0.hasSuffix("frame") } == [
        "2000-12-31T23:59:00Z\t2000-12-31T23:59:00Z\tminutes\tminutes\tseconds\tframe",
        "2001-01-01T00:00:00Z\t2001-01-01T00:00:00Z\tminutes\tminutes\tseconds\tframe",
        "2001-01-01T00:01:00Z\t2001-01-01T00:01:00Z\tminutes\tminutes\tseconds\tframe",
      ])
  }

  /// By hand: every minute's entries are a minute apart, so each frame asks for minutes.
  @Test func everyMinuteShowsEachMinuteAcrossTheReferenceDate() async throws {
    let run = try await Binary.run(
      ["every-minute", "--now", Self.now, "--view", "--mode", "low-frequency", "--count", "2"])
    #expect(run.exited(0), "\(run.stderr)")
    #expect(
      run.lines.filter { $0.hasSuffix("frame") } == [
        "2000-12-31T23:59:00Z\t2000-12-31T23:59:00Z\tminutes\tminutes\tminutes\tframe",
        "2001-01-01T00:00:00Z\t2001-01-01T00:00:00Z\tminutes\tminutes\tminutes\tframe",
      ])
  }

  /// By hand: 23:59:30 is kept; 00:00:00 comes 30 s after it and is dropped;
  /// 00:00:30 comes a minute after and is kept; 00:01:10 comes 40 s after that
  /// and is dropped. Each kept frame's next entry is over 15 s away: minutes.
  @Test func explicitDatesAroundTheReferenceDateKeepThoseAMinuteApart() async throws {
    let run = try await Binary.run([
      "explicit", "2000-12-31T23:59:30Z", "2001-01-01T00:00:00Z", "2001-01-01T00:00:30Z",
      "2001-01-01T00:01:10Z", "--now", Self.now, "--view", "--mode", "low-frequency",
    ])
    #expect(run.exited(0), "\(run.stderr)")
    #expect(
      run.lines.filter { $0.hasSuffix("frame") } == [
        "2000-12-31T23:59:30Z\t2000-12-31T23:59:30Z\tminutes\tminutes\tminutes\tframe",
        "2001-01-01T00:00:30Z\t2001-01-01T00:00:30Z\tminutes\tminutes\tminutes\tframe",
      ])
  }

  /// A live view created before 2001 catches up through the reference date to
  /// the clock: its first frame is on a minute, at most a minute before the
  /// run began.
  @Test func aLiveViewCreatedBefore2001CatchesUpToTheClock() async throws {
    let began = Date().timeIntervalSince1970
    let run = try await Binary.run([
      "periodic", "--by", "1", "--now", Self.now, "--view", "--mode", "low-frequency", "--live",
      "--count", "1", "--date-format", "unix",
    ])
    #expect(run.exited(0), "\(run.stderr)")
    let frame = try #require(run.lines.first { $0.hasSuffix("frame") })
    let at = try #require(Double(frame.prefix { $0 != "\t" }))
    #expect(at.truncatingRemainder(dividingBy: 60) == 0, "\(frame)")
    #expect(at > began - 61, "\(frame) is not near the clock (\(began))")
  }

  /// A JSON view reading its frames one by one from before 2001 through it: a
  /// stop ends the run by that signal, with the document closed.
  @Test func aStopEndsALongCatchUpThroughTheReferenceDate() async throws {
    let run = try await Binary.shell(
      """
      "$TLSCHED" wall-clock --unit second --now 2000-12-31T00:00:00Z --view \
        --mode low-frequency --live --format json > "$0.json" & pid=$!
      sleep 1; kill -TERM $pid; wait $pid; echo "status=$?"; tail -c 4 "$0.json"; rm -f "$0.json"
      """.replacingOccurrences(of: "$0", with: NSTemporaryDirectory() + "/across-2001-\(getpid())"),
      shell: "/bin/bash", timeout: 60)
    #expect(run.lines.first == "status=143", "\(run.output) \(run.stderr)")
    #expect(run.output.hasSuffix("]\n}\n"), "the document is not closed: \(run.output)")
  }
}
