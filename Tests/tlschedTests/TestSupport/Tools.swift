import Foundation
import Testing

/// Whether an executable file named `tool` is in one of `PATH`'s directories, as
/// the shell that ``Binary/shell(_:shell:environment:timeout:)`` starts finds it:
/// a test that calls outside tools runs only where every one of them is found,
/// and otherwise skips, naming what is missing.
func isOnPath(_ tool: String) -> Bool {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
  return path.split(separator: ":").contains { directory in
    var isDirectory: ObjCBool = false
    let candidate = "\(directory)/\(tool)"
    return FileManager.default.isExecutableFile(atPath: candidate)
      && FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory)
      && !isDirectory.boolValue
  }
}

/// The reason a test that needs `tools` skips: those of them not on `PATH`.
func missingTools(_ tools: [String]) -> Comment {
  let missing = tools.filter { !isOnPath($0) }
  return Comment(rawValue: "\(missing.joined(separator: " and ")) not on PATH")
}
