import TimelineCore

/// Says on stderr why `wall-clock` prints one date for the units SwiftUI's aligned
/// schedule cannot follow.
enum WallClockQuirk {
  /// Why `unit` gives the start date alone, or `nil` when it is followed.
  static func note(for unit: TextWallClockTimelineSchedule.Unit) -> String? {
    let reason: String
    switch unit {
    case .second, .minute, .hour, .day: return nil
    case .month: reason = "SwiftUI's aligned schedule asks for day 0, which no date has"
    case .year: reason = "SwiftUI's aligned schedule asks for month 0, which no date has"
    case .weekday, .week, .quarter, .era:
      reason =
        "SwiftUI's aligned schedule zeroes only units from year to nanosecond, so it asks for no components, and Foundation finds no next date matching none"
    }
    return
      "Note: '--unit \(unit.rawValue)' gives --now alone and no later date: \(reason) (SwiftUI's quirk, kept)"
  }

  /// Why `--render` gives a wall-clock text's lines the placeholder.
  static let renderNote =
    "Note: '--render' prints \(TextRender.placeholder) for a wall-clock text: it reads its date in a date format, and --unit is that format's smallest field, not the format (docs/semantics.md)"

  /// The schedule ready to print as any built-in schedule, with the note when it
  /// applies; `rendering` adds the (placeholder) text column of `--render`.
  static func prepared(_ schedule: TextWallClockTimelineSchedule, rendering: Bool = false)
    -> PreparedSchedule
  {
    let plain = PreparedSchedule.rendering(
      schedule, if: rendering, note: renderNote, render: { _ in nil })
    guard let note = note(for: schedule.unit) else { return plain }
    var prepared = PreparedSchedule { invocation, messages throws(RunStop) in
      try plain.run(invocation, messages) + [note]
    }
    prepared.probe = plain.probe
    prepared.identicalInBothModes = plain.identicalInBothModes
    return prepared
  }
}
