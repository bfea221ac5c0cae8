import TimelineCore

/// `live-activity --format svg` (``PictureWriter``): the plan as one picture, on the time
/// axis the other pictures use (``PictureAxis``). Each activity has four lanes: its
/// states as bands (pending, active, stale, ended), the span it holds the Dynamic
/// Island, the span it is on the Lock Screen, and its updates as marks (pushes taller
/// than local updates, ignored ones and pushes over the assumed budget as red crosses)
/// with the timer text's updates as ticks.
///
/// A band reaches the next change, so the rows are kept and drawn when the picture ends.
struct LiveActivityPicture {
  let zone: TimeZoneChoice
  let facts: LiveActivityPlanFacts
  let title: String
  private var rows: [LiveActivityRow] = []

  init(zone: TimeZoneChoice, facts: LiveActivityPlanFacts, title: String) {
    self.zone = zone
    self.facts = facts
    self.title = title
  }

  /// Adds `row`.
  mutating func add(_ row: LiveActivityRow) { rows.append(row) }

  private static let width = 960.0
  private static let left = 150.0
  private static let right = 30.0
  private static let laneHeight = 30.0
  private static let lanes = ["state", "island", "lock screen", "updates"]
  private static let stateColours: [LiveActivityRow.Event: String] = [
    .pending: "#bab0ac", .active: "#59a14f", .stale: "#edc948", .ended: "#9c755f",
  ]

  /// The picture, as an SVG document.
  func svg(sink: inout ReportSink) throws(RunStop) -> String {
    let start = min(facts.start, rows.first?.date ?? facts.start)
    // A plan stopped at a date the output cannot show ends at its last row.
    let planEnd = (try? sink.string(facts.end)) == nil ? rows.last?.date ?? start : facts.end
    var end = max(planEnd, rows.last?.date ?? planEnd)
    if end <= start { end = start + 60 }
    let activities = max(facts.names.count, 1)
    let laneCount = activities * Self.lanes.count
    let height = 70 + Double(laneCount) * Self.laneHeight + 60
    var svg = SVGDocument(width: Self.width, height: height)
    let plotWidth = Self.width - Self.left - Self.right
    func x(_ t: Double) -> Double { Self.left + (t - start) / (end - start) * plotWidth }
    func top(_ activity: Int, _ lane: Int) -> Double {
      50 + Double(activity * Self.lanes.count + lane) * Self.laneHeight
    }
    svg.text(title, x: Self.left, y: 24, size: 14, anchor: "start", bold: true)
    for activity in 0..<activities {
      let name = activity < facts.names.count ? facts.names[activity] : String(activity)
      for (index, lane) in Self.lanes.enumerated() {
        svg.text(
          "\(name) \(lane)", x: Self.left - 8, y: top(activity, index) + 19, size: 11,
          anchor: "end")
        svg.line(
          x1: Self.left, y1: top(activity, index) + 28, x2: Self.width - Self.right,
          y2: top(activity, index) + 28, stroke: "#dddddd", dashed: false)
      }
    }
    func band(_ activity: Int, _ lane: Int, from: Double, to: Double, fill: String) {
      svg.rect(
        x: x(from), y: top(activity, lane) + 6, width: max(x(to) - x(from), 1), height: 20,
        fill: fill)
    }
    func cross(_ activity: Int, at t: Double) {
      let y = top(activity, 3)
      svg.line(
        x1: x(t) - 5, y1: y + 4, x2: x(t) + 5, y2: y + 14, stroke: "#e15759", dashed: false,
        width: 2)
      svg.line(
        x1: x(t) - 5, y1: y + 14, x2: x(t) + 5, y2: y + 4, stroke: "#e15759", dashed: false,
        width: 2)
    }
    var state: [(event: LiveActivityRow.Event, since: Double)?] = Array(
      repeating: nil, count: activities)
    var island: [Double?] = Array(repeating: nil, count: activities)
    var lockScreen: [Double?] = Array(repeating: nil, count: activities)
    for row in rows where row.activity < activities {
      let a = row.activity
      switch row.event {
      case .pending, .active, .stale, .ended, .dismissed:
        if let (event, since) = state[a], let fill = Self.stateColours[event] {
          band(a, 0, from: since, to: row.date, fill: fill)
        }
        state[a] = (row.event, row.date)
      case .islandGained: island[a] = row.date
      case .islandLost:
        if let since = island[a] { band(a, 1, from: since, to: row.date, fill: "#4e79a7") }
        island[a] = nil
      case .lockScreenGained: lockScreen[a] = row.date
      case .lockScreenLost:
        if let since = lockScreen[a] { band(a, 2, from: since, to: row.date, fill: "#a0cbe8") }
        lockScreen[a] = nil
      case .update, .finalContent:
        var isPush = false
        if case .update(_, .push) = row.detail { isPush = true }
        svg.line(
          x1: x(row.date), y1: top(a, 3) + (isPush ? 2 : 8), x2: x(row.date),
          y2: top(a, 3) + 26, stroke: "#333333", dashed: false, width: 2)
      case .updateIgnored, .endIgnored, .overBudget, .startRefused:
        cross(a, at: row.date)
      case .text:
        svg.line(
          x1: x(row.date), y1: top(a, 3) + 18, x2: x(row.date), y2: top(a, 3) + 26,
          stroke: "#76b7b2", dashed: false)
      }
    }
    // What is still open at the end reaches it.
    for a in 0..<activities {
      if let (event, since) = state[a], let fill = Self.stateColours[event] {
        band(a, 0, from: since, to: end, fill: fill)
      }
      if let since = island[a] { band(a, 1, from: since, to: end, fill: "#4e79a7") }
      if let since = lockScreen[a] { band(a, 2, from: since, to: end, fill: "#a0cbe8") }
    }
    // The axis, in the zone's local time.
    let axisY = top(activities - 1, Self.lanes.count) + 8
    svg.line(
      x1: Self.left, y1: axisY, x2: Self.width - Self.right, y2: axisY, stroke: "#333333",
      dashed: false)
    var cursor = zone.offsetCursor()
    let fixed = zone.fixedOffset ?? 0
    let step = PictureAxis.step(for: end - start)
    let ticks = PictureAxis.ticks(from: start, to: end, step: step) {
      cursor?.offset(at: $0) ?? fixed
    }
    for tick in ticks {
      svg.line(x1: x(tick), y1: axisY, x2: x(tick), y2: axisY + 5, stroke: "#333333", dashed: false)
      svg.text(try sink.string(tick), x: x(tick), y: axisY + 18, size: 9, anchor: "middle")
    }
    let legend =
      "state: grey pending, green active, yellow stale, brown ended · blue: island, light blue: Lock Screen · updates: tall push, short local, red ×: ignored or over the assumed budget · teal ticks: timer text"
    svg.text(legend, x: Self.left, y: height - 12, size: 10, anchor: "start")
    return svg.finish()
  }
}
