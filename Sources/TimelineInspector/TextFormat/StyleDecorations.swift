/// What may follow any style: a chained `.locale(…)`, which SwiftUI's environment
/// replaces as `--locale` does, and the attributed forms, whose `discreteInput(after:)`
/// is the plain style's (what SwiftUI does with them in Always On: ``TextFormatStyle``).
enum StyleDecorations {
  /// An attributed form ending a chain.
  enum Attributed: Equatable {
    /// `.attributedStyle`: Date.FormatStyle's and Date.VerbatimFormatStyle's.
    case attributedStyle
    /// `.attributed`: the duration styles' (and a date style's `Date.AttributedStyle`).
    case attributed
  }

  /// `links` without any chained `.locale(…)` call after the first link.
  static func removingLocale(_ links: [StyleLink]) -> [StyleLink] {
    guard let first = links.first else { return links }
    return [first]
      + links.dropFirst().filter {
        !($0.name == "locale" && $0.arguments?.count == 1 && $0.arguments?.first?.label == nil)
      }
  }

  /// The attributed form that ends `links`, if one does (never the only link).
  static func attributedForm(_ links: [StyleLink]) -> Attributed? {
    // Never the style itself: `.attributedStyle` alone names no style to attribute.
    guard links.count > 1, !(links.count == 2 && links[0].name.isEmpty),
      let last = links.last, last.arguments == nil
    else { return nil }
    switch last.name {
    case "attributedStyle": return .attributedStyle
    case "attributed": return .attributed
    default: return nil
    }
  }

  /// Checks that `style` has the attributed form `form`, and that its schedule is the plain one.
  static func check(_ form: Attributed, on style: TextFormatStyle) throws(StyleError) {
    switch (form, style) {
    case (.attributedStyle, .date), (.attributedStyle, .verbatim),
      (.attributed, .durationTime), (.attributed, .durationUnits):
      return
    case (.attributed, .date), (.attributed, .verbatim):
      throw StyleError(
        "'.attributed' gives Date.AttributedStyle, which the toolchain's Foundation does not make "
          + "a DiscreteFormatStyle, so no schedule follows from it; write '.attributedStyle', "
          + "which changes when the plain style does")
    case (.attributedStyle, .durationTime), (.attributedStyle, .durationUnits):
      throw StyleError("a duration style's attributed form is '.attributed'")
    case (_, .relative):
      throw StyleError("Date.AnchoredRelativeFormatStyle has no attributed form")
    }
  }
}

/// The names `SystemFormatStyle` is written with.
enum SystemStyleName {
  /// The `SystemFormatStyle` member `text` starts with (`.timer(…`,
  /// `SystemFormatStyle.Stopwatch(…`), if it starts with one.
  static func leading(_ text: String) -> String? {
    var rest = Substring(text.drop { $0 == " " || $0 == "\t" || $0 == "\n" })
    if rest.hasPrefix("SystemFormatStyle") { return "SystemFormatStyle" }
    guard rest.hasPrefix(".") else { return nil }
    rest = rest.dropFirst()
    let name = String(rest.prefix { $0.isLetter })
    return ["timer", "stopwatch", "offset", "reference"].contains(name) ? name : nil
  }
}
