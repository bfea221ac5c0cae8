import Foundation
import Testing
import TimelineCore
import TimelineTestSupport

/// Always-On frames resumed far from where the display entered Always On (a
/// live run created long ago), against the same frames read one entry at a
/// time (``SwiftUIFramesOneByOne``, ``DocumentedFramesOneByOne``): the frame a
/// live run shows first at a horizon, and the frames after it, bit for bit.
@Suite struct AlwaysOnResumeDifferentialTests {
  static let zones = CalendarChainSkipDifferentialTests.zones

  /// What a live run shows of `frames` at `horizon`: every frame whose
  /// successor is already due is overtaken, so the first shown is the latest
  /// at or before `horizon` (or the first, if none is); then `after` more.
  static func shownLive<Frames: IteratorProtocol>(
    _ frames: Frames, horizon: Double, after: Int
  ) -> [AlwaysOnReference.Frame] where Frames.Element == AlwaysOnReference.Frame {
    var frames = frames
    guard var current = frames.next() else { return [] }
    var following = frames.next()
    while let next = following, next.time <= horizon {
      current = next
      following = frames.next()
    }
    var shown = [current]
    while shown.count <= after, let next = following {
      shown.append(next)
      following = frames.next()
    }
    return shown
  }

  /// The frames read one by one, as a live run at `horizon` shows them.
  static func oneByOne<Schedule: TimelineSchedule>(
    _ schedule: Schedule, start: Double, end: Double?, session: AlwaysOnSession,
    model: TimelineUpdateModel, horizon: Double
  ) -> [AlwaysOnReference.Frame] {
    let entries = schedule.entries(from: d(start), mode: .lowFrequency).makeIterator()
    return model == .swiftui
      ? shownLive(
        SwiftUIFramesOneByOne(entries, start: start, end: end, session: session),
        horizon: horizon, after: 3)
      : shownLive(
        DocumentedFramesOneByOne(entries, start: start, end: end, session: session),
        horizon: horizon, after: 3)
  }

  /// The library's frames resumed at `horizon`, as a live run at `horizon`
  /// shows them; and whether the resume moved.
  static func resumed<Schedule: TimelineSchedule>(
    _ schedule: Schedule, start: Double, end: Double?, session: AlwaysOnSession,
    model: TimelineUpdateModel, horizon: Double
  ) -> (moved: Bool, frames: [AlwaysOnReference.Frame]) {
    var frames = TimelineView(schedule) { $0 }
      .alwaysOnFrames(from: d(start), until: end.map(d), session: session, model: model)
      .makeIterator()
    let moved = frames.resume(toLatestAtOrBefore: horizon)
    let reduced = AnyIterator {
      frames.next().map {
        AlwaysOnReference.Frame(
          time: $0.time.timeIntervalSinceReferenceDate,
          date: $0.context.date.timeIntervalSinceReferenceDate,
          requested: $0.requestedFidelity.rawValue, granted: $0.fidelity.rawValue,
          cadence: $0.context.cadence)
      }
    }
    return (moved, shownLive(reduced, horizon: horizon, after: 3))
  }

