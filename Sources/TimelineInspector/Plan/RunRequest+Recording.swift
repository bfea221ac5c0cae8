import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// The TimelineTesting library's way to a run request: Swift values, nothing parsed.
extension RunRequest {
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
    // A summary is text or JSON; the library reads its pitfalls, not its bytes.
    self.format = request.summary ? .json : .ndjson
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
    var output = OutputOptions.Values()
    output.summary = request.summary
    self.output = output
    self.schedule = schedule
    self.clock = .real
    self.summaryFacts = SummaryFacts()
    self.destination = .memory(capture)
  }
}
