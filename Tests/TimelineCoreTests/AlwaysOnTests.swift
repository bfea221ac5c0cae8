import Foundation
import Testing
import TimelineCore
import TimelineTestSupport

@Suite struct AlwaysOnTests {
  // MARK: Fidelity

  /// BacklightServices' thresholds (docs/semantics.md, section 7): over 15 s
  /// asks for minutes, everything else for seconds.
  @Test(arguments: [
    (0.0, AlwaysOnFidelity.seconds), (0.25, .seconds), (0.499_999, .seconds), (0.5, .seconds),
    (1, .seconds), (14.999_999, .seconds), (15, .seconds), (15.000_001, .minutes), (60, .minutes),
    (.infinity, .minutes), (-5, .seconds), (-.infinity, .seconds), (.nan, .seconds),
  ])
  func theEstimateFromAnIntervalFollowsBacklightServicesThresholds(
    _ interval: Double, _ expected: AlwaysOnFidelity
  ) {
    #expect(AlwaysOnFidelity(estimatingUpdateInterval: interval) == expected)
  }

  @Test(arguments: [
    (AlwaysOnFidelity.unspecified, TimelineViewDefaultContext.Cadence.minutes),
    (.never, .minutes), (.minutes, .minutes), (.seconds, .seconds), (.milliseconds, .live),
  ])
  func theContentsCadenceFollowsTheFidelity(
    _ fidelity: AlwaysOnFidelity, _ cadence: TimelineViewDefaultContext.Cadence
  ) {
    #expect(fidelity.cadence == cadence)
  }

  @Test func fidelitiesAreOrderedAsBacklightServicesNumbersThem() {
    #expect(AlwaysOnFidelity.allCases.map(\.rawValue) == [-1, 0, 1, 2, 3])
    #expect(AlwaysOnFidelity.allCases.sorted() == AlwaysOnFidelity.allCases)
    #expect(AlwaysOnSession.none.maximumFidelity == .minutes)
    #expect(AlwaysOnSession.active.maximumFidelity == .seconds)
    #expect(AlwaysOnSession.none.minimumFrameSpacing == 60)
    #expect(AlwaysOnSession.active.minimumFrameSpacing == 1)
  }

  // MARK: Which frames

