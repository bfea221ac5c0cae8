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
///     budget: staff, 72 a day (assumed)
///     assumed granted: 1, assumed refused: 0
///     text updates: 0
///     warning: … [documented]
struct WidgetSummary {
  /// The `"widget"` object's members, rendered.
  let members: [String]
  /// The budget profile, if any.
  let budget: WidgetReloadBudget?

  private var events = 0
  private var first: Double?
  private var last: Double?
  private var eligible = 0
  /// The requests by trigger, in the order of ``triggers``.
  private var requests = [0, 0, 0, 0]
  private var granted = 0
  private var refused = 0
  private var textUpdates = 0

  /// The triggers, in the order the summary lists them.
  static let triggers: [WidgetReloadTrigger] = [.policy, .app, .free, .retry]

  init(members: [String], budget: WidgetReloadBudget?) {
    self.members = members
    self.budget = budget
  }

  /// Counts `row`.
  mutating func add(_ row: WidgetRow) {
    events += 1
    if first == nil { first = row.date }
    last = row.date
    switch (row.event, row.detail) {
    case (.eligible, _): eligible += 1
    case (.request, .trigger(let trigger)):
      if let index = Self.triggers.firstIndex(of: trigger) { requests[index] += 1 }
    case (.assumedGranted, _): granted += 1
    case (.assumedRefused, _): refused += 1
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
    let byTrigger = zip(Self.triggers, requests).map { (WidgetRow.name(of: $0), $1) }
    if json {
      func string(_ text: String?) -> String { text.map(JSONText.string) ?? "null" }
      let requests = byTrigger.map { "\"\($0)\": \($1)" }
      let budget = self.budget.map {
        "{\"source\": \"\($0.source.rawValue)\", \"perDay\": \($0.grantedPerDay), \"granted\": \(granted), \"refused\": \(refused)}"
      }
      var text = "{\n  \"widget\": {\(members.joinedText(separator: ", "))},\n"
      text +=
        "  \"events\": \(events),\n  \"first\": \(string(first)),\n  \"last\": \(string(last)),\n"
      text += "  \"eligible\": \(eligible),\n"
      text += "  \"requests\": {\(requests.joinedText(separator: ", "))},\n"
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
    if let budget {
      text += "budget: \(Self.profile(budget)) (assumed)\n"
      text += "assumed granted: \(granted), assumed refused: \(refused)\n"
    } else {
      text += "budget: none (no verdicts: give --budget documented, staff or a number)\n"
    }
    text += "text updates: \(textUpdates)\n"
    for pitfall in warnings {
      text += "warning: \(pitfall.message) [\(pitfall.source.rawValue)]\n"
    }
    return text
  }

  /// `documented, 40 a day of 40–70`, `staff, 72 a day`, `ours, 12 a day`.
  static func profile(_ budget: WidgetReloadBudget) -> String {
    let range = budget.dailyRange
    let of =
      range.lowerBound == range.upperBound ? "" : " of \(range.lowerBound)–\(range.upperBound)"
    return "\(budget.source.rawValue), \(budget.grantedPerDay) a day\(of)"
  }
}
