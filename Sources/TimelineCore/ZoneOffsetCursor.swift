#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// A time zone's UTC offset over a stretch of time, and how far that stretch
/// reaches: the answer ``ZoneOffsetCursor`` caches.
package struct ZoneOffsetSpan: Sendable, Equatable {
  /// Seconds east of UTC throughout the span.
  package var offset: Int

  /// Where the span starts (seconds since 2001, inclusive): a transition, or as
  /// far back as was looked.
  package var start: Double

  /// The next transition (exclusive), or +infinity if the zone has none.
  package var end: Double

  /// How much the offset changed at `start`, or 0 if `start` is not a transition.
  package var changeAtStart: Int

  /// How much the offset changes at `end`, or 0 if there is no next transition.
  package var changeAtEnd: Int

  /// Whether `t` (seconds since 2001) lies in the span.
  @inlinable package func contains(_ t: Double) -> Bool { t >= start && t < end }

  /// The first date of the span where wall-clock arithmetic matches the
  /// calendar: its start, or, after a transition, the size of the change
  /// and `margin` later (the calendar has rules of its own next to one).
  package func safeStart(margin: Double) -> Double {
    changeAtStart == 0 ? start : start + Double(abs(changeAtStart)) + margin
  }

  /// The last date of the span where wall-clock arithmetic matches the
  /// calendar: the size of the change at its end and `margin` before it.
  package func safeEnd(margin: Double) -> Double {
    end - Double(abs(changeAtEnd)) - margin
  }

  /// Whether wall-clock arithmetic at `t` matches the calendar: `t` lies
  /// between ``safeStart(margin:)`` and ``safeEnd(margin:)``.
  package func isSafe(_ t: Double, margin: Double) -> Bool {
    t >= safeStart(margin: margin) && t <= safeEnd(margin: margin)
  }
}

/// Looks up a zone's UTC offset for a run of nearby dates, asking Foundation
/// only when a date leaves the span whose offset is already known.
///
/// Each answer Foundation gives, an offset and even more the next transition,
/// costs far more than formatting a date; formatting or stepping millions of
/// dates through a zone would spend most of its time there. Zones change offset a few times a
/// year at most, so one lookup serves every date up to the next transition.
package struct ZoneOffsetCursor: Sendable {
  /// How far back a lookup searches for the transition that began a span. It
  /// exceeds the largest offset change on record (24 hours, Samoa 2011), so a
  /// date near a transition always sees it.
  package static let lookBehind: Double = 3 * 86_400

  /// The zone asked.
  package let timeZone: TimeZone

  /// The span of the latest lookup.
  package private(set) var span: ZoneOffsetSpan

  /// Creates a cursor over `timeZone`.
  package init(timeZone: TimeZone) {
    self.timeZone = timeZone
    self.span = ZoneOffsetSpan(
      offset: 0, start: .infinity, end: -.infinity, changeAtStart: 0, changeAtEnd: 0)
  }

  /// The zone's offset from UTC, in seconds, at `t` seconds since 2001.
  @inlinable
  package mutating func offset(at t: Double) -> Int {
    if !span.contains(t) { lookUp(t) }
    return span.offset
  }

  /// The span containing `t` seconds since 2001.
  package mutating func span(containing t: Double) -> ZoneOffsetSpan {
    if !span.contains(t) { lookUp(t) }
    return span
  }

  @usableFromInline
  mutating func lookUp(_ t: Double) {
    guard t.isFinite else {
      span = ZoneOffsetSpan(
        offset: timeZone.secondsFromGMT(for: Date(timeIntervalSinceReferenceDate: t)),
        start: t, end: t.nextUp, changeAtStart: 0, changeAtEnd: 0)
      return
    }
    let date = Date(timeIntervalSinceReferenceDate: t)
    let offset = timeZone.secondsFromGMT(for: date)
    // Find the last transition at or before `t` within the look-behind window.
    var start = t - Self.lookBehind
    var changeAtStart = 0
    var probe = Date(timeIntervalSinceReferenceDate: start)
    while let transition = timeZone.nextDaylightSavingTimeTransition(after: probe),
      transition.timeIntervalSinceReferenceDate <= t
    {
      start = transition.timeIntervalSinceReferenceDate
      changeAtStart = secondsFromGMT(transition) - secondsFromGMT(transition.addingTimeInterval(-1))
      probe = transition
    }
    var end = Double.infinity
    var changeAtEnd = 0
    if let transition = timeZone.nextDaylightSavingTimeTransition(after: date) {
      end = transition.timeIntervalSinceReferenceDate
      changeAtEnd = secondsFromGMT(transition) - offset
    }
    span = ZoneOffsetSpan(
      offset: offset, start: start, end: end, changeAtStart: changeAtStart, changeAtEnd: changeAtEnd
    )
  }

  private func secondsFromGMT(_ date: Date) -> Int { timeZone.secondsFromGMT(for: date) }
}
