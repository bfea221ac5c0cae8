import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `widget --file`: entries, one JSON object a line,
/// `{"date": "…", "relevance": {"score": 1, "duration": 900}, "text": "text-timer --to …"}`;
/// a line `{"providedAt": "…", "policy": "…"}` starts a timeline of its own, handed over
/// then, with the entries after it; blank lines and lines starting with `#` are skipped
/// (docs/cli.md, "widget").
enum WidgetEntriesFile {
  /// One line as written: an entry (`date`) or a timeline's start (`providedAt`).
  private struct Line: Decodable {
    struct Relevance: Decodable {
      let score: Double
      let duration: Double?
    }
    let date: String?
    let relevance: Relevance?
    let text: String?
    let providedAt: String?
    let policy: String?
  }

  /// A timeline of the file: when it is handed over and its policy, nil for the command's
  /// own (`--provided-at`, `--policy`), and its entries with their texts' words; with the
  /// number of the line each came from (nil for what the command line gave), so that a
  /// refusal they cause names it.
  struct FileTimeline {
    var providedAt: Date?
    var policy: TimelineReloadPolicy?
    var entries: [(entry: WidgetTimelineEntry, text: String?)] = []
    /// The line of the `providedAt` object that started the timeline.
    var line: Int?
    /// The line of each entry, in the order of ``entries``.
    var entryLines: [Int] = []
  }

  /// The timelines of the file at `path` (`-`: standard input), which messages call
  /// `name`, read as ``NDJSONFile`` reads: the entries before any `providedAt` line form
  /// the first, the command's own.
  static func timelines(
    path: String, name: [UInt8], pathBytes: [UInt8], context: OptionValueContext,
    command: String
  ) throws(CommandLineError) -> [FileTimeline] {
    var found: [FileTimeline] = []
    try NDJSONFile.read(
      Line.self, path: path, name: name, pathBytes: pathBytes, command: command,
      shape: { memberError($0) ?? shape },
      each: { (line, number) throws(OptionValueError) in
        try read(line, number: number, into: &found, context: context)
      })
    return found
  }

  /// What a line should be, when it is not.
  private static let shape =
    "not a JSON object with a \"date\" string (and optional \"relevance\", \"text\"), or a \"providedAt\" string (and optional \"policy\")"

  /// Reads line `number`, `line`, into the timelines `found` so far.
  private static func read(
    _ line: Line, number: Int, into found: inout [FileTimeline], context: OptionValueContext
  ) throws(OptionValueError) {
    guard (line.date == nil) != (line.providedAt == nil) else { throw OptionValueError(shape) }
    if let providedAt = line.providedAt {
      var timeline = FileTimeline(line: number)
      timeline.providedAt = try NDJSONFile.member("providedAt") { () throws(OptionValueError) in
        try WidgetValues.date(providedAt, context)
      }
      if let policy = line.policy {
        timeline.policy = try NDJSONFile.member("policy") { () throws(OptionValueError) in
          try WidgetValues.policy(policy, context)
        }
      }
      found.append(timeline)
      return
    }
    let date = try NDJSONFile.member("date") { () throws(OptionValueError) in
      try WidgetValues.date(line.date ?? "", context)
    }
    var relevance: TimelineEntryRelevance?
    if let given = line.relevance {
      guard given.score.isFinite, (given.duration ?? 0).isFinite, (given.duration ?? 0) >= 0
      else {
        throw OptionValueError(
          "\"relevance\": the score must be finite and the duration a number of seconds, 0 or more"
        )
      }
      let score = try NDJSONFile.member("relevance") { () throws(OptionValueError) in
        try WidgetValues.score(given.score)
      }
      relevance = TimelineEntryRelevance(score: score, duration: given.duration ?? 0)
    }
    if found.isEmpty { found.append(FileTimeline()) }
    found[found.count - 1].entries.append(
      (WidgetTimelineEntry(date: date, relevance: relevance), line.text))
    found[found.count - 1].entryLines.append(number)
  }
}

extension WidgetEntriesFile {
  /// What is wrong with a member of a line that is a JSON object, as the decoder found it
  /// (`"relevance"."score": expected a number`); nil when the line is no JSON object at
  /// all, which the line's shape then says.
  fileprivate static func memberError(_ error: any Error) -> String? {
    let path: [any CodingKey]
    let expected: String
    switch error as? DecodingError {
    case .typeMismatch(let type, let context):
      path = context.codingPath
      expected =
        type == Double.self
        ? "a number" : type == String.self ? "a string" : "a JSON object"
    case .valueNotFound(_, let context):
      path = context.codingPath
      expected = "a value, not null"
    default:
      return nil
    }
    guard !path.isEmpty else { return nil }
    let member = path.map { "\"\($0.stringValue)\"" }.joinedText(separator: ".")
    return "\(member): expected \(expected)"
  }
}
