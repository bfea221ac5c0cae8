import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

extension CommandHeading {
  static let textFormat = CommandHeading(
    name: "text-format",
    abstract:
      "Print when Text(source, format: style) updates: SwiftUI's schedule for a Foundation style.")
}

/// The `TimeDataSource` a `text-format` command line names.
/// The locale `text-format` formats in when `--locale` is not given.
private let defaultLocale = "en_US"

enum TextFormatSource: Sendable, Equatable {
  case currentDate, durationOffset, dateRangeStartingAt, dateRangeEndingAt
}

extension ScheduleCommand {
  /// `text-format`: the schedule behind `Text(source, format: style)`.
  public static let textFormat: ScheduleCommand = {
    let anchor = ScheduleOption.date(
      "anchor",
      help:
        "The date the source is built from (durationOffset(to:)), and a relative style's anchor:.")
    let style = ScheduleOption.requiredParsed(
      "style",
      help: "The format style, as written after format: (e.g. '.dateTime.hour().minute()')."
    ) { text, context throws(OptionValueError) in
      if let reason = SwiftSpelling.wholeTextReason(text) { throw OptionValueError(reason) }
      do throws(StyleError) {
        return try TextFormatStyle.parse(text, anchor: context[anchor])
      } catch {
        throw OptionValueError(error.reason)
      }
    }
    let source = ScheduleOption.choice(
      "source",
      [
        "current-date": TextFormatSource.currentDate, "currentDate": .currentDate,
        "duration-offset": .durationOffset, "durationOffset": .durationOffset,
        "date-range-starting-at": .dateRangeStartingAt,
        "dateRangeStartingAt": .dateRangeStartingAt,
        "date-range-ending-at": .dateRangeEndingAt, "dateRangeEndingAt": .dateRangeEndingAt,
      ],
      help:
        "The TimeDataSource (default: current-date for a date style, duration-offset for a duration style)."
    )
    let locale = ScheduleOption.parsed(
      "locale", help: "The locale the style formats in (default: \(defaultLocale)).",
      TextFormatEnvironment.knownLocale)
    return ScheduleCommand(
      .textFormat,
      discussion: """
        The first date is --now; each next one is where the style's output changes \
        (Foundation's discreteInput(after:)), presented 1/30 s late when more than 1/30 s \
        after the one before. --tz and --locale replace the style's own time zone, calendar \
        and locale, as SwiftUI's environment does. In low-frequency mode (Always On) a \
        Date.FormatStyle loses its seconds, a relative or units style its fields under a \
        minute, and any other style steps a minute at a time with its digits redacted.
        """,
      options: [
        style, source, anchor, locale,
        TextRender.option,
      ],
      examples: [
        "tlsched text-format --style '.dateTime.hour().minute().second()' --now 2025-01-01T00:00:00.25Z --count 3",
        "tlsched text-format --style '.time(pattern: .minuteSecond)' --anchor 2025-01-01T00:00:00Z --now 2025-01-01T00:00:00Z --count 3",
        "tlsched text-format --style 'Date.AnchoredRelativeFormatStyle(anchor: end)' --anchor 2025-01-01T00:11:11Z --now 2025-01-01T00:01:00Z --count 3",
        "tlsched text-format --style '.time(pattern: .minuteSecond)' --anchor 2025-01-01T00:05:00Z --now 2025-01-01T00:00:10Z --view --mode low-frequency --until +5m --render",
      ]
    ) { arguments in
      let parsed = arguments[style]
      let environment = TextFormatEnvironment(
        locale: arguments[locale] ?? Locale(identifier: defaultLocale),
        timeZone: arguments.timeZone)
      let chosen = arguments[source] ?? (parsed.input == .date ? .currentDate : .durationOffset)
      return try TextFormatPlan(
        style: parsed, source: chosen, anchor: arguments[anchor], environment: environment,
        renderMode: arguments[TextRender.option] ? arguments.mode : nil
      ).prepared()
    }
  }()
}
