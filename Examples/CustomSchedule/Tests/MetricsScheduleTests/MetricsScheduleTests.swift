import Foundation
import Testing

/// End-to-end runs of the built `metrics-schedule`, with expectations worked
/// out by hand from the schedule's definition.
///
/// 2025-01-01T00:00:00Z is 757,382,400 s after 2001-01-01 (24 years of 365 days
/// plus 6 leap days). Near that value a Double's step is 2⁻²³ s ≈ 119.2 ns, so
/// a date plus 1/30 s lands on the nearest multiple of that step:
/// 0.0333… / 2⁻²³ = 279,620.27 → 279,620 × 2⁻²³ = 0.033333302 s.
@Suite(.timeLimit(.minutes(1))) struct MetricsScheduleTests {
  @Test func wristUpTheFaceTicksThirtyTimesASecond() throws {
    let run = try MetricsSchedule.run("--now", "2025-01-01T00:00:00Z", "--count", "4")
    #expect(run.status == 0)
    // Each step adds the Double nearest 1/30 and rounds to 2⁻²³ again:
    // 2 × 279,620.27 → 559,240.53 → 559,241 × 2⁻²³ = 0.066666603;
    // 0.066666603 + 0.033333333 = 0.099999936 → 838,861 × 2⁻²³ = 0.099999905.
    #expect(
      run.lines == [
        "2025-01-01T00:00:00Z",
        "2025-01-01T00:00:00.033333302Z",
        "2025-01-01T00:00:00.066666603Z",
        "2025-01-01T00:00:00.099999905Z",
      ])
  }

  @Test func wristDownTheScheduleAsksForOneUpdateASecond() throws {
    let run = try MetricsSchedule.run(
      "--now", "2025-01-01T00:00:00.5Z", "--from", "2025-01-01T00:00:00Z", "--mode",
      "low-frequency", "--count", "3")
    // The grid through --from, every second; the first entry is the latest at or before --now.
    #expect(run.lines == ["2025-01-01T00:00:00Z", "2025-01-01T00:00:01Z", "2025-01-01T00:00:02Z"])
  }

  @Test func aPausedWorkoutUpdatesOnceAMinuteInEitherMode() throws {
    for mode in ["normal", "low-frequency"] {
      let run = try MetricsSchedule.run(
        "--now", "2025-01-01T00:00:30Z", "--from", "2025-01-01T00:00:00Z", "--paused", "--mode",
        mode, "--count", "2")
      #expect(run.lines == ["2025-01-01T00:00:00Z", "2025-01-01T00:01:00Z"])
    }
  }

  @Test func wristDownWithoutASessionTheScreenChangesOnceAMinute() throws {
    // Low-frequency entries are a second apart: each frame requests seconds (1 s ≤ 15 s).
    // Without a session the system keeps a frame only a minute after the last one, and
    // grants minutes: 00:00 … 00:04; 00:05:00 is the window's end, so it is not a frame.
    let run = try MetricsSchedule.run(
      "--now", "2025-01-01T00:00:00Z", "--view", "--mode", "low-frequency", "--until", "+5m")
    #expect(run.status == 0)
    #expect(
      run.lines == [
        "2025-01-01T00:00:00Z\t2025-01-01T00:00:00Z\tminutes\tminutes\tseconds\tenter"
      ]
        + (0..<5).map {
          "2025-01-01T00:0\($0):00Z\t2025-01-01T00:0\($0):00Z\tminutes\tminutes\tseconds\tframe"
        })
  }

  @Test func wristDownWithAWorkoutSessionTheScreenChangesEverySecond() throws {
    let run = try MetricsSchedule.run(
      "--now", "2025-01-01T00:00:00Z", "--view", "--mode", "low-frequency", "--session", "active",
      "--count", "3")
    #expect(
      run.lines == [
        "2025-01-01T00:00:00Z\t2025-01-01T00:00:00Z\tseconds\tseconds\tseconds\tenter",
        "2025-01-01T00:00:00Z\t2025-01-01T00:00:00Z\tseconds\tseconds\tseconds\tframe",
        "2025-01-01T00:00:01Z\t2025-01-01T00:00:01Z\tseconds\tseconds\tseconds\tframe",
        "2025-01-01T00:00:02Z\t2025-01-01T00:00:02Z\tseconds\tseconds\tseconds\tframe",
      ])
  }

  @Test func aPausedWorkoutWristDownAsksForMinutes() throws {
    // Paused, the grid is a minute apart in both modes: requested minutes (60 s > 15 s).
    let run = try MetricsSchedule.run(
      "--now", "2025-01-01T00:00:00Z", "--paused", "--view", "--mode", "low-frequency",
      "--session", "active", "--count", "2", "--format", "ndjson")
    #expect(
      run.lines.last
        == #"{"at":"2025-01-01T00:01:00Z","date":"2025-01-01T00:01:00Z","cadence":"minutes","fidelity":"minutes","requestedFidelity":"minutes","event":"frame"}"#
    )
  }

  @Test func aRateNoChoiceCouldListIsTaken() throws {
    // 24 frames a second: a date every 1/24 s; 1/24 s from midnight is 0.041666666 s,
    // rounded to the 2⁻²³ s step: 349,525.33 → 349,525 × 2⁻²³ = 0.041666627 s.
    let run = try MetricsSchedule.run(
      "--now", "2025-01-01T00:00:00Z", "--frame-rate", "24", "--count", "2")
    #expect(run.lines == ["2025-01-01T00:00:00Z", "2025-01-01T00:00:00.041666627Z"])
  }

  @Test func theFacesOwnOptionsAppearInTheJSONDescription() throws {
    let run = try MetricsSchedule.run(
      "--now", "2025-01-01T00:00:00Z", "--frame-rate", "60", "--always-on-interval", "2s",
      "--count", "0", "--format", "json")
    #expect(
      run.lines.first(where: { $0.contains("\"schedule\"") })
        == #"  "schedule": {"kind": "metricsSchedule", "from": "2025-01-01T00:00:00Z", "frameRate": "60", "alwaysOnInterval": 2.0, "paused": false},"#
    )
  }

  @Test func aRateTheParseHookRefusesGetsTheSameMessageAsTlschedsOwnOptions() throws {
    let run = try MetricsSchedule.run("--frame-rate", "240")
    #expect(run.status == 64)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderrLines == [
        "Error: The value '240' is invalid for '--frame-rate <frame-rate>': expected a whole number of frames a second, from 1 to 120",
        "Usage: metrics-schedule [--from <date>] [--frame-rate <frame-rate>] [--always-on-interval <seconds>] [--paused] [<options>]",
        "  See 'metrics-schedule --help' for more information.",
      ])
  }

  @Test func aMistypedOptionGetsTheNearestOne() throws {
    let run = try MetricsSchedule.run("--form", "2025-01-01T00:00:00Z")
    #expect(run.status == 64)
    #expect(run.stderrLines.first == "Error: Unknown option '--form'. Did you mean '--from'?")
  }

  @Test func aBadDurationNamesTheOption() throws {
    let run = try MetricsSchedule.run("--always-on-interval", "0")
    #expect(run.status == 64)
    #expect(
      run.stderrLines.first
        == "Error: The value '0' is invalid for '--always-on-interval <seconds>': must be greater than 0"
    )
  }

  @Test func helpListsTheFacesOptionsWithTheirDefaults() throws {
    let run = try MetricsSchedule.run("--help")
    #expect(run.status == 0)
    let text = String(decoding: run.stdout, as: UTF8.self)
    #expect(
      text.contains("--frame-rate <frame-rate>   Frames a second while the wrist is up: 1 to 120"))
    #expect(text.contains("(default: 30)"))
    #expect(text.contains("--paused "))
    #expect(text.contains("--view "))
  }

  @Test func completionsOfferTheFacesOptionsAndChoices() throws {
    let run = try MetricsSchedule.run("--generate-completion-script", "bash")
    #expect(run.status == 0)
    let script = String(decoding: run.stdout, as: UTF8.self)
    #expect(
      script.contains(
        #"--mode) COMPREPLY=($(compgen -W "normal low-frequency lowFrequency" -- "$cur")); return ;;"#
      ))
    #expect(script.contains("--frame-rate"))
    #expect(script.contains("complete -F _metrics_schedule metrics-schedule"))
  }

  @Test func versionIsTheOneTheToolDeclares() throws {
    let run = try MetricsSchedule.run("--version")
    #expect(run.lines == ["metrics-schedule 1.0.0"])
  }
}

/// Runs the built `metrics-schedule` and collects what it printed.
enum MetricsSchedule {
  struct Run {
    var status: Int32
    var stdout: [UInt8]
    var stderr: String
    var lines: [String] {
      String(decoding: stdout, as: UTF8.self).split(separator: "\n").map(String.init)
    }
    var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
  }

  /// The executable, built next to this test bundle.
  static let url: URL = {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("metrics-schedule")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".build/debug/metrics-schedule")
  }()

  static func run(_ arguments: String...) throws -> Run {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Outputs here are small: read them whole, then wait.
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: Array(stdout),
      stderr: String(decoding: stderr, as: UTF8.self))
  }
}
