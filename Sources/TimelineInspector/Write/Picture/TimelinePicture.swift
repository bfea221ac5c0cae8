/// Draws a run as a self-contained SVG picture, for `--format svg`: a lane per
/// model (or one for a schedule's dates, or an Always-On view's frames), a time
/// axis in the output zone, colours for cadence and fidelity with a legend.
///
///     var picture = TimelinePicture(lanes: ["swiftui"], zone: .utc, title: "periodic")
///     picture.add(lane: 0, at: 0, style: .seconds)
///     picture.add(lane: 0, at: 60, style: .seconds)
///     let svg = picture.svg()  // "<?xml version=\"1.0\" …</svg>\n"
///
/// Marks are kept in ``PictureBins``, so memory is bounded by the bins, not the
/// marks; when drawn, marks closer than ``cellWidth`` pixels to the one before
/// are clustered into a band labelled with its count instead of being drawn
/// over each other, so marks evenly spaced are all lines or all one band.
///
/// A lane shows when the screen changes: a mark not after the latest before it
/// in its lane changes nothing more on screen (the screen cannot go back), so
/// it is folded into that one, not drawn, and the legend counts the folded.
/// Every coordinate has one decimal, so the bytes are the same on every machine.
struct TimelinePicture {
  /// The picture's width, in pixels (the SVG's user units).
  static let width = 960.0
  /// Where the plot starts, after the lane names.
  static let plotLeft = 110.0
  /// How wide the plot is.
  static let plotWidth = 820.0
  /// The width within which marks cluster into a band.
  static let cellWidth = 4.0
  /// Where the first lane starts.
  static let lanesTop = 40.0
  /// Each lane's height, and the space below it.
  static let laneHeight = 44.0
  static let laneGap = 8.0
  /// Bins per lane: twice the plot's pixels, so a bin is at most a pixel wide.
  static let binCount = 2048

  private let names: [String]
  private let zone: TimeZoneChoice
  private let title: String
  private var lanes: [PictureBins?]
  private var start: Double?
  private var end: Double?
  private var frozenLane: Int?
  private var limit: Double?
  /// The latest mark of each lane: when its screen last changed.
  private var lastChange: [Double?]
  /// How many marks were folded into the one before them.
  private(set) var folded = 0

  /// A picture with a lane for each name, times written in `zone`, and a title line.
  ///
  /// - Parameters:
  ///   - start: Where the axis starts at the latest (`--now`); an earlier mark moves it back.
  ///   - end: Where the axis ends at least (`--until`); a later mark moves it on.
  init(
    lanes names: [String], zone: TimeZoneChoice, title: String, start: Double? = nil,
    end: Double? = nil
  ) {
    self.names = names
    self.zone = zone
    self.title = title
    self.lanes = Array(repeating: nil, count: names.count)
    self.lastChange = Array(repeating: nil, count: names.count)
    self.start = start
    self.end = end
  }

  /// Adds a mark at `t` to lane `lane`, with its colour and the text it shows,
  /// if any; a mark not after the lane's latest is folded into it.
  mutating func add(lane: Int, at t: Double, style: PictureStyle, text: String? = nil) {
    if let last = lastChange[lane], t <= last {
      folded += 1
      return
    }
    lastChange[lane] = t
    if lanes[lane] == nil {
      let origin = min(start ?? t, t)
      // A first bin width that spans --until, or a minute, and doubles as marks come.
      let span = max((end ?? origin + 60) - origin, 1)
      lanes[lane] = PictureBins(
        origin: origin, width: span / Double(Self.binCount), count: Self.binCount)
    }
    lanes[lane]!.add(max(t, lanes[lane]!.origin), style: style, text: text)
  }

  /// Marks lane `lane` as an Always-On lane: the stretches between its marks
  /// (and after its last, up to the end) are drawn as frozen.
  mutating func showsFrozenSpans(inLane lane: Int) { frozenLane = lane }

  /// Marks the end of the Always-On window: the time the display wakes (`--until`).
  mutating func sessionLimit(at t: Double) { limit = t }