  /// Compares both ways for both models and returns how many resumes moved.
  static func resumeMatchesOneByOne<Schedule: TimelineSchedule>(
    _ schedule: Schedule, start: Double, end: Double?, session: AlwaysOnSession,
    horizon: Double, _ context: String
  ) -> Int {
    var moved = 0
    for model in [TimelineUpdateModel.swiftui, .documented] {
      let expected = oneByOne(
        schedule, start: start, end: end, session: session, model: model, horizon: horizon)
      let actual = resumed(
        schedule, start: start, end: end, session: session, model: model, horizon: horizon)
      let same =
        actual.frames.count == expected.count
        && zip(actual.frames, expected).allSatisfy {
          $0.time.bitPattern == $1.time.bitPattern && $0.date.bitPattern == $1.date.bitPattern
            && $0 == $1
        }
      #expect(
        same,
        "\(context) \(model) \(session) from \(start) until \(String(describing: end)) at \(horizon): \(actual.frames) vs \(expected)"
      )
      if actual.moved { moved += 1 }
    }
    return moved
  }

  @Test func gridsResumeAtTheFramesReadOneByOne() {
    var rng = SplitMix64(seed: 0xA0_11FE)
    var moved = 0
    var runs = 0
    for _ in 0..<60 {
      for session in AlwaysOnSession.allCases {
        let spacing = session.minimumFrameSpacing
        var (schedule, start) = AlwaysOnSkipDifferentialTests.randomGrid(&rng, spacing: spacing)
        // Some grids as coarse as the spacing or more: every frame is kept.
        if Int.random(in: 0..<4, using: &rng) == 0 {
          schedule = PeriodicTimelineSchedule(
            from: schedule.startDate,
            by: spacing
              * Double.random(in: 1...5, using: &rng).rounded(
                Bool.random(using: &rng) ? .down : .toNearestOrEven))
        }
        // As many entries as one-by-one reading affords here: up to 40,000.
        let reach = 40_000 * schedule.interval
        let horizon = start + Double.random(in: 0...reach, using: &rng)
        // Without an end, and with one before or after the horizon, where the
        // read limit may end the frames first.
        let end: Double? =
          Bool.random(using: &rng)
          ? nil : start + Double.random(in: 0...(2 * (horizon - start) + 1), using: &rng)
        moved += Self.resumeMatchesOneByOne(
          schedule, start: start, end: end, session: session, horizon: horizon,
          "by \(schedule.interval) from \(schedule.startDate.timeIntervalSinceReferenceDate)")
        runs += 2
      }
    }
    #expect(moved >= runs / 3, "the resume must mostly apply: \(moved) of \(runs)")
  }

  @Test func aSecondGridFromSixYearsBackResumesAtTheMinuteItReaches() throws {
    // A one-second grid through 2020-01-01T00:00:00Z (599,616,000 s): every sum is
    // a whole number, exact, so the frames kept without a session are the
    // whole minutes from the start; at 10:30:30 on 2026-11-27 (817,468,230 s)
    // the frame shown is 10:30:00 (817,468,200 s), then one a minute.
    let start = 599_616_000.0
    let schedule = PeriodicTimelineSchedule(from: d(start), by: 1)
    let resumed = Self.resumed(
      schedule, start: start, end: nil, session: .none, model: .swiftui, horizon: 817_468_230)
    #expect(resumed.moved)
    #expect(resumed.frames.map(\.time) == [817_468_200, 817_468_260, 817_468_320, 817_468_380])
  }

  /// The calendar schedules the calendar tests resume, each with its name:
  /// every minute, a timer on `alignment`, an interval from before `created`
  /// to `to` counting down and up, wall-clock minutes and hours, and
  /// wall-clock seconds `withSeconds` (kept whatever came before only with a session).
  static func calendarSchedules(
    in timeZone: TimeZone, alignment: Double, created: Double, to: Double, withSeconds: Bool
  ) -> [(name: String, schedule: any TimelineSchedule)] {
    var schedules: [(name: String, schedule: any TimelineSchedule)] = [
      ("every minute", EveryMinuteTimelineSchedule(timeZone: timeZone)),
      ("timer", TextTimerTimelineSchedule(alignment: d(alignment), timeZone: timeZone)),
    ]
    for countsDown in [true, false] {
      schedules.append(
        (
          "timer interval down \(countsDown) to \(to)",
          TextTimerIntervalTimelineSchedule(
            interval: d(created - 100)...d(to), countsDown: countsDown, timeZone: timeZone)
        ))
    }
    for unit in [TextWallClockTimelineSchedule.Unit.minute, .hour] {
      schedules.append(
        ("wall clock \(unit)", TextWallClockTimelineSchedule(unit: unit, timeZone: timeZone)))
    }
    if withSeconds {
      schedules.append(
        ("wall clock second", TextWallClockTimelineSchedule(unit: .second, timeZone: timeZone)))
    }
    return schedules
  }

  /// A random run for the calendar schedules: when the view is created and
  /// the horizon it resumes at, a timer's alignment (whole seconds half the
  /// time), and an interval's end up to ten days after the creation.
  static func randomCalendarRun(_ rng: inout SplitMix64)
    -> (created: Double, horizon: Double, alignment: Double, to: Double)
  {
    let (created, horizon) = CalendarChainSkipDifferentialTests.randomRun(
      &rng, reach: 9 * 86_400, least: 1.0 / 3)
    var alignment = created + Double.random(in: -1e6...1e6, using: &rng)
    if Bool.random(using: &rng) { alignment = alignment.rounded() }
    let to = created + Double.random(in: 0...(10 * 86_400), using: &rng)
    return (created, horizon, alignment, to)
  }

  /// Calendar schedules in zones with daylight saving and odd offsets, created
  /// from 1900 to 2100 and resumed three to nine days later.
  @Test(arguments: zones)
  func calendarSchedulesResumeAtTheFramesReadOneByOne(_ zone: String) throws {
    let timeZone = try #require(TimeZone(identifier: zone))
    var rng = SplitMix64(seed: 0xCA_1E ^ UInt64(zone.utf8.count))
    var moved = 0
    var runs = 0
    for round in 0..<6 {
      let (created, horizon, alignment, to) = Self.randomCalendarRun(&rng)
      let session = AlwaysOnSession.allCases[round % 2]
      // An end sometimes: SwiftUI's read limit, which these entries cannot
      // reach (`calendarSchedulesWithAnEndResumeAtTheFramesReadOneByOne`).
      let end: Double? = round == 5 ? horizon + 600 : nil
      for (name, schedule) in Self.calendarSchedules(
        in: timeZone, alignment: alignment, created: created, to: to,
        withSeconds: false)
      {
        moved += Self.resumeMatchesOneByOne(
          schedule, start: created, end: end, session: session, horizon: horizon,
          "\(zone) round \(round) \(name)")
        runs += 2
      }
    }
    #expect(moved >= runs / 2, "the resume must mostly apply: \(moved) of \(runs)")
  }

  /// Calendar schedules with an end (`--until`), whose read limit (four
  /// entries a second of the window, never fewer than 60) entries a second
  /// apart cannot reach: resumed as without an end. Ends after the horizon,
  /// before it (the frames have ended), and a few seconds to a minute and a
  /// half after the start, where the bound does not prove it and the entries
  /// are read one by one.
  @Test(arguments: zones)
  func calendarSchedulesWithAnEndResumeAtTheFramesReadOneByOne(_ zone: String) throws {
    let timeZone = try #require(TimeZone(identifier: zone))
    var rng = SplitMix64(seed: 0xE4D ^ UInt64(zone.utf8.count))
    var moved = 0
    var runs = 0
    for round in 0..<9 {
      let (created, horizon, alignment, to) = Self.randomCalendarRun(&rng)
      let session = AlwaysOnSession.allCases[round % 2]
      let end: Double
      switch round % 3 {
      case 0: end = horizon + Double.random(in: 1...(30 * 86_400), using: &rng)
      case 1: end = created + Double.random(in: 0...(horizon - created), using: &rng)
      default: end = created + Double.random(in: 0...90, using: &rng)
      }
      for (name, schedule) in Self.calendarSchedules(
        in: timeZone, alignment: alignment, created: created, to: to,
        withSeconds: session == .active)
      {
        moved += Self.resumeMatchesOneByOne(
          schedule, start: created, end: end, session: session, horizon: horizon,
          "\(zone) round \(round) \(name)")
        runs += 2
      }
    }
    #expect(moved >= runs / 3, "the resume must mostly apply: \(moved) of \(runs)")
  }

  @Test func everyMinuteFrom2020Until2027ResumesAtTheMinuteOfTheClock() throws {
    // 2020-01-01T00:00:00Z is 599,616,000 s, 2027-01-01T00:00:00Z 820,454,400 s
    // (9,496 days); at 2026-11-26T02:00:30Z (9,460 days and 7,230 s: 817,351,230)
    // the frame shown is 02:00:00 (817,351,200), then one a minute. The limit,
    // four reads a second for seven years, is far from the 3.7 million minutes.
    let utc = try #require(TimeZone(identifier: "UTC"))
    let resumed = Self.resumed(
      EveryMinuteTimelineSchedule(timeZone: utc), start: 599_616_000, end: 820_454_400,
      session: .none, model: .swiftui, horizon: 817_351_230)
    #expect(resumed.moved)
    #expect(resumed.frames.map(\.time) == [817_351_200, 817_351_260, 817_351_320, 817_351_380])
  }

  @Test func wallClockSecondsResumeWithASessionAndAreReadOneByOneWithout() throws {
    // A second apart, the frames are all kept with a session of one a second.
    // Without one, each kept frame is the first a minute after the one kept
    // before: no frame is kept whatever came before it, so none is resumed.
    let timeZone = try #require(TimeZone(identifier: "Europe/Paris"))
    var rng = SplitMix64(seed: 0x5EC)
    for session in AlwaysOnSession.allCases {
      var moved = 0
      for _ in 0..<2 {
        let (created, horizon) = CalendarChainSkipDifferentialTests.randomRun(
          &rng, reach: 3 * 86_400, least: 0.9)
        moved += Self.resumeMatchesOneByOne(
          TextWallClockTimelineSchedule(unit: .second, timeZone: timeZone), start: created,
          end: nil, session: session, horizon: horizon, "wall clock second")
      }
      #expect(moved == (session == .active ? 4 : 0), "\(session)")
    }
  }
}
