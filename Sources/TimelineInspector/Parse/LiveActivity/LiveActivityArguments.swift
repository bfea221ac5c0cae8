import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads `live-activity`'s command line into a ``LiveActivityInput``: the activity its
/// options describe, or those of `--file`, each content's text read by its own command,
/// and the plan made, before anything is printed.
enum LiveActivityArguments {
  static func read(_ arguments: ScheduleArguments) throws(CommandLineError) -> LiveActivityInput {
    let command = CommandHeading.liveActivity.name
    func spec<Value>(_ option: ScheduleOption<Value>) -> OptionSpec { option.definition.spec }
    let activities: [GivenActivity]
    if let path = arguments[LiveActivityOptions.file] {
      let single = [
        spec(LiveActivityOptions.start), spec(LiveActivityOptions.startedBy),
        spec(LiveActivityOptions.stale), spec(LiveActivityOptions.relevance),
        spec(LiveActivityOptions.text), spec(LiveActivityOptions.updates),
        spec(LiveActivityOptions.end), spec(LiveActivityOptions.dismissal),
        spec(LiveActivityOptions.removedAt),
      ]
      for other in single where arguments.parsed.isGiven(other) {
        throw .conflict(spec(LiveActivityOptions.file), other.flag, in: command)
      }
      let name = arguments.fileName(path, of: LiveActivityOptions.file)
      activities = try LiveActivityFile.activities(
        path: path, name: name, context: arguments.valueContext, command: command)
      if activities.isEmpty { throw .noActivities(in: name, isStandardInput: path == "-") }
    } else {
      activities = [try single(arguments, command: command)]
    }
    var texts: [LiveActivityInput.Texts] = []
    for (index, activity) in activities.enumerated() {
      func read(_ content: GivenActivity.Content?, at date: Date, _ what: String)
        throws(CommandLineError) -> WidgetEntryText?
      {
        guard let words = content?.text else { return nil }
        switch arguments.text(words, at: date) {
        case .success(.frozenView(let name)):
          throw .validation(
            "The text of \(what) of activity '\(Quoted(activities[index].name))', '\(Quoted(words))', cannot be used: '\(name)' is a TimelineView; give a text command (text-timer, text-timer-interval, wall-clock, text-format), date or time",
            in: command)
        case .success(let text): return text
        case .failure(let error):
          throw .validation(
            "The text of \(what) of activity '\(Quoted(activities[index].name))', '\(Quoted(words))', cannot be used: \(error.reason)",
            in: command)
        }
      }
      var activityTexts = LiveActivityInput.Texts()
      activityTexts.initial = try read(activity.content, at: activity.start.date, "its start")
      for (position, update) in activity.updates.enumerated() {
        activityTexts.updates.append(
          try read(update.content, at: update.date, "update \(position)"))
      }
      if let end = activity.end {
        activityTexts.final = try read(end.content, at: end.date, "its end")
      }
      texts.append(activityTexts)
    }
    let requests = activities.enumerated().map { index, activity in
      activity.request(timerText: texts[index].timerText)
    }
    let plan: LiveActivityPlan
    do throws(LiveActivityPlanError) {
      plan = try LiveActivityPlan(
        requests, assumedHourlyPushBudget: arguments[LiveActivityOptions.pushBudget])
    } catch {
      throw .validation("Cannot plan the Live Activity: \(error.description)", in: command)
    }
    return LiveActivityInput(
      plan: plan, names: activities.map(\.name), texts: texts,
      start: requests.map(\.start.requestedAt).min() ?? 0)
  }

  /// The one activity the options describe.
  private static func single(_ arguments: ScheduleArguments, command: String)
    throws(CommandLineError) -> GivenActivity
  {
    let start = arguments[LiveActivityOptions.start]
    var content = GivenActivity.Content(
      staleDate: arguments[LiveActivityOptions.stale],
      relevance: arguments[LiveActivityOptions.relevance] ?? 0,
      text: arguments[LiveActivityOptions.text])
    var activity = GivenActivity(
      name: "0", start: arguments[LiveActivityOptions.startedBy].start(at: start),
      content: content)
    for update in arguments[LiveActivityOptions.updates] ?? [] {
      if let stale = update.staleDate { content.staleDate = stale }
      if let relevance = update.relevance { content.relevance = relevance }
      activity.updates.append(
        GivenActivity.Update(date: update.date, delivery: update.delivery, content: content))
    }
    let dismissal = LiveActivityOptions.dismissal.definition.spec
    if let end = arguments[LiveActivityOptions.end] {
      activity.end = GivenActivity.End(
        date: end, by: .app(arguments[LiveActivityOptions.dismissal]), content: nil)
    } else if arguments.parsed.isGiven(dismissal) {
      throw .requires(dismissal, "--end <date>", in: command)
    }
    activity.removedAt = arguments[LiveActivityOptions.removedAt]
    return activity
  }
}

extension LiveActivityStart {
  /// When the activity is requested: a scheduled one before it starts.
  var requestedAt: Double {
    if case .scheduled(let requestedAt, _) = self {
      return requestedAt.timeIntervalSinceReferenceDate
    }
    return date.timeIntervalSinceReferenceDate
  }
}
