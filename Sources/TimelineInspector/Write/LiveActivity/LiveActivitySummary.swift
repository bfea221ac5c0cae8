import TimelineCore

/// `live-activity --summary` (``SummaryWriter``): what a person wants to know of a plan,
/// then each pitfall and assumption with its source; with `--format json`, one object.
/// It counts the rows as they come, in memory that grows with the activities only.
///
///     events: 13
///     first: 2025-01-01T09:00:00Z
///     last: 2025-01-01T09:00:06Z
///     activities: 1 (refused 0)
///     updates: applied 0, ignored 0
///     longest stale: none
///     ended but visible: 3s (longest: activity 0, 3s from 2025-01-01T09:00:03Z) [documented]
///     priority-10 pushes: 0 (a count: the budget is not published) [staff]
///     …
///     warning: the .timer text of the initial content of activity 0 reaches its date, … [documented]
///     assumption: activity 0 is assumed left on the Lock Screen until … [ours]
///
/// Budgets are counts, never verdicts (docs/semantics.md, "Live Activities", "Budgets as
/// counts").
struct LiveActivitySummary {
  /// The `"liveActivity"` object's members, rendered.
  let members: [String]
  let facts: LiveActivityPlanFacts

  private var events = 0
  private var first: Double?
  private var last: Double?
  private var refused = 0
  private var applied = 0
  private var ignored = 0
  private var textUpdates = 0
  /// Per activity: since when it is stale, and since when it is ended, while it is.
  private var staleSince: [Double?]
  private var endedSince: [Double?]
  /// The longest stale span so far: its activity, start and length.
  private var longestStale: (activity: Int, start: Double, length: Double)?
  /// The time every activity spent ended but still on the Lock Screen, and the longest.
  private var endedVisible = 0.0
  private var longestEnded: (activity: Int, start: Double, length: Double)?

  init(members: [String], facts: LiveActivityPlanFacts) {
    self.members = members
    self.facts = facts
    staleSince = Array(repeating: nil, count: facts.names.count)
    endedSince = Array(repeating: nil, count: facts.names.count)
  }

  /// Counts `row`.
  mutating func add(_ row: LiveActivityRow) {
    events += 1
    if first == nil { first = row.date }
    last = row.date
    let a = row.activity
    guard a < staleSince.count else { return }
    switch row.event {
    case .startRefused: refused += 1
    case .update: applied += 1
    case .updateIgnored: ignored += 1
    case .text: textUpdates += 1
    case .stale: staleSince[a] = row.date
    case .active, .ended, .dismissed:
      closeStale(a, at: row.date)
      if row.event == .ended { endedSince[a] = row.date }
      if row.event == .dismissed { closeEnded(a, at: row.date) }
    default: break
    }
  }

  private mutating func closeStale(_ a: Int, at t: Double) {
    guard let since = staleSince[a] else { return }
    staleSince[a] = nil
    if t - since > longestStale?.length ?? -1 { longestStale = (a, since, t - since) }
  }

  private mutating func closeEnded(_ a: Int, at t: Double) {
    guard let since = endedSince[a] else { return }
    endedSince[a] = nil
    endedVisible += t - since
    if t - since > longestEnded?.length ?? -1 { longestEnded = (a, since, t - since) }
  }

