/// A widget's plan in its picture (``PlanPicture``): the entries as bands in the span each
/// is current (a timeline's span before its first entry, which is not documented, hatched
/// grey with a `?`), the relevance windows (overlapping ones stacked, each labelled with
/// its entry and score), the reload requests as marks (assumed-refused ones, over the
/// budget, in red with a cross), and the updates of the entries' text as ticks.
///
/// A band is kept when the next entry ends it and a window when it closes; a plan of more
/// than ``PictureMarks/exactLimit`` bands, windows or marks has them merged by bins.
struct WidgetPicture: PlanPictureContent {
  /// A band of the entries' lane: an entry current from `from` to `to`, or a span in which
  /// nothing is eligible yet (`entry` nil).
  struct EntryBand: PictureMark {
    var from: Double
    var to: Double
    var timeline: Int
    var entry: Int?
    /// Whether a granted reload would have replaced the entry's timeline first (ours).
    var isReplaced = false
    var lane: Int { 0 }
    var colour: String {
      guard let entry else { return "#bab0ac" }
      return entry % 2 == 0 ? "#4e79a7" : "#a0cbe8"
    }
  }

  /// A relevance window, by the order it opened in.
  struct Window: PictureMark {
    var from: Double
    var to: Double
    var timeline: Int
    var entry: Int?
    var score: Float?
    var order: Int
    var lane: Int { 1 }
    var colour: String { "#f28e2b" }
  }

  /// A reload's mark, or a text's update.
  struct Mark: PictureMark {
    var from: Double
    var event: WidgetRow.Event
    var to: Double { from }
    var lane: Int { event == .text ? 3 : 2 }
    var colour: String {
      switch event {
      case .assumedGranted: "#59a14f"
      case .assumedRefused: "#e15759"
      case .text: "#76b7b2"
      default: "#333333"
      }
    }
  }

  let laneNames = ["entries", "relevance", "reloads", "text"]
  let legend =
    "bands: entries (timeline.entry), grey ?: nothing eligible yet (not documented) · orange: relevance (timeline.entry score) · line: request, green: assumed granted, red ×: assumed refused (budget model) · ticks: text updates"

  private var bands: PictureMarks<EntryBand>
  private var windows: PictureMarks<Window>
  private var marks: PictureMarks<Mark>
  /// The latest entry made eligible or timeline provided: its band ends at the next.
  private var current: WidgetRow?
  /// The windows not closed yet.
  private var open: [Window] = []
  private var opened = 0

  /// The marks of a plan from `start` to `end`.
  init(from start: Double, to end: Double) {
    bands = PictureMarks(from: start, to: end)
    windows = PictureMarks(from: start, to: end)
    marks = PictureMarks(from: start, to: end)
  }

  var isMerged: Bool { bands.isMerged || windows.isMerged || marks.isMerged }

  mutating func add(_ row: ReportRow) {
    guard case .widget(let row) = row.item else { return }
    switch row.event {
    case .eligible, .provided:
      if let current, let band = Self.band(current, until: row.date) { bands.add(band) }
      current = row
    case .relevanceOpen:
      var score: Float?
      if case .score(let value) = row.detail { score = value }
      open.append(
        Window(
          from: row.date, to: row.date, timeline: row.timeline, entry: row.entry, score: score,
          order: opened))
      opened += 1
    case .relevanceClose:
      // It closes every window of its entry still open.
      for var window in open where window.timeline == row.timeline && window.entry == row.entry {
        window.to = row.date
        windows.add(window)
      }
      open.removeAll { $0.timeline == row.timeline && $0.entry == row.entry }
    case .request, .assumedGranted, .assumedRefused, .text:
      marks.add(Mark(from: row.date, event: row.event))
    }
  }

  /// The band of `change` (an entry made eligible, a timeline provided) up to `until`: a
  /// provided timeline's only if something comes later.
  private static func band(_ change: WidgetRow, until: Double) -> EntryBand? {
    if change.event == .eligible {
      return EntryBand(
        from: change.date, to: until, timeline: change.timeline, entry: change.entry ?? 0,
        isReplaced: change.isReplaced)
    }
    guard until > change.date else { return nil }
    return EntryBand(from: change.date, to: until, timeline: change.timeline, entry: nil)
  }