  /// The picture, as a complete SVG document ending in a newline.
  func svg() -> String {
    let (from, to) = axisRange()
    var out = SVGDocument(width: Self.width, height: height)
    let x = { (t: Double) in Self.plotLeft + (t - from) / (to - from) * Self.plotWidth }
    out.text(title, x: 8, y: 20, size: 13, anchor: "start", bold: true)
    var used = Set<PictureStyle>()
    var usedBand = false
    var usedFrozen = false
    for (index, name) in names.enumerated() {
      let top = Self.lanesTop + Double(index) * (Self.laneHeight + Self.laneGap)
      out.rect(
        x: Self.plotLeft, y: top, width: Self.plotWidth, height: Self.laneHeight, fill: "#f7f7f7")
      out.text(
        name, x: Self.plotLeft - 8, y: top + Self.laneHeight / 2 + 4, size: 12, anchor: "end")
      let clusters = clusters(of: lanes[index], x: x)
      if frozenLane == index {
        usedFrozen = drawFrozen(clusters, top: top, endX: x(to), into: &out)
      }
      let drawn = draw(clusters, top: top, x: x, into: &out)
      used.formUnion(drawn.styles)
      usedBand = usedBand || drawn.band
    }
    let axisY = Self.lanesTop + Double(names.count) * (Self.laneHeight + Self.laneGap)
    let lanesBottom = axisY - Self.laneGap
    drawAxis(from: from, to: to, y: axisY, lanesBottom: lanesBottom, x: x, into: &out)
    if let limit, limit >= from, limit <= to {
      out.line(
        x1: x(limit), y1: Self.lanesTop - 6, x2: x(limit), y2: lanesBottom, stroke: "#d62728",
        dashed: true)
      out.text(
        "wakes (--until)", x: min(x(limit), Self.width - 40), y: Self.lanesTop - 8, size: 10,
        anchor: "middle")
    }
    drawLegend(
      used: used, band: usedBand, frozen: usedFrozen, folded: folded, y: axisY + 58, into: &out)
    return out.finish()
  }

  // MARK: - Layout

  private var height: Double {
    Self.lanesTop + Double(names.count) * (Self.laneHeight + Self.laneGap) + (folded > 0 ? 90 : 76)
  }

  /// The axis: from the earliest of --now and the first mark to the latest of
  /// --until and the last mark, a second long at least.
  private func axisRange() -> (Double, Double) {
    var from = start ?? .infinity
    var to = end ?? -.infinity
    for lane in lanes.compactMap({ $0 }) {
      from = min(from, lane.origin)
      if let last = lane.bins.last(where: { $0 != nil })??.last { to = max(to, last) }
    }
    if !from.isFinite { from = to.isFinite ? to : 0 }
    if !to.isFinite || to < from + 1 { to = from + 1 }
    return (from, to)
  }

  /// A lane's marks gathered into clusters: each bin joins the cluster before
  /// it when its first mark is less than ``cellWidth`` pixels after that
  /// cluster's last, so the gathering depends on the spacing of the marks,
  /// not on where a fixed grid of cells happens to cut them.
  private func clusters(of lane: PictureBins?, x: (Double) -> Double) -> [PictureBins.Bin] {
    var clusters: [PictureBins.Bin] = []
    for bin in lane?.bins ?? [] {
      guard let bin else { continue }
      if let last = clusters.last, x(bin.first) - x(last.last) < Self.cellWidth {
        clusters[clusters.count - 1].absorb(bin)
      } else {
        clusters.append(bin)
      }
    }
    return clusters
  }

  /// Where a label of `text` starting just right of `at` fits: there, or,
  /// where it would run past the picture's right edge, ending just left of `at`.
  private static func label(_ text: String, at: Double) -> (x: Double, anchor: String) {
    at + 2 + labelWidth(text) <= width ? (at + 2, "start") : (at - 2, "end")
  }

  /// How wide a 9-point label is, at most.
  static func labelWidth(_ text: String) -> Double { Double(text.count) * 5.5 }

  private func draw(
    _ clusters: [PictureBins.Bin], top: Double, x: (Double) -> Double, into out: inout SVGDocument
  ) -> (styles: Set<PictureStyle>, band: Bool) {
    var styles = Set<PictureStyle>()
    var band = false
    var labelEnd = -Double.infinity
    for cluster in clusters {
      styles.formUnion(cluster.styles)
      if cluster.count == 1 {
        let at = x(cluster.first)
        out.line(
          x1: at, y1: top + 14, x2: at, y2: top + Self.laneHeight, stroke: cluster.style.colour,
          dashed: false, width: 2)
        if let text = cluster.text {
          let place = Self.label(text, at: at)
          let left = place.anchor == "start" ? place.x : place.x - Self.labelWidth(text)
          if left >= labelEnd {
            out.text(text, x: place.x, y: top + 10, size: 9, anchor: place.anchor)
            labelEnd = left + Self.labelWidth(text) + 2
          }
        }
        continue
      }
      band = true
      let left = x(cluster.first)
      let right = max(x(cluster.last), left + 2)
      // The colour most of the band's marks have: a band of 59 seconds frames and
      // one minutes frame is a seconds band.
      out.rect(
        x: left, y: top + 14, width: right - left, height: Self.laneHeight - 14,
        fill: cluster.dominantStyle.colour, opacity: 0.45)
      let label = "\(cluster.count)"
      if right - left >= Double(label.count) * 6 + 4 {
        out.text(label, x: (left + right) / 2, y: top + 33, size: 10, anchor: "middle")
      } else if left >= labelEnd {
        let place = Self.label(label, at: left - 2)
        out.text(label, x: place.x, y: top + 10, size: 9, anchor: place.anchor)
        labelEnd = left + Self.labelWidth(label) + 4
        continue
      }
      if let text = cluster.text, left - 2 >= labelEnd {
        let place = Self.label(text, at: left)
        out.text(text, x: place.x, y: top + 10, size: 9, anchor: place.anchor)
        labelEnd = left + 2 + Self.labelWidth(text)
      }
    }
    return (styles, band)
  }

