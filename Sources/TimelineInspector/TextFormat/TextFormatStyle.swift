#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// A Foundation format style read from `--style`, as a developer writes it after
/// `format:`: one of the discrete styles the toolchain's Foundation has.
///
/// `attributed` records an attributed form (`.attributedStyle`, `.attributed`) where
/// it changes what SwiftUI does in Always On: it redacts an attributed string by field
/// and has no once-a-minute variant of an attributed duration style. A date style's
/// attributed form is kept as the plain style: SwiftUI coarsens both alike
/// (OpenSwiftUI `UpdateFrequencyDependentFormatStyle.swift`) and they read the same.
enum TextFormatStyle {
  case date(Date.FormatStyle)
  case verbatim(Date.VerbatimFormatStyle, attributed: Bool)
  case relative(Date.AnchoredRelativeFormatStyle)
  case durationTime(Duration.TimeFormatStyle, attributed: Bool)
  case durationUnits(Duration.UnitsFormatStyle, attributed: Bool)

  /// What the style formats, which decides the source it can be given.
  enum Input: Equatable {
    case date, duration
  }

  /// What the style formats.
  var input: Input {
    switch self {
    case .date, .verbatim, .relative: .date
    case .durationTime, .durationUnits: .duration
    }
  }

  /// Reads a style.
  ///
  /// - Parameter anchor: The date a relative style's `anchor:` stands for (`--anchor`);
  ///   `nil` makes such a style an error.
  static func parse(_ text: String, anchor: Date?) throws(StyleError) -> TextFormatStyle {
    let expression: StyleExpression
    do {
      expression = try StyleExpression.parse(text)
    } catch {
      // `.timer(countingDownIn: start..<end)` holds a range the reader has no syntax for.
      if let name = SystemStyleName.leading(text) { throw systemStyle(name) }
      throw error
    }
    var links = StyleDecorations.removingLocale(expression.chain)
    let attributed = StyleDecorations.attributedForm(links)
    if attributed != nil { links.removeLast() }
    let style = try plain(links, anchor: anchor)
    guard let attributed else { return style }
    try StyleDecorations.check(attributed, on: style)
    return style.attributedForm
  }

  /// The style in its attributed form, once ``StyleDecorations/check(_:on:)`` has allowed it.
  private var attributedForm: TextFormatStyle {
    switch self {
    case .date, .relative: self
    case .verbatim(let style, _): .verbatim(style, attributed: true)
    case .durationTime(let style, _): .durationTime(style, attributed: true)
    case .durationUnits(let style, _): .durationUnits(style, attributed: true)
    }
  }

  /// The style a chain names, without a chained locale or attributed form.
  private static func plain(_ links: [StyleLink], anchor: Date?) throws(StyleError)
    -> TextFormatStyle
  {
    guard let first = links.first else { throw StyleError("expected a format style") }
    var rest = links.dropFirst()
    // `Date.FormatStyle…`, `Duration.UnitsFormatStyle…`: the type's namespace is optional.
    if (first.name == "Date" || first.name == "Duration") && first.arguments == nil {
      guard let type = rest.first else {
        throw StyleError("expected a style after '\(Quoted(first.name)).'")
      }
      rest = rest.dropFirst()
      return try named(type, then: Array(rest), anchor: anchor, namespace: first.name)
    }
    if first.name.isEmpty, let member = rest.first {
      return try named(member, then: Array(rest.dropFirst()), anchor: anchor, namespace: nil)
    }
    return try named(first, then: Array(rest), anchor: anchor, namespace: nil)
  }