  func draw(on svg: inout SVGDocument, at scale: PictureScale) {
    drawBands(on: &svg, at: scale)
    drawWindows(on: &svg, at: scale)
    drawMarks(on: &svg, at: scale)
  }

  /// Entries: from each eligible row to the next eligible or provided row, or the end;
  /// labels after every band, so none hides one.
  private func drawBands(on svg: inout SVGDocument, at scale: PictureScale) {
    var lone = bands.exact
    for bin in bands.bins {
      if bin.count == 1 { lone.append(bin.first) } else { scale.band(bin, on: &svg) }
    }
    if let current, let band = Self.band(current, until: scale.end) { lone.append(band) }
    for band in lone {
      svg.rect(
        x: scale.x(band.from), y: scale.top(0) + 8,
        width: max(scale.x(band.to) - scale.x(band.from), 1), height: 26, fill: band.colour,
        opacity: band.entry == nil ? 0.5 : nil)
    }
    for band in lone {
      svg.text(
        // A band a granted reload would have replaced says so (ours), as the rows do.
        band.entry.map {
          "\(band.timeline).\($0)" + (band.isReplaced ? " " + WidgetRow.replacedMark : "")
        } ?? "?", x: scale.x(band.from) + 3,
        y: scale.top(0) + 26, size: 10, anchor: "start")
    }
  }

  /// Relevance windows: from each opening to its closing (or the end), overlapping ones
  /// stacked in up to three rows, each labelled with its timeline.entry and score.
  private func drawWindows(on svg: inout SVGDocument, at scale: PictureScale) {
    var lone = windows.exact
    for bin in windows.bins {
      if bin.count == 1 { lone.append(bin.first) } else { scale.band(bin, on: &svg) }
    }
    lone += open.map {
      var window = $0
      window.to = scale.end
      return window
    }
    lone.sort { $0.order < $1.order }
    var rowEnds: [Double] = []
    var labels: [(text: String, x: Double, y: Double)] = []
    for window in lone {
      let slot = rowEnds.firstIndex { $0 <= window.from } ?? min(rowEnds.count, 2)
      if slot == rowEnds.count { rowEnds.append(window.to) } else { rowEnds[slot] = window.to }
      let y = scale.top(1) + 6 + Double(slot) * 10
      svg.rect(
        x: scale.x(window.from), y: y,
        width: max(scale.x(window.to) - scale.x(window.from), 2), height: 9, fill: window.colour,
        opacity: 0.6)
      if let score = window.score {
        labels.append(
          (
            "\(window.timeline).\(window.entry ?? 0) score \(WidgetRow.number(score))",
            scale.x(window.from) + 3, y + 8
          ))
      }
    }
    for label in labels {
      svg.text(label.text, x: label.x, y: label.y, size: 8, anchor: "start")
    }
  }

  /// Reload requests, the verdict assumed on each, and the texts' updates.
  private func drawMarks(on svg: inout SVGDocument, at scale: PictureScale) {
    var lone = marks.exact
    for bin in marks.bins {
      if bin.count == 1 { lone.append(bin.first) } else { scale.band(bin, on: &svg) }
    }
    for mark in lone {
      let x = scale.x(mark.from)
      let top = scale.top(mark.lane)
      switch mark.event {
      case .assumedGranted:
        svg.rect(x: x - 3, y: top + 2, width: 6, height: 6, fill: mark.colour)
      case .assumedRefused:
        svg.cross(x: x, y1: top + 1, y2: top + 11, stroke: mark.colour)
      case .text:
        svg.line(x1: x, y1: top + 10, x2: x, y2: top + 32, stroke: mark.colour, dashed: false)
      default:
        svg.line(
          x1: x, y1: top + 6, x2: x, y2: top + 34, stroke: mark.colour, dashed: false, width: 2)
      }
    }
  }
}
