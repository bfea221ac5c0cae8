import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `live-activity --file`: one event a JSON object a line, several activities told apart
/// by `"activity"` (an id, `"0"` when left out), each starting with its `start` line:
///
///     {"activity": "order", "event": "start", "date": "…", "by": "intent", "stale": "…"}
///     {"activity": "order", "event": "update", "date": "…", "push": 10, "alert": true}
///     {"activity": "order", "event": "end", "date": "…", "dismissal": "after:…"}
///     {"activity": "order", "event": "remove", "date": "…"}
///
/// A content's fields (`stale`, `"none"` to clear it; `relevance`; `text`, the words of
/// a text command; `size`, its encoded bytes) are kept by the next update unless given;
/// blank lines and lines starting with `#` are skipped (docs/cli.md, "live-activity").
enum LiveActivityFile {
  /// One line as written.
  private struct Line: Decodable {
    let activity: String?
    let event: String
    let date: String
    let by: String?
    let stale: String?
    let relevance: Double?
    let text: String?
    let size: Int?
    let push: Int?
    let alert: Bool?
    let dismissal: String?
    let dismissalDate: String?
  }

  /// The activities of the file at `path` (`-`: standard input), which messages call
  /// `name`, in the order of their start lines, read as ``NDJSONFile`` reads.
  static func activities(
    path: String, name: [UInt8], context: OptionValueContext, command: String
  ) throws(CommandLineError) -> [GivenActivity] {
    var found: [GivenActivity] = []
    var index: [String: Int] = [:]
    try NDJSONFile.read(
      Line.self, path: path, name: name, pathBytes: name, command: command,
      shape: { _ in
        "not a JSON object with an \"event\" (start, update, end or remove) and a \"date\" string, and optional \"activity\", \"by\", \"stale\", \"relevance\", \"text\", \"size\", \"push\", \"alert\", \"dismissal\", \"dismissalDate\""
      },
      each: { (line, _) throws(OptionValueError) in
        try read(line, into: &found, index: &index, context: context)
      })
    return found
  }

  /// Reads one line into the activities `found` so far.
  private static func read(
    _ line: Line, into found: inout [GivenActivity], index: inout [String: Int],
    context: OptionValueContext
  ) throws(OptionValueError) {
    let id = line.activity ?? "0"
    let date = try NDJSONFile.member("date") { () throws(OptionValueError) in
      try LiveActivityValues.date(line.date, context)
    }
    if line.event == "start" {
      guard index[id] == nil else {
        throw OptionValueError("activity '\(Quoted(id))' is started twice")
      }
      let kind = try NDJSONFile.member("by") { () throws(OptionValueError) in
        try line.by.map { by throws(OptionValueError) in
          try LiveActivityValues.startKind(by, context)
        } ?? .foreground
      }
      index[id] = found.count
      found.append(
        GivenActivity(
          name: id, start: kind.start(at: date),
          content: try content(of: line, after: GivenActivity.Content(), context)))
      return
    }
    guard let position = index[id] else {
      throw OptionValueError(
        "activity '\(Quoted(id))' has no \"start\" line before its \"\(Quoted(line.event))\"")
    }
    // In place: a copy taken out and stored back would copy every update so far, for
    // every line.
    try apply(line, at: date, to: &found[position], named: id, context: context)
  }

  /// Applies an `update`, `end` or `remove` line, dated `date`, to `activity`.
  private static func apply(
    _ line: Line, at date: Date, to activity: inout GivenActivity, named id: String,
    context: OptionValueContext
  ) throws(OptionValueError) {
    switch line.event {
    case "update":
      let delivery: LiveActivityDelivery
      if let push = line.push {
        let priority = try NDJSONFile.member("push") { () throws(OptionValueError) in
          try LiveActivityValues.priority(push)
        }
        delivery = .push(priority: priority, alert: line.alert ?? false)
      } else {
        guard line.alert == nil else {
          throw OptionValueError("\"alert\" belongs to a push: give \"push\": 5 or 10 with it")
        }
        delivery = .local
      }
      let before = activity.updates.last?.content ?? activity.content
      activity.updates.append(
        GivenActivity.Update(
          date: date, delivery: delivery, content: try content(of: line, after: before, context)))
    case "end":
      guard activity.end == nil else {
        throw OptionValueError("activity '\(Quoted(id))' is ended twice")
      }
      let by: GivenActivity.Ender
      if line.push != nil || line.dismissalDate != nil {
        guard line.dismissal == nil else {
          throw OptionValueError(
            "an end has a \"dismissal\" policy (the app's end) or a \"push\" with a \"dismissalDate\", not both"
          )
        }
        let dismissalDate = try NDJSONFile.member("dismissalDate") { () throws(OptionValueError) in
          try line.dismissalDate.map { text throws(OptionValueError) in
            try LiveActivityValues.date(text, context)
          }
        }
        by = .push(dismissalDate: dismissalDate)
      } else {
        let policy = try NDJSONFile.member("dismissal") { () throws(OptionValueError) in
          try line.dismissal.map { text throws(OptionValueError) in
            try LiveActivityValues.dismissal(text, context)
          } ?? .default
        }
        by = .app(policy)
      }
      let changes =
        line.stale != nil || line.relevance != nil || line.text != nil || line.size != nil
      let before = activity.updates.last?.content ?? activity.content
      activity.end = GivenActivity.End(
        date: date, by: by, content: changes ? try content(of: line, after: before, context) : nil)
    case "remove":
      guard activity.removedAt == nil else {
        throw OptionValueError("activity '\(Quoted(id))' is removed twice")
      }
      activity.removedAt = date
    default:
      throw OptionValueError(
        "\"event\": '\(Quoted(line.event))' is not one of start, update, end, remove")
    }
  }

  /// The content a line gives: `before`, with the fields the line has replaced.
  private static func content(
    of line: Line, after before: GivenActivity.Content, _ context: OptionValueContext
  ) throws(OptionValueError) -> GivenActivity.Content {
    var content = before
    if let stale = line.stale {
      content.staleDate = try NDJSONFile.member("stale") { () throws(OptionValueError) in
        stale == "none" ? nil : try LiveActivityValues.date(stale, context)
      }
    }
    if let relevance = line.relevance {
      guard relevance.isFinite else {
        throw OptionValueError("\"relevance\": the score must be a finite number")
      }
      content.relevance = relevance
    }
    if let text = line.text { content.text = text }
    if let size = line.size { content.size = size }
    return content
  }
}
