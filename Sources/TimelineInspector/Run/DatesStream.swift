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
/// The lines themselves are read by ``DateLines``, a value this class holds so
/// that a line's state changes in a struct, not in the class's properties.
final class DatesStream {
  /// The source as messages name it.
  let name: [UInt8]
  /// Whether the source is standard input, for the note on an empty schedule.
  let isStandardInput: Bool
  /// The error that ended the dates early, if one did: a bad line or a failed read.
  private(set) var failure: CommandLineError?
  /// How many dates have been read.
  private(set) var count = 0
  /// Whether the end of the input was reached (without an error).
  private(set) var reachedEnd = false

  private var lines: DateLines
  private let zone: TimeZoneChoice
  private let close: () -> Void
  private var previous: Double?
  private var warned = false
  private var holdsWarning = true
  private var heldWarning: String?

  /// A stream of the dates in the bytes that `read` delivers.
  ///
  /// - Parameters:
  ///   - read: The source of the bytes.
  ///   - close: Called once the stream is no longer used.
  init(
    name: [UInt8], isStandardInput: Bool, reader: DateReader, zone: TimeZoneChoice,
    command: String, read: @escaping DatesFile.Source,
    close: @escaping () -> Void
  ) {
    self.name = name
    self.isStandardInput = isStandardInput
    self.lines = DateLines(name: name, reader: reader, zone: zone, command: command, read: read)
    self.zone = zone
    self.close = close
  }

  deinit { close() }

  /// The next date, or nil at the end of the input.
  func next() throws(CommandLineError) -> Double? {
    guard let date = try lines.next() else {
      reachedEnd = true
      return nil
    }
    checkOrder(date)
    count += 1
    return date
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
