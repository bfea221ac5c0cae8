import TimelineCore

/// One line of a report, whatever the format: what every ``ReportWriter`` writes.
///
/// Add a case to ``Item`` for a new kind of line, and a field to the row for a
/// new column every kind may have (as ``text``).
struct ReportRow {
  /// What the line says.
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
  }

  /// What the line says.
  var item: Item
  /// What a self-updating `Text` reads at that moment (`--render`), written as
  /// a last column or a `"text"` member; nil writes nothing.
  var text: String?

  /// A row of `item`, with rendered `text` if any.
  init(_ item: Item, text: String? = nil) {
    self.item = item
    self.text = text
  }

  /// The most bytes of a row beside its dates and text: the longest fixed text
  /// any writer puts in a row (JSON's frame, about 140 bytes) with room to spare.
  static let fixedBytes = 256
}

extension ReportRow.Item {
  /// The most dates a row prints (a comparison's).
  static let mostDates = 3

  /// How many dates the row prints, to size its room.
  @inline(__always)
  var dateCount: Int {
    switch self {
    case .entry: 1
    case .update, .frame: 2
    case .comparison: 3
    }
  }
}

/// The spellings reports use for the values of a row that are not dates.
///
/// Each value's name is given to a closure (`withName`), so that where the
/// closure is inlined every name is a constant: a row copies it as a few
/// stores, where a name picked at run time is a call to `memcpy`.
enum RowWords {
  /// Calls `body` with a cadence's name.
  @inline(__always)
  static func withName<Result>(
    _ cadence: TimelineViewDefaultContext.Cadence, _ body: (StaticString) -> Result
  ) -> Result {
    switch cadence {
    case .live: body("live")
    case .seconds: body("seconds")
    case .minutes: body("minutes")
    }
  }

  /// Calls `body` with a fidelity's name.
  @inline(__always)
  static func withName<Result>(_ fidelity: AlwaysOnFidelity, _ body: (StaticString) -> Result)
    -> Result
  {
    switch fidelity {
    case .unspecified: body("unspecified")
    case .never: body("never")
    case .minutes: body("minutes")
    case .seconds: body("seconds")
    case .milliseconds: body("milliseconds")
    }
  }

  /// Calls `body` with a frame event's name.
  @inline(__always)
  static func withName<Result>(_ event: Report.FrameEvent, _ body: (StaticString) -> Result)
    -> Result
  {
    switch event {
    case .enter: body("enter")
    case .frozen: body("frozen")
    case .frame: body("frame")
    }
  }

  /// A cadence's name.
  static func name(_ cadence: TimelineViewDefaultContext.Cadence) -> StaticString {
    withName(cadence) { $0 }
  }

  /// A fidelity's name.
  static func name(_ fidelity: AlwaysOnFidelity) -> StaticString { withName(fidelity) { $0 } }

  /// A frame event's name.
  static func name(_ event: Report.FrameEvent) -> StaticString { withName(event) { $0 } }
}

extension RowBytes {
  /// Appends a cadence's name (``RowWords``).
  @inline(__always)
  mutating func put(nameOf cadence: TimelineViewDefaultContext.Cadence) {
    RowWords.withName(cadence) { put($0) }
  }

  /// Appends a fidelity's name (``RowWords``).
  @inline(__always)
  mutating func put(nameOf fidelity: AlwaysOnFidelity) {
    RowWords.withName(fidelity) { put($0) }
  }

  /// Appends a frame event's name (``RowWords``).
  @inline(__always)
  mutating func put(nameOf event: Report.FrameEvent) {
    RowWords.withName(event) { put($0) }
  }
}
