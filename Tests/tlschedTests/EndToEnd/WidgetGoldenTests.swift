import Foundation
import Testing
import TimelineTestSupport

/// `tlsched widget`'s golden files: the exact bytes it must print for hand-worked
/// scenarios, each derived in its row's comment from docs/semantics.md, "Widgets", never
/// captured from tlsched. The files are in Golden/ beside the schedule commands' own
/// (``GoldenTests`` checks every file there is used by one suite or the other).
@Suite struct WidgetGoldenTests {
  /// A command line, what it reads on standard input, and the file in Golden/ holding
  /// what it must print; with the warnings it must write on standard error.
  typealias Golden = TestRow<(arguments: [String], stdin: String?), (file: String, stderr: String)>

  static let goldens = [
    // One entry at the moment of providing, .atEnd: eligible at once [documented]; with a
    // single entry the system picks when to reload (WWDC21), so the request is of unknown
    // time, dated at the earliest moment, 09:00 [documented]; WWDC21 advises against a
    // single entry with .atEnd [documented].
    Golden(
      (["widget", "2025-01-01T09:00:00Z", "--now", "2025-01-01T09:00:00Z"], nil),
      (
        "widget-single-at-end.txt",
        "Warning: timeline 0 has a single entry and the .atEnd policy: the system then picks when to reload (WWDC21 advises another policy) [documented]\n"
      )),
    // 09:00 and 09:30 (relevance 10 for 15 minutes), .after(10:00): entry 0 eligible at
    // 09:00, entry 1 at 09:30 with its window opening then (eligibility first at one
    // instant) and closing at 09:45; the request at 10:00. No budget: no verdicts.
    Golden(
      (
        [
          "widget", "2025-01-01T09:00:00Z", "2025-01-01T09:30:00Z,relevance=10/15m", "--policy",
          "after:2025-01-01T10:00:00Z", "--now", "2025-01-01T09:00:00Z", "--format", "json",
        ], nil
      ), ("widget-after-policy.json", "")),
    // An hourly provider (4 entries 15 minutes apart, .after(1h)) from 00:00 to 24:00:
    // requests at 01:00 … 24:00 (24), each granted and answered at once with a timeline
    // (ours). Timelines: 1 + 24 = 25; eligible: 4 + 23 × 4 + 1 (the one given at 24:00
    // shows its first entry then, the rest is past the end) = 97; events 25 + 97 + 24 + 24
    // = 170. 24 is within 40 and within 72: no warning. The profile is burst (the
    // default); the spans between grants are all an hour, the first from 00:00 to 01:00;
    // the last grant is at the end: no refusal.
    Golden(
      (
        [
          "widget", "--provider", "entries=4,every=15m,policy=after:1h", "--budget", "documented",
          "--now", "2025-01-01T00:00:00Z", "--summary",
        ], nil
      ), ("widget-hourly-documented.txt", "")),
    Golden(
      (
        [
          "widget", "--provider", "entries=4,every=15m,policy=after:1h", "--budget", "staff",
          "--now", "2025-01-01T00:00:00Z", "--summary",
        ], nil
      ), ("widget-hourly-staff.txt", "")),
    // The same against 12 a day: 01:00 … 12:00 granted; at 13:00 the window holds 12, so
    // it is refused, the retry due at 01:00 the next day, after the end. Timelines 13,
    // eligible 52, requests 13, verdicts 13: 91 events, the last at 13:00. 13 requests in
    // the 24 hours ending at 13:00 > 12. The longest span without a grant runs from the
    // last, 12:00, to the provider's day's end, 24:00: 12 hours; the first refusal 13:00.
    Golden(
      (
        [
          "widget", "--provider", "entries=4,every=15m,policy=after:1h", "--budget", "12", "--now",
          "2025-01-01T00:00:00Z", "--summary",
        ], nil
      ), ("widget-hourly-12.txt", "")),
    // A reload every quarter of an hour against the documented 40: 00:15 … 10:00 granted
    // (40), 10:15 refused (retry at 00:15 the next day, after the end): 41 timelines, 41
    // eligible, 41 requests, 41 verdicts = 164. 41 is above 40 and within 40–70. Requests
    // exactly 15 minutes apart are not "closer than 15 minutes". Burst: from the last
    // grant, 10:00, to the day's end, 24:00, 50400 s without a grant; first refusal 10:15.
    Golden(
      (
        [
          "widget", "--provider", "entries=1,policy=after:15m", "--budget", "documented", "--now",
          "2025-01-01T00:00:00Z", "--summary", "--format", "json",
        ], nil
      ), ("widget-quarter-hourly-documented.json", "")),
    // A countdown Text(date, style: .timer) to 09:00:03 in an entry at 09:00, replaced at
    // 09:00:05, .never: the timer's dates are every second from 09:00:00 (text-timer); it
    // reads 0:03, 0:02, 0:01, 0:00, then counts up: 0:01 at 09:00:04; the update at
    // 09:00:05 belongs to the next entry, which has no text.
    Golden(
      (
        [
          "widget", "--file", "-", "--policy", "never", "--now", "2025-01-01T09:00:00Z", "--until",
          "2025-01-01T09:00:06Z", "--render",
        ],
        """
        {"date": "2025-01-01T09:00:00Z", "text": "text-timer --to 2025-01-01T09:00:03Z"}
        {"date": "2025-01-01T09:00:05Z"}

        """
      ),
      (
        "widget-countdown-past-end.txt",
        "Warning: timeline 0 has 1 pair of entries less than 5 minutes apart, the first at entries 0 and 1: the documentation asks for entries at least about 5 minutes apart [documented]\n"
          + "Warning: the timer text of entry 0 of timeline 0 counts up again after its --to, 2025-01-01T09:00:03Z, until it is replaced at 2025-01-01T09:00:05Z; fix: add an entry dated at the end that shows something else, or use Text(timerInterval:pauseTime:) [documented]\n"
      )),
    // Two timelines from one file: timeline 0 (09:00, a timer to 09:00:02, and 09:00:10 with
    // .atEnd) is replaced at 09:00:03 by timeline 1 (.never), before its second entry and its
    // request: the timer updates at 09:00:00, :01, :02 and counts past its end until then;
    // timeline 1's entry, dated at its moment, is eligible at once, and its
    // Text(timerInterval: 09:00:03...09:00:04) updates at :03 and :04, the end: ours, as
    // displaying-dynamic-dates names the timer style (documented) but no timer interval.
    // The timer counting up past its end is documented (the same page).
    Golden(
      (
        [
          "widget", "--file", "-", "--now", "2025-01-01T09:00:00Z", "--until",
          "2025-01-01T09:00:06Z",
        ],
        """
        {"date": "2025-01-01T09:00:00Z", "text": "text-timer --to 2025-01-01T09:00:02Z"}
        {"date": "2025-01-01T09:00:10Z"}
        {"providedAt": "2025-01-01T09:00:03Z", "policy": "never"}
        {"date": "2025-01-01T09:00:03Z", "text": "text-timer-interval --from 2025-01-01T09:00:03Z --to 2025-01-01T09:00:04Z"}

        """
      ),
      (
        "widget-two-timelines.txt",
        "Warning: timeline 0 has 1 pair of entries less than 5 minutes apart, the first at entries 0 and 1: the documentation asks for entries at least about 5 minutes apart [documented]\n"
          + "Warning: the timer text of entry 0 of timeline 0 counts up again after its --to, 2025-01-01T09:00:02Z, until it is replaced at 2025-01-01T09:00:03Z; fix: add an entry dated at the end that shows something else, or use Text(timerInterval:pauseTime:) [documented]\n"
      )),
    // The app asks in a burst, 09:10:00 twice, 09:10:01, 09:10:02, against 2 a day: the two
    // at 09:10:00 granted (1/2, 2/2), the next two refused, both waiting for 09:10:00 the
    // next day, when both grants leave the window (g + 24 h is not after it): the retry is
    // granted, 1/2. Warnings: 4 counted requests in 24 h > 2; 3 pairs under the documented
    // 5 minutes (keeping-a-widget-up-to-date), the same 3 under 15 minutes.
    Golden(
      (
        [
          "widget", "2025-01-01T09:00:00Z", "--policy", "never", "--reload-at",
          "2025-01-01T09:10:00Z,2025-01-01T09:10:00Z,2025-01-01T09:10:01Z,2025-01-01T09:10:02Z",
          "--budget", "2", "--now", "2025-01-01T09:00:00Z",
        ], nil
      ),
      (
        "widget-app-burst.txt",
        "Warning: 4 counted reload requests in the 24 hours ending at 2025-01-01T09:10:02Z: more than the 2 a day of the ours profile [ours]\n"
          + "Warning: 3 pairs of counted reload requests less than 5 minutes apart, the first at 2025-01-01T09:10:00Z and 2025-01-01T09:10:00Z: WidgetKit waits a minimum time before it reloads a widget and asks for entries about 5 minutes apart or more; a budget profile judges such a request by its count alone [documented]\n"
          + "Warning: 3 pairs of counted reload requests less than 15 minutes apart, the first at 2025-01-01T09:10:00Z and 2025-01-01T09:10:00Z: the documented budget roughly translates to a reload every 15 to 60 minutes, and the intervals vary [documented]\n"
      )),
    // Entries at 09:05 and 09:10 handed over at 09:00 with .after(09:00): nothing is
    // eligible until 09:05; the .after date is not in the future, so the request falls due
    // at 09:00 (ours), after the timeline is provided.
    Golden(
      (
        [
          "widget", "2025-01-01T09:05:00Z", "2025-01-01T09:10:00Z", "--policy",
          "after:2025-01-01T09:00:00Z", "--now", "2025-01-01T09:00:00Z", "--format", "ndjson",
        ], nil
      ),
      (
        "widget-first-entry-later-ndjson.txt",
        "Warning: the first entry of timeline 0, at 2025-01-01T09:05:00Z, is later than the moment it is provided, 2025-01-01T09:00:00Z: the documentation asks for a first entry dated now (what the widget shows until then is not documented) [documented]\n"
          + "Warning: timeline 0's .after date, 2025-01-01T09:00:00Z, is not after the moment it is provided, 2025-01-01T09:00:00Z: the reload is due at once [documented]\n"
      )),
    // The system's own reload at 09:20 (a locale or accessibility change: free, granted,
    // not counted, all documented) and the app's counted one at 09:30 against a budget of
    // 0: refused, with no retry (there is never room). 1 counted request > 0. The app's
    // request is not the timeline's own: not marked replaced.
    Golden(
      (
        [
          "widget", "2025-01-01T09:00:00Z", "--policy", "never", "--reload-at",
          "2025-01-01T09:30:00Z", "--free-reload", "2025-01-01T09:20:00Z", "--budget", "0", "--now",
          "2025-01-01T09:00:00Z", "--format", "csv",
        ], nil
      ),
      (
        "widget-free-reload-csv.txt",
        "Warning: 1 counted reload requests in the 24 hours ending at 2025-01-01T09:30:00Z: more than the 0 a day of the ours profile [ours]\n"
      )),
    // Entries at 08:00, 08:30 (relevance 1 for an hour) and 09:15, handed over at 09:00:
    // entry 1 is the latest at or before 09:00, eligible then (ours: it is older), entry 0
    // never; entry 1's window opened at 08:30 and is shown opening at 09:00 (ours), closing
    // at 09:30; entry 2 at 09:15 with the .atEnd request.
    Golden(
      (
        [
          "widget", "2025-01-01T08:00:00Z", "2025-01-01T08:30:00Z,relevance=1/1h",
          "2025-01-01T09:15:00Z", "--now", "2025-01-01T09:00:00Z", "--format", "table",
        ], nil
      ), ("widget-entries-before-provided-table.txt", "")),
  ]

  @Test(arguments: goldens)
  func outputMatchesTheHandWorkedGoldenFile(_ golden: Golden) async throws {
    let file = GoldenTests.directory.appendingPathComponent(golden.expected.file)
    let expected = try String(contentsOf: file, encoding: .utf8)
    let run = try await Binary.run(
      golden.input.arguments, stdin: golden.input.stdin.map { Array($0.utf8) })
    let location = golden.location
    #expect(run.exited(0), "status \(run.status): \(run.stderr)", sourceLocation: location)
    #expect(run.stderr == golden.expected.stderr, sourceLocation: location)
    #expect(run.output == expected, sourceLocation: location)
  }

  @Test(arguments: goldens)
  func checkAcceptsTheGoldenFile(_ golden: Golden) async throws {
    let file = GoldenTests.directory.appendingPathComponent(golden.expected.file)
    let run = try await Binary.run(
      golden.input.arguments + ["--check", file.path],
      stdin: golden.input.stdin.map { Array($0.utf8) })
    #expect(run.exited(0), "status \(run.status): \(run.stderr)", sourceLocation: golden.location)
    #expect(run.output == "", sourceLocation: golden.location)
  }
}
