import Foundation
import Testing
import TimelineCore

@testable import TimelineInspector

/// What a ``Report`` writes, in full, kept in memory.
private func report(
  _ format: OutputFormat, _ items: Report.Items, dates: DateFormat = .iso8601,
  zone: TimeZoneChoice = .utc, _ body: (inout Report) throws(RunStop) -> Void
) throws -> String {
  try textWritten { destination in
    var report = Report(
      out: OutputBuffer(to: destination), dates: DatePrinter(format: dates, zone: zone),
      format: format, items: items)
    let header = ReportHeader(
      schedule: [#""kind": "explicit""#], now: 0, mode: .normal, timeZone: zone.name,
      model: items == .entries ? nil : "swiftui")
    try report.begin(header)
    try body(&report)
    try report.end()
  }
}

// 2025-01-01T00:00:00Z is 8766 days after 2001-01-01 (24 years, 6 of them leap).
private let newYear2025 = 8766.0 * 86_400

@Suite struct ReportTests {
  @Test(arguments: [(OutputFormat.csv, ","), (.tsv, "\t")])
  func entriesHaveAHeaderThenOneDatePerLine(_ format: OutputFormat, _ separator: String) throws {
    let text = try report(format, .entries) { report throws(RunStop) in
      try report.entry(newYear2025)
      try report.entry(newYear2025 + 0.5)
    }
    #expect(text == "date\n2025-01-01T00:00:00Z\n2025-01-01T00:00:00.500Z\n")
  }

  @Test(arguments: [(OutputFormat.csv, ","), (.tsv, "\t")])
  func updatesHaveTheirColumns(_ format: OutputFormat, _ separator: String) throws {
    let text = try report(format, .updates) { report throws(RunStop) in
      try report.update(at: newYear2025, date: newYear2025 + 10, cadence: .live)
    }
    let s = separator
    #expect(
      text == "at\(s)date\(s)cadence\n2025-01-01T00:00:00Z\(s)2025-01-01T00:00:10Z\(s)live\n")
  }

  @Test(arguments: [(OutputFormat.csv, ","), (.tsv, "\t")])
  func aComparisonLeavesAModelThatDoesNotUpdateEmpty(_ format: OutputFormat, _ separator: String)
    throws
  {
    let text = try report(format, .comparison) { report throws(RunStop) in
      try report.comparison(
        at: newYear2025, swiftui: newYear2025 + 10, documented: newYear2025, cadence: .seconds)
      try report.comparison(
        at: newYear2025 + 10, swiftui: nil, documented: newYear2025 + 10, cadence: .seconds)
      try report.comparison(
        at: newYear2025 + 12, swiftui: newYear2025 + 12, documented: newYear2025 + 12,
        cadence: .minutes)
    }
    let s = separator
    #expect(
      text == """
        at\(s)swiftui\(s)documented\(s)cadence\(s)differs
        2025-01-01T00:00:00Z\(s)2025-01-01T00:00:10Z\(s)2025-01-01T00:00:00Z\(s)seconds\(s)true
        2025-01-01T00:00:10Z\(s)\(s)2025-01-01T00:00:10Z\(s)seconds\(s)true
        2025-01-01T00:00:12Z\(s)2025-01-01T00:00:12Z\(s)2025-01-01T00:00:12Z\(s)minutes\(s)false

        """)
  }

  @Test func csvQuotesDatesThatCouldHoldAComma() throws {
    // 2025-01-01 was a Wednesday.
    let pattern = try DateFormat.parse("+%a, %d %b").get()
    let text = try report(.csv, .updates, dates: pattern) { report throws(RunStop) in
      try report.update(at: newYear2025, date: newYear2025, cadence: .live)
    }
    #expect(text == "at,date,cadence\n\"Wed, 01 Jan\",\"Wed, 01 Jan\",live\n")
    // The same pattern in TSV, or one without a comma in CSV, is not quoted.
    let tsv = try report(.tsv, .entries, dates: pattern) { report throws(RunStop) in
      try report.entry(newYear2025)
    }
    #expect(tsv == "date\nWed, 01 Jan\n")
    let plain = try report(.csv, .entries, dates: .parse("+%d %b").get()) {
      report throws(RunStop) in try report.entry(newYear2025)
    }
    #expect(plain == "date\n01 Jan\n")
  }

  @Test func everyFormatPrintsDatesInTheDateFormat() throws {
    let json = try report(.json, .entries, dates: .unix) { report throws(RunStop) in
      try report.entry(newYear2025)
    }
    // The header's now (t = 0) too: 2001-01-01 is Unix 978307200.
    #expect(json.contains("\"now\": \"978307200\""))
    #expect(json.contains("\n    \"1735689600\"\n"))
    let text = try report(.text, .updates, dates: .parse("+%H:%M").get()) {
      report throws(RunStop) in
      try report.update(at: newYear2025, date: newYear2025 + 60, cadence: .live)
    }
    #expect(text == "00:00\t00:01\tlive\n")
  }

  @Test func anUnprintableDateStopsTheReport() throws {
    #expect(throws: RunStop.unprintable(Double(CivilTime.endSecond))) {
      _ = try report(.csv, .entries) { report throws(RunStop) in
        try report.entry(Double(CivilTime.endSecond))
      }
    }
  }
}
