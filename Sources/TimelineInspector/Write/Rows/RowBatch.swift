/// Rows waiting to be handed to a ``ReportWriter`` together: a fixed number
/// of rows' items, kept in memory allocated once for the whole run.
///
/// A report passes rows on in batches so that the one dynamic call to its
/// writer is paid per batch, not per row, and the writer's loop over a batch
/// has its own row-writing code inlined.
struct RowBatch: ~Copyable {
  /// How many rows a batch holds: enough that the dynamic call is nothing
  /// per row, and few enough that a batch's room (64 × 370 bytes with ISO
  /// dates: room for a comparison's three, ``ReportSink/write(rows:_:)``) is
  /// a third of the output buffer, which is then flushed in writes of 40 KiB
  /// or more (a date pattern of 256 bytes takes the whole buffer). With 256 rows (94 KiB of room for the
  /// longest rows) the buffer grew to one batch's room and was written out
  /// before every batch: a write(2) every 256 lines.
  static let capacity = 64

  private let storage: UnsafeMutablePointer<ReportRow.Item>
  /// How many rows the batch holds now.
  private(set) var count = 0

  /// An empty batch.
  init() { storage = .allocate(capacity: Self.capacity) }

  deinit { storage.deallocate() }

  /// Whether the batch holds no row.
  var isEmpty: Bool { count == 0 }

  /// Whether the batch holds ``capacity`` rows.
  var isFull: Bool { count == Self.capacity }

  /// Adds `item`, which must fit (traps, in release builds too, if the batch is full).
  @inline(__always)
  mutating func append(_ item: ReportRow.Item) {
    precondition(count < Self.capacity, "a full row batch appended to")
    (storage + count).initialize(to: item)
    count += 1
  }

  /// Empties the batch (its items are trivial values: nothing to destroy).
  mutating func removeAll() { count = 0 }

  /// The row at `index`, in the order they were appended.
  @inline(__always)
  subscript(index: Int) -> ReportRow.Item {
    precondition(index >= 0 && index < count, "a row read outside its batch")
    return storage[index]
  }

  /// The rows, in the order they were appended, for the row writers (``ReportSink``).
  var items: UnsafeBufferPointer<ReportRow.Item> {
    UnsafeBufferPointer(start: storage, count: count)
  }
}
