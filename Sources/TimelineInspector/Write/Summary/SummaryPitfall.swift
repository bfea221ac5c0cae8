/// A mistake a schedule or view is known to lead to, which `--summary` names
/// with its fix.
///
/// Each case is found from plain facts of the run (``SummaryFacts``), so the
/// summary needs no knowledge of the command that produced the dates.
enum SummaryPitfall: String, CaseIterable, Sendable {
  /// The view presents no frame in Always On: its schedule has no entry for
  /// `.lowFrequency`, so the screen keeps the last normal frame.
  case freezesInAlwaysOn = "freezes-in-always-on"
  /// `.animation(minimumInterval:)` drives a clock: its dates start at the
  /// view's creation and drift from whole seconds.
  case animationAsClock = "animation-as-clock"
  /// `Text(timerInterval:)`-style timer shown past its end: a timer text counts
  /// up again once the end is reached.
  case timerCountsUpPastEnd = "timer-counts-up-past-end"
  /// `Text(timerInterval: start...end)` with the start after the end: building
  /// the `ClosedRange` traps in SwiftUI.
  case timerRangeReversed = "timer-range-reversed"
  /// A periodic or animation grid anchored at the moment of launch: its dates
  /// carry nanoseconds and differ from run to run.
  case gridAnchoredAtLaunch = "grid-anchored-at-launch"
  /// The schedule gives the same dates less than a minute apart in
  /// `.normal` and `.lowFrequency`: wrist down the system presents fewer of
  /// them than the awake screen.
  case identicalInBothModes = "identical-in-both-modes"
  /// Dates come before the one ahead of them: the screen cannot go back, so
  /// each is shown with the change before it, at the later time.
  case datesGoBackwards = "dates-go-backwards"
  /// The screen does not change across clocks going back: a calendar
  /// schedule skips the repeated hour.
  case freezesWhereClocksGoBack = "freezes-where-clocks-go-back"
  /// Always-On frames ask for seconds and are granted minutes: the app holds
  /// no session.
  case secondsGrantedMinutes = "seconds-granted-minutes"

  /// The one-line warning: what happens, then the fix.
  var message: String {
    switch self {
    case .freezesInAlwaysOn:
      "the schedule has no low-frequency entries, so the view freezes in Always On; fix: give .lowFrequency entries (e.g. .everyMinute) or show context.cadence"
    case .animationAsClock:
      ".animation(minimumInterval:) is used as a clock: its dates start at the view's creation and drift from whole seconds; fix: use .periodic(from:by:) from a whole second or .everyMinute"
    case .timerCountsUpPastEnd:
      "the timer text counts up again after its end; fix: stop the view at the end (--until) or use Text(timerInterval:pauseTime:)"
    case .timerRangeReversed:
      "Text(timerInterval:) gets a range whose start is after its end, which traps in SwiftUI; fix: build the range from min(start, end) to max(start, end)"
    case .gridAnchoredAtLaunch:
      "the grid is anchored at launch (its dates have nanoseconds), so it differs from run to run; fix: anchor it at a whole second (add --from)"
    case .identicalInBothModes:
      "the schedule gives the same dates less than a minute apart in both modes, but wrist down (Always On) the system presents at most one frame a minute without a session (one a second with a workout or audio session, --session active), so what changes faster reads a stale value in between; fix: hide what changes faster than context.cadence (.minutes wrist down without a session), or return one entry a minute when mode is .lowFrequency"
    case .datesGoBackwards:
      "some dates come before the one ahead of them (see backwards): the screen cannot go back, so each is shown with the change before it, at the later time (screen changes), while the list keeps the order the schedule gives; fix: give your own dates in increasing order (SwiftUI's own text schedules do this when a change presented 1/30 s late comes before the next boundary: nothing to fix)"
    case .freezesWhereClocksGoBack:
      "the screen does not change for the longest frozen span, across the clocks going back: a calendar schedule (.everyMinute, a wall-clock text) skips the repeated hour; fix: where it must keep ticking, use .periodic(from: a whole minute, by: 60), which counts absolute time"
    case .secondsGrantedMinutes:
      "frames ask for seconds but are granted minutes: without a workout or audio session the system presents at most one frame a minute wrist down; fix: hide the seconds when context.cadence is .minutes, or hold a session (--session active shows the frames it allows)"
    }
  }
}

/// What the run knows beyond its dates, from which ``SummaryPitfall``s are found.
struct SummaryFacts: Sendable, Equatable {
  /// The run is a view in Always On and the view presents no frame.
  var frozenInAlwaysOn = false
  /// The schedule is `.animation(minimumInterval:)` with an interval given.
  var animationWithMinimumInterval = false
  /// A timer text's end (`--to`), when the command is a timer.
  var timerEnd: Double?
  /// The timer's range start is after its end.
  var timerRangeReversed = false
  /// The grid's anchor was not given (`--from` missing) and is not a whole second.
  var gridAnchorHasNanoseconds = false
  /// The schedule's dates in both modes agree (over the compared prefix).
  var identicalInBothModes = false
  /// Some time came before the one added ahead of it.
  var datesGoBackwards = false
  /// The longest frozen span crosses clocks going back and is longer than
  /// twice the median gap.
  var freezesWhereClocksGoBack = false
  /// An Always-On frame asked for seconds or finer and was granted minutes.
  var secondsGrantedMinutes = false

  /// The pitfalls these facts show, given the last time the run lists.
  func pitfalls(last: Double?) -> [SummaryPitfall] {
    var found: [SummaryPitfall] = []
    if frozenInAlwaysOn { found.append(.freezesInAlwaysOn) }
    if animationWithMinimumInterval { found.append(.animationAsClock) }
    if let timerEnd, let last, last > timerEnd { found.append(.timerCountsUpPastEnd) }
    if timerRangeReversed { found.append(.timerRangeReversed) }
    if gridAnchorHasNanoseconds { found.append(.gridAnchoredAtLaunch) }
    if identicalInBothModes { found.append(.identicalInBothModes) }
    if datesGoBackwards { found.append(.datesGoBackwards) }
    if freezesWhereClocksGoBack { found.append(.freezesWhereClocksGoBack) }
    if secondsGrantedMinutes { found.append(.secondsGrantedMinutes) }
    return found
  }
}
