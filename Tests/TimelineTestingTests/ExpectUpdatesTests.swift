import Foundation
import Testing
import TimelineCore
import TimelineTesting

/// `expectUpdates` for schedules (TimelineCore's and a user's own) and
/// headless views, normal and Always On; `expectText` for the text schedules.
///
/// Every expected line is worked out by hand from the rules in
/// docs/semantics.md, for a schedule every 60 s from 2025-01-01T00:00:00Z
/// asked from 00:00:30.
@Suite struct ExpectUpdatesTests {
  let grid = PeriodicTimelineSchedule(from: newYear2025, by: 60)
  let start = newYear2025 + 30

  @Test func aScheduleGivesItsDatesFromTheStart() {
    // The periodic grid's entries begin at the latest date at or before the start.
    #expect(
      expectUpdates(
        of: grid, from: start, count: 2,
        matches: """
          {"date":"2025-01-01T00:00:00Z"}
          {"date":"2025-01-01T00:01:00Z"}
          """))
  }

  @Test func untilEndsTheDates() {
    #expect(
      expectUpdates(
        of: grid, from: start, until: newYear2025 + 60,
        matches: """
          {"date":"2025-01-01T00:00:00Z"}
          {"date":"2025-01-01T00:01:00Z"}
          """))
  }

  @Test func withoutCountOrUntilTenDatesAreCheckedAsTlschedPrintsThem() {
    let lines = (0..<10).map { "{\"date\":\"2025-01-01T00:0\($0):00Z\"}" }
    #expect(expectUpdates(of: grid, from: start, matches: .inline(lines.joined(separator: "\n"))))
  }

  @Test func aUsersOwnScheduleWorks() {
    // Every 15 s in normal mode, every 60 s in low-frequency mode (see the type).
    #expect(
      expectUpdates(
        of: WorkoutSchedule(anchor: newYear2025), from: newYear2025, count: 2,
        mode: .lowFrequency,
        matches: """
          {"date":"2025-01-01T00:00:00Z"}
          {"date":"2025-01-01T00:01:00Z"}
          """))
  }

  @Test func aDifferenceInAScheduleIsRecordedAtTheCallersLine() {
    var line = 0
    let issues = recordedIssues {
      line = #line + 1
      expectUpdates(of: grid, from: start, count: 1, matches: "{\"date\":\"2025-01-01T00:00:30Z\"}")
    }
    #expect(issues.first?.sourceLocation?.line == line)
    #expect(
      issues.first?.message.hasPrefix(
        """
        The actual timeline differs from the inline golden at line 1 (.[0].date)
        Lines: 1 in the golden, 1 in the actual timeline; 1 hunk differs.
        --- golden
        +++ actual
        @@ -1,1 +1,1 @@ .[0].date
        -{"date":"2025-01-01T00:00:30Z"}
        +{"date":"2025-01-01T00:00:00Z"}

        """) == true)
  }

  @Test func aViewUpdatesAtCreationThenAtEachLaterEntry() {
    // Created at 00:00:30 it shows 00:00:00, the latest entry then; it updates
    // at each later entry, showing it, with the default live cadence.
    let view = TimelineView(grid) { $0.date }
    #expect(
      expectUpdates(
        of: view, from: start, count: 2,
        matches: """
          {"at":"2025-01-01T00:00:30Z","date":"2025-01-01T00:00:00Z","cadence":"live"}
          {"at":"2025-01-01T00:01:00Z","date":"2025-01-01T00:01:00Z","cadence":"live"}
          """))
  }

  @Test func aViewInAlwaysOnEntersThenPresentsFrames() {
    // Entering Always On at 00:00:30 it shows 00:00:00; a 60 s schedule asks
    // for minutes fidelity, which a view without a session is granted.
    let view = TimelineView(grid) { $0.date }
    #expect(
      expectUpdates(
        of: view, from: start, count: 1, mode: .lowFrequency,
        matches: """
          {"at":"2025-01-01T00:00:30Z","date":"2025-01-01T00:00:00Z","cadence":"minutes","fidelity":"minutes","requestedFidelity":"minutes","event":"enter"}
          {"at":"2025-01-01T00:01:00Z","date":"2025-01-01T00:01:00Z","cadence":"minutes","fidelity":"minutes","requestedFidelity":"minutes","event":"frame"}
          """))
  }

  @Test func aViewFollowsTheModelAndCadenceAsked() {
    // Apple's account (TimelineUpdateModel.documented): created at 00:00:05,
    // before the first entry, the view shows its creation time, then updates
    // once at each entry; each update reports the cadence asked for.
    let dates = [newYear2025 + 10, newYear2025 + 20]
    #expect(
      expectUpdates(
        of: TimelineView(.explicit(dates)) { $0.date }, from: newYear2025 + 5,
        model: .documented, cadence: .seconds,
        matches: """
          {"at":"2025-01-01T00:00:05Z","date":"2025-01-01T00:00:05Z","cadence":"seconds"}
          {"at":"2025-01-01T00:00:10Z","date":"2025-01-01T00:00:10Z","cadence":"seconds"}
          {"at":"2025-01-01T00:00:20Z","date":"2025-01-01T00:00:20Z","cadence":"seconds"}
          """))
  }

  @Test func aSessionIsGrantedTheSecondsItAsksFor() {
    // A schedule every second asks for seconds fidelity; with an active session
    // (AlwaysOnSession.active) the system grants it, so a frame comes each second.
    let view = TimelineView(PeriodicTimelineSchedule(from: newYear2025, by: 1)) { $0.date }
    #expect(
      expectUpdates(
        of: view, from: newYear2025 + 0.5, count: 1, mode: .lowFrequency, session: .active,
        matches: """
          {"at":"2025-01-01T00:00:00.500Z","date":"2025-01-01T00:00:00Z","cadence":"seconds","fidelity":"seconds","requestedFidelity":"seconds","event":"enter"}
          {"at":"2025-01-01T00:00:01Z","date":"2025-01-01T00:00:01Z","cadence":"seconds","fidelity":"seconds","requestedFidelity":"seconds","event":"frame"}
          """))
  }

  @Test func aTimerReadsTheTimeLeftEachSecond() {
    // Towards 00:05:00 from 00:00:00: 5:00, then a second less each second.
    #expect(
      expectText(
        of: .textTimer(alignment: newYear2025 + 300), from: newYear2025, count: 3,
        matches: """
          {"date":"2025-01-01T00:00:00Z","text":"5:00"}
          {"date":"2025-01-01T00:00:01Z","text":"4:59"}
          {"date":"2025-01-01T00:00:02Z","text":"4:58"}
          """))
  }

  @Test func aTimersUnknownReadingCarriesTlschedsNote() {
    let issues = recordedIssues {
      expectText(
        of: .textTimer(alignment: newYear2025 + 300), from: newYear2025, count: 1,
        mode: .lowFrequency, matches: "")
    }
    #expect(issues.first?.message.contains("\"text\":\"(not known)\"") == true)
    #expect(issues.first?.message.contains("Note: '--render' prints (not known)") == true)
  }

  @Test func aDiscreteFormatReadsItsOwnText() {
    // The first date is the start; the next is where the text changes, the
    // next minute, presented 1/30 s late (docs/cli.md, text-format): 60 + 1/30 s
    // after 00:00:00 is 00:01:00.033333302 once 1/30 is rounded to the 2^-23 s
    // a Double has at 2025's seconds since 2001.
    let format = Date.VerbatimFormatStyle(
      format:
        "\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)",
      timeZone: .gmt, calendar: Calendar(identifier: .gregorian))
    #expect(
      expectText(
        of: DiscreteFormatTimelineSchedule(.currentDate, format: format), from: start, count: 2,
        matches: """
          {"date":"2025-01-01T00:00:30Z","text":"00:00"}
          {"date":"2025-01-01T00:01:00.033333302Z","text":"00:01"}
          """))
  }
}

