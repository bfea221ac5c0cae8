import Foundation

/// `Text(source, format:)`'s schedule as OpenSwiftUI's `TimeDataFormatting+Schedule.swift`
/// and `Text+DiscreteFormatStyle.swift` state it, written out plainly against
/// Foundation's `discreteInput(after:)`, apart from the library, so the library is
/// held to the sources and not to itself.
enum DiscreteFormatReference {
  /// The first `count` presented entries of a format-driven text from `start`.
  ///
  /// `value` and `date` are the source's two mappings; `next` returns the boundary
  /// value after a value (the style's `discreteInput(after:)`, or the redaction step).
  static func entries<Value>(
    from start: Date, count: Int, value: (Date) -> Value, date: (Value) -> Date,
    next: (Date, Value) -> Value?
  ) -> [Date] {
    var presented = [start]
    var previous = start
    while presented.count < count {
      guard let boundaryValue = next(previous, value(previous)) else { break }
      var boundary = date(boundaryValue)
      if boundary <= previous {
        boundary = Date(
          timeIntervalSinceReferenceDate: previous.timeIntervalSinceReferenceDate.nextUp)
      }
      let late = boundary.timeIntervalSinceReferenceDate - previous.timeIntervalSinceReferenceDate
      presented.append(late > 1.0 / 30.0 ? boundary.addingTimeInterval(1.0 / 30.0) : boundary)
      previous = boundary
    }
    return presented
  }

  /// `.currentDate` with `style`, followed exactly.
  static func currentDate<F: DiscreteFormatStyle>(_ style: F, from start: Date, count: Int)
    -> [Date] where F.FormatInput == Date
  {
    entries(
      from: start, count: count, value: { $0 }, date: { $0 },
      next: { _, value in style.discreteInput(after: value) })
  }

  /// Seconds of a duration, as SwiftUI's `Double(_: Duration)` reads them.
  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  /// `.durationOffset(to: end)` with `style`, followed exactly.
  static func durationOffset<F: DiscreteFormatStyle>(
    _ style: F, to end: Date, from start: Date, count: Int
  ) -> [Date] where F.FormatInput == Duration {
    entries(
      from: start, count: count, value: { .seconds($0.timeIntervalSince(end)) },
      date: { end.addingTimeInterval(seconds($0)) },
      next: { _, value in style.discreteInput(after: value) })
  }

  /// `.currentDate` with a style SwiftUI cannot coarsen, in low-frequency mode:
  /// while the output lasts under a minute, the next entry is the next whole minute
  /// of the date a minute later, rounded down.
  static func currentDateRedacted<F: DiscreteFormatStyle>(
    _ style: F, from start: Date, count: Int
  ) -> [Date] where F.FormatInput == Date {
    entries(
      from: start, count: count, value: { $0 }, date: { $0 },
      next: { previous, value in
        guard let next = style.discreteInput(after: value),
          let before = style.discreteInput(before: next),
          next.timeIntervalSince(before) < 60
        else { return style.discreteInput(after: value) }
        let later = previous.timeIntervalSinceReferenceDate + 60
        return Date(timeIntervalSinceReferenceDate: (later / 60).rounded(.down) * 60)
      })
  }
}
