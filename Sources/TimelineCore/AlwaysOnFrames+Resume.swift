#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension TimelineView.AlwaysOnFrames.Iterator {
  /// Moves on, without reading every frame, to a frame at or before `horizon`
  /// that reading the frames one by one also returns, so that from there
  /// ``next()`` returns the same frames; returns whether it moved (if not,
  /// nothing changed, and the frames are read one by one).
  ///
  /// A live run created long ago uses it to start near the clock: the frames
  /// before the one it lands on would all be overtaken. Two kinds of frame can
  /// be landed on (``AlwaysOnKeptFrames``): on a grid, a kept frame worked out
  /// from the last one kept; elsewhere, where the entries can skip, a frame at
  /// least the session's spacing after the frame before it, which is kept
  /// whatever came earlier.
  ///
  /// - Complexity: O(number of binades crossed) on a grid; elsewhere a skip of
  ///   the entries and a few frames read.
  package mutating func resume(toLatestAtOrBefore horizon: Double) -> Bool {
    guard horizon.isFinite, held == nil else { return false }
    var attempt = self
    if source.gridInterval != nil {
      guard attempt.resumeOnGrid(atOrBefore: horizon) else { return false }
    } else {
      guard attempt.resumeAtAFrameKeptWhateverCameBefore(atOrBefore: horizon) else { return false }
    }
    self = attempt
    return true
  }

  /// Lands on the latest kept frame at or before `horizon` of a grid,
  /// reached from a kept frame that is one of the grid's entries.
  private mutating func resumeOnGrid(atOrBefore horizon: Double) -> Bool {
    guard let interval = source.gridInterval, interval > 0, interval.isFinite else { return false }
    // The chain is worked out from a kept frame the grid's next entries follow
    // from: the first frame under the SwiftUI model; under the documented one
    // the first frame is `start`, not an entry, and the second one serves.
    var tries = 0
    while !followsFromLastKept(adding: interval) {
      guard tries < 3, let frame = next(), frame.time.timeIntervalSinceReferenceDate <= horizon
      else { return false }
      tries += 1
    }
    let kept = lastKept!.timeIntervalSinceReferenceDate
    // The entry after `kept` is read already; a frame `n` entries on needs
    // `n - 1` more reads.
    let limit = source.readsLeft.map { $0 == .max ? .max : $0 + 1 } ?? .max
    let target = AlwaysOnKeptFrames.latestOnGrid(
      after: kept, adding: interval, spacing: session.minimumFrameSpacing,
      atOrBefore: min(horizon, source.latestFrameTime), atMost: limit)
    guard target.additions > 0 else { return false }
    _ = source.skipAll(toLatestAtOrBefore: target.date)
    // Where the skip could not move (the target is the next entry or the one
    // after), read on to it.
    for _ in 0..<2 where (source.upcomingTime ?? .infinity) < target.date {
      _ = source.next()
    }
    guard source.upcomingTime == target.date, let frame = source.next() else { return false }
    hold(frame)
    return true
  }

  /// Whether a frame has been kept and the next entry is that frame's time
  /// plus `interval`: then every later entry follows from it.
  private func followsFromLastKept(adding interval: Double) -> Bool {
    guard let kept = lastKept?.timeIntervalSinceReferenceDate, let upcoming = source.upcomingTime
    else { return false }
    return upcoming == kept + interval
  }

  /// Lands on a frame at or before `horizon` that comes at least the session's
  /// spacing after the frame before it, read after the entries skipped.
  ///
  /// Every frame the system kept before it is at or before that frame before
  /// it: the entries that skip rise, and a skip lands on an entry of theirs
  /// that every earlier one precedes (a calendar's chain is picked up in a
  /// stretch of days with no zone change; the few hundred nanoseconds by which
  /// Foundation's calendar can go back happen only at its edges).
  private mutating func resumeAtAFrameKeptWhateverCameBefore(atOrBefore horizon: Double)
    -> Bool
  {
    let spacing = session.minimumFrameSpacing
    // Two frames must fit between the landing and `horizon`: at first twice
    // the spacing; further back where frames are further apart, or where they
    // end before `horizon` (a countdown that ended, whose last frames are wanted).
    var top = horizon
    var back = 3 * spacing
    for _ in 0..<32 {
      var attempt = self
      switch attempt.landOnAFrameKeptWhateverCameBefore(
        from: top - back, atOrBefore: horizon, spacing: spacing)
      {
      case .landed:
        self = attempt
        return true
      case .framesFurtherApart(let gap):
        guard gap.isFinite, 2 * gap + spacing > back else { return false }
        back = 2 * gap + spacing
      case .framesEnd(let last?) where last < top - back:
        // Land just before the last frame seen.
        top = last
        back = 3 * spacing
      case .framesEnd:
        back *= 4
      case .cannot:
        return false
      }
      guard back.isFinite, top - back < top else { return false }
    }
    return false
  }

  /// How a search for a frame kept whatever came before it went.
  private enum Landing {
    /// Found, and held as the next frame.
    case landed
    /// The frame after the landing came after the horizon, this far after it.
    case framesFurtherApart(Double)
    /// The frames ended before a frame was found; with the last one read.
    case framesEnd(Double?)
    /// The entries cannot skip there, or the frames are all closer than the spacing.
    case cannot
  }

  /// Skips the frames to the latest at or before `landing`, then reads on to
  /// the first frame at least `spacing` after those read before it.
  private mutating func landOnAFrameKeptWhateverCameBefore(
    from landing: Double, atOrBefore horizon: Double, spacing: Double
  ) -> Landing {
    guard skipFrames(toLatestAtOrBefore: landing) else {
      return source.upcomingTime == nil ? .framesEnd(nil) : .cannot
    }
    guard var latest = source.next()?.time else { return .framesEnd(nil) }
    // A few frames at most: frames closer than the spacing all along (a fine
    // grid that is not known as one) are read one by one instead.
    for _ in 0..<64 {
      guard let frame = source.next() else {
        return .framesEnd(latest.timeIntervalSinceReferenceDate)
      }
      let seen = frame.time.timeIntervalSince(latest)
      if frame.time.timeIntervalSinceReferenceDate > horizon { return .framesFurtherApart(seen) }
      if seen >= spacing {
        hold(frame)
        return .landed
      }
      latest = max(latest, frame.time)
    }
    return .cannot
  }

  /// Skips the frames to the latest at or before `horizon`, after reading up
  /// to a few minutes of frames where the entries cannot skip yet (a
  /// count-up's first minute, a second at a time, comes before its
  /// once-a-minute chain); returns whether they moved.
  private mutating func skipFrames(toLatestAtOrBefore horizon: Double) -> Bool {
    for _ in 0..<256 {
      guard let upcoming = source.upcomingTime, upcoming <= horizon else { return false }
      if source.skipAll(toLatestAtOrBefore: horizon) { return true }
      _ = source.next()
    }
    return false
  }

  /// Makes `frame` the next one returned, kept.
  private mutating func hold(_ frame: AlwaysOnPresentation) {
    held = frame
    lastKept = nil
    tooSoonUntil = -.infinity
  }
}
