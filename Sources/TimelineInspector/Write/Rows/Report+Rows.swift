import TimelineCore

/// The rows of a report, on the path every line takes: kept apart from the
/// rest of ``Report`` so that its forced inlining stays in a type fenced for it
/// (scripts/lint.sh).
extension Report {
  /// Writes one row.
  @inline(__always)
  mutating func write(_ row: ReportRow) throws(RunStop) {
    try write(row.item, text: row.text, requestedFromEarlierEntry: row.requestedFromEarlierEntry)
  }

  /// Writes the row of `item`, with rendered `text` if any.
  ///
  /// A row without text whose dates surely print waits in ``pending`` and is
  /// written with the rows after it, in one call to the writer. Any other row
  /// is written at once, after those waiting, so a date that cannot be
  /// printed throws from the call that passed it, with every row before it
  /// written, as if each row were written when passed. The row's parts come
  /// apart, not as a ``ReportRow``, so that a waiting row is never copied
  /// whole with its text.
  @inline(__always)
  mutating func write(
    _ item: ReportRow.Item, text: String? = nil, requestedFromEarlierEntry: Bool = false
  ) throws(RunStop) {
    if text == nil && !requestedFromEarlierEntry && sink.dates.surelyPrints(item) {
      pending.append(item)
      if pending.isFull { try writePending() }
    } else {
      try writePending()
      try writer.write(
        ReportRow(item, text: text, requestedFromEarlierEntry: requestedFromEarlierEntry),
        to: &sink)
    }
  }

  /// Hands the rows waiting in ``pending`` to the writer.
  mutating func writePending() throws(RunStop) {
    guard !pending.isEmpty else { return }
    defer { pending.removeAll() }
    try writer.write(rows: pending, to: &sink)
  }

  /// Writes one raw date.
  @inline(__always)
  mutating func entry(_ t: Double, text: String? = nil) throws(RunStop) {
    try write(.entry(t), text: text)
  }

  /// Writes one update of a view.
  mutating func update(
    at time: Double, date shown: Double, cadence: TimelineViewDefaultContext.Cadence,
    text: String? = nil
  ) throws(RunStop) {
    try write(.update(at: time, date: shown, cadence: cadence), text: text)
  }

  /// Writes one moment at which either model updates: what each shows then
  /// (`nil` for a model that does not update at that moment), and whether they differ.
  mutating func comparison(
    at time: Double, swiftui: Double?, documented: Double?,
    cadence: TimelineViewDefaultContext.Cadence, text: String? = nil
  ) throws(RunStop) {
    try write(
      .comparison(at: time, swiftui: swiftui, documented: documented, cadence: cadence),
      text: text)
  }

  /// Writes one line of a view in Always On: a frame, or the display entering
  /// Always On (``FrameEvent``); `requestedFromEarlierEntry` says the frame's
  /// request was estimated from an entry not after it (``ReportRow``).
  mutating func frame(
    at time: Double, date shown: Double, cadence: TimelineViewDefaultContext.Cadence,
    fidelity: AlwaysOnFidelity, requested: AlwaysOnFidelity, event: FrameEvent,
    text: String? = nil, requestedFromEarlierEntry: Bool = false
  ) throws(RunStop) {
    try write(
      .frame(
        at: time, date: shown, cadence: cadence, fidelity: fidelity, requested: requested,
        event: event), text: text, requestedFromEarlierEntry: requestedFromEarlierEntry)
  }
}
