import Foundation
import TimelineCore
import TimelineInspector

/// The NDJSON text of a timeline: what a golden file holds, for tools that
/// keep their own reference text (a swift-snapshot-testing strategy).
///
/// Each function makes the same run as the expectation of the same name, and
/// returns the lines `tlsched … --format ndjson` writes for it:
///
/// ```swift
/// TimelineText.dates([start])
/// // {"date":"2025-01-01T00:00:00Z"}\n
/// ```
public enum TimelineText {
  /// The lines of ``expectTimeline(_:timeZone:matches:fileID:filePath:line:column:)``:
  /// one `{"date":"…"}` a date, in order.
  ///
  /// - Important: `dates` must be finite: take a prefix of an endless schedule's entries.
  public static func dates(_ dates: some Sequence<Date>) -> String {
    text(TimelineRecorder.dates(dates))
  }

  /// The lines of ``expectUpdates(of:from:until:count:mode:timeZone:matches:fileID:filePath:line:column:)``:
  /// a schedule's dates from `start`.
  public static func updates<Schedule: TimelineSchedule>(
    of schedule: Schedule, from start: Date, until end: Date? = nil, count: Int? = nil,
    mode: TimelineScheduleMode = .normal
  ) -> String {
    text(
      TimelineRecorder.schedule(
        schedule, RecordingRequest(now: start, count: count, until: end, mode: mode)))
  }

  /// The lines of ``expectUpdates(of:from:until:count:mode:model:cadence:session:timeZone:matches:fileID:filePath:line:column:)``:
  /// a headless view's updates, or its Always-On frames with `mode: .lowFrequency`.
  public static func updates<Schedule: TimelineSchedule, Content>(
    of view: TimelineView<Schedule, Content>, from start: Date, until end: Date? = nil,
    count: Int? = nil, mode: TimelineScheduleMode = .normal,
    model: TimelineUpdateModel = .swiftui, cadence: TimelineViewDefaultContext.Cadence? = nil,
    session: AlwaysOnSession = .none
  ) -> String {
    let request = RecordingRequest(
      now: start, count: count, until: end, mode: mode,
      view: RecordedView(model: model, cadence: cadence, session: session))
    return text(TimelineRecorder.schedule(view.schedule, request))
  }

  /// The lines of `expectText(of:…)` for a timer: its dates with what it reads.
  public static func text(
    of schedule: TextTimerTimelineSchedule, from start: Date, until end: Date? = nil,
    count: Int? = nil, mode: TimelineScheduleMode = .normal
  ) -> String {
    text(
      TimelineRecorder.textTimer(
        schedule, RecordingRequest(now: start, count: count, until: end, mode: mode)))
  }

  /// The lines of `expectText(of:…)` for a discrete format: its dates with what it reads.
  public static func text<Format: DiscreteFormatStyle>(
    of schedule: DiscreteFormatTimelineSchedule<Format>, from start: Date, until end: Date? = nil,
    count: Int? = nil, mode: TimelineScheduleMode = .normal
  ) -> String where Format.FormatOutput == String {
    text(
      TimelineRecorder.discreteFormat(
        schedule, RecordingRequest(now: start, count: count, until: end, mode: mode)))
  }

  private static func text(_ recorded: RecordedTimeline) -> String {
    String(decoding: recorded.bytes, as: UTF8.self)
  }
}
