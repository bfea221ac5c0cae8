import TimelineCore

/// Where an explicit schedule's dates come from: the arguments, read before
/// anything is printed, or a file or standard input, read as they are printed.
enum ExplicitDates {
  /// The dates of the arguments, or the opened dates file.
  enum Source {
    case arguments([Double])
    case stream(DatesStream)
  }

  /// - Parameter fileBytes: The bytes `--file` was typed as (a path need not be UTF-8).
  static func read(_ arguments: ScheduleArguments, file: String?, fileBytes: [UInt8]?)
    throws(CommandLineError) -> Source
  {
    let command = CommandHeading.explicit.name
    var path = file
    if let file {
      if let first = arguments.positionals.first {
        throw .datesGivenTwice(first: first, in: command)
      }
      path = file
    }
    var reader = DateReader(
      zone: arguments.zone, now: { [now = arguments.currentTime] in now },
      relativeBase: arguments.now.timeIntervalSinceReferenceDate)
    if let path {
      return .stream(
        try DatesFile.open(
          path, pathBytes: path == "-" ? [] : fileBytes ?? Array(path.utf8), reader: reader,
          zone: arguments.zone, command: command))
    }
    guard !arguments.positionals.isEmpty else {
      throw .missingDates(in: command)
    }
    var dates: [Double] = []
    dates.reserveCapacity(arguments.positionals.count)
    var writer = DateWriter(zone: arguments.zone)
    for text in arguments.positionals {
      switch reader.read(text) {
      case .success(let t) where writer.canWrite(t): dates.append(t)
      case .success:
        // Refused when read, as --now is: the output could not show it, and
        // stopping there would drop every later date.
        throw .invalidDate(
          text, in: command, "it falls outside years 0001–9999 in the zone \(arguments.zone.name)")
      case .failure(let error):
        let reason =
          looksLikeFileName(text)
          ? "this is not a date; to read dates from a file, write '--file \(Quoted(text))'"
          : DateReader.explain(error)
        throw .invalidDate(text, in: command, reason)
      }
    }
    return .arguments(dates)
  }

  /// Whether a word that is no date names a file, as `dates.txt` or
  /// `logs/run` do: it starts with a letter or a path, and has a path
  /// separator or an extension of letters. Decided from the word alone, so the
  /// message does not depend on which files exist.
  private static func looksLikeFileName(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first,
      first.properties.isAlphabetic || first == "." || first == "/" || first == "~"
    else { return false }
    if text.contains("/") { return true }
    guard let dot = text.lastIndex(of: "."), dot != text.startIndex else { return false }
    let suffix = text[text.index(after: dot)...]
    return !suffix.isEmpty && suffix.allSatisfy { $0.isASCII && $0.isLetter }
  }
}
