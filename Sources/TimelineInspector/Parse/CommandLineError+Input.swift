/// The messages about dates, files and streams, worded beside the command
/// line's own (``CommandLineError``), so that every sentence a user reads is
/// worded in this folder.
extension CommandLineError {
  // MARK: Dates on the command line

  /// `explicit` given dates both as arguments and with `--file`.
  static func datesGivenTwice(first: String, in command: String) -> Self {
    Self(
      .usage, "Dates cannot be given both as arguments ('\(Quoted(first))') and with '--file'",
      command: command)
  }

  /// `explicit` given no dates at all.
  static func missingDates(in command: String) -> Self {
    Self(
      .usage, "Missing expected argument '<date> ...': give at least one date, or '--file <path>'",
      command: command)
  }

  /// `widget` given neither entries nor `--provider`.
  static func missingWidgetEntries(in command: String) -> Self {
    Self(
      .usage,
      "Missing expected argument '<entry> ...': give at least one entry, '--file <path>' or '--provider <rule>'",
      command: command)
  }

  /// `widget --file` whose file holds no entry and no timeline: only blank lines and comments.
  static func noWidgetEntries(in name: [UInt8], isStandardInput: Bool) -> Self {
    let source = isStandardInput ? "Standard input" : "'\(Quoted(bytes: name, limit: .max))'"
    return Self(
      .data,
      "\(source) holds no entries: expected a line with a \"date\", or a \"providedAt\" line that starts a timeline",
      command: CommandHeading.widget.name)
  }

  /// `live-activity --file` whose file starts no activity: only blank lines and comments.
  static func noActivities(in name: [UInt8], isStandardInput: Bool) -> Self {
    let source = isStandardInput ? "Standard input" : "'\(Quoted(bytes: name, limit: .max))'"
    return Self(
      .data, "\(source) holds no activity: expected a line with \"event\": \"start\"",
      command: CommandHeading.liveActivity.name)
  }

  /// A positional `<date>` that cannot be used, and why.
  static func invalidDate(_ text: String, in command: String, _ reason: String) -> Self {
    invalidValue(text, for: "<date>", in: command, reason)
  }

  /// A message a schedule's own checks gave (``ScheduleValidationError``).
  static func validation(_ message: String, in command: String) -> Self {
    Self(.usage, message, command: command)
  }

  /// An error a schedule's closure threw that is none of tlsched's own.
  static func scheduleFailed(_ error: any Error, in command: String) -> Self {
    Self(.failure, "\(error)", command: command)
  }

  // MARK: Dates files and standard input

  /// Line `number` of a dates file holds a date the output zone cannot print.
  static func lineOutsideYears(
    _ number: Int, of name: [UInt8], text: some Collection<UInt8>, zone: String,
    in command: String
  ) -> Self {
    Self(
      .data,
      "Line \(number) of \(Quoted(bytes: name, limit: .max)): '\(Quoted(bytes: text))' falls outside years 0001–9999 in the zone \(zone)",
      command: command)
  }

  /// Line `number` of a dates file is not a date.
  static func lineNotADate(
    _ number: Int, of name: [UInt8], text: some Collection<UInt8>, _ reason: String,
    in command: String
  ) -> Self {
    Self(
      .data,
      "Line \(number) of \(Quoted(bytes: name, limit: .max)): '\(Quoted(bytes: text))' is not a date: \(reason)",
      command: command)
  }

  /// Line `number` is longer than `limit` bytes; `start` is its beginning.
  static func lineTooLong(
    _ number: Int, of name: [UInt8], start: some Collection<UInt8>, limit: Int,
    in command: String
  ) -> Self {
    Self(
      .data,
      "Line \(number) of \(Quoted(bytes: name, limit: .max)): '\(Quoted(bytes: start))…' is longer than \(limit) bytes, the most a line may hold",
      command: command)
  }

  /// Line `number` of an input file of JSON lines (`widget --file`, `live-activity --file`)
  /// cannot be used, and why.
  static func inputLine(_ number: Int, of name: [UInt8], _ reason: String, in command: String)
    -> Self
  {
    Self(
      .data, "Line \(number) of \(Quoted(bytes: name, limit: .max)): \(reason)", command: command)
  }

  /// A dates file that cannot be read, with the system's reason.
  static func unreadable(_ name: [UInt8], _ reason: String, in command: String) -> Self {
    Self(.noInput, "Cannot read '\(Quoted(bytes: name, limit: .max))': \(reason)", command: command)
  }

  /// More dates than `--view` keeps (`source` is "Standard input" or a quoted name).
  static func tooManyDatesForView(_ source: String, limit: Int, in command: String) -> Self {
    Self(
      .data,
      "\(source) holds more than \(limit) dates, the most --view reads (it keeps every date to walk them more than once); without --view dates are printed as they are read",
      command: command)
  }

  /// `--check -` with the dates on standard input too.
  static func standardInputTwice(_ fileFlag: String, in command: String) -> Self {
    Self(
      .usage, "'--check -' and '\(fileFlag) -' both read standard input; give one of them a file",
      command: command)
  }

  /// `--check FILE` with the dates read from standard input, FILE being the
  /// same standard input (`explicit - --check /dev/stdin`).
  static func standardInputShared(
    check: [UInt8], _ fileFlag: String, dates: [UInt8], in command: String
  ) -> Self {
    Self(
      .usage,
      "'--check \(Quoted(bytes: check))' and '\(fileFlag) \(Quoted(bytes: dates))' both read standard input; give one of them a file",
      command: command)
  }

  /// `--check`'s golden file cannot be read; `hint` says how to create a missing one.
  static func goldenUnreadable(_ quotedName: Quoted, _ reason: String, hint: String = "") -> Self {
    Self(.noInput, "Cannot read '\(quotedName)' for --check: \(reason)\(hint)", command: nil)
  }

  // MARK: The program itself

  /// `completions` without a shell.
  static func missingShell(in command: String) -> Self {
    Self(.usage, "Missing expected argument '<shell>'", command: command)
  }

  /// A shell completions are not written for.
  static func unknownShell(_ shell: String, expected: String, in command: String) -> Self {
    invalidValue(shell, for: "<shell>", in: command, "expected \(expected)")
  }

  /// Standard output refused a write, with the system's reason.
  static func writeFailed(_ reason: String) -> Self {
    Self(.failure, "Cannot write to standard output: \(reason)", command: nil)
  }
}

/// The reasons a parse hook shares with the command line's own readers.
extension OptionValueError {
  /// A date the output cannot print in the zone `zone` (nil: not named).
  static func outsideYears(zone: String?) -> Self {
    Self("it falls outside years 0001–9999" + (zone.map { " in the zone \($0)" } ?? ""))
  }
}
