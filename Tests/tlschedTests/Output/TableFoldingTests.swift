import Testing

/// A table row as docs/cli.md describes it: each cell but the last padded to
/// its column's width, columns two spaces apart.
private func row(_ cells: [(String, Int)], _ last: String) -> String {
  cells.map { $0.0 + String(repeating: " ", count: max(0, $0.1 - $0.0.count)) + "  " }.joined()
    + last
}

/// `--format table` says when the screen changes, in order: a date not after
/// the one before it keeps its place and its date, its `from now` is when the
/// screen shows it (the later time), and it is marked `folded`, with a `--`
/// line before the first, as docs/cli.md says. Text and JSON keep the dates
/// as SwiftUI's schedule yields them (the golden text-format-countdown.txt).
@Suite struct TableFoldingTests {
  /// The countdown of text-format-countdown.txt: 0, 0.5333…, 1.5333…, 1.5 + 2⁻²³, 2.5333… s.
  private let countdown = [
    "text-format", "--style", ".time(pattern: .minuteSecond)", "--anchor",
    "2025-01-01T00:00:03Z", "--now", "2025-01-01T00:00:00Z", "--count", "5",
  ]

  @Test func aDateBeforeTheOneAheadOfItIsShownAtTheLaterTimeAndMarked() async throws {
    // 1.5 + 2⁻²³ comes after 1.5333…: the screen shows it at 1.5333…, +1s533ms from --now;
    // it is dated +1s500ms. Dates are 30 characters wide in UTC with 9 fraction digits.
    let run = try await Binary.run(countdown + ["--format", "table"])
    #expect(run.exited(0))
    #expect(
      Array(run.lines.dropFirst()) == [
        row([("date", 30)], "from now"),
        row([("2025-01-01T00:00:00Z", 30)], "+0s"),
        row([("2025-01-01T00:00:00.533333302Z", 30)], "+533ms"),
        row([("2025-01-01T00:00:01.533333302Z", 30)], "+1s533ms"),
        "-- folded: a date not after the one before it is shown with that change, at its time (from now); the date is as the schedule gives it",
        row([("2025-01-01T00:00:01.500000119Z", 30)], "+1s533ms  folded: dated +1s500ms"),
        row([("2025-01-01T00:00:02.533333302Z", 30)], "+2s533ms"),
      ])
  }

  @Test func withTheTextColumnTheMarkEndsTheLineAndTheColumnsStayAligned() async throws {
    // The text a countdown to 00:00:03 reads (rounded to the nearest second, value now − end):
    // -0:01 at 1.5333… s; the mark comes after it, so the text column does not move.
    let run = try await Binary.run(countdown + ["--format", "table", "--render"])
    #expect(run.exited(0))
    let folded = try #require(run.lines.first { $0.hasSuffix("folded: dated +1s500ms") })
    #expect(
      folded
        == row([("2025-01-01T00:00:01.500000119Z", 30), ("+1s533ms", 10)], "-0:01")
        + "  folded: dated +1s500ms")
  }

  @Test func theRawTextKeepsTheOrderTheScheduleGives() async throws {
    let run = try await Binary.run(countdown)
    #expect(
      run.lines[2...3] == ["2025-01-01T00:00:01.533333302Z", "2025-01-01T00:00:01.500000119Z"])
  }

  @Test func aViewUpdateThatCaughtUpAnEarlierDateIsMarked() async throws {
    // The swiftui model (docs/semantics.md, section 6): at 1.5333… it catches up 1.5333… and
    // then 1.5 + 2⁻²³ (not after it), and shows the latter: the update is marked. The first
    // update shows its date by design and the others their own time: unmarked.
    let run = try await Binary.run(countdown + ["--view", "--format", "table"])
    #expect(run.exited(0))
    let marked = run.lines.filter { $0.hasSuffix("  folded") }
    #expect(marked.count == 2)
    #expect(marked.first?.hasPrefix("2025-01-01T00:00:01.533333302Z") == true)
    #expect(
      run.lines.contains(
        "-- folded: the view shows a date from before the update: entries that do not increase were caught up into it"
      ))
  }

  @Test func aFrameWhoseRequestLooksAtAFoldedEntryIsMarked() async throws {
    // `.units(allowed: [.minutes, .seconds])` wrist down, counting down to 00:05:00 from
    // 00:00:10: each two minutes the schedule gives X:30 + 1/30 s, then X:30 + 2⁻²³ (before
    // it), so the frame at 00:01:30.0333… asks for seconds from a gap of −1/30 s
    // (docs/semantics.md, section 7), while the screen next changes at 00:02:30.0333….
    let run = try await tlsched(
      "text-format", "--style", ".units(allowed: [.minutes, .seconds])", "--anchor",
      "2025-01-01T00:05:00Z", "--now", "2025-01-01T00:00:10Z", "--view", "--mode",
      "low-frequency", "--until", "2025-01-01T00:05:00Z", "--session", "active", "--format",
      "table")
    #expect(run.exited(0))
    let marked = run.lines.filter { $0.hasSuffix("  requested from a folded entry") }
    #expect(
      marked.map { String($0.prefix(30)) } == [
        "2025-01-01T00:01:30.033333302Z", "2025-01-01T00:03:30.033333302Z",
      ])
    #expect(marked.allSatisfy { $0.contains("seconds       seconds       frame") })
    // The raw text keeps the requested fidelity as the model gives it, unmarked.
    let text = try await tlsched(
      "text-format", "--style", ".units(allowed: [.minutes, .seconds])", "--anchor",
      "2025-01-01T00:05:00Z", "--now", "2025-01-01T00:00:10Z", "--view", "--mode",
      "low-frequency", "--until", "2025-01-01T00:05:00Z", "--session", "active")
    #expect(!text.output.contains("folded"))
    #expect(
      text.lines.contains(
        "2025-01-01T00:01:30.033333302Z\t2025-01-01T00:01:30.033333302Z\tseconds\tseconds\tseconds\tframe"
      ))
  }

  @Test func increasingDatesAreNotMarked() async throws {
    let run = try await tlsched(
      "periodic", "--by", "0.5", "--from", "2025-01-01T00:00:00Z", "--now",
      "2025-01-01T00:00:00Z", "--count", "4", "--format", "table")
    #expect(run.exited(0))
    #expect(!run.output.contains("folded"))
  }
}

/// The date columns of a table are at least as wide as the longest header a
/// date column has, `documented` (10 characters), so a short date format
/// still lines up under its header.
@Suite struct TableShortDateTests {
  @Test func aShortDateFormatIsPaddedToTheWidthOfTheDocumentedHeader() async throws {
    // `+%H:%M` prints 5 characters; every date column is 10 wide (`documented`), offsets 10.
    let run = try await tlsched(
      "periodic", "--by", "60", "--from", "2025-01-01T00:00:00Z", "--now",
      "2025-01-01T00:00:00Z", "--count", "2", "--view", "--model", "both", "--date-format",
      "+%H:%M", "--format", "table")
    #expect(run.exited(0))
    #expect(
      Array(run.lines.dropFirst(2)) == [
        row(
          [("at", 10), ("from now", 10), ("swiftui", 10), ("documented", 10), ("cadence", 23)],
          "differs"),
        row(
          [
            ("00:00", 10), ("+0s", 10), ("00:00", 10), ("00:00", 10),
            ("live (every frame)", 23),
          ], "same"),
        row(
          [
            ("00:01", 10), ("+1m", 10), ("00:01", 10), ("00:01", 10),
            ("live (every frame)", 23),
          ], "same"),
      ])
  }
}
