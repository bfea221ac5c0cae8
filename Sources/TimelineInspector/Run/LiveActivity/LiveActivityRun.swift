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
      try Self.run(input, for: invocation).write(for: invocation)
    })
  }

  /// The run of the plan's rows as `invocation` asks (``PlanRun``).
  private static func run(_ input: LiveActivityInput, for invocation: RunRequest)
    -> PlanRun<LiveActivityRows>
  {
    let plan = input.plan
    let lastEvent = plan.events.reduce(input.start) {
      max($0, $1.date.timeIntervalSinceReferenceDate)
    }
    let end = invocation.until ?? lastEvent
    let rows = LiveActivityRows(plan, texts: input.texts, end: end, mode: invocation.mode)
    let facts = LiveActivityPlanFacts(
      start: input.start, end: end, names: input.names, budget: plan.assumedHourlyPushBudget,
      pushCounts: plan.pushCounts)
    let header = ReportHeader(
      liveActivity: facts, members: members(of: input, zone: invocation.zone),
      now: invocation.now, timeZone: invocation.zone.name)
    // The warnings write their dates as the rows do, in the run's zone.
    var dates = DateWriter(zone: invocation.zone)
    let warnings = plan.warnings.map { warning in
      PlanPitfall(warning) { dates.string($0.timeIntervalSinceReferenceDate) }
    }
    return PlanRun(
      rows: rows, items: .liveActivityEvents, header: header, warnings: warnings,
      assumptions: plan.assumptions.map(\.description))
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
