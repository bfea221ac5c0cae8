import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A command that models a self-updating `Text`: what a widget's text row names.
enum WidgetTextCommand: String, CaseIterable {
  case textTimer = "text-timer"
  case textTimerInterval = "text-timer-interval"
  case wallClock = "wall-clock"
  case textFormat = "text-format"
}

/// The view an entry carries, written as the words of a tlsched command
/// (`text-timer --to 2025-01-01T09:00:05Z`), read by that command's own parser and
/// schedule (docs/semantics.md, "Widgets", "Text inside entries").
enum WidgetEntryText {
  /// A self-updating `Text` (text-timer, text-timer-interval, wall-clock, text-format): it
  /// updates while its entry is current (documented for the timer style only; ours for
  /// the others: ``WidgetRow/init(textAt:timeline:entry:command:)``).
  case updating(command: WidgetTextCommand, probe: ScheduleProbe, timerEnd: Double?)
  /// `Text(date, style: .date)` or `.time` (the words `date` or `time`): fixed [documented].
  case fixed(style: String)
  /// A `TimelineView` or animation (periodic, every-minute, explicit, animation): inside a
  /// widget it renders once and does not move [observed].
  case frozenView(command: String)

  /// The commands whose schedule keeps a `Text` up to date.
  static let textCommands = WidgetTextCommand.allCases.map(\.rawValue)
  /// The commands whose schedule drives a `TimelineView`.
  static let viewCommands = ["periodic", "every-minute", "explicit", "animation"]

  /// The command's name, or the style's.
  var name: String {
    switch self {
    case .updating(let command, _, _): command.rawValue
    case .frozenView(let command): command
    case .fixed(let style): style
    }
  }

  /// Why `Text(date, style: .relative)` or `.offset` (`style`) is refused, and what to use
  /// instead (docs/semantics.md, "`.relative` and `.offset`: not shown"). No developer's
  /// measurement of how often these styles update in a widget was found to model instead.
  static func unmodelledStyle(_ style: String) -> OptionValueError {
    OptionValueError(
      "'\(style)' (Text(date, style: .\(style))) is not modelled: how often it updates is"
        + " chosen by a private class that neither Apple's documentation nor OpenSwiftUI shows;"
        + " use text-format with --style 'Date.AnchoredRelativeFormatStyle(anchor: end)'"
        + " and --anchor, or text-timer")
  }

  /// Reads `text`: the words of a tlsched command, checked by that command, with `--now`
  /// at `providedAt` (the moment the provider builds the entry), and the widget's zone and
  /// mode; `render` adds what the text reads (`--render`).
  static func read(
    _ text: String, providedAt: Date, zone: TimeZoneChoice, mode: TimelineScheduleMode,
    currentTime: Double, render: Bool
  ) -> Result<WidgetEntryText, OptionValueError> {
    let words: [String]
    switch ShellWords.split(text) {
    case .success(let split): words = split
    case .failure(let error): return .failure(error)
    }
    guard let name = words.first else {
      return .failure(OptionValueError("the text is empty: expected the words of a text command"))
    }
    if (name == "date" || name == "time") && words.count == 1 {
      return .success(.fixed(style: name))
    }
    if name == "relative" || name == "offset" { return .failure(unmodelledStyle(name)) }
    let tool = ScheduleInspector.tlsched(version: nil)
    guard let command = tool.command(named: name),
      textCommands.contains(name) || viewCommands.contains(name)
    else {
      return .failure(
        OptionValueError(
          "'\(Quoted(name))' is not a view tlsched models: expected \(textCommands.joinedText(separator: ", ")), one of \(viewCommands.joinedText(separator: ", ")) (a TimelineView), date or time"
        ))
    }
    do {
      var parsed = try ArgumentParser(tool: tool).match(words.dropFirst(), to: command)
      if let given = CommonOptions.specs.first(where: { parsed.isGiven($0) }) {
        return .failure(
          OptionValueError(
            "'\(given.flag)' does not belong in an entry's text: the widget's own options set it"))
      }
      // A TimelineView inside a widget does not move: its words are checked, not planned.
      if viewCommands.contains(name) { return .success(.frozenView(command: name)) }
      let renderSpec = TextRender.option.definition.spec
      if render, !parsed.has(renderSpec) { parsed.setFlag(renderSpec) }
      var reader = ValueReader(arguments: parsed, command: command, currentTime: currentTime)
      reader.zone = zone
      reader.now = providedAt.timeIntervalSinceReferenceDate
      reader.dates = DateReader(
        zone: zone, now: { currentTime }, relativeBase: providedAt.timeIntervalSinceReferenceDate)
      reader.writer = DateWriter(zone: zone)
      let values = try reader.readOwnOptions()
      let arguments = ScheduleArguments(
        now: providedAt, zone: zone, currentTime: currentTime, mode: mode, values: values,
        parsed: parsed)
      guard let probe = try command.prepare(arguments).probe else {
        return .failure(OptionValueError("'\(name)' keeps no schedule to show"))
      }
      let timerEnd =
        name == "text-timer" ? arguments[TextTimerOptions.to].timeIntervalSinceReferenceDate : nil
      // Every name but the view commands' is a text command's (checked above).
      let text = WidgetTextCommand(rawValue: name) ?? .textFormat
      return .success(.updating(command: text, probe: probe, timerEnd: timerEnd))
    } catch let error as CommandLineError {
      return .failure(OptionValueError(error.message))
    } catch {
      return .failure(OptionValueError("\(error)"))
    }
  }
}