  private static func named(
    _ link: StyleLink, then rest: [StyleLink], anchor: Date?, namespace: String?
  ) throws(StyleError) -> TextFormatStyle {
    switch link.name {
    case "FormatStyle" where namespace != "Duration":
      var style = Date.FormatStyle()
      var chained = rest
      if let arguments = link.arguments {
        style = try DateStyleReader.initializer(arguments)
      } else if rest.first?.name == "dateTime", rest.first?.arguments == nil {
        chained = Array(rest.dropFirst())
        style = .dateTime
      }
      return .date(try DateStyleReader.fields(chained, on: style))
    case "dateTime" where link.arguments == nil:
      return .date(try DateStyleReader.fields(rest, on: .dateTime))
    case "VerbatimFormatStyle", "verbatim":
      try noChain(rest, after: link.name)
      return .verbatim(
        try VerbatimStyleReader.style(link.arguments ?? [], factory: link.name == "verbatim"),
        attributed: false)
    case "AnchoredRelativeFormatStyle":
      try noChain(rest, after: link.name)
      return .relative(try relative(link.arguments ?? [], anchor: anchor))
    case "TimeFormatStyle", "time":
      try noChain(rest, after: link.name)
      return .durationTime(try DurationStyleReader.time(link.arguments ?? []), attributed: false)
    case "UnitsFormatStyle", "units":
      try noChain(rest, after: link.name)
      return .durationUnits(try DurationStyleReader.units(link.arguments ?? []), attributed: false)
    case "timer", "stopwatch", "offset", "reference", "SystemFormatStyle":
      throw systemStyle(link.name)
    case "relative", "RelativeFormatStyle":
      throw StyleError(
        "Date.RelativeFormatStyle (.\(Quoted(link.name))) is not a DiscreteFormatStyle: it names no "
          + "date its text changes at, so SwiftUI does not schedule it; write "
          + "Date.AnchoredRelativeFormatStyle(anchor: end, presentation: …) with '--anchor <date>', "
          + "or see text-timer for Text(date, style: .timer)")
    default:
      throw StyleError(
        "unknown style '\(Quoted(link.name))' (expected Date.FormatStyle(date:time:), .dateTime…, "
          + "Date.VerbatimFormatStyle(format:…), Date.AnchoredRelativeFormatStyle(anchor:), "
          + ".time(pattern:) or .units(allowed:width:))")
    }
  }

  /// Why SwiftUI's `SystemFormatStyle` (`.timer`, `.stopwatch`, …) is refused.
  private static func systemStyle(_ name: String) -> StyleError {
    StyleError(
      "SystemFormatStyle (.\(name)) is SwiftUI's own: neither Apple's documentation nor "
        + "OpenSwiftUI shows when it changes, so tlsched does not model it "
        + "(text-timer and text-timer-interval show Text(date, style: .timer))")
  }

  private static func noChain(_ rest: [StyleLink], after name: String) throws(StyleError) {
    if let extra = rest.first {
      throw StyleError("'.\(Quoted(extra.name))' cannot follow '\(name)' here")
    }
  }

  private static func relative(_ arguments: [StyleArgument], anchor: Date?) throws(StyleError)
    -> Date.AnchoredRelativeFormatStyle
  {
    guard arguments.contains(where: { $0.label == "anchor" }) else {
      throw StyleError("Date.AnchoredRelativeFormatStyle needs 'anchor:'")
    }
    guard let anchor else {
      throw StyleError("its 'anchor:' is the date given with '--anchor <date>', which is missing")
    }
    var presentation = Date.AnchoredRelativeFormatStyle.Presentation.numeric
    var unitsStyle = Date.AnchoredRelativeFormatStyle.UnitsStyle.wide
    var allowedFields: Set<Date.AnchoredRelativeFormatStyle.Field>?
    var capitalization = FormatStyleCapitalizationContext.unknown
    for argument in arguments {
      switch argument.label {
      // `locale:` and `calendar:` are replaced by the environment's, as SwiftUI does.
      case "anchor", "locale", "calendar": continue
      case "allowedFields":
        allowedFields = try RelativeFieldsReader.fields(argument.value)
      case "capitalizationContext":
        capitalization = try RelativeFieldsReader.capitalization(argument.value)
      case "presentation":
        switch argument.value.dotName {
        case "numeric": presentation = .numeric
        case "named": presentation = .named
        default: throw StyleError("'presentation:' is .numeric or .named")
        }
      case "unitsStyle":
        switch argument.value.dotName {
        case "wide": unitsStyle = .wide
        case "abbreviated": unitsStyle = .abbreviated
        case "narrow": unitsStyle = .narrow
        case "spellOut": unitsStyle = .spellOut
        default: throw StyleError("'unitsStyle:' is .wide, .abbreviated, .narrow or .spellOut")
        }
      default:
        throw StyleError(
          "Date.AnchoredRelativeFormatStyle takes anchor:, allowedFields:, presentation:, "
            + "unitsStyle:, locale:, calendar: and capitalizationContext:")
      }
    }
    guard let allowedFields else {
      return Date.AnchoredRelativeFormatStyle(
        anchor: anchor, presentation: presentation, unitsStyle: unitsStyle,
        capitalizationContext: capitalization)
    }
    return Date.AnchoredRelativeFormatStyle(
      anchor: anchor, allowedFields: allowedFields, presentation: presentation,
      unitsStyle: unitsStyle, capitalizationContext: capitalization)
  }
}
