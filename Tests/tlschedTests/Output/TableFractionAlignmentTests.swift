import Testing

/// `--format table` keeps its columns aligned when some dates have a fraction
/// of a second and others do not: the date column has room, from the first row
/// on, for a date with the longest fraction (9 digits), as docs/cli.md says.
@Suite struct TableFractionAlignmentTests {
  /// A cell padded to `width`, then the two spaces between columns.
  private func cell(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: width - text.count) + "  "
  }

  @Test func wholeAndFractionalDatesShareOneDateColumn() async throws {
    // In UTC the longest date is `2025-01-01T00:00:00.123456789Z`: 30 characters, so the
    // offsets start at character 32 on every line, header included.
    let run = try await tlsched(
      "explicit", "2025-01-01T00:00:00Z", "2025-01-01T00:00:00.25Z", "2025-01-01T00:00:01Z",
      "--now", "2025-01-01T00:00:00Z", "--format", "table")
    #expect(run.exited(0))
    #expect(
      run.lines == [
        "Dates of the schedule from 2025-01-01T00:00:00Z (--now), in UTC:",
        cell("date", 30) + "from now",
        cell("2025-01-01T00:00:00Z", 30) + "+0s",
        cell("2025-01-01T00:00:00.250Z", 30) + "+250ms",
        cell("2025-01-01T00:00:01Z", 30) + "+1s",
      ])
  }

  @Test func aTextFormatRunWhoseDatesGainDigitsStaysAligned() async throws {
    // --now has 3 fraction digits, the entries after it 9 (1/30 s after each second):
    // every row's offset must start where the header's `from now` does.
    let run = try await tlsched(
      "text-format", "--style", ".dateTime.hour().minute().second()", "--now",
      "2025-01-01T00:00:00.25Z", "--count", "5", "--format", "table")
    #expect(run.exited(0))
    let rows = Array(run.lines.dropFirst())
    #expect(rows.count == 6)
    let header = try #require(rows.first)
    let column = try #require(header.range(of: "from now")).lowerBound.utf16Offset(in: header)
    #expect(column == 32)
    for row in rows.dropFirst() {
      let start = try #require(row.firstIndex(of: "+")).utf16Offset(in: row)
      #expect(start == column, "\(row)")
      #expect(row.prefix(column).hasSuffix("  "), "\(row)")
    }
  }

  @Test func aPeriodicScheduleByAQuarterSecondStaysAligned() async throws {
    // From a whole second by 0.25 s: 3-digit fractions after a date without one; the dates
    // fill the first 24 of 30 characters or all 20, and the offsets start at 32.
    let run = try await tlsched(
      "periodic", "--from", "2025-01-01T00:00:00Z", "--by", "0.25", "--now",
      "2025-01-01T00:00:00Z", "--count", "5", "--format", "table")
    #expect(run.exited(0))
    #expect(
      Array(run.lines.dropFirst(2)) == [
        cell("2025-01-01T00:00:00Z", 30) + "+0s",
        cell("2025-01-01T00:00:00.250Z", 30) + "+250ms",
        cell("2025-01-01T00:00:00.500Z", 30) + "+500ms",
        cell("2025-01-01T00:00:00.750Z", 30) + "+750ms",
        cell("2025-01-01T00:00:01Z", 30) + "+1s",
      ])
  }
}
