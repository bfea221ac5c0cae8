#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// The schedule SwiftUI keeps `Text(source, format: style)` up to date with: the
/// text changes exactly when the style's output would.
///
/// A reconstruction of OpenSwiftUI's `TimeDataFormatting.Resolvable` schedule
/// (`TimeDataFormatting+Schedule.swift`). The first entry is the start date; each
/// next one is the style's `discreteInput(after:)` of the source's value at the
/// previous entry, mapped back to a date (the previous date's `nextUp` when that is
/// not later). An entry more than 1/30 s after the previous one is presented
/// 1/30 s late, so the frame is drawn safely after the boundary; the next boundary
/// is still looked up from the boundary itself.
///
/// ```swift
/// // A clock with seconds, asked from 00:00:00.25Z:
/// let clock = DiscreteFormatTimelineSchedule(
///     .currentDate, format: Date.FormatStyle.dateTime.hour().minute().second())
/// clock.entries(from: start, mode: .normal)  // 00:00:00.25, 00:00:01.0333…, 00:00:02.0333…, …
/// ```
///
/// In low-frequency mode (Always On) SwiftUI coarsens the style when it knows how
/// (`Date.FormatStyle` drops seconds and fractions, `Date.AnchoredRelativeFormatStyle`
/// and `Duration.UnitsFormatStyle` drop fields and units under a minute) and
/// otherwise keeps the style but, while it changes more often than once a minute,
/// moves only to the next whole minute of the source's value and redacts the
/// digits (an attributed style's by field: see ``text(at:mode:locale:)``). An
/// attributed duration or verbatim style has no coarser variant, so it is redacted. OpenSwiftUI marks this part work in progress; see the TextFormatSchedules
/// article for what is known.
public struct DiscreteFormatTimelineSchedule<Format: DiscreteFormatStyle>: TimelineSchedule {
  /// The source of the values the text formats.
  public let source: TimeDataSource<Format.FormatInput>

  /// The style the text formats the source's values with, already given its locale,
  /// calendar and time zone.
  public let format: Format

  /// The style used in low-frequency mode, or `nil` when SwiftUI does not know how
  /// to coarsen `format` and redacts it instead.
  let lowFrequencyFormat: Format?

  /// Creates the schedule of `Text(source, format: format)`.
  public init(_ source: TimeDataSource<Format.FormatInput>, format: Format) {
    self.source = source
    self.format = format
    self.lowFrequencyFormat =
      (format as? any UpdateFrequencyDependentFormatStyle)?.updateFrequency(.minute) as? Format
  }

  /// Whether low-frequency mode keeps the style but redacts its digits while it
  /// changes more often than once a minute (the style has no coarser variant).
  public var redactsInLowFrequency: Bool { lowFrequencyFormat == nil }

  /// Returns the dates at which the text changes, from `startDate` on.
  public func entries(from startDate: Date, mode: Mode) -> Entries {
    guard mode == .lowFrequency else {
      return Entries(start: startDate, source: source, format: format, redactionInterval: nil)
    }
    if let lowFrequencyFormat {
      return Entries(
        start: startDate, source: source, format: lowFrequencyFormat, redactionInterval: nil)
    }
    return Entries(
      start: startDate, source: source, format: format,
      redactionInterval: TimeDataUpdateFrequency.minute.interval)
  }

  /// The text shown when a frame is drawn at `date` in `mode`: the style's output for
  /// the source's value, with every digit replaced by "−" where low-frequency mode
  /// redacts it.
  ///
  /// SwiftUI draws a normal-mode frame at a random instant up to 1/30 s after its
  /// date; this reads the text at the date itself, which the schedule's 1/30 s
  /// presentation delay already places after the boundary.
  public func text(at date: Date, mode: Mode) -> Format.FormatOutput
  where Format.FormatOutput == String {
    let value = source.value(for: date)
    guard mode == .lowFrequency else { return format.format(value) }
    if let lowFrequencyFormat { return lowFrequencyFormat.format(value) }
    let output = format.format(value)
    guard needsRedaction(at: date, interval: TimeDataUpdateFrequency.minute.interval) else {
      return output
    }
    return String(output.map { $0.isNumber ? "−" : $0 })
  }

