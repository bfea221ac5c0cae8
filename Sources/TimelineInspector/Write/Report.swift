import TimelineCore

/// Why printing a schedule stopped before the schedule ended.
///
/// A run ends on an unprintable date with a note (``ScheduleRun``), so only
/// the other cases reach the end of the process.
enum RunStop: Error, Equatable {
  /// A date cannot be shown: it is past year 9999 (or before year 1) in the zone.
  case unprintable(Double)
  /// Writing failed.
  case write(OutputBuffer.WriteFailure)
  /// SIGINT or SIGTERM arrived during a live run.
  case stopSignal
  /// Explicit dates read during the run ended at a bad line or a failed read.
  case badInput(CommandLineError)
}

extension RunStop {
  /// The note for a run that stopped at `t`, a date the output cannot show in `zone`.
  static func unprintableNote(_ t: Double, in zone: TimeZoneChoice) -> String {
    "Note: stopped: the next date is \(t >= 0 ? "after year 9999" : "before year 0001") in \(zone.name), which tlsched cannot print"
  }
}

/// What a report says about the run before its rows: a JSON document's opening
/// members, a table's or picture's title.
struct ReportHeader {
  /// The name of the JSON object saying what was planned: `"schedule"`,
  /// `"widget"` for a widget's plan, `"liveActivity"` for a Live Activity plan.
  var subject = "schedule"
  /// That object's members, rendered as JSON (`"kind": "periodic"`) when a
  /// writer asks: only JSON prints them, and rendering them for every run
  /// would be a visible share of a text run's start-up.
  var members: () -> [String]
  var now: Double
  /// The mode the schedule is asked in; nil for a widget's plan, which has none.
  var mode: TimelineScheduleMode?
  var timeZone: String
  /// The view model, for `--view`.
  var model: String?
  /// For a widget's plan: its span and budget.
  var widget: WidgetPlanFacts?
  /// For a Live Activity plan: its span, activities and push counts.
  var liveActivity: LiveActivityPlanFacts?

  /// The header of a schedule's run.
  init(
    schedule: @autoclosure @escaping () -> [String], now: Double, mode: TimelineScheduleMode,
    timeZone: String, model: String?
  ) {
    self.members = schedule
    self.now = now
    self.mode = mode
    self.timeZone = timeZone
    self.model = model
  }

  /// The header of a widget's plan: `members` are the `"widget"` object's.
  init(widget facts: WidgetPlanFacts, members: [String], now: Double, timeZone: String) {
    subject = "widget"
    self.members = { members }
    self.now = now
    self.timeZone = timeZone
    widget = facts
  }

  /// The header of a Live Activity plan: `members` are the `"liveActivity"` object's.
  init(liveActivity facts: LiveActivityPlanFacts, members: [String], now: Double, timeZone: String)
  {
    subject = "liveActivity"
    self.members = { members }
    self.now = now
    self.timeZone = timeZone
    liveActivity = facts
  }
}

/// What a widget's report needs to know of its plan beside the rows.
struct WidgetPlanFacts {
  /// When the first timeline is provided (`--provided-at`): where a table
  /// counts from and a picture starts.
  var start: Double
  /// The plan's end (`--until`, or its last event): where a picture ends.
  var end: Double
  /// The budget profile, if any: what a summary says of the verdicts.
  var budget: WidgetReloadBudget?
  /// The last moment planned, where a summary's span without a grant may end: `--until`,
  /// or a provider's day, else ``end``.
  var plannedUntil: Double? = nil
}

/// What a report says after its rows: the warnings found while planning (a
/// widget's or a Live Activity's pitfalls) and the assumptions a Live Activity plan
/// made, which JSON and a summary print at their end.
struct ReportFooter {
  var warnings: [PlanPitfall] = []
  /// What the plan assumed where the documentation is silent, one line each (ours).
  var assumptions: [String] = []
}

/// A run's rows, laid out by the ``ReportWriter`` of its format straight into
/// an ``OutputBuffer``.
///
/// Every format is written incrementally, so output streams at the same speed
/// and in the same memory whatever its length. A JSON document is closed
/// properly even when the run stops early.
struct Report: ~Copyable {
  /// What the lines of a report are.
  enum Items: Equatable {
    /// Raw dates of a schedule.
    case entries
    /// A view's updates under one model.
    case updates
    /// Updates under both models, side by side.
    case comparison
    /// A view's frames in Always On.
    case frames
    /// The events of a widget's plan and the updates of its entries' text.
    case widgetEvents
    /// The events of a Live Activity plan and the updates of its contents' timer text.
    case liveActivityEvents
  }

