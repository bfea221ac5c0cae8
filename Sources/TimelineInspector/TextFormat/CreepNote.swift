import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// The note for a format-driven schedule that ``CreepGuard`` ended, naming what
/// kept it moving one ulp at a time, as found by asking the style again at the
/// date it stopped.
struct CreepNote<Format: DiscreteFormatStyle> {
  let schedule: DiscreteFormatTimelineSchedule<Format>
  /// The last date printed.
  let stoppedAt: Double
  /// The steps of one ulp in a row that ended it (``CreepRecord/limit``).
  let limit: Int

  /// The note, with dates written by `write`.
  func text(writing write: (Double) -> String) -> String {
    "Note: stopped at \(write(stoppedAt)): the style named no boundary after its input "
      + "\(limit) times in a row, so SwiftUI's schedule moved one ulp at a time for that long and "
      + "would redraw every frame while it does (\(cause(writing: write)))"
  }

  /// Why the last steps did not move on: the style's answer for the date it
  /// stopped at lies at or before that date (a duration style whose value one ulp
  /// does not change, a relative style at a day or month boundary).
  private func cause(writing write: (Double) -> String) -> String {
    let value = schedule.source.value(for: Date(timeIntervalSinceReferenceDate: stoppedAt))
    guard
      let boundary = schedule.format.discreteInput(after: value).map({
        schedule.source.date(for: $0).timeIntervalSinceReferenceDate
      }), boundary <= stoppedAt
    else { return "the stretch may end later; tlsched stops it here" }
    return "Foundation's style names a boundary at or before its input: after this date it "
      + "names \(write(boundary))"
  }
}
