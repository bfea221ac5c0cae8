import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension PreparedSchedule {
  /// `widget`'s input, planned up to `--until` when the run starts and written in the
  /// chosen format (or compared with `--check`'s file); the pitfalls go to standard error,
  /// or into the summary.
  init(widget input: WidgetInput) {
    self.init(run: { (invocation: Invocation, _: MessageSink) throws(RunStop) -> [String] in
      let plan: WidgetTimelinePlan
      do throws(WidgetTimelineError) {
        plan = try input.plan(until: invocation.until)
      } catch {
        throw .badInput(
          .validation("Cannot plan the widget: \(error.description)", in: invocation.command))
      }
      var dates = DateWriter(zone: invocation.zone)
      let lastEvent = plan.events.last?.date.timeIntervalSinceReferenceDate ?? 0
      let end = invocation.until ?? lastEvent
      let built = WidgetRows(
        plan, texts: input.texts, end: end, mode: invocation.mode,
        dateText: { dates.string($0) ?? "\($0)" })
      let all = built.rows
      let report = WidgetReport(
        rows: invocation.count.map { Array(all.prefix($0)) } ?? all, allRows: all,
        pitfalls: plan.warnings.map(WidgetPitfall.init) + built.pitfalls, budget: plan.budget,
        start: input.providedAt.timeIntervalSinceReferenceDate, end: end, now: invocation.now,
        timeZone: invocation.zone.name, members: Self.members(of: input, zone: invocation.zone),
        isTruncated: plan.isTruncated)
      var output = WidgetOutput(
        out: OutputBuffer(to: invocation.destination),
        dates: DatePrinter(format: invocation.dateFormat, zone: invocation.zone))
      do throws(RunStop) {
        try Self.writer(for: invocation).write(report, to: &output)
        try output.flush()
      } catch .unprintable(let t) {
        try output.flush()
        return [
          "Note: stopped: a date is \(t >= 0 ? "after year 9999" : "before year 0001") in \(invocation.zone.name), which tlsched cannot print"
        ]
      }
      var notes: [String] = []
      if !invocation.output.summary, invocation.format != .json {
        notes += report.pitfalls.map(\.note)
      }
      if plan.isTruncated {
        notes.append(
          "Note: the plan stopped at \(WidgetTimelinePlan.defaultEventLimit) events; give --until to plan less"
        )
      }
      if built.textsTruncated {
        notes.append(
          "Note: the texts' updates stopped at \(WidgetRows.textLimit); give --until to plan less")
      }
      return notes
    })
  }

  /// The writer `--format` and `--summary` ask for.
  private static func writer(for invocation: Invocation) -> any WidgetWriter {
    if invocation.output.summary { return WidgetSummaryWriter(json: invocation.format == .json) }
    switch invocation.format {
    case .text:
      return WidgetLinesWriter(separator: "\t", header: invocation.output.header, quotes: false)
    case .tsv: return WidgetLinesWriter(separator: "\t", header: true, quotes: false)
    case .csv: return WidgetLinesWriter(separator: ",", header: true, quotes: true)
    case .json: return WidgetJSONWriter(document: true)
    case .ndjson: return WidgetJSONWriter(document: false)
    case .table: return WidgetTableWriter()
    case .svg: return WidgetPictureWriter(zone: invocation.zone)
    }
  }

  /// The `"widget"` object's members: what was planned.
  private static func members(of input: WidgetInput, zone: TimeZoneChoice) -> [String] {
    var writer = DateWriter(zone: zone)
    func date(_ date: Date) -> String {
      JSONText.string(writer.string(date.timeIntervalSinceReferenceDate) ?? "")
    }
    var members = ["\"providedAt\": \(date(input.providedAt))"]
    switch input.source {
    case .timelines(let timelines):
      if timelines.count > 1 { members.append("\"timelines\": \(timelines.count)") }
      members.append("\"entries\": \(timelines.map(\.entries.count).reduce(0, +))")
      switch timelines[0].policy {
      case .atEnd: members.append("\"policy\": \"at-end\"")
      case .never: members.append("\"policy\": \"never\"")
      case .after(let when): members.append("\"policy\": {\"after\": \(date(when))}")
      }
    case .provider(let rule):
      let policy =
        switch rule.policy {
        case .atEnd: "\"at-end\""
        case .never: "\"never\""
        case .after(let seconds): "{\"after\": \(JSONText.number(seconds))}"
        }
      members.append(
        "\"provider\": {\"entries\": \(rule.entryCount), \"every\": \(JSONText.number(rule.spacing)), \"policy\": \(policy)}"
      )
    }
    if let budget = input.budget {
      members.append(
        "\"budget\": {\"source\": \"\(budget.source.rawValue)\", \"perDay\": \(budget.grantedPerDay)}"
      )
    } else {
      members.append("\"budget\": null")
    }
    return members
  }
}
