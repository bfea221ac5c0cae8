import Foundation

/// Whether expectations compare with their golden files or write them.
///
/// Set the environment variable `TIMELINE_TESTING_RECORD` to `1` to record:
///
/// ```sh
/// TIMELINE_TESTING_RECORD=1 swift test --filter ReminderTimelineTests
/// ```
///
/// In record mode an expectation whose golden file is missing or differs
/// writes the timeline into it and records an issue saying so, so a run that
/// records never passes by accident; one whose file already matches passes.
/// An inline golden cannot be rewritten: its issue shows the text to paste.
public enum TimelineRecordMode: Sendable, Equatable {
  /// Compare with the golden files (the default).
  case compare
  /// Write every golden file that is missing or differs.
  case record

  /// The environment variable that switches record mode on: `TIMELINE_TESTING_RECORD`.
  public static let environmentVariable = "TIMELINE_TESTING_RECORD"

  /// The mode of the expectations running now: the one ``withTimelineRecordMode(_:operation:)``
  /// sets, else `.record` when ``environmentVariable`` is set to anything but
  /// empty or `0`, else `.compare`.
  public static var current: TimelineRecordMode {
    chosen ?? mode(environment: ProcessInfo.processInfo.environment)
  }

  /// The mode an environment asks for.
  static func mode(environment: [String: String]) -> TimelineRecordMode {
    let value = environment[environmentVariable] ?? ""
    return value.isEmpty || value == "0" ? .compare : .record
  }

  /// The mode set for the current task, which overrides the environment.
  @TaskLocal static var chosen: TimelineRecordMode?
}

/// Runs `operation` with the expectations in it in `mode`, whatever the environment says.
///
/// ```swift
/// withTimelineRecordMode(.record) {
///   expectTimeline(dates, matches: .file("Golden/new.ndjson"))
/// }
/// ```
public func withTimelineRecordMode<Result>(
  _ mode: TimelineRecordMode, operation: () throws -> Result
) rethrows -> Result {
  try TimelineRecordMode.$chosen.withValue(mode, operation: operation)
}
