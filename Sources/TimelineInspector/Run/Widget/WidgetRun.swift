import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension PreparedSchedule {
  /// `widget`'s input, planned up to `--until` when the run starts and written by the
  /// report of the chosen format (or compared with `--check`'s file), row by row; the
  /// pitfalls go to standard error, or into the JSON document or the summary.
  init(widget input: WidgetInput) {
    self.init(run: { (invocation: RunRequest, _: MessageSink) throws(RunStop) -> [String] in
      // The plan is made twice: once whole, before anything is written, so that input
      // it cannot plan is refused with nothing on standard output, and its end and
      // warnings are known; then again, row by row, as it is written.
      let events: WidgetPlanEvents
      let whole: WholePlan
      do throws(WidgetTimelineError) {
        events = try input.events(until: invocation.until)
        whole = try WholePlan(events, zone: invocation.zone)
      } catch {
        // Caused by a line of --file: bad data, naming the line (docs/cli.md, "widget").
        if let lines = input.fileLines, let line = lines.line(causing: error) {
          throw .badInput(
            .inputLine(
              line, of: lines.name, "cannot be planned: \(error.description)",
              in: invocation.command))
        }
        throw .badInput(
          .validation("Cannot plan the widget: \(error.description)", in: invocation.command))
      }
      return try Self.run(events, whole, of: input, for: invocation).write(for: invocation)
    })
  }

  /// The run of `plan`'s rows as `invocation` asks (``PlanRun``).
  private static func run(
    _ events: WidgetPlanEvents, _ plan: WholePlan, of input: WidgetInput,
    for invocation: RunRequest
  ) -> PlanRun<WidgetRows> {
    var dates = DateWriter(zone: invocation.zone)
    let end = invocation.until ?? plan.lastEvent
    let rows = WidgetRows(
      events, timelines: input.givenTimelines, end: end, mode: invocation.mode,
      dateText: { dates.string($0) ?? "\($0)" })
    var facts = WidgetPlanFacts(
      start: input.providedAt.timeIntervalSinceReferenceDate, end: end, budget: events.budget)
    if case .provider = input.source, invocation.until == nil {
      facts.plannedUntil =
        input.providedAt.addingTimeInterval(WidgetInput.providerSpan).timeIntervalSinceReferenceDate
    }
    let header = ReportHeader(
      widget: facts, members: members(of: input, zone: invocation.zone), now: invocation.now,
      timeZone: invocation.zone.name)
    var notes: [String] = []
    if plan.isTruncated {
      notes.append(
        "Note: the plan stopped at \(WidgetTimelinePlan.defaultEventLimit) events; give --until to plan less"
      )
    }
    return PlanRun(
      rows: rows, items: .widgetEvents, header: header, warnings: plan.pitfalls, notes: notes)
  }

  /// What the plan's first, whole run found: its end, its pitfalls and whether it
  /// stopped at the event limit.
  private struct WholePlan {
    /// The last event's date, in seconds since 2001 (0 for none).
    var lastEvent: Double = 0
    var pitfalls: [PlanPitfall]
    var isTruncated: Bool

    /// Runs `events` (a copy: the caller's goes on from the start) to its end; the
    /// pitfalls' dates are written as the rows' are, in `zone`.
    init(_ events: WidgetPlanEvents, zone: TimeZoneChoice) throws(WidgetTimelineError) {
      var events = events
      while let event = try events.next() {
        lastEvent = event.date.timeIntervalSinceReferenceDate
      }
      var dates = DateWriter(zone: zone)
      pitfalls = events.warnings.map {
        PlanPitfall($0) { dates.string($0.timeIntervalSinceReferenceDate) }
      }
      isTruncated = events.isTruncated
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
      members.append("\"entries\": \(timelines.map(\.timeline.entries.count).reduce(0, +))")
      func policy(_ policy: TimelineReloadPolicy) -> String {
        switch policy {
        case .atEnd: "\"at-end\""
        case .never: "\"never\""
        case .after(let when): "{\"after\": \(date(when))}"
        }
      }
      // One timeline: its policy; several: each one's, in their order.
      let policies = timelines.map { policy($0.timeline.policy) }
      members.append(
        "\"policy\": "
          + (policies.count == 1 ? policies[0] : "[\(policies.joinedText(separator: ", "))]"))
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
        "\"budget\": {\"source\": \"\(budget.source.rawValue)\", \"perDay\": \(budget.grantedPerDay), \"pacing\": \"\(budget.pacing.rawValue)\"}"
      )
    } else {
      members.append("\"budget\": null")
    }
    return members
  }
}
