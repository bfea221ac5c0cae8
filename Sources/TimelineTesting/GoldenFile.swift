import Foundation

/// A golden file as an expectation reads it: its bytes, or why there are none.
enum GoldenFile {
  /// What reading a golden file's path found.
  enum Contents: Equatable {
    /// Nothing is at the path.
    case missing
    /// The file's bytes.
    case bytes([UInt8])
    /// Something is there that cannot be read as a golden (a directory, a file
    /// without permission), and why.
    case unreadable(String)
  }

  /// What is at `path`.
  static func read(_ path: String) -> Contents {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .missing
    }
    if isDirectory.boolValue { return .unreadable("it is a directory") }
    do {
      return .bytes([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
    } catch {
      return .unreadable(
        FileManager.default.isReadableFile(atPath: path)
          ? error.localizedDescription : "permission denied")
    }
  }
}
