import TimelineCore

/// What a Live Activity report needs to know of its plan beside the rows: its span, the
/// activities' names, the assumed push budget and the pushes counted.
struct LiveActivityPlanFacts {
  /// The plan's first request: where a table counts from and a picture starts.
  var start: Double
  /// The plan's end (`--until`, or its last event): where a picture ends and the spans
  /// still open in a summary are closed.
  var end: Double
  /// Each activity's name, by index: its `--file` id, or `0` for the options' activity.
  var names: [String]
  /// `--push-budget`: an hourly budget of priority-10 pushes the user assumes (ours).
  var budget: Int?
  /// The pushes and close updates, counted over the whole plan (never a verdict).
  var pushCounts: LiveActivityPushCounts
}
