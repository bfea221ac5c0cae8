import TimelineCore

/// What `Text(date, style: .timer)` reads, as far as Apple's documentation shows it.
///
/// The documentation gives two readings, "2:32" and "36:59:01": minutes and seconds
/// under an hour, hours, minutes and seconds from an hour on, the first field
/// unpadded and the others two digits. Nothing shows how a fraction of a second is
/// rounded, what Always On shows, or what `Text(timerInterval:)` reads (OpenSwiftUI
/// leaves SwiftUI's timer format unimplemented), so those read as unknown.
enum TimerText {
  /// The reading `offset` seconds from the timer's date, either side of it, or nil
  /// when the offset is not a whole number of seconds.
  ///
  /// ```swift
  /// TimerText.reading(152)     // "2:32"
  /// TimerText.reading(-133141) // "36:59:01"
  /// TimerText.reading(0.5)     // nil
  /// ```
  static func reading(_ offset: Double) -> String? {
    let magnitude = abs(offset)
    // A bound well inside Int; a timer 30 million years long reads as unknown.
    guard magnitude == magnitude.rounded(.down), magnitude < 1e15 else { return nil }
    let seconds = Int(magnitude)
    let hours = seconds / 3600
    let minutes = seconds / 60 % 60
    let rest = twoDigits(seconds % 60)
    return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(rest)" : "\(minutes):\(rest)"
  }

  private static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

  /// Why a timer's line reads ``TextRender/placeholder``.
  static let note =
    "Note: '--render' prints \(TextRender.placeholder) where Apple's documentation does not show what a timer reads: it shows Text(date, style: .timer) as whole seconds outside Always On only (2:32, 36:59:01), and neither it nor OpenSwiftUI shows Text(timerInterval:) (docs/semantics.md)"

  /// ``note``, and when every line is a fraction of a second from the timer's
  /// date `alignment` (normal mode, lines a whole number of seconds from
  /// `now`, which is not), that this is why: without `--now` the run starts at
  /// the clock's time, whose fraction of a second no `--to` has.
  static func note(alignment: Double, now: Double, mode: TimelineScheduleMode) -> String {
    let offset = alignment - now
    guard mode == .normal, offset != offset.rounded(.down) else { return note }
    return note
      + "; here every line is a fraction of a second from --to, because --now (the clock's time when not given) is: give --now a whole number of seconds before or after --to"
  }

  /// What `Text(date, style: .timer)` towards `alignment` reads at `t` in `mode`.
  static func timer(alignment: Double, mode: TimelineScheduleMode) -> (Double) -> String? {
    guard mode == .normal else { return { _ in nil } }
    return { t in reading(alignment - t) }
  }
}
