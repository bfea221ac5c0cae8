import Foundation
import Testing

@testable import TimelineInspector

/// A table row as docs/cli.md describes it: each cell but the last padded to
/// its column's width, columns two spaces apart.
private func row(_ cells: [(String, Int)], _ last: String) -> String {
  cells.map { $0.0 + String(repeating: " ", count: max(0, $0.1 - $0.0.count)) + "  " }.joined()
    + last
}

/// `--format table` and `--header`, end to end, with expectations worked out
/// by hand from the rules in docs/semantics.md and the layout in docs/cli.md.
@Suite struct TableTests {
  @Test func aDSTNightInParisMarksTheHourTheClocksGoBack() async throws {
    // Paris goes back at 01:00Z on 2025-10-26 (03:00+02:00 → 02:00+01:00). every-minute
    // skips the repeated hour (docs/semantics.md): 00:58Z, 00:59Z, then 03:00+01:00 (02:00Z),
    // 61 minutes after 00:59Z and 62 after --now.
    let run = try await tlsched(
      "every-minute", "--now", "2025-10-26T00:58:00Z", "--tz", "Europe/Paris", "--count", "4",
      "--format", "table")
    #expect(run.exited(0))
    #expect(
      run.lines == [
        "Dates of the schedule from 2025-10-26T02:58:00+02:00 (--now), in Europe/Paris:",
        row([("date", 35)], "from now"),
        row([("2025-10-26T02:58:00+02:00", 35)], "+0s"),
        row([("2025-10-26T02:59:00+02:00", 35)], "+1m"),
        "-- clocks go back: +02:00 → +01:00, 61 min",
        row([("2025-10-26T03:00:00+01:00", 35)], "+1h2m"),
        row([("2025-10-26T03:01:00+01:00", 35)], "+1h3m"),
      ])
  }

  @Test func aViewOfAnHourlyGridThroughTheDSTNightShowsTheRepeatedHour() async throws {
    // periodic by an hour from 22:00Z (00:00+02:00): 23:00Z is 01:00+02:00, 00:00Z 02:00+02:00,
    // 01:00Z 02:00+01:00 (the clocks went back: an hour later, the same wall time),
    // 02:00Z 03:00+01:00. A view in normal mode shows each entry's date, cadence live.
    let run = try await tlsched(
      "periodic", "--from", "2025-10-25T22:00:00Z", "--by", "3600", "--now",
      "2025-10-25T22:00:00Z", "--tz", "Europe/Paris", "--count", "5", "--view", "--format",
      "table")
    #expect(run.exited(0))
    func update(_ date: String, _ offset: String) -> String {
      row([(date, 35), (offset, 10), (date, 35), (offset, 10)], "live (every frame)")
    }
    #expect(
      run.lines == [
        "A TimelineView created at 2025-10-26T00:00:00+02:00 (--now), in Europe/Paris, model swiftui:",
        "at: when it updates; date: the date it shows (context.date); cadence: how often it then needs to update",
        row([("at", 35), ("from now", 10), ("date", 35), ("from now", 10)], "cadence"),
        update("2025-10-26T00:00:00+02:00", "+0s"),
        update("2025-10-26T01:00:00+02:00", "+1h"),
        update("2025-10-26T02:00:00+02:00", "+2h"),
        "-- clocks go back: +02:00 → +01:00, 60 min",
        update("2025-10-26T02:00:00+01:00", "+3h"),
        update("2025-10-26T03:00:00+01:00", "+4h"),
      ])
  }

  @Test func aWristDownCountdownNamesItsColumnsAndItsFrames() async throws {
    // The countdown of GoldenTests (text-countdown-wrist-down.txt): the display enters
    // Always On at 00:00 showing 00:00; frames at 00:00 … 00:04, a minute apart, granted
    // minutes; from 00:04 the schedule asks for seconds (the next entry is a second away).
    let run = try await tlsched(
      "text-timer-interval", "--from", "2025-01-01T00:00:00Z", "--to", "2025-01-01T00:05:00Z",
      "--now", "2025-01-01T00:00:00Z", "--view", "--mode", "low-frequency", "--until",
      "2025-01-01T00:05:00Z", "--format", "table")
    #expect(run.exited(0))
    func frame(_ minute: Int, requested: String, event: String) -> String {
      let date = "2025-01-01T00:0\(minute):00Z"
      return row(
        [
          (date, 30), (minute == 0 ? "+0s" : "+\(minute)m", 10), (date, 30),
          ("minutes (once a minute)", 23), ("minutes", 12), (requested, 12),
        ], event)
    }
    #expect(
      run.lines == [
        "A TimelineView wrist down (Always On) from 2025-01-01T00:00:00Z (--now), in UTC:",
        "at: when the system presents a frame; date: the date it shows; fidelity: granted, requested: asked for",
        row(
          [
            ("at", 30), ("from now", 10), ("date", 30), ("cadence", 23), ("fidelity", 12),
            ("requested", 12),
          ], "event"),
        frame(0, requested: "minutes", event: "enter"),
        frame(0, requested: "minutes", event: "frame"),
        frame(1, requested: "minutes", event: "frame"),
        frame(2, requested: "minutes", event: "frame"),
        frame(3, requested: "minutes", event: "frame"),
        frame(4, requested: "seconds", event: "frame"),
      ])
  }

  @Test func aComparisonShowsADashWhereAModelDoesNotUpdate() async throws {
    // docs/cli.md's example: SwiftUI's model updates once at --now showing 00:00:10;
    // the documented one at 00:00:00, 00:00:10 and 00:00:12, each showing its own time.
    let run = try await tlsched(
      "explicit", "2025-01-01T00:00:10Z", "2025-01-01T00:00:12Z", "--now", "2025-01-01T00:00:00Z",
      "--view", "--model", "both", "--format", "table")
    #expect(run.exited(0))
    let columns = [30, 10, 30, 30, 23]
    func line(_ cells: [String], _ last: String) -> String {
      row(Array(zip(cells, columns)), last)
    }
    #expect(
      Array(run.lines.dropFirst(2)) == [
        line(["at", "from now", "swiftui", "documented", "cadence"], "differs"),
        line(
          [
            "2025-01-01T00:00:00Z", "+0s", "2025-01-01T00:00:10Z", "2025-01-01T00:00:00Z",
            "live (every frame)",
          ], "differs"),
        line(
          ["2025-01-01T00:00:10Z", "+10s", "-", "2025-01-01T00:00:10Z", "live (every frame)"],
          "differs"),
        line(
          ["2025-01-01T00:00:12Z", "+12s", "-", "2025-01-01T00:00:12Z", "live (every frame)"],
          "differs"),
      ])
  }

  @Test func renderedTextIsTheLastColumn() throws {
    // 2025-01-01T00:00:00Z is 8766 days after 2001.
    let t = 8766.0 * 86_400
    let text = try textWritten { destination in
      var report = Report(
        out: OutputBuffer(to: destination),
        dates: DatePrinter(format: .iso8601, zone: .utc), format: .table, items: .entries,
        rendersText: true)
      try report.begin(
        ReportHeader(schedule: [], now: t, mode: .normal, timeZone: "UTC", model: nil))
      try report.entry(t, text: "5:00")
      try report.entry(t + 90, text: "3:30\tleft")
      try report.end()
    }
    let lines = text.split(separator: "\n")
    #expect(
      lines.dropFirst().map(String.init) == [
        row([("date", 30), ("from now", 10)], "text"),
        row([("2025-01-01T00:00:00Z", 30), ("+0s", 10)], "5:00"),
        row([("2025-01-01T00:01:30Z", 30), ("+1m30s", 10)], #"3:30\tleft"#),
      ])
  }

  @Test func manyRowsStreamWithoutWaitingForTheWidest() async throws {
    // 20 000 rows (over 64 KiB): each is a date and its offset, in order.
    let run = try await tlsched(
      "periodic", "--from", "2025-01-01T00:00:00Z", "--by", "1", "--now", "2025-01-01T00:00:00Z",
      "--count", "20000", "--format", "table")
    #expect(run.exited(0))
    #expect(run.lines.count == 2 + 20_000)
    #expect(run.lines.last == row([("2025-01-01T05:33:19Z", 30)], "+5h33m19s"))
  }

  @Test func headerNamesTextColumnsAsTSVDoes() async throws {
    let plain = try await tlsched(
      "explicit", "2025-01-01T00:00:10Z", "--now", "2025-01-01T00:00:00Z", "--view")
    let headed = try await tlsched(
      "explicit", "2025-01-01T00:00:10Z", "--now", "2025-01-01T00:00:00Z", "--view", "--header")
    #expect(headed.exited(0))
    #expect(headed.lines == ["at\tdate\tcadence"] + plain.lines)
    let entries = try await tlsched("explicit", "2025-01-01T00:00:10Z", "--header")
    #expect(entries.lines == ["date", "2025-01-01T00:00:10Z"])
  }

  @Test func headerNeedsTextFormat() async throws {
    let run = try await tlsched("explicit", "2025-01-01T00:00:10Z", "--header", "--format", "csv")
    #expect(run.exited(64))
    #expect(run.stdout.isEmpty)
    #expect(run.stderrLines.first == "Error: The option '--header' needs '--format text'")
  }
}
