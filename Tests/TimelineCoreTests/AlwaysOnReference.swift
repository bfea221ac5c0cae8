import Foundation
import TimelineCore

/// The rules of docs/semantics.md, section 7 (Always On), transliterated from
/// the reconstructed sources into plain arrays and the standard library's lazy
/// operations, independently of the library's code. Fidelities are
/// BacklightServices' numbers: −1 unspecified, 0 never, 1 minutes, 2 seconds,
/// 3 milliseconds.
enum AlwaysOnReference {
  /// One frame, reduced to numbers.
  struct Frame: Equatable, CustomStringConvertible {
    var time: Double
    var date: Double
    var requested: Int
    var granted: Int
    var cadence: TimelineViewDefaultContext.Cadence

    var description: String {
      "(\(time) shows \(date), \(requested)→\(granted), \(cadence))"
    }
  }

  /// BacklightServices' `fidelityForUpdateInterval:`, then its timelines'
  /// estimate, which turns milliseconds (3) into seconds (2).
  static func estimatedFidelity(gap: Double) -> Int {
    var fidelity = 2
    if gap > 15 { fidelity = 1 }
    let rated = gap >= 0.5 ? fidelity : 3
    return rated == 3 ? 2 : rated
  }

  /// SwiftUI's mapping from the system's fidelity to the content's cadence.
  static func cadence(_ fidelity: Int) -> TimelineViewDefaultContext.Cadence {
    switch fidelity {
    case 2: .seconds
    case 3: .live
    default: .minutes
    }
  }

  /// The session's spacing and the highest fidelity it grants.
  static func limits(_ session: AlwaysOnSession) -> (spacing: Double, grants: Int) {
    session == .active ? (1, 2) : (60, 1)
  }

  /// SwiftUI's frames for [start, end): the entries read through
  /// `prefix(limit)`, `drop(while: < start)` and `prefix(while: < rounded end)`;
  /// each frame's fidelity from BacklightServices' next presentation time: the
  /// next frame, or for the last one `end` itself.
  static func swiftUIFrames<Schedule: TimelineSchedule>(
    _ schedule: Schedule, start: Double, end: Double, session: AlwaysOnSession,
    cadence override: TimelineViewDefaultContext.Cadence? = nil
  ) -> [Frame] {
    let quarterSeconds = max(0, min(4 * (end - start), 1e9))
    let limit = max(60, Int(quarterSeconds))
    let read = seconds(
      schedule.entries(from: Date(timeIntervalSinceReferenceDate: start), mode: .lowFrequency)
        .prefix(limit))
    let roundedEnd = end.rounded()
    let dropped = read.prefix { $0 < start }.count
    let frameCount = read.dropFirst(dropped).prefix { $0 < roundedEnd }.count
    let frames = (dropped..<dropped + frameCount).map { index in
      (
        time: read[index], date: read[index],
        following: (index + 1 < dropped + frameCount ? read[index + 1] : end) as Double?
      )
    }
    return presented(frames, session: session, cadence: override)
  }

  /// Apple's documented account over increasing low-frequency entries: a frame
  /// at `start` showing the latest entry at or before it (or `start`), then a
  /// frame at each later entry before `end`.
  static func documentedFrames<Schedule: TimelineSchedule>(
    _ schedule: Schedule, start: Double, end: Double, session: AlwaysOnSession, count: Int
  ) -> [Frame] {
    let entries = seconds(
      schedule.entries(from: Date(timeIntervalSinceReferenceDate: start), mode: .lowFrequency)
        .prefix(count))
    let later = entries.filter { $0 > start }
    let times = [start] + later
    let shown = [entries.last { $0 <= start } ?? start] + later
    let frames = times.indices.filter { times[$0] < end }.map { index in
      (
        time: times[index], date: shown[index],
        following: index + 1 < times.count ? times[index + 1] : nil
      )
    }
    return presented(frames, session: session, cadence: nil)
  }

  /// SwiftUI's fidelity for the start of the interval: at most 60 entries,
  /// leading ones before `start` dropped, stopping before `Date.distantFuture`.
  static func startFidelity<Schedule: TimelineSchedule>(_ schedule: Schedule, start: Double) -> Int
  {
    let read = seconds(
      schedule.entries(from: Date(timeIntervalSinceReferenceDate: start), mode: .lowFrequency)
        .prefix(60))
    let firstTwo = Array(
      read.drop { $0 < start }.prefix { $0 < Date.distantFuture.timeIntervalSinceReferenceDate }
        .prefix(2))
    return firstTwo.count < 2 ? -1 : estimatedFidelity(gap: firstTwo[1] - firstTwo[0])
  }

  /// The session's rule (keep the first frame, then each at least the spacing
  /// after the last kept), then each kept frame's fidelities and cadence.
  private static func presented(
    _ frames: [(time: Double, date: Double, following: Double?)], session: AlwaysOnSession,
    cadence override: TimelineViewDefaultContext.Cadence?
  ) -> [Frame] {
    let (spacing, grants) = limits(session)
    var kept: [Frame] = []
    for frame in frames {
      if let last = kept.last, frame.time - last.time < spacing { continue }
      let requested = frame.following.map { estimatedFidelity(gap: $0 - frame.time) } ?? -1
      // An overall unspecified fidelity (−1) is granted as minutes (rule 2a).
      let granted = min(requested == -1 ? 1 : requested, grants)
      kept.append(
        Frame(
          time: frame.time, date: frame.date, requested: requested, granted: granted,
          cadence: override ?? cadence(granted)))
    }
    return kept
  }
}

/// The frames the library gives, reduced to the reference's numbers.
func alwaysOnFrames<Schedule: TimelineSchedule>(
  _ schedule: Schedule, from start: Double, until end: Double?,
  session: AlwaysOnSession = .none, model: TimelineUpdateModel = .swiftui,
  cadence: TimelineViewDefaultContext.Cadence? = nil, limit: Int = 5_000
) -> [AlwaysOnReference.Frame] {
  TimelineView(schedule) { $0 }
    .alwaysOnFrames(
      from: d(start), until: end.map(d), session: session, model: model, cadence: cadence
    )
    .prefix(limit)
    .map {
      AlwaysOnReference.Frame(
        time: $0.time.timeIntervalSinceReferenceDate,
        date: $0.context.date.timeIntervalSinceReferenceDate,
        requested: $0.requestedFidelity.rawValue, granted: $0.fidelity.rawValue,
        cadence: $0.context.cadence)
    }
}
