import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads `widget`'s command line into a ``WidgetInput``: the values its options' parse
/// hooks made (``WidgetValues``) checked against each other, the entries file read and
/// each entry's text built by its own command, before anything is printed.
enum WidgetArguments {
  static func read(_ arguments: ScheduleArguments) throws(CommandLineError) -> WidgetInput {
    let command = CommandHeading.widget.name
    func spec<Value>(_ option: ScheduleOption<Value>) -> OptionSpec { option.definition.spec }
    let providedAt = arguments[WidgetOptions.providedAt]
    // A call inside a foreground span is free and acted on at its end ("Free reloads").
    let spans = arguments[WidgetOptions.foreground] ?? []
    let reloads =
      (arguments[WidgetOptions.reloadAt] ?? []).map { date in
        spans.first { $0.start <= date && date < $0.end }
          .map { WidgetAppReload(at: date, inForegroundUntil: $0.end) } ?? WidgetAppReload(at: date)
      }
      + (arguments[WidgetOptions.freeReload] ?? []).map { WidgetAppReload.system(at: $0) }
    var budget = arguments[WidgetOptions.budget]
    if let pacing = arguments[WidgetOptions.budgetModel] {
      guard let given = budget else {
        throw .requires(
          spec(WidgetOptions.budgetModel), spec(WidgetOptions.budget).flag, in: command)
      }
      budget = given.pacing(pacing)
    }
    let source: WidgetInput.Source
    var fileLines: WidgetFileLines?
    if let rule = arguments[WidgetOptions.provider] {
      if let first = arguments.positionals.first {
        throw .validation(
          "Entries cannot be given both as arguments ('\(Quoted(first))') and with '--provider'",
          in: command)
      }
      for other in [spec(WidgetOptions.file), spec(WidgetOptions.policy)]
      where arguments.parsed.isGiven(other) {
        throw .conflict(spec(WidgetOptions.provider), other.flag, in: command)
      }
      source = .provider(rule)
    } else {
      let policy = arguments[WidgetOptions.policy]
      var given: [WidgetEntriesFile.FileTimeline] = []
      if let path = arguments[WidgetOptions.file] {
        if let first = arguments.positionals.first {
          throw .datesGivenTwice(first: first, in: command)
        }
        let name = arguments.fileName(path, of: WidgetOptions.file)
        given = try WidgetEntriesFile.timelines(
          path: path, name: name, pathBytes: name, context: arguments.valueContext,
          command: command)
        if given.isEmpty { throw .noWidgetEntries(in: name, isStandardInput: path == "-") }
        fileLines = WidgetFileLines(name: name, given)
      } else {
        let entries = arguments.positionalValues.compactMap { $0 as? WidgetTimelineEntry }
        given = [WidgetEntriesFile.FileTimeline(entries: entries.map { ($0, nil) })]
      }
      guard !given[0].entries.isEmpty || given[0].providedAt != nil else {
        throw .missingWidgetEntries(in: command)
      }
      var timelines: [WidgetProvidedTimeline<WidgetInput.Entry>] = []
      for (timeline, file) in given.enumerated() {
        let at = file.providedAt ?? providedAt
        var entries: [WidgetInput.Entry] = []
        for (position, item) in file.entries.enumerated() {
          var entry = WidgetInput.Entry(date: item.entry.date, relevance: item.entry.relevance)
          if let words = item.text {
            switch arguments.text(words, at: at) {
            case .success(let text): entry.text = text
            case .failure(let error):
              // A text comes only from a file line: bad data, naming the line (65).
              let lines = fileLines?.entries[timeline] ?? []
              guard let fileLines, lines.indices.contains(position) else {
                throw .validation(
                  "The text of entry \(position) of timeline \(timeline), '\(Quoted(words))', cannot be used: \(error.reason)",
                  in: command)
              }
              throw .inputLine(
                lines[position], of: fileLines.name,
                "\"text\" of entry \(position) of timeline \(timeline), '\(Quoted(words))', cannot be used: \(error.reason)",
                in: command)
            }
          }
          entries.append(entry)
        }
        timelines.append(
          WidgetProvidedTimeline(
            providedAt: at, timeline: Timeline(entries: entries, policy: file.policy ?? policy)))
      }
      source = .timelines(timelines)
    }
    var start = providedAt
    if case .timelines(let timelines) = source { start = timelines[0].providedAt }
    return WidgetInput(
      source: source, providedAt: start, appReloads: reloads, budget: budget,
      fileLines: fileLines)
  }
}
