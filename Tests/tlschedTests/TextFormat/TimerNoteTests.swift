import Foundation
import Testing

/// `text-timer --render` reads whole seconds only (Apple's documentation shows no
/// fraction): where every line is a fraction of a second from `--to` because of
/// `--now` (the clock's time when not given), the note says that this is why
/// (docs/cli.md, "What the text reads: --render").
@Suite struct TimerNoteTests {
  static let general =
    "Note: '--render' prints (not known) where Apple's documentation does not show what a timer reads: it shows Text(date, style: .timer) as whole seconds outside Always On only (2:32, 36:59:01), and neither it nor OpenSwiftUI shows Text(timerInterval:) (docs/semantics.md)"
  static let clock =
    "; here every line is a fraction of a second from --to, because --now (the clock's time when not given) is: give --now a whole number of seconds before or after --to"

  @Test func withoutNowEveryLineIsUnknownAndTheNoteBlamesTheClock() async throws {
    // The clock's time has a fraction of a second (it is a whole second once in a
    // billion runs; then the lines are read and no note comes).
    let run = try await tlsched(
      "text-timer", "--to", "2030-01-01T00:00:00Z", "--count", "2", "--render")
    #expect(run.exited(0))
    let texts = run.lines.map { $0.split(separator: "\t").last.map(String.init) }
    guard texts.allSatisfy({ $0 == "(not known)" }) else { return }
    #expect(run.stderrLines == [Self.general + Self.clock])
  }

  @Test func aNowHalfASecondFromToIsNamedAsTheReason() async throws {
    let run = try await tlsched(
      "text-timer", "--to", "2025-01-01T00:05:00Z", "--now", "2025-01-01T00:02:27.5Z",
      "--count", "2", "--render")
    #expect(run.stderrLines == [Self.general + Self.clock])
  }

  @Test func alwaysOnIsUnknownForItsOwnReason() async throws {
    // Whole seconds from --to, wrist down: the documentation shows nothing there.
    let run = try await tlsched(
      "text-timer", "--to", "2025-01-01T00:05:00Z", "--now", "2025-01-01T00:02:27Z", "--mode",
      "low-frequency", "--count", "2", "--render")
    #expect(run.stderrLines == [Self.general])
  }
}
