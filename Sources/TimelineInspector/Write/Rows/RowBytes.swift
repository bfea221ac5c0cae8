/// The room one row is written into: a window of an ``OutputBuffer``'s free
/// space that knows its own size.
///
/// Every put checks that it fits and traps if not (in release builds too), so a
/// writer that sized a row too small stops at once instead of writing past the
/// buffer: issue 20's double free came from a row longer than its reservation.
struct RowBytes {
  private let start: UnsafeMutablePointer<UInt8>
  /// How many bytes the window holds.
  let capacity: Int
  /// How many bytes have been written so far.
  private(set) var count = 0

  /// A window of `capacity` bytes at `start`; only ``OutputBuffer`` makes one.
  init(start: UnsafeMutablePointer<UInt8>, capacity: Int) {
    self.start = start
    self.capacity = capacity
  }

  /// Where the window begins, for ``OutputBuffer/commit(_:)`` to check.
  var base: UnsafeMutablePointer<UInt8> { start }

  /// Appends fixed text.
  @inline(__always)
  mutating func put(_ text: StaticString) {
    let length = text.utf8CodeUnitCount
    precondition(length <= capacity - count, "row longer than its reservation")
    (start + count).update(from: text.utf8Start, count: length)
    count += length
  }

  /// Appends one byte.
  @inline(__always)
  mutating func put(byte: UInt8) {
    precondition(count < capacity, "row longer than its reservation")
    start[count] = byte
    count += 1
  }

  /// Appends the UTF-8 bytes of a string.
  ///
  /// Labelled, unlike ``put(_:)``: with two unlabelled overloads a string
  /// literal picks `String`, its default type, and every fixed piece of a row
  /// would be copied byte by byte through a `String`.
  mutating func put(string text: String) {
    for byte in text.utf8 { put(byte: byte) }
  }

  /// Appends `t` as `printer` prints it, lending it the next
  /// ``DatePrinter/maximumLength`` bytes (which must fit); returns false,
  /// appending nothing, when `t` cannot be printed.
  @inline(__always)
  mutating func put(_ t: Double, printedBy printer: inout DatePrinter) -> Bool {
    let length = printer.maximumLength
    precondition(length <= capacity &- count, "row longer than its reservation")
    let room = UnsafeMutableBufferPointer(start: start + count, count: length)
    guard let written = printer.write(t, into: room) else { return false }
    precondition(written >= 0 && written <= length, "wrote outside the bytes lent")
    count &+= written
    return true
  }
}
