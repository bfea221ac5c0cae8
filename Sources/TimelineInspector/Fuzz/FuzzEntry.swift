// Compiled only for the fuzzer (fuzz/run.sh builds with -DFUZZING), so the
// TimelineInspector library that packages depend on does not ship it.
#if FUZZING
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
    static let sink: Int32 = SystemIO.openNullSink()

    /// Exercises `bytes`, split at NUL bytes into command-line words, and read whole as dates.
    package static func exercise(_ bytes: [UInt8]) {
      let words = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
      }
      exerciseCommandLine(words)
      exerciseDates(bytes)
    }

    private static func exerciseCommandLine(_ words: [String]) {
      let tool = ScheduleInspector.tlsched(version: nil)
      do {
        guard case .schedule(let parsed) = try ArgumentParser(tool: tool).parse(words) else {
          return
        }
        let command = parsed.command
        // Standard input is the fuzzer's own: leave it alone.
        let file = command.positional?.standardInputOption
        if file.map(parsed.value(of:)) == "-" || parsed.positionals == ["-"] { return }
        let invocation = try RunRequest(
          parsed, of: command, currentTime: fixedNow, destination: .descriptor(sink))
        // Keep each input quick: a bounded count, no waiting on the real clock.
        _ = try? invocation.bounded(to: 16).run()
      } catch {
        let message = ErrorMessage.render(error, in: tool)
        let lines = message.utf8.filter { $0 == UInt8(ascii: "\n") }.count
        precondition(lines == (error.status == .usage ? 3 : 1), "an error is three lines, or one")
      }
    }

    private static func exerciseDates(_ bytes: [UInt8]) {
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
    }

    /// Exercises the dates-file reader on `bytes`, delivered in chunks of sizes
    /// taken from the input itself so that lines and byte order marks are cut
    /// everywhere, and checks the result against reading the whole input at once.
    ///
    /// Used by the `tlsched-fuzz` libFuzzer program's `dates-file` target.
    package static func exerciseDatesFile(_ bytes: [UInt8]) {
      var reader = DateReader(zone: .utc, now: { fixedNow })
      var offset = 0
      var chunk = 0
      let result = Result { () throws(CommandLineError) in
        try DatesFile.parse(
          name: Array("fuzz".utf8), reader: &reader, zone: .utc, command: "explicit"
        ) {
          maximumCount in
          let size = bytes.isEmpty ? 0 : 1 + Int(bytes[chunk % bytes.count]) % 97
          chunk += 1
          let count = min(size, maximumCount, bytes.count - offset)
          defer { offset += count }
          return .bytes(Array(bytes[offset..<offset + count]))
        }
      }
      precondition(offset == bytes.count || (try? result.get()) == nil, "stopped reading early")
      var expected = DateReader(zone: .utc, now: { fixedNow })
      let whole = wholeInputDates(bytes, reader: &expected)
      switch (result, whole) {
      case (.success(let dates), .some(let wholeDates)):
        precondition(dates.elementsEqual(wholeDates, by: { $0.bitPattern == $1.bitPattern }))
      case (.failure(let error), .none):
        let message = ErrorMessage.render(error, in: ScheduleInspector.tlsched(version: nil))
        precondition(
          message.utf8.filter { $0 == UInt8(ascii: "\n") }.count == 1,
          "a data error is one line")
      default:
        preconditionFailure("chunked and whole readings disagree")
      }
    }

    /// The dates of a dates file held whole in memory, by the rules of
    /// docs/cli.md, or nil if it is rejected: an independent reference for the
    /// streaming reader.
    private static func wholeInputDates(
      _ bytes: [UInt8], reader: inout DateReader
    )
      -> [Double]?
    {
      var text = Array(bytes)
      if text.starts(with: [0xEF, 0xBB, 0xBF]) { text.removeFirst(3) }
      var lines = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      if lines.last?.isEmpty == true { lines.removeLast() }
      var dates: [Double] = []
      var writer = DateWriter(zone: .utc)
      let blanks: Set<UInt8> = [0x20, 0x09, 0x0D]
      for line in lines {
        guard line.count <= DatesFile.maximumLineLength else { return nil }
        let trimmed = line.drop(while: blanks.contains).reversed().drop(while: blanks.contains)
          .reversed()
        if trimmed.isEmpty || trimmed.first == UInt8(ascii: "#") { continue }
        // A date must be printable in the output zone: local year 0001–9999.
        guard case .success(let t) = reader.read(Array(trimmed)),
          writer.canWrite(t)
        else { return nil }
        dates.append(t)
      }
      // No dates at all is an empty schedule, not an error.
      return dates
    }
  }
#endif
