import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CommandHeading {
  /// `explicit`'s name and abstract: the command list and "Did you mean" show them
  /// without building the command.
  static let explicit = CommandHeading(
    name: "explicit", abstract: "Print the given dates exactly as given, in their order.")
}

extension ScheduleCommand {
  /// `explicit`: SwiftUI's `.explicit(_:)`, with dates from the arguments, a file or standard input.
  public static let explicit: ScheduleCommand = {
    let file = ScheduleOption.path(
      "file", help: "Read the dates from this file, one per line; - reads standard input.")
    return ScheduleCommand(
      .explicit,
      discussion: """
        Dates come from the arguments or from a file (--file - or a lone - reads standard input), \
        one per line; blank lines and lines starting with # are skipped. Dates that do not \
        increase are printed anyway, with a warning.
        """,
      options: [file],
      examples: [
        "tlsched explicit 2025-01-01T00:00:10Z 2025-01-01T00:00:12Z --now 2025-01-01T00:00:00Z --view",
        "printf '2025-01-01T00:00:00Z\\n' | tlsched explicit -",
      ],
      positional: PositionalSpec(
        name: "date", help: "A date to fire at; - reads standard input.",
        standardInputOption: file.definition.spec),
      isFinite: true
    ) { arguments in
      switch try ExplicitDates.read(
        arguments, file: arguments[file], fileBytes: arguments.bytes(of: file))
      {
      case .stream(let stream):
        return PreparedSchedule(streaming: stream)
      case .arguments(let dates):
        if let warning = ExplicitOrder.warning(dates, zone: arguments.zone) {
          writeToStandardError(warning)
        }
        return PreparedSchedule(
          ExplicitTimelineSchedule(dates.lazy.map(Date.init(timeIntervalSinceReferenceDate:))),
          endsWhenDatesStopAdvancing: false)
      }
    }
  }()
}
