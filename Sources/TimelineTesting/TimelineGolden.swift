/// The expected timeline of an expectation: a golden file, or the same text inline.
///
/// A golden file holds exactly the bytes `tlsched … --format ndjson` writes, so
/// `tlsched --check` and the tests read one file:
///
/// ```swift
/// expectTimeline(dates, matches: .file("Golden/reminders.ndjson"))
/// expectTimeline(dates, matches: """
///   {"date":"2025-01-01T00:00:00Z"}
///   {"date":"2025-01-01T00:01:00Z"}
///   """)
/// ```
public struct TimelineGolden: Sendable, ExpressibleByStringLiteral {
  /// Where the expected lines are.
  enum Source: Sendable, Equatable {
    /// A file, at a path relative to the directory of the test's source file
    /// (or absolute).
    case file(String)
    /// The lines themselves.
    case inline(String)
  }

  let source: Source

  /// The golden file at `path`: relative to the directory of the source file
  /// of the test that reads it, or absolute.
  ///
  /// Record it by running the tests with `TIMELINE_TESTING_RECORD=1`
  /// (``TimelineRecordMode``), or with `tlsched … --format ndjson > path`.
  public static func file(_ path: String) -> TimelineGolden {
    TimelineGolden(source: .file(path))
  }

  /// The expected lines themselves, as NDJSON: one object a line.
  ///
  /// A multi-line string literal has no newline after its last line; one is
  /// added, as NDJSON ends every line with one. Empty text expects no line.
  public static func inline(_ text: String) -> TimelineGolden {
    TimelineGolden(source: .inline(text))
  }

  /// The expected lines, written as a string literal: ``inline(_:)``.
  public init(stringLiteral text: String) {
    source = .inline(text)
  }

  private init(source: Source) {
    self.source = source
  }

  /// The bytes of an inline golden, every line ended by a newline.
  static func inlineBytes(_ text: String) -> [UInt8] {
    var bytes = Array(text.utf8)
    if let last = bytes.last, last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
    return bytes
  }
}
