import Foundation
import Testing

/// `tlsched live-activity` end to end, on hand-worked plans: each expected line is
/// worked out from the rules of ../shared/LIVE-ACTIVITIES.md (docs/semantics.md, "Live
/// Activities"), cited beside it, never pasted from the program's output. Every date is
/// on 2025-01-01, in UTC.
@Suite struct LiveActivityScenarioTests {
  /// A line of `live-activity`'s text output at `time` (HH:MM:SS on 2025-01-01).
  static func line(
    _ time: String, _ event: String, _ activity: Int = 0, _ detail: String = "-",
    _ source: String = "documented"
  ) -> String {
    "2025-01-01T\(time)Z\t\(event)\t\(activity)\t\(detail)\t\(source)"
  }

  /// The lines of an activity started by the app at `time`: it is active, shows on the
  /// Lock Screen, and holds the Dynamic Island as the app's only running activity
  /// (DLD; relevanceScore: the island changes hands once an instant's events are over).
  static func started(_ time: String, _ activity: Int = 0) -> [String] {
    [
      line(time, "active", activity), line(time, "lock-screen-gained", activity),
      line(time, "island-gained", activity),
    ]
  }

  /// A delivery updated every 10 minutes, each update moving the stale date 15 minutes
  /// on, so it never goes stale; ended by the app at 09:40 with `.default`: off the
  /// island at its end (ours for the app's end), on the Lock Screen four hours more
  /// (ActivityUIDismissalPolicy.default, documented), dismissed at 13:40.
  @Test func aDeliveryUpdatedEveryTenMinutesLingersFourHoursAfterADefaultEnd() async throws {
    let run = try await Binary.run([
      "live-activity", "--start", "2025-01-01T09:00:00Z", "--stale", "2025-01-01T09:15:00Z",
      "--updates",
      "2025-01-01T09:10:00Z,stale=2025-01-01T09:25:00Z,2025-01-01T09:20:00Z,stale=2025-01-01T09:35:00Z,2025-01-01T09:30:00Z,stale=2025-01-01T09:45:00Z",
      "--end", "2025-01-01T09:40:00Z", "--dismissal", "default",
    ])
    expectLines(
      run,
      Self.started("09:00:00") + [
        Self.line("09:10:00", "update", 0, "update=0,local"),
        Self.line("09:20:00", "update", 0, "update=1,local"),
        Self.line("09:30:00", "update", 0, "update=2,local"),
        Self.line("09:40:00", "ended"),
        Self.line("09:40:00", "island-lost", 0, "-", "ours"),
        Self.line("13:40:00", "dismissed"),
        Self.line("13:40:00", "lock-screen-lost"),
      ])
  }

