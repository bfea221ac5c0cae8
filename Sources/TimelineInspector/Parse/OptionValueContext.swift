#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a parse hook reads a word against: the command line's `--now` and
/// `--tz`, its dates as tlsched's own date options read them, and the values
/// of the options read before the hook runs.
///
/// Every option that takes a kind of value (a date, a duration, a choice, a
/// path, …) is read before any parse hook runs, and parsed options run in the
/// order the command declares them; so a hook may read any option of the
/// first sort, and parsed options declared before its own.
public struct OptionValueContext {
  /// The moment the schedule is asked from: `--now`, or the current time.
  public let now: Date
  /// `--tz` as chosen.
  let zone: TimeZoneChoice
  /// Reads dates in `--tz`, relative ones (`+1h`) from `--now`.
  let dates: DateReader
  /// Tells whether the output can print a date in `--tz`.
  let writer: DateWriter
  /// The values read so far, with their options' names.
  let values: [NamedOptionValue]

  init(now: Double, zone: TimeZoneChoice, dates: DateReader, values: [NamedOptionValue]) {
    self.now = Date(timeIntervalSinceReferenceDate: now)
    self.zone = zone
    self.dates = dates
    self.writer = DateWriter(zone: zone)
    self.values = values
  }

  /// The zone of `--tz`, for values that follow a calendar.
  public var timeZone: TimeZone { zone.timeZone }

  /// Reads `text` as tlsched's date options do: ISO 8601, `@` Unix seconds,
  /// `now`, or relative (`+90s`) from `--now`; a date without an offset is a
  /// wall time in `--tz`.
  ///
  /// ```swift
  /// let retry = ScheduleOption.parsed("retry", value: "after:DATE", help: "…") { text, context in
  ///   guard text.hasPrefix("after:") else { throw OptionValueError("expected after:DATE") }
  ///   return try context.date(String(text.dropFirst("after:".count)))
  /// }
  /// // --retry after:+1h is an hour after --now.
  /// ```
  ///
  /// - Throws: Why `text` is not a date, or that the output cannot print it in
  ///   `--tz`, worded as a date option's message words it.
  public func date(_ text: String) throws(OptionValueError) -> Date {
    try date(text, namingZone: true)
  }

  /// `date(_:)`, the reason for a date the output cannot print naming the zone
  /// or not (`widget`'s values have always said it without).
  func date(_ text: String, namingZone: Bool) throws(OptionValueError) -> Date {
    var reader = dates
    switch reader.read(text) {
    case .success(let t):
      var writer = writer
      guard writer.canWrite(t) else {
        throw .outsideYears(zone: namingZone ? zone.name : nil)
      }
      return Date(timeIntervalSinceReferenceDate: t)
    case .failure(let error):
      throw OptionValueError(DateReader.explain(error))
    }
  }

  /// The value of `option`, read before this hook runs, with its default applied.
  public subscript<Value>(option: ScheduleOption<Value>) -> Value {
    option.value(in: values)
  }
}
