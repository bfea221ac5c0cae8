import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Makes the runs the TimelineTesting library asserts: each one the plan and
/// run a `tlsched` command line makes, with the output kept in memory.
///
/// Each kind of schedule is prepared as its command prepares it (the explicit
/// dates as `explicit`, a text timer with its reading as `text-timer --render`,
/// a discrete format's text as `text-format --render`), so the bytes are the
/// command's, from its own writer.
package enum TimelineRecorder {
  /// `dates` as `tlsched explicit` prints them: all, in their order, in
  /// `timeZone` (nil: UTC).
  package static func dates<Dates: Sequence>(_ dates: Dates, timeZone: TimeZone? = nil)
    -> RecordedTimeline
  where Dates.Element == Date {
    let schedule = ExplicitTimelineSchedule(dates)
    return run(
      PreparedSchedule(schedule, endsWhenDatesStopAdvancing: false),
      RecordingRequest(now: Date(timeIntervalSinceReferenceDate: 0), timeZone: timeZone),
      named: "explicit", zone: timeZone.map(TimeZoneChoice.named) ?? .utc, isFinite: true)
  }

  /// Any schedule, as a command built on ``ScheduleCommand`` prints it.
  package static func schedule<Schedule: TimelineSchedule>(
    _ schedule: Schedule, _ request: RecordingRequest
  ) -> RecordedTimeline {
    run(
      PreparedSchedule(schedule, endsWhenDatesStopAdvancing: true), request,
      named: "timeline-testing", zone: request.printingZone(for: schedule))
  }

  /// A `Text(date, style: .timer)` schedule with what the timer reads, as
  /// `tlsched text-timer --render` prints it.
  package static func textTimer(_ schedule: TextTimerTimelineSchedule, _ request: RecordingRequest)
    -> RecordedTimeline
  {
    let prepared = PreparedSchedule.rendering(
      schedule, if: true, note: TimerText.note,
      render: TimerText.timer(
        alignment: schedule.alignment.timeIntervalSinceReferenceDate, mode: request.mode))
    return run(
      prepared, request, named: "text-timer", zone: request.printingZone(for: schedule))
  }

  /// A discrete format's schedule with what the style reads, as `tlsched
  /// text-format --render` prints it.
  package static func discreteFormat<Format: DiscreteFormatStyle>(
    _ schedule: DiscreteFormatTimelineSchedule<Format>, _ request: RecordingRequest
  ) -> RecordedTimeline where Format.FormatOutput == String {
    run(
      .discreteFormat(schedule, renderMode: request.mode), request, named: "text-format",
      zone: request.printingZone(for: schedule))
  }

  /// Timelines handed to WidgetKit, planned as `tlsched widget --format ndjson`
  /// plans them: every event to the end of the plan (or `until`), the
  /// pitfalls among the notes.
  ///
  /// - Parameters:
  ///   - timelines: The timelines, each with the moment it is provided, in order.
  ///   - appReloads: The app's `reloadTimelines` calls and the system's own reloads:
  ///     `--reload-at`, `--foreground`, `--free-reload`.
  ///   - budget: The profile reloads are assumed granted or refused under: `--budget`.
  package static func widget<Entry: TimelineEntry>(
    _ timelines: [WidgetProvidedTimeline<Entry>], appReloads: [WidgetAppReload],
    budget: WidgetReloadBudget?, until: Date?, timeZone: TimeZone? = nil
  ) -> RecordedTimeline {
    let providedAt = timelines.first?.providedAt ?? Date(timeIntervalSinceReferenceDate: 0)
    let input = WidgetInput(
      source: .timelines(
        // The caller's entry type, kept to what the plan reads.
        timelines.map {
          WidgetProvidedTimeline(
            providedAt: $0.providedAt,
            timeline: Timeline(
              entries: $0.timeline.entries.map {
                WidgetInput.Entry(date: $0.date, relevance: $0.relevance)
              }, policy: $0.timeline.policy))
        }),
      providedAt: providedAt, appReloads: appReloads, budget: budget)
    return run(
      PreparedSchedule(widget: input),
      RecordingRequest(now: providedAt, until: until, timeZone: timeZone), named: "widget",
      zone: timeZone.map(TimeZoneChoice.named) ?? .utc, isFinite: true)
  }

  /// Live Activities requested as `requests`, planned as `tlsched live-activity --format
  /// ndjson` plans them: every event to the last dismissal (or `until`), the activities
  /// named by their index, the pitfalls among the notes. A plan TimelineCore refuses is a
  /// failure with its reason, as the command refuses it.
  ///
  /// - Parameters:
  ///   - requests: The activities, in the order the app requests them.
  ///   - pushBudget: An assumed hourly budget of priority-10 pushes: `--push-budget`.
  package static func liveActivity<State: LiveActivityContentState>(
    _ requests: [LiveActivityRequest<State>], pushBudget: Int?, until: Date?,
    timeZone: TimeZone? = nil
  ) -> RecordedTimeline {
    let plan: LiveActivityPlan
    do {
      plan = try LiveActivityPlan(requests, assumedHourlyPushBudget: pushBudget)
    } catch {
      return RecordedTimeline(
        bytes: [], notes: [], failure: "the plan is refused, as tlsched refuses it: \(error)")
    }
    let start = requests.map(\.start.requestedAt).min() ?? 0
    let input = LiveActivityInput(
      plan: plan, names: requests.indices.map { String($0) }, texts: [], start: start)
    return run(
      PreparedSchedule(liveActivity: input),
      RecordingRequest(
        now: Date(timeIntervalSinceReferenceDate: start), until: until, timeZone: timeZone),
      named: "live-activity", zone: timeZone.map(TimeZoneChoice.named) ?? .utc, isFinite: true)
  }

  private static func run(
    _ prepared: PreparedSchedule, _ request: RecordingRequest, named name: String,
    zone: TimeZoneChoice, isFinite: Bool = false
  ) -> RecordedTimeline {
    if let refusal = request.refusal {
      return RecordedTimeline(bytes: [], notes: [], failure: refusal)
    }
    let capture = OutputCapture()
    var notes: [String] = []
    let invocation = RunRequest(
      recording: request, named: name, schedule: prepared, zone: zone, capture: capture,
      isFinite: isFinite)
    do {
      // The notes that could not wait come first, as on standard error.
      let atEnd = try invocation.run { notes.append($0) }
      notes += atEnd
      var recorded = RecordedTimeline(bytes: capture.bytes, notes: notes, failure: nil)
      recorded.pitfalls = capture.pitfalls
      return recorded
    } catch {
      return RecordedTimeline(
        bytes: capture.bytes, notes: notes, failure: "the run stopped: \(error)")
    }
  }
}
