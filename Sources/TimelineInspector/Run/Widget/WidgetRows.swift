import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A plan's rows with the updates of the text inside each entry interleaved, one at a
/// time, and the pitfalls of those views found on the way (docs/semantics.md, "Widgets",
/// "Text inside entries").
///
/// Rows come in time order; at one instant the plan's before the texts'. The plan's
/// events are made as they are asked for, and the texts of an entry when the entry
/// becomes current, so only one entry's updates are held at a time.
struct WidgetRows: PlanRows {
  /// The pitfalls of the views inside the entries met so far.
  private(set) var pitfalls: [PlanPitfall] = []
  /// Whether the texts' updates stopped at ``textLimit``.
  private(set) var textsTruncated = false
  /// Why a text read ``TextRender/placeholder`` (`--render`), each note once: the note
  /// its own command prints (``TimerText/note``, ``WallClockQuirk/renderNote``).
  private(set) var placeholderNotes: [String] = []

  /// The most text updates shown, over all entries: as many as a plan's events.
  static let textLimit = WidgetTimelinePlan.defaultEventLimit
  /// The texts inside the entries have pitfalls of their own.
  static let findsPitfalls = true

  /// The plan's events not yet passed on; it was planned whole once already
  /// (``PreparedSchedule/init(widget:)``), so it throws nothing here.
  private var events: WidgetPlanEvents
  private let budget: Int?
  private let timelines: [WidgetProvidedTimeline<WidgetInput.Entry>]
  private let end: Double
  private let mode: TimelineScheduleMode
  private let dateText: (Double) -> String
  /// The next plan event to pass on, if made already.
  private var nextEvent: WidgetPlanEvent?
  /// The updates of the current entry's text not yet passed on.
  private var textRows: [(row: WidgetRow, reads: String?)] = []
  private var nextText = 0
  /// How many text updates have been passed on or queued, for ``textLimit``.
  private var textCount = 0
  /// The given timeline a reload was assumed granted for: its later rows are marked
  /// (``WidgetRow/isReplaced``). A provider's grant brings its timeline at once.
  private var replacedTimeline: Int?
  /// Whether the last request was marked: its verdict, next, is marked with it.
  private var lastRequestReplaced = false

  /// - Parameters:
  ///   - events: The plan's events, from the first.
  ///   - timelines: The timelines given, whose entries carry their views (none from a
  ///     provider rule).
  ///   - end: The plan's last moment (`--until`, or its last event): text updates stop
  ///     there, included.
  ///   - mode: The mode the texts' schedules are asked in.
  ///   - dateText: A date as messages print it.
  init(
    _ events: WidgetPlanEvents, timelines: [WidgetProvidedTimeline<WidgetInput.Entry>],
    end: Double, mode: TimelineScheduleMode, dateText: @escaping (Double) -> String
  ) {
    self.events = events
    budget = events.budget?.grantedPerDay
    self.timelines = timelines
    self.end = end
    self.mode = mode
    self.dateText = dateText
    nextEvent = Self.advance(&self.events)
  }

  /// The next row, or nil after the last.
  mutating func next() -> ReportRow? {
    if nextText < textRows.count,
      nextEvent.map({ textRows[nextText].row.date < $0.date.timeIntervalSinceReferenceDate })
        ?? true
    {
      defer { nextText += 1 }
      var row = textRows[nextText].row
      row.isReplaced = row.timeline == replacedTimeline
      return ReportRow(.widget(row), text: textRows[nextText].reads)
    }
    guard let event = nextEvent else { return nil }
    nextEvent = Self.advance(&events)
    var row = WidgetRow(event, budget: budget)
    // Only what the timeline makes itself is marked: its entries, windows and policy
    // request, with that request's verdict; not the app's, the system's or the retries.
    switch (row.event, row.detail) {
    case (.eligible, _), (.relevanceOpen, _), (.relevanceClose, _),
      (.request, .trigger(.policy)), (.request, .trigger(.policyAtUnknownTime)):
      row.isReplaced = row.timeline == replacedTimeline
    case (.assumedGranted, _), (.assumedRefused, _):
      row.isReplaced = lastRequestReplaced
    default:
      break
    }
    if row.event == .request { lastRequestReplaced = row.isReplaced }
    // Given timelines: a granted reload brings none, so the rows this one still makes
    // are those a real reload would have replaced (ours).
    if row.event == .assumedGranted, !timelines.isEmpty { replacedTimeline = row.timeline }
    // Every update of the entry replaced here came before this row.
    if row.event == .eligible {
      queueTexts(timeline: row.timeline, entry: row.entry ?? 0, from: row.date)
    }
    return ReportRow(.widget(row))
  }

  /// The plan's next event: planned whole before, so no error can come (were one to,
  /// the rows would end there).
  private static func advance(_ events: inout WidgetPlanEvents) -> WidgetPlanEvent? {
    (try? events.next()) ?? nil
  }

  /// When the entry current now is replaced: the next event that makes an entry eligible
  /// or provides a timeline, looked for in a copy of the plan, which goes on the same way.
  private func replacement() -> Double? {
    var ahead = events
    var event = nextEvent
    while let found = event {
      switch found.kind {
      case .timelineProvided, .entryEligible: return found.date.timeIntervalSinceReferenceDate
      default: event = Self.advance(&ahead)
      }
    }
    return nil
  }

  /// Keeps the note of `command` saying why its text read the placeholder.
  private mutating func notePlaceholder(of command: WidgetTextCommand) {
    let note =
      switch command {
      case .textTimer, .textTimerInterval: TimerText.note
      case .wallClock: WallClockQuirk.renderNote
      case .textFormat: Optional<String>.none
      }
    if let note, !placeholderNotes.contains(note) { placeholderNotes.append(note) }
  }

  /// Queues the updates of the text inside `entry`, current from `start` until the next
  /// entry is eligible or a timeline is provided (a newer timeline replaces it too).
  private mutating func queueTexts(timeline: Int, entry: Int, from start: Double) {
    textRows.removeAll(keepingCapacity: true)
    nextText = 0
    guard timeline < timelines.count, entry < timelines[timeline].timeline.entries.count,
      let text = timelines[timeline].timeline.entries[entry].text
    else { return }
    if case .fixed = text { return }
    let replacedAt = replacement()
    switch text {
    case .fixed:
      return
    case .frozenView(let command):
      pitfalls.append(.timelineView(entry: entry, timeline: timeline, command: command))
    case .updating(let command, let probe, let timerEnd):
      if let timerEnd, replacedAt.map({ $0 > timerEnd }) ?? true {
        pitfalls.append(
          .timerPastEnd(
            entry: entry, timeline: timeline, end: dateText(timerEnd),
            replacedAt: replacedAt.map(dateText)))
      }
      // The span ends before its replacement; the plan's end includes its instant.
      let stop = min(replacedAt ?? end.nextUp, end.nextUp)
      guard start < stop else { return }
      let room = Self.textLimit - textCount
      let dates = probe.dates(start, stop, mode, room + 1)
      if dates.count > room { textsTruncated = true }
      for t in dates.prefix(room) {
        let reads = probe.render?.text(t)
        if reads == TextRender.placeholder { notePlaceholder(of: command) }
        textRows.append(
          (WidgetRow(textAt: t, timeline: timeline, entry: entry, command: command), reads))
      }
      textCount += min(dates.count, room)
    }
  }

}