/// A user's own schedule, written as for SwiftUI: as Examples/CustomSchedule's.
struct WorkoutSchedule: TimelineSchedule {
  var anchor: Date

  func entries(from startDate: Date, mode: TimelineScheduleMode)
    -> PeriodicTimelineSchedule.Entries
  {
    PeriodicTimelineSchedule(from: anchor, by: mode == .lowFrequency ? 60 : 15)
      .entries(from: startDate, mode: mode)
  }
}

/// `TimelineText` gives the lines a golden holds, for a snapshot library's strategy.
@Suite struct TimelineTextTests {
  @Test func theTextIsTheGoldensLines() {
    // Worked out by hand, as in ExpectUpdatesTests.
    #expect(
      TimelineText.dates([newYear2025, newYear2025 + 90.5])
        == "{\"date\":\"2025-01-01T00:00:00Z\"}\n{\"date\":\"2025-01-01T00:01:30.500Z\"}\n")
    #expect(
      TimelineText.updates(
        of: PeriodicTimelineSchedule(from: newYear2025, by: 60), from: newYear2025 + 30, count: 1)
        == "{\"date\":\"2025-01-01T00:00:00Z\"}\n")
    #expect(
      TimelineText.text(of: .textTimer(alignment: newYear2025 + 61), from: newYear2025, count: 1)
        == "{\"date\":\"2025-01-01T00:00:00Z\",\"text\":\"1:01\"}\n")
  }
}

