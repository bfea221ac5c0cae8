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
    switch name {
    case "era": return style.era(try DateFieldOptions.era(option))
    case "year": return style.year(try DateFieldOptions.year(option))
    case "quarter": return style.quarter(try DateFieldOptions.quarter(option))
    case "month": return style.month(try DateFieldOptions.month(option))
    case "week": return style.week(try DateFieldOptions.week(option))
    case "day": return style.day(try DateFieldOptions.day(option))
    case "dayOfYear": return style.dayOfYear(try DateFieldOptions.dayOfYear(option))
    case "weekday": return style.weekday(try DateFieldOptions.weekday(option))
    case "hour": return style.hour(try DateFieldOptions.hour(option))
    case "minute": return style.minute(try DateFieldOptions.minute(option))
    case "second": return style.second(try DateFieldOptions.second(option))
    case "secondFraction": return style.secondFraction(try DateFieldOptions.secondFraction(option))
    case "timeZone": return style.timeZone(try DateFieldOptions.timeZone(option))
    default:
      throw StyleError(
        "unknown field '.\(Quoted(name))(…)' (fields: era, year, quarter, month, week, day, dayOfYear, "
          + "weekday, hour, minute, second, secondFraction, timeZone)")
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
