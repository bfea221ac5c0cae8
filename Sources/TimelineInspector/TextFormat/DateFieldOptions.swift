#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// Reads the option of a `Date.FormatStyle` field, `.quarter(.wide)` or
/// `.year(.extended(minimumLength: 4))`: every `Date.FormatStyle.Symbol` option the
/// toolchain's Foundation has (swift-foundation `DateFieldSymbol.swift`), `.omitted`
/// included.
///
/// Whole-number arguments are taken as Swift takes an `Int` literal: Foundation
/// clamps them itself (a padding to 1...10, a fraction to 1...9 digits), so the
/// style built here is the one a view would build.
enum DateFieldOptions {
  typealias Symbol = Date.FormatStyle.Symbol

  static func era(_ option: OptionName?) throws(StyleError) -> Symbol.Era {
    try read(
      option, field: "era", absent: .abbreviated,
      plain: [("abbreviated", .abbreviated), ("wide", .wide), ("narrow", .narrow), omitted()])
  }

  static func year(_ option: OptionName?) throws(StyleError) -> Symbol.Year {
    try read(
      option, field: "year", absent: .defaultDigits,
      plain: [("defaultDigits", .defaultDigits), ("twoDigits", .twoDigits), omitted()],
      called: [
        Called("padded", "_:") { o throws(StyleError) in .padded(try count(o, "year", nil)) },
        Called("relatedGregorian", "minimumLength:") { o throws(StyleError) in
          .relatedGregorian(minimumLength: try count(o, "year", "minimumLength"))
        },
        Called("extended", "minimumLength:") { o throws(StyleError) in
          .extended(minimumLength: try count(o, "year", "minimumLength"))
        },
      ])
  }

  static func quarter(_ option: OptionName?) throws(StyleError) -> Symbol.Quarter {
    try read(
      option, field: "quarter", absent: .abbreviated,
      plain: [
        ("oneDigit", .oneDigit), ("twoDigits", .twoDigits), ("abbreviated", .abbreviated),
        ("wide", .wide), ("narrow", .narrow), omitted(),
      ])
  }

  static func month(_ option: OptionName?) throws(StyleError) -> Symbol.Month {
    try read(
      option, field: "month", absent: .abbreviated,
      plain: [
        ("defaultDigits", .defaultDigits), ("twoDigits", .twoDigits),
        ("abbreviated", .abbreviated), ("wide", .wide), ("narrow", .narrow), omitted(),
      ])
  }

  static func week(_ option: OptionName?) throws(StyleError) -> Symbol.Week {
    try read(
      option, field: "week", absent: .defaultDigits,
      plain: [
        ("defaultDigits", .defaultDigits), ("twoDigits", .twoDigits),
        ("weekOfMonth", .weekOfMonth), omitted(),
      ])
  }

  static func day(_ option: OptionName?) throws(StyleError) -> Symbol.Day {
    try read(
      option, field: "day", absent: .defaultDigits,
      plain: [
        ("defaultDigits", .defaultDigits), ("twoDigits", .twoDigits),
        ("ordinalOfDayInMonth", .ordinalOfDayInMonth), omitted(),
      ],
      called: [
        Called("julianModified", "minimumLength:") { o throws(StyleError) in
          .julianModified(minimumLength: try count(o, "day", "minimumLength"))
        }
      ])
  }

  static func dayOfYear(_ option: OptionName?) throws(StyleError) -> Symbol.DayOfYear {
    try read(
      option, field: "dayOfYear", absent: .defaultDigits,
      plain: [
        ("defaultDigits", .defaultDigits), ("twoDigits", .twoDigits),
        ("threeDigits", .threeDigits), omitted(),
      ])
  }

  static func weekday(_ option: OptionName?) throws(StyleError) -> Symbol.Weekday {
    try read(
      option, field: "weekday", absent: .abbreviated,
      plain: [
        ("abbreviated", .abbreviated), ("wide", .wide), ("narrow", .narrow), ("short", .short),
        ("oneDigit", .oneDigit), ("twoDigits", .twoDigits), omitted(),
      ])
  }

