import Foundation
import Testing
import TimelineCore
import TimelineTestSupport

/// Stands in for the view of Apple's `TimelineView` example.
struct AnalogTimerView: Equatable {
  var date: Date
  var showSeconds: Bool
}

/// One update, reduced to when it happened and the date it showed (seconds since 2001).
struct Shown: Equatable, Sendable, CustomStringConvertible {
  let at: Double
  let shows: Double

  init(_ at: Double, _ shows: Double) {
    self.at = at
    self.shows = shows
  }

  var description: String { "(at \(at): \(shows))" }
}

/// The updates of a view over `schedule` created at `createdAt`: at most `limit`
/// of them, so that endless schedules can be compared too.
func shownUpdates<Schedule: TimelineSchedule>(
  _ schedule: Schedule, createdAt: Double, model: TimelineUpdateModel = .swiftui,
  cadence: TimelineViewDefaultContext.Cadence? = nil, until: Double? = nil, limit: Int = 100
) -> [Shown] {
  let view = TimelineView(schedule) { $0.date }
  return view.updates(createdAt: d(createdAt), model: model, cadence: cadence, until: until.map(d))
    .prefix(limit)
    .map {
      Shown($0.time.timeIntervalSinceReferenceDate, $0.content.timeIntervalSinceReferenceDate)
    }
}

/// A row of docs/semantics.md's updates for explicit dates and a view created at 100 (section 6):
/// the dates (seconds since 2001), the update model, and the updates the view must show.
typealias ModelRow = TestRow<(dates: [Double], model: TimelineUpdateModel), [Shown]>

@Suite struct TimelineViewTests {
  static let createdAt = 100.0

  static let table: [ModelRow] = [
    // SwiftUI shows the first entry even when it lies in the future, and never
    // reaches the last entry of a finite schedule.
    ModelRow(([110, 112], model: .swiftui), [Shown(100, 110)]),
    ModelRow(([80, 90], model: .swiftui), [Shown(100, 80)]),
    ModelRow(([80, 90, 110, 120], model: .swiftui), [Shown(100, 90), Shown(110, 110)]),
    ModelRow(([], model: .swiftui), [Shown(100, 100)]),
    // Apple's documentation.
    ModelRow(
      ([110, 112], model: .documented), [Shown(100, 100), Shown(110, 110), Shown(112, 112)]),
    ModelRow(([80, 90], model: .documented), [Shown(100, 90)]),
    ModelRow(
      ([80, 90, 110, 120], model: .documented), [Shown(100, 90), Shown(110, 110), Shown(120, 120)]),
    ModelRow(([], model: .documented), [Shown(100, 100)]),
    // Worked out from the two models' rules in docs/semantics.md, section 6.
    ModelRow(([100, 110], model: .swiftui), [Shown(100, 100)]),
    ModelRow(([100, 110], model: .documented), [Shown(100, 100), Shown(110, 110)]),
    ModelRow(([90, 110, 130], model: .swiftui), [Shown(100, 90), Shown(110, 110)]),
    ModelRow(
      ([90, 110, 130], model: .documented), [Shown(100, 90), Shown(110, 110), Shown(130, 130)]),
  ]

  /// The whole run: a finite schedule's updates end, so comparing the complete
  /// array also checks that nothing follows.
  @Test(arguments: table)
  func explicitDatesUpdateTheViewAsTheModelSays(_ row: ModelRow) {
    let updates = shownUpdates(
      .explicit(row.input.dates.map(d)), createdAt: Self.createdAt, model: row.input.model)
    #expect(updates == row.expected, sourceLocation: row.location)
  }

  @Test(arguments: TimelineUpdateModel.allCases)
  func anExhaustedScheduleEndsTheUpdatesForGood(_ model: TimelineUpdateModel) {
    let view = TimelineView(.explicit([d(80), d(90), d(110), d(120)])) { $0.date }
    var updates = view.updates(createdAt: d(100), model: model)
    while updates.next() != nil {}
    #expect(updates.next() == nil)
    #expect(updates.next() == nil)
  }

  /// SwiftUI replaces a first entry that is not finite with the creation time,
  /// and never reaches a NaN next entry (NaN ≤ now is false).
  @Test func aFirstEntryThatIsNotANumberIsReplacedByTheCreationTime() {
    #expect(shownUpdates(.explicit([d(.nan), d(.nan)]), createdAt: 100) == [Shown(100, 100)])
  }

  /// The same with an endless schedule of NaN dates (a periodic one by 0 s).
  @Test func anEndlessScheduleOfNaNDatesShowsTheCreationTimeOnce() {
    #expect(shownUpdates(.periodic(from: d(0), by: 0), createdAt: 100) == [Shown(100, 100)])
  }