  /// The end is rounded to the nearest second: 100.5 → 101 keeps 100.9, and
  /// 100.4 → 100 ends the frames at 100.9. A gap over 15 s asks for minutes;
  /// the last frame, with no entry after it, asks from the gap to the end of the
  /// request, 100.5 − 100.9 = −0.4 s: under 0.5 s, rated milliseconds, asked as
  /// seconds (BacklightServices' next presentation time).
  @Test func theEndIsRoundedToTheNearestSecond() {
    let dates = ExplicitTimelineSchedule([0, 50, 100.9].map(d))
    #expect(
      alwaysOnFrames(dates, from: 0, until: 100.5, session: .active) == [
        .init(time: 0, date: 0, requested: 1, granted: 1, cadence: .minutes),
        .init(time: 50, date: 50, requested: 1, granted: 1, cadence: .minutes),
        .init(time: 100.9, date: 100.9, requested: 2, granted: 2, cadence: .seconds),
      ])
    #expect(seconds(times(dates, from: 0, until: 100.4, session: .active)) == [0, 50])
  }

  /// 30 entries before the start, then one every 0.25 s: with a 10 s window
  /// SwiftUI reads 60 entries, so the frames stop at 7.25; with 20 s, 80, so
  /// at 12.25. A session keeps one frame a second.
  @Test func readingStopsAfterFourEntriesASecondAndNeverFewerThanSixty() {
    let dates = ExplicitTimelineSchedule((-30..<200).map { d(Double($0) * 0.25) })
    #expect(seconds(times(dates, from: 0, until: 10, session: .active)) == (0...7).map(Double.init))
    #expect(
      seconds(times(dates, from: 0, until: 20, session: .active)) == (0...12).map(Double.init))
    let last = TimelineView(dates) { $0.date }.alwaysOnFrames(
      from: d(0), until: d(10), session: .active
    ).reversed().first
    #expect(last?.requestedFidelity == .seconds, "7.25 s is read past the limit, 0.25 s after")
  }

  /// Each frame shows exactly its own entry; there is no frame before the
  /// first entry at or after the start.
  @Test func eachFrameShowsItsOwnEntry() {
    let view = TimelineView(.explicit([80, 90, 110, 120].map(d))) { $0.date }
    let frames = Array(view.alwaysOnFrames(from: d(100), until: d(200), session: .active))
    #expect(seconds(frames.map(\.time)) == [110, 120])
    #expect(frames.map(\.context.date) == frames.map(\.time))
    #expect(frames.map(\.content) == frames.map(\.time))
  }

  /// The last frame of a bounded run asks for what the entry after it gives;
  /// without an end, the schedule's last frame asks for nothing.
  @Test func theLastFrameAsksForWhatTheEntryAfterItGives() {
    let dates = ExplicitTimelineSchedule([0, 1, 2].map(d))
    #expect(
      alwaysOnFrames(dates, from: 0, until: 2, session: .active).map(\.requested) == [2, 2])
    #expect(
      alwaysOnFrames(dates, from: 0, until: nil, session: .active).map(\.requested) == [2, 2, -1])
  }

  /// Each frame names the date its request is estimated from: the next entry
  /// as the schedule gives it, even before the frame, then the window's end.
  /// By hand: [10, 5, 70] from 0 to 130 with a session keeps 10 and 70 (5 comes
  /// before 10); 10's request looks at 5, −5 s away (seconds); 70's at the end, 130.
  @Test func eachFrameNamesTheDateItsRequestIsEstimatedFrom() {
    let view = TimelineView(.explicit([10, 5, 70].map(d))) { $0.date }
    let frames = Array(view.alwaysOnFrames(from: d(0), until: d(130), session: .active))
    #expect(seconds(frames.map(\.time)) == [10, 70])
    #expect(frames.map(\.following) == [d(5), d(130)])
    #expect(frames.map(\.requestedFidelity) == [.seconds, .minutes])
    let endless = Array(view.alwaysOnFrames(from: d(0), until: nil, session: .active))
    #expect(endless.last?.following == nil)
  }

  /// Gaps of exactly 15 s ask for seconds; a hair over, minutes.
  @Test func aGapOfExactlyFifteenSecondsAsksForSeconds() {
    let dates = ExplicitTimelineSchedule([0, 15, 30.000_001].map(d))
    #expect(
      alwaysOnFrames(dates, from: 0, until: nil, session: .active).map(\.requested) == [2, 1, -1])
  }

  /// Without a session, one frame a minute: the first, then each at least 60 s
  /// after the last one kept. The frames still ask for seconds; the system
  /// grants minutes.
  @Test func withoutASessionOneFrameAMinuteIsKept() {
    let frames = alwaysOnFrames(.periodic(from: d(0), by: 1), from: 0, until: 180)
    #expect(frames.map(\.time) == [0, 60, 120])
    #expect(frames.allSatisfy { $0.requested == 2 && $0.granted == 1 && $0.cadence == .minutes })
  }

  @Test func aCallersCadenceReplacesTheOneTheContentSees() {
    let frames = alwaysOnFrames(
      .periodic(from: d(0), by: 1), from: 0, until: 120, cadence: .live)
    #expect(frames.map(\.time) == [0, 60])
    #expect(frames.allSatisfy { $0.requested == 2 && $0.granted == 1 && $0.cadence == .live })
  }

  @Test(arguments: TimelineUpdateModel.allCases)
  func anEndBeforeTheStartGivesNoFrames(_ model: TimelineUpdateModel) {
    #expect(
      alwaysOnFrames(.periodic(from: d(0), by: 1), from: 100, until: 50, model: model).isEmpty)
  }

  /// A bounded run is the beginning of the unbounded one, as long as the read
  /// limit does not end it first (entries at least 0.5 s apart), except for the
  /// last frame's fidelity: it asks from the gap to the end of the request,
  /// not to the entry after it.
  @Test func aBoundedRunIsTheBeginningOfTheUnboundedOne() {
    var rng = SplitMix64(seed: 0xA1_0005)
    for _ in 0..<200 {
      let interval = [0.5, 1, 15, 20, 60].randomElement(using: &rng)!
      let start = Double.random(in: -1e5...1e5, using: &rng)
      let end = start + Double.random(in: 0...600, using: &rng)
      let session = AlwaysOnSession.allCases.randomElement(using: &rng)!
      let schedule = PeriodicTimelineSchedule(from: d(0), by: interval)
      let bounded = alwaysOnFrames(schedule, from: start, until: end, session: session)
      let unbounded = alwaysOnFrames(
        schedule, from: start, until: nil, session: session, limit: bounded.count + 1)
      #expect(
        Array(unbounded.prefix(bounded.count).dropLast()) == Array(bounded.dropLast()),
        "\(interval) [\(start), \(end))")
      #expect(unbounded.prefix(bounded.count).map(\.time) == bounded.map(\.time))
      #expect(unbounded.count == bounded.count + 1)
      #expect(unbounded.last.map { $0.time >= end.rounded() } ?? false)
    }
  }

  // MARK: Start fidelity and frozen screens

  /// SwiftUI reads at most 60 entries for the start fidelity: with 59 before
  /// the start only one is left, so nothing is requested.
  @Test func theStartFidelityReadsAtMostSixtyEntries() {
    func startFidelity(before: Int, then gaps: [Double]) -> AlwaysOnFidelity {
      var dates = (0..<before).map { d(-1 - Double($0)) }.reversed() + [d(0)]
      for gap in gaps { dates.append(dates.last!.addingTimeInterval(gap)) }
      return TimelineView(.explicit(dates)) { $0 }.alwaysOnFrames(from: d(0)).startFidelity
    }
    #expect(startFidelity(before: 59, then: [1]) == .unspecified)
    #expect(startFidelity(before: 58, then: [1]) == .seconds)
    #expect(startFidelity(before: 0, then: [20]) == .minutes)
    #expect(startFidelity(before: 0, then: []) == .unspecified)
    #expect(
      TimelineView(.explicit([d(0), .distantFuture])) { $0 }.alwaysOnFrames(from: d(0))
        .startFidelity == .unspecified)
  }

  /// `.animation` has no low-frequency entries: SwiftUI presents no frame and
  /// the screen keeps what it showed; the documented account shows the start.
  @Test(arguments: [AnimationTimelineSchedule(), .animation(minimumInterval: 1, paused: true)])
  func aScheduleWithNoLowFrequencyEntriesFreezesTheScreen(_ schedule: AnimationTimelineSchedule) {
    let view = TimelineView(schedule) { $0.date }
    let frames = view.alwaysOnFrames(from: d(30), until: d(330))
    #expect(frames.isFrozen)
    #expect(frames.startFidelity == .unspecified)
    #expect(Array(frames).isEmpty)
    let documented = view.alwaysOnFrames(from: d(30), until: d(330), model: .documented)
    #expect(!documented.isFrozen)
    #expect(
      alwaysOnFrames(schedule, from: 30, until: 330, model: .documented) == [
        // Nothing requested is granted as minutes.
        .init(time: 30, date: 30, requested: -1, granted: 1, cadence: .minutes)
      ])
  }

  @Test func aScheduleWithFramesIsNotFrozen() {
    let frames = TimelineView(.everyMinute(in: zone("UTC"))) { $0 }.alwaysOnFrames(
      from: d(30), until: d(90))
    #expect(!frames.isFrozen)
    #expect(frames.startFidelity == .minutes)
  }

  // MARK: The documented account

  /// Entries 80, 90, 110, 120 from 100: a frame at 100 showing 90, then 110
  /// and 120 (SwiftUI's frames are 110 and 120 only).
  @Test func theDocumentedAccountStartsWithTheLatestEntryBeforeTheStart() {
    #expect(
      alwaysOnFrames(
        .explicit([80, 90, 110, 120].map(d)), from: 100, until: 200, session: .active,
        model: .documented) == [
          .init(time: 100, date: 90, requested: 2, granted: 2, cadence: .seconds),
          .init(time: 110, date: 110, requested: 2, granted: 2, cadence: .seconds),
          // Nothing requested is granted as minutes.
          .init(time: 120, date: 120, requested: -1, granted: 1, cadence: .minutes),
        ])
  }

  // MARK: Worked examples

  /// The worked examples of docs/semantics.md, section 7: the table is read
  /// from the document and every cell checked.
  @Test func alwaysOnWorkedExamplesAreWhatTheDocsSay() throws {
    let rows = try WorkedExample.rows()
    try #require(rows.count == 10)
    for row in rows {
      let frames = row.frames()
      let context = Comment(rawValue: row.line)
      #expect(frames.count == row.count, context)
      #expect(
        Array(frames.prefix(row.first.count)).map { WorkedExample.Shown($0.time, $0.date) }
          == row.first, context)
      #expect(frames.last.map(\.time) == row.last, context)
      #expect(frames.allSatisfy { $0.requested == row.requested?.rawValue }, context)
      #expect(frames.allSatisfy { $0.granted == row.granted?.rawValue }, context)
      #expect(frames.allSatisfy { $0.cadence == row.cadence }, context)
      #expect(row.startFidelity() == row.start, context)
    }
  }

  private func times<Schedule: TimelineSchedule>(
    _ schedule: Schedule, from start: Double, until end: Double?, session: AlwaysOnSession
  ) -> [Date] {
    TimelineView(schedule) { $0 }.alwaysOnFrames(
      from: d(start), until: end.map(d), session: session
    )
    .map(\.time)
  }
}

