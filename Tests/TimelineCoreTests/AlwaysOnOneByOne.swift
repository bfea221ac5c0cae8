import Foundation
import TimelineCore

/// SwiftUI's frame selection, reading the low-frequency entries one by one
/// with nothing skipped: at most `max(60, 4 × seconds)` entries when the
/// window ends, the leading ones before `start` dropped, the first at or
/// after the rounded end ending them; then the session's spacing.
struct SwiftUIFramesOneByOne<Entries: IteratorProtocol>: IteratorProtocol
where Entries.Element == Date {
  private var entries: Entries
  private var readsLeft: Int
  private let end: Double?
  private let roundedEnd: Double
  private let limits: (spacing: Double, grants: Int)
  private var upcoming: Double?
  private var lastKept: Double?

  init(_ entries: Entries, start: Double, end: Double?, session: AlwaysOnSession) {
    self.entries = entries
    self.end = end
    readsLeft = end.map { max(60, Int(max(0, min(4 * ($0 - start), 1e12)))) } ?? .max
    roundedEnd = end?.rounded() ?? .infinity
    limits = AlwaysOnReference.limits(session)
    upcoming = read()
    while let t = upcoming, t < start { upcoming = read() }
    if let t = upcoming, !(t < roundedEnd) { upcoming = nil }
  }

  private mutating func read() -> Double? {
    guard readsLeft > 0 else { return nil }
    readsLeft -= 1
    return entries.next()?.timeIntervalSinceReferenceDate
  }

  mutating func next() -> AlwaysOnReference.Frame? {
    while let t = upcoming {
      var after = read()
      if let a = after, !(a < roundedEnd) { after = nil }
      upcoming = after
      if let last = lastKept, t - last < limits.spacing { continue }
      lastKept = t
      let requested = (after ?? end).map { AlwaysOnReference.estimatedFidelity(gap: $0 - t) } ?? -1
      let granted = min(requested == -1 ? 1 : requested, limits.grants)
      return AlwaysOnReference.Frame(
        time: t, date: t, requested: requested, granted: granted,
        cadence: AlwaysOnReference.cadence(granted))
    }
    return nil
  }
}

/// Apple's documented account read one entry at a time: a frame at `start`
/// showing the latest entry at or before it, then one at each later entry
/// before `end`, each requesting from the time to the entry after it; then
/// the session's spacing.
struct DocumentedFramesOneByOne<Entries: IteratorProtocol>: IteratorProtocol
where Entries.Element == Date {
  private var entries: Entries
  private let end: Double
  private let limits: (spacing: Double, grants: Int)
  private var upcoming: Double?
  private var frame: (time: Double, date: Double)?
  private var lastKept: Double?

  init(_ entries: Entries, start: Double, end: Double?, session: AlwaysOnSession) {
    self.entries = entries
    self.end = end ?? .infinity
    limits = AlwaysOnReference.limits(session)
    var shown = start
    upcoming = self.entries.next()?.timeIntervalSinceReferenceDate
    while let t = upcoming, t <= start {
      shown = t
      upcoming = self.entries.next()?.timeIntervalSinceReferenceDate
    }
    frame = (start, shown)
  }

  mutating func next() -> AlwaysOnReference.Frame? {
    while let (time, date) = frame, time < end {
      let following = upcoming
      frame = following.map { ($0, $0) }
      upcoming = entries.next()?.timeIntervalSinceReferenceDate
      if let last = lastKept, time - last < limits.spacing { continue }
      lastKept = time
      let requested =
        following.map { AlwaysOnReference.estimatedFidelity(gap: $0 - time) } ?? -1
      let granted = min(requested == -1 ? 1 : requested, limits.grants)
      return AlwaysOnReference.Frame(
        time: time, date: date, requested: requested, granted: granted,
        cadence: AlwaysOnReference.cadence(granted))
    }
    return nil
  }
}
