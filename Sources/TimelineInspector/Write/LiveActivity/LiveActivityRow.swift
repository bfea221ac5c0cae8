import TimelineCore

/// One line of `live-activity`'s output, whatever the format: an event of the plan, or an
/// update of the timer text inside the current content
/// (``ReportRow/Item/liveActivity(_:)``).
///
/// A plain value of numbers and payload-free enums, as every row's item is, so that rows
/// wait in a ``RowBatch``, which never deinitializes them; what a text reads (`--render`)
/// is the row's ``ReportRow/text``, and the activities' names are in the header.
struct LiveActivityRow: Equatable {
  /// What happens, as every format names it.
  enum Event: String, CaseIterable {
    case pending, active, stale, ended, dismissed
    case startRefused = "start-refused"
    case islandGained = "island-gained"
    case islandLost = "island-lost"
    case lockScreenGained = "lock-screen-gained"
    case lockScreenLost = "lock-screen-lost"
    case update
    case updateIgnored = "update-ignored"
    case finalContent = "final-content"
    case endIgnored = "end-ignored"
    case overBudget = "over-budget"
    case text
  }

  /// What a row says beside its event.
  enum Detail: Equatable {
    case none
    /// Why a request starts nothing.
    case refusal(LiveActivityStartRefusal)
    /// An update, by its index among the activity's updates, and how it came.
    case update(Int, LiveActivityDelivery)
    /// An update that changes nothing, and why.
    case ignoredUpdate(Int, LiveActivityDelivery, LiveActivityIgnoredReason)
    /// An end that changes nothing, and why.
    case ignoredEnd(LiveActivityIgnoredReason)
    /// A priority-10 push over the assumed budget: its update, the pushes in the hour
    /// ending at it, and the budget.
    case counted(update: Int, inHour: Int, budget: Int)
    /// A timer text's update, by the command that models the text.
    case text(WidgetTextCommand)
  }

  /// Seconds since 2001.
  var date: Double
  var event: Event
  /// The activity's index, in the order the plan was given.
  var activity: Int
  var detail: Detail
  var source: RuleSource

  /// The row of a plan's event; `budget` is the assumed hourly push budget, for a mark
  /// over it.
  init(_ planned: LiveActivityPlanEvent, budget: Int?) {
    date = planned.date.timeIntervalSinceReferenceDate
    activity = planned.activity
    source = planned.source
    detail = .none
    switch planned.kind {
    case .stateChanged(let state):
      event =
        switch state {
        case .pending: .pending
        case .active: .active
        case .stale: .stale
        case .ended: .ended
        case .dismissed: .dismissed
        }
    case .startRefused(let refusal):
      event = .startRefused
      detail = .refusal(refusal)
    case .surfaceGained(let surface):
      event = surface == .dynamicIsland ? .islandGained : .lockScreenGained
    case .surfaceLost(let surface):
      event = surface == .dynamicIsland ? .islandLost : .lockScreenLost
    case .updateApplied(let update, let delivery):
      event = .update
      detail = .update(update, delivery)
    case .updateIgnored(let update, let delivery, let reason):
      event = .updateIgnored
      detail = .ignoredUpdate(update, delivery, reason)
    case .finalContentApplied:
      event = .finalContent
    case .endIgnored(let reason):
      event = .endIgnored
      detail = .ignoredEnd(reason)
    case .pushOverAssumedBudget(let update, let count):
      event = .overBudget
      detail = .counted(update: update, inHour: count, budget: budget ?? 0)
    }
  }

  /// A timer text's update at `date` inside `activity`'s current content: documented, as
  /// the timer styles count by themselves (displaying-dynamic-dates).
  init(textAt date: Double, activity: Int, command: WidgetTextCommand) {
    self.date = date
    self.event = .text
    self.activity = activity
    self.detail = .text(command)
    self.source = .documented
  }

  /// A delivery as a word: `local`, `push-5`, `push-10`, with `-alert` for an alert.
  static func name(of delivery: LiveActivityDelivery) -> String {
    switch delivery {
    case .local: "local"
    case .push(let priority, let alert): "push-\(priority.rawValue)\(alert ? "-alert" : "")"
    }
  }

  /// A reason as a word: `after-end`, `not-started`.
  static func name(of reason: LiveActivityIgnoredReason) -> String {
    switch reason {
    case .afterEnd: "after-end"
    case .notStarted: "not-started"
    }
  }

  /// A refusal as a word: `visibility`, `push-to-start-without-alert`.
  static func name(of refusal: LiveActivityStartRefusal) -> String {
    switch refusal {
    case .visibility: "visibility"
    case .pushToStartWithoutAlert: "push-to-start-without-alert"
    }
  }

  /// The detail as one field, as text, TSV, CSV and the table write it: `-` for none,
  /// `visibility`, `update=N,DELIVERY`, `update=N,DELIVERY,REASON`, `REASON`,
  /// `update=N,counted=K/B`, and a text's reading (`--render`) or else its command.
  func detailField(text: String?) -> String {
    switch detail {
    case .none: "-"
    case .refusal(let refusal): Self.name(of: refusal)
    case .update(let update, let delivery): "update=\(update),\(Self.name(of: delivery))"
    case .ignoredUpdate(let update, let delivery, let reason):
      "update=\(update),\(Self.name(of: delivery)),\(Self.name(of: reason))"
    case .ignoredEnd(let reason): Self.name(of: reason)
    case .counted(let update, let count, let budget): "update=\(update),counted=\(count)/\(budget)"
    case .text(let command): text ?? command.rawValue
    }
  }
}
