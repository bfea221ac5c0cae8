import TimelineCore

/// What a self-updating `Text` reads on each line of a run: `--render`.
///
/// The run asks it at the moment of each line (an entry's date, an update's or a
/// frame's time, `--now` for the line entering Always On), in the run's mode, and
/// writes the answer as the row's text. A Text reads the clock when it is drawn,
/// not the view's `context.date`, so the moment is the line's time.
struct TextRender {
  /// The text shown at `t` seconds since 2001.
  let text: (Double) -> String

  /// `--render`, on the commands whose schedule keeps a `Text` up to date.
  static let option = ScheduleOption.flag(
    "render",
    help:
      "Add what the text reads at each line: a last column, or a \"text\" member in JSON; in Always On its low-frequency form where one is known, else (not known)."
  )

  /// Written where what the text reads is not known; a note on stderr says why.
  static let placeholder = "(not known)"
}

/// Whether a run wrote ``TextRender/placeholder``, so the note saying why is
/// printed only when it was.
final class PlaceholderRecord {
  var wasWritten = false
}

extension PreparedSchedule {
  /// `schedule` printed with `render`'s text on each line when `rendering`, and with
  /// `note` on stderr after a run that wrote a placeholder.
  ///
  /// - Parameter render: What the text reads at a moment, or nil for the placeholder.
  static func rendering<Schedule: TimelineSchedule>(
    _ schedule: Schedule, if rendering: Bool, note: String,
    render: @escaping (Double) -> String?
  ) -> PreparedSchedule {
    guard rendering else { return PreparedSchedule(schedule, endsWhenDatesStopAdvancing: true) }
    let record = PlaceholderRecord()
    let textRender = TextRender { t in
      if let text = render(t) { return text }
      record.wasWritten = true
      return TextRender.placeholder
    }
    let plain = PreparedSchedule(schedule, endsWhenDatesStopAdvancing: true, render: textRender)
    var prepared = PreparedSchedule { invocation, messages throws(RunStop) in
      let notes = try plain.run(invocation, messages)
      return record.wasWritten ? notes + [note] : notes
    }
    prepared.probe = plain.probe
    prepared.identicalInBothModes = plain.identicalInBothModes
    return prepared
  }
}
