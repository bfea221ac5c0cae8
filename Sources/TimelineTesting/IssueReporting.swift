#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Where an expectation was written: the caller's file, line and column, as
/// both test frameworks take them.
struct CallerLocation {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
  /// The caller's source file as a path: where an inline golden is rewritten.
  /// It is `filePath`'s text; a test of the rewriting gives a copy's path.
  var sourcePath: String

  /// The location `fileID`, `filePath`, `line` and `column` name.
  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
    sourcePath = "\(filePath)"
  }

  /// The directory of the caller's source file: where relative golden paths start.
  var directory: String {
    let path = "\(filePath)"
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return String(path[..<slash])
  }
}

/// Records a failed expectation in the framework running the test: an
/// `Issue` in Swift Testing, an `XCTFail` in XCTest, at the caller's line.
enum IssueReporting {
  /// Records `message` as a failure at `location`.
  ///
  /// Swift Testing takes it when a test of its own is current, and also when
  /// the process runs Swift Testing's tests alone (`swift test` runs each
  /// library in a process of its own, passing `--testing-library
  /// swift-testing`): then a failure in a detached task, where no test is
  /// current, still fails the run, as `#expect` there does.
  static func record(_ message: String, at location: CallerLocation) {
    #if canImport(Testing)
      if Test.current != nil || runsSwiftTestingAlone {
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: SourceLocation(
            fileID: "\(location.fileID)", filePath: "\(location.filePath)",
            line: Int(location.line), column: Int(location.column)))
        return
      }
    #endif
    #if canImport(XCTest)
      XCTFail(message, file: location.filePath, line: location.line)
    #else
      // Neither framework: the failure must still be seen.
      preconditionFailure(message, file: location.filePath, line: location.line)
    #endif
  }

  /// Whether this process runs Swift Testing's tests and no XCTest case: its
  /// arguments name Swift Testing as the testing library.
  static let runsSwiftTestingAlone = namesSwiftTesting(CommandLine.arguments)

  /// Whether `arguments` hold `--testing-library swift-testing`.
  static func namesSwiftTesting(_ arguments: [String]) -> Bool {
    zip(arguments, arguments.dropFirst()).contains {
      $0 == "--testing-library" && $1 == "swift-testing"
    }
  }
}
