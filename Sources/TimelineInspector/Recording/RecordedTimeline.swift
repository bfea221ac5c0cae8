/// A run made for the TimelineTesting library: the bytes `tlsched … --format
/// ndjson` writes for it, and the notes it writes on standard error.
package struct RecordedTimeline: Sendable {
  /// The NDJSON output, byte for byte.
  package let bytes: [UInt8]
  /// The notes on standard error, one a line (a stall, a text that is not known, …).
  package let notes: [String]
  /// Why the run stopped before its end, when it did (a stop signal), or nil.
  package let failure: String?
  /// The pitfalls the run reported: the widget plan's, or the summary's when
  /// the request asked for one (``RecordingRequest/summary``).
  package var pitfalls: [RecordedPitfall] = []

  /// The output compared with golden bytes `golden` as `--check` compares them:
  /// nil when identical, else the diff `--check` shows, worded for a test
  /// (the sides the golden and the actual timeline): the golden file at
  /// `path`, or an inline golden when `path` is nil.
  package func difference(fromGolden golden: [UInt8], file path: String?) -> String? {
    let check = GoldenCheck(
      expected: golden, name: path ?? "", format: .ndjson, wording: .test(isInline: path == nil))
    check.compare(all: bytes)
    // A golden in memory cannot fail to be read.
    return try? check.finishedDiff()
  }
}
