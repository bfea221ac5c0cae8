import Foundation
import Testing
import TimelineTestSupport

/// Golden files: the exact bytes tlsched must print for Apple's own examples.
///
/// Every file in Golden/ was written by hand from the derivation in its row's
/// comment, never captured from tlsched, so a change in the output is a change
/// in behaviour, to be checked against Apple's examples before any file is
/// touched. Times written as seconds are seconds after 2001-01-01T00:00:00Z.
@Suite struct GoldenTests {
  /// A command line and the file in Golden/ holding exactly what it must print.
  typealias Golden = TestRow<[String], String>

  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  static let goldens = [
    // Text(.currentDate, format: .dateTime.hour().minute().second()) from 00:00:00.25: the
    // start, then each whole second presented 1/30 s late. 2025-01-01 is 757382400 s after
    // 2001; 757382401 + 1/30 as a Double is 757382401.0333333015…, printed to the nearest ns.
    Golden(
      [
        "text-format", "--style", ".dateTime.hour().minute().second()", "--now",
        "2025-01-01T00:00:00.25Z", "--count", "4",
      ], "text-format-clock.txt"),
    // A countdown to 00:00:03, .time(pattern: .minuteSecond): the text rounds to the nearest
    // second, so it changes at 0.5 s, 1.5 s, 2.5 s (each presented 1/30 s late). At 1.5 s
    // Foundation names -1.5 s itself as the next boundary (measured on the toolchain's
    // Foundation), so the schedule steps one ulp (2^-23 s near 2025) and is not monotonic.
    Golden(
      [
        "text-format", "--style", ".time(pattern: .minuteSecond)", "--anchor",
        "2025-01-01T00:00:03Z", "--now", "2025-01-01T00:00:00Z", "--count", "5",
      ], "text-format-countdown.txt"),
    // "in 10 minutes" to an anchor at 00:11:11 changes at :41.5 of each minute: the distance
    // is rounded to the nearest minute, halves up, so each label covers N min 29.5 s to
    // N-1 min 29.5 s before the anchor; 00:11:11 - 9 min 29.5 s = 00:01:41.5. Foundation names
    // the boundary one ulp (2^-23 s) later, then 1/30 s: .5 + 1.19e-7 + 0.0333333 → .533333421.
    Golden(
      [
        "text-format", "--style", "Date.AnchoredRelativeFormatStyle(anchor: end)", "--anchor",
        "2025-01-01T00:11:11Z", "--now", "2025-01-01T00:01:00Z", "--count", "4",
      ], "text-format-relative.txt"),
    // README's first command, asked at its own start: 0 s, 3 s, …, 27 s past midnight (10 dates).
    Golden(
      [
        "periodic", "--from", "2025-01-01T00:00:00Z", "--by", "3", "--count", "10", "--now",
        "2025-01-01T00:00:00Z",
      ], "readme-periodic.txt"),
    // DOC: from 10:09:30 by 60 asked at 10:34:45. 10:34:45 − 10:09:30 = 1515 s; 1515 mod 60 = 15;
    // first = 10:34:45 − 15 s = 10:34:30, then a minute apart.
    Golden(
      [
        "periodic", "--now", "2025-01-01T10:34:45Z", "--from", "2025-01-01T10:09:30Z", "--by", "60",
        "--count", "5",
      ], "periodic-doc.txt"),
    // The same DOC example in JSON: the schedule with its from and by (a JSON number), then
    // the three entries, laid out one per line as docs/cli.md shows.
    Golden(
      [
        "periodic", "--now", "2025-01-01T10:34:45Z", "--from", "2025-01-01T10:09:30Z", "--by", "60",
        "--count", "3",
        "--format", "json",
      ], "periodic-doc.json"),
    // IMPL: S = 100, I = 60, F = 10: fmod(10 − 100, 60) = −30, first = 10 + 30 = 40; then 100, 160.
    Golden(
      [
        "periodic", "--from", "2001-01-01T00:01:40Z", "--by", "60", "--now", "2001-01-01T00:00:10Z",
        "--count", "3",
      ], "periodic-before-start.txt"),
    // DOC: a view created at 10:09:38 gets 10:09:00, 10:10:00, 10:11:00.
    Golden(
      ["every-minute", "--now", "2025-01-01T10:09:38Z", "--count", "3"], "every-minute-doc.txt"),
    // The DOC example seen from Paris (+01:00 in January): 11:09:00+01:00 and on, as NDJSON.
    Golden(
      [
        "every-minute", "--now", "2025-01-01T10:09:38Z", "--count", "3", "--tz", "Europe/Paris",
        "--format", "ndjson",
      ], "every-minute-doc-paris-ndjson.txt"),
    // Paris springs forward at 01:00Z on 2025-03-30: 00:58:30Z is 01:58:30+01:00, its minute starts
    // at 01:58:00+01:00; 00:59Z is 01:59+01:00; 01:00Z is 03:00+02:00; 01:01Z is 03:01+02:00.
    Golden(
      ["every-minute", "--now", "2025-03-30T00:58:30Z", "--tz", "Europe/Paris", "--count", "4"],
      "every-minute-paris-spring-forward.txt"),
    // 10:00:30Z in July is 12:00:30+02:00 in Paris; low-frequency gives the same minutes (the mode
    // is ignored) and says "lowFrequency"; the zone is named as given.
    Golden(
      [
        "every-minute", "--now", "2025-07-01T10:00:30Z", "--tz", "Europe/Paris", "--mode",
        "low-frequency", "--count",
        "2", "--format", "json",
      ], "every-minute-paris-low-frequency.json"),
    // OBS: [100, 200, 300] → 100, 200, 300 whatever the date asked from. @978307200 is 2001-01-01T00:00:00Z.
    Golden(
      ["explicit", "@978307300", "@978307400", "@978307500", "--now", "2001-01-01T00:04:00Z"],
      "explicit-obs.txt"),
    // OBS: m = 1.5 from 0 → 0, 1.5, 3: whole seconds without a fraction, 1.5 s as .500.
    Golden(
      ["animation", "--now", "2001-01-01T00:00:00Z", "--minimum-interval", "1.5", "--count", "3"],
      "animation-obs.txt"),
    // m = 1/120 s: 8 333 333.3 ns rounds to .008333333, 2/120 to .016666667, and 3/120 = 25 ms
    // exactly, which needs only three digits.
    Golden(
      ["animation", "--now", "2001-01-01T00:00:00Z", "--count", "4"],
      "animation-default-interval.txt"),
    // A paused animation has no entries: an empty list; the interval was not given, so null.
    Golden(
      ["animation", "--now", "2001-01-01T00:00:00Z", "--paused", "--format", "json"],
      "animation-paused.json"),
    // Worked by hand at T0 = 100 s: [80, 90, 110, 120] → SwiftUI shows 90 at 100 and 110 at 110, never 120.
    Golden(
      [
        "explicit", "2001-01-01T00:01:20Z", "2001-01-01T00:01:30Z", "2001-01-01T00:01:50Z",
        "2001-01-01T00:02:00Z",
        "--now", "2001-01-01T00:01:40Z", "--view",
      ], "view-swiftui-past-and-future.txt"),
    // The documented model of the same list: 90 at 100, then 110 at 110 and 120 at 120.
    Golden(
      [
        "explicit", "2001-01-01T00:01:20Z", "2001-01-01T00:01:30Z", "2001-01-01T00:01:50Z",
        "2001-01-01T00:02:00Z",
        "--now", "2001-01-01T00:01:40Z", "--view", "--model", "documented",
      ], "view-documented-past-and-future.txt"),
    // Worked by hand at T0 = 100 s: [110, 112] → SwiftUI shows 110 at once and never changes.
    Golden(
      [
        "explicit", "2001-01-01T00:01:50Z", "2001-01-01T00:01:52Z", "--now", "2001-01-01T00:01:40Z",
        "--view",
        "--format", "json",
      ], "view-swiftui-future.json"),
    // Both models of [110, 112]: SwiftUI 110 vs documented 100 at T0; then only the documented
    // model updates, at 110 and 112 (null for SwiftUI). All three moments differ.
    Golden(
      [
        "explicit", "2001-01-01T00:01:50Z", "2001-01-01T00:01:52Z", "--now", "2001-01-01T00:01:40Z",
        "--view",
        "--model", "both", "--format", "json",
      ], "view-both-future.json"),
    // Periodic from 120 by 30 asked at 100: entries 120, 150, 180, …. SwiftUI shows 120 at 100;
    // documented shows 100 at 100 and 120 at 120; from 150 on both agree.
    Golden(
      [
        "periodic", "--from", "2001-01-01T00:02:00Z", "--by", "30", "--now", "2001-01-01T00:01:40Z",
        "--view",
        "--model", "both", "--count", "4",
      ], "view-both-periodic-future-start.txt"),
    // A 5-minute countdown, Text(timerInterval: 00:00...00:05), wrist down from 00:00 to 00:05
    // (docs/semantics.md, the Text schedules and Always On). Low-frequency entries: 00:00 …
    // 00:04 a minute apart (the end's second is 0), then 00:04:01 … 00:04:59, then 00:05:00,
    // which ends the window. Requested fidelity from the gap to the next entry: 60 s →
    // minutes up to 00:03; 1 s → seconds from 00:04. The start's first two entries are a
    // minute apart: minutes. Without a session a frame is kept only 60 s after the last one,
    // so 00:04:01 … 00:04:59 are dropped and 00:04 is granted minutes: the countdown
    // visibly freezes on 00:04 for its last minute.
    Golden(
      [
        "text-timer-interval", "--from", "2025-01-01T00:00:00Z", "--to", "2025-01-01T00:05:00Z",
        "--now", "2025-01-01T00:00:00Z", "--view", "--mode", "low-frequency", "--until",
        "2025-01-01T00:05:00Z",
      ], "text-countdown-wrist-down.txt"),
    // The same with a workout session: every frame is kept (at least 1 s apart), each granted
    // what it asks: minutes up to 00:03, seconds from 00:04 (65 lines: the enter line, 64 frames).
    Golden(
      [
        "text-timer-interval", "--from", "2025-01-01T00:00:00Z", "--to", "2025-01-01T00:05:00Z",
        "--now", "2025-01-01T00:00:00Z", "--view", "--mode", "low-frequency", "--until",
        "2025-01-01T00:05:00Z", "--session", "active",
      ], "text-countdown-wrist-down-session.txt"),
  ]

  @Test(arguments: goldens)
  func outputMatchesTheHandWrittenGoldenFile(_ golden: Golden) async throws {
    let expected = try Data(contentsOf: Self.directory.appendingPathComponent(golden.expected))
    let run = try await Binary.run(golden.input)
    let location = golden.location
    #expect(run.exited(0), "status \(run.status): \(run.stderr)", sourceLocation: location)
    #expect(run.stderr == "", sourceLocation: location)
    #expect(
      run.output == String(decoding: expected, as: UTF8.self),
      "tlsched \(golden.input.joined(separator: " "))",
      sourceLocation: location)
  }

  @Test func everyGoldenFileIsUsedAndEveryJSONGoldenIsValidJSON() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).sorted()
    #expect(
      files
        == (Self.goldens.map(\.expected) + WidgetGoldenTests.goldens.map(\.expected.file)).sorted())
    for file in files where file.hasSuffix(".json") {
      let data = try Data(contentsOf: Self.directory.appendingPathComponent(file))
      #expect(throws: Never.self, "\(file)") { try JSONSerialization.jsonObject(with: data) }
    }
  }
}
