import Foundation
import Synchronization
import TimelineInspector

/// Compares a recorded run with its golden, records it in record mode, and
/// reports what went wrong at the caller's line: what every `expect…` does
/// once it has its run.
struct GoldenExpectation {
  let golden: TimelineGolden
  let location: CallerLocation
  /// The record mode in force, and where it was chosen.
  let choice: TimelineRecordMode.Choice

  /// The expectation every public `expect…` function makes: `golden`, checked
  /// for the caller at `fileID`, `filePath`, `line` and `column`, in the
  /// current record mode.
  init(
    _ golden: TimelineGolden, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt
  ) {
    self.init(
      golden, at: CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The expectation of `golden` for a caller at `location`.
  init(_ golden: TimelineGolden, at location: CallerLocation) {
    self.golden = golden
    self.location = location
    self.choice = TimelineRecordMode.currentChoice
    if case .ignored(let value) = choice.source { Self.noteIgnoredOnce(value) }
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
    let diff = recorded.difference(fromGolden: TimelineGolden.inlineBytes(text), file: nil)
    let actual = String(decoding: recorded.bytes, as: UTF8.self)
    guard choice.mode.writes(exists: true, matches: diff == nil) else {
      guard let diff else { return true }
      return fail(
        diff + ActualOutputFile.write(recorded.bytes, at: location, golden: nil) + "\n"
          + recordingHint(to: .failed, what: "If the actual timeline is right, rewrite it")
          + " Or replace it with these lines:\n" + actual, recorded)
    }
    let path = location.sourcePath
    do throws(InlineGoldenRewriter.Refusal) {
      try InlineGoldenRewriter.rewrite(
        path: path, line: Int(location.line), column: Int(location.column), with: actual)
    } catch {
      return fail(
        (diff ?? "") + "The inline golden was not rewritten: \(error.reason). "
          + "Replace it with these lines:\n" + actual, recorded)
    }
    let lines = recorded.bytes.count { $0 == UInt8(ascii: "\n") }
    return fail(
      "Rewrote the inline golden of the call at line \(location.line) of '\(path)' with "
        + "\(lines) \(lines == 1 ? "line" : "lines"). Check them, then run the tests again "
        + (choice.source == .code
          ? "with the record mode chosen in code set back to .never."
          : "without \(TimelineRecordMode.environmentVariable)."),
      recorded)
  }

  private func verify(_ recorded: RecordedTimeline, file path: String) -> Bool {
    let url = resolved(path)
    let existing: [UInt8]?
    switch GoldenFile.read(url.path) {
    case .missing: existing = nil
    case .bytes(let bytes): existing = bytes
    case .unreadable(let reason):
      return fail("The golden file '\(url.path)' cannot be read: \(reason).", recorded)
    }
    let diff = existing.flatMap { recorded.difference(fromGolden: $0, file: url.path) }
    let matches = existing != nil && diff == nil
    if choice.mode.writes(exists: existing != nil, matches: matches) {
      return record(recorded, at: url, replacing: existing != nil)
    }
    if matches { return true }
    guard let diff else {
      return fail(
        "No golden file at '\(url.path)'. \(recordingHint(to: .missing, what: "Record it"))",
        recorded)
    }
    return fail(
      diff + ActualOutputFile.write(recorded.bytes, at: location, golden: path) + "\n"
        + recordingHint(to: .failed, what: "If the actual timeline is right, record it"),
      recorded)
  }

  /// How to record in a mode that writes: by the environment variable, unless
  /// the mode in force was chosen in code, where it must be changed instead.
  private func recordingHint(to mode: TimelineRecordMode, what: String) -> String {
    let variable = TimelineRecordMode.environmentVariable
    switch choice.source {
    case .code:
      return "\(what): the record mode chosen in code is .\(choice.mode.rawValue);"
        + " choose .\(mode.rawValue) there (the .timelineRecordMode trait or"
        + " withTimelineRecordMode) and run the tests again."
    case .default, .environment, .ignored:
      return "\(what): run the tests again with \(variable)=\(mode.rawValue)."
    }
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
        + ". Check them, then run the tests again "
        + (choice.source == .code
          ? "with the record mode chosen in code set back to .never."
          : "without \(TimelineRecordMode.environmentVariable)."),
      recorded)
  }

  /// Says once a run that the environment variable's value was ignored.
  private static func noteIgnoredOnce(_ value: String) {
    ignoredNote.withLock { said in
      guard !said else { return }
      said = true
      FileHandle.standardError.write(
        Data((TimelineRecordMode.ignoredValueNote(value) + "\n").utf8))
    }
  }

  /// Whether the ignored value was said already.
  private static let ignoredNote = Mutex(false)

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
}
