/// A Live Activity plan in its picture (``PlanPicture``). Each activity has four lanes:
/// its states as bands (pending, active, stale, ended), the span it holds the Dynamic
/// Island, the span it is on the Lock Screen, and its updates as marks (pushes taller
/// than local updates, ignored ones and pushes over the assumed budget as red crosses)
/// with the timer text's updates as ticks.
///
/// A band is kept when the next change ends it, a mark when it comes; a plan of more than
/// ``PictureMarks/exactLimit`` of them has them merged by bins.
struct LiveActivityPicture: PlanPictureContent {
  /// What a mark is.
  enum Kind {
    /// A state's, the island's or the Lock Screen's span, in its colour.
    case band(String)
    /// An update, a push's taller.
    case update(isPush: Bool)
    /// An ignored update or end, a push over the budget, a refused start.
    case cross
    /// A timer text's update.
    case tick
  }

  /// A mark in an activity's lane (`activity × 4 + lane`).
  struct Mark: PictureMark {
    var lane: Int
    var from: Double
    var to: Double
    var kind: Kind
    var colour: String {
      switch kind {
      case .band(let fill): fill
      case .update: "#333333"
      case .cross: "#e15759"
      case .tick: "#76b7b2"
      }
    }
  }

  private static let lanes = ["state", "island", "lock screen", "updates"]
  private static let stateColours: [LiveActivityRow.Event: String] = [
    .pending: "#bab0ac", .active: "#59a14f", .stale: "#edc948", .ended: "#9c755f",
  ]
  private static let islandColour = "#4e79a7"
  private static let lockScreenColour = "#a0cbe8"

  let laneNames: [String]
  let legend =
    "state: grey pending, green active, yellow stale, brown ended · blue: island, light blue: Lock Screen · updates: tall push, short local, red ×: ignored or over the assumed budget · teal ticks: timer text"

  /// How many activities have lanes: one at least.
  private let activities: Int
  private var marks: PictureMarks<Mark>
  /// What each activity shows now, and since when: its state, the island, the Lock Screen.
  private var state: [(event: LiveActivityRow.Event, since: Double)?]
  private var island: [Double?]
  private var lockScreen: [Double?]

  /// The marks of the plan `facts` describe.
  init(facts: LiveActivityPlanFacts) {
    activities = max(facts.names.count, 1)
    laneNames = (0..<activities).flatMap { activity in
      let name = activity < facts.names.count ? facts.names[activity] : String(activity)
      return Self.lanes.map { "\(name) \($0)" }
    }
    marks = PictureMarks(from: facts.start, to: facts.end)
    state = Array(repeating: nil, count: activities)
    island = Array(repeating: nil, count: activities)
    lockScreen = Array(repeating: nil, count: activities)
  }

  var isMerged: Bool { marks.isMerged }

  mutating func add(_ row: ReportRow) {
    guard case .liveActivity(let row) = row.item, row.activity < activities else { return }
    let a = row.activity
    let lane = a * Self.lanes.count
    switch row.event {
    case .pending, .active, .stale, .ended, .dismissed:
      if let (event, since) = state[a], let fill = Self.stateColours[event] {
        marks.add(Mark(lane: lane, from: since, to: row.date, kind: .band(fill)))
      }
      state[a] = (row.event, row.date)
    case .islandGained: island[a] = row.date
    case .islandLost:
      if let since = island[a] {
        marks.add(Mark(lane: lane + 1, from: since, to: row.date, kind: .band(Self.islandColour)))
      }
      island[a] = nil
    case .lockScreenGained: lockScreen[a] = row.date
    case .lockScreenLost:
      if let since = lockScreen[a] {
        marks.add(
          Mark(lane: lane + 2, from: since, to: row.date, kind: .band(Self.lockScreenColour)))
      }
      lockScreen[a] = nil
    case .update, .finalContent:
      var isPush = false
      if case .update(_, .push) = row.detail { isPush = true }
      marks.add(Mark(lane: lane + 3, from: row.date, to: row.date, kind: .update(isPush: isPush)))
    case .updateIgnored, .endIgnored, .overBudget, .startRefused:
      marks.add(Mark(lane: lane + 3, from: row.date, to: row.date, kind: .cross))
    case .text:
      marks.add(Mark(lane: lane + 3, from: row.date, to: row.date, kind: .tick))
    }
  }

  func draw(on svg: inout SVGDocument, at scale: PictureScale) {
    var lone = marks.exact
    for bin in marks.bins {
      if bin.count == 1 { lone.append(bin.first) } else { scale.band(bin, on: &svg) }
    }
    // What is still open at the end reaches it.
    for a in 0..<activities {
      let lane = a * Self.lanes.count
      if let (event, since) = state[a], let fill = Self.stateColours[event] {
        lone.append(Mark(lane: lane, from: since, to: scale.end, kind: .band(fill)))
      }
      if let since = island[a] {
        lone.append(
          Mark(lane: lane + 1, from: since, to: scale.end, kind: .band(Self.islandColour)))
      }
      if let since = lockScreen[a] {
        lone.append(
          Mark(lane: lane + 2, from: since, to: scale.end, kind: .band(Self.lockScreenColour)))
      }
    }
    for mark in lone { Self.draw(mark, on: &svg, at: scale) }
  }

  private static func draw(_ mark: Mark, on svg: inout SVGDocument, at scale: PictureScale) {
    let x = scale.x(mark.from)
    let top = scale.top(mark.lane)
    switch mark.kind {
    case .band(let fill):
      svg.rect(x: x, y: top + 6, width: max(scale.x(mark.to) - x, 1), height: 20, fill: fill)
    case .update(let isPush):
      svg.line(
        x1: x, y1: top + (isPush ? 2 : 8), x2: x, y2: top + 26, stroke: mark.colour,
        dashed: false, width: 2)
    case .cross:
      svg.cross(x: x, y1: top + 4, y2: top + 14, stroke: mark.colour)
    case .tick:
      svg.line(
        x1: x, y1: top + 18, x2: x, y2: top + 26, stroke: mark.colour, dashed: false)
    }
  }
}
