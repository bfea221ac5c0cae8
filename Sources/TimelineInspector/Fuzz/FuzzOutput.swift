import TimelineCore

// Compiled only for the fuzzer, as FuzzEntry.swift is.
#if FUZZING
  extension FuzzEntry {
    /// Zones whose dates are the longest: seconds offsets before 1972 (Monrovia), and UTC.
    static let outputZones = ["UTC", "Africa/Monrovia", "Europe/Paris", "-00:44:30"].compactMap {
      try? TimeZoneChoice.parse($0).get()
    }

    /// The `output` fuzz target: rows of a kind drawn from `bytes`, with dates,
    /// a date format (ISO 8601, Unix seconds or a pattern taken from the input),
    /// a zone, a format and rendered text drawn from it too, written through a
    /// ``Report`` to `/dev/null`. Every write into a row's room is bounds-checked
    /// (``RowBytes`` traps), and AddressSanitizer catches any write beside it.
    package static func exerciseOutput(_ bytes: [UInt8]) {
      var input = FuzzBytes(bytes)
      let formats = OutputFormat.allCases
      let format = formats[Int(input.byte()) % formats.count]
      let kinds: [Report.Items] = [
        .entries, .updates, .comparison, .frames, .widgetEvents, .liveActivityEvents,
      ]
      let kind = kinds[Int(input.byte()) % kinds.count]
      let zone = outputZones[Int(input.byte()) % outputZones.count]
      let dateFormat: DateFormat
      switch input.byte() % 3 {
      case 0: dateFormat = .iso8601
      case 1: dateFormat = .unix
      default:
        let pattern = String(decoding: input.bytes(Int(input.byte()) % 300), as: UTF8.self)
        dateFormat = (try? DateFormat.parse("+" + pattern).get()) ?? .iso8601
      }
      let text: String? =
        input.byte() % 2 == 0
        ? nil : String(decoding: input.bytes(Int(input.byte()) % 200), as: UTF8.self)
      var report = Report(
        out: OutputBuffer(to: .descriptor(sink)),
        dates: DatePrinter(format: dateFormat, zone: zone),
        format: format, items: kind, rendersText: text != nil)
      let header = ReportHeader(
        schedule: [], now: fixedNow, mode: .normal, timeZone: zone.name, model: "swiftui")
      let cadences: [TimelineViewDefaultContext.Cadence] = [.live, .seconds, .minutes]
      let fidelities: [AlwaysOnFidelity] = [
        .unspecified, .never, .minutes, .seconds, .milliseconds,
      ]
      do throws(RunStop) {
        try report.begin(header)
        // Enough rows to pass the 64 KiB buffer's end whatever their length.
        for _ in 0..<(Int(input.byte()) * 16 + 1) {
          let (a, b) = (input.date(), input.date())
          let cadence = cadences[Int(input.byte()) % cadences.count]
          switch kind {
          case .entries: try report.entry(a, text: text)
          case .updates: try report.update(at: a, date: b, cadence: cadence, text: text)
          case .comparison:
            let missing = input.byte()
            try report.comparison(
              at: a, swiftui: missing & 1 == 0 ? b : nil, documented: missing & 2 == 0 ? a : nil,
              cadence: cadence, text: text)
          case .frames:
            try report.frame(
              at: a, date: b, cadence: cadence,
              fidelity: fidelities[Int(input.byte()) % fidelities.count],
              requested: fidelities[Int(input.byte()) % fidelities.count],
              event: [.enter, .frozen, .frame][Int(input.byte()) % 3], text: text)
          case .widgetEvents:
            let row = WidgetRow(
              textAt: a, timeline: Int(input.byte()), entry: Int(input.byte()),
              command: .textTimerInterval)
            try report.write(ReportRow(.widget(row), text: text))
          case .liveActivityEvents:
            let row = LiveActivityRow(
              textAt: a, activity: Int(input.byte()), command: .textTimer)
            try report.write(ReportRow(.liveActivity(row), text: text))
          }
        }
        try report.end()
      } catch {
        // An unprintable date ends a report, as it ends a run.
        try? report.end()
      }
    }
  }

  /// Reads a fuzzing input as a stream of choices; past its end every read gives zeros.
  struct FuzzBytes {
    private let bytes: [UInt8]
    private var index = 0

    /// A reader of `bytes` from the start.
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The next byte, or 0.
    mutating func byte() -> UInt8 {
      guard index < bytes.count else { return 0 }
      defer { index += 1 }
      return bytes[index]
    }

    /// The next `count` bytes, or fewer at the end.
    mutating func bytes(_ count: Int) -> ArraySlice<UInt8> {
      let end = min(bytes.count, index + count)
      defer { index = max(index, end) }
      return index < end ? ArraySlice(bytes[index..<end]) : []
    }

    /// A date between years 0001 and 9999 (and a little beyond either end), with
    /// a fraction from a whole second down to below a nanosecond.
    mutating func date() -> Double {
      var raw: UInt64 = 0
      for _ in 0..<8 { raw = raw << 8 | UInt64(byte()) }
      let seconds = Double((raw >> 24) % 320_000_000_000) - 63_200_000_000
      return seconds + Double(raw & 0xFF_FFFF) / Double(1 << 24)
    }
  }
#endif
