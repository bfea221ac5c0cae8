import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// Prints what an ``RunRequest`` asks for: a schedule's dates, or a view's
/// updates, in the chosen format, optionally paced by the real clock.
struct ScheduleRun: ~Copyable {
  let invocation: RunRequest
  var report: Report
  var remaining: Int
  /// What the text reads on each line (`--render`), or nil for no text column.
  let render: TextRender?
  /// Whether a line has been printed, so that dates passed over since are a
  /// stall to report, not the catch-up of a run started late.
  private(set) var printedALine = false

  /// Where notes go that cannot wait for the end of the run.
  let messages: MessageSink

  /// Prepares a run that writes to the invocation's destination, with the
  /// text `render` reads on each line and its notes given to `messages` as
  /// they arise.
  ///
  /// The run makes its own output from the invocation, so no kind of schedule
  /// can forget `--check`, or the capture.
  init(_ invocation: RunRequest, messages: @escaping MessageSink, render: TextRender? = nil) {
    let output = OutputBuffer(to: invocation.destination)
    self.invocation = invocation
    self.messages = messages
    self.render = render
    let items: Report.Items =
      switch invocation.view?.model {
      case nil: .entries
      case .both?: .comparison
      case _ where invocation.mode == .lowFrequency: .frames
      default: .updates
      }
    self.report = Report(out: output, for: invocation, items: items, rendersText: render != nil)
    self.remaining = invocation.count ?? .max
  }

  /// Prints `schedule` to the end, returning the notes to print on standard error.
  ///
  /// - Parameter stall: Where a ``StallGuard`` around `schedule` records the
  ///   date at which it stopped advancing, if there is one.
  mutating func run<Schedule: TimelineSchedule>(_ schedule: Schedule, stall: StallRecord?)
    throws(RunStop) -> [String]
  {
    do {
      return try printAll(schedule, stall: stall)
    } catch .unprintable(let t) {
      // Before the first row or after the last: nothing more can be printed.
      return [RunStop.unprintableNote(t, in: invocation.zone)]
    }
  }

  private mutating func printAll<Schedule: TimelineSchedule>(
    _ schedule: Schedule, stall: StallRecord?
  ) throws(RunStop) -> [String] {
    var notes: [String] = []
    // A JSON document is closed when a stop signal ends the run, live or not;
    // other formats that are not live die of the signal where they stand. A
    // JSON write blocked on a slow reader gets the grace time to finish, so the
    // document's end can follow it; a live line of another format has no end
    // to wait for, and a reader that is not reading holds up no stop.
    if invocation.live || invocation.format == .json {
      clock.catchStopSignals(
        abandoningWritesAtOnce: invocation.live && invocation.format != .json)
    }
    try report.begin(header())
    do {
      try emit(schedule)
    } catch .unprintable(let t) {
      notes.append(RunStop.unprintableNote(t, in: invocation.zone))
    } catch .stopSignal {
      // Close the document, then let the caller end as the signal would have.
      try report.end()
      throw .stopSignal
    }
    if let stalled = stall?.date {
      var writer = DateWriter(zone: invocation.zone)
      notes.append(stall!.note(at: writer.string(stalled) ?? "\(stalled)"))
    }
    try report.end()
    return notes
  }

  var now: Date { Date(timeIntervalSinceReferenceDate: invocation.now) }

  var clock: any LiveClock { invocation.clock }

  func header() -> ReportHeader {
    // A copy for the header's autoclosure, which cannot capture a borrowed
    // non-copyable `self`.
    let invocation = invocation
    return ReportHeader(
      schedule: invocation.scheduleDescription, now: invocation.now, mode: invocation.mode,
      timeZone: invocation.zone.name, model: invocation.view.map { $0.model.rawValue })
  }

  mutating func emit<Schedule: TimelineSchedule>(_ schedule: Schedule) throws(RunStop) {
    guard let view = invocation.view else {
      return try printEntries(schedule.entries(from: now, mode: invocation.mode))
    }
    if invocation.mode == .lowFrequency {
      return try emitAlwaysOn(TimelineView(schedule) { $0 }, view)
    }
    let (resumed, createdAt) = viewStart(schedule)
    let timeline = TimelineView(resumed) { $0 }
    func updates(_ model: TimelineUpdateModel)
      -> TimelineView<Schedule, TimelineViewDefaultContext>.Updates
    {
      timeline.updates(
        createdAt: createdAt, model: model, cadence: view.cadence,
        until: invocation.until.map(Date.init(timeIntervalSinceReferenceDate:)))
    }
    switch view.model {
    case .swiftui: try printUpdates(updates(.swiftui))
    case .documented: try printUpdates(updates(.documented))
    case .both:
      try printComparison(
        updates(.swiftui).lazy.map { ShownDate(update: $0) },
        updates(.documented).lazy.map { ShownDate(update: $0) })
    }
  }

  /// In live mode, flushes what is written and sleeps until `time`; otherwise
  /// only stops if a stop signal has arrived.
  mutating func wait(until time: Double) throws(RunStop) {
    guard invocation.live else {
      if clock.stopRequested { throw .stopSignal }
      return
    }
    try report.flush()
    printedALine = true
    switch clock.wait(until: time) {
    case .due: break
    case .stopped: throw .stopSignal
    case .readerGone: throw .write(.readerGone)
    }
  }
}
