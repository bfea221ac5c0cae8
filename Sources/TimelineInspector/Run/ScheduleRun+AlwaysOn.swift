import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// A view in Always On: the line for entering it, then the frames.
extension ScheduleRun {
  /// The view in Always On: the display goes into it at `--now` and wakes at
  /// `--until`; the system presents the frames the view's timeline offers.
  mutating func emitAlwaysOn<Schedule: TimelineSchedule>(
    _ timeline: TimelineView<Schedule, TimelineViewDefaultContext>, _ view: RunRequest.View
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
  func framesFromNow<Schedule: TimelineSchedule>(
    _ frames: TimelineView<Schedule, TimelineViewDefaultContext>.AlwaysOnFrames
  ) -> TimelineView<Schedule, TimelineViewDefaultContext>.AlwaysOnFrames.Iterator {
    var iterator = frames.makeIterator()
    if invocation.live {
      _ = iterator.resume(toLatestAtOrBefore: min(clock.now(), invocation.until ?? .infinity))
    }
    return iterator
  }

  /// The line for the display entering Always On, then each frame.
  mutating func printFrames<Schedule: TimelineSchedule>(
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
        requested: frame.requestedFidelity, event: .frame, text: render?.text(time),
        requestedFromEarlierEntry: frame.following.map { $0 <= frame.time } ?? false)
      if invocation.live { try report.flush() }
      remaining -= 1
    }
  }
}
