/// Rows waiting to be handed to a ``ReportWriter`` together: at most
/// ``capacity`` rows' items, in storage kept for the whole run.
///
/// A report passes rows on in batches so that the one dynamic call to its
/// writer is paid per batch, not per row, and the writer's loop over a batch
/// calls its own row-writing code directly.
struct RowBatch {
  /// How many rows a batch holds: enough that the dynamic call is nothing
  /// per row, and few enough that a batch's room (room for a comparison's
  /// three dates a row, ``ReportSink/write(rows:_:)``) is a third of the
  /// output buffer, which is then flushed in large writes. With four times as
  /// many rows the buffer grew to one batch's room and was written out before
  /// every batch.
  static let capacity = 64

  /// The rows, in the order they were appended.
  private(set) var items: [ReportRow.Item] = []

  /// An empty batch.
  init() { items.reserveCapacity(Self.capacity) }

  /// Whether the batch holds no row.
  var isEmpty: Bool { items.isEmpty }

  /// Whether the batch holds ``capacity`` rows.
  var isFull: Bool { items.count == Self.capacity }

  /// Adds `item`, which must fit (traps, in release builds too, if the batch is full).
  mutating func append(_ item: ReportRow.Item) {
    precondition(!isFull, "a full row batch appended to")
    items.append(item)
  }

  /// Empties the batch, keeping its storage.
  mutating func removeAll() { items.removeAll(keepingCapacity: true) }
}
