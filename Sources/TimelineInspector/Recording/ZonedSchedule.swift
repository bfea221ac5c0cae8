import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A schedule given a calendar of its own: its dates follow that calendar's clock,
/// so a golden prints them in its zone by default, as `tlsched … --tz ZONE` both
/// builds the schedule in ZONE and prints its dates there.
protocol ZonedSchedule {
  /// The calendar the schedule was given; nil for `Calendar.current`, which a
  /// golden does not follow (it would differ from machine to machine).
  var calendar: Calendar? { get }
}

extension EveryMinuteTimelineSchedule: ZonedSchedule {}
extension TextWallClockTimelineSchedule: ZonedSchedule {}
extension TextTimerTimelineSchedule: ZonedSchedule {}
extension TextTimerIntervalTimelineSchedule: ZonedSchedule {}

extension RecordingRequest {
  /// The zone a run of `schedule` prints its dates in: the request's, else the
  /// schedule's own calendar's, else UTC (`--tz`'s default).
  func printingZone(for schedule: Any) -> TimeZoneChoice {
    if let timeZone { return .named(timeZone) }
    if let zone = (schedule as? any ZonedSchedule)?.calendar?.timeZone { return .named(zone) }
    return .utc
  }
}
