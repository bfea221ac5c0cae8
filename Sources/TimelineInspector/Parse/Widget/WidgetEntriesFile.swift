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
  /// `name`: the entries before any `providedAt` line form the first, the command's own.
  ///
  /// The file is read a line at a time with the dates file's reader (``ByteLines``), so
  /// it may be of any size; a line may hold at most ``DatesFile/maximumLineLength`` bytes.
  static func timelines(
    path: String, name: [UInt8], pathBytes: [UInt8], context: OptionValueContext,
    command: String
  ) throws(CommandLineError) -> [FileTimeline] {
    let source = try DatesFile.source(path, pathBytes: pathBytes, name: name, command: command)
    defer { source.close() }
    var lines = ByteLines(name: name, command: command, read: source.read)
    var found: [FileTimeline] = []
    while let line = try lines.next() {
      // Blank and comment lines are passed over in place, so a file of many costs no copy.
      guard let first = line.first(where: { !DateLines.isBlank($0) }),
        first != UInt8(ascii: "#")
      else { continue }
      try read(
        Array(line), number: lines.lineNumber, into: &found, name: name, context: context,
        command: command)
    }
    return found
  }

  /// Reads line `number`, `rawLine` (neither blank nor a comment), into the timelines
  /// `found` so far.
  private static func read(
    _ rawLine: [UInt8], number: Int, into found: inout [FileTimeline], name: [UInt8],
    context: OptionValueContext, command: String
  ) throws(CommandLineError) {
    func refuse(_ reason: String) -> CommandLineError {
      .inputLine(number, of: name, reason, in: command)
    }
    let shape =
      "not a JSON object with a \"date\" string (and optional \"relevance\", \"text\"), or a \"providedAt\" string (and optional \"policy\")"
    let decoded: Line
    do {
      decoded = try JSONDecoder().decode(Line.self, from: Data(rawLine))
    } catch {
      throw refuse(memberError(error) ?? shape)
    }
    guard (decoded.date == nil) != (decoded.providedAt == nil) else { throw refuse(shape) }
    let line = decoded
    if let providedAt = line.providedAt {
      var timeline = FileTimeline(line: number)
      do {
        timeline.providedAt = try WidgetValues.date(providedAt, context)
      } catch { throw refuse("\"providedAt\": \(error.reason)") }
      if let policy = line.policy {
        do {
          timeline.policy = try WidgetValues.policy(policy, context)
        } catch { throw refuse("\"policy\": \(error.reason)") }
      }
      found.append(timeline)
      return
    }
    let date: Date
    do {
      date = try WidgetValues.date(line.date ?? "", context)
    } catch { throw refuse("\"date\": \(error.reason)") }
    var relevance: TimelineEntryRelevance?
    if let given = line.relevance {
      guard given.score.isFinite, (given.duration ?? 0).isFinite, (given.duration ?? 0) >= 0
      else {
        throw refuse(
          "\"relevance\": the score must be finite and the duration a number of seconds, 0 or more"
        )
      }
      let score: Float
      do {
        score = try WidgetValues.score(given.score)
      } catch { throw refuse("\"relevance\": \(error.reason)") }
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
