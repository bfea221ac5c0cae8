import TimelineCore

/// `widget --summary`: what a person wants to know of a plan, then each pitfall with its
/// source; with `--format json`, one object.
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
struct WidgetSummaryWriter: WidgetWriter {
  let json: Bool

  /// The counts of one plan.
  struct Counts: Equatable {
    var events = 0
    var eligible = 0
    var requests: [String: Int] = ["policy": 0, "app": 0, "free": 0, "retry": 0]
    var granted = 0
    var refused = 0
    var textUpdates = 0

    init(_ rows: [WidgetRow]) {
      for row in rows {
        events += 1
        switch (row.event, row.detail) {
        case (.eligible, _): eligible += 1
        case (.request, .trigger(let trigger)):
          requests[WidgetRow.name(of: trigger), default: 0] += 1
        case (.assumedGranted, _): granted += 1
        case (.assumedRefused, _): refused += 1
        case (.text, _): textUpdates += 1
        default: break
        }
      }
    }

    var requestTotal: Int { requests.values.reduce(0, +) }
  }

  static let triggers = ["policy", "app", "free", "retry"]

  func write(_ report: WidgetReport, to output: inout WidgetOutput) throws(RunStop) {
    let counts = Counts(report.allRows)
    let first = try report.allRows.first.map { row throws(RunStop) in try output.date(row.date) }
    let last = try report.allRows.last.map { row throws(RunStop) in try output.date(row.date) }
    if json {
      try output.write(Self.json(report, counts, first: first, last: last))
      return
    }
    var text = "events: \(counts.events)\n"
    text += "first: \(first ?? "none")\nlast: \(last ?? "none")\n"
    text += "entries eligible: \(counts.eligible)\n"
    let byTrigger = Self.triggers.map { "\($0) \(counts.requests[$0] ?? 0)" }
    text += "reload requests: \(counts.requestTotal) (\(byTrigger.joinedText(separator: ", ")))\n"
    if let budget = report.budget {
      text += "budget: \(Self.profile(budget)) (assumed)\n"
      text += "assumed granted: \(counts.granted), assumed refused: \(counts.refused)\n"
    } else {
      text += "budget: none (no verdicts: give --budget documented, staff or a number)\n"
    }
    text += "text updates: \(counts.textUpdates)\n"
    for pitfall in report.pitfalls {
      text += "warning: \(pitfall.message) [\(pitfall.source.rawValue)]\n"
    }
    try output.write(text)
  }

  /// `documented, 40 a day of 40–70`, `staff, 72 a day`, `ours, 12 a day`.
  static func profile(_ budget: WidgetReloadBudget) -> String {
    let range = budget.dailyRange
    let of =
      range.lowerBound == range.upperBound ? "" : " of \(range.lowerBound)–\(range.upperBound)"
    return "\(budget.source.rawValue), \(budget.grantedPerDay) a day\(of)"
  }

  private static func json(
    _ report: WidgetReport, _ counts: Counts, first: String?, last: String?
  ) -> String {
    func string(_ text: String?) -> String { text.map(JSONText.string) ?? "null" }
    let requests = triggers.map { "\"\($0)\": \(counts.requests[$0] ?? 0)" }
    let budget = report.budget.map {
      "{\"source\": \"\($0.source.rawValue)\", \"perDay\": \($0.grantedPerDay), \"granted\": \(counts.granted), \"refused\": \(counts.refused)}"
    }
    var text = "{\n  \"widget\": {\(report.members.joinedText(separator: ", "))},\n"
    text +=
      "  \"events\": \(counts.events),\n  \"first\": \(string(first)),\n  \"last\": \(string(last)),\n"
    text += "  \"eligible\": \(counts.eligible),\n"
    text += "  \"requests\": {\(requests.joinedText(separator: ", "))},\n"
    text += "  \"budget\": \(budget ?? "null"),\n"
    text += "  \"textUpdates\": \(counts.textUpdates),\n"
    text += "  \"warnings\": ["
    for (index, pitfall) in report.pitfalls.enumerated() {
      text += (index == 0 ? "\n    " : ",\n    ") + WidgetJSONWriter.object(pitfall)
    }
    text += report.pitfalls.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
    return text
  }
}
