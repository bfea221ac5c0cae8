import TimelineCore

/// Where `widget`'s writers write: the output buffer (which `--check` compares instead of
/// writing) and the printer of dates in `--date-format` and `--tz`.
struct WidgetOutput: ~Copyable {
  var out: OutputBuffer
  var dates: DatePrinter

  /// `t` as the output prints dates, or ``RunStop/unprintable(_:)``.
  mutating func date(_ t: Double) throws(RunStop) -> String {
    guard let text = dates.string(t) else { throw .unprintable(t) }
    return text
  }

  /// Appends `text` as it is.
  mutating func write(_ text: String) throws(RunStop) {
    do { try out.append(text) } catch { throw .write(error) }
  }

  /// Writes everything buffered.
  mutating func flush() throws(RunStop) {
    do { try out.flush() } catch { throw .write(error) }
  }
}

/// What every `widget` writer is handed: the rows to print, and what the plan found.
struct WidgetReport {
  /// The rows, `--count` applied.
  let rows: [WidgetRow]
  /// Every row, before `--count`: the summary and the picture count them all.
  let allRows: [WidgetRow]
  let pitfalls: [WidgetPitfall]
  /// The budget profile, if any.
  let budget: WidgetReloadBudget?
  /// The plan's start and end (`--until`, or its last event).
  let start: Double
  let end: Double
  /// `--now`.
  let now: Double
  /// The zone's name, for JSON.
  let timeZone: String
  /// The members of JSON's `"widget"` object, rendered.
  let members: [String]
  /// Whether the plan stopped at its event limit.
  let isTruncated: Bool
}

/// Writes a ``WidgetReport`` in one output format.
protocol WidgetWriter {
  func write(_ report: WidgetReport, to output: inout WidgetOutput) throws(RunStop)
}
