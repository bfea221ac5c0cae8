#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// Reads `Date.FormatStyle(date:time:)` and `.dateTime` with chained fields.
enum DateStyleReader {
  /// `Date.FormatStyle(date: …, time: …)`.
  static func initializer(_ arguments: [StyleArgument]) throws(StyleError) -> Date.FormatStyle {
    var date: Date.FormatStyle.DateStyle?
    var time: Date.FormatStyle.TimeStyle?
    for argument in arguments {
      switch argument.label {
      case "date":
        switch argument.value.dotName {
        case "omitted": date = .omitted
        case "numeric": date = .numeric
        case "abbreviated": date = .abbreviated
        case "long": date = .long
        case "complete": date = .complete
        default: throw StyleError("'date:' is .omitted, .numeric, .abbreviated, .long or .complete")
        }
      case "time":
        switch argument.value.dotName {
        case "omitted": time = .omitted
        case "shortened": time = .shortened
        case "standard": time = .standard
        case "complete": time = .complete
        default: throw StyleError("'time:' is .omitted, .shortened, .standard or .complete")
        }
      default:
        throw StyleError("Date.FormatStyle takes date: and time: here")
      }
    }
    guard date != nil || time != nil else { return Date.FormatStyle() }
    return Date.FormatStyle(date: date ?? .omitted, time: time ?? .omitted)
  }

  /// The fields chained after a date style: `.hour().minute()`, `.month(.wide)`, ….
  static func fields(_ links: [StyleLink], on base: Date.FormatStyle) throws(StyleError)
    -> Date.FormatStyle
  {
    var style = base
    for link in links {
      guard let arguments = link.arguments else {
        throw StyleError("'.\(Quoted(link.name))' needs '()': write '.\(Quoted(link.name))()'")
      }
      guard arguments.count <= 1, arguments.first?.label == nil else {
        throw StyleError("'.\(Quoted(link.name))(…)' takes at most one unlabelled argument")
      }
      style = try field(link.name, arguments.first?.value, on: style)
    }
    return style
  }

  private static func field(_ name: String, _ option: StyleExpression?, on style: Date.FormatStyle)
    throws(StyleError) -> Date.FormatStyle
  {
    let option = option.map(OptionName.init)
    func bad(_ expected: String) -> StyleError {
      StyleError("'.\(name)(…)' takes \(expected)")
    }
    switch name {
    case "era" where option == nil: return style.era()
    case "quarter" where option == nil: return style.quarter()
    case "week" where option == nil: return style.week()
    case "dayOfYear" where option == nil: return style.dayOfYear()
    case "timeZone":
      guard let option else { return style.timeZone() }
      return style.timeZone(try timeZoneSymbol(option, bad: bad))
    case "year":
      switch option?.name {
      case nil, "defaultDigits": return style.year(.defaultDigits)
      case "twoDigits": return style.year(.twoDigits)
      default: throw bad("no argument, .defaultDigits or .twoDigits")
      }
    case "month":
      switch option?.name {
      case nil, "abbreviated": return style.month(.abbreviated)
      case "defaultDigits": return style.month(.defaultDigits)
      case "twoDigits": return style.month(.twoDigits)
      case "wide": return style.month(.wide)
      case "narrow": return style.month(.narrow)
      default: throw bad("no argument, .defaultDigits, .twoDigits, .abbreviated, .wide or .narrow")
      }
    case "day":
      switch option?.name {
      case nil, "defaultDigits": return style.day(.defaultDigits)
      case "twoDigits": return style.day(.twoDigits)
      case "ordinalOfDayInMonth": return style.day(.ordinalOfDayInMonth)
      default: throw bad("no argument, .defaultDigits, .twoDigits or .ordinalOfDayInMonth")
      }
    case "weekday":
      switch option?.name {
      case nil, "abbreviated": return style.weekday(.abbreviated)
      case "wide": return style.weekday(.wide)
      case "narrow": return style.weekday(.narrow)
      case "short": return style.weekday(.short)
      case "oneDigit": return style.weekday(.oneDigit)
      case "twoDigits": return style.weekday(.twoDigits)
      default:
        throw bad("no argument, .abbreviated, .wide, .narrow, .short, .oneDigit or .twoDigits")
      }
    case "hour":
      guard let option else { return style.hour() }
      let amPM = try amPMStyle(option.argument("amPM"), bad: bad)
      switch option.name {
      case "defaultDigits": return style.hour(.defaultDigits(amPM: amPM))
      case "twoDigits": return style.hour(.twoDigits(amPM: amPM))
      case "conversationalDefaultDigits":
        return style.hour(.conversationalDefaultDigits(amPM: amPM))
      default:
        throw bad(
          "no argument, .defaultDigits(amPM:), .twoDigits(amPM:) or .conversationalDefaultDigits(amPM:)"
        )
      }
    case "minute", "second":
      let digits: Bool
      switch option?.name {
      case nil, "defaultDigits": digits = false
      case "twoDigits": digits = true
      default: throw bad("no argument, .defaultDigits or .twoDigits")
      }
      if name == "minute" { return style.minute(digits ? .twoDigits : .defaultDigits) }
      return style.second(digits ? .twoDigits : .defaultDigits)
    case "secondFraction":
      guard let option, option.name == "fractional" || option.name == "milliseconds",
        case .number(let n)? = option.unlabelled, n >= 1, n <= 9, n.rounded() == n
      else { throw bad(".fractional(n) or .milliseconds(n), n from 1 to 9") }
      return style.secondFraction(
        option.name == "milliseconds" ? .milliseconds(Int(n)) : .fractional(Int(n)))
    default:
      throw StyleError(
        "unknown field '.\(Quoted(name))(…)' (fields: era, year, quarter, month, week, day, dayOfYear, "
          + "weekday, hour, minute, second, secondFraction, timeZone)")
    }
  }

