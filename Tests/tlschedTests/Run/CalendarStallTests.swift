import Foundation
import Testing
import TimelineCore

@testable import TimelineInspector

/// Which schedules the command ends for not advancing: only those
/// that provably cannot, with a note that names the cause.
@Suite struct CalendarStallTests {
  @Test func aCalendarDateBeforeTheOneBeforeItIsPassedOnAsSwiftUIDoes() async throws {
    // --now is 100 ns past the countdown's second of the minute (:38.771831304),
    // which Foundation's calendar counts as on it: the first entry is --now. The
    // next is the match Foundation finds after it, 100 ns earlier, in the same
    // minute; then the one a minute on. SwiftUI passes all three on.
    let run = try await tlsched(
      "text-timer-interval", "--from", "2001-03-21T08:20:38Z", "--to",
      "2001-03-21T10:20:38.771831304Z", "--now", "2001-03-21T09:33:38.771831404Z", "--mode",
      "low-frequency", "--count", "3")
    #expect(run.exited(0))
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    let dates = try run.lines.map { try #require(secondsSince2001($0), "\($0)") }
    try #require(dates.count == 3, "\(run.output)")
    #expect(run.lines[0] == "2001-03-21T09:33:38.771831404Z")
    #expect(dates[1] < dates[0] && dates[0] - dates[1] < 1e-6)
    #expect(abs(dates[2] - dates[1] - 60) < 1e-6)
  }

  /// A calendar schedule (``CalendarStepSchedule``): each date follows from the
  /// one before alone.
  struct CalendarLike: TimelineSchedule, CalendarStepSchedule {
    let dates: [Date]
    func entries(from startDate: Date, mode: Mode) -> [Date] { dates }
  }

  @Test func aRepeatedDateEndsACalendarScheduleWithANoteNamingTheRepeat() throws {
    let d = { Date(timeIntervalSinceReferenceDate: $0) }
    let record = StallRecord()
    let guarded = StallGuard(
      base: CalendarLike(dates: [d(5), d(3), d(7), d(7), d(9)]), record: record)
    let dates = Array(guarded.entries(from: d(0), mode: .normal).prefix(10))
    // 3 after 5 goes on; 7 after 7 can never move on.
    #expect(dates == [d(5), d(3), d(7)])
    #expect(record.date == 7)
    #expect(
      record.note(at: "7")
        == "Note: stopped at 7: the calendar gave this date again after it, and each date follows from the one before alone, so every later date would repeat it"
    )
  }

  @Test func aRepeatedDateOfAnotherScheduleIsPassedOnAsSwiftUIDoes() throws {
    let d = { Date(timeIntervalSinceReferenceDate: $0) }
    let record = StallRecord()
    let guarded = StallGuard(
      base: ExplicitTimelineSchedule([d(5), d(3), d(7), d(7), d(9)]), record: record)
    #expect(Array(guarded.entries(from: d(0), mode: .normal)) == [d(5), d(3), d(7), d(7), d(9)])
    #expect(record.date == nil)
  }

  @Test func theCommandsOwnCalendarSchedulesAreTheCalendarOnes() {
    // The repeat rule holds for these alone (docs/semantics.md): each asks the
    // calendar for the next date after the one before.
    let now = Date(timeIntervalSinceReferenceDate: 0)
    #expect(EveryMinuteTimelineSchedule() is any CalendarStepSchedule)
    #expect(TextTimerTimelineSchedule(alignment: now) is any CalendarStepSchedule)
    #expect(!(PeriodicTimelineSchedule(from: now, by: 1) is any CalendarStepSchedule))
    #expect(!(ExplicitTimelineSchedule([now]) is any CalendarStepSchedule))
  }

  @Test func aGridWhoseSumStopsGrowingStillBlamesTheInterval() throws {
    let start = Date(timeIntervalSinceReferenceDate: 0x1p40)
    let record = StallRecord()
    let guarded = StallGuard(
      base: PeriodicTimelineSchedule(from: start, by: 0x1p-14), record: record)
    #expect(Array(guarded.entries(from: start, mode: .normal).prefix(5)) == [start])
    #expect(
      record.note(at: "X").hasSuffix(
        "the interval is too small to move a date that large, so every later date would repeat it"))
  }

  @Test func enteringAlwaysOnShowsTheFirstLowFrequencyEntryFromNow() async throws {
    // OpenSwiftUI's TimelineView, on entering Always On, asks the schedule from
    // --now (00:30) and shows its first entry, 00:10, with no catch-up to 00:20.
    let run = try await tlsched(
      "explicit", "2001-01-01T00:00:10Z", "2001-01-01T00:00:20Z", "2001-01-01T00:00:40Z", "--now",
      "2001-01-01T00:00:30Z", "--until", "2001-01-01T00:01:30Z", "--view", "--mode",
      "low-frequency")
    #expect(run.exited(0))
    #expect(
      run.lines.first
        == "2001-01-01T00:00:30Z\t2001-01-01T00:00:10Z\tminutes\tminutes\tunspecified\tenter")
  }
}
