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
  let count: Int?
  /// `--until`, in seconds since 2001.
  let until: Double?
  let mode: TimelineScheduleMode
  let format: OutputFormat
  /// How dates are printed: `--date-format`.
  let dateFormat: DateFormat
  let zone: TimeZoneChoice
  /// `nil` unless `--view` was given.
  let view: View?
  let live: Bool
  /// Renders the `"schedule"` members of a JSON document (``scheduleDescription``).
  private let scheduleMembers: () -> [String]
  /// `--header` and the other output options (``OutputOptions``).
  let output: OutputOptions.Values
  /// What `--summary` knows of the run besides its rows, for its warnings.
  let summaryFacts: SummaryFacts
  /// Where the output goes: standard output, `--check`'s golden file, or memory.
  let destination: OutputDestination
  /// The schedule, built and ready to print.
  let schedule: PreparedSchedule
  /// The clock a live run is paced by and that stop signals are read from.
  let clock: any LiveClock

  /// The count used when `--count` is not given, for endless schedules printed at once.
  static let defaultCount = 10
}

extension Invocation {
  /// Checks and types a command's arguments, then builds its schedule.
  ///
  /// - Parameters:
  ///   - currentTime: The real time, read once, for `--now` and the defaults.
  ///   - clock: The clock a live run is paced by.
  ///   - destination: Where the output goes without `--check`.
  ///   - openCheck: Opens `--check`'s golden file (its path and the output's
  ///     format given), which then takes the output instead of `destination`;
  ///     without it `--check` is read but not opened (the fuzzer's runs).
  init(
    _ arguments: ParsedArguments, of command: ScheduleCommand, currentTime: Double,
    clock: any LiveClock = .real, destination: OutputDestination = .descriptor(1),
    openCheck: ((String, OutputFormat) throws(CommandLineError) -> GoldenCheck)? = nil
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
      mode: mode, values: own, positionalValues: try values.readPositionals(own),
      parsed: arguments)
    do {
      self.schedule = try command.prepare(scheduleArguments)
    } catch let error as CommandLineError {
      throw error
    } catch let error as ScheduleValidationError {
      throw .validation(error.message, in: command.name)
    } catch {
      throw .scheduleFailed(error, in: command.name)
    }
    self.scheduleMembers = { [zone] in
      ScheduleMembersJSON.members(of: command, values: own, zone: zone)
    }
    let unlimitedByDefault = command.isFinite || until != nil || live
    self.count = common.count ?? (unlimitedByDefault ? nil : Self.defaultCount)
    if count == nil, until == nil, !command.isFinite, output.summary || format == .svg {
      throw .endless(output.summary ? "A summary" : "A picture", in: command.name)
    }
    var facts = SummaryFacts()
    if output.summary {
      facts = SummaryFacts(
        command: command.name, values: own, now: now, isGiven: arguments.isGiven)
      // For the warning on a schedule that never slows down wrist down: only
      // the schedules a developer gives a `TimelineView`.
      if SummaryFacts.timelineViewCommands.contains(command.name),
        let identicalInBothModes = schedule.identicalInBothModes
      {
        facts.identicalInBothModes = identicalInBothModes(now)
      }
    }
    self.summaryFacts = facts
    if let path = output.check, let openCheck {
      self.destination = .check(try openCheck(path, format))
    } else {
      self.destination = destination
    }
  }

  /// The plan of a run the TimelineTesting library makes: `schedule`, as
  /// `request` asks, in NDJSON with ISO 8601 dates in `zone`, kept in `capture`;
  /// `name` is the command the run is the same as, for its messages.
  ///
  /// The values are typed already, so nothing is parsed; the count is the
  /// command line's: ``defaultCount`` when neither it nor an end is given and
  /// the schedule is not `isFinite`.
  init(
    recording request: RecordingRequest, named name: String,
    schedule: PreparedSchedule, zone: TimeZoneChoice, capture: OutputCapture, isFinite: Bool
  ) {
    self.command = name
    self.now = request.now.timeIntervalSinceReferenceDate
    self.until = request.until?.timeIntervalSinceReferenceDate
    self.count = request.count ?? (request.until == nil && !isFinite ? Self.defaultCount : nil)
    self.mode = request.mode
    self.format = .ndjson
    self.dateFormat = .iso8601
    self.zone = zone
    self.view = request.view.map {
      View(
        model: $0.model == .swiftui ? .swiftui : .documented, cadence: $0.cadence,
        session: $0.session)
    }
    self.live = false
    // NDJSON has no document, so no `"schedule"` members.
    self.scheduleMembers = { [] }
    self.output = OutputOptions.Values()
    self.schedule = schedule
    self.clock = .real
    self.summaryFacts = SummaryFacts()
    self.destination = .memory(capture)
  }

  /// `plan` with `count` and `live` replaced: the one place an invocation is
  /// made from another, so no other value can be lost on the way.
  private init(_ plan: Invocation, count: Int?, live: Bool) {
    self.command = plan.command
    self.now = plan.now
    self.count = count
    self.until = plan.until
    self.mode = plan.mode
    self.format = plan.format
    self.dateFormat = plan.dateFormat
    self.zone = plan.zone
    self.view = plan.view
    self.live = live
    self.scheduleMembers = plan.scheduleMembers
    self.output = plan.output
    self.summaryFacts = plan.summaryFacts
    self.destination = plan.destination
    self.schedule = plan.schedule
    self.clock = plan.clock
  }

  /// The `"schedule"` members of a JSON document, rendered as `"key": value`:
  /// the command and its own options' values.
  ///
  /// Rendered when asked for (``ReportHeader/schedule``), not with the plan.
  var scheduleDescription: [String] { scheduleMembers() }

  /// Runs the plan: prints what it asks for to its ``destination``, returning
  /// the notes for standard error at the end.
  ///
  /// - Parameter messages: Where notes go that cannot wait for the end of a
  ///   run (a live run may not end): standard error, one line each.
  func run(messages: @escaping MessageSink = { writeToStandardError($0 + "\n") })
    throws(RunStop) -> [String]
  {
    try schedule.run(self, messages)
  }

  /// The same plan, printing at most `limit` lines and never waiting on the clock
  /// (for the fuzzer, which must keep each input quick).
  func bounded(to limit: Int) -> Invocation {
    Invocation(self, count: min(count ?? limit, limit), live: false)
  }
}

/// Where a run writes the notes that cannot wait for its end, one line each.
typealias MessageSink = (String) -> Void
