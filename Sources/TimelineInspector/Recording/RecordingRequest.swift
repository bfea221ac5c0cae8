import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the TimelineTesting library asks a run for: the typed values of the
/// common options a `tlsched` command line would give (`--now`, `--count`,
/// `--until`, `--mode`, `--view`, `--model`, `--cadence`, `--session`),
/// printed as `--format ndjson` in the zone `--tz` would name.
package struct RecordingRequest: Sendable {
  /// `--now`: when the schedule is asked for its dates, the view is created,
  /// or the display enters Always On.
  package var now: Date
  /// `--count`: at most this many lines; nil for tlsched's default.
  package var count: Int?
  /// `--until`: no line after this date.
  package var until: Date?
  /// `--mode`: `.lowFrequency` with a view is Always On.
  package var mode: TimelineScheduleMode
  /// `--view` and its options, or nil for the schedule's own dates.
  package var view: RecordedView?
  /// `--tz`: the zone dates are printed in; nil for the schedule's own
  /// calendar's zone if it was given one, else UTC.
  package var timeZone: TimeZone?
  /// `--summary --format json`: the run is summarised, for its pitfalls.
  package var summary = false

  /// A request with every value given; the defaults are tlsched's.
  package init(
    now: Date, count: Int? = nil, until: Date? = nil, mode: TimelineScheduleMode = .normal,
    view: RecordedView? = nil, timeZone: TimeZone? = nil
  ) {
    self.now = now
    self.count = count
    self.until = until
    self.mode = mode
    self.view = view
    self.timeZone = timeZone
  }
}

extension RecordingRequest {
  /// Why `tlsched` would refuse this request, in its words, or nil: the
  /// library refuses what the command line refuses, so no test passes on an
  /// empty golden the command could never write.
  package var refusal: String? {
    if let count, count < 0 {
      return "count: \(count) is refused, as tlsched refuses '--count \(count)': must be 0 or more"
    }
    if let until, until < now {
      return "until: \(RecordedDate.text(until)) is refused, as tlsched refuses '--until' before"
        + " '--now': it is before the start (\(RecordedDate.text(now)))"
    }
    return nil
  }
}

/// `--view` and the options that go with it: a headless `TimelineView` of the
/// schedule, its updates (normal mode) or its Always-On frames.
package struct RecordedView: Sendable {
  /// `--model`: which account of the view's updates to follow.
  package var model: TimelineUpdateModel
  /// `--cadence`: the cadence the view's context reports, or nil for the mode's own.
  package var cadence: TimelineViewDefaultContext.Cadence?
  /// `--session`: in Always On, whether the app holds a session.
  package var session: AlwaysOnSession

  /// A view followed by `model`, with `cadence` and `session` as given.
  package init(
    model: TimelineUpdateModel = .swiftui, cadence: TimelineViewDefaultContext.Cadence? = nil,
    session: AlwaysOnSession = .none
  ) {
    self.model = model
    self.cadence = cadence
    self.session = session
  }
}