/// A row of the worked-examples table in docs/semantics.md, section 7.
struct WorkedExample {
  struct Shown: Equatable {
    var time: Double
    var date: Double
    init(_ time: Double, _ date: Double) {
      self.time = time
      self.date = date
    }
  }

  static let start = 30.0
  static let end = 330.0

  let line: String
  let model: TimelineUpdateModel
  let schedule: String
  let session: AlwaysOnSession
  let count: Int
  let first: [Shown]
  let last: Double?
  let requested: AlwaysOnFidelity?
  let granted: AlwaysOnFidelity?
  let cadence: TimelineViewDefaultContext.Cadence?
  let start: AlwaysOnFidelity

  /// The frames of the row's schedule, model and session.
  func frames() -> [AlwaysOnReference.Frame] {
    func run<S: TimelineSchedule>(_ schedule: S) -> [AlwaysOnReference.Frame] {
      alwaysOnFrames(schedule, from: Self.start, until: Self.end, session: session, model: model)
    }
    switch schedule {
    case ".periodic(from: 0, by: 1)": return run(.periodic(from: d(0), by: 1))
    case ".everyMinute": return run(.everyMinute(in: zone("UTC")))
    case ".animation": return run(.animation)
    case "SmoothSecondHand()": return run(SmoothSecondHand())
    default: return []
    }
  }

