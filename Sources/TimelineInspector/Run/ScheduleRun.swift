import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// Prints what an ``Invocation`` asks for: a schedule's dates, or a view's
/// updates, in the chosen format, optionally paced by the real clock.
struct ScheduleRun: ~Copyable {
  private let invocation: Invocation
  private var report: Report
  private var remaining: Int

  /// Prepares a run that writes to `output`.
  init(_ invocation: Invocation, output: consuming OutputBuffer) {
    self.invocation = invocation
    let items: Report.Items =
      invocation.view == nil ? .entries : invocation.view!.model == .both ? .comparison : .updates
    self.report = Report(
      out: output, dates: DateWriter(zone: invocation.zone), format: invocation.format, items: items
    )
    self.remaining = invocation.count ?? .max
  }

  /// Prints `schedule` to the end, returning the notes to print on standard error.
  ///
  /// - Parameter stall: Where a ``StallGuard`` around `schedule` records the
  ///   date at which it stopped advancing, if there is one.
  mutating func run<Schedule: TimelineSchedule>(_ schedule: Schedule, stall: StallRecord?)
    throws(RunStop) -> [String]
  {
    var notes: [String] = []
    if invocation.live { LiveClock.catchStopSignals() }
    try report.begin(header())
    do {
      try emit(schedule)
    } catch .unprintable(let t) {
      notes.append(
        "Note: stopped: the next date is \(t >= 0 ? "after year 9999" : "before year 0001") in \(invocation.zone.name), which tlsched cannot print"
      )
    } catch .stopSignal {
      try report.end()
      LiveClock.stopAsSignalled()
    }
    if let stalled = stall?.date {
      var writer = DateWriter(zone: invocation.zone)
      notes.append(
        "Note: stopped at \(writer.string(stalled) ?? "\(stalled)"): the interval is too small to move a date that large, so every later date would repeat it"
      )
    }
    try report.end()
    return notes
  }

  private var now: Date { Date(timeIntervalSinceReferenceDate: invocation.now) }

  private func header() -> ReportHeader {
    ReportHeader(
      schedule: invocation.scheduleDescription, now: invocation.now, mode: invocation.mode,
      timeZone: invocation.zone.name, model: invocation.view.map(\.model.rawValue))
  }

  private mutating func emit<Schedule: TimelineSchedule>(_ schedule: Schedule) throws(RunStop) {
    guard let view = invocation.view else {
      return try printEntries(schedule.entries(from: now, mode: invocation.mode))
    }
    let timeline = TimelineView(schedule) { $0 }
    func updates(_ model: TimelineUpdateModel)
      -> TimelineView<Schedule, TimelineViewDefaultContext>.Updates
    {
      timeline.updates(
        createdAt: now, model: model, cadence: view.cadence,
        until: invocation.until.map(Date.init(timeIntervalSinceReferenceDate:)))
    }
    switch view.model {
    case .swiftui: try printUpdates(updates(.swiftui))
    case .documented: try printUpdates(updates(.documented))
    case .both: try printComparison(updates(.swiftui), updates(.documented))
    }
  }

  private mutating func printEntries<Entries: Sequence>(_ entries: Entries) throws(RunStop)
  where Entries.Element == Date {
    var iterator = entries.makeIterator()
    let until = invocation.until ?? .infinity
    guard invocation.live else {
      while remaining > 0, let date = iterator.next() {
        let t = date.timeIntervalSinceReferenceDate
        if t > until { break }
        try report.entry(t)
        remaining -= 1
      }
      return
    }
    var live = LiveCatchUp(iterator, time: \.timeIntervalSinceReferenceDate, until: until)
    while remaining > 0, let date = try live.next() {
      let t = date.timeIntervalSinceReferenceDate
      try wait(until: t)
      try report.entry(t)
      try report.flush()
      remaining -= 1
    }
  }

  private mutating func printUpdates<Schedule: TimelineSchedule>(
    _ updates: TimelineView<Schedule, TimelineViewDefaultContext>.Updates
  ) throws(RunStop) {
    // Live, updates already past are caught up too: only the latest is shown.
    var iterator = LiveCatchUp(
      updates.makeIterator(), time: \.time.timeIntervalSinceReferenceDate,
      catchesUp: invocation.live)
    while let update = try iterator.next() {
      guard remaining > 0 else { return }
      let time = update.time.timeIntervalSinceReferenceDate
      try wait(until: time)
      try report.update(
        at: time, date: update.context.date.timeIntervalSinceReferenceDate,
        cadence: update.context.cadence)
      if invocation.live { try report.flush() }
      remaining -= 1
    }
  }

  private mutating func printComparison<Schedule: TimelineSchedule>(
    _ swiftui: TimelineView<Schedule, TimelineViewDefaultContext>.Updates,
    _ documented: TimelineView<Schedule, TimelineViewDefaultContext>.Updates
  ) throws(RunStop) {
    var left = swiftui.makeIterator()
    var right = documented.makeIterator()
    var nextLeft = left.next()
    var nextRight = right.next()
    while remaining > 0 {
      let leftTime = nextLeft?.time.timeIntervalSinceReferenceDate ?? .infinity
      let rightTime = nextRight?.time.timeIntervalSinceReferenceDate ?? .infinity
      let time = min(leftTime, rightTime)
      guard time < .infinity, let cadence = (nextLeft ?? nextRight)?.context.cadence else { return }
      var shownLeft: Double?
      var shownRight: Double?
      if leftTime == time {
        shownLeft = nextLeft!.context.date.timeIntervalSinceReferenceDate
        nextLeft = left.next()
      }
      if rightTime == time {
        shownRight = nextRight!.context.date.timeIntervalSinceReferenceDate
        nextRight = right.next()
      }
      let following = min(
        nextLeft?.time.timeIntervalSinceReferenceDate ?? .infinity,
        nextRight?.time.timeIntervalSinceReferenceDate ?? .infinity)
      if invocation.live, try CatchUp.isOvertaken(followedAt: following) { continue }
      try wait(until: time)
      try report.comparison(at: time, swiftui: shownLeft, documented: shownRight, cadence: cadence)
      if invocation.live { try report.flush() }
      remaining -= 1
    }
  }

  /// In live mode, flushes what is written and sleeps until `time`.
  private mutating func wait(until time: Double) throws(RunStop) {
    guard invocation.live else { return }
    try report.flush()
    switch LiveClock.wait(until: time) {
    case .due: break
    case .stopped: throw .stopSignal
    case .readerGone: throw .write(.readerGone)
    }
  }
}
