import TimelineCore

/// `--format svg`: the run drawn as one SVG picture (``TimelinePicture``),
/// written when the run ends.
///
/// A schedule's dates are one lane; a view's updates a lane for its model (two
/// with `--model both`); an Always-On view's frames one lane with the spans in
/// which nothing new is shown and the end of the window (`--until`) marked.
/// Marks are coloured by cadence or fidelity; rendered text labels them.
/// A plan's picture (``PlanPicture``) has lanes of its own. Memory is bounded
/// by the picture's bins, however many rows come, but the
/// picture is written only at the end, so the run must end: the command
/// refuses an endless one.
struct PictureWriter: ReportWriter {
  private let items: Report.Items
  private let zone: TimeZoneChoice
  private let title: String
  private let until: Double?
  private var picture: TimelinePicture?
  /// A plan's picture (a widget's, a Live Activity's), a picture of its own.
  private var plan: PlanPicture?

  /// A picture of rows of `items`, with times in `zone`, headed by `title`;
  /// its axis reaches `until` at least.
  init(items: Report.Items, zone: TimeZoneChoice, title: String, until: Double?) {
    self.items = items
    self.zone = zone
    self.title = title
    self.until = until
  }

  mutating func begin(_ header: ReportHeader, to sink: inout ReportSink) throws(RunStop) {
    plan = PlanPicture(header: header, zone: zone, title: title)
    if plan != nil { return }
    let lanes: [String] =
      switch items {
      case .entries: ["dates"]
      case .updates: [header.model ?? "swiftui"]
      case .comparison: ["swiftui", "documented"]
      case .frames: ["frames"]
      case .widgetEvents, .liveActivityEvents: []
      }
    var picture = TimelinePicture(
      lanes: lanes, zone: zone, title: title, start: header.now, end: until)
    if items == .frames {
      picture.showsFrozenSpans(inLane: 0)
      if let until { picture.sessionLimit(at: until) }
    }
    self.picture = picture
  }

  mutating func write(_ row: ReportRow, to sink: inout ReportSink) throws(RunStop) {
    // The run stops where a list would, so the picture is of the rows it shows.
    try sink.requirePrintable(row.item)
    switch row.item {
    case .widget, .liveActivity:
      plan?.add(row)
    case .entry(let t):
      picture?.add(lane: 0, at: t, style: .date, text: row.text)
    case .update(let time, _, let cadence):
      picture?.add(lane: 0, at: time, style: Self.style(cadence), text: row.text)
    case .comparison(let time, let swiftui, let documented, let cadence):
      if swiftui != nil {
        picture?.add(lane: 0, at: time, style: Self.style(cadence), text: row.text)
      }
      if documented != nil {
        picture?.add(lane: 1, at: time, style: Self.style(cadence), text: row.text)
      }
    case .frame(let time, _, _, let fidelity, _, let event):
      // Entering Always On is where the lane starts, not a frame.
      guard event == .frame else { return }
      picture?.add(lane: 0, at: time, style: Self.style(fidelity), text: row.text)
    }
  }

  func end(_ footer: ReportFooter, to sink: inout ReportSink) throws(RunStop) {
    if let plan { return try sink.write(plan.svg(sink: &sink)) }
    guard let picture else { return }
    try sink.write(picture.svg())
  }

  private static func style(_ cadence: TimelineViewDefaultContext.Cadence) -> PictureStyle {
    switch cadence {
    case .live: .live
    case .seconds: .seconds
    case .minutes: .minutes
    }
  }

  private static func style(_ fidelity: AlwaysOnFidelity) -> PictureStyle {
    switch fidelity {
    case .milliseconds: .fidelityMilliseconds
    case .seconds: .fidelitySeconds
    case .minutes: .fidelityMinutes
    case .never, .unspecified: .fidelityOther
    }
  }
}
