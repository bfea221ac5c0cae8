/// The dates of a dates file or standard input, read a line at a time as they
/// are asked for.
///
/// A run without `--view` prints each date as it is read, so endless valid
/// input (`yes @0 | tlsched explicit -`) runs in constant memory: one buffer of
/// ``DatesFile/maximumLineLength`` + ``DatesFile/chunkSize`` bytes and a few
/// numbers, however long it runs. Only as many lines are read as the output
/// needs: lines after the last date printed (`--count`, `--until`) are neither
/// read nor checked.
///
/// The first date that is not after the one before it gets the warning of
/// ``ExplicitOrder`` when it is read, and is kept, as SwiftUI would keep it.
///
/// The state each line changes is `@exclusivity(unchecked)`: the stream is
/// read by one run on one thread and none of its methods calls back into it,
/// so no two accesses can overlap, and the run-time checks Swift makes on a
/// class's stored properties are a visible share of each line's cost
/// (bench/budget.json's `explicit --file` line).
final class DatesStream {
  /// The source as messages name it.
  let name: [UInt8]
  /// Whether the source is standard input, for the note on an empty schedule.
  let isStandardInput: Bool
  /// The error that ended the dates early, if one did: a bad line or a failed read.
  private(set) var failure: CommandLineError?
  /// How many dates have been read.
  @exclusivity(unchecked) private(set) var count = 0
  /// Whether the end of the input was reached (without an error).
  private(set) var reachedEnd = false

  @exclusivity(unchecked) private var reader: DateReader
  @exclusivity(unchecked) private var writer: DateWriter
  private let zone: TimeZoneChoice
  private let command: String
  private let read: (UnsafeMutableBufferPointer<UInt8>) -> DatesFile.Chunk
  private let close: () -> Void
  @exclusivity(unchecked) private var lines = LineSplitter()
  @exclusivity(unchecked) private var lineNumber = 0
  @exclusivity(unchecked) private var atStart = true
  @exclusivity(unchecked) private var atEnd = false
  @exclusivity(unchecked) private var previous: Double?
  private var warned = false
  private var holdsWarning = true
  private var heldWarning: String?

  /// A stream of the dates in the bytes that `read` delivers.
  ///
  /// - Parameters:
  ///   - read: Fills the start of the buffer and says how many bytes it wrote,
  ///     0 at the end of the input.
  ///   - close: Called once the stream is no longer used.
  init(
    name: [UInt8], isStandardInput: Bool, reader: DateReader, zone: TimeZoneChoice,
    command: String, read: @escaping (UnsafeMutableBufferPointer<UInt8>) -> DatesFile.Chunk,
    close: @escaping () -> Void
  ) {
    self.name = name
    self.isStandardInput = isStandardInput
    self.reader = reader
    self.writer = DateWriter(zone: zone)
    self.zone = zone
    self.command = command
    self.read = read
    self.close = close
  }

  deinit {
    lines.deallocate()
    close()
  }

  /// The next date, or nil at the end of the input.
  func next() throws(CommandLineError) -> Double? {
    while true {
      while !atStart, let line = lines.nextLine(atEnd: atEnd) {
        lineNumber += 1
        guard line.count <= DatesFile.maximumLineLength else {
          throw DatesFile.tooLong(line, number: lineNumber, name: name, command)
        }
        if let date = try DatesFile.parseLine(
          line, number: lineNumber, name: name, reader: &reader, writer: &writer, zone: zone,
          command)
        {
          checkOrder(date)
          count += 1
          return date
        }
      }
      if atEnd {
        reachedEnd = true
        return nil
      }
      if lines.pending.count > DatesFile.maximumLineLength {
        throw DatesFile.tooLong(lines.pending, number: lineNumber + 1, name: name, command)
      }
      let filled: Int
      switch read(lines.freeSpace()) {
      case .bytes(let bytes): filled = bytes
      case .failed(let code): throw DatesFile.unreadable(name, code, command)
      }
      lines.didFill(filled)
      atEnd = filled == 0
      if atStart {
        // A byte order mark counts only at the very start: wait for its 3 bytes.
        if lines.pending.count < 3 && !atEnd { continue }
        lines.skipByteOrderMark()
        atStart = false
      }
    }
  }

  /// Warns, once, at the first date that is not after the one before it.
  private func checkOrder(_ date: Double) {
    defer { previous = date }
    guard !warned, let previous, !(date > previous) else { return }
    warned = true
    heldWarning = ExplicitOrder.warning(
      number: count + 1, date: date, previous: previous, zone: zone)
    if !holdsWarning { releaseWarning() }
  }

  /// Writes the order warning if one is held, and from now on writes it as
  /// soon as it is found: a bad line among the dates read first then gets its
  /// error alone, as any bad input does.
  func releaseWarning() {
    holdsWarning = false
    if let heldWarning { writeToStandardError(heldWarning) }
    heldWarning = nil
  }

  /// The next date, or nil at the end or, keeping the error in ``failure``,
  /// at a bad line or a failed read: for a schedule's dates, which cannot throw.
  func nextOrFailure() -> Double? {
    guard failure == nil else { return nil }
    do throws(CommandLineError) {
      return try next()
    } catch {
      failure = error
      return nil
    }
  }
}
