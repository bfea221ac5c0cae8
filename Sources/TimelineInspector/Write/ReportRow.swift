import TimelineCore

/// One line of a report, whatever the format: what every ``ReportWriter`` writes.
///
/// Add a case to ``Item`` for a new kind of line, and a field to the row for a
/// new column every kind may have (as ``text``).
struct ReportRow {
  /// What the line says.
  ///
  /// Every case's payload is a plain value (numbers, Bools, enums without text or
  /// arrays), so that ``RowBatch`` may keep items in raw memory and never deinitialize
  /// them: text goes in ``ReportRow/text``, or in the header and footer.
  enum Item {
    /// A raw date of a schedule.
    case entry(Double)
    /// A view's update: when it happens, the date it shows, and its cadence.
    case update(at: Double, date: Double, cadence: TimelineViewDefaultContext.Cadence)
    /// A moment at which either model updates: what each shows then (nil for
    /// a model that does not update at that moment).
    case comparison(
      at: Double, swiftui: Double?, documented: Double?, cadence: TimelineViewDefaultContext.Cadence
    )
    /// A line of a view in Always On.
    case frame(
      at: Double, date: Double, cadence: TimelineViewDefaultContext.Cadence,
      fidelity: AlwaysOnFidelity, requested: AlwaysOnFidelity, event: Report.FrameEvent)
    /// An event of a widget's plan, or an update of the text inside its current entry
    /// (what that text reads, with `--render`, is the row's ``ReportRow/text``).
    case widget(WidgetRow)
    /// An event of a Live Activity plan, or an update of the timer text inside an
    /// activity's current content (what it reads, with `--render`, is the row's
    /// ``ReportRow/text``).
    case liveActivity(LiveActivityRow)
  }

  /// What the line says.
  var item: Item
  /// What a self-updating `Text` reads at that moment (`--render`), written as
  /// a last column or a `"text"` member; nil writes nothing.
  var text: String?
  /// For an Always-On frame: its requested fidelity was estimated from an
  /// entry not after the frame (the schedule's dates go backwards there), so
  /// it says nothing of when the screen next changes. Only the formats for
  /// people say so; the others print the fidelity as the model gives it.
  var requestedFromEarlierEntry = false

  /// A row of `item`, with rendered `text` if any.
  init(_ item: Item, text: String? = nil, requestedFromEarlierEntry: Bool = false) {
    self.item = item
    self.text = text
    self.requestedFromEarlierEntry = requestedFromEarlierEntry
  }

  /// The most bytes of a row beside its dates and text: the longest fixed text
  /// any writer puts in a row (JSON's widget grant, about 200 bytes with its
  /// numbers at their longest) with room to spare.
  static let fixedBytes = 256
}

extension ReportRow.Item {
  /// The most dates a row prints (a comparison's).
  static let mostDates = 3

  /// How many dates the row prints, to size its room.
  var dateCount: Int {
    switch self {
    case .entry: 1
    case .update, .frame, .widget, .liveActivity: 2
    case .comparison: 3
    }
  }
}
