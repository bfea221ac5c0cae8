/// Where an ``OutputBuffer`` keeps a run's bytes instead of writing them: the
/// TimelineTesting library reads the output of the run `tlsched` makes from
/// memory, so its golden bytes come from the command's own writers, and the
/// tests run the command in process
/// (``ScheduleInspector/outcome(of:keepingOutputIn:messages:clock:)``).
final class OutputCapture {
  /// Every byte flushed so far, in order.
  private(set) var bytes: [UInt8] = []
  /// The pitfalls the run's writer reported, as the summary and the widget
  /// plan name them: what the TimelineTesting library's pitfall expectations read.
  var pitfalls: [RecordedPitfall] = []

  /// Keeps the bytes of a flush.
  func append(_ flushed: UnsafeRawBufferPointer) {
    bytes.append(contentsOf: flushed)
  }
}

extension GoldenCheck {
  /// Compares `output`, the whole of it, with the golden bytes.
  func compare(all output: [UInt8]) {
    output.withUnsafeBytes { compare($0) }
  }
}