  @Test(arguments: TimelineUpdateModel.allCases)
  func anEmptyScheduleGivesExactlyOneUpdateShowingTheCreationTime(_ model: TimelineUpdateModel) {
    let view = TimelineView(.explicit([Date]())) { $0.date }
    let updates = Array(view.updates(createdAt: d(100), model: model).prefix(10))
    #expect(updates.count == 1)
    #expect(updates.first?.time == d(100))
    #expect(updates.first?.context.date == d(100))
  }

  /// Apple's `entries(from:mode:)` documentation: created at 10:09:55 with
  /// entries 10:09:00, 10:10:00, …, the view first updates at 10:09:55 with the
  /// 10:09:00 entry, then at the start of every minute.
  @Test(arguments: TimelineUpdateModel.allCases)
  func aViewCreatedMidMinuteFirstShowsThatMinutesStart(_ model: TimelineUpdateModel) {
    let created = wallClock(2024, 6, 14, 10, 9, 55).timeIntervalSinceReferenceDate
    let minute = { (m: Int) in wallClock(2024, 6, 14, 10, m).timeIntervalSinceReferenceDate }
    let updates = shownUpdates(
      .everyMinute(in: zone("UTC")), createdAt: created, model: model, limit: 3)
    #expect(
      updates == [
        Shown(created, minute(9)), Shown(minute(10), minute(10)), Shown(minute(11), minute(11)),
      ])
  }

  /// A periodic schedule starting after the view is created (S = 100, I = 60,
  /// created at 10): its entries are 40, 100, 160, …
  @Test(arguments: [
    // SwiftUI shows the first entry, 40, straight away.
    (
      TimelineUpdateModel.swiftui,
      [Shown(10, 40), Shown(100, 100), Shown(160, 160), Shown(220, 220)]
    ),
    // The documentation shows the creation time until the first entry.
    (
      .documented,
      [Shown(10, 10), Shown(40, 40), Shown(100, 100), Shown(160, 160), Shown(220, 220)]
    ),
  ])
  func aPeriodicScheduleStartingInTheFutureUpdatesAsTheModelSays(
    _ model: TimelineUpdateModel, _ expected: [Shown]
  ) {
    let updates = shownUpdates(
      .periodic(from: d(100), by: 60), createdAt: 10, model: model, until: 220)
    #expect(updates == expected)
  }

  /// No update is later than `until`; one exactly at `until` still happens.
  @Test(arguments: TimelineUpdateModel.allCases)
  func untilStopsTheUpdatesAfterTheDate(_ model: TimelineUpdateModel) {
    let schedule = PeriodicTimelineSchedule(from: d(0), by: 10)
    #expect(
      shownUpdates(schedule, createdAt: 0, model: model, until: 30)
        == [Shown(0, 0), Shown(10, 10), Shown(20, 20), Shown(30, 30)])
    #expect(
      shownUpdates(schedule, createdAt: 0, model: model, until: 29.5)
        == [Shown(0, 0), Shown(10, 10), Shown(20, 20)])
  }

  // MARK: Dates that are not finite

  /// SwiftUI's loop replaces a date that is not finite by the time of the
  /// update after every catch-up (docs/semantics.md, section 6), worked by hand
  /// for a view created at 100.
  static let nonFiniteTable: [ModelRow] = [
    // 110 first; at 100, −inf is due and 120 follows it, so −inf is current,
    // then replaced by 100. At 120 nothing follows 120: no change.
    ModelRow(([110, -.infinity, 120], model: .swiftui), [Shown(100, 100)]),
    // 90, 95 and −inf are all caught up at 100, so 100 is shown; 130 is shown
    // at 130, as 140 follows it.
    ModelRow(
      ([90, 95, -.infinity, 130, 140], model: .swiftui), [Shown(100, 100), Shown(130, 130)]),
    // At 105, 105 then −inf are caught up (130 follows): −inf gives way to 105.
    ModelRow(
      ([90, 105, -.infinity, 130, 140], model: .swiftui),
      [Shown(100, 90), Shown(105, 105), Shown(130, 130)]),
    // +inf never falls due, so after 105 nothing changes.
    ModelRow(([90, 105, .infinity, 130], model: .swiftui), [Shown(100, 90), Shown(105, 105)]),
  ]

  @Test(arguments: nonFiniteTable)
  func aDateThatIsNotFiniteGivesWayToTheUpdateTimeAfterEveryCatchUp(_ row: ModelRow) {
    let updates = shownUpdates(
      .explicit(row.input.dates.map(d)), createdAt: Self.createdAt, model: row.input.model)
    #expect(updates == row.expected, sourceLocation: row.location)
  }

  // MARK: Cadence

  @Test func cadencesAreOrderedFromLiveToMinutes() {
    typealias Cadence = TimelineViewDefaultContext.Cadence
    #expect(Cadence.live < .seconds)
    #expect(Cadence.seconds < .minutes)
    #expect(Cadence.live < .minutes)
  }

  /// The cadence a run reports, followed by each update's context and content.
  private func cadences<Schedule: TimelineSchedule>(
    _ schedule: Schedule, override: TimelineViewDefaultContext.Cadence? = nil
  ) -> [TimelineViewDefaultContext.Cadence] {
    let updates = TimelineView(schedule) { $0.cadence }.updates(
      createdAt: d(100), cadence: override, until: d(400))
    return [updates.cadence] + updates.prefix(3).flatMap { [$0.context.cadence, $0.content] }
  }

  @Test(arguments: [nil] + TimelineViewDefaultContext.Cadence.allCases)
  func everyUpdateHasTheLiveCadenceUnlessTheCallerChoosesOne(
    _ override: TimelineViewDefaultContext.Cadence?
  ) {
    let expected = override ?? .live
    for run in [
      cadences(.periodic(from: d(0), by: 1), override: override),
      cadences(.everyMinute(in: zone("UTC")), override: override),
      cadences(.explicit([d(90), d(104), d(118)]), override: override),
    ] {
      #expect(run.count >= 3)
      #expect(run.allSatisfy { $0 == expected }, "\(run)")
    }
  }

  /// A 0.25 s schedule: every entry is shown, whatever cadence is reported.
  @Test(arguments: TimelineViewDefaultContext.Cadence.allCases)
  func theCadenceDoesNotThrottleUpdates(_ cadence: TimelineViewDefaultContext.Cadence) {
    let updates = shownUpdates(
      .periodic(from: d(0), by: 0.25), createdAt: 0.375, cadence: cadence, limit: 5)
    #expect(
      updates == [
        Shown(0.375, 0.25), Shown(0.5, 0.5), Shown(0.75, 0.75), Shown(1, 1), Shown(1.25, 1.25),
      ])
  }

  // MARK: Content

  /// Apple's example, unchanged. Created half a second into a 1 s schedule: the
  /// view shows the second that began, then ticks every second with its second hand.
  @Test func applesAnalogTimerExampleCompilesAndShowsTheSecondHandWhenLive() {
    let startDate = d(0)
    let view = TimelineView(.periodic(from: startDate, by: 1)) { context in
      AnalogTimerView(date: context.date, showSeconds: context.cadence <= .seconds)
    }
    let updates = Array(view.updates(createdAt: d(0.5)).prefix(3))
    #expect(seconds(updates.map(\.time)) == [0.5, 1, 2])
    #expect(
      updates.map(\.content) == [
        AnalogTimerView(date: d(0), showSeconds: true),
        AnalogTimerView(date: d(1), showSeconds: true),
        AnalogTimerView(date: d(2), showSeconds: true),
      ])
    // With the wrist down and no session the system grants minutes, and the
    // hand goes away.
    let dimmed = Array(view.alwaysOnFrames(from: d(0.5), until: d(120.5)))
    #expect(
      dimmed.map(\.content) == [
        AnalogTimerView(date: d(1), showSeconds: false),
        AnalogTimerView(date: d(61), showSeconds: false),
      ])
  }

  /// What the content closure builds from the context it is given.
  struct Rendered: Equatable {
    let date: Date
    let cadence: TimelineViewDefaultContext.Cadence
    let label: String

    init(_ context: TimelineViewDefaultContext) {
      date = context.date
      cadence = context.cadence
      label = "\(context.date.timeIntervalSinceReferenceDate) @ \(context.cadence)"
    }
  }

  /// The content of each update is what the closure built from that update's
  /// context, and the closure sees exactly those contexts, in order.
  @Test func eachUpdatesContentIsBuiltFromItsContext() {
    final class Log { var contexts: [TimelineViewDefaultContext] = [] }
    let log = Log()
    let view = TimelineView(.explicit([80.0, 90, 110, 120].map(d))) { context in
      log.contexts.append(context)
      return Rendered(context)
    }
    let updates = Array(view.updates(createdAt: d(100), model: .documented).prefix(10))
    #expect(updates.map(\.context.date) == [d(90), d(110), d(120)])
    #expect(updates.map(\.content) == updates.map { Rendered($0.context) })
    #expect(log.contexts == updates.map(\.context))
  }
}
