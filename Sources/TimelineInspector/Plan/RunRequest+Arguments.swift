import TimelineCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// The command line's way to a run request: its parsed arguments, checked and typed.
extension RunRequest {
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
}
