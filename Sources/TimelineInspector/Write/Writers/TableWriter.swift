import TimelineCore

/// `--format table`: a report for people: a line saying what the columns are,
/// a header, then aligned columns, each date followed by its offset from
/// `--now` (`+1m30s`), and a marked line where the zone's offset changes.
///
///     every-minute in Europe/Paris, from 2025-10-26T02:58:00+02:00 (--now):
///     date                       from now
///     2025-10-26T02:58:00+02:00  +0s
///     2025-10-26T02:59:00+02:00  +1m
///     -- clocks go back: +02:00 → +01:00, 61 min
///     2025-10-26T03:00:00+01:00  +1h2m
///
/// The rows say when the screen changes, in order. A date that is not after
/// the latest before it changes nothing more on screen: the screen cannot go
/// back, so it shows that date with the change already made (folded into it,
/// docs/semantics.md, section 6). Its row keeps the date as the schedule gives
/// it, its `from now` is when the screen shows it, and the line ends with
/// `folded: dated +1s500ms`; a `--` line before the first such row says so.
/// A view's update that shows a date from before it (its entries caught up
/// out of order) ends with `folded` in the same way, and an Always-On frame
/// whose requested fidelity was estimated from such an entry with
/// `requested from a folded entry`.
///
/// A widget's or Live Activity's plan is a table of its own (``PlanTable``),
/// whose columns are as wide as their longest cell: the run measures its rows
/// first (``measure(_:of:sink:)``), then it streams as a schedule's does.
///
/// The table is written as the rows come, in constant memory: the widths are
/// fixed before the first row, from the longest word a column can hold and,
/// for dates, from the longest a date near `--now` prints, the fraction of a
/// second at its longest (9 digits): dates with and without a fraction then
/// line up. Only a date longer still (a zone offset with seconds) widens its
/// column from that row on.
struct TableWriter: ReportWriter {
  /// What the rows are.
  let items: Report.Items
  /// Whether rows carry rendered text: a last `text` column.
  let rendersText: Bool
  /// The zone's offsets, to mark where they change; nil for a fixed zone.
  private var offsets: ZoneOffsetCursor?
  /// `--now`, from which each date's offset is counted.
  private var now = 0.0
  /// The widths of the date and offset columns.
  private var dateWidth = 0
  private var offsetWidth = 10
  /// The first time of the previous row, and the zone's offset then.
  private var previous: (time: Double, offset: Int)?
  /// When the screen last changed: the latest date so far, for a schedule's dates.
  private var lastChange: Double?
  /// Whether a view's update has been written: the first shows a date from
  /// before it by design, not by folding.
  private var wroteUpdate = false
  /// Whether a folded row has been written, so the line explaining them is written once.
  private var explainedFolding = false
  /// A plan's table (a widget's, a Live Activity's), measured before it begins.
  private var planTable: PlanTable?

  /// A table of `items` in `zone`.
  init(items: Report.Items, rendersText: Bool, zone: TimeZoneChoice) {
    self.items = items
    self.rendersText = rendersText
    self.offsets = zone.offsetCursor()
  }

  /// The width of the words columns: the longest word each can hold.
  private static let cadenceWidth = 23
  private static let fidelityWidth = 12
  private static let eventWidth = 6
  private static let differsWidth = 7