  static func hour(_ option: OptionName?) throws(StyleError) -> Symbol.Hour {
    typealias Hour = Symbol.Hour
    func withAMPM(_ name: String, _ make: @escaping (Hour.AMPMStyle) -> Hour) -> Called<Hour> {
      Called(name, "amPM:") { o throws(StyleError) in make(try amPM(o, name)) }
    }
    return try read(
      option, field: "hour", absent: .defaultDigits(amPM: .abbreviated),
      // The deprecated `.defaultDigitsNoAMPM` and `.twoDigitsNoAMPM` still compile, so
      // they are read; swift-foundation defines `defaultDigits(amPM: .omitted)` and
      // `twoDigits(amPM: .omitted)` as the same symbols (hour patterns `J` and `JJ`),
      // and building them so keeps the deprecated names out of this file.
      plain: [
        ("defaultDigitsNoAMPM", .defaultDigits(amPM: .omitted)),
        ("twoDigitsNoAMPM", .twoDigits(amPM: .omitted)), omitted(),
      ],
      called: [
        withAMPM("defaultDigits", Hour.defaultDigits(amPM:)),
        withAMPM("twoDigits", Hour.twoDigits(amPM:)),
        withAMPM("conversationalDefaultDigits", Hour.conversationalDefaultDigits(amPM:)),
        withAMPM("conversationalTwoDigits", Hour.conversationalTwoDigits(amPM:)),
      ])
  }

  static func minute(_ option: OptionName?) throws(StyleError) -> Symbol.Minute {
    try read(
      option, field: "minute", absent: .defaultDigits,
      plain: [("defaultDigits", .defaultDigits), ("twoDigits", .twoDigits), omitted()])
  }

  static func second(_ option: OptionName?) throws(StyleError) -> Symbol.Second {
    try read(
      option, field: "second", absent: .defaultDigits,
      plain: [("defaultDigits", .defaultDigits), ("twoDigits", .twoDigits), omitted()])
  }

  /// `.fractional(n)` or `.milliseconds(n)`: `secondFraction(_:)` has no default.
  /// Foundation shows at most nine digits and at least one, whatever `n` is.
  static func secondFraction(_ option: OptionName?) throws(StyleError) -> Symbol.SecondFraction {
    try read(
      option, field: "secondFraction", absent: nil, plain: [omitted()],
      called: [
        Called("fractional", "_:") { o throws(StyleError) in
          .fractional(try count(o, "secondFraction", nil))
        },
        Called("milliseconds", "_:") { o throws(StyleError) in
          .milliseconds(try count(o, "secondFraction", nil))
        },
      ])
  }

  static func timeZone(_ option: OptionName?) throws(StyleError) -> Symbol.TimeZone {
    typealias Zone = Symbol.TimeZone
    func width(_ name: String, _ make: @escaping (Zone.Width) -> Zone) -> Called<Zone> {
      Called(name, "_:") { o throws(StyleError) in
        switch o.arguments.count == 1 ? o.unlabelled?.dotName : nil {
        case "short": return make(.short)
        case "long": return make(.long)
        default: throw StyleError("'.timeZone(.\(name)(…))' takes .short or .long")
        }
      }
    }
    return try read(
      option, field: "timeZone", absent: .specificName(.short),
      plain: [
        ("exemplarLocation", .exemplarLocation), ("genericLocation", .genericLocation), omitted(),
      ],
      called: [
        width("specificName", Zone.specificName), width("genericName", Zone.genericName),
        width("iso8601", Zone.iso8601), width("localizedGMT", Zone.localizedGMT),
        width("identifier", Zone.identifier),
      ])
  }

  /// An option written with arguments, `.padded(_:)`, and how to read them.
  struct Called<Value> {
    let name: String
    /// Its labels as a signature shows them: `_:`, `minimumLength:`.
    let labels: String
    let read: (OptionName) throws(StyleError) -> Value

    init(
      _ name: String, _ labels: String,
      read: @escaping (OptionName) throws(StyleError) -> Value
    ) {
      self.name = name
      self.labels = labels
      self.read = read
    }
  }

  /// Every field has `.omitted`, which leaves the field out.
  private static func omitted<Value: OmittableSymbol>() -> (String, Value) {
    ("omitted", Value.omitted)
  }

