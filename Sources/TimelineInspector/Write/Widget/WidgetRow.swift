import TimelineCore

/// One line of `widget`'s output, whatever the format: an event of the plan, or an
/// update of the text inside the current entry (``ReportRow/Item/widget(_:)``).
///
/// A plain value, as every row's item is, so that rows wait in a ``RowBatch``; what a
/// text reads (`--render`) is the row's ``ReportRow/text``.
struct WidgetRow: Equatable {
  /// What happens, as every format names it.
  enum Event: String, CaseIterable {
    case provided
    case eligible
    case relevanceOpen = "relevance-open"
    case relevanceClose = "relevance-close"
    case request
    case assumedGranted = "assumed-granted"
    case assumedRefused = "assumed-refused"
    case text
  }

  /// What a row says beside its event.
  enum Detail: Equatable {
    case none
    /// A relevance window's score.
    case score(Float)
    /// What asked for a reload.
    case trigger(WidgetReloadTrigger)
    /// A counted grant: the counted reloads in the 24 hours ending here, of the profile's
    /// number.
    case counted(Int, of: Int)
    /// A grant the budget does not count.
    case free
    /// A refusal, and when the plan retries (nil: never).
    case retry(at: Double?)
    /// A text's update, by the command that models the text.
    case text(WidgetTextCommand)
  }

  /// Seconds since 2001.
  var date: Double
  var event: Event
  var timeline: Int
  var entry: Int?
  var detail: Detail
  var source: RuleSource
  /// Whether a given timeline still makes this row after a reload of it was assumed
  /// granted: a real reload would have replaced the timeline first (ours;
  /// docs/semantics.md, "Widgets", "Timelines"). Set by ``WidgetRows``.
  var isReplaced = false

  /// The row of a plan's event; `budget` is the profile's number, for a grant.
  init(_ planned: WidgetPlanEvent, budget: Int?) {
    date = planned.date.timeIntervalSinceReferenceDate
    timeline = planned.timeline
    source = planned.source
    entry = nil
    detail = .none
    switch planned.kind {
    case .timelineProvided:
      event = .provided
    case .entryEligible(let index):
      event = .eligible
      entry = index
    case .relevanceWindowOpened(let index, let score):
      event = .relevanceOpen
      entry = index
      detail = .score(score)
    case .relevanceWindowClosed(let index):
      event = .relevanceClose
      entry = index
    case .reloadRequested(let trigger):
      event = .request
      detail = .trigger(trigger)
    case .reloadAssumedGranted(let counted):
      event = .assumedGranted
      detail = counted.map { .counted($0, of: budget ?? 0) } ?? .free
    case .reloadAssumedRefused(let retryAt):
      event = .assumedRefused
      detail = .retry(at: retryAt?.timeIntervalSinceReferenceDate)
    }
  }

  /// A text's update at `date`, inside `entry` of `timeline`, with the source of the rule
  /// that it updates inside a widget ("Text inside entries"): documented for the timer
  /// style, which displaying-dynamic-dates names; ours for a timer interval, a wall-clock
  /// aligned text and `Text(_:format:)`, which it does not.
  init(textAt date: Double, timeline: Int, entry: Int, command: WidgetTextCommand) {
    self.date = date
    self.event = .text
    self.timeline = timeline
    self.entry = entry
    self.detail = .text(command)
    self.source = command == .textTimer ? .documented : .ours
  }

  /// The dates the row prints: its own, and a refusal's retry.
  var dates: (Double, retry: Double?) {
    if case .retry(let at) = detail { return (date, at) }
    return (date, nil)
  }

  /// A trigger's name.
  static func name(of trigger: WidgetReloadTrigger) -> String {
    switch trigger {
    case .policy: "policy"
    case .app: "app"
    case .free: "free"
    case .retry: "retry"
    case .policyAtUnknownTime: "policy-time-unknown"
    case .foreground: "foreground"
    case .foregroundEnd: "foreground-end"
    case .system: "system"
    }
  }

  /// What text, TSV, CSV and the table print in the detail column: `detail`, then, for a
  /// row a granted reload would have replaced, `replaced` after a space (alone for `-`).
  func detailField(_ detail: String) -> String {
    guard isReplaced else { return detail }
    return detail == "-" ? Self.replacedMark : detail + " " + Self.replacedMark
  }

  /// The word that marks a row a granted reload would have replaced (``isReplaced``).
  static let replacedMark = "replaced"

  /// A score without a needless `.0`: a whole score below 10^15 as an integer, any other
  /// as Swift writes a `Float` (`0.5`, `1e+15`), whose integers beyond are not exact.
  static func number(_ value: Float) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
  }
}
