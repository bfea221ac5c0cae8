#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// The `Duration.UnitsFormatStyle`s the toolchain's Foundation stops the program on
/// (SIGILL, status 132) when it formats a duration, found before any entry is planned.
///
/// Each family was measured by formatting durations from zero to ten years, both
/// signs, with the style and its `discreteInput`s in a scratch program, and matches
/// the failing line in swift-foundation's `Duration+UnitsFormatStyle.swift` and
/// `Duration+Formatting.swift` (docs/semantics.md, "Styles Foundation traps on").
/// SwiftUI formats with the same Foundation, so a view with such a style would stop
/// too. Traps that only some durations reach (a fraction of more than 18 digits of a
/// second on a long duration) are not refused: the style works for others.
enum UnitsStyleTraps {
  /// The rounding increment, in seconds, from which Foundation traps on every duration
  /// (measured: 2^63 / 3 for each unit alone, whatever the duration).
  private static let incrementLimit = 0x1p63 / 3

  /// Refuses `style` when Foundation traps on it.
  ///
  /// - Parameter zeroValueLength: The length `zeroValueUnits: .show(length:)` was
  ///   given, 0 for `.hide` (Foundation does not make it public).
  static func check(_ style: Duration.UnitsFormatStyle, zeroValueLength: Int) throws(StyleError) {
    guard !style.allowedUnits.isEmpty else {
      throw trap("'allowed:' is empty, and Foundation has no unit to fall back to")
    }
    if let count = style.maximumUnitCount, count < 1 {
      throw trap("'maximumUnitCount: \(count)' leaves no unit to show a duration in")
    }
    if zeroValueLength > 0, let limits = style.valueLengthLimits,
      zeroValueLength > limits.upperBound
    {
      // Foundation narrows `zeroValueLength...` to the limits, a range that would end before it starts.
      throw trap(
        "'zeroValueUnits: .show(length: \(zeroValueLength))' asks for more digits than the value "
          + "length allows (at most \(limits.upperBound) once Foundation has read it)")
    }
    let fraction = style.fractionalPartDisplay
    for unit in smallestUnitsShown(style) {
      // Foundation picks a rounding interval by `digits % 3`, and has none for a
      // negative remainder: `fatalError("Int % 3 >= 3")`.
      let digits = fraction.maximumLength + unit.digitsBelowSecond
      if digits < 0 && digits % 3 != 0 {
        throw trap(
          "'fractionalPart: .show(length: \(fraction.maximumLength))' on \(unit.name) asks for "
            + "\(digits) digits of a second, and Foundation's rounding has no step for a negative "
            + "count that is not a multiple of 3")
      }
    }
    if let increment = fraction.roundingIncrement,
      let smallest = style.allowedUnits.min(by: { $0.lengthInSeconds < $1.lengthInSeconds }),
      increment * smallest.lengthInSeconds >= incrementLimit
    {
      throw trap(
        "'increment: \(increment)' \(smallest.name) is 2^63 / 3 seconds or more, past what "
          + "Foundation's rounding can hold")
    }
  }

  /// The units that can be the smallest one shown: the smallest allowed, and, where
  /// `maximumUnitCount` keeps fewer units than are allowed, every unit from the
  /// count-th largest down, since Foundation then shows the count units from the
  /// largest one that is not zero.
  private static func smallestUnitsShown(_ style: Duration.UnitsFormatStyle)
    -> [Duration.UnitsFormatStyle.Unit]
  {
    let units = style.allowedUnits.sorted { $0.lengthInSeconds > $1.lengthInSeconds }
    guard let count = style.maximumUnitCount, count < units.count else {
      return Array(units.suffix(1))
    }
    return Array(units[(count - 1)...])
  }

  private static func trap(_ reason: String) -> StyleError {
    StyleError(
      "\(reason): Foundation stops the program on this style (measured on the toolchain's "
        + "Foundation), so SwiftUI would too")
  }
}

extension Duration.UnitsFormatStyle.Unit {
  /// How many decimal places below a second the unit's ones are (0 from seconds up).
  fileprivate var digitsBelowSecond: Int {
    switch self {
    case .milliseconds: 3
    case .microseconds: 6
    case .nanoseconds: 9
    default: 0
    }
  }

  /// The unit as a style writes it.
  fileprivate var name: String {
    switch self {
    case .weeks: ".weeks"
    case .days: ".days"
    case .hours: ".hours"
    case .minutes: ".minutes"
    case .seconds: ".seconds"
    case .milliseconds: ".milliseconds"
    case .microseconds: ".microseconds"
    default: ".nanoseconds"
    }
  }
}
