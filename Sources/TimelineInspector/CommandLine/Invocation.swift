import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A schedule command's complete plan: every value checked and typed, every
/// default applied, every file read and the schedule built, before anything
/// is printed.
struct Invocation {
  /// Which account of a view's updates `--view` prints.
  enum ViewModel: String, Sendable, Equatable {
    case swiftui, documented, both
  }

  /// What `--view` asks for.
  struct View: Equatable {
    let model: ViewModel
    let cadence: TimelineViewDefaultContext.Cadence?
    /// In low-frequency mode (Always On): whether the app holds a session.
    var session: AlwaysOnSession = .none
  }

  /// The command's name.
  let command: String
  /// `--now`, in seconds since 2001.
  let now: Double
  /// At most this many lines; `nil` for no limit.
  private(set) var count: Int?
  /// `--until`, in seconds since 2001.
  let until: Double?
  let mode: TimelineScheduleMode
  let format: OutputFormat
  /// How dates are printed: `--date-format`.
  let dateFormat: DateFormat
  let zone: TimeZoneChoice
  /// `nil` unless `--view` was given.
  let view: View?
  private(set) var live: Bool
  /// The command, for the `"schedule"` members of a JSON document.
  private let scheduleCommand: ScheduleCommand
  /// The command's own options' checked values, defaults applied.
  private let ownValues: [NamedOptionValue]
  /// `--header` and the other output options (``OutputOptions``).
  let output: OutputOptions.Values
  /// What `--summary` knows of the run besides its rows, for its warnings.
  var summaryFacts = SummaryFacts()
  /// With `--check`: the golden file the output is compared with, opened.
  var check: GoldenCheck?
  /// For the TimelineTesting library: where the output is kept instead of written.
  var capture: OutputCapture?
  /// The schedule, built and ready to print.
  let schedule: PreparedSchedule
  /// The clock a live run is paced by and that stop signals are read from.
  let clock: any LiveClock
  /// Where notes go that cannot wait for the end of a run (a live run may not
  /// end): standard error, one line each.
  var writeMessage: (String) -> Void = { writeToStandardError($0 + "\n") }

  /// The count used when `--count` is not given, for endless schedules printed at once.
  static let defaultCount = 10
}

extension Invocation {
  /// Checks and types a command's arguments, then builds its schedule.
  ///
  /// - Parameters:
  ///   - currentTime: The real time, read once, for `--now` and the defaults.
  ///   - clock: The clock a live run is paced by.
  init(
    _ arguments: ParsedArguments, of command: ScheduleCommand, currentTime: Double,
    clock: any LiveClock = .real
  ) throws(CommandLineError) {
    self.clock = clock
    var values = ValueReader(arguments: arguments, command: command, currentTime: currentTime)
    let common = try values.readCommonOptions()
    self.command = command.name
    self.zone = values.zone
    self.now = common.now
    self.until = common.until
    self.mode = common.mode
    self.format = common.format
    self.dateFormat = common.dateFormat
    self.live = common.live
    self.view = common.view
    self.output = try values.readOutputOptions(common)
    let own = try values.readOwnOptions()
    let scheduleArguments = ScheduleArguments(
      now: Date(timeIntervalSinceReferenceDate: now), zone: zone, currentTime: currentTime,
      mode: mode,
      values: own, positionals: arguments.positionals, parsed: arguments)
    do {
      self.schedule = try command.prepare(scheduleArguments)
    } catch let error as CommandLineError {
      throw error
    } catch let error as ScheduleValidationError {
      throw .validation(error.message, in: command.name)
    } catch {
      throw .scheduleFailed(error, in: command.name)
    }
    self.scheduleCommand = command
    self.ownValues = own
    let unlimitedByDefault = command.isFinite || until != nil || live
    self.count = common.count ?? (unlimitedByDefault ? nil : Self.defaultCount)
    if count == nil, until == nil, !command.isFinite, output.summary || format == .svg {
      throw .endless(output.summary ? "A summary" : "A picture", in: command.name)
    }
    if output.summary {
      summaryFacts = SummaryFacts(
        command: command.name, values: own, now: now, isGiven: arguments.isGiven)
    }
  }

  /// The plan of a run the TimelineTesting library makes: `schedule`, as
  /// `request` asks, in NDJSON with ISO 8601 dates in UTC, kept in `capture`.
  ///
  /// The values are typed already, so nothing is parsed; the count is the
  /// command line's: ``defaultCount`` when neither it nor an end is given and
  /// the schedule is not `isFinite`.
  init(
    recording request: RecordingRequest, named command: ScheduleCommand,
    schedule: PreparedSchedule, capture: OutputCapture, isFinite: Bool
  ) {
    self.command = command.name
    self.now = request.now.timeIntervalSinceReferenceDate
    self.until = request.until?.timeIntervalSinceReferenceDate
    self.count = request.count ?? (request.until == nil && !isFinite ? Self.defaultCount : nil)
    self.mode = request.mode
    self.format = .ndjson
    self.dateFormat = .iso8601
    self.zone = .utc
    self.view = request.view.map {
      View(
        model: $0.model == .swiftui ? .swiftui : .documented, cadence: $0.cadence,
        session: $0.session)
    }
    self.live = false
    self.scheduleCommand = command
    self.ownValues = []
    self.output = OutputOptions.Values()
    self.schedule = schedule
    self.clock = .real
    self.capture = capture
  }

  /// The `"schedule"` members of a JSON document, rendered as `"key": value`:
  /// the command and its own options' values.
  ///
  /// Rendered when asked for (``ReportHeader/schedule``), not with the plan.
  var scheduleDescription: [String] {
    ScheduleMembersJSON.members(of: scheduleCommand, values: ownValues, zone: zone)
  }

  /// Runs the plan: prints what it asks for to `fileDescriptor` (or compares it
  /// with `--check`'s file), returning the notes for standard error.
  func run(writingTo fileDescriptor: Int32) throws(RunStop) -> [String] {
    try schedule.run(self, fileDescriptor)
  }

  /// With `--summary`: records whether `schedule` gives the same dates in both
  /// modes, for the summary's warning (a schedule that never slows down wrist
  /// down), for the schedules a developer gives a `TimelineView` only.
  mutating func compareModesForSummary<Schedule: TimelineSchedule>(of schedule: Schedule) {
    guard output.summary, SummaryFacts.timelineViewCommands.contains(command) else { return }
    summaryFacts.identicalInBothModes = SummaryFacts.isIdenticalInBothModes(schedule, from: now)
  }

  /// The same plan, printing at most `limit` lines and never waiting on the clock
  /// (for the fuzzer, which must keep each input quick).
  func bounded(to limit: Int) -> Invocation {
    var copy = self
    copy.count = min(count ?? limit, limit)
    copy.live = false
    return copy
  }
}
