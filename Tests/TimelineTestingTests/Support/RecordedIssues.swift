import Foundation
import Synchronization
import Testing

/// The issues an expectation records inside `body`, each a known issue, so the
/// test can check their messages and lines; the test fails if there are none.
func recordedIssues(_ body: () -> Void) -> [Issue] {
  let issues = Mutex<[Issue]>([])
  withKnownIssue {
    body()
  } matching: { issue in
    issues.withLock { $0.append(issue) }
    return true
  }
  return issues.withLock { $0 }
}

extension Issue {
  /// The issue's message: its comments, one a line.
  var message: String { comments.map(\.rawValue).joined(separator: "\n") }
}

/// A new empty directory for golden files a test writes.
func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("TimelineTestingTests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// 2025-01-01T00:00:00Z: 1,735,689,600 Unix seconds.
let newYear2025 = Date(timeIntervalSince1970: 1_735_689_600)
