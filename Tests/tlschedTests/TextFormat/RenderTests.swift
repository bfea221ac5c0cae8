import Foundation
import Testing

/// `--render`: what a self-updating Text reads on each line. Every expected string is
/// worked out by hand from the style's documented output (CLDR's en_US and de_DE time
/// patterns, Foundation's duration patterns) or from Apple's documented timer readings.
@Suite struct RenderTests {
  /// The last tab-separated field of each line: the rendered text.
  static func texts(_ run: Run) -> [String] {
    run.lines.map { String($0.split(separator: "\t", omittingEmptySubsequences: false).last!) }
  }

  /// CLDR 42 and later put a narrow no-break space before en_US's day period.
  static let beforeAMPM = "\u{202F}"

  @Test func aClockReadsTheStylesOwnOutputAtEachChange() async throws {
    // Changes at 00:00:01 and 00:00:02 (each drawn 1/30 s late), read as h:mm:ss a.
    let run = try await tlsched(
      "text-format", "--style", ".dateTime.hour().minute().second()", "--now",
      "2025-01-01T00:00:00.25Z", "--count", "3", "--render")
    #expect(run.exited(0), "\(run.stderr)")
    #expect(
      Self.texts(run) == ["12:00:00", "12:00:01", "12:00:02"].map { $0 + Self.beforeAMPM + "AM" })
  }

  @Test func aClockReadsInTheLocaleAndZoneGiven() async throws {
    // Midnight UTC is 01:00 in Paris in winter; de_DE writes HH:mm:ss.
    let run = try await tlsched(
      "text-format", "--style", ".dateTime.hour().minute().second()", "--now",
      "2025-01-01T00:00:00Z", "--count", "3", "--render", "--locale", "de_DE", "--tz",
      "Europe/Paris")
    #expect(run.exited(0), "\(run.stderr)")
    #expect(Self.texts(run) == ["01:00:00", "01:00:01", "01:00:02"])
  }

  @Test func aClockInAlwaysOnLosesItsSecondsAndChangesEachMinute() async throws {
    // Low frequency drops the seconds: 12:00 AM until 00:01, then 12:01 AM, 12:02 AM.
    let run = try await tlsched(
      "text-format", "--style", ".dateTime.hour().minute().second()", "--now",
      "2025-01-01T00:00:30Z", "--mode", "low-frequency", "--count", "3", "--render")
    #expect(run.exited(0), "\(run.stderr)")
    #expect(Self.texts(run) == ["12:00", "12:01", "12:02"].map { $0 + Self.beforeAMPM + "AM" })
  }

  @Test func aCountdownReadsTheTimeLeftRoundedToTheSecond() async throws {
    // 4 min 50 s before 00:05:00; the next change is at 00:00:10.5 (−289.5 s no longer
    // rounds to −290), drawn 1/30 s late: −289.47 s reads -4:49.
    let run = try await tlsched(
      "text-format", "--style", ".time(pattern: .minuteSecond)", "--anchor",
      "2025-01-01T00:05:00Z", "--now", "2025-01-01T00:00:10Z", "--count", "2", "--render")
    #expect(run.exited(0), "\(run.stderr)")
    #expect(Self.texts(run) == ["-4:50", "-4:49"])
  }

  @Test func aCountdownWristDownReadsRedactedDigitsAndChangesEachMinute() async throws {
    // SwiftUI cannot drop this style's seconds, so in Always On it redacts every digit
    // with "−" (U+2212) while the output lasts under a minute: the sign stays. At the
    // end, +0.03 s reads 0:00, redacted too.
    let run = try await tlsched(
      "text-format", "--style", ".time(pattern: .minuteSecond)", "--anchor",
      "2025-01-01T00:05:00Z", "--now", "2025-01-01T00:00:10Z", "--mode", "low-frequency",
      "--count", "6", "--render")
    #expect(run.exited(0), "\(run.stderr)")
    #expect(Self.texts(run) == Array(repeating: "-−:−−", count: 5) + ["−:−−"])
  }

  @Test func anAttributedCountdownWristDownKeepsItsMinutes() async throws {
    // OpenSwiftUI redacts an attributed string by field: the minutes run (a minute
    // long) stays, the seconds run with its fraction goes. 8 min 12.345 s before
    // 00:10:00. The plain style has every digit redacted.
    let style = ".time(pattern: .minuteSecond(padMinuteToLength: 1, fractionalSecondsLength: 4))"
    func texts(_ style: String) async throws -> [String] {
      let run = try await tlsched(
        "text-format", "--style", style, "--anchor", "2025-01-01T00:10:00Z", "--now",
        "2025-01-01T00:01:47.655Z", "--mode", "low-frequency", "--count", "2", "--render")
      #expect(run.exited(0), "\(run.stderr)")
      return Self.texts(run)
    }
    #expect(try await texts(style + ".attributed") == ["-8:−−.−−−−", "-7:−−.−−−−"])
    #expect(try await texts(style) == ["-−:−−.−−−−", "-−:−−.−−−−"])
  }

  @Test func anAttributedVerbatimClockWristDownStaysReadable() async throws {
    // HH:mm lasts a minute, so nothing is redacted; with seconds, only the seconds go.
    let hourMinute =
      #"Date.VerbatimFormatStyle(format: "\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)", timeZone: .gmt, calendar: Calendar(identifier: .gregorian)).attributedStyle"#
    let withSeconds = hourMinute.replacingOccurrences(
      of: #"\(minute: .twoDigits)""#, with: #"\(minute: .twoDigits):\(second: .twoDigits)""#)
    for (style, expected) in [(hourMinute, "13:04"), (withSeconds, "13:04:−−")] {
      let run = try await tlsched(
        "text-format", "--style", style, "--now", "2025-01-01T13:04:30Z", "--mode",
        "low-frequency", "--count", "1", "--render")
      #expect(run.exited(0), "\(run.stderr)")
      #expect(Self.texts(run) == [expected])
    }
  }

  @Test func anAttributedUnitsCountdownWristDownHidesItsSecondsValue() async throws {
    // No once-a-minute variant for .units(…).attributed in SwiftUI: the seconds value is
    // replaced whole (a measurement run), the plain style drops its seconds instead.
    let run = try await tlsched(
      "text-format", "--style", ".units(allowed: [.minutes, .seconds], width: .wide).attributed",
      "--anchor", "2025-01-01T00:05:00Z", "--now", "2025-01-01T00:00:10Z", "--mode",
      "low-frequency", "--count", "1", "--render")
    #expect(run.exited(0), "\(run.stderr)")
    #expect(Self.texts(run) == ["-4 minutes, −− seconds"])
  }

  @Test func theViewInAlwaysOnReadsTheLowFrequencyTextOnEveryLine() async throws {
    let run = try await tlsched(
      "text-format", "--style", ".time(pattern: .minuteSecond)", "--anchor",
      "2025-01-01T00:05:00Z", "--now", "2025-01-01T00:00:10Z", "--view", "--mode",
      "low-frequency", "--until", "+4m", "--render")
    #expect(run.exited(0), "\(run.stderr)")
    #expect(run.lines.count >= 2)
    #expect(run.lines.first?.contains("\tenter\t") == true)
    #expect(Self.texts(run).allSatisfy { $0 == "-−:−−" })
  }

  @Test func aTimerReadsAppleDocumentedShapes() async throws {
    // 2 min 33 s before 00:05:00, then a second less each second: the documented 2:32.
    let short = try await tlsched(
      "text-timer", "--to", "2025-01-01T00:05:00Z", "--now", "2025-01-01T00:02:27Z", "--count",
      "3", "--render")
    #expect(short.exited(0), "\(short.stderr)")
    #expect(Self.texts(short) == ["2:33", "2:32", "2:31"])
    #expect(short.stderr == "")
    // 36 h 59 min 1 s after the date: the documented 36:59:01 (a timer past its date
    // counts up).
    let long = try await tlsched(
      "text-timer", "--to", "2025-01-01T00:00:00Z", "--now", "2025-01-02T12:59:01Z", "--count",
      "1", "--render")
    #expect(Self.texts(long) == ["36:59:01"])
  }

  @Test(arguments: [
    ["text-timer", "--to", "2025-01-01T00:05:00Z", "--now", "2025-01-01T00:02:27.5Z"],
    [
      "text-timer", "--to", "2025-01-01T00:05:00Z", "--now", "2025-01-01T00:02:27Z", "--mode",
      "low-frequency",
    ],
    [
      "text-timer-interval", "--from", "2025-01-01T00:00:00Z", "--to", "2025-01-01T00:05:00Z",
      "--now", "2025-01-01T00:02:27Z",
    ],
    ["wall-clock", "--unit", "minute", "--now", "2025-01-01T00:02:27Z"],
  ])
  func whatNoSourceShowsReadsAsAPlaceholderWithANote(_ arguments: [String]) async throws {
    let run = try await Binary.run(arguments + ["--count", "2", "--render"])
    #expect(run.exited(0), "\(run.stderr)")
    #expect(Self.texts(run) == ["(not known)", "(not known)"])
    #expect(run.stderrLines.count == 1)
    #expect(run.stderrLines.first?.hasPrefix("Note: '--render' prints (not known)") == true)
  }

  @Test func jsonCarriesTheTextAsAMemberAndCSVAsALastColumn() async throws {
    let json = try await tlsched(
      "text-timer", "--to", "2025-01-01T00:05:00Z", "--now", "2025-01-01T00:02:28Z", "--count",
      "1", "--render", "--format", "ndjson")
    #expect(json.lines == [#"{"date":"2025-01-01T00:02:28Z","text":"2:32"}"#])
    let csv = try await tlsched(
      "text-timer", "--to", "2025-01-01T00:05:00Z", "--now", "2025-01-01T00:02:28Z", "--count",
      "1", "--render", "--format", "csv")
    #expect(csv.lines == ["date,text", "2025-01-01T00:02:28Z,2:32"])
  }

  @Test func theJSONScheduleObjectDoesNotNameRenderSoOutputWithoutItIsUnchanged() async throws {
    let arguments = [
      "text-timer", "--to", "2025-01-01T00:05:00Z", "--now", "2025-01-01T00:02:28Z", "--count",
      "1", "--format", "json",
    ]
    let plain = try await Binary.run(arguments)
    let rendered = try await Binary.run(arguments + ["--render"])
    #expect(!plain.output.contains("render") && !plain.output.contains("\"text\""))
    #expect(!rendered.output.contains("render"))
    #expect(rendered.output.contains(#""text": "2:32""#))
  }

  @Test func withoutRenderTheOutputHasNoTextColumn() async throws {
    let run = try await tlsched(
      "text-timer", "--to", "2025-01-01T00:05:00Z", "--now", "2025-01-01T00:02:28Z", "--count",
      "1")
    #expect(run.lines == ["2025-01-01T00:02:28Z"])
  }

  @Test func onlyTheTextCommandsTakeRender() async throws {
    let run = try await tlsched("periodic", "--by", "1", "--render")
    #expect(run.exited(64))
  }
}

