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
  /// What the text reads on each line (`--render`), or nil for no text column.
  private let render: TextRender?
  /// Whether a line has been printed, so that dates passed over since are a
  /// stall to report, not the catch-up of a run started late.
  private var printedALine = false

  /// Prepares a run that writes to `fileDescriptor`, or compares with `--check`'s
  /// file instead, with the text `render` reads on each line.
  ///
  /// The run makes its own output from the invocation, so no kind of schedule
  /// can forget `--check`.
  init(_ invocation: Invocation, writingTo fileDescriptor: Int32, render: TextRender? = nil) {
    let output = OutputBuffer(fileDescriptor: fileDescriptor, check: invocation.check)
    self.invocation = invocation
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
    var notes: [String] = []
    // A JSON document is closed when a stop signal ends the run, live or not;
    // other formats that are not live die of the signal where they stand.
    if invocation.live || invocation.format == .json {
      clock.catchStopSignals(abandoningWritesAtOnce: invocation.live)
    }
    try report.begin(header())
    do {
      try emit(schedule)
    } catch .unprintable(let t) {
      notes.append(
        "Note: stopped: the next date is \(t >= 0 ? "after year 9999" : "before year 0001") in \(invocation.zone.name), which tlsched cannot print"
      )
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

  private var now: Date { Date(timeIntervalSinceReferenceDate: invocation.now) }

  private var clock: any LiveClock { invocation.clock }

  private func header() -> ReportHeader {
    ReportHeader(
      schedule: invocation.scheduleDescription, now: invocation.now, mode: invocation.mode,
      timeZone: invocation.zone.name, model: invocation.view.map { $0.model.rawValue })
  }

  private mutating func emit<Schedule: TimelineSchedule>(_ schedule: Schedule) throws(RunStop) {
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

  /// The schedule and creation date of the view to run: the view created at
  /// `--now`, or, live, a periodic or animation grid's view as it stands once
  /// the updates already past on the real clock have passed. Those would all be
  /// overtaken (only the latest is printed), so the lines are the same, and a
  /// view created in year 1 starts at once instead of passing 6 × 10¹⁰ updates.
  private func viewStart<Schedule: TimelineSchedule>(_ schedule: Schedule) -> (Schedule, Date) {
    // Cast only when live: a cast to a protocol searches every conformance in the binary.
    guard invocation.live, let grid = schedule as? any ResumableView,
      let resumed = grid.resumed(
        createdAt: now, horizon: min(clock.now(), invocation.until ?? .infinity))
    else { return (schedule, now) }
    return (resumed.schedule as! Schedule, resumed.createdAt)
  }

  /// The view in Always On: the display goes into it at `--now` and wakes at
  /// `--until`; the system presents the frames the view's timeline offers.
  private mutating func emitAlwaysOn<Schedule: TimelineSchedule>(
    _ timeline: TimelineView<Schedule, TimelineViewDefaultContext>, _ view: Invocation.View
  ) throws(RunStop) {
    let until = invocation.until.map(Date.init(timeIntervalSinceReferenceDate:))
    func frames(_ model: TimelineUpdateModel)
      -> TimelineView<Schedule, TimelineViewDefaultContext>.AlwaysOnFrames
    {
      timeline.alwaysOnFrames(
        from: now, until: until, session: view.session, model: model, cadence: view.cadence)
    }
    switch view.model {
    case .both:
      try printComparison(
        IteratorSequence(framesFromNow(frames(.swiftui))).lazy.map { ShownDate(frame: $0) },
        IteratorSequence(framesFromNow(frames(.documented))).lazy.map { ShownDate(frame: $0) })
    case .swiftui, .documented:
      let model: TimelineUpdateModel = view.model == .swiftui ? .swiftui : .documented
      try printFrames(frames(model), entering: timeline.updates(createdAt: now, model: model))
    }
  }

  /// The frames to print: live, resumed near the clock (or `--until`), since
  /// those before would all be overtaken, so that a view created long ago
  /// does not read years of frames one by one; otherwise all of them.
  private func framesFromNow<Schedule: TimelineSchedule>(
    _ frames: TimelineView<Schedule, TimelineViewDefaultContext>.AlwaysOnFrames
  ) -> TimelineView<Schedule, TimelineViewDefaultContext>.AlwaysOnFrames.Iterator {
    var iterator = frames.makeIterator()
    if invocation.live {
      _ = iterator.resume(toLatestAtOrBefore: min(clock.now(), invocation.until ?? .infinity))
    }
    return iterator
  }

  /// The line for the display entering Always On, then each frame.
  private mutating func printFrames<Schedule: TimelineSchedule>(
    _ frames: TimelineView<Schedule, TimelineViewDefaultContext>.AlwaysOnFrames,
    entering updates: TimelineView<Schedule, TimelineViewDefaultContext>.Updates
  ) throws(RunStop) {
    // What is on screen as the display goes into Always On (docs/semantics.md, section 7).
    var normal = updates.makeIterator()
    let shown = frames.dateOnEntering(
      previouslyShown: normal.next()?.context.date ?? now
    ).timeIntervalSinceReferenceDate
    let requested = frames.startFidelity
    let granted = frames.session.grantedFidelity(for: requested)
    let frozen = frames.isFrozen
    try report.frame(
      at: invocation.now, date: shown, cadence: invocation.view?.cadence ?? granted.cadence,
      fidelity: granted, requested: requested, event: frozen ? .frozen : .enter,
      text: render?.text(invocation.now))
    if invocation.live { try report.flush() }
    if frozen { return }
    var iterator = LiveCatchUp(
      framesFromNow(frames), time: { $0.time.timeIntervalSinceReferenceDate },
      catchesUp: invocation.live, clock: clock)
    while remaining > 0, let frame = try iterator.next() {
      let time = frame.time.timeIntervalSinceReferenceDate
      reportStall(iterator.takePassedOver(), before: time)
      try wait(until: time)
      try report.frame(
        at: time, date: frame.context.date.timeIntervalSinceReferenceDate,
        cadence: frame.context.cadence, fidelity: frame.fidelity,
        requested: frame.requestedFidelity, event: .frame, text: render?.text(time))
      if invocation.live { try report.flush() }
      remaining -= 1
    }
  }

  private mutating func printEntries<Entries: Sequence>(_ entries: Entries) throws(RunStop)
  where Entries.Element == Date {
    var iterator = entries.makeIterator()
    let until = invocation.until ?? .infinity
    guard invocation.live else {
      let clock = self.clock
      // Two loops, so that a run without `--render` (the common, bulk case)
      // passes no text along at all, not an optional one per line.
      if let render {
        while remaining > 0, let date = iterator.next() {
          let t = date.timeIntervalSinceReferenceDate
          if t > until { break }
          if clock.stopRequested { throw .stopSignal }
          try report.entry(t, text: render.text(t))
          remaining -= 1
        }
      } else {
        while remaining > 0, let date = iterator.next() {
          let t = date.timeIntervalSinceReferenceDate
          if t > until { break }
          if clock.stopRequested { throw .stopSignal }
          try report.entry(t)
          remaining -= 1
        }
      }
      return
    }
    var live = LiveCatchUp(
      iterator, time: { $0.timeIntervalSinceReferenceDate }, until: until, clock: clock)
    while remaining > 0, let date = try live.next() {
      let t = date.timeIntervalSinceReferenceDate
      reportStall(live.takePassedOver(), before: t)
      try wait(until: t)
      try report.entry(t, text: render?.text(t))
      try report.flush()
      remaining -= 1
    }
  }

  private mutating func printUpdates<Schedule: TimelineSchedule>(
    _ updates: TimelineView<Schedule, TimelineViewDefaultContext>.Updates
  ) throws(RunStop) {
    // Live, updates already past are caught up too: only the latest is shown.
    var iterator = LiveCatchUp(
      updates.makeIterator(), time: { $0.time.timeIntervalSinceReferenceDate },
      catchesUp: invocation.live, clock: clock)
    while let update = try iterator.next() {
      guard remaining > 0 else { return }
      let time = update.time.timeIntervalSinceReferenceDate
      reportStall(iterator.takePassedOver(), before: time)
      try wait(until: time)
      try report.update(
        at: time, date: update.context.date.timeIntervalSinceReferenceDate,
        cadence: update.context.cadence, text: render?.text(time))
      if invocation.live { try report.flush() }
      remaining -= 1
    }
  }

  /// Both accounts of a view side by side, a line at each moment either shows a date.
  private mutating func printComparison<Left: Sequence, Right: Sequence>(
    _ swiftui: Left, _ documented: Right
  ) throws(RunStop) where Left.Element == ShownDate, Right.Element == ShownDate {
    var left = swiftui.makeIterator()
    var right = documented.makeIterator()
    var nextLeft = left.next()
    var nextRight = right.next()
    var passedOver: (count: UInt, first: Double)?
    while remaining > 0 {
      let leftTime = nextLeft?.time ?? .infinity
      let rightTime = nextRight?.time ?? .infinity
      let time = min(leftTime, rightTime)
      guard time < .infinity, let cadence = (nextLeft ?? nextRight)?.cadence else { return }
      var shownLeft: Double?
      var shownRight: Double?
      if leftTime == time {
        shownLeft = nextLeft!.date
        nextLeft = left.next()
      }
      if rightTime == time {
        shownRight = nextRight!.date
        nextRight = right.next()
      }
      let following = min(nextLeft?.time ?? .infinity, nextRight?.time ?? .infinity)
      if invocation.live, try CatchUp.isOvertaken(followedAt: following, clock: clock) {
        passedOver = ((passedOver?.count ?? 0) + 1, passedOver?.first ?? time)
        continue
      }
      reportStall(passedOver, before: time)
      passedOver = nil
      try wait(until: time)
      try report.comparison(
        at: time, swiftui: shownLeft, documented: shownRight, cadence: cadence,
        text: render?.text(time))
      if invocation.live { try report.flush() }
      remaining -= 1
    }
  }

  /// In live mode, flushes what is written and sleeps until `time`; otherwise
  /// only stops if a stop signal has arrived.
  private mutating func wait(until time: Double) throws(RunStop) {
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

extension ScheduleRun {
  /// Says on stderr, at once, that lines fell due while the run could not
  /// print them (the process was stopped, the machine suspended, or the output
  /// slower than the schedule), and were passed over to show only the latest,
  /// as a view catching up does. The catch-up of a run started after its first
  /// dates is not a stall: it is said only once a line has been printed.
  fileprivate func reportStall(_ passedOver: (count: UInt, first: Double)?, before next: Double) {
    guard let passedOver, printedALine else { return }
    var writer = DateWriter(zone: invocation.zone)
    let first = writer.string(passedOver.first) ?? "\(passedOver.first)"
    let shown = writer.string(next) ?? "\(next)"
    let count = passedOver.count == .max ? "More than \(UInt.max - 1)" : "\(passedOver.count)"
    let lines = passedOver.count == 1 ? "line" : "lines"
    invocation.writeMessage(
      "Note: \(count) \(lines) due from \(first) until \(shown) not printed: the run fell behind the clock (stopped, suspended or slowed) and, as a view catching up does, went on from the latest line due"
    )
  }
}

/// One moment a view shows a date, from either account and either display
/// state, for printing the two accounts side by side.
struct ShownDate {
  /// When the view shows it, in seconds since 2001.
  let time: Double
  /// The date shown (`context.date`).
  let date: Double
  /// The content's cadence then.
  let cadence: TimelineViewDefaultContext.Cadence

  init<Schedule: TimelineSchedule>(
    update: TimelineView<Schedule, TimelineViewDefaultContext>.Update
  ) {
    time = update.time.timeIntervalSinceReferenceDate
    date = update.context.date.timeIntervalSinceReferenceDate
    cadence = update.context.cadence
  }

  init<Schedule: TimelineSchedule>(
    frame: TimelineView<Schedule, TimelineViewDefaultContext>.AlwaysOnFrame
  ) {
    time = frame.time.timeIntervalSinceReferenceDate
    date = frame.context.date.timeIntervalSinceReferenceDate
    cadence = frame.context.cadence
  }
}
