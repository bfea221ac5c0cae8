import TimelineCore

/// A schedule ready to print, whatever its type: the one place the command's
/// generic schedule is kept, so the run is specialised for it.
struct PreparedSchedule {
  /// Prints the schedule as the plan says, to its destination, with the
  /// notes that cannot wait given to the sink; returns notes for stderr.
  let run: (RunRequest, @escaping MessageSink) throws(RunStop) -> [String]
  /// Whether the schedule gives the same dates in both modes from a moment,
  /// for `--summary`'s warning; nil where the command does not ask.
  var identicalInBothModes: ((Double) -> Bool)?
  /// The schedule's own dates and text, for a command that shows this one's `Text`
  /// inside its own output (``WidgetEntryText``); nil when the command keeps none.
  var probe: ScheduleProbe?

  /// Keeps `schedule` for printing.
  ///
  /// - Parameter endsWhenDatesStopAdvancing: End the schedule, with a note,
  ///   at the first date that does not come after the one before: an endless
  ///   schedule whose interval no longer moves its dates would otherwise repeat
  ///   one date forever. Only schedules whose dates the user typed (explicit)
  ///   may repeat or go back.
  /// - Parameter render: What the text reads on each line, for `--render`.
  init<Schedule: TimelineSchedule>(
    _ schedule: Schedule, endsWhenDatesStopAdvancing: Bool, render: TextRender? = nil
  ) {
    self.run = { invocation, messages throws(RunStop) in
      var run = ScheduleRun(invocation, messages: messages, render: render)
      guard endsWhenDatesStopAdvancing else { return try run.run(schedule, stall: nil) }
      let record = StallRecord()
      return try run.run(StallGuard(base: schedule, record: record), stall: record)
    }
    self.probe = ScheduleProbe(schedule, render: render)
    self.identicalInBothModes = { SummaryFacts.isIdenticalInBothModes(schedule, from: $0) }
  }
}