  /// Pale stretches where an Always-On view presents nothing new, at least 8 px long.
  private func drawFrozen(
    _ clusters: [PictureBins.Bin], top: Double, endX: Double, into out: inout SVGDocument
  ) -> Bool {
    var drew = false
    var previous: Double?
    var edges: [(Double, Double)] = []
    for cell in clusters {
      if let previous { edges.append((previous, cell.first)) }
      previous = cell.last
    }
    if let previous { edges.append((previous, .infinity)) }
    let (from, to) = axisRange()
    for (a, b) in edges {
      let left = Self.plotLeft + (a - from) / (to - from) * Self.plotWidth
      let right = b.isFinite ? Self.plotLeft + (b - from) / (to - from) * Self.plotWidth : endX
      guard right - left >= 8 else { continue }
      drew = true
      out.rect(
        x: left, y: top + 14, width: right - left, height: Self.laneHeight - 14, fill: "#dddddd")
      if right - left >= 70 {
        out.text(
          "frozen \(CompactDuration.string((b.isFinite ? b : to) - a))", x: (left + right) / 2,
          y: top + 33, size: 9, anchor: "middle")
      }
    }
    return drew
  }

  private func drawAxis(
    from: Double, to: Double, y: Double, lanesBottom: Double, x: (Double) -> Double,
    into out: inout SVGDocument
  ) {
    var cursor = zone.offsetCursor()
    let fixed = zone.fixedOffset ?? 0
    func offset(_ t: Double) -> Int { cursor?.offset(at: t) ?? fixed }
    out.line(
      x1: Self.plotLeft, y1: y, x2: Self.plotLeft + Self.plotWidth, y2: y, stroke: "#000000",
      dashed: false)
    let step = PictureAxis.step(for: to - from)
    var writer = DateWriter(zone: zone)
    let ticks = PictureAxis.ticks(from: from, to: to, step: step, offset: offset)
    let labels = PictureAxis.labels(
      of: ticks, step: step, text: { writer.string($0) ?? "" }, offset: offset)
    for (tick, label) in zip(ticks, labels) {
      out.line(x1: x(tick), y1: y, x2: x(tick), y2: y + 5, stroke: "#000000", dashed: false)
      out.text(label, x: x(tick), y: y + 17, size: 10, anchor: "middle")
    }
    // Offset changes: a dashed line through the lanes, and old → new below the axis.
    if var cursor {
      var t = from
      while t < to {
        let span = cursor.span(containing: t)
        guard span.end <= to, span.changeAtEnd != 0 else { break }
        let before = TimeZoneChoice.offsetName(span.offset)
        let after = TimeZoneChoice.offsetName(span.offset + span.changeAtEnd)
        out.line(
          x1: x(span.end), y1: Self.lanesTop, x2: x(span.end), y2: lanesBottom, stroke: "#8c564b",
          dashed: true)
        out.text("\(before) → \(after)", x: x(span.end), y: y + 30, size: 10, anchor: "middle")
        t = span.end
      }
    }
    let first = writer.string(from) ?? ""
    let last = writer.string(to) ?? ""
    out.text(
      "\(zone.name): \(first) to \(last)", x: Self.plotLeft, y: y + 44, size: 10, anchor: "start")
  }

  private func drawLegend(
    used: Set<PictureStyle>, band: Bool, frozen: Bool, folded: Int, y: Double,
    into out: inout SVGDocument
  ) {
    var left = Self.plotLeft
    for style in PictureStyle.allCases where used.contains(style) {
      out.rect(x: left, y: y - 9, width: 10, height: 10, fill: style.colour)
      out.text(style.rawValue, x: left + 14, y: y, size: 10, anchor: "start")
      left += 24 + Double(style.rawValue.count) * 6
    }
    if band {
      out.rect(x: left, y: y - 9, width: 10, height: 10, fill: "#999999", opacity: 0.45)
      let text = "band: that many marks, in the colour most of them have"
      out.text(text, x: left + 14, y: y, size: 10, anchor: "start")
      left += 24 + Double(text.count) * 6
    }
    if frozen {
      out.rect(x: left, y: y - 9, width: 10, height: 10, fill: "#dddddd")
      out.text("frozen: nothing new shown", x: left + 14, y: y, size: 10, anchor: "start")
    }
    if folded > 0 {
      // The legend's last words: on a line of their own, where the picture has room.
      out.text(
        "folded: \(folded) not after the mark before, shown with it", x: Self.plotLeft,
        y: y + 14, size: 10, anchor: "start")
    }
  }
}
