import Foundation
import TimelineInspector

/// Compares a recorded run with its golden, records it in record mode, and
/// reports what went wrong at the caller's line: what every `expect…` does
/// once it has its run.
struct GoldenExpectation {
  let golden: TimelineGolden
  let location: CallerLocation
  let mode: TimelineRecordMode

  /// The expectation every public `expect…` function makes: `golden`, checked
  /// for the caller at `fileID`, `filePath`, `line` and `column`, in the
  /// current record mode.
  init(
    _ golden: TimelineGolden, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt
  ) {
    self.golden = golden
    self.location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.mode = TimelineRecordMode.current
  }

  /// Whether `recorded` matches the golden; if not, an issue is recorded
  /// saying why and how to record.
  func verify(_ recorded: RecordedTimeline) -> Bool {
    if let failure = recorded.failure {
      return fail("The timeline could not be made: \(failure)", recorded)
    }
    switch golden.source {
    case .inline(let text):
      return verify(recorded, inline: text)
    case .file(let path):
      return verify(recorded, file: path)
    }
  }

  private func verify(_ recorded: RecordedTimeline, inline text: String) -> Bool {
    guard
      let diff = recorded.difference(
        fromGolden: TimelineGolden.inlineBytes(text), named: Self.inlineName)
    else { return true }
    return fail(
      diff + "An inline golden is not recorded: replace it with these lines:\n"
        + String(decoding: recorded.bytes, as: UTF8.self), recorded)
  }

  private func verify(_ recorded: RecordedTimeline, file path: String) -> Bool {
    let url = resolved(path)
    let existing = FileManager.default.contents(atPath: url.path).map { [UInt8]($0) }
    let diff = existing.flatMap { recorded.difference(fromGolden: $0, named: path) }
    if existing != nil && diff == nil { return true }
    guard mode == .compare else {
      return record(recorded, at: url, replacing: existing != nil)
    }
    guard let diff else {
      return fail(
        "No golden file at '\(url.path)'. Record it: run the tests again with "
          + "\(TimelineRecordMode.environmentVariable)=1.", recorded)
    }
    return fail(
      diff + "If the new timeline is right, record it: run the tests again with "
        + "\(TimelineRecordMode.environmentVariable)=1.", recorded)
  }

  /// Writes the timeline into the golden file, and records an issue saying so.
  private func record(_ recorded: RecordedTimeline, at url: URL, replacing: Bool) -> Bool {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(recorded.bytes).write(to: url)
    } catch {
      return fail("Could not record the golden file '\(url.path)': \(error)", recorded)
    }
    let lines = recorded.bytes.count { $0 == UInt8(ascii: "\n") }
    return fail(
      "Recorded \(lines) \(lines == 1 ? "line" : "lines") in the golden file '\(url.path)'"
        + (replacing ? ", replacing what it held" : "")
        + ". Check them, then run the tests again without "
        + "\(TimelineRecordMode.environmentVariable).", recorded)
  }

  /// `path` from the caller's directory, unless it is absolute.
  private func resolved(_ path: String) -> URL {
    if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
    return URL(fileURLWithPath: location.directory).appendingPathComponent(path)
  }

  /// Records `message`, and the run's notes after it, as the failure; returns false.
  private func fail(_ message: String, _ recorded: RecordedTimeline) -> Bool {
    var text = message
    if !text.hasSuffix("\n") { text += "\n" }
    for note in recorded.notes { text += note.hasSuffix("\n") ? note : note + "\n" }
    IssueReporting.record(String(text.dropLast()), at: location)
    return false
  }

  /// The name an inline golden has in the diff.
  static let inlineName = "inline golden"
}