/// A user's own schedule may give a date twice in a row on purpose, and SwiftUI
/// passes it on (docs/semantics.md, "Where output stops early"): the run goes on.
@Suite struct OwnScheduleRepeatsTests {
  /// "Refresh now, then every quarter hour": the start, then a grid from 09:00.
  struct RefreshNowThenQuarterHours: TimelineSchedule {
    let start: Date
    func entries(from startDate: Date, mode: Mode) -> [Date] {
      [start]
        + Array(
          PeriodicTimelineSchedule(from: start, by: 900)
            .entries(from: startDate, mode: mode).prefix(3))
    }
  }

  @Test func aRepeatedDateOfAnOwnScheduleIsPassedOn() {
    let nine = newYear2025 + 9 * 3_600
    // By hand: 09:00 (the refresh), 09:00 (the grid's first), 09:15, 09:30.
    #expect(
      expectUpdates(
        of: RefreshNowThenQuarterHours(start: nine), from: nine, count: 4,
        matches: """
          {"date":"2025-01-01T09:00:00Z"}
          {"date":"2025-01-01T09:00:00Z"}
          {"date":"2025-01-01T09:15:00Z"}
          {"date":"2025-01-01T09:30:00Z"}
          """))
  }

  /// A schedule stuck on one date ends after 1,000 of them in a row, with a note
  /// (ours): a long run of one date is no schedule's intent. By hand: a golden of
  /// 1,001 lines differs at its last line, which the run does not print.
  struct Stuck: TimelineSchedule {
    let date: Date
    func entries(from startDate: Date, mode: Mode) -> Repeated<Date> {
      repeatElement(date, count: 5_000)
    }
  }

  @Test func aScheduleStuckOnOneDateEndsAfterAThousand() {
    let line = "{\"date\":\"2025-01-01T00:00:00Z\"}"
    let issues = recordedIssues {
      expectUpdates(
        of: Stuck(date: newYear2025), from: newYear2025, count: 2_000,
        matches: .inline(Array(repeating: line, count: 1_001).joined(separator: "\n")))
    }
    #expect(issues.first?.message.contains("at line 1001 (.[1000])\n") == true)
    #expect(
      issues.first?.message.contains(
        "\nLines: 1001 in the golden, 1000 in the actual timeline; 1 hunk differs.\n") == true)
    #expect(issues.first?.message.contains("+++ actual\n@@ -998,4 +998,3 @@ .[1000]\n") == true)
    #expect(
      issues.first?.message.hasSuffix(
        "Note: stopped at 2025-01-01T00:00:00Z: the schedule gave this date more than 1000 times in a row"
      ) == true)
  }
}

/// What `tlsched` refuses, the library refuses with its reason, so no test passes
/// on an empty golden the command could never write.
@Suite struct RefusedRequestTests {
  let grid = PeriodicTimelineSchedule(from: newYear2025, by: 60)

  @Test func aNegativeCountFails() {
    let issues = recordedIssues {
      #expect(!expectUpdates(of: grid, from: newYear2025, count: -1, matches: ""))
    }
    #expect(
      issues.first?.message
        == "The timeline could not be made: count: -1 is refused, as tlsched refuses '--count -1': must be 0 or more"
    )
  }

  @Test func anEndBeforeTheStartFails() {
    let issues = recordedIssues {
      #expect(
        !expectUpdates(of: grid, from: newYear2025, until: newYear2025 - 1, matches: ""))
    }
    #expect(
      issues.first?.message
        == "The timeline could not be made: until: 2024-12-31T23:59:59Z is refused, as tlsched refuses '--until' before '--now': it is before the start (2025-01-01T00:00:00Z)"
    )
  }

  @Test func anEndAtTheStartIsAllowed() {
    #expect(
      expectUpdates(
        of: grid, from: newYear2025, until: newYear2025,
        matches: "{\"date\":\"2025-01-01T00:00:00Z\"}"))
  }
}