  /// The stale date passing between two updates turns the activity stale, and the next
  /// update with a later stale date makes it active again (staleDate, documented; the
  /// return to active is ours); the summary names the longest stale span.
  @Test func aStaleDateBetweenUpdatesIsTheLongestStaleSpan() async throws {
    let run = try await Binary.run([
      "live-activity", "--start", "2025-01-01T09:00:00Z", "--stale", "2025-01-01T09:05:00Z",
      "--updates", "2025-01-01T09:20:00Z,stale=2025-01-01T09:50:00Z", "--end",
      "2025-01-01T09:30:00Z", "--dismissal", "immediate", "--summary",
    ])
    #expect(run.exited(0), "\(run.stderr)")
    #expect(
      run.lines.contains(
        "longest stale: 15m (activity 0 from 2025-01-01T09:05:00Z) [documented]"))
    // `.immediate`: removed at the end, so nothing lingers (documented).
    #expect(
      run.lines.contains(
        "ended but visible: 0s (longest: activity 0, 0s from 2025-01-01T09:30:00Z) [documented]"))
  }

  /// A workout started at 06:00 and never ended: the system ends it at 14:00, eight
  /// hours on (documented; it arrives as `.ended`, observed), off the island at once
  /// (documented), on the Lock Screen four more hours, to 18:00, twelve hours in all
  /// (documented). The update at 14:30 comes after the end and is ignored (documented),
  /// with a warning on standard error.
  @Test func aWorkoutRunningPastEightHoursIsEndedByTheSystem() async throws {
    let run = try await Binary.run([
      "live-activity", "--start", "2025-01-01T06:00:00Z", "--updates",
      "2025-01-01T10:00:00Z,2025-01-01T14:30:00Z",
    ])
    #expect(run.exited(0))
    #expect(
      run.lines
        == Self.started("06:00:00") + [
          Self.line("10:00:00", "update", 0, "update=0,local"),
          Self.line("14:00:00", "ended", 0, "-", "observed"),
          Self.line("14:00:00", "island-lost"),
          Self.line("14:30:00", "update-ignored", 0, "update=1,local,after-end"),
          Self.line("18:00:00", "dismissed"),
          Self.line("18:00:00", "lock-screen-lost"),
        ])
    #expect(
      run.stderrLines == [
        "Warning: 1 updates of activity 0 come at or after its end, the first at 2025-01-01T14:30:00Z: an ended activity ignores them [documented]"
      ])
  }

  /// A countdown, `Text(date, style: .timer)` to 09:05, ended at zero at 09:05 with
  /// `.default`: it reads 0:01, 0:00, then counts **up** while the ended activity lingers
  /// on the Lock Screen (DYN, documented).
  @Test func aTimerCountdownEndedAtZeroCountsUpWhileItLingers() async throws {
    let run = try await Binary.run([
      "live-activity", "--start", "2025-01-01T09:00:00Z", "--text",
      "text-timer --to 2025-01-01T09:05:00Z", "--end", "2025-01-01T09:05:00Z", "--render",
      "--now", "2025-01-01T09:00:00Z", "--until", "2025-01-01T09:05:02Z", "--format", "ndjson",
    ])
    #expect(run.exited(0))
    let texts = try jsonLines(run).filter { $0["event"] as? String == "text" }.suffix(4)
    #expect(
      texts.map { $0["date"] as? String } == [
        "2025-01-01T09:04:59Z", "2025-01-01T09:05:00Z", "2025-01-01T09:05:01Z",
        "2025-01-01T09:05:02Z",
      ])
    #expect(texts.map { $0["text"] as? String } == ["0:01", "0:00", "0:01", "0:02"])
  }

  /// The same countdown's summary: it reaches its date at the end and counts up for the
  /// four hours the ended activity lingers (documented), and the text changes once a
  /// second while it shows, from 09:00:00 to 13:04:59: 4 h 5 min, 14,700 updates.
  @Test func theLingeringCountdownIsAPitfallOfTheSummary() async throws {
    let run = try await Binary.run([
      "live-activity", "--start", "2025-01-01T09:00:00Z", "--text",
      "text-timer --to 2025-01-01T09:05:00Z", "--end", "2025-01-01T09:05:00Z", "--summary",
    ])
    #expect(run.exited(0), "\(run.stderr)")
    #expect(run.lines.contains("text updates: 14700"))
    #expect(
      run.lines.contains(
        "ended but visible: 4h (longest: activity 0, 4h from 2025-01-01T09:05:00Z) [documented]"))
    #expect(
      run.lines.contains(
        "warning: the .timer text of the initial content of activity 0 reaches its date, 2025-01-01T09:05:00Z, while the activity still shows (ended, on the Lock Screen), and counts up for 4 h, until 2025-01-01T13:05:00Z: Text(timerInterval:) stops at its end [documented]"
      ))
  }

  /// Requested at 08:00 to start at 09:00 (iOS 26): pending until then (documented). Its
  /// eight hours are counted from the start, an assumption (ours), and so is every event
  /// resting on it: the end at 17:00, the island lost then, the dismissal at 21:00.
  @Test func aScheduledStartIsPendingAndItsEightHoursAreOurs() async throws {
    let run = try await Binary.run([
      "live-activity", "--started-by", "scheduled:2025-01-01T08:00:00Z", "--start",
      "2025-01-01T09:00:00Z",
    ])
    expectLines(
      run,
      [Self.line("08:00:00", "pending")] + Self.started("09:00:00") + [
        Self.line("17:00:00", "ended", 0, "-", "ours"),
        Self.line("17:00:00", "island-lost", 0, "-", "ours"),
        Self.line("21:00:00", "dismissed", 0, "-", "ours"),
        Self.line("21:00:00", "lock-screen-lost", 0, "-", "ours"),
      ])
  }

  /// Three activities of one app with relevance scores 10, 50 and 50: the island goes to
  /// the highest score, equal scores to the one started first (relevanceScore,
  /// documented); c's update to 80 takes it; each end gives it back to the best still
  /// running. `.immediate` removes each at its end (documented). At one instant, the
  /// island changes hands after the instant's other events, the loser first (ours).
  @Test func theIslandGoesToTheMostRelevantActivityThenTheFirstStarted() async throws {
    let file =
      [
        #"{"activity": "a", "event": "start", "date": "2025-01-01T09:00:00Z", "relevance": 10}"#,
        #"{"activity": "b", "event": "start", "date": "2025-01-01T09:05:00Z", "relevance": 50}"#,
        #"{"activity": "c", "event": "start", "date": "2025-01-01T09:10:00Z", "relevance": 50}"#,
        #"{"activity": "c", "event": "update", "date": "2025-01-01T09:20:00Z", "relevance": 80}"#,
        #"{"activity": "c", "event": "end", "date": "2025-01-01T09:30:00Z", "dismissal": "immediate"}"#,
        #"{"activity": "b", "event": "end", "date": "2025-01-01T09:40:00Z", "dismissal": "immediate"}"#,
        #"{"activity": "a", "event": "end", "date": "2025-01-01T09:50:00Z", "dismissal": "immediate"}"#,
      ].joined(separator: "\n") + "\n"
    let run = try await Binary.run(["live-activity", "--file", "-"], stdin: Array(file.utf8))
    func ended(_ time: String, _ activity: Int) -> [String] {
      [
        Self.line(time, "ended", activity), Self.line(time, "dismissed", activity),
        Self.line(time, "lock-screen-lost", activity),
        Self.line(time, "island-lost", activity, "-", "ours"),
      ]
    }
    expectLines(
      run,
      Self.started("09:00:00", 0) + [
        Self.line("09:05:00", "active", 1), Self.line("09:05:00", "lock-screen-gained", 1),
        Self.line("09:05:00", "island-lost", 0), Self.line("09:05:00", "island-gained", 1),
        // c's 50 equals b's: b, started first, keeps the island.
        Self.line("09:10:00", "active", 2), Self.line("09:10:00", "lock-screen-gained", 2),
        Self.line("09:20:00", "update", 2, "update=0,local"),
        Self.line("09:20:00", "island-lost", 1), Self.line("09:20:00", "island-gained", 2),
      ] + ended("09:30:00", 2) + [Self.line("09:30:00", "island-gained", 1)]
        + ended("09:40:00", 1) + [Self.line("09:40:00", "island-gained", 0)]
        + ended("09:50:00", 0))
  }

  /// A push every 3 s at priority 10 for an hour, from 09:00:03 to 10:00:00: 1,200
  /// pushes, all in the hour ending at the last (a push at t counts in the hours ending
  /// from t to t + 1 h, ours). The budget is not published (staff: an update every 3 s
  /// uses it up quickly), so the summary counts; under an assumed budget of 100 an hour
  /// (ours), each push from the 101st on is over it: 1,100.
  @Test func aPushEveryThreeSecondsIsCountedNeverJudged() async throws {
    var lines = [#"{"event": "start", "date": "2025-01-01T09:00:00Z"}"#]
    let start = Date(timeIntervalSinceReferenceDate: 757_414_800)  // 2025-01-01T09:00:00Z
    let formatter = ISO8601DateFormatter()
    for k in 1...1200 {
      let date = formatter.string(from: start.addingTimeInterval(Double(3 * k)))
      lines.append(#"{"event": "update", "date": "\#(date)", "push": 10}"#)
    }
    let file = lines.joined(separator: "\n") + "\n"
    let counted = try await Binary.run(
      ["live-activity", "--file", "-", "--summary"], stdin: Array(file.utf8))
    #expect(counted.exited(0), "\(counted.stderr)")
    #expect(
      counted.lines.contains(
        "priority-10 pushes: 1200, busiest hour 1200 ending 2025-01-01T10:00:00Z (a count: the budget is not published) [staff]"
      ))
    #expect(
      counted.lines.contains("push budget: none (no verdicts: give --push-budget N to assume one)"))
    let assumed = try await Binary.run(
      ["live-activity", "--file", "-", "--summary", "--push-budget", "100"],
      stdin: Array(file.utf8))
    #expect(
      assumed.lines.contains("push budget: 100 an hour, assumed; pushes over it: 1100 [ours]"))
    let marks = try await Binary.run(
      ["live-activity", "--file", "-", "--push-budget", "100"], stdin: Array(file.utf8))
    let over = marks.lines.filter { $0.contains("\tover-budget\t") }
    #expect(over.count == 1100)
    // The 101st push, at 09:05:03, is the first over: 101 in the hour ending there.
    #expect(
      over.first == Self.line("09:05:03", "over-budget", 0, "update=100,counted=101/100", "ours"))
  }
}