  /// The summary, as text or JSON, with the footer's warnings and assumptions; the spans
  /// still open are closed at the plan's end.
  mutating func written(json: Bool, footer: ReportFooter, sink: inout ReportSink)
    throws(RunStop) -> String
  {
    let end = last.map { max($0, facts.end) } ?? facts.end
    for a in staleSince.indices {
      closeStale(a, at: end)
      closeEnded(a, at: end)
    }
    func date(_ t: Double?) throws(RunStop) -> String? {
      guard let t else { return nil }
      return try sink.string(t)
    }
    func name(_ a: Int) -> String { a < facts.names.count ? facts.names[a] : String(a) }
    let counts = facts.pushCounts
    let firstText = try date(first)
    let lastText = try date(last)
    let busiestEnd = try date(
      counts.busiestHourOfHighPriorityPushesEnd?.timeIntervalSinceReferenceDate)
    let startsEnd = try date(counts.busiestHourOfPushToStartsEnd?.timeIntervalSinceReferenceDate)
    let staleStart = try date(longestStale?.start)
    let endedStart = try date(longestEnded?.start)
    if json {
      func string(_ text: String?) -> String { text.map(JSONText.string) ?? "null" }
      func span(_ span: (activity: Int, start: Double, length: Double)?, _ start: String?)
        -> String
      {
        guard let span else { return "null" }
        return
          "{\"activity\": \(JSONText.string(name(span.activity))), \"from\": \(string(start)), \"seconds\": \(JSONText.number(span.length))}"
      }
      let share = counts.lowPriorityShare.map { JSONText.number($0) } ?? "null"
      var text = "{\n  \"liveActivity\": {\(members.joinedText(separator: ", "))},\n"
      text +=
        "  \"events\": \(events),\n  \"first\": \(string(firstText)),\n  \"last\": \(string(lastText)),\n"
      text += "  \"activities\": \(facts.names.count),\n  \"refused\": \(refused),\n"
      text += "  \"updates\": {\"applied\": \(applied), \"ignored\": \(ignored)},\n"
      text += "  \"longestStale\": \(span(longestStale, staleStart)),\n"
      text +=
        "  \"endedButVisible\": {\"seconds\": \(JSONText.number(endedVisible)), \"longest\": \(span(longestEnded, endedStart))},\n"
      text +=
        "  \"pushes\": {\"priority10\": \(counts.highPriorityPushes), \"busiestHour\": \(counts.busiestHourOfHighPriorityPushes), \"busiestHourEnd\": \(string(busiestEnd)), \"priority5\": \(counts.lowPriorityPushes), \"priority5Share\": \(share), \"pushToStarts\": \(counts.pushToStarts), \"busiestHourOfPushToStarts\": \(counts.busiestHourOfPushToStarts), \"busiestHourOfPushToStartsEnd\": \(string(startsEnd))},\n"
      text +=
        "  \"localUpdatesCloserThan15Seconds\": \(counts.localUpdatesCloserThanFifteenSeconds),\n"
      let budget = facts.budget.map {
        "{\"perHour\": \($0), \"source\": \"ours\", \"pushesOver\": \(counts.pushesOverAssumedBudget ?? 0)}"
      }
      text += "  \"pushBudget\": \(budget ?? "null"),\n"
      text += "  \"textUpdates\": \(textUpdates),\n"
      text += "  \"warnings\": \(footer.warningsList),\n"
      text += "  \"assumptions\": \(footer.assumptionsList)\n}\n"
      return text
    }
    var text = "events: \(events)\n"
    text += "first: \(firstText ?? "none")\nlast: \(lastText ?? "none")\n"
    text += "activities: \(facts.names.count) (refused \(refused))\n"
    text += "updates: applied \(applied), ignored \(ignored)\n"
    if let longestStale {
      text +=
        "longest stale: \(CompactDuration.string(longestStale.length)) (activity \(name(longestStale.activity)) from \(staleStart ?? "")) [documented]\n"
    } else {
      text += "longest stale: none\n"
    }
    if let longestEnded {
      text +=
        "ended but visible: \(CompactDuration.string(endedVisible)) (longest: activity \(name(longestEnded.activity)), \(CompactDuration.string(longestEnded.length)) from \(endedStart ?? "")) [documented]\n"
    } else {
      text += "ended but visible: none\n"
    }
    let busiest =
      busiestEnd.map { ", busiest hour \(counts.busiestHourOfHighPriorityPushes) ending \($0)" }
      ?? ""
    text +=
      "priority-10 pushes: \(counts.highPriorityPushes)\(busiest) (a count: the budget is not published) [staff]\n"
    let share = counts.lowPriorityShare.map { ", \(Int(($0 * 100).rounded())) % of pushes" } ?? ""
    text += "priority-5 pushes: \(counts.lowPriorityPushes)\(share) [documented]\n"
    let starts =
      startsEnd.map { ", busiest hour \(counts.busiestHourOfPushToStarts) ending \($0)" } ?? ""
    text += "push-to-starts: \(counts.pushToStarts)\(starts) [staff]\n"
    text +=
      "local updates less than 15 s apart: \(counts.localUpdatesCloserThanFifteenSeconds) pairs [staff]\n"
    if let budget = facts.budget {
      text +=
        "push budget: \(budget) an hour, assumed; pushes over it: \(counts.pushesOverAssumedBudget ?? 0) [ours]\n"
    } else {
      text += "push budget: none (no verdicts: give --push-budget N to assume one)\n"
    }
    text += "text updates: \(textUpdates)\n"
    for pitfall in footer.warnings {
      text += "warning: \(pitfall.message) [\(pitfall.source.rawValue)]\n"
    }
    for assumption in footer.assumptions {
      text += "assumption: \(assumption) [ours]\n"
    }
    return text
  }
}
