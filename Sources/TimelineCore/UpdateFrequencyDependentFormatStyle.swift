#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// How often a self-updating text may change: every frame, every second or every
/// minute (SwiftUI's `TimeDataFormatting.UpdateFrequency`).
enum TimeDataUpdateFrequency: Hashable, Sendable {
  case high
  case second
  case minute

  /// The shortest time between two changes, in seconds.
  var interval: TimeInterval {
    switch self {
    case .high: 1.0 / 30.0
    case .second: 1
    case .minute: 60
    }
  }
}

/// A format style SwiftUI knows how to coarsen for Always On: it drops the fields
/// that change faster than the display may update.
///
/// The conformances follow OpenSwiftUI's `UpdateFrequencyDependentFormatStyle.swift`;
/// a style without one is redacted instead (see ``DiscreteFormatTimelineSchedule``).
protocol UpdateFrequencyDependentFormatStyle: FormatStyle {
  /// Returns the style with every field that changes faster than `frequency` removed.
  func updateFrequency(_ frequency: TimeDataUpdateFrequency) -> Self
}

extension Date.FormatStyle: UpdateFrequencyDependentFormatStyle {
  func updateFrequency(_ frequency: TimeDataUpdateFrequency) -> Self {
    switch frequency {
    case .high: self
    case .second: secondFraction(.omitted)
    case .minute: second(.omitted).secondFraction(.omitted)
    }
  }
}

extension Date.AnchoredRelativeFormatStyle: UpdateFrequencyDependentFormatStyle {
  func updateFrequency(_ frequency: TimeDataUpdateFrequency) -> Self {
    guard frequency != .high else { return self }
    var style = self
    style.allowedFields = style.allowedFields.filter { $0.magnitude >= frequency.interval }
    if style.allowedFields.isEmpty {
      style.allowedFields.insert(frequency == .second ? .second : .minute)
    }
    return style
  }
}

extension Duration.UnitsFormatStyle: UpdateFrequencyDependentFormatStyle {
  func updateFrequency(_ frequency: TimeDataUpdateFrequency) -> Self {
    guard frequency != .high else { return self }
    var style = self
    style.allowedUnits = style.allowedUnits.filter { $0.lengthInSeconds >= frequency.interval }
    let smallest = style.allowedUnits.min { $0.lengthInSeconds < $1.lengthInSeconds }
    let fallback: Duration.UnitsFormatStyle.Unit = frequency == .second ? .seconds : .minutes
    if smallest == nil { style.allowedUnits.insert(fallback) }
    let increment = frequency.interval / (smallest ?? fallback).lengthInSeconds
    if let roundingIncrement = style.fractionalPartDisplay.roundingIncrement {
      style.fractionalPartDisplay.roundingIncrement = min(roundingIncrement, increment)
    }
    style.fractionalPartDisplay.maximumLength = min(
      style.fractionalPartDisplay.maximumLength, wholeDecimalDigits(of: 1 / increment))
    style.fractionalPartDisplay.minimumLength = min(
      style.fractionalPartDisplay.minimumLength, style.fractionalPartDisplay.maximumLength)
    return style
  }
}

extension Date.ComponentsFormatStyle.Field {
  /// The field's length in seconds, as SwiftUI ranks fields (a month is 30 days).
  fileprivate var magnitude: TimeInterval {
    switch self {
    case .year: 31_536_000
    case .month: 2_592_000
    case .week: 604_800
    case .day: 86_400
    case .hour: 3_600
    case .minute: 60
    case .second: 1
    default: .infinity
    }
  }
}

extension Duration.UnitsFormatStyle.Unit {
  /// The unit's length in seconds (the inspector's trap rules read it too).
  package var lengthInSeconds: TimeInterval {
    switch self {
    case .weeks: 604_800
    case .days: 86_400
    case .hours: 3_600
    case .minutes: 60
    case .seconds: 1
    case .milliseconds: 1e-3
    case .microseconds: 1e-6
    default: 1e-9
    }
  }
}

/// `Int(log10(value))` for a value of at least 1, without the C library's `log10`.
private func wholeDecimalDigits(of value: Double) -> Int {
  var value = value
  var digits = 0
  while value >= 10 {
    value /= 10
    digits += 1
  }
  return digits
}
