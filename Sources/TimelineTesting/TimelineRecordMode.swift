import Foundation

/// Which golden files expectations write: the record modes swift-snapshot-testing has.
///
/// Set the environment variable `TIMELINE_TESTING_RECORD` to a mode's name to
/// choose it for a run:
///
/// ```sh
/// TIMELINE_TESTING_RECORD=failed swift test --filter ReminderTimelineTests
/// ```
///
/// The default is ``never``: every golden is compared, a missing one fails, and
/// nothing is written, as a CI run wants. An expectation that writes its
/// golden also records a failure saying so, so a run that records never
/// passes by accident. An inline golden is not a file: in a mode that records
/// it, it is rewritten in the test's source file (``TimelineGolden``).
///
/// In code, ``withTimelineRecordMode(_:operation:)`` chooses the mode for the
/// expectations in a closure (in XCTest, around `super.invokeTest()`), and the
/// Swift Testing trait `.timelineRecordMode(_:)` for a test or a
/// suite; either overrides the environment.
public enum TimelineRecordMode: String, Sendable, Equatable, CaseIterable {
  /// Compare every golden; a missing one fails. Nothing is written.
  case never
  /// Write the goldens that are missing; compare the others.
  case missing
  /// Write the goldens that are missing or differ; one that matches passes.
  case failed
  /// Write every golden, a matching one too (with the same bytes); every
  /// expectation then fails, saying so.
  case all

  /// The environment variable that chooses the mode: `TIMELINE_TESTING_RECORD`.
  public static let environmentVariable = "TIMELINE_TESTING_RECORD"

  /// The mode of the expectations running now: the one chosen in code
  /// (``withTimelineRecordMode(_:operation:)`` or the trait), else the one
  /// ``environmentVariable`` names, else ``never``.
  public static var current: TimelineRecordMode { currentChoice.mode }

  /// The mode in force and where it was chosen.
  static var currentChoice: Choice {
    if let chosen { return Choice(mode: chosen, source: .code) }
    return choice(environment: ProcessInfo.processInfo.environment)
  }

  /// A mode, and where it was chosen: what a failure's hint depends on.
  struct Choice: Equatable {
    /// Where a mode was chosen.
    enum Source: Equatable {
      /// Neither in code nor by the environment: the default.
      case `default`
      /// By ``TimelineRecordMode/environmentVariable``.
      case environment
      /// In code: ``withTimelineRecordMode(_:operation:)`` or the trait.
      case code
      /// The environment variable held something else, which was ignored.
      case ignored(String)
    }

    let mode: TimelineRecordMode
    let source: Source
  }

  /// The mode an environment asks for: a mode's name, else ``never``. An unset
  /// or empty variable is the default; any other value is ignored (the
  /// expectation says so once per run, ``ignoredValueNote(_:)``).
  static func choice(environment: [String: String]) -> Choice {
    let value = environment[environmentVariable] ?? ""
    if value.isEmpty { return Choice(mode: .never, source: .default) }
    if let mode = TimelineRecordMode(rawValue: value) {
      return Choice(mode: mode, source: .environment)
    }
    return Choice(mode: .never, source: .ignored(value))
  }

  /// The line a run prints once when the environment variable holds no mode.
  static func ignoredValueNote(_ value: String) -> String {
    "TimelineTesting: \(environmentVariable)=\(value) is not a record mode "
      + "(\(allCases.map(\.rawValue).joined(separator: ", "))); it was ignored, "
      + "and no golden is written."
  }

  /// Whether this mode writes a golden that is missing (`exists` false) or
  /// exists and matches or not (`matches`).
  func writes(exists: Bool, matches: Bool) -> Bool {
    switch self {
    case .never: false
    case .missing: !exists
    case .failed: !exists || !matches
    case .all: true
    }
  }

  /// The mode set for the current task, which overrides the environment.
  @TaskLocal static var chosen: TimelineRecordMode?
}

/// Runs `operation` with the expectations in it in `mode`, whatever the environment says.
///
/// ```swift
/// withTimelineRecordMode(.failed) {
///   expectTimeline(dates, matches: .file("Golden/new.ndjson"))
/// }
/// ```
///
/// In XCTest, wrap a test case's tests:
///
/// ```swift
/// override func invokeTest() {
///   withTimelineRecordMode(.missing) { super.invokeTest() }
/// }
/// ```
public func withTimelineRecordMode<Result>(
  _ mode: TimelineRecordMode, operation: () throws -> Result
) rethrows -> Result {
  try TimelineRecordMode.$chosen.withValue(mode, operation: operation)
}
