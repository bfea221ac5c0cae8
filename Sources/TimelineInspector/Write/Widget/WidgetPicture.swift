import TimelineCore

/// `widget --format svg` (``PictureWriter``): the plan as one picture, on the time axis
/// the schedule pictures use (``PictureAxis``): the entries as bands in the span each is
/// current (a timeline's span before its first entry, which is not documented, hatched
/// grey with a `?`), the relevance windows (overlapping ones stacked, each labelled with
/// its entry and score), the reload requests as marks (assumed-refused ones, over the
/// budget, in red with a cross), and the updates of the entries' text as ticks.
///
/// A band reaches the next entry and a window its closing, so the rows are kept and drawn
/// when the picture ends.
struct WidgetPicture {
  let zone: TimeZoneChoice
  /// The plan's span and budget.
  let facts: WidgetPlanFacts
  /// What the picture's title says.
  let title: String
  private var rows: [WidgetRow] = []

  init(zone: TimeZoneChoice, facts: WidgetPlanFacts, title: String) {
    self.zone = zone
    self.facts = facts
    self.title = title
  }

  /// Adds `row`.
  mutating func add(_ row: WidgetRow) { rows.append(row) }

  private static let width = 960.0
  private static let left = 120.0
  private static let right = 30.0
  private static let laneHeight = 40.0
  private static let lanes = ["entries", "relevance", "reloads", "text"]

  /// The picture, as an SVG document.
  func svg(sink: inout ReportSink) throws(RunStop) -> String {
    let start = min(facts.start, rows.first?.date ?? facts.start)
    // A plan that ends at a date the output cannot show (past year 9999) was
    // stopped there: its picture ends at its last row.
    let planEnd = (try? sink.string(facts.end)) == nil ? rows.last?.date ?? start : facts.end
    var end = max(planEnd, rows.last?.date ?? planEnd)
    if end <= start { end = start + 60 }
    let height = 70 + Double(Self.lanes.count) * Self.laneHeight + 60
    var svg = SVGDocument(width: Self.width, height: height)
    let plotWidth = Self.width - Self.left - Self.right
    func x(_ t: Double) -> Double { Self.left + (t - start) / (end - start) * plotWidth }
    func top(_ lane: Int) -> Double { 50 + Double(lane) * Self.laneHeight }
    svg.text(
      title, x: Self.left, y: 24, size: 14, anchor: "start",
      bold: true)
    for (index, name) in Self.lanes.enumerated() {
      svg.text(name, x: Self.left - 8, y: top(index) + 24, size: 12, anchor: "end")
      svg.line(
        x1: Self.left, y1: top(index) + 38, x2: Self.width - Self.right, y2: top(index) + 38,
        stroke: "#dddddd", dashed: false)
    }
    // Entries: from each eligible row to the next eligible or provided row, or the end;
    // a provided timeline with nothing eligible yet shows a grey gap marked `?` (what the
    // widget shows then is not documented). Labels after every band, so none hides one.
    let changes = rows.filter { $0.event == .eligible || $0.event == .provided }
    var labels: [(text: String, x: Double)] = []
    for (index, row) in changes.enumerated() {
      let until = index + 1 < changes.count ? changes[index + 1].date : end
      if row.event == .eligible {
        svg.rect(
          x: x(row.date), y: top(0) + 8, width: max(x(until) - x(row.date), 1), height: 26,
          fill: (row.entry ?? 0) % 2 == 0 ? "#4e79a7" : "#a0cbe8")
        labels.append(("\(row.timeline).\(row.entry ?? 0)", x(row.date) + 3))
      } else if until > row.date {
        svg.rect(
          x: x(row.date), y: top(0) + 8, width: max(x(until) - x(row.date), 1), height: 26,
          fill: "#bab0ac", opacity: 0.5)
        labels.append(("?", x(row.date) + 3))
      }
    }
    for label in labels {
      svg.text(label.text, x: label.x, y: top(0) + 26, size: 10, anchor: "start")
    }
    // Relevance windows: from each opening to its closing, overlapping ones stacked in up
    // to three rows, each labelled with its timeline.entry and score.
    var rowEnds: [Double] = []
    var windowLabels: [(text: String, x: Double, y: Double)] = []
    for (index, row) in rows.enumerated() where row.event == .relevanceOpen {
      let close = rows[(index + 1)...].first {
        $0.event == .relevanceClose && $0.entry == row.entry && $0.timeline == row.timeline
      }
      let until = close?.date ?? end
      let slot = rowEnds.firstIndex { $0 <= row.date } ?? min(rowEnds.count, 2)
      if slot == rowEnds.count { rowEnds.append(until) } else { rowEnds[slot] = until }
      let y = top(1) + 6 + Double(slot) * 10
      svg.rect(
        x: x(row.date), y: y, width: max(x(until) - x(row.date), 2), height: 9,
        fill: "#f28e2b", opacity: 0.6)
      if case .score(let score) = row.detail {
        windowLabels.append(
          (
            "\(row.timeline).\(row.entry ?? 0) score \(WidgetRow.number(score))", x(row.date) + 3,
            y + 8
          ))
      }
    }
    for label in windowLabels {
      svg.text(label.text, x: label.x, y: label.y, size: 8, anchor: "start")
    }
    // Reload requests, and the verdict assumed on each.
    for row in rows {
      switch row.event {
      case .request:
        svg.line(
          x1: x(row.date), y1: top(2) + 6, x2: x(row.date), y2: top(2) + 34, stroke: "#333333",
          dashed: false, width: 2)
      case .assumedGranted:
        svg.rect(x: x(row.date) - 3, y: top(2) + 2, width: 6, height: 6, fill: "#59a14f")
      case .assumedRefused:
        svg.line(
          x1: x(row.date) - 5, y1: top(2) + 1, x2: x(row.date) + 5, y2: top(2) + 11,
          stroke: "#e15759", dashed: false, width: 2)
        svg.line(
          x1: x(row.date) - 5, y1: top(2) + 11, x2: x(row.date) + 5, y2: top(2) + 1,
          stroke: "#e15759", dashed: false, width: 2)
      case .text:
        svg.line(
          x1: x(row.date), y1: top(3) + 10, x2: x(row.date), y2: top(3) + 32, stroke: "#76b7b2",
          dashed: false)
      default: break
      }
    }
    // The axis, in the zone's local time.
    let axisY = top(Self.lanes.count) + 8
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
      let label = try sink.string(tick)
      // A label centred on a tick near the right edge would be cut off: end it there.
      let halfWidth = Double(label.count) * 9 * 0.3
      let anchor = x(tick) + halfWidth > Self.width ? "end" : "middle"
      svg.text(label, x: x(tick), y: axisY + 18, size: 9, anchor: anchor)
    }
    let legend =
      "bands: entries (timeline.entry), grey ?: nothing eligible yet (not documented) · orange: relevance (timeline.entry score) · line: request, green: assumed granted, red ×: assumed refused (over budget) · ticks: text updates"
    svg.text(legend, x: Self.left, y: height - 12, size: 10, anchor: "start")
    return svg.finish()
  }
}