  func startFidelity() -> AlwaysOnFidelity? {
    func run<S: TimelineSchedule>(_ schedule: S) -> AlwaysOnFidelity {
      TimelineView(schedule) { $0 }.alwaysOnFrames(from: d(Self.start), until: d(Self.end))
        .startFidelity
    }
    switch schedule {
    case ".periodic(from: 0, by: 1)": return run(.periodic(from: d(0), by: 1))
    case ".everyMinute": return run(.everyMinute(in: zone("UTC")))
    case ".animation": return run(.animation)
    case "SmoothSecondHand()": return run(SmoothSecondHand())
    default: return nil
    }
  }

  /// The table's rows, read from the document.
  static func rows() throws -> [WorkedExample] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(
      contentsOf: root.appendingPathComponent("docs/semantics.md"), encoding: .utf8)
    return try text.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("| swiftui |") || $0.hasPrefix("| documented |")
    }.map(parse)
  }

  struct BadRow: Error {
    let line: String
  }

  static func parse(_ line: String) throws -> WorkedExample {
    let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    guard cells.count == 10, let model = TimelineUpdateModel(rawValue: cells[0]),
      let count = Int(cells[3])
    else { throw BadRow(line: line) }
    func fidelity(_ text: String) -> AlwaysOnFidelity? {
      AlwaysOnFidelity.allCases.first { "\($0)" == text }
    }
    func cadence(_ text: String) -> TimelineViewDefaultContext.Cadence? {
      TimelineViewDefaultContext.Cadence.allCases.first { "\($0)" == text }
    }
    let first: [Shown] =
      cells[4] == "–"
      ? []
      : try cells[4].components(separatedBy: ", ").map {
        let parts = $0.components(separatedBy: " (shows ")
        guard let time = Double(parts[0]) else { throw BadRow(line: line) }
        let date = parts.count > 1 ? Double(parts[1].dropLast()) : time
        guard let date else { throw BadRow(line: line) }
        return Shown(time, date)
      }
    guard let start = fidelity(cells[9]) else { throw BadRow(line: line) }
    return WorkedExample(
      line: line, model: model, schedule: cells[1].trimmingCharacters(in: ["`"]),
      session: cells[2] == "active" ? .active : .none, count: count, first: first,
      last: Double(cells[5]), requested: fidelity(cells[6]), granted: fidelity(cells[7]),
      cadence: cadence(cells[8]), start: start)
  }
}