  mutating func begin(_ header: ReportHeader, to sink: inout ReportSink) throws(RunStop) {
    if planTable == nil { planTable = try PlanTable(header: header, sink: &sink) }
    if let planTable { return try planTable.begin(sink: &sink) }
    now = header.now
    let nowText = try sink.string(header.now)
    dateWidth = max(nowText.utf8.count, Self.longestDateWidth(near: header.now, sink: &sink), 10)
    let zone = header.timeZone
    let mode = header.mode == .normal ? "" : ", low-frequency mode"
    var lines: [String] = []
    switch items {
    case .entries:
      lines.append("Dates of the schedule from \(nowText) (--now), in \(zone)\(mode):")
    case .updates:
      lines.append(
        "A TimelineView created at \(nowText) (--now), in \(zone)\(mode), model \(header.model ?? "swiftui"):"
      )
      lines.append(
        "at: when it updates; date: the date it shows (context.date); cadence: how often it then needs to update"
      )
    case .comparison:
      lines.append(
        "A TimelineView created at \(nowText) (--now), in \(zone)\(mode), under both models:")
      lines.append(
        "at: when either updates; swiftui, documented: the date each then shows (- if it does not update then)"
      )
    case .frames:
      lines.append("A TimelineView wrist down (Always On) from \(nowText) (--now), in \(zone):")
      lines.append(
        "at: when the system presents a frame; date: the date it shows; fidelity: granted, requested: asked for"
      )
    case .widgetEvents, .liveActivityEvents: break  // A table of its own.
    }
    var cells: [String] = []
    switch items {
    case .entries:
      cells = [pad("date", dateWidth), "from now"]
    case .updates:
      cells = [
        pad("at", dateWidth), pad("from now", offsetWidth), pad("date", dateWidth),
        pad("from now", offsetWidth), "cadence",
      ]
    case .comparison:
      cells = [
        pad("at", dateWidth), pad("from now", offsetWidth), pad("swiftui", dateWidth),
        pad("documented", dateWidth), pad("cadence", Self.cadenceWidth), "differs",
      ]
    case .frames:
      cells = [
        pad("at", dateWidth), pad("from now", offsetWidth), pad("date", dateWidth),
        pad("cadence", Self.cadenceWidth), pad("fidelity", Self.fidelityWidth),
        pad("requested", Self.fidelityWidth), "event",
      ]
    case .widgetEvents, .liveActivityEvents:
      // Widget and Live Activity rows are laid out by their own table, which only
      // their header starts (above): without one there are no columns to name.
      return
    }
    if rendersText {
      // The last column stays unpadded; the one before it now needs padding.
      cells[cells.count - 1] = pad(cells[cells.count - 1], lastWordWidth)
      cells.append("text")
    }
    lines.append(cells.joinedText(separator: "  "))
    try sink.write(lines.map { $0 + "\n" }.joinedText())
  }

  /// How wide a date in the second of `now` prints with the longest fraction
  /// (9 digits, as a Double so near `now` needs), so the date column has room
  /// for every fraction a schedule gives from the first row on.
  /// A date that cannot be printed there (past year 9999) counts for nothing.
  private static func longestDateWidth(near now: Double, sink: inout ReportSink) -> Int {
    sink.dates.string(now.rounded(.down) + 0.123456789)?.utf8.count ?? 0
  }

  /// The width of the last column before the text: the words it can hold.
  private var lastWordWidth: Int {
    switch items {
    case .entries: offsetWidth
    case .updates: Self.cadenceWidth
    case .comparison: Self.differsWidth
    case .frames: Self.eventWidth
    case .widgetEvents, .liveActivityEvents: 0
    }
  }

  mutating func write(_ row: ReportRow, to sink: inout ReportSink) throws(RunStop) {
    if let planTable { return try planTable.write(row, sink: &sink) }
    let textBytes = row.text.map(SeparatedText.maximumLength) ?? 0
    var bytes = try sink.reserve(
      row.item.dateCount * (sink.dates.maximumLength + 2 + 26) + 768 + textBytes)
    markOffsetChange(at: Self.firstTime(of: row.item), into: &bytes)
    var foldMark: String?
    switch row.item {
    case .entry(let t):
      // Marked before the row, so the `--` line comes ahead of it.
      let shownAt = lastChange.map { max($0, t) } ?? t
      if let lastChange, t <= lastChange {
        explainFolding(
          "a date not after the one before it is shown with that change, at its time (from now); the date is as the schedule gives it",
          into: &bytes)
        foldMark = "folded: dated \(Self.offsetText(t - now))"
      }
      lastChange = shownAt
      try date(t, into: &bytes, sink: &sink)
      offset(shownAt, into: &bytes, last: true)
    case .update(let time, let shown, let cadence):
      if wroteUpdate && shown < time {
        explainFolding(
          "the view shows a date from before the update: entries that do not increase were caught up into it",
          into: &bytes)
        foldMark = "folded"
      }
      wroteUpdate = true
      try date(time, into: &bytes, sink: &sink)
      offset(time, into: &bytes)
      try date(shown, into: &bytes, sink: &sink)
      offset(shown, into: &bytes)
      word(Self.words(cadence), into: &bytes, width: Self.cadenceWidth, last: true)
    case .comparison(let time, let swiftui, let documented, let cadence):
      try date(time, into: &bytes, sink: &sink)
      offset(time, into: &bytes)
      for shown in [swiftui, documented] {
        if let shown {
          try date(shown, into: &bytes, sink: &sink)
        } else {
          word("-", into: &bytes, width: dateWidth)
        }
      }
      word(Self.words(cadence), into: &bytes, width: Self.cadenceWidth)
      word(
        swiftui != documented ? "differs" : "same", into: &bytes, width: Self.differsWidth,
        last: true)
    case .frame(let time, let shown, let cadence, let fidelity, let requested, let event):
      if row.requestedFromEarlierEntry {
        explainFolding(
          "the frame's request is estimated from the next entry as the schedule gives it, which is not after the frame: it is folded on screen, and the screen next changes later",
          into: &bytes)
        foldMark = "requested from a folded entry"
      }
      try date(time, into: &bytes, sink: &sink)
      offset(time, into: &bytes)
      try date(shown, into: &bytes, sink: &sink)
      word(Self.words(cadence), into: &bytes, width: Self.cadenceWidth)
      word("\(RowWords.name(fidelity))", into: &bytes, width: Self.fidelityWidth)
      word("\(RowWords.name(requested))", into: &bytes, width: Self.fidelityWidth)
      word("\(RowWords.name(event))", into: &bytes, width: Self.eventWidth, last: true)
    case .widget, .liveActivity: return  // Written by their own table above.
    }
    if let text = row.text { SeparatedText.put(text, into: &bytes) }
    if let foldMark { bytes.put(string: "  " + foldMark) }
    bytes.put("\n")
    sink.commit(bytes)
  }

