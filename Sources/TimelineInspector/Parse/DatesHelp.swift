/// The page `tlsched help dates` prints: every form of date and duration the
/// command line and dates files accept, and which options take them.
///
/// The options come from the tool's commands (each option of kind `.date` or
/// `.seconds`), the duration units and ISO 8601 designators from
/// ``DurationText``'s own tables; each example below is one the readers are
/// tested to accept (DatesHelpTests).
enum DatesHelp {
  /// The help topic's name: `tlsched help dates`.
  static let topic = "dates"

  /// One line of the page: examples of a form, and what the form means.
  struct Form: Sendable {
    /// Examples, each one a whole date or duration as typed.
    let examples: [String]
    let meaning: String
  }

  /// What `--tz`, `--now` and the clock make of each form of date.
  static let dateForms: [Form] = [
    Form(
      examples: ["2025-01-01T09:30:00Z", "2025-01-01t09:30:00z"],
      meaning: "ISO 8601, extended format: YYYY-MM-DDTHH:MM:SS, years 0001-9999, Z for UTC"),
    Form(examples: ["2025-01-01T09:30Z"], meaning: "the seconds may be left out"),
    Form(examples: ["2025-01-01T09:30:00.25Z"], meaning: "a fraction of a second: up to 9 digits"),
    Form(
      examples: ["2025-01-01T09:30:00+01:00", "2025-01-01T09:30-0330"],
      meaning: "a UTC offset: ±HH:MM, ±HHMM, ±HH or ±HH:MM:SS, up to 18 hours"),
    Form(
      examples: ["2025-01-01T09:30:00"],
      meaning:
        "no offset: a wall time in the --tz zone (a skipped wall time moves on by the gap; a repeated one is the earlier)"
    ),
    Form(
      examples: ["@1735689600", "@1735689600.25", "@-1"],
      meaning: "Unix seconds, with up to 9 decimals"),
    Form(examples: ["now"], meaning: "the current time (the clock, not --now)"),
    Form(examples: ["now+90s", "now-1h"], meaning: "the current time plus or minus a duration"),
    Form(
      examples: ["+1h", "-30s", "+PT1M30S", "+0.5"],
      meaning: "--now plus or minus a duration (for --now itself, the current time)"),
  ]

  /// The forms of a duration; the units' line is built from ``DurationText/units``.
  static var durationForms: [Form] {
    let units = DurationText.units.map { unit in
      "\(unit.name) (\(secondsText(factor: unit.factor, shift: unit.shift)) s)"
    }
    let designators = DurationText.designators.map { designator in
      "\(Character(Unicode.Scalar(designator.letter))) (\(designator.seconds) s)"
    }
    return [
      Form(
        examples: ["90", "0.25", "1e-3"], meaning: "seconds, as a decimal number"),
      Form(
        examples: ["1m30s", "250ms", "1.5h", "2d"],
        meaning:
          "numbers with units, largest first, each at most once: \(units.joinedText(separator: ", "))"
      ),
      Form(
        examples: ["PT1M30S", "P1DT2H", "P2W", "PT0,5S"],
        meaning:
          "ISO 8601: P, the weeks and days, then T and the time; \(designators.joinedText(separator: ", ")); only the last part may have a fraction (. or ,); no years or months"
      ),
    ]
  }

  /// `1`, `0.001`: a unit's length in seconds, `factor` shifted `shift` decimal places right.
  private static func secondsText(factor: Int, shift: Int) -> String {
    guard shift > 0 else { return "\(factor)" }
    let digits = String(factor)
    let padded = String(repeating: "0", count: max(0, shift + 1 - digits.count)) + digits
    let point = padded.index(padded.endIndex, offsetBy: -shift)
    return padded[..<point] + "." + padded[point...]
  }

  /// The whole page.
  static func page(in tool: ScheduleInspector) -> String {
    let commands = tool.commands
    // The options every command has first, then each command's own, each named once.
    func flags(of kind: ValueKind) -> [String] {
      var seen = CommonOptions.specs.filter { $0.kind == kind }.map(\.flag)
      for command in commands {
        for option in command.options where option.kind == kind && !seen.contains(option.flag) {
          seen.append(option.flag)
        }
      }
      return seen
    }
    var dateTakers = flags(of: .date)
    for command in commands {
      if let positional = command.positional {
        dateTakers.append("\(command.name)'s <\(positional.name)> arguments and dates files")
      }
    }
    // Wrapped as every help page is (HelpText.wrap): the option lists grow with the tool.
    var page = HelpText.wrap(
      "OVERVIEW: How dates and durations are written in arguments and dates files.",
      indent: 0)
    page += "\nUSAGE: \(tool.name) help \(topic)\n\n"
    page += HelpText.wrap("DATES (\(dateTakers.joinedText(separator: ", "))):", indent: 0)
    for form in dateForms {
      page += HelpText.row(form.examples.joinedText(separator: ", "), form.meaning)
    }
    page +=
      "\n"
      + HelpText.wrap(
        "A date is one word, without blanks or a zone's name (CET, PST): give the zone with --tz instead.",
        indent: 0)
    let durationTakers = flags(of: .seconds) + ["after the sign of a relative date"]
    page +=
      "\n" + HelpText.wrap("DURATIONS (\(durationTakers.joinedText(separator: ", "))):", indent: 0)
    for form in durationForms {
      page += HelpText.row(form.examples.joinedText(separator: ", "), form.meaning)
    }
    page +=
      "\n"
      + HelpText.wrap(
        "A sign (+ or -) may start any duration; the options above take only durations above 0.",
        indent: 0)
    return page
  }
}
