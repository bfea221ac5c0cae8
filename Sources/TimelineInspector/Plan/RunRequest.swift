import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A run's complete request: what to compute (the prepared schedule, view, text
/// or widget plan), over what span (`--now`, `--until`, `--count`) and how to
/// write it (format, dates, zone, destination), every value checked and typed
/// before anything is printed.
///
/// The command line builds it from its arguments (`RunRequest+Arguments.swift`),
/// the TimelineTesting library from Swift values (`RunRequest+Recording.swift`);
/// both then run it the same way (``run(messages:)``).
struct RunRequest {
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
  let scheduleMembers: () -> [String]
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

extension RunRequest {
  /// `plan` with `count` and `live` replaced: the one place an invocation is
  /// made from another, so no other value can be lost on the way.
  private init(_ plan: RunRequest, count: Int?, live: Bool) {
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
  func bounded(to limit: Int) -> RunRequest {
    RunRequest(self, count: min(count ?? limit, limit), live: false)
  }
}

/// Where a run writes the notes that cannot wait for its end, one line each.
typealias MessageSink = (String) -> Void