  /// `.specificName(.short)`, `.genericLocation`, …: how `.timeZone(…)` names the zone.
  private static func timeZoneSymbol(_ option: OptionName, bad: (String) -> StyleError)
    throws(StyleError) -> Date.FormatStyle.Symbol.TimeZone
  {
    let expected =
      ".specificName(_:), .genericName(_:), .iso8601(_:), .localizedGMT(_:), .identifier(_:) "
      + "(each .short or .long), .exemplarLocation or .genericLocation"
    if option.arguments.isEmpty {
      switch option.name {
      case "exemplarLocation": return .exemplarLocation
      case "genericLocation": return .genericLocation
      default: throw bad(expected)
      }
    }
    let short: Bool
    switch option.unlabelled?.dotName {
    case "short" where option.arguments.count == 1: short = true
    case "long" where option.arguments.count == 1: short = false
    default: throw bad(expected)
    }
    switch option.name {
    case "specificName": return .specificName(short ? .short : .long)
    case "genericName": return .genericName(short ? .short : .long)
    case "iso8601": return .iso8601(short ? .short : .long)
    case "localizedGMT": return .localizedGMT(short ? .short : .long)
    case "identifier": return .identifier(short ? .short : .long)
    default: throw bad(expected)
    }
  }

  private static func amPMStyle(
    _ expression: StyleExpression?, bad: (String) -> StyleError
  ) throws(StyleError) -> Date.FormatStyle.Symbol.Hour.AMPMStyle {
    switch expression?.dotName {
    case "omitted": .omitted
    case "narrow": .narrow
    case "abbreviated": .abbreviated
    case "wide": .wide
    default: throw bad("'amPM:' .omitted, .narrow, .abbreviated or .wide")
    }
  }
}

/// An option as written in a call: `.name` or `.name(label: value, …)`.
struct OptionName: Equatable {
  let name: String?
  let arguments: [StyleArgument]

  init(_ expression: StyleExpression) {
    // `.name` or `.name(…)`: a leading dot's empty name, then one link.
    let links = expression.chain
    guard links.count == 2, links[0].name.isEmpty else {
      name = nil
      arguments = []
      return
    }
    name = links[1].name
    arguments = links[1].arguments ?? []
  }

  /// The value of the argument labelled `label`.
  func argument(_ label: String) -> StyleExpression? {
    arguments.first { $0.label == label }?.value
  }

  /// The first unlabelled argument's value.
  var unlabelled: StyleExpression? { arguments.first { $0.label == nil }?.value }
}
