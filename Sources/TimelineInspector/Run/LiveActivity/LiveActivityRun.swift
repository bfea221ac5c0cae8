import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension PreparedSchedule {
  /// `live-activity`'s input, planned up to `--until` when the run starts and written by
  /// the report of the chosen format (or compared with `--check`'s file), row by row; the
  /// pitfalls go to standard error, or into the JSON document or the summary.
  init(liveActivity input: LiveActivityInput) {
    self.init(run: { (invocation: RunRequest, _: MessageSink) throws(RunStop) -> [String] in
      do throws(RunStop) {
        return try Self.write(input, for: invocation)
      } catch .unprintable(let t) {
        // Before the first row: nothing could be printed.
        return [RunStop.unprintableNote(t, in: invocation.zone)]
      }
    })
  }

  /// Writes the plan's rows as `invocation` asks, returning the notes for standard error.
  ///
  /// As a widget's run does, it stops at a date it cannot print with a note, and at a
  /// stop signal; either way the document, table, picture or summary of the rows before
  /// is written whole.
  private static func write(_ input: LiveActivityInput, for invocation: RunRequest)
    throws(RunStop) -> [String]
  {
    let plan = input.plan
    let lastEvent = plan.events.reduce(input.start) {
      max($0, $1.date.timeIntervalSinceReferenceDate)
    }
    let end = invocation.until ?? lastEvent
    var rows = LiveActivityRows(plan, texts: input.texts, end: end, mode: invocation.mode)
    var report = Report(
      out: OutputBuffer(to: invocation.destination), for: invocation, items: .liveActivityEvents)
    // What is written whole at the end is closed when a stop signal ends the run; lines
    // die of the signal where they stand, as a schedule's do.
    let closesAtStop =
      invocation.format == .json || invocation.format == .table || invocation.format == .svg
      || invocation.output.summary
    if closesAtStop { invocation.clock.catchStopSignals(abandoningWritesAtOnce: false) }
    let facts = LiveActivityPlanFacts(
      start: input.start, end: end, names: input.names, budget: plan.assumedHourlyPushBudget,
      pushCounts: plan.pushCounts)
    try report.begin(
      ReportHeader(
        liveActivity: facts, members: members(of: input, zone: invocation.zone),
        now: invocation.now, timeZone: invocation.zone.name))
    // The warnings write their dates as the rows do, in the run's zone.
    var dates = DateWriter(zone: invocation.zone)
    let footer = ReportFooter(
      warnings: plan.warnings.map { warning in
        WidgetPitfall(warning) { dates.string($0.timeIntervalSinceReferenceDate) }
      },
      assumptions: plan.assumptions.map(\.description))
    var notes: [String] = []
    // The summary counts every row; `--count` limits the rows shown.
    var remaining = invocation.output.summary ? Int.max : invocation.count ?? .max
    do throws(RunStop) {
      while remaining > 0, let row = rows.next() {
        if invocation.clock.stopRequested { throw RunStop.stopSignal }
        try report.write(row)
        remaining -= 1
      }
    } catch .unprintable(let t) {
      notes.append(RunStop.unprintableNote(t, in: invocation.zone))
    } catch .stopSignal {
      try report.end(footer)
      throw .stopSignal
    }
    try report.end(footer)
    if !invocation.output.summary, invocation.format != .json {
      notes += footer.warnings.map(\.note)
    }
    if rows.textsTruncated {
      notes.append(
        "Note: the texts' updates stopped at \(LiveActivityRows.textLimit); give --until to plan less"
      )
    }
    return notes
  }

  /// The `"liveActivity"` object's members: the activities by name, and the budget.
  private static func members(of input: LiveActivityInput, zone: TimeZoneChoice) -> [String] {
    var writer = DateWriter(zone: zone)
    let start = JSONText.string(writer.string(input.start) ?? "")
    let names = input.names.map(JSONText.string).joinedText(separator: ", ")
    let budget = input.plan.assumedHourlyPushBudget.map { "\($0)" } ?? "null"
    return ["\"start\": \(start)", "\"activities\": [\(names)]", "\"pushBudget\": \(budget)"]
  }
}