  /// The option `option` names for `field`, `absent` when the field is called
  /// without one (an error where `absent` is nil).
  private static func read<Value>(
    _ option: OptionName?, field: String, absent: Value?, plain: [(String, Value)],
    called: [Called<Value>] = []
  ) throws(StyleError) -> Value {
    let known =
      plain.map { ".\($0.0)" } + called.map { ".\($0.name)(\($0.labels))" }
    let list = known.dropLast().joined(separator: ", ") + " or " + known.last!
    guard let option else {
      guard let absent else { throw StyleError("'.\(field)(…)' needs an option: \(list)") }
      return absent
    }
    guard let name = option.name else { throw StyleError("'.\(field)(…)' takes \(list)") }
    if let read = called.first(where: { $0.name == name })?.read { return try read(option) }
    if let value = plain.first(where: { $0.0 == name })?.1, option.arguments.isEmpty {
      return value
    }
    if plain.contains(where: { $0.0 == name }) {
      throw StyleError("'.\(field)(.\(name))' takes no arguments")
    }
    throw StyleError(
      "unknown option '.\(Quoted(name))' for '.\(field)(…)' (options: \(known.joined(separator: ", ")))"
    )
  }

  /// A whole number as Swift takes an `Int` literal: the unlabelled argument, or the
  /// one labelled `label`, which defaults to 1 when absent.
  private static func count(_ option: OptionName, _ field: String, _ label: String?)
    throws(StyleError) -> Int
  {
    let written = "'.\(field)(.\(option.name ?? "")(\(label.map { "\($0):" } ?? "_:")))'"
    guard option.arguments.count <= 1, option.arguments.allSatisfy({ $0.label == label }) else {
      throw StyleError("\(written) takes one argument, \(label.map { "'\($0):'" } ?? "unlabelled")")
    }
    guard let value = option.arguments.first?.value else {
      guard label != nil else { throw StyleError("\(written) needs a whole number") }
      return 1
    }
    guard case .number(let n) = value, let whole = StyleNumber.int(n) else {
      throw StyleError("\(written) takes a whole number")
    }
    return whole
  }

  private static func amPM(_ option: OptionName, _ name: String) throws(StyleError)
    -> Symbol.Hour.AMPMStyle
  {
    guard option.arguments.count == 1 else {
      throw StyleError(
        "'.hour(.\(name)(amPM:))' takes 'amPM:' .omitted, .narrow, .abbreviated or .wide")
    }
    switch option.argument("amPM")?.dotName {
    case "omitted": return .omitted
    case "narrow": return .narrow
    case "abbreviated": return .abbreviated
    case "wide": return .wide
    default:
      throw StyleError(
        "'.hour(.\(name)(amPM:))' takes 'amPM:' .omitted, .narrow, .abbreviated or .wide")
    }
  }
}

/// A field symbol with `.omitted`.
protocol OmittableSymbol { static var omitted: Self { get } }
extension Date.FormatStyle.Symbol.Era: OmittableSymbol {}
extension Date.FormatStyle.Symbol.Year: OmittableSymbol {}
extension Date.FormatStyle.Symbol.Quarter: OmittableSymbol {}
extension Date.FormatStyle.Symbol.Month: OmittableSymbol {}
extension Date.FormatStyle.Symbol.Week: OmittableSymbol {}
extension Date.FormatStyle.Symbol.Day: OmittableSymbol {}
extension Date.FormatStyle.Symbol.DayOfYear: OmittableSymbol {}
extension Date.FormatStyle.Symbol.Weekday: OmittableSymbol {}
extension Date.FormatStyle.Symbol.Hour: OmittableSymbol {}
extension Date.FormatStyle.Symbol.Minute: OmittableSymbol {}
extension Date.FormatStyle.Symbol.Second: OmittableSymbol {}
extension Date.FormatStyle.Symbol.SecondFraction: OmittableSymbol {}
extension Date.FormatStyle.Symbol.TimeZone: OmittableSymbol {}

/// Numbers as Swift's integer literals take them.
enum StyleNumber {
  /// `n` as an `Int`, when it is a whole number an `Int` literal can hold.
  static func int(_ n: Double) -> Int? {
    // 2^63 is the first whole Double above Int.max.
    guard n.rounded() == n, n >= -0x1p63, n < 0x1p63 else { return nil }
    return Int(n)
  }
}
