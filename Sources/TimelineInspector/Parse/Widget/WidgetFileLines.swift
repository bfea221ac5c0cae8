import TimelineCore

/// Where the timelines of `widget --file` came from, line by line: so that what the plan
/// refuses because of a line is bad data naming that line (65), as a line the reader
/// refuses is (docs/cli.md, "widget").
struct WidgetFileLines {
  /// The file as messages call it (`standard input`, or its path).
  let name: [UInt8]
  /// Each timeline's `providedAt` line; nil for the first when the command line provides it.
  let timelines: [Int?]
  /// Each timeline's entries' lines.
  let entries: [[Int]]

  init(name: [UInt8], _ file: [WidgetEntriesFile.FileTimeline]) {
    self.name = name
    timelines = file.map(\.line)
    entries = file.map(\.entryLines)
  }

  /// The line that `error` is about, if a line of the file is its cause: an entry's, or
  /// the `providedAt` line of the timeline it names.
  func line(causing error: WidgetTimelineError) -> Int? {
    switch error {
    case .entriesOutOfOrder(let timeline, let entry), .nonFiniteEntryDate(let timeline, let entry),
      .invalidRelevance(let timeline, let entry):
      return entries.indices.contains(timeline) && entries[timeline].indices.contains(entry)
        ? entries[timeline][entry] : nil
    case .noEntries(let timeline), .nonFiniteProvidedAt(let timeline),
      .nonFiniteReloadDate(let timeline), .timelinesOutOfOrder(let timeline):
      return timelines.indices.contains(timeline) ? timelines[timeline] : nil
    default:
      return nil
    }
  }
}
