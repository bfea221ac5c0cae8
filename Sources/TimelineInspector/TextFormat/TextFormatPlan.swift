import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// The locale, calendar and time zone SwiftUI's environment gives a style.
struct TextFormatEnvironment {
  let locale: Locale
  let calendar: Calendar
  let timeZone: TimeZone

  /// The locale `identifier` names, if Foundation knows it: `--locale`'s parse hook.
  static func knownLocale(_ identifier: String, _: OptionValueContext) throws(OptionValueError)
    -> Locale
  {
    let canonical = Locale.identifier(.icu, from: identifier)
    guard Locale.availableIdentifiers.contains(canonical) else {
      throw OptionValueError("not a locale Foundation knows (e.g. en_US, de_DE)")
    }
    return Locale(identifier: canonical)
  }

  /// A Gregorian calendar in `timeZone` with the locale's week rules stands for the
  /// environment's calendar.
  init(locale: Locale, timeZone: TimeZone) {
    self.locale = locale
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    calendar.locale = locale
    self.calendar = calendar
    self.timeZone = timeZone
  }
}

/// A parsed style with its source: what `text-format` schedules.
struct TextFormatPlan {
  let style: TextFormatStyle
  let source: TextFormatSource
  let anchor: Date?
  let environment: TextFormatEnvironment
  /// The mode `--render` reads the text in, or nil without `--render`.
  let renderMode: TimelineScheduleMode?

  /// The schedule, ready to print, or why the style and source do not go together.
  func prepared() throws(ScheduleValidationError) -> PreparedSchedule {
    let env = environment
    switch style {
    case .date(var format):
      format.locale = env.locale
      format.calendar = env.calendar
      format.timeZone = env.timeZone
      return try dateSchedule(format)
    case .verbatim(let format, let attributed):
      var format = format.locale(env.locale)
      format.calendar = env.calendar
      format.timeZone = env.timeZone
      return attributed
        ? try dateSchedule(attributed: format.attributedStyle) : try dateSchedule(format)
    case .relative(var format):
      format.locale = env.locale
      format.calendar = env.calendar
      return try dateSchedule(format)
    case .durationTime(let format, let attributed):
      let format = format.locale(env.locale)
      return attributed
        ? try durationSchedule(attributed: format.attributed) : try durationSchedule(format)
    case .durationUnits(let format, let attributed):
      let format = format.locale(env.locale)
      return attributed
        ? try durationSchedule(attributed: format.attributed) : try durationSchedule(format)
    }
  }

  private func dateSchedule<F: DiscreteFormatStyle>(_ format: F) throws(ScheduleValidationError)
    -> PreparedSchedule where F.FormatInput == Date, F.FormatOutput == String
  {
    .discreteFormat(try dateSource(format), renderMode: renderMode)
  }

  private func dateSchedule<F: DiscreteFormatStyle>(attributed format: F)
    throws(ScheduleValidationError) -> PreparedSchedule
  where F.FormatInput == Date, F.FormatOutput == AttributedString {
    .discreteFormat(try dateSource(format), renderMode: renderMode, locale: environment.locale)
  }

  private func durationSchedule<F: DiscreteFormatStyle>(_ format: F)
    throws(ScheduleValidationError) -> PreparedSchedule
  where F.FormatInput == Duration, F.FormatOutput == String {
    .discreteFormat(try durationSource(format), renderMode: renderMode)
  }

  private func durationSchedule<F: DiscreteFormatStyle>(attributed format: F)
    throws(ScheduleValidationError) -> PreparedSchedule
  where F.FormatInput == Duration, F.FormatOutput == AttributedString {
    .discreteFormat(try durationSource(format), renderMode: renderMode, locale: environment.locale)
  }

  /// The schedule of `format` over the current date, the one source a date style takes.
  private func dateSource<F: DiscreteFormatStyle>(_ format: F) throws(ScheduleValidationError)
    -> DiscreteFormatTimelineSchedule<F> where F.FormatInput == Date
  {
    guard source == .currentDate else { throw mismatch(formats: "a Date") }
    return DiscreteFormatTimelineSchedule(.currentDate, format: format)
  }

