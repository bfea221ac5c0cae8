/// Where a chain of calendar boundaries — the starts of minutes, or of
/// wall-clock seconds, minutes, hours or days — can be picked up again far
/// ahead, without reading every entry in between.
///
/// Such a chain gives each next entry from the one before through the
/// calendar, and every entry it gives is a boundary. Away from a time zone's
/// transitions, each boundary is followed by the one a period later: the
/// arithmetic fast paths of ``MinuteBoundaries`` and `TextScheduleCalendar`
/// rest on that, and their differential tests hold them to Foundation's
/// calendar. So once a chain has an entry in a stretch free of transitions,
/// it goes through every boundary of that stretch. Its entries are never
/// further apart than a day and a period (clocks that go back skip the
/// repeated hour, a day at most), so a chain whose next entry comes before a
/// transition-free stretch of two days and two periods has an entry in it, and
/// goes through the stretch's last boundary: the anchor. From there the
/// schedule reads on one entry at a time, a few thousand at most.
enum CalendarChainAnchor {
  /// The length of transition-free time, beyond two periods, that no chain
  /// can cross without an entry in it.
  static let stretch: Double = 2 * 86_400

  /// The latest boundary of `period` at or before `horizon` that a chain whose
  /// next entry is `upcoming` provably reaches, through `offsets`; `nil` when
  /// there is none far enough from both (then the chain is read one by one,
  /// which then takes at most a few days of entries).
  ///
  /// - Parameters:
  ///   - isSafe: Whether the calendar's fast path holds at a time in a span:
  ///     far enough from its transitions, and within the range its arithmetic
  ///     is proven over.
  ///   - safeEnd: The latest time in a span where it holds.
  static func anchor(
    upcoming: Double, horizon: Double, period: Double, offsets: inout ZoneOffsetCursor,
    isSafe: (Double, ZoneOffsetSpan) -> Bool, safeEnd: (ZoneOffsetSpan) -> Double
  ) -> Double? {
    guard upcoming.isFinite, horizon.isFinite, period > 0 else { return nil }
    var top = horizon
    // The span holding the horizon, then the one before it if that one is too
    // short: a stretch fits in one of the two unless transitions come within
    // days of each other, and then the chain is read one by one.
    for _ in 0..<2 {
      let span = offsets.span(containing: top)
      let offset = Double(span.offset)
      // Back from the end of the span to where the fast path holds.
      let last = min(top, safeEnd(span))
      var boundary = ((last + offset) / period).roundedDown * period - offset
      if boundary > last { boundary -= period }
      let from = boundary - stretch - 2 * period
      guard from > upcoming else { return nil }
      let earlier = offsets.span(containing: from)
      // One span from `from` to the boundary: no transition in between.
      if earlier.end == span.end, isSafe(from, earlier), isSafe(boundary, span) {
        return boundary
      }
      top = span.start.nextDown
      guard top > upcoming else { return nil }
    }
    return nil
  }
}
