/// What a product draws in a plan's picture (``PlanPicture``): its marks, from its rows.
///
/// A product keeps its marks in ``PictureMarks``, so a picture's memory is bounded
/// however long the plan; a third product is one more of these.
protocol PlanPictureContent {
  /// The lanes' names, from the top.
  var laneNames: [String] { get }
  /// What the legend under the picture says.
  var legend: String { get }
  /// Whether some marks were merged into bands (``PictureMarks``), which the legend says.
  var isMerged: Bool { get }
  /// Takes in `row`.
  mutating func add(_ row: ReportRow)
  /// Draws the marks on `svg` at `scale`.
  func draw(on svg: inout SVGDocument, at scale: PictureScale)
}

/// Where a plan's picture puts a time and a lane.
struct PictureScale {
  /// The plot's left edge, and its width.
  let left: Double
  let plotWidth: Double
  /// Each lane's height.
  let laneHeight: Double
  /// The span of the axis, in seconds since 2001.
  let start: Double
  let end: Double

  /// Where `t` is across the picture.
  func x(_ t: Double) -> Double { left + (t - start) / (end - start) * plotWidth }
  /// Where lane `lane` starts, from the top.
  func top(_ lane: Int) -> Double { 50 + Double(lane) * laneHeight }

  /// Draws `bin`, merged marks of lane `lane`, as a pale band in its first mark's colour
  /// labelled with its count, where the label fits.
  func band<Mark>(_ bin: PictureMarks<Mark>.Bin, on svg: inout SVGDocument) {
    let left = x(bin.from)
    let right = max(x(bin.to), left + 2)
    let top = top(bin.first.lane)
    svg.rect(
      x: left, y: top + 4, width: right - left, height: laneHeight - 8,
      fill: bin.first.colour, opacity: 0.45)
    let label = "\(bin.count)"
    if right - left >= Double(label.count) * 6 + 4 {
      svg.text(label, x: (left + right) / 2, y: top + laneHeight / 2 + 3, size: 9, anchor: "middle")
    }
  }
}

/// `widget --format svg` and `live-activity --format svg` (``PictureWriter``): a plan as
/// one picture, on the time axis the schedule pictures use (``PictureAxis``), under a
/// title, with a lane for each of the product's lanes, its marks
/// (``WidgetPicture``, ``LiveActivityPicture``), and a legend.
///
/// The axis spans the plan, from its start to its end (or its last row, for a plan
/// stopped at a date the output cannot show), so the marks are kept in time and drawn
/// when the picture ends; a layer of more than ``PictureMarks/exactLimit`` marks is kept
/// merged into bins, so memory is bounded however long the plan.
struct PlanPicture {
  /// How a product's picture is laid out.
  struct Layout {
    /// Where the plot starts, after the lanes' names.
    var left: Double
    var laneHeight: Double
    /// How far below a lane's top its name stands, and its size.
    var nameDrop: Double
    var nameSize: Double
    /// Whether a tick's label near the right edge ends at its tick rather than being
    /// centred on it (and cut off).
    var endsLabelsAtEdge: Bool
  }

  private static let width = 960.0
  private static let right = 30.0

  private let zone: TimeZoneChoice
  private let title: String
  private let layout: Layout
  /// The plan's start and end, as its facts give them.
  private let start: Double
  private let end: Double
  /// The first and last rows' dates.
  private var first: Double?
  private var last: Double?
  private var content: any PlanPictureContent

  /// The picture of the plan `header` describes, headed by `title`, with times in `zone`;
  /// nil for a header of no plan.
  init?(header: ReportHeader, zone: TimeZoneChoice, title: String) {
    if let facts = header.widget {
      (start, end) = (facts.start, facts.end)
      layout = Layout(left: 120, laneHeight: 40, nameDrop: 24, nameSize: 12, endsLabelsAtEdge: true)
      content = WidgetPicture(from: facts.start, to: facts.end)
    } else if let facts = header.liveActivity {
      (start, end) = (facts.start, facts.end)
      layout = Layout(
        left: 150, laneHeight: 30, nameDrop: 19, nameSize: 11, endsLabelsAtEdge: false)
      content = LiveActivityPicture(facts: facts)
    } else {
      return nil
    }
    self.zone = zone
    self.title = title
  }

  /// Takes in `row`.
  mutating func add(_ row: ReportRow) {
    let date =
      switch row.item {
      case .widget(let event): event.date
      case .liveActivity(let event): event.date
      case .entry, .update, .comparison, .frame: Double?.none
      }
    guard let date else { return }
    if first == nil { first = date }
    last = date
    content.add(row)
  }

  /// The picture, as an SVG document.
  func svg(sink: inout ReportSink) throws(RunStop) -> String {
    let start = min(self.start, first ?? self.start)
    // A plan that ends at a date the output cannot show (past year 9999) was
    // stopped there: its picture ends at its last row.
    let planEnd = (try? sink.string(self.end)) == nil ? last ?? start : self.end
    var end = max(planEnd, last ?? planEnd)
    if end <= start { end = start + 60 }
    let lanes = content.laneNames
    let height = 70 + Double(lanes.count) * layout.laneHeight + 60
    var svg = SVGDocument(width: Self.width, height: height)
    let scale = PictureScale(
      left: layout.left, plotWidth: Self.width - layout.left - Self.right,
      laneHeight: layout.laneHeight, start: start, end: end)
    svg.text(title, x: layout.left, y: 24, size: 14, anchor: "start", bold: true)
    for (index, name) in lanes.enumerated() {
      let top = scale.top(index)
      svg.text(
        name, x: layout.left - 8, y: top + layout.nameDrop, size: layout.nameSize, anchor: "end")
      svg.line(
        x1: layout.left, y1: top + layout.laneHeight - 2, x2: Self.width - Self.right,
        y2: top + layout.laneHeight - 2, stroke: "#dddddd", dashed: false)
    }
    content.draw(on: &svg, at: scale)
    // The axis, in the zone's local time.
    let axisY = scale.top(lanes.count) + 8
    svg.line(
      x1: layout.left, y1: axisY, x2: Self.width - Self.right, y2: axisY, stroke: "#333333",
      dashed: false)
    var cursor = zone.offsetCursor()
    let fixed = zone.fixedOffset ?? 0
    let step = PictureAxis.step(for: end - start)
    let ticks = PictureAxis.ticks(from: start, to: end, step: step) {
      cursor?.offset(at: $0) ?? fixed
    }
    for tick in ticks {
      let x = scale.x(tick)
      svg.line(x1: x, y1: axisY, x2: x, y2: axisY + 5, stroke: "#333333", dashed: false)
      let label = try sink.string(tick)
      // A label centred on a tick near the right edge would be cut off: end it there.
      let halfWidth = Double(label.count) * 9 * 0.3
      let anchor = layout.endsLabelsAtEdge && x + halfWidth > Self.width ? "end" : "middle"
      svg.text(label, x: x, y: axisY + 18, size: 9, anchor: anchor)
    }
    let merged = content.isMerged ? " · pale bands: that many marks merged" : ""
    svg.text(content.legend + merged, x: layout.left, y: height - 12, size: 10, anchor: "start")
    return svg.finish()
  }
}
