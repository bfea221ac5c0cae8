#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

extension AttributedString {
  /// Replaces with "−" (U+2212) what SwiftUI hides of a time text in Always On: the
  /// parts that change more often than every `interval` seconds.
  ///
  /// A reconstruction of OpenSwiftUI's `AttributedString.redact(for:locale:)`
  /// (`TimeDataFormatting.swift`). A string with one run and no field (a plain
  /// style's output) has every digit replaced. Otherwise each run is ranked by its
  /// date or duration field's length (`FoundationAdditions.swift`: a minute is 60 s,
  /// a second fraction 0.001 s, a field with no length never hidden): a run shorter
  /// than `interval`, or with no field, is hidden; in a longer one, the digits after
  /// the locale's decimal separator are hidden when the last of them counts less
  /// than `interval` (always, where the locale does not write Latin digits). Hiding
  /// replaces the digits, except in a string with measurement runs (a units style),
  /// where a run holding a value is replaced whole and other runs are kept.
  ///
  /// ```swift
  /// // .time(pattern: .minuteSecond(padMinuteToLength: 1, fractionalSecondsLength: 4)).attributed
  /// var text = style.format(.milliseconds(492_345))  // 8:12.3450
  /// text.redactTimeFields(changingFasterThan: 60, locale: Locale(identifier: "en_US"))
  /// String(text.characters)  // 8:−−.−−−−
  /// ```
  public mutating func redactTimeFields(changingFasterThan interval: TimeInterval, locale: Locale) {
    let runs = Array(self.runs)
    if runs.count == 1, runs[0].timeFieldLength == nil, runs[0].measurement == nil {
      hide(Array(characters.indices), wholly: false)
      return
    }
    let measured = runs.contains { $0.measurement != nil }
    let latinDigits = locale.numberingSystem == Locale.NumberingSystem("latn")
    var hidden: [AttributedString.Index] = []
    var whollyHidden: [AttributedString.Index] = []
    func hideRange(_ range: Range<AttributedString.Index>) {
      let indices = Array(characters[range].indices)
      guard measured else { return hidden.append(contentsOf: indices) }
      if self[range].measurement == .value { whollyHidden.append(contentsOf: indices) }
    }
    for run in runs {
      guard let length = run.timeFieldLength, length >= interval else {
        hideRange(run.range)
        continue
      }
      guard let separator = locale.decimalSeparator, !separator.isEmpty,
        let point = characters[run.range].firstRange(of: separator)
      else { continue }
      let fraction = point.upperBound..<run.range.upperBound
      let digits = characters[fraction].count
      var lastDigit = latinDigits ? length : 0
      for _ in 0..<digits { lastDigit /= 10 }
      if lastDigit < interval { hideRange(fraction) }
    }
    hide(hidden, wholly: false)
    hide(whollyHidden, wholly: true)
  }

  /// Replaces the characters at `indices` with "−": all of them when `wholly`, else the digits.
  private mutating func hide(_ indices: [AttributedString.Index], wholly: Bool) {
    // From the end, so that each replacement leaves the indices before it valid.
    for index in indices.sorted(by: >) where wholly || characters[index].isNumber {
      characters.replaceSubrange(index...index, with: "−")
    }
  }
}

extension AttributedString.Runs.Run {
  /// The length in seconds of the date or duration field this run shows, infinite
  /// for a field with no length (a time zone), nil when it shows none.
  fileprivate var timeFieldLength: TimeInterval? {
    typealias Attributes = AttributeScopes.FoundationAttributes
    if let field = self[Attributes.DurationFieldAttribute.self] { return field.length }
    if let field = self[Attributes.DateFieldAttribute.self] { return field.length }
    return nil
  }
}

extension AttributeScopes.FoundationAttributes.DurationFieldAttribute.Field {
  /// The field's length in seconds, as SwiftUI ranks it.
  fileprivate var length: TimeInterval {
    switch self {
    case .weeks: 604_800
    case .days: 86_400
    case .hours: 3_600
    case .minutes: 60
    case .seconds: 1
    case .milliseconds: 1e-3
    case .microseconds: 1e-6
    case .nanoseconds: 1e-9
    default: .infinity
    }
  }
}

extension AttributeScopes.FoundationAttributes.DateFieldAttribute.Field {
  /// The field's length in seconds, as SwiftUI ranks it (a month is 30 days, an era
  /// two thousand years of 365 days).
  fileprivate var length: TimeInterval {
    switch self {
    case .era: 63_072_000_000
    case .year, .relatedGregorianYear: 31_536_000
    case .quarter: 7_776_000
    case .month: 2_592_000
    case .weekOfYear, .weekOfMonth, .weekdayOrdinal: 604_800
    case .weekday, .day, .dayOfYear: 86_400
    case .amPM: 43_200
    case .hour: 3_600
    case .minute: 60
    case .second: 1
    case .secondFraction: 1e-3
    default: .infinity
    }
  }
}
