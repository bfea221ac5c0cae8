/// One run of a plan (a widget's, a Live Activity's), whatever the product: its rows
/// written by the report of the chosen format, and the notes for standard error.
///
/// The product makes the plan whole first (so that input it cannot plan is refused with
/// nothing on standard output, and the plan's end and warnings are known), then hands
/// its rows here. A third product is one more ``PlanRows`` and row kind, run the same way.
struct PlanRun<Rows: PlanRows> {
  /// The plan's rows, from the first.
  var rows: Rows
  /// What the rows are.
  var items: Report.Items
  /// What the report says before the rows.
  var header: ReportHeader
  /// The plan's own warnings; the rows' pitfalls come after them.
  var warnings: [PlanPitfall]
  /// What the plan assumed where the documentation is silent (ours).
  var assumptions: [String] = []
  /// The product's notes after the warnings' (a plan stopped at its event limit).
  var notes: [String] = []

  /// Writes the rows as `invocation` asks, returning the notes for standard error.
  ///
  /// As a schedule's run does, it stops at a date it cannot print with a note, and at a
  /// stop signal; either way the document, table, picture or summary of the rows before
  /// is written whole.
  consuming func write(for invocation: RunRequest) throws(RunStop) -> [String] {
    do throws(RunStop) {
      return try writeRows(for: invocation)
    } catch .unprintable(let t) {
      // Before the first row: nothing could be printed.
      return [RunStop.unprintableNote(t, in: invocation.zone)]
    }
  }

  private mutating func writeRows(for invocation: RunRequest) throws(RunStop) -> [String] {
    var report = Report(
      out: OutputBuffer(to: invocation.destination), for: invocation, items: items)
    // What is written whole at the end is closed when a stop signal ends the run; lines
    // die of the signal where they stand, as a schedule's do.
    let closesAtStop =
      invocation.format == .json || invocation.format == .table || invocation.format == .svg
      || invocation.output.summary
    if closesAtStop { invocation.clock.catchStopSignals(abandoningWritesAtOnce: false) }
    // The summary counts every row; `--count` limits the rows shown.
    var remaining = invocation.output.summary ? Int.max : invocation.count ?? .max
    if report.measuresRows { try measure(remaining, into: &report) }
    try report.begin(header)
    var notes: [String] = []
    do throws(RunStop) {
      while remaining > 0, let row = rows.next() {
        if invocation.clock.stopRequested { throw RunStop.stopSignal }
        try report.write(row)
        remaining -= 1
      }
    } catch .unprintable(let t) {
      notes.append(RunStop.unprintableNote(t, in: invocation.zone))
    } catch .stopSignal {
      try report.end(ReportFooter(warnings: warnings + rows.pitfalls, assumptions: assumptions))
      throw .stopSignal
    }
    // The rows not shown still say what their texts' pitfalls are.
    if Rows.findsPitfalls { while rows.next() != nil {} }
    let footer = ReportFooter(warnings: warnings + rows.pitfalls, assumptions: assumptions)
    try report.end(footer)
    if !invocation.output.summary, invocation.format != .json {
      notes += footer.warnings.map(\.note)
    }
    notes += self.notes
    // As the text's own command says why it reads (not known).
    notes += rows.placeholderNotes
    if rows.textsTruncated {
      notes.append(
        "Note: the texts' updates stopped at \(Rows.textLimit); give --until to plan less")
    }
    return notes
  }

  /// Passes the first `count` rows to the report to measure, in a copy of the rows (the
  /// rows are made again as they are written), up to the first date the report cannot
  /// print, where the writing stops too.
  private func measure(_ count: Int, into report: inout Report) throws(RunStop) {
    var ahead = rows
    var left = count
    do throws(RunStop) {
      while left > 0, let row = ahead.next() {
        try report.measure(row, of: header)
        left -= 1
      }
    } catch .unprintable {
      // The rows written stop at the same row.
    }
  }
}