  /// The line before the first folded row, saying what the mark means.
  private mutating func explainFolding(_ text: String, into bytes: inout RowBytes) {
    guard !explainedFolding else { return }
    explainedFolding = true
    bytes.put(string: "-- folded: \(text)\n")
  }

  func end(_ footer: ReportFooter, to sink: inout ReportSink) throws(RunStop) {}

  /// A plan's table sizes its columns from every row it will write.
  var measuresRows: Bool { items == .widgetEvents || items == .liveActivityEvents }

  mutating func measure(_ row: ReportRow, of header: ReportHeader, sink: inout ReportSink)
    throws(RunStop)
  {
    if planTable == nil { planTable = try PlanTable(header: header, sink: &sink) }
    try planTable?.measure(row, sink: &sink)
  }

  // MARK: - Cells

  /// A date padded to its column, which widens for a longer date, then two spaces.
  private mutating func date(_ t: Double, into bytes: inout RowBytes, sink: inout ReportSink)
    throws(RunStop)
  {
    let start = bytes.count
    try sink.date(t, into: &bytes)
    let written = bytes.count - start
    dateWidth = max(dateWidth, written)
    for _ in written..<dateWidth { bytes.put(" ") }
    bytes.put("  ")
  }

  /// `t`'s offset from `--now`, as a cell.
  private mutating func offset(_ t: Double, into bytes: inout RowBytes, last: Bool = false) {
    let text = Self.offsetText(t - now)
    offsetWidth = max(offsetWidth, text.utf8.count)
    word(text, into: &bytes, width: offsetWidth, last: last)
  }

  /// `text` as a cell: padded to `width` and followed by two spaces, except in
  /// the last column (with no text column after it), which ends the line as it is.
  private func word(_ text: String, into bytes: inout RowBytes, width: Int, last: Bool = false) {
    bytes.put(string: text)
    if last && !rendersText { return }
    for _ in text.utf8.count..<max(width, text.utf8.count) { bytes.put(" ") }
    bytes.put("  ")
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  /// A line before the row when the zone's offset at `t` differs from the
  /// previous row's: which way the clocks go, the offsets, and the time
  /// between the two rows (the gap a person sees on the clock is not it).
  private mutating func markOffsetChange(at t: Double, into bytes: inout RowBytes) {
    guard var cursor = offsets else { return }
    let offset = cursor.offset(at: t)
    offsets = cursor
    defer { previous = (t, offset) }
    guard let previous, previous.offset != offset else { return }
    let direction = offset < previous.offset ? "clocks go back" : "clocks go forward"
    let gap = t - previous.time
    let length =
      gap >= 60 && gap.truncatingRemainder(dividingBy: 60) == 0
      ? "\(Int(gap / 60)) min" : CompactDuration.string(gap)
    bytes.put(
      string:
        "-- \(direction): \(TimeZoneChoice.offsetName(previous.offset)) → \(TimeZoneChoice.offsetName(offset)), \(length)\n"
    )
  }

  /// The time a row is at: the date of an entry, else when the view updates.
  private static func firstTime(of item: ReportRow.Item) -> Double {
    switch item {
    case .entry(let t): t
    case .update(let time, _, _), .comparison(let time, _, _, _), .frame(let time, _, _, _, _, _):
      time
    case .widget(let row): row.date
    case .liveActivity(let row): row.date
    }
  }

  /// A length of time from `--now`: `+1m30s`, `-5s`, `+0s`.
  static func offsetText(_ seconds: Double) -> String {
    (seconds < 0 ? "-" : "+") + CompactDuration.string(abs(seconds))
  }

  /// A cadence in words.
  static func words(_ cadence: TimelineViewDefaultContext.Cadence) -> String {
    switch cadence {
    case .live: "live (every frame)"
    case .seconds: "seconds (once a second)"
    case .minutes: "minutes (once a minute)"
    }
  }
}
