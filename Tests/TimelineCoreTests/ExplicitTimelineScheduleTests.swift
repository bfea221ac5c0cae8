import Foundation
import Testing
import TimelineCore

@Suite struct ExplicitTimelineScheduleTests {
  /// Query dates before, among, on and after the dates, and the extremes.
  static let queryDates: [Double] = [
    -1e9, 0, 99.5, 100, 150, 200, 300, 1e9, Date.distantPast.timeIntervalSinceReferenceDate,
    Date.distantFuture.timeIntervalSinceReferenceDate,
  ]

  /// docs/semantics.md, section 4: [100, 200, 300] come back as given, whatever the
  /// query date and mode.
  @Test(arguments: queryDates, [TimelineScheduleMode.normal, .lowFrequency])
  func datesComeBackUnmodifiedWhateverTheQueryDateAndMode(
    _ from: Double, _ mode: TimelineScheduleMode
  ) {
    let schedule = ExplicitTimelineSchedule([100.0, 200, 300].map(d))
    #expect(seconds(schedule.entries(from: d(from), mode: mode)) == [100, 200, 300])
  }

  /// Row of dates Apple asks callers not to give: the schedule passes them on as they are.
  struct Misuse: Sendable, CustomTestStringConvertible {
    let name: String
    let dates: [Double]
    var testDescription: String { "\(name) \(dates)" }
  }

  static let misuses = [
    Misuse(name: "unsorted", dates: [300, 100, 200]),
    Misuse(name: "duplicated", dates: [100, 100, 200, 200]),
    Misuse(name: "all in the past", dates: [10, 20, 30]),
    Misuse(name: "decreasing", dates: [300, 200, 100]),
    Misuse(name: "empty", dates: []),
  ]

  @Test(arguments: misuses, [TimelineScheduleMode.normal, .lowFrequency])
  func datesAreNeitherSortedFilteredNorDeduplicated(_ row: Misuse, _ mode: TimelineScheduleMode) {
    let schedule = ExplicitTimelineSchedule(row.dates.map(d))
    #expect(seconds(schedule.entries(from: d(150), mode: mode)) == row.dates)
  }

  @Test func staticMemberExplicitBehavesLikeTheInitializer() {
    let dates = [100.0, 200, 300].map(d)
    #expect(firstEntries(.explicit(dates), from: 250, count: 10) == [100, 200, 300])
    let member: ExplicitTimelineSchedule<[Date]> = .explicit(dates)
    #expect(member.dates == dates)
    #expect(member.entries(from: d(250), mode: .lowFrequency) == dates)
  }

  /// Any sequence of dates will do, and the schedule's `Entries` is that sequence's type.
  @Test func anySequenceOfDatesIsPassedThroughAsItsOwnType() {
    let lazyDates = stride(from: 100.0, through: 300, by: 100).lazy.map(d)
    let schedule: ExplicitTimelineSchedule<LazyMapSequence<StrideThrough<Double>, Date>> =
      .explicit(lazyDates)
    #expect(seconds(schedule.entries(from: d(0), mode: .normal)) == [100, 200, 300])
  }
}
