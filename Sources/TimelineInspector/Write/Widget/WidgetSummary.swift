import TimelineCore

/// `widget --summary` (``SummaryWriter``): what a person wants to know of a plan, then
/// each pitfall with its source; with `--format json`, one object. It counts the rows as
/// they come, in constant memory.
///
///     events: 6
///     first: 2025-01-01T09:00:00Z
///     last: 2025-01-01T10:00:00Z
///     entries eligible: 3
///     reload requests: 1 (policy 1, app 0, free 0, retry 0)
///     budget: staff, 72 a day, burst (assumed)
///     assumed granted: 1, assumed refused: 0
///     longest without a granted reload: 1h, from 2025-01-01T09:00:00Z to 2025-01-01T10:00:00Z
///     first refusal: none
///     text updates: 0
///     warning: … [documented]
///
/// The requests of the other triggers (`policy-time-unknown`, `foreground`,
/// `foreground-end`, `system`) are listed when there are some, and a plan with the app's
/// or the system's requests says that their delay is not documented.
struct WidgetSummary {
  /// The `"widget"` object's members, rendered.
  let members: [String]
  /// The budget profile, if any.
  let budget: WidgetReloadBudget?
  /// The plan's end (`--until`, a provider's day, or its last event): the longest span
  /// without a granted reload may run to it.
  let end: Double

  private var events = 0
  private var first: Double?
  private var last: Double?
  private var eligible = 0
  /// The requests by trigger, in the order of ``triggers``.
  private var requests = [0, 0, 0, 0, 0, 0, 0, 0]
  private var granted = 0
  private var refused = 0
  private var textUpdates = 0
  /// The last granted reload (or the plan's start), the longest span from one to the
  /// next, and the first refusal.
  private var lastGrant: Double?
  private var longest: (from: Double, to: Double)?
  private var firstRefusal: Double?

  /// The triggers, in the order the summary lists them: the first four always, the
  /// others when they asked (``listsAlways``).
  static let triggers: [WidgetReloadTrigger] = [
    .policy, .app, .free, .retry, .policyAtUnknownTime, .foreground, .foregroundEnd, .system,
  ]
  /// How many of ``triggers`` are listed even when none asked.
  private static let listsAlways = 4

  init(members: [String], budget: WidgetReloadBudget?, end: Double) {
    self.members = members
    self.budget = budget
    self.end = end
  }

  /// Takes the span from the last grant to `date` as the longest if it is longer.
  private mutating func closeSpan(at date: Double) {
    guard let from = lastGrant else { return }
    if date - from > longest.map({ $0.to - $0.from }) ?? -1 { longest = (from, date) }
  }

  /// Counts `row`.
  mutating func add(_ row: WidgetRow) {
    events += 1
    if first == nil {
      first = row.date
      lastGrant = row.date
    }
    last = row.date
    switch (row.event, row.detail) {
    case (.eligible, _): eligible += 1
    case (.request, .trigger(let trigger)):
      if let index = Self.triggers.firstIndex(of: trigger) { requests[index] += 1 }
    case (.assumedGranted, _):
      granted += 1
      closeSpan(at: row.date)
      lastGrant = row.date
    case (.assumedRefused, _):
      refused += 1
      if firstRefusal == nil { firstRefusal = row.date }
    case (.text, _): textUpdates += 1
    default: break
    }
  }