  /// The schedule of `format` over the duration to `--anchor`, the one source a duration style takes.
  private func durationSource<F: DiscreteFormatStyle>(_ format: F)
    throws(ScheduleValidationError) -> DiscreteFormatTimelineSchedule<F>
  where F.FormatInput == Duration {
    guard source == .durationOffset else { throw mismatch(formats: "a Duration") }
    guard let anchor else {
      throw ScheduleValidationError(
        "Missing expected argument '--anchor <date>': '--source duration-offset' counts from it")
    }
    return DiscreteFormatTimelineSchedule(.durationOffset(to: anchor), format: format)
  }

  private func mismatch(formats input: String) -> ScheduleValidationError {
    switch source {
    case .dateRangeStartingAt, .dateRangeEndingAt:
      ScheduleValidationError(
        "'--source \(source == .dateRangeEndingAt ? "date-range-ending-at" : "date-range-starting-at")' gives a Range<Date>, and the toolchain's Foundation has no discrete style for one (Date.ComponentsFormatStyle cannot be built on Linux)"
      )
    case .currentDate:
      ScheduleValidationError(
        "'--style' formats \(input), but '--source current-date' gives a Date")
    case .durationOffset:
      ScheduleValidationError(
        "'--style' formats \(input), but '--source duration-offset' gives a Duration")
    }
  }
}

extension PreparedSchedule {
  /// A discrete format's schedule, stopped with a note where its dates creep
  /// (``CreepGuard``), with what the style reads in `renderMode` on each line
  /// (nil: no text): `text-format`'s run, and the TimelineTesting library's.
  static func discreteFormat<F: DiscreteFormatStyle>(
    _ schedule: DiscreteFormatTimelineSchedule<F>, renderMode: TimelineScheduleMode?
  ) -> PreparedSchedule where F.FormatOutput == String {
    // The style's own output in --locale and --tz: the text SwiftUI draws.
    discreteFormat(
      schedule,
      render: renderMode.map { mode in
        TextRender { t in schedule.text(at: Date(timeIntervalSinceReferenceDate: t), mode: mode) }
      })
  }

  /// An attributed style's schedule, as ``discreteFormat(_:renderMode:)``: its text is
  /// the attributed string's characters, redacted by field in Always On (`locale`
  /// decides what a decimal separator is).
  static func discreteFormat<F: DiscreteFormatStyle>(
    _ schedule: DiscreteFormatTimelineSchedule<F>, renderMode: TimelineScheduleMode?,
    locale: Locale
  ) -> PreparedSchedule where F.FormatOutput == AttributedString {
    discreteFormat(
      schedule,
      render: renderMode.map { mode in
        TextRender { t in
          String(
            schedule.text(at: Date(timeIntervalSinceReferenceDate: t), mode: mode, locale: locale)
              .characters)
        }
      })
  }

  private static func discreteFormat<F: DiscreteFormatStyle>(
    _ schedule: DiscreteFormatTimelineSchedule<F>, render: TextRender?
  ) -> PreparedSchedule {
    let record = CreepRecord()
    let creepGuard = CreepGuard(base: schedule, record: record)
    var prepared = PreparedSchedule { invocation, messages throws(RunStop) in
      var run = ScheduleRun(invocation, messages: messages, render: render)
      var notes = try run.run(creepGuard, stall: nil)
      if let stopped = record.date {
        var writer = DateWriter(zone: invocation.zone)
        notes.append(
          CreepNote(schedule: schedule, stoppedAt: stopped, limit: record.limit).text {
            writer.string($0) ?? "\($0)"
          })
      }
      return notes
    }
    prepared.probe = ScheduleProbe(schedule, render: render)
    prepared.identicalInBothModes = { SummaryFacts.isIdenticalInBothModes(schedule, from: $0) }
    return prepared
  }
}

extension PreparedSchedule {
  /// A schedule printed by `run`, for commands that add notes of their own.
  init(run: @escaping (RunRequest, @escaping MessageSink) throws(RunStop) -> [String]) {
    self.run = run
  }
}