  /// The text an attributed style shows when a frame is drawn at `date` in `mode`:
  /// its output for the source's value, with the fields that change more often than
  /// once a minute replaced by "−" where low-frequency mode redacts them
  /// (`AttributedString.redactTimeFields(changingFasterThan:locale:)`).
  ///
  /// - Parameters:
  ///   - date: When the frame is drawn.
  ///   - mode: The mode the frame is drawn in: `.lowFrequency` redacts.
  ///   - locale: The environment's locale, which names the decimal
  ///     separator that starts a field's fraction digits.
  public func text(at date: Date, mode: Mode, locale: Locale) -> Format.FormatOutput
  where Format.FormatOutput == AttributedString {
    let value = source.value(for: date)
    guard mode == .lowFrequency else { return format.format(value) }
    if let lowFrequencyFormat { return lowFrequencyFormat.format(value) }
    var output = format.format(value)
    let interval = TimeDataUpdateFrequency.minute.interval
    guard needsRedaction(at: date, interval: interval) else { return output }
    output.redactTimeFields(changingFasterThan: interval, locale: locale)
    return output
  }

  /// Whether the style's output at `date` lasts less than `interval`.
  private func needsRedaction(at date: Date, interval: TimeInterval) -> Bool {
    format.needsRedaction(evaluating: source, at: date, interval: interval)
  }

  /// The dates of a format-driven text's schedule.
  ///
  /// - Important: The sequence ends only when the style names no further boundary
  ///   (a date range whose bound the style moved, or the end of representable
  ///   values). Bound it with `prefix(_:)` before collecting it.
  public struct Entries: Sequence, IteratorProtocol {
    private var state: State
    private let source: TimeDataSource<Format.FormatInput>
    private let format: Format
    /// The minute of the fallback redaction, or `nil` when the style is followed exactly.
    private let redactionInterval: TimeInterval?

    private enum State {
      case start(Date)
      case previous(Date)
      case done
    }

    init(
      start: Date, source: TimeDataSource<Format.FormatInput>, format: Format,
      redactionInterval: TimeInterval?
    ) {
      self.state = .start(start)
      self.source = source
      self.format = format
      self.redactionInterval = redactionInterval
    }

    /// Returns the next date the text changes at, as SwiftUI presents it.
    public mutating func next() -> Date? {
      switch state {
      case .start(let date):
        state = .previous(date)
        return date
      case .previous(let previous):
        guard let next = boundary(after: previous) else {
          state = .done
          return nil
        }
        state = .previous(next)
        let presentationDelay = 1.0 / 30.0
        return next.timeIntervalSince(previous) > presentationDelay
          ? next + presentationDelay : next
      case .done:
        return nil
      }
    }

    /// The date of the style's next boundary after `date`, never at or before it.
    private func boundary(after date: Date) -> Date? {
      let next: Format.FormatInput?
      if let redactionInterval,
        format.needsRedaction(evaluating: source, at: date, interval: redactionInterval)
      {
        next = nextWholeInterval(after: date, interval: redactionInterval)
      } else {
        next = format.discreteInput(after: source.value(for: date))
      }
      return next.map { source.date(for: $0) }.map { $0 <= date ? date.followingRepresentable : $0 }
    }

    /// The value a whole `interval` of the source later than `date`, rounded down;
    /// for a countdown, the style's boundary nearest it instead.
    private func nextWholeInterval(after date: Date, interval: TimeInterval)
      -> Format.FormatInput?
    {
      let value = source.value(for: date.addingTimeInterval(interval))
      let rounded = source.round(value, .down, toMultipleOf: interval)
      guard source.convergesToZero(rounded) else { return rounded }
      if let next = format.discreteInput(after: rounded) { return next }
      guard let previous = format.discreteInput(before: rounded) else { return nil }
      return format.input(after: previous)
    }
  }
}

extension Date {
  /// The next representable date: Foundation's `Date.nextUp`, not public on Linux.
  fileprivate var followingRepresentable: Date {
    Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate.nextUp)
  }
}

extension DiscreteFormatStyle {
  /// Whether the output at `date` lasts less than `interval` seconds: SwiftUI's test
  /// for redacting a style it cannot coarsen.
  fileprivate func needsRedaction(
    evaluating source: TimeDataSource<FormatInput>, at date: Date, interval: TimeInterval
  ) -> Bool {
    guard let next = discreteInput(after: source.value(for: date)),
      let previous = discreteInput(before: next)
    else { return false }
    return source.date(for: next).timeIntervalSince(source.date(for: previous)) < interval
  }
}

extension TimelineSchedule {
  /// The schedule behind `Text(source, format: format)`.
  public static func discreteFormat<Format: DiscreteFormatStyle>(
    _ source: TimeDataSource<Format.FormatInput>, format: Format
  ) -> DiscreteFormatTimelineSchedule<Format>
  where Self == DiscreteFormatTimelineSchedule<Format> {
    DiscreteFormatTimelineSchedule(source, format: format)
  }
}
