import Foundation

/// Where a failed comparison leaves the actual timeline, so that a long one
/// can be read whole, diffed with any tool, or copied over the golden: a file
/// in the folder `TIMELINE_TESTING_ARTIFACTS` names (a CI job's artifacts
/// folder), else in the temporary folder.
///
/// The file's name comes from the caller's file and line and the golden's
/// name (`PomodoroTests_PomodoroScheduleTests.swift-12-pomodoro.ndjson`), so
/// each expectation has its own, and a run again replaces it.
enum ActualOutputFile {
  /// The environment variable that names the folder: `TIMELINE_TESTING_ARTIFACTS`.
  static let environmentVariable = "TIMELINE_TESTING_ARTIFACTS"

  /// The folder the files go in, as `environment` chooses it.
  static func folder(environment: [String: String]) -> URL {
    if let path = environment[environmentVariable], !path.isEmpty {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    return FileManager.default.temporaryDirectory
  }

  /// The file's name for an expectation at `location` whose golden is the file
  /// `golden`, or inline when nil.
  static func name(at location: CallerLocation, golden: String?) -> String {
    let caller = "\(location.fileID)".map { $0 == "/" ? "_" : $0 }
    let last = golden.map { ($0 as NSString).lastPathComponent } ?? "inline.ndjson"
    return String(caller) + "-\(location.line)-" + last
  }

  /// Writes `bytes` for the expectation at `location`; returns the sentence
  /// the failure ends with: where the file is, or why it could not be written.
  static func write(_ bytes: [UInt8], at location: CallerLocation, golden: String?) -> String {
    let folder = folder(environment: ProcessInfo.processInfo.environment)
    let url = folder.appendingPathComponent(name(at: location, golden: golden))
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    } catch {
      return
        "The actual timeline could not be written to '\(url.path)': \(error.localizedDescription)"
    }
    return "The actual timeline is in '\(url.path)'."
  }
}
