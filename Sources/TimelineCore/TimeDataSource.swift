#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// A source of time-related values that a `Text(_:format:)` formats as time passes:
/// SwiftUI's `TimeDataSource`.
///
/// A source turns the date a frame is drawn at into the value the format style
/// formats, and a value the style names as its next boundary back into a date.
/// The four sources are SwiftUI's, valued as OpenSwiftUI's `TimeDataSourceStorage`
/// values them (`Text+DiscreteFormatStyle.swift`):
///
/// ```swift
/// let end = Date(timeIntervalSinceReferenceDate: 600)
/// TimeDataSource<Date>.currentDate.value(for: now)               // now
/// TimeDataSource<Duration>.durationOffset(to: end).value(for: now) // now - end, in seconds
/// TimeDataSource<Range<Date>>.dateRange(startingAt: end).value(for: now) // end..<max(now, end)
/// TimeDataSource<Range<Date>>.dateRange(endingAt: end).value(for: now)   // min(now, end)..<end
/// ```
public struct TimeDataSource<Value>: Sendable {
  private let valueForDate: @Sendable (Date) -> Value
  private let dateForValue: @Sendable (Value) -> Date
  private let roundValue: @Sendable (Value, FloatingPointRoundingRule, Double) -> Value
  private let convergesToZeroTest: @Sendable (Value) -> Bool

  private init(
    value: @escaping @Sendable (Date) -> Value,
    date: @escaping @Sendable (Value) -> Date,
    round: @escaping @Sendable (Value, FloatingPointRoundingRule, Double) -> Value,
    convergesToZero: @escaping @Sendable (Value) -> Bool
  ) {
    self.valueForDate = value
    self.dateForValue = date
    self.roundValue = round
    self.convergesToZeroTest = convergesToZero
  }

  /// Returns the value the text formats when it is drawn at `date`.
  public func value(for date: Date) -> Value { valueForDate(date) }

  /// Returns the date at which the source takes `value`.
  ///
  /// A date range whose fixed bound a style tried to move maps to
  /// `Date.distantFuture`: SwiftUI logs a fault and the text stops updating.
  public func date(for value: Value) -> Date { dateForValue(value) }

  /// Rounds `value` to a multiple of `multiple` seconds, as the low-frequency
  /// fallback does before it asks the style for a boundary.
  func round(_ value: Value, _ rule: FloatingPointRoundingRule, toMultipleOf multiple: Double)
    -> Value
  {
    roundValue(value, rule, multiple)
  }

  /// Whether the value runs towards zero as time passes (a countdown).
  func convergesToZero(_ value: Value) -> Bool { convergesToZeroTest(value) }
}

extension TimeDataSource where Value == Date {
  /// A source whose value is the date the text is drawn at: `Date.now`.
  public static var currentDate: TimeDataSource<Date> {
    TimeDataSource(
      value: { $0 }, date: { $0 },
      round: { value, rule, multiple in
        Date(
          timeIntervalSinceReferenceDate: value.timeIntervalSinceReferenceDate.rounded(
            rule, toMultipleOf: multiple))
      },
      convergesToZero: { _ in false })
  }
}

extension TimeDataSource where Value == Duration {
  /// A source whose value is the offset from `date` to now: negative before `date`
  /// (a countdown), positive after it.
  public static func durationOffset(to date: Date) -> TimeDataSource<Duration> {
    TimeDataSource(
      value: { .seconds($0.timeIntervalSince(date)) },
      date: { date.addingTimeInterval(Double($0)) },
      round: { value, rule, multiple in
        .seconds(Double(value).rounded(rule, toMultipleOf: multiple))
      },
      convergesToZero: { $0 < .zero })
  }
}

extension TimeDataSource where Value == Range<Date> {
  /// A source whose value is `date..<max(date, now)`: the time elapsed since `date`.
  public static func dateRange(startingAt date: Date) -> TimeDataSource<Range<Date>> {
    TimeDataSource(
      value: { date..<max($0, date) },
      date: { $0.lowerBound == date ? $0.upperBound : .distantFuture },
      round: { value, rule, multiple in
        let delta = value.upperBound.timeIntervalSince(date).rounded(rule, toMultipleOf: multiple)
        return date..<max(date.addingTimeInterval(delta), date)
      },
      convergesToZero: { _ in false })
  }

  /// A source whose value is `min(now, date)..<date`: the time left until `date`.
  public static func dateRange(endingAt date: Date) -> TimeDataSource<Range<Date>> {
    TimeDataSource(
      value: { min($0, date)..<date },
      date: { $0.upperBound == date ? $0.lowerBound : .distantFuture },
      round: { value, rule, multiple in
        let delta = value.lowerBound.timeIntervalSince(date).rounded(rule, toMultipleOf: multiple)
        return min(date.addingTimeInterval(delta), date)..<date
      },
      convergesToZero: { _ in true })
  }
}

extension Double {
  /// `self` rounded to a multiple of `multiple` by `rule`, as SwiftUI's sources round.
  fileprivate func rounded(_ rule: FloatingPointRoundingRule, toMultipleOf multiple: Double)
    -> Double
  {
    multiple == 1 ? rounded(rule) : (self / multiple).rounded(rule) * multiple
  }
}

extension Double {
  /// The seconds of a duration, attoseconds included.
  fileprivate init(_ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    self = Double(seconds) + Double(attoseconds) / 1e18
  }
}