/// `text-format` under `--view` and `--live`, end to end, with `--render`.
@Suite struct TextFormatViewAndLiveTests {
  @Test func theViewUpdatesAtEachChangeShowingItsOwnDate() async throws {
    // SwiftUI's model shows the first entry at once, then each entry when it falls due.
    let run = try await tlsched(
      "text-format", "--style", ".dateTime.hour().minute().second()", "--now",
      "2025-01-01T00:00:00.25Z", "--view", "--count", "3", "--render", "--tz", "+01:00")
    #expect(run.exited(0), "\(run.stderr)")
    let rows = run.lines.map { $0.split(separator: "\t").map(String.init) }
    #expect(rows.count == 3)
    #expect(
      rows.first?.prefix(2) == ["2025-01-01T01:00:00.250+01:00", "2025-01-01T01:00:00.250+01:00"])
    #expect(rows.allSatisfy { $0.count == 4 && $0[0] == $0[1] && $0[2] == "live" })
    #expect(
      rows.map { $0[3] }
        == ["1:00:00", "1:00:01", "1:00:02"].map { $0 + RenderTests.beforeAMPM + "AM" })
  }

  @Test func liveLinesComeAtTheClocksChangesWithTheTextTheyRead() async throws {
    // From the real clock: the first line at once, the next at the next whole second,
    // 1/30 s late, or on it when that is within 1/30 s of the first (SwiftUI presents
    // only a change more than 1/30 s after the one before late; docs/semantics.md).
    // The expected text is Foundation's own, formatted here.
    let run = try await tlsched(
      "text-format", "--style", ".dateTime.hour().minute().second()", "--live", "--count", "2",
      "--render", "--date-format", "unix")
    #expect(run.exited(0), "\(run.stderr)")
    let rows = run.lines.map { $0.split(separator: "\t").map(String.init) }
    #expect(rows.count == 2)
    guard rows.count == 2, let first = Double(rows[0][0]), let second = Double(rows[1][0]) else {
      return
    }
    let boundary = first.rounded(.down) + 1
    let presented = boundary - first > 1.0 / 30 ? boundary + 1.0 / 30 : boundary
    #expect(abs(second - presented) < 1e-6, "first \(first), second \(second)")
    var style = Date.FormatStyle.dateTime.hour().minute().second()
    style.locale = Locale(identifier: "en_US")
    style.timeZone = TimeZone(identifier: "UTC")!
    #expect(rows[0][1] == style.format(Date(timeIntervalSince1970: first)))
    #expect(rows[1][1] == style.format(Date(timeIntervalSince1970: first.rounded(.down) + 1)))
  }
}
