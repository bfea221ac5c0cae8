#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One fuzzing input run through everything that reads untrusted text: the
/// argument parser and its checks, the date reader, the dates-file reader, and
/// the formats that print what they accept.
///
/// Used by the `tlsched-fuzz` libFuzzer target. It never writes to the
/// process's standard output; a crash or a broken invariant traps.
package enum FuzzEntry {
  /// A fixed "current time" so that runs are reproducible: 2025-01-01T00:00:00Z.
  static let fixedNow: Double = 757_382_400

  /// The zones dates are read in, made once: creating a named zone costs more than a whole input.
  static let zones = ["UTC", "Europe/Paris", "+05:30"].compactMap {
    try? TimeZoneChoice.parse($0).get()
  }

  /// Output of the schedules under test goes here.
  nonisolated(unsafe) static var sink: Int32 = open("/dev/null", O_WRONLY)

  /// Exercises `bytes`, split at NUL bytes into command-line words, and read whole as dates.
  package static func exercise(_ bytes: UnsafeBufferPointer<UInt8>) {
    let words = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    exerciseCommandLine(words)
    exerciseDates(bytes)
  }

  private static func exerciseCommandLine(_ words: [String]) {
    let tool = ScheduleInspector.tlsched(version: nil)
    do {
      guard case .schedule(let parsed) = try ArgumentParser(tool: tool).parse(words),
        let command = tool.command(named: parsed.command)
      else { return }
      // Standard input is the fuzzer's own: leave it alone.
      if parsed.value("file") == "-" || parsed.positionals == ["-"] { return }
      let invocation = try Invocation(parsed, of: command, currentTime: fixedNow)
      // Keep each input quick: a bounded count, no waiting on the real clock.
      let bounded = invocation.bounded(to: 16)
      _ = try? bounded.schedule.run(bounded, sink)
    } catch {
      let message = ErrorMessage.render(error, in: tool)
      let lines = message.utf8.filter { $0 == UInt8(ascii: "\n") }.count
      precondition(lines == (error.status == .usage ? 3 : 1), "an error is three lines, or one")
    }
  }

  private static func exerciseDates(_ bytes: UnsafeBufferPointer<UInt8>) {
    for choice in zones {
      var reader = DateReader(zone: choice, now: { fixedNow })
      var writer = DateWriter(zone: choice)
      if case .success(let t) = reader.read(bytes), let text = writer.string(t) {
        // Whatever is accepted prints as a date that reads back as the same instant (to the nanosecond).
        guard case .success(let again) = reader.read(text) else {
          preconditionFailure("\(text) does not read back")
        }
        precondition(
          abs(again - t) <= 1e-9 || again == t, "\(text) reads back as a different instant")
      }
    }
    var reader = DateReader(zone: .utc, now: { fixedNow })
    _ = try? DatesFile.parse(Array(bytes), name: "fuzz", reader: &reader, command: "explicit")
  }
}
