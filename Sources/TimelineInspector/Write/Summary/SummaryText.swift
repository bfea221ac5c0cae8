/// Writes a ``TimelineSummary`` as `--summary` prints it: labelled lines of
/// text, or one JSON object.
///
/// Text, for four updates an hour apart at the end:
///
///     updates: 4
///     first: 2025-01-01T00:00:00Z
///     last: 2025-01-01T01:02:00Z
///     gaps: min 1m, median 1m, max 1h
///     per minute: 0.05
///     per hour: 2.90
///     longest frozen: 1h from 2025-01-01T00:02:00Z to 2025-01-01T01:02:00Z
///
/// A gap is negative where the dates go backwards (`min -5s`); then a
/// `backwards:` line (a `backwards` member in JSON, only then) counts those
/// steps and gives the first. Where a time is not after every time before it,
/// the screen shows it with the change already made: a `screen changes:`
/// line (`screenChanges` in JSON, only then) counts the changes and the times
/// folded into them, and the rates and the longest frozen span are of the
/// changes. With `--model both` a `models:` line (`models` in JSON) counts
/// each model's updates: the first line counts the moments either updates.
/// Then a `warning:` line per ``SummaryPitfall``. A value that does not exist
/// (the gaps of a single time) is `-` in text and `null` in JSON. Lengths are
/// ``CompactDuration``s in text and seconds in JSON; rates have two decimals
/// in text, so the bytes are the same on every machine.
struct SummaryText {
  /// What the times are: `dates`, `updates` or `frames`, the first label.
  var noun: String
  /// The summary to write.
  var summary: TimelineSummary
  /// The pitfalls to warn of.
  var pitfalls: [SummaryPitfall]
  /// With `--model both`, how many times each model updates.
  var modelCounts: (swiftui: Int, documented: Int)?

  init(noun: String, summary: TimelineSummary, pitfalls: [SummaryPitfall]) {
    self.noun = noun
    self.summary = summary
    self.pitfalls = pitfalls
  }

  /// The text form, each line ending in a newline; `date` prints a time.
  func text(date: (Double) -> String) -> String {
    var lines = ["\(noun): \(summary.count)"]
    if let modelCounts {
      lines.append(
        "models: swiftui \(modelCounts.swiftui), documented \(modelCounts.documented) (\(noun) counts the moments either updates)"
      )
    }
    lines.append("first: \(summary.first.map(date) ?? "-")")
    lines.append("last: \(summary.last.map(date) ?? "-")")
    if let gaps = summary.gaps {
      let median = CompactDuration.signedString(gaps.median)
      lines.append(
        "gaps: min \(CompactDuration.signedString(gaps.minimum)), median \(median)"
          + "\(summary.medianIsOfPrefix ? " (of the first \(TimelineSummary.gapLimit))" : ""), max \(CompactDuration.signedString(gaps.maximum))"
      )
    } else {
      lines.append("gaps: -")
    }
    if let step = summary.firstBackward {
      lines.append(
        "backwards: \(summary.backwardCount), first from \(date(step.start)) to \(date(step.end))")
    }
    if summary.folded > 0 {
      lines.append(
        "screen changes: \(summary.changes) (\(summary.folded) folded into the change before, shown at its later time)"
      )
    }
    lines.append("per minute: \(summary.perMinute.map(Self.twoDecimals) ?? "-")")
    lines.append("per hour: \(summary.perHour.map(Self.twoDecimals) ?? "-")")
    if let span = summary.longestFrozen {
      lines.append(
        "longest frozen: \(CompactDuration.string(span.length)) from \(date(span.start)) to \(date(span.end))"
      )
    } else {
      lines.append("longest frozen: -")
    }
    lines += pitfalls.map { "warning: \($0.message)" }
    return lines.map { $0 + "\n" }.joinedText()
  }

  /// The JSON form, one object ending in a newline; `date` prints a time.
  func json(date: (Double) -> String) -> String {
    func quoted(_ t: Double?) -> String { t.map { JSONText.string(date($0)) } ?? "null" }
    func number(_ value: Double?) -> String { value.map(JSONText.number) ?? "null" }
    var members = ["\"\(noun)\": \(summary.count)"]
    if let modelCounts {
      members.append(
        "\"models\": {\"swiftui\": \(modelCounts.swiftui), \"documented\": \(modelCounts.documented)}"
      )
    }
    members.append("\"first\": \(quoted(summary.first))")
    members.append("\"last\": \(quoted(summary.last))")
    if let gaps = summary.gaps {
      members.append(
        "\"gaps\": {\"min\": \(number(gaps.minimum)), \"median\": \(number(gaps.median)), \"max\": \(number(gaps.maximum)), \"medianOfPrefix\": \(summary.medianIsOfPrefix)}"
      )
    } else {
      members.append("\"gaps\": null")
    }
    if let step = summary.firstBackward {
      members.append(
        "\"backwards\": {\"count\": \(summary.backwardCount), \"firstFrom\": \(quoted(step.start)), \"firstTo\": \(quoted(step.end))}"
      )
    }
    if summary.folded > 0 {
      members.append(
        "\"screenChanges\": {\"count\": \(summary.changes), \"folded\": \(summary.folded)}")
    }
    members.append("\"perMinute\": \(number(summary.perMinute))")
    members.append("\"perHour\": \(number(summary.perHour))")
    if let span = summary.longestFrozen {
      members.append(
        "\"longestFrozen\": {\"start\": \(quoted(span.start)), \"end\": \(quoted(span.end)), \"seconds\": \(number(span.length))}"
      )
    } else {
      members.append("\"longestFrozen\": null")
    }
    let warnings = pitfalls.map {
      "{\"pitfall\": \(JSONText.string($0.rawValue)), \"message\": \(JSONText.string($0.message))}"
    }
    members.append("\"warnings\": [\(warnings.joinedText(separator: ", "))]")
    return "{\n  " + members.joinedText(separator: ",\n  ") + "\n}\n"
  }

  /// `value` rounded to two decimals, written with a point whatever the locale.
  static func twoDecimals(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 9e15 else { return JSONText.number(value) }
    let hundredths = Int64((value * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = hundredths.magnitude
    let fraction = magnitude % 100
    return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