  /// What a line of an Always-On report is.
  enum FrameEvent: String {
    /// The display enters Always On: what it shows then, and the fidelity
    /// SwiftUI requests for the start of the window.
    case enter
    /// The same, for a view that then presents no frame: the screen stays as it is.
    case frozen
    /// A frame the system presents.
    case frame
  }

  /// Where rows are written (``Report/write(_:)``, in `Write/Rows/Report+Rows.swift`).
  var sink: ReportSink
  /// The writer of the chosen format.
  var writer: any ReportWriter
  /// Whether the writer writes everything at the end, from all the rows: a
  /// summary or a picture.
  private var writesAtEnd = false
  /// Whether the run's input ended at an error rather than at its end, asked
  /// at the end (a run reading dates as it goes sets it). A summary or picture
  /// of part of the input would look complete, so it is not written.
  var inputFailed: () -> Bool = { false }
  /// Rows not yet handed to the writer: rows without text whose dates surely
  /// print, passed on together (``write(_:)``).
  var pending = RowBatch()

  /// Creates a report of `items` in `format`, with dates printed by `dates`;
  /// `rendersText` says whether rows carry rendered text (a `text` column).
  init(
    out: consuming OutputBuffer, dates: DatePrinter, format: OutputFormat, items: Items,
    rendersText: Bool = false
  ) {
    writer = format.writer(
      items: items, rendersText: rendersText, quotesDates: dates.mayContainComma)
    sink = ReportSink(out: out, dates: dates)
  }

  /// Creates the report `invocation` asks for: its format, date format, zone
  /// and output options (``OutputOptions``).
  init(
    out: consuming OutputBuffer, for invocation: RunRequest, items: Items, rendersText: Bool = false
  ) {
    let dates = DatePrinter(format: invocation.dateFormat, zone: invocation.zone)
    if invocation.output.summary {
      writer = SummaryWriter(
        items: items, json: invocation.format == .json, until: invocation.until,
        zone: invocation.zone, facts: invocation.summaryFacts)
      writesAtEnd = true
    } else if invocation.format == .svg {
      writer = PictureWriter(
        items: items, zone: invocation.zone, title: Self.title(of: invocation, items: items),
        until: invocation.until)
      writesAtEnd = true
    } else {
      writer = invocation.format.writer(
        items: items, rendersText: rendersText, quotesDates: dates.mayContainComma,
        header: invocation.output.header, zone: invocation.zone)
    }
    sink = ReportSink(out: out, dates: dates)
  }

  /// A picture's title: the command and what its lanes show, and the mode
  /// whenever it is low-frequency, so a picture of `.lowFrequency` dates is
  /// not taken for the awake screen's.
  static func title(of invocation: RunRequest, items: Items) -> String {
    switch items {
    case .entries:
      invocation.mode == .lowFrequency
        ? "tlsched \(invocation.command) --mode low-frequency: the schedule's dates in low-frequency mode (Always On)"
        : "tlsched \(invocation.command): the schedule's dates"
    case .updates, .comparison:
      invocation.mode == .lowFrequency
        ? "tlsched \(invocation.command) --view --mode low-frequency: the view's frames (Always On)"
        : "tlsched \(invocation.command) --view: the view's updates"
    case .frames:
      "tlsched \(invocation.command) --view --mode low-frequency: wrist down (Always On)"
    case .widgetEvents:
      "tlsched \(invocation.command): the widget's plan"
    case .liveActivityEvents:
      "tlsched \(invocation.command): the activities' plan"
    }
  }

  /// Writes what comes before the first row: the JSON document's opening, or
  /// the CSV or TSV header line.
  mutating func begin(_ header: ReportHeader) throws(RunStop) {
    try writer.begin(header, to: &sink)
  }

  /// Whether the writer measures the rows before they are written
  /// (``ReportWriter/measuresRows``).
  var measuresRows: Bool { writer.measuresRows }

  /// Passes `row` to the writer to measure, before ``begin(_:)`` (``ReportWriter/measure(_:of:sink:)``).
  mutating func measure(_ row: ReportRow, of header: ReportHeader) throws(RunStop) {
    try writer.measure(row, of: header, sink: &sink)
  }

  /// Writes what comes after the last row, with `footer`, and flushes; a
  /// summary or picture of input that failed (``inputFailed``) not at all.
  mutating func end(_ footer: ReportFooter = ReportFooter()) throws(RunStop) {
    try writePending()
    if writesAtEnd && inputFailed() { return }
    try writer.end(footer, to: &sink)
    sink.out.keep(
      pitfalls: footer.warnings.map { RecordedPitfall(name: $0.name, message: $0.message) })
    try sink.flush()
  }

  /// Writes everything buffered.
  mutating func flush() throws(RunStop) {
    try writePending()
    try sink.flush()
  }
}