  /// The summary, as text or JSON, with the `warnings` found.
  func written(json: Bool, warnings: [PlanPitfall], sink: inout ReportSink) throws(RunStop)
    -> String
  {
    let first = try first.map { t throws(RunStop) in try sink.string(t) }
    let last = try last.map { t throws(RunStop) in try sink.string(t) }
    let byTrigger = zip(Self.triggers, requests).enumerated()
      .filter { $0.offset < Self.listsAlways || $0.element.1 > 0 }
      .map { (WidgetRow.name(of: $0.element.0), $0.element.1) }
    // The span after the last grant runs to the plan's end.
    var spans = self
    if budget != nil, let lastDate = self.last {
      // Where the plan's end cannot be printed (past year 9999), the span ends at the
      // last row, as the rows do.
      let tail = max(end, lastDate)
      spans.closeSpan(at: (try? sink.string(tail)) != nil ? tail : lastDate)
    }
    let longest = try spans.longest.map { span throws(RunStop) in
      (span.to - span.from, try sink.string(span.from), try sink.string(span.to))
    }
    let firstRefusal = try self.firstRefusal.map { t throws(RunStop) in try sink.string(t) }
    // The app's and the system's requests are acted on at once here (or at a foreground
    // span's end): how late they really come is not documented.
    let asksFromOutside = byTrigger.contains { name, count in
      count > 0 && ["app", "free", "foreground", "system"].contains(name)
    }
    if json {
      func string(_ text: String?) -> String { text.map(JSONText.string) ?? "null" }
      let requests = byTrigger.map { "\"\($0)\": \($1)" }
      let longestJSON =
        longest.map {
          "{\"seconds\": \(JSONText.number($0.0)), \"from\": \(string($0.1)), \"to\": \(string($0.2))}"
        } ?? "null"
      let budget = self.budget.map {
        "{\"source\": \"\($0.source.rawValue)\", \"perDay\": \($0.grantedPerDay), \"pacing\": \"\($0.pacing.rawValue)\", \"granted\": \(granted), \"refused\": \(refused), \"longestWithoutGrant\": \(longestJSON), \"firstRefusal\": \(string(firstRefusal))}"
      }
      var text = "{\n  \"widget\": {\(members.joinedText(separator: ", "))},\n"
      text +=
        "  \"events\": \(events),\n  \"first\": \(string(first)),\n  \"last\": \(string(last)),\n"
      text += "  \"eligible\": \(eligible),\n"
      text += "  \"requests\": {\(requests.joinedText(separator: ", "))},\n"
      if asksFromOutside { text += "  \"requestDelay\": \"not documented\",\n" }
      text += "  \"budget\": \(budget ?? "null"),\n"
      text += "  \"textUpdates\": \(textUpdates),\n"
      text += "  \"warnings\": \(ReportFooter(warnings: warnings).warningsList)\n}\n"
      return text
    }
    var text = "events: \(events)\n"
    text += "first: \(first ?? "none")\nlast: \(last ?? "none")\n"
    text += "entries eligible: \(eligible)\n"
    let total = requests.reduce(0, +)
    text +=
      "reload requests: \(total) (\(byTrigger.map { "\($0) \($1)" }.joinedText(separator: ", ")))\n"
    if asksFromOutside {
      text += "request delay: not documented (the plan acts at once, or at a foreground span's"
      text += " end as observed)\n"
    }
    if let budget {
      text += "budget: \(Self.profile(budget)) (assumed)\n"
      text += "assumed granted: \(granted), assumed refused: \(refused)\n"
      if let (length, from, to) = longest {
        text += "longest without a granted reload: \(CompactDuration.string(length)),"
        text += " from \(from) to \(to)\n"
      }
      text += "first refusal: \(firstRefusal ?? "none")\n"
    } else {
      text += "budget: none (no verdicts: give --budget documented, staff or a number)\n"
    }
    text += "text updates: \(textUpdates)\n"
    for pitfall in warnings {
      text += "warning: \(pitfall.message) [\(pitfall.source.rawValue)]\n"
    }
    return text
  }

  /// `documented, 40 a day of 40–70, burst`, `staff, 72 a day, paced`, `ours, 12 a day,
  /// burst`.
  static func profile(_ budget: WidgetReloadBudget) -> String {
    let range = budget.dailyRange
    let of =
      range.lowerBound == range.upperBound ? "" : " of \(range.lowerBound)–\(range.upperBound)"
    return
      "\(budget.source.rawValue), \(budget.grantedPerDay) a day\(of), \(budget.pacing.rawValue)"
  }
}
