import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads `widget`'s command line into a ``WidgetInput``: every value checked, the entries
/// file read and each entry's text built by its own command, before anything is printed.
enum WidgetArguments {
  static func read(_ arguments: ScheduleArguments) throws(CommandLineError) -> WidgetInput {
    let command = CommandHeading.widget.name
    try refuseViewOptions(arguments, command: command)
    let now = arguments.now.timeIntervalSinceReferenceDate
    var values = WidgetValueText(zone: arguments.zone, currentTime: arguments.currentTime, now: now)
    func spec<Value>(_ option: ScheduleOption<Value>) -> OptionSpec { option.definition.spec }
    func checked<Value, Option>(
      _ result: Result<Value, WidgetValueError>, _ option: ScheduleOption<Option>, _ text: String
    ) throws(CommandLineError) -> Value {
      switch result {
      case .success(let value): return value
      case .failure(let error):
        throw .invalidValue(text, for: spec(option), in: command, error.reason)
      }
    }
    let providedAt = arguments[WidgetOptions.providedAt]
    var reloads: [WidgetAppReload] = []
    if let text = arguments[WidgetOptions.reloadAt] {
      reloads += try checked(values.dateList(text), WidgetOptions.reloadAt, text).map {
        WidgetAppReload(at: $0)
      }
    }
    if let text = arguments[WidgetOptions.freeReload] {
      reloads += try checked(values.dateList(text), WidgetOptions.freeReload, text).map {
        WidgetAppReload(at: $0, isFree: true)
      }
    }
    let budget = try arguments[WidgetOptions.budget].map { text throws(CommandLineError) in
      try checked(WidgetValueText.budget(text), WidgetOptions.budget, text)
    }
    let source: WidgetInput.Source
    if let text = arguments[WidgetOptions.provider] {
      if let first = arguments.positionals.first {
        throw .validation(
          "Entries cannot be given both as arguments ('\(Quoted(first))') and with '--provider'",
          in: command)
      }
      for other in [spec(WidgetOptions.file), spec(WidgetOptions.policy)]
      where arguments.parsed.isGiven(other) {
        throw .conflict(spec(WidgetOptions.provider), other.flag, in: command)
      }
      source = .provider(try checked(WidgetValueText.provider(text), WidgetOptions.provider, text))
    } else {
      let policyText = arguments[WidgetOptions.policy] ?? "at-end"
      let policy = try checked(values.policy(policyText), WidgetOptions.policy, policyText)
      var given: [WidgetEntriesFile.FileTimeline] = []
      if let path = arguments[WidgetOptions.file] {
        if let first = arguments.positionals.first {
          throw .datesGivenTwice(first: first, in: command)
        }
        let name =
          path == "-"
          ? Array("standard input".utf8)
          : arguments.bytes(of: WidgetOptions.file) ?? Array(path.utf8)
        given = try WidgetEntriesFile.timelines(
          path: path, name: name, pathBytes: name, values: &values, command: command)
      } else {
        given = [WidgetEntriesFile.FileTimeline()]
        for text in arguments.positionals {
          switch values.entry(text) {
          case .success(let entry): given[0].entries.append((entry, nil))
          case .failure(let error):
            throw CommandLineError(
              .usage, "The value '\(Quoted(text))' is invalid for '<entry>': \(error.reason)",
              command: command)
          }
        }
      }
      guard !given.isEmpty, !given[0].entries.isEmpty || given[0].providedAt != nil else {
        throw .missingWidgetEntries(in: command)
      }
      var timelines: [WidgetInput.GivenTimeline] = []
      for (timeline, file) in given.enumerated() {
        let at = file.providedAt ?? providedAt
        var texts: [WidgetEntryText?] = []
        for (entry, item) in file.entries.enumerated() {
          guard let words = item.text else {
            texts.append(nil)
            continue
          }
          switch WidgetEntryText.read(
            words, providedAt: at, zone: arguments.zone, mode: arguments.mode,
            currentTime: arguments.currentTime, render: arguments[TextRender.option])
          {
          case .success(let text): texts.append(text)
          case .failure(let error):
            throw .validation(
              "The text of entry \(entry) of timeline \(timeline), '\(Quoted(words))', cannot be used: \(error.reason)",
              in: command)
          }
        }
        timelines.append(
          WidgetInput.GivenTimeline(
            providedAt: at, entries: file.entries.map(\.entry), texts: texts,
            policy: file.policy ?? policy))
      }
      source = .timelines(timelines)
    }
    var start = providedAt
    if case .timelines(let timelines) = source { start = timelines[0].providedAt }
    return WidgetInput(source: source, providedAt: start, appReloads: reloads, budget: budget)
  }

  /// `--view`, `--live` and the options that go with them ask for a view's updates on a
  /// clock; a widget's timeline is neither.
  private static func refuseViewOptions(_ arguments: ScheduleArguments, command: String)
    throws(CommandLineError)
  {
    for option in [CommonOptions.view.definition.spec, CommonOptions.live.definition.spec]
    where arguments.parsed.isGiven(option) {
      throw .validation(
        "The option '\(option.flag)' does not apply to 'widget': a widget's views are archived, and its plan is printed at once",
        in: command)
    }
  }
}

extension CommandLineError {
  /// `widget` given neither entries nor `--provider`.
  static func missingWidgetEntries(in command: String) -> Self {
    Self(
      .usage,
      "Missing expected argument '<entry> ...': give at least one entry, '--file <path>' or '--provider <rule>'",
      command: command)
  }
}
