/// Whether SwiftUI's read limit can stop an Always-On window of a calendar
/// schedule, bounded without reading its entries.
///
/// A calendar's chain can be picked up again far ahead (``CalendarChainAnchor``)
/// but cannot say how many entries that passes. Where the entries still to be
/// read before the window's end provably fit in the reads left, the limit
/// never stops the frames, whatever the skip passed: the skip need not count.
///
/// The bound: the low-frequency entries of every-minute, text timers, timer
/// intervals and wall-clock units are each either a wall-clock boundary (a
/// minute start, a unit's start, a given second of the minute with its
/// fraction) found after the entry before it, or a second after the entry
/// before it (a timer's every-second stretch). Zone offsets are whole seconds,
/// so boundaries of one kind fall on times with the same fraction of a second:
/// two of them are a whole number of seconds apart, at least one, over a
/// transition that moves the clock back too (the entries still rise in
/// absolute time; the repeated hour only gives other instants). Two entries
/// come closer at most twice: where a chain starts on a date the calendar
/// counts as a match (Foundation then gives the match, up to a few hundred
/// nanoseconds before it: docs/semantics.md, section 8), and where a timer's
/// stretches meet. So `n` entries after `u` and before `end` satisfy
/// `n ≤ (end − u) × (1 + 10⁻⁶) + 3`; with the entry that ends the window, at
/// most one read more. The check asks for `2 × (end − u) + 4`, which covers it.
enum AlwaysOnReadBound {
  /// Whether reading every entry after `upcoming` up to the first one at or
  /// after `end` takes fewer than `left` reads, for entries that rise by a
  /// second (``SkippingIterator/elementsRiseBySeconds``).
  static func cannotReachLimit(left: UInt, upcoming: Double, end: Double) -> Bool {
    guard upcoming.isFinite, !end.isNaN, end < 0x1p60 else { return false }
    let reads = 2 * max(0, end - upcoming) + 4
    return reads < Double(left)
  }
}

extension EveryMinuteTimelineSchedule.Entries {
  /// Minute starts, whole seconds apart (``AlwaysOnReadBound``).
  package var elementsRiseBySeconds: Bool { true }
}

extension TextTimerTimelineSchedule.Entries {
  /// One second apart by addition, or matches of one second of the minute
  /// (``AlwaysOnReadBound``).
  package var elementsRiseBySeconds: Bool { true }
}

extension TextTimerIntervalTimelineSchedule.Entries {
  /// One second apart by addition, and matches of one second of the minute;
  /// where the two meet, once, closer (``AlwaysOnReadBound``).
  package var elementsRiseBySeconds: Bool { true }
}

extension TextWallClockTimelineSchedule.Entries {
  /// Starts of a wall-clock unit, whole seconds apart (``AlwaysOnReadBound``).
  package var elementsRiseBySeconds: Bool { true }
}
