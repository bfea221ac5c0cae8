import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `widget --file`: entries, one JSON object a line,
/// `{"date": "…", "relevance": {"score": 1, "duration": 900}, "text": "text-timer --to …"}`;
/// blank lines and lines starting with `#` are skipped (docs/cli.md, "widget").
enum WidgetEntriesFile {
  /// One line as written: only `date` is required.
  private struct Line: Decodable {
    struct Relevance: Decodable {
      let score: Double
      let duration: Double?
    }
    let date: String
    let relevance: Relevance?
    let text: String?
  }

  /// The most bytes the file may hold: entries are all planned before anything is printed.
  static let byteLimit = 16 << 20

  /// The entries of `bytes`, read from `name`, each with the words of its text if it has one.
  static func entries(
    _ bytes: [UInt8], name: [UInt8], values: inout WidgetValueText, command: String
  ) throws(CommandLineError) -> [(entry: WidgetTimelineEntry, text: String?)] {
    var found: [(entry: WidgetTimelineEntry, text: String?)] = []
    for (index, rawLine) in bytes.split(
      separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false
    )
    .enumerated() {
      let text = String(decoding: rawLine, as: UTF8.self)
      let trimmed = text.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      func refuse(_ reason: String) -> CommandLineError {
        .widgetLine(index + 1, of: name, reason, in: command)
      }
      guard let line = try? JSONDecoder().decode(Line.self, from: Data(rawLine)) else {
        throw refuse(
          "not a JSON object with a \"date\" string (and optional \"relevance\", \"text\")")
      }
      let date: Date
      switch values.date(line.date) {
      case .success(let read): date = read
      case .failure(let error): throw refuse("\"date\": \(error.reason)")
      }
      var relevance: TimelineEntryRelevance?
      if let given = line.relevance {
        guard given.score.isFinite, (given.duration ?? 0).isFinite, (given.duration ?? 0) >= 0
        else {
          throw refuse(
            "\"relevance\": the score must be finite and the duration a number of seconds, 0 or more"
          )
        }
        relevance = TimelineEntryRelevance(score: Float(given.score), duration: given.duration ?? 0)
      }
      found.append((WidgetTimelineEntry(date: date, relevance: relevance), line.text))
    }
    return found
  }
}

extension CommandLineError {
  /// Line `number` of `widget`'s entries file cannot be used, and why.
  static func widgetLine(_ number: Int, of name: [UInt8], _ reason: String, in command: String)
    -> Self
  {
    Self(
      .data, "Line \(number) of \(Quoted(bytes: name, limit: .max)): \(reason)", command: command)
  }
}
